package org.katro.sound;

import org.katro.engine.Event;

import java.util.List;
import java.util.Optional;

/**
 * Which sound plays when an event is shown: the model under the game's sound, with no device and no
 * JavaFX, so that tests read the schedule. Only a step forward by one event sounds (a jump, a step
 * back or the first board shown say nothing: nothing fell). Seeds closer together than
 * {@link #LEAST_SEED_GAP_MILLIS} are thinned: the next seed heard after one or more left out is
 * {@link Cue#SEEDS}, a short rattle, so playback at speed stays clear. A relay, a capture and the
 * end of a turn or of the game always sound: they are what a listener follows.
 */
public final class CueSchedule {
    /** At most about twelve seed sounds a second: faster, single clicks blur into noise. */
    public static final long LEAST_SEED_GAP_MILLIS = 80;

    /** the event index last shown; -1 before the first */
    private int shown = -1;
    private long lastSoundAt;
    private boolean heardOne;
    /** seeds left out since the last sound */
    private int thinned;

    /**
     * Event {@code index} of {@code events} is now shown (0 is the start, {@code k} the board after
     * the first {@code k} events), at {@code nowMillis}; returns the sound to play, if any.
     */
    public Optional<Cue> shown(int index, List<? extends Event> events, long nowMillis) {
        boolean stepForward = shown >= 0 && index == shown + 1 && index >= 1 && index <= events.size();
        shown = index;
        if (!stepForward) {
            thinned = 0;
            return Optional.empty();
        }
        Optional<Cue> cue = cueOf(events.get(index - 1));
        if (cue.isEmpty()) {
            return cue;
        }
        if (cue.get() == Cue.SEED && heardOne && nowMillis - lastSoundAt < LEAST_SEED_GAP_MILLIS) {
            thinned++;
            return Optional.empty();
        }
        Cue played = cue.get() == Cue.SEED && thinned > 0 ? Cue.SEEDS : cue.get();
        thinned = 0;
        heardOne = true;
        lastSoundAt = nowMillis;
        return Optional.of(played);
    }

    /** The sound of one event, before thinning: a lift at a turn's start or after a capture is silent (its seeds are heard falling). */
    public static Optional<Cue> cueOf(Event event) {
        if (event instanceof Event.Sow) {
            return Optional.of(Cue.SEED);
        }
        if (event instanceof Event.Pick pick) {
            return pick.reason() == Event.PickReason.RELAY ? Optional.of(Cue.RELAY) : Optional.empty();
        }
        if (event instanceof Event.Capture) {
            return Optional.of(Cue.CAPTURE);
        }
        if (event instanceof Event.TurnEnd) {
            return Optional.of(Cue.TURN_END);
        }
        return Optional.of(Cue.GAME_OVER);
    }
}
