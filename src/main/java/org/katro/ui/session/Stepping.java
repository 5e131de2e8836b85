package org.katro.ui.session;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.katro.text.Pace;

/**
 * Where a screen stands in a sequence of events and whether it may move: the one stepping model of
 * the explorer, play, compare and lesson screens. Its owner says where it now is ({@link #at}) and
 * what the event shown says ({@link #shows}); the views bind to these properties, and
 * {@link Playback} ticks while {@link #playingProperty()} holds, leaving each sentence on screen
 * long enough to be read ({@link Pace}).
 */
public final class Stepping {
    /** Playback speeds: how many times faster than the reading pace (1). */
    public static final double MIN_SPEED = 0.25;
    public static final double MAX_SPEED = 8;
    /**
     * At a sowing pace, the most events a turn is given time for: a longer turn's seeds fall faster,
     * so that a relay of a hundred seeds takes no longer to watch than the opening move.
     */
    static final int LONGEST_TURN = 40;

    private final ReadOnlyIntegerWrapper index = new ReadOnlyIntegerWrapper(this, "index");
    private final ReadOnlyIntegerWrapper size = new ReadOnlyIntegerWrapper(this, "size");
    private final ReadOnlyBooleanWrapper canStepBack = new ReadOnlyBooleanWrapper(this, "canStepBack");
    private final ReadOnlyBooleanWrapper canStepForward = new ReadOnlyBooleanWrapper(this, "canStepForward");
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing");
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", 1);
    private final BooleanProperty pauseAtBreaks = new SimpleBooleanProperty(this, "pauseAtBreaks", true);
    private final BooleanProperty speaking = new SimpleBooleanProperty(this, "speaking");
    private final BooleanProperty pacedBySpeech = new SimpleBooleanProperty(this, "pacedBySpeech");
    private final BooleanProperty sowingPace = new SimpleBooleanProperty(this, "sowingPace");
    private final ObjectProperty<PlaybackClock> clock = new SimpleObjectProperty<>(this, "clock");
    private String sentence = "";
    private int eventsInTurn = 1;
    private boolean breakHere;

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

    /**
     * The event now shown says {@code sentence}; {@code isBreak} when it is a moment to stop and look
     * (a capture, a turn's end), where playback pauses if {@link #pauseAtBreaksProperty()} holds.
     */
    public void shows(String sentence, boolean isBreak) {
        shows(sentence, isBreak, 1);
    }

    /** As {@link #shows(String, boolean)}, the event being one of the {@code eventsInTurn} of its turn. */
    public void shows(String sentence, boolean isBreak, int eventsInTurn) {
        this.sentence = sentence;
        breakHere = isBreak;
        this.eventsInTurn = Math.max(1, eventsInTurn);
    }

    /** How long playback leaves the event now shown on screen, at the chosen speed. */
    public double secondsShown() {
        if (sowingPace.get()) {
            return Pace.LEAST_SECONDS / speed.get() * Math.min(1, (double) LONGEST_TURN / eventsInTurn);
        }
        return Pace.event(sentence) / speed.get();
    }

    /** Whether playback stops after the event now shown. */
    public boolean pausesHere() {
        return breakHere && pauseAtBreaks.get();
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

    /** Playback speed, times the reading pace, from {@link #MIN_SPEED} to {@link #MAX_SPEED}. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /** Set while the event shown is being spoken aloud. */
    public BooleanProperty speakingProperty() {
        return speaking;
    }

    /** Whether playback waits, after an event's time, for its speech to end (the lesson player). */
    public BooleanProperty pacedBySpeechProperty() {
        return pacedBySpeech;
    }

    /** Whether playback, its time for this event over, waits for the speech of it to end. */
    public boolean waitsForSpeech() {
        return pacedBySpeech.get() && speaking.get();
    }

    /**
     * Whether events go by at a sowing pace, each the same time whatever its sentence, a long turn
     * faster (a game played, whose sentences go by), rather than at the pace of reading them.
     */
    public BooleanProperty sowingPaceProperty() {
        return sowingPace;
    }

    /**
     * The clock playback waits on; null for the screen's animation timer. The kiosk's attract loop
     * gives the station's clock, which a test moves by hand.
     */
    public ObjectProperty<PlaybackClock> clockProperty() {
        return clock;
    }

    /** Whether playback pauses at captures and turn ends (on unless the learner turns it off). */
    public BooleanProperty pauseAtBreaksProperty() {
        return pauseAtBreaks;
    }
}
