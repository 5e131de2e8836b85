package org.katro.ui.compare;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
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

/** The comparison screen opened from home: both boards step together and the divergence is marked. */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class CompareScreenTest {
    private static final PseudoClass PARTED = PseudoClass.getPseudoClass("parted");
    private static final PseudoClass HIGHLIGHTED = PseudoClass.getPseudoClass("highlighted");

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled()))).showHome();
        stage.setScene(scene);
        stage.show();
    }

    private static String count(FxRobot robot, String board, String hole) {
        return robot.lookup("#" + board + " #count-" + hole).queryAs(Label.class).getText();
    }

    @Test
    void theWholeFilePresetPartsAtTheCaptureAndSaysWhy(FxRobot robot) {
        robot.clickOn("#compare");
        robot.interact(() -> robot.lookup("#preset").<javafx.scene.control.ComboBox<CompareViewModel.Preset>>query()
                .setValue(CompareViewModel.Preset.WHOLE_FILE));
        Node verdictBox = robot.lookup(".verdict").query();
        assertFalse(verdictBox.getPseudoClassStates().contains(PARTED));
        robot.clickOn("#toDivergence");
        assertTrue(verdictBox.getPseudoClassStates().contains(PARTED));
        assertTrue(robot.lookup("#verdict").queryAs(Label.class).getText().contains("\u201cKatra Gorobaka\u201d takes the whole file"));
        for (String board : new String[] {"board-first", "board-second"}) {
            assertTrue(robot.lookup("#" + board + " #hole-S7").query().getPseudoClassStates().contains(HIGHLIGHTED));
        }
        // it lands where the boards first look different: Katra Gorobaka has emptied N3 behind, the
        // four-row katro has not (one step earlier both had taken the same seeds from N1)
        assertEquals("0", count(robot, "board-first", "N3"));
        assertEquals("3", count(robot, "board-second", "N3"));
        robot.clickOn("#back");
        assertEquals(count(robot, "board-first", "N3"), count(robot, "board-second", "N3"));
        robot.clickOn("#toFirst");
        assertFalse(verdictBox.getPseudoClassStates().contains(PARTED));
    }

    @Test
    void aTapOnATurnInOneReadingsListMovesBothReadingsToThatTurn(FxRobot robot) throws Exception {
        robot.clickOn("#compare");
        robot.interact(() -> robot.lookup("#preset").<javafx.scene.control.ComboBox<CompareViewModel.Preset>>query()
                .setValue(CompareViewModel.Preset.START_ROW));
        // three turns, the third refused under Mancala World's rules, worked out off the JavaFX thread
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !robot.lookup("#toLast").query().isDisabled());
        WaitForAsyncUtils.waitForFxEvents();
        TableView<?> first = robot.lookup("#glance-first #move-list").queryAs(TableView.class);
        TableView<?> second = robot.lookup("#glance-second #move-list").queryAs(TableView.class);
        assertEquals(0, first.getItems().size(), "before the first turn, no turn is listed");
        // the turns are listed once played
        robot.clickOn("#toLast");
        assertEquals(3, first.getItems().size(), "the first reading lists its turns");
        String before = robot.lookup("#where-second").queryAs(Label.class).getText();

        robot.clickOn("#turns-first");
        assertTrue(robot.lookup("#glance-first").query().isVisible(), "the turns in the first board's place");
        assertTrue(robot.lookup("#board-second").query().isVisible(), "the second board still shown");
        Node row = robot.lookup("#glance-first .table-row-cell").<TableRow<?>>match(r -> r.getIndex() == 1).query();
        robot.clickOn(row);
        assertEquals(1, first.getSelectionModel().getSelectedIndex(), "the tapped turn is shown");
        assertEquals(1, second.getSelectionModel().getSelectedIndex(), "the other reading is on the same turn");
        assertTrue(robot.lookup("#where-first").queryAs(Label.class).getText().contains("Turn 2"),
                robot.lookup("#where-first").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#where-second").queryAs(Label.class).getText().contains("Turn 2"),
                "the second board moved too: " + before + " -> "
                        + robot.lookup("#where-second").queryAs(Label.class).getText());
    }
}
