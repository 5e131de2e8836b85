package org.katro.sound;

import org.junit.jupiter.api.Test;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SoundTrackTest {
    private static final List<Event> EVENTS = new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2),
            List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS))).events();

    private final List<String> out = new ArrayList<>();
    private final SoundTrack track = new SoundTrack(new SoundTrack.Out() {
        @Override
        public void cue(Cue cue) {
            out.add(cue.name());
        }

        @Override
        public void say(SpeechSchedule.Say say, long afterMillis) {
            out.add("say " + say.parts().get(0).text() + " after " + afterMillis);
        }

        @Override
        public void stop() {
            out.add("stop");
        }
    });

    private static List<SpeechSchedule.Part> caption(String text) {
        return List.of(new SpeechSchedule.Part("caption", text, ""));
    }

    private static int first(Class<? extends Event> kind) {
        int i = 0;
        while (!kind.isInstance(EVENTS.get(i))) {
            i++;
        }
        return i;
    }

    @Test
    void theFirstSeedAfterTheOpeningPlaceIsHeard() {
        int firstSow = first(Event.Sow.class);
        // a screen opening just before a seed falls: the seed that falls next is a step forward, heard
        track.shown(firstSow, EVENTS, caption("South sows."), 0, true, true);
        assertEquals(List.of("say South sows. after 0"), out);
        track.finished(1);
        track.shown(firstSow + 1, EVENTS, caption("South sows."), 1000, true, true);
        assertEquals(List.of("say South sows. after 0", "SEED"), out);
    }

    @Test
    void speechStopsBeforeACueAndTheNewSpeechStartsWhenTheCueHasEnded() {
        int capture = first(Event.Capture.class);
        track.shown(capture, EVENTS, caption("The last seed falls."), 0, true, true);
        out.clear();
        track.shown(capture + 1, EVENTS, caption("Capture!"), 1000, true, true);
        assertEquals(List.of("stop", "CAPTURE", "say Capture! after " + SoundTrack.heardBy(Cue.CAPTURE)), out);
        assertTrue(SoundTrack.millis(Cue.CAPTURE) > 0);
    }

    @Test
    void theVoiceAfterACueWaitsUntilTheCueHasBeenHeardToItsEnd() {
        int capture = first(Event.Capture.class);
        track.shown(capture, EVENTS, caption("The last seed falls."), 0, true, true);
        track.finished(1);
        track.shown(capture + 1, EVENTS, caption("Capture!"), 1000, true, true);
        assertTrue(out.contains("CAPTURE"), "the capture's tones are played: " + out);
        String say = out.get(out.size() - 1);
        long after = Long.parseLong(say.substring(say.lastIndexOf(' ') + 1));
        // the cue's line is kept a buffer ahead of the device: the tones are heard that late, then for their length
        assertTrue(after >= AudioOut.LATENCY_MILLIS + SoundTrack.millis(Cue.CAPTURE),
                "the voice starts " + after + " ms after the capture's tones are played, before they have been heard out");
    }
}
