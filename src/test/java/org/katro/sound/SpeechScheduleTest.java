package org.katro.sound;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class SpeechScheduleTest {
    private static SpeechSchedule.Part caption(String text) {
        return new SpeechSchedule.Part("caption", text, "intro");
    }

    private static SpeechSchedule.Part narration(String text) {
        return new SpeechSchedule.Part("narration", text, "");
    }

    @Test
    void speechStartsWhenAPlaceIsShownAndStopsWhenTheStepChanges() {
        SpeechSchedule s = new SpeechSchedule();
        List<SpeechSchedule.Action> first = s.shown(3, List.of(caption("South sows."), narration("A seed falls into S2.")));
        assertEquals(1, first.size());
        SpeechSchedule.Say say = (SpeechSchedule.Say) first.get(0);
        assertEquals(List.of("South sows.", "A seed falls into S2."), say.parts().stream().map(SpeechSchedule.Part::text).toList());
        assertTrue(s.speaking());
        // the next event: the speech of the last one stops before the new one is said
        List<SpeechSchedule.Action> next = s.shown(4, List.of(caption("South sows."), narration("A seed falls into S3.")));
        assertEquals(SpeechSchedule.Stop.class, next.get(0).getClass());
        SpeechSchedule.Say second = (SpeechSchedule.Say) next.get(1);
        // the caption still on screen is not said again; the new sentence is
        assertEquals(List.of("A seed falls into S3."), second.parts().stream().map(SpeechSchedule.Part::text).toList());
        assertFalse(s.finished(say.turn()), "the stopped speech's end is not the one playing");
        assertTrue(s.speaking());
        assertTrue(s.finished(second.turn()));
        assertFalse(s.speaking());
    }

    @Test
    void theSamePlaceShownAgainSaysNothingNewAndNothingStops() {
        SpeechSchedule s = new SpeechSchedule();
        s.shown(1, List.of(narration("South lifts two seeds.")));
        assertEquals(List.of(), s.shown(1, List.of(narration("South lifts two seeds."))));
        assertTrue(s.speaking());
    }

    @Test
    void aStepWithNothingNewStopsTheLastSpeechAndSaysNothing() {
        SpeechSchedule s = new SpeechSchedule();
        s.shown(1, List.of(caption("One idea.")));
        assertEquals(List.of(new SpeechSchedule.Stop()), s.shown(2, List.of(caption("One idea."), narration(" "))));
        assertFalse(s.speaking());
    }

    @Test
    void turningSpeechOffStopsItAndTheNextTimeEverythingIsSaidAgain() {
        SpeechSchedule s = new SpeechSchedule();
        s.shown(1, List.of(caption("One idea.")));
        assertEquals(List.of(new SpeechSchedule.Stop()), s.off());
        assertFalse(s.speaking());
        assertEquals(List.of(), s.off(), "nothing to stop twice");
        List<SpeechSchedule.Action> again = s.shown(1, List.of(caption("One idea.")));
        assertEquals(1, again.size());
        assertEquals("One idea.", ((SpeechSchedule.Say) again.get(0)).parts().get(0).text());
    }
}
