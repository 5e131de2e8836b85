package org.katro.ui.shell;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;

/**
 * Where a screen stands in a sequence of events and whether it may move: the one stepping model of
 * the explorer, play, compare and lesson screens. Its owner says where it now is ({@link #at});
 * the views bind to these properties, and {@link Playback} ticks while {@link #playingProperty()} holds.
 */
public final class Stepping {
    /** Playback speeds, in events per second. */
    public static final double MIN_SPEED = 0.5;
    public static final double MAX_SPEED = 20;

    private final ReadOnlyIntegerWrapper index = new ReadOnlyIntegerWrapper(this, "index");
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper(this, "size");
    private final ReadOnlyBooleanWrapper canStepBack = new ReadOnlyBooleanWrapper(this, "canStepBack");
    private final ReadOnlyBooleanWrapper canStepForward = new ReadOnlyBooleanWrapper(this, "canStepForward");
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing");
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 4);

    /** Now at event {@code index} of {@code size}; playback stops at the end. */
    public void at(int index, int size) {
        this.index.set(index);
        this.size.set(size);
        canStepBack.set(index > 0);
        canStepForward.set(index < size);
        if (index >= size) {
            playing.set(false);
        }
    }

    public ReadOnlyIntegerProperty indexProperty() {
        return index.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty sizeProperty() {
        return size.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canStepBackProperty() {
        return canStepBack.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canStepForwardProperty() {
        return canStepForward.getReadOnlyProperty();
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    /** Playback speed in events per second, from {@link #MIN_SPEED} to {@link #MAX_SPEED}. */
    public DoubleProperty speedProperty() {
        return speed;
    }
}
