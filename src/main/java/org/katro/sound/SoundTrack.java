package org.katro.sound;

import org.katro.engine.Event;

import java.util.List;

/**
 * The game's cues and its spoken texts as one track, with no device and no JavaFX, so that tests
 * walk it: each place the screen shows (the one it opens on, then each event shown) is told once,
 * with the texts on screen there, to both schedules. The place a screen opens on is a place like
 * any other: its caption is said at once (not at the first event after it, a step late) and the
 * first seed after it is heard (a cue schedule that never saw the start heard no step forward).
 * A cue never plays over speech: speech of the last place stops before the cue, and the new speech
 * starts when the cue has been heard to its end, which is later than its length: the cue's line is
 * kept full, so a cue is heard a buffer after it is played (speech started at the cue's length
 * would be heard over the cue's last tenth of a second).
 */
public final class SoundTrack {
    /** Where the track is heard: the device's cues and the voice. */
    public interface Out {
        void cue(Cue cue);

        /** Says {@code say}, starting {@code afterMillis} from now (once a cue just played has ended). */
        void say(SpeechSchedule.Say say, long afterMillis);

        void stop();
    }

    private final CueSchedule cues = new CueSchedule();
    private final SpeechSchedule speech = new SpeechSchedule();
    private final Out out;

    public SoundTrack(Out out) {
        this.out = out;
    }

    /**
     * The screen shows event {@code index} of {@code events} with {@code parts} on it, at
     * {@code nowMillis}; cues and speech are heard where {@code cuesOn} and {@code speechOn} hold.
     */
    public void shown(int index, List<? extends Event> events, List<SpeechSchedule.Part> parts, long nowMillis,
            boolean cuesOn, boolean speechOn) {
        List<SpeechSchedule.Action> actions = speechOn ? speech.shown(index, parts) : List.of();
        actions.stream().filter(a -> a instanceof SpeechSchedule.Stop).forEach(a -> out.stop());
        long cueMillis = cues.shown(index, events, nowMillis).filter(c -> cuesOn).map(c -> {
            out.cue(c);
            return heardBy(c);
        }).orElse(0L);
        for (SpeechSchedule.Action a : actions) {
            if (a instanceof SpeechSchedule.Say say) {
                out.say(say, cueMillis);
            }
        }
    }

    /**
     * The speech {@code turn} came to its end; what came at its place meanwhile is said now. True when
     * it was the one playing and nothing follows it: then speech is over.
     */
    public boolean finished(long turn) {
        if (!speech.finished(turn)) {
            return false;
        }
        for (SpeechSchedule.Action a : speech.waiting()) {
            out.say((SpeechSchedule.Say) a, 0);
        }
        return !speech.speaking();
    }

    /** Speech turned off, or the screen left: stop, and say every text afresh next time. */
    public void off() {
        speech.off().forEach(a -> out.stop());
    }

    /** Whether speech is playing (or waiting for its cue to end): a board paced by speech waits for this. */
    public boolean speaking() {
        return speech.speaking();
    }

    /** How long {@code cue} sounds. */
    public static long millis(Cue cue) {
        return Math.round(Synth.of(cue).length * 1000 / Synth.RATE);
    }

    /** How long after it is played {@code cue} has been heard to its end: its line's buffer, then its length. */
    public static long heardBy(Cue cue) {
        return AudioOut.LATENCY_MILLIS + millis(cue);
    }
}
