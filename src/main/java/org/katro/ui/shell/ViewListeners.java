package org.katro.ui.shell;

import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableValue;
import javafx.beans.value.WeakChangeListener;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.input.KeyEvent;

import java.util.ArrayList;
import java.util.List;

/**
 * The listeners a view puts on a longer-lived view model. The model holds them weakly and the view
 * strongly, so a view that is replaced (a language switch, going home) can be collected while its
 * model lives on.
 */
public final class ViewListeners {
    private final List<Object> held = new ArrayList<>();

    public <T> void on(ObservableValue<T> value, ChangeListener<? super T> listener) {
        held.add(listener);
        value.addListener(new WeakChangeListener<>(listener));
    }

    /**
     * {@code keys} take the scene's key presses while {@code view} is in a window; when it leaves,
     * they stop and {@code onLeave} runs (to stop playback, say).
     */
    public static void keysWhileShown(Node view, EventHandler<KeyEvent> keys, Runnable onLeave) {
        view.sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removeEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
            if (now == null) {
                onLeave.run();
            } else {
                now.addEventFilter(KeyEvent.KEY_PRESSED, keys);
            }
        });
    }
}
