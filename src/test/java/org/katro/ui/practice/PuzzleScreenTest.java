package org.katro.ui.practice;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Direction;
import org.katro.engine.Move;
import org.katro.engine.Rules;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.practice.Puzzle;
import org.katro.practice.PuzzleTest;
import org.katro.board.Board;
import org.katro.engine.Event;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Find the winning move on the practice screen: a wrong move refuted, then a winning one, all by taps. */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class PuzzleScreenTest {
    private static final PseudoClass RIGHT = PseudoClass.getPseudoClass("right");
    private static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");

    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, false, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    /** The puzzle once the solver has made it (off the JavaFX thread). */
    private Puzzle made() throws Exception {
        PracticeViewModel vm = navigator.practiceModel();
        // a wait for the background job, not a timed assertion: the limit only stops a broken build hanging
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> vm.puzzleProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        return vm.puzzleProperty().get();
    }

    private void play(FxRobot robot, Puzzle p, Move m) {
        String hole = Rules.of(p.ruleset()).geometry(p.position()).hole(p.position().toMove(), m.hole()).name();
        robot.clickOn("#practice-board #hole-" + hole);
        robot.clickOn("#practice-board #arrow-" + (m.direction() == Direction.PLUS ? "plus" : "minus"));
    }

    @Test
    void aWrongMoveIsRefutedAndAWinningOneIsRight(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.openPractice(new PracticeViewModel(Language.ENGLISH, 3)));
        robot.clickOn("#modePuzzles");
        Puzzle p = made();
        assertEquals(1, p.turns(), "the first level: a win in one turn");
        assertFalse(robot.lookup(".practice-answers").query().isVisible(), "a puzzle is answered on the board");
        assertFalse(robot.lookup(".practice-numbers").query().isVisible());
        assertTrue(text(robot, "#practice-question").contains("can win with this very turn"), text(robot, "#practice-question"));
        Node feedbackBox = robot.lookup(".practice-feedback").query();

        Move wrong = p.refutations().get(0).move();
        play(robot, p, wrong);
        String why = text(robot, "#practice-feedback");
        assertTrue(why.startsWith("Not " + p.name(wrong) + ": North answers ")
                || why.startsWith("Not " + p.name(wrong) + ": South answers ")
                || why.startsWith("Not " + p.name(wrong) + ": after "), why);
        assertTrue(why.endsWith("Try once more."), why);
        assertTrue(feedbackBox.getPseudoClassStates().contains(WRONG));

        Move win = p.quickest().get(0);
        play(robot, p, win);
        assertTrue(feedbackBox.getPseudoClassStates().contains(RIGHT));
        assertTrue(text(robot, "#practice-feedback").startsWith("Right! " + p.name(win) + " wins at once."),
                text(robot, "#practice-feedback"));
        assertTrue(text(robot, "#practice-explanation").startsWith("The quickest wins: " + p.name(win))
                && text(robot, "#practice-explanation").endsWith(" in one turn)."), text(robot, "#practice-explanation"));

        // the next level: a win in 3
        robot.clickOn("#winIn3");
        Puzzle three = made();
        assertEquals(3, three.turns());
        assertTrue(text(robot, "#practice-question").contains("can win in 3 turns"), text(robot, "#practice-question"));
        // back to the questions on a move
        robot.clickOn("#modeQuestions");
        assertEquals(null, navigator.practiceModel().puzzleProperty().get());
        assertTrue(text(robot, "#practice-question").contains("hole"), text(robot, "#practice-question"));
    }

    /**
     * Issue 45's position: S1+ wins in 11 turns while S3+, S4+, S6- and S8- win at once. "Win in one
     * turn" does not take S1+, says why, and the answer can be played out on the board seed by seed.
     */
    @Test
    void aSlowerWinIsNotASolutionAndTheAnswerIsPlayedOut(FxRobot robot) throws Exception {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 3);
        robot.interact(() -> navigator.openPractice(vm));
        Puzzle p = PuzzleTest.issue45();
        robot.interact(() -> vm.ask(p));
        assertEquals("Practice: Katra Gorobaka, 4 rows \u00d7 4 columns", text(robot, "#practice-title"));
        Node feedbackBox = robot.lookup(".practice-feedback").query();
        Move slow = PuzzleTest.move("1+");
        play(robot, p, slow);
        assertEquals("That wins too, in 11 turns, but another move wins at once. Try once more.", text(robot, "#practice-feedback"));
        assertTrue(feedbackBox.getPseudoClassStates().contains(WRONG));
        play(robot, p, slow);
        assertEquals("That wins too, in 11 turns, but " + p.name(p.quickest().get(0)) + " wins at once.",
                text(robot, "#practice-feedback"));
        assertFalse(vm.rightProperty().get(), "not solved");
        assertEquals("Puzzles solved: 0 of 1", vm.scoreProperty().get());

        // Show me: the answer's sowing stepped with the screen's playback, then at once to its end
        assertFalse(robot.lookup("#showNow").query().isVisible());
        robot.clickOn("#practice-show-me");
        assertTrue(vm.showingAnswerProperty().get());
        assertTrue(robot.lookup("#showNow").query().isVisible(), "the answer may be skipped to its end");
        robot.interact(() -> vm.lap().playingProperty().set(false));
        robot.clickOn("#showNow");
        Board end = vm.boardProperty().get();
        assertTrue(end.event() instanceof Event.GameOver, "the answer is played to the win: " + end.event());
        assertTrue(vm.lapShownProperty().get());
        assertTrue(robot.lookup("#practice-show-me").query().isVisible(), "and may be shown again");
    }
}
