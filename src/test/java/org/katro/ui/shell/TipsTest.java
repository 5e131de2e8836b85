package org.katro.ui.shell;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
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

import java.util.List;
import java.util.ResourceBundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

/**
 * A screen's tooltips are made when the pointer first comes over their control, not with the screen:
 * until then the control says its tip as its accessible help, and then its tooltip shows that tip.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class TipsTest {
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aTipFromCodeIsHelpFirstAndATooltipOnceThePointerIsOnIt(FxRobot robot) {
        Button first = new Button("One");
        Button second = new Button("Two");
        robot.interact(() -> {
            Tips.set(first, "The first way");
            Tips.set(second, "The second way");
            // the second far below the first, so that the pointer's way to the first does not cross it
            Region gap = new Region();
            gap.setMinHeight(500);
            scene.setRoot(new VBox(first, gap, second, new Label("no tip")));
        });
        assertNull(first.getTooltip(), "no tooltip made with the screen");
        assertNull(second.getTooltip(), "no tooltip made with the screen");
        assertEquals("The first way", first.getAccessibleHelp());
        robot.moveTo(scene.getWindow().getX() + scene.getX() + 1, scene.getWindow().getY() + scene.getY() + 1);
        robot.moveTo(first);
        assertEquals("The first way", first.getTooltip().getText());
        assertNull(second.getTooltip(), "only the control pointed at");
        // a new text reaches the tooltip made and the help alike
        robot.interact(() -> Tips.set(first, "Another way"));
        assertEquals("Another way", first.getTooltip().getText());
        assertEquals("Another way", first.getAccessibleHelp());
    }

    @Test
    void aHelpOfItsOwnStaysTheControlsHelp(FxRobot robot) {
        Button b = new Button("Sound");
        robot.interact(() -> {
            b.setAccessibleHelp("Turns the sound on");
            Tips.set(b, "Sound: turns the sound on");
        });
        assertEquals("Turns the sound on", b.getAccessibleHelp());
    }

    @Test
    void aTipFromAScreensFxmlIsTheSame(FxRobot robot) {
        robot.interact(() -> navigator.openWorkedExample());
        Control serpent = robot.lookup("#serpent").queryAs(Control.class);
        String tip = ResourceBundle.getBundle("org.katro.ui.explorer.ExplorerView").getString("tip.serpent");
        assertEquals(tip, Tips.of(serpent));
        assertEquals(tip, serpent.getAccessibleHelp());
        assertNull(serpent.getTooltip());
        robot.moveTo(serpent);
        assertNotNull(serpent.getTooltip());
        assertEquals(tip, serpent.getTooltip().getText());
    }
}
