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

        Move win = p.winning().get(0);
        play(robot, p, win);
        assertTrue(feedbackBox.getPseudoClassStates().contains(RIGHT));
        assertEquals("Right! " + p.name(win) + " wins in one turn.", text(robot, "#practice-feedback"));
        assertTrue(text(robot, "#practice-explanation").startsWith("The winning moves: " + p.name(win) + " (wins in one turn)"),
                text(robot, "#practice-explanation"));

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
}
