package org.katro.ui.shell;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.scene.control.Slider;

import java.util.function.IntConsumer;

/** A slider over all events of a game: it follows the cursor, and moving it seeks there. */
public final class Scrubber {
    private Scrubber() {
    }

    public static void wire(Slider slider, ReadOnlyIntegerProperty index, ReadOnlyIntegerProperty size, IntConsumer seek,
            ViewListeners listeners) {
        // set while the slider follows the cursor, so that following does not seek again
        boolean[] following = {false};
        slider.maxProperty().bind(size);
        slider.setValue(index.get());
        listeners.on(index, (obs, old, now) -> {
            following[0] = true;
            slider.setValue(now.intValue());
            following[0] = false;
        });
        slider.valueProperty().addListener((obs, old, now) -> {
            if (!following[0]) {
                seek.accept((int) Math.round(now.doubleValue()));
            }
        });
    }
}
