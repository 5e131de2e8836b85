package org.katro.ui.projector;

import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.WeakChangeListener;
import org.katro.text.Pace;

/**
 * How the teacher paces a lesson (or a game) on a projector, with a clicker's two keys: forward
 * steps on; where a question waits, the first forward starts the class's countdown, and only the
 * next forward, the teacher's, shows the answer: the countdown's end shows nothing by itself. Back
 * puts a waiting question away and steps back. The clock is the view's: it calls {@link #second()}.
 */
public final class ProjectorModel {
    /** The class's time to think, in seconds: the pacing rule's ({@link Pace}). */
    public static final int SECONDS = Pace.THINKING_SECONDS;

    /** Where the pacing stands. */
    public enum Phase {
        /** no question waits: forward steps on */
        STEPPING,
        /** a question is shown; the countdown waits for the teacher */
        ASKED,
        /** the class thinks while the seconds run */
        COUNTING,
        /** the time is up; the answer still waits for the teacher */
        TIME_UP
    }

    private final Runnable next;
    private final Runnable previous;
    private final Runnable reveal;
    private final ReadOnlyObjectWrapper<Phase> phase = new ReadOnlyObjectWrapper<>(this, "phase", Phase.STEPPING);
    private final ReadOnlyIntegerWrapper left = new ReadOnlyIntegerWrapper(this, "left", SECONDS);
    /** held here, heard weakly: the lesson's model outlives the screen this pacing is made for */
    private final ChangeListener<Boolean> asked;

    /**
     * @param asking   whether a question waits (a game asks none)
     * @param next     steps on
     * @param previous steps back, putting a waiting question away
     * @param reveal   shows the waiting question's answer, grading nothing
     */
    public ProjectorModel(ObservableBooleanValue asking, Runnable next, Runnable previous, Runnable reveal) {
        this.next = next;
        this.previous = previous;
        this.reveal = reveal;
        asked = (obs, was, now) -> {
            left.set(SECONDS);
            phase.set(now ? Phase.ASKED : Phase.STEPPING);
        };
        asking.addListener(new WeakChangeListener<>(asked));
        if (asking.get()) {
            phase.set(Phase.ASKED);
        }
    }

    /** The clicker's forward (Page Down, Right, Down, Space, Enter). */
    public void forward() {
        switch (phase.get()) {
            case STEPPING -> next.run();
            case ASKED -> phase.set(Phase.COUNTING);
            case COUNTING, TIME_UP -> reveal.run();
        }
    }

    /** The clicker's back (Page Up, Left, Up). */
    public void back() {
        previous.run();
    }

    /** A second has passed on the view's clock: the countdown, if it runs, goes down, to the time's end. */
    public void second() {
        if (phase.get() == Phase.COUNTING) {
            left.set(left.get() - 1);
            if (left.get() <= 0) {
                phase.set(Phase.TIME_UP);
            }
        }
    }

    public ReadOnlyObjectProperty<Phase> phaseProperty() {
        return phase.getReadOnlyProperty();
    }

    /** The seconds left to think. */
    public ReadOnlyIntegerProperty leftProperty() {
        return left.getReadOnlyProperty();
    }
}
