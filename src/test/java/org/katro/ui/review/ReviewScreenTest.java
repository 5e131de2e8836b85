package org.katro.ui.review;

import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.shell.BackgroundJob;
import org.katro.ui.shell.Screen;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A game between two people finished on the real play screen (Katra Gorobaka on four columns, whose
 * first two moves each threw a win away), its end said in words, then reviewed: every move marked,
 * the thrown win told with the quickest wins, its better move opened as a line and the way back.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ReviewScreenTest {
    private Navigator navigator;
    private PlayViewModel play;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        play = new PlayViewModel(Language.ENGLISH, BackgroundJob.thread("katro-computer"), Platform::runLater, 30);
        play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
        play.load("rules gorobaka\nstart " + Ruleset.GOROBAKA.start(4) + "\nmoves 6+ 2+ 2- 3- 1+ 4+\n");
        navigator.openPlay(play);
        stage.setScene(scene);
        stage.show();
    }

    /** Presses a button of the side column, which may be below its fold. */
    private void press(FxRobot robot, String query) {
        robot.interact(() -> robot.lookup(query).queryAs(Button.class).fire());
    }

    private String text(FxRobot robot, String query) {
        return robot.lookup(query).queryLabeled().getText();
    }

    @Test
    void aFinishedGameSaysWhoWonAndIsReviewedMoveByMove(FxRobot robot) throws Exception {
        robot.clickOn("#last");
        assertTrue(!robot.lookup("#game-end").query().isVisible(), "no end while the game goes on");
        robot.clickOn("#hole-S1");
        robot.clickOn("#arrow-plus");
        robot.clickOn("#last");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#game-end").query().isVisible());
        assertEquals("South won!", text(robot, "#game-ending"));

        robot.clickOn("#review-game");
        assertEquals(Screen.Kind.REVIEW, navigator.screenProperty().get().kind());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                () -> robot.lookup("#review-turn-7").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("2 moves threw a win away; every board was proved.", text(robot, "#review-summary"));
        assertEquals("1. S6+: win in 1 \u2192 loss in 3 (threw a win away)", text(robot, "#review-turn-1"));
        assertEquals("7. S1+: win in 1 \u2192 won (best)", text(robot, "#review-turn-7"));
        // the review starts at the game's start: the first move is on the board and told in full
        String told = text(robot, "#review-detail");
        assertTrue(told.startsWith("Move 1: South plays S6+. Before it, South could win in one turn"), told);
        assertTrue(told.contains("After it, North can win in 3 turns.") && told.contains("S5-, S8+"), told);
        assertTrue(robot.lookup("#review-turn-1").queryAs(Button.class).getStyleClass().contains("current"));
        assertEquals("Show how North wins after it", text(robot, "#review-refutation"));

        // a tap on a move steps the board to it
        press(robot, "#review-turn-3");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(navigator.game().cursor().turnStarts().get(2), navigator.game().cursor().index());
        assertTrue(text(robot, "#review-detail").startsWith("Move 3: South plays S2-."), text(robot, "#review-detail"));
        assertTrue(!robot.lookup("#review-better").query().isVisible(), "a slower win threw nothing away");

        // the better move of the first, stepped through as a line, and the way back
        press(robot, "#review-turn-1");
        press(robot, "#review-better");
        assertEquals(Screen.Kind.LINE, navigator.screenProperty().get().kind());
        assertEquals(1, navigator.game().cursor().turns().size(), "S5- wins at once");
        robot.clickOn("#line-back");
        assertEquals(Screen.Kind.REVIEW, navigator.screenProperty().get().kind());
        press(robot, "#review-refutation");
        assertEquals(4, navigator.game().cursor().turns().size(), "S6+ and North's win in 3");
        robot.clickOn("#line-back");
        press(robot, "#review-back");
        assertEquals(Screen.Kind.PLAY, navigator.screenProperty().get().kind());
        assertEquals(7, play.game().cursor().turns().size(), "the game played is as it was");
        assertTrue(robot.lookup("#game-ending").queryAs(Label.class).isVisible());
    }
}
