package org.katro.ui.setup;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Direction;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.notation.Notation;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A position built by taps on the set-up screen's board, a move added by a hole and an arrow, and the
 * game played from there: the notation fields follow the board, and the board the fields.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class BoardEditorTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showSetup();
        stage.setScene(scene);
        stage.show();
        scene.getRoot().applyCss();
        scene.getRoot().layout();
    }

    private static String count(FxRobot robot, String hole) {
        return robot.lookup("#editor-board #count-" + hole).queryAs(Label.class).getText();
    }

    private static String field(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(TextField.class).getText();
    }

    /** The board is redrawn once the fields are read (on a thread of their own). */
    private static void until(Supplier<Boolean> shown) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, shown::get);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void tap(FxRobot robot, String hole) throws Exception {
        String before = field(robot, "#position");
        robot.clickOn("#editor-board #hole-" + hole);
        until(() -> !field(robot, "#position").equals(before));
    }

    @Test
    void aPositionBuiltByTapsIsPlayed(FxRobot robot) throws Exception {
        robot.interact(() -> robot.lookup(".page-scroll").queryAs(ScrollPane.class).setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#clearBoard");
        until(() -> count(robot, "S1").equals("0") && count(robot, "S2").equals("0"));
        for (String hole : new String[] {"S1", "S1", "S1", "N1", "N2"}) {
            tap(robot, hole);
        }
        until(() -> count(robot, "S1").equals("3"));
        // a right click takes one away (a long press does the same for a finger)
        String before = field(robot, "#position");
        robot.clickOn("#editor-board #hole-S1", MouseButton.SECONDARY);
        until(() -> !field(robot, "#position").equals(before));
        until(() -> count(robot, "S1").equals("2"));
        assertEquals("0,0,0,0,1,1/0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0/2,0,0,0,0,0 S 0",
                field(robot, "#position"), "the notation follows the board");

        // the other way: what is typed shows on the board
        robot.interact(() -> robot.lookup("#position").queryAs(TextField.class)
                .setText("0,0,0,0,1,1/0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0/3,0,0,0,0,0 S 0"));
        until(() -> count(robot, "S1").equals("3"));

        robot.clickOn("#editMoves");
        robot.clickOn("#editor-board #hole-S1");
        Node plus = robot.lookup("#editor-board #arrow-plus").query();
        assertTrue(plus.isVisible(), "the hole's arrows show in the moves mode");
        robot.clickOn(plus);
        until(() -> field(robot, "#moves").equals("1+"));
        until(() -> !robot.lookup("#startGame").queryButton().isDisabled());
        robot.clickOn("#startGame");
        GameCursor game = navigator.game().cursor();
        assertEquals(List.of(new Move(1, Direction.PLUS)), game.turns().stream().map(t -> t.move()).toList());
        assertEquals(Notation.parsePosition("0,0,0,0,1,1/0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0/0,0,0,0,0,0/3,0,0,0,0,0 S 0",
                game.ruleset()), game.start());
    }
}
