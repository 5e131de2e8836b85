package org.katro.ui.shell;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import javafx.stage.Window;
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
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** "?" and F1 open the list of keys on every screen: the shared keys, then the screen's own. */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class KeysListTest {
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    /** The list's lines as shown, "keys|what they do"; empty while it is not open. */
    private Optional<List<String>> shownList(FxRobot robot) {
        WaitForAsyncUtils.waitForFxEvents();
        Optional<Node> grid = robot.lookup("#keys-list").tryQuery();
        if (grid.isEmpty() || !grid.get().getScene().getWindow().isShowing()) {
            return Optional.empty();
        }
        List<Node> cells = ((GridPane) grid.get()).getChildren();
        List<String> lines = new java.util.ArrayList<>();
        for (int i = 0; i + 1 < cells.size(); i += 2) {
            lines.add(((Label) cells.get(i)).getText() + "|" + ((Label) cells.get(i + 1)).getText());
        }
        return Optional.of(lines);
    }

    private void close(FxRobot robot) {
        robot.interact(() -> Window.getWindows().stream().filter(w -> w != scene.getWindow()).toList()
                .forEach(Window::hide));
    }

    @Test
    void f1AndQuestionMarkListTheSharedKeysAndTheScreensOwn(FxRobot robot) {
        robot.interact(navigator::showPlay);
        robot.press(KeyCode.F1).release(KeyCode.F1);
        List<String> play = shownList(robot).orElseThrow();
        assertEquals("? or F1|This list of keys", play.get(0));
        assertTrue(play.contains("Page Up, Page Down|Previous or next turn"), play.toString());
        assertTrue(play.contains("Space|Play or pause"), play.toString());
        close(robot);

        robot.interact(navigator::showHome);
        robot.write("?");
        List<String> home = shownList(robot).orElseThrow();
        assertTrue(home.contains("Tab, Shift+Tab|Go to the next or the previous control"), home.toString());
        assertFalse(home.contains("Space|Play or pause"), "the game's keys are not the home screen's: " + home);
        close(robot);

        robot.interact(() -> navigator.state().language().set(Language.FRENCH));
        robot.interact(navigator::showCompare);
        robot.press(KeyCode.F1).release(KeyCode.F1);
        List<String> compare = shownList(robot).orElseThrow();
        assertEquals("? ou F1|Cette liste des touches", compare.get(0));
        assertTrue(compare.contains("Début, Fin|Premier ou dernier événement"), compare.toString());
        close(robot);
    }

    @Test
    void aQuestionMarkTypedIntoATextFieldIsAQuestionMark(FxRobot robot) {
        robot.interact(navigator::showSetup);
        TextField field = robot.lookup("#moves").queryAs(TextField.class);
        robot.clickOn(field);
        robot.write("?");
        assertEquals(Optional.empty(), shownList(robot));
        assertTrue(field.getText().endsWith("?"), field.getText());
    }
}
