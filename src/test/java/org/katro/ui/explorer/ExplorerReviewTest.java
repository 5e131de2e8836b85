package org.katro.ui.explorer;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.GameCursor;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.Screen;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Any game in the explorer can be reviewed: a game pasted as a record (Katra Gorobaka on four columns,
 * whose first two moves each threw a win away) opens in the review with every move marked, and the
 * way back returns to the explorer at the event it showed.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ExplorerReviewTest {
    private static final String GAME = "rules gorobaka\nstart " + Ruleset.GOROBAKA.start(4) + "\nmoves 6+ 2+ 2- 3- 1+ 4+ 1+\n";
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.openGame(new GameCursor(Ruleset.GOROBAKA, Ruleset.GOROBAKA.start(4), List.of()));
        stage.setScene(scene);
        stage.show();
    }

    /** A button of the side column, pressed wherever the column is scrolled. */
    private static void fire(FxRobot robot, String id) {
        robot.interact(() -> robot.lookup(id).queryAs(Button.class).fire());
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryLabeled().getText();
    }

    @Test
    void aPastedGameIsReviewedAndTheWayBackReturnsWhereItWas(FxRobot robot) throws Exception {
        // a game of no turns has nothing to review
        assertFalse(robot.lookup("#explorer-review").query().isVisible());

        robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(GAME);
            Clipboard.getSystemClipboard().setContent(content);
        });
        fire(robot, "#record-paste");
        GameSession pasted = navigator.game();
        assertEquals(7, pasted.cursor().turns().size(), "the pasted game is shown");
        int at = pasted.cursor().turnStarts().get(4) + 2;
        robot.interact(() -> pasted.seek(at));
        assertTrue(robot.lookup("#explorer-review").query().isVisible());

        fire(robot, "#explorer-review");
        assertEquals(Screen.Kind.REVIEW, navigator.screenProperty().get().kind());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#review-turn-7").tryQuery().isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        // every move marked, the two that threw a win away as such, in words and in the row's look
        assertEquals("2 moves threw a win away; every board was proved.", text(robot, "#review-summary"));
        assertEquals("1. S6+: win in 1 \u2192 loss in 3 (threw a win away)", text(robot, "#review-turn-1"));
        assertTrue(robot.lookup("#review-turn-1").query().getStyleClass().contains("threw-win"));
        assertEquals("7. S1+: win in 1 \u2192 won (best)", text(robot, "#review-turn-7"));
        assertTrue(robot.lookup("#review-turn-7").query().getStyleClass().contains("best"));
        // the review starts at the game's start, its first move's hole pointed out on the board
        assertEquals(1, navigator.game().pointedOutProperty().get().size(), "the first move's hole is marked on the board");

        fire(robot, "#review-back");
        assertEquals(Screen.Kind.EXPLORER, navigator.screenProperty().get().kind());
        assertSame(pasted, navigator.game(), "the explorer's own game, not the review's");
        assertEquals(at, pasted.cursor().index(), "at the event it showed");
        assertEquals(7, pasted.cursor().turns().size());
        assertEquals("Event " + at + " of " + pasted.cursor().size(), text(robot, ".step-counter"));
        assertTrue(robot.lookup("#explorer-review").query().isVisible(), "and it can be reviewed again");
    }
}
