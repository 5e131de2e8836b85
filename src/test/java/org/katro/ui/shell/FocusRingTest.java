package org.katro.ui.shell;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ToggleButton;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.concurrent.atomic.AtomicReference;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 44: after the attract loop was woken or Home tapped, the focus landed on "High contrast" and
 * the theme's gold focus ring made the switch look turned on. A focus given by the program (not the
 * keyboard) leaves an unpressed switch looking exactly as it did; pressing it still changes its look.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class FocusRingTest {
    private ToggleButton contrast;
    private Button other;

    @Start
    void start(Stage stage) {
        contrast = new ToggleButton("High contrast");
        other = new Button("Start");
        HBox root = new HBox(20, contrast, other);
        root.getStylesheets().add(Screens.theme());
        root.setStyle("-fx-font-size: 20px; -fx-padding: 20px;");
        stage.setScene(new Scene(root, 500, 200));
        stage.show();
    }

    @Test
    void aFocusedSwitchThatIsOffLooksOff(FxRobot robot) {
        robot.interact(other::requestFocus);
        String unfocused = look(robot);
        robot.interact(contrast::requestFocus);
        assertTrue(contrast.isFocused());
        assertTrue(unfocused.equals(look(robot)), "a focused switch that is off looks the same as one not focused");
        robot.interact(() -> contrast.setSelected(true));
        assertFalse(unfocused.equals(look(robot)), "a switch turned on looks different");
    }

    /** The switch's pixels, as text to compare. */
    private String look(FxRobot robot) {
        AtomicReference<String> pixels = new AtomicReference<>();
        robot.interact(() -> {
            contrast.applyCss();
            contrast.getParent().layout();
            WritableImage image = contrast.snapshot(null, null);
            PixelReader reader = image.getPixelReader();
            StringBuilder s = new StringBuilder();
            for (int y = 0; y < (int) image.getHeight(); y++) {
                for (int x = 0; x < (int) image.getWidth(); x++) {
                    s.append(Integer.toHexString(reader.getArgb(x, y))).append(',');
                }
            }
            pixels.set(s.toString());
        });
        return pixels.get();
    }
}
