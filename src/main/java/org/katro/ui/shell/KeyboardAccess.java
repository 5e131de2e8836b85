package org.katro.ui.shell;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * Enter acts on the focused button, as Space does: the main screen keeps Space for play and pause,
 * so without this a keyboard user could reach its buttons with Tab but not press them.
 */
public final class KeyboardAccess {
    private KeyboardAccess() {
    }

    public static void install(Scene scene) {
        scene.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            Node focused = scene.getFocusOwner();
            if (e.getCode() == KeyCode.ENTER && focused instanceof ButtonBase b && !b.isDisabled()) {
                b.fire();
                e.consume();
            }
        });
    }
}
