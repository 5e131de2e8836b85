package org.katro.ui.sound;

import org.junit.jupiter.api.Test;
import org.katro.engine.Event;
import org.katro.kiosk.Kiosk;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Progress;
import org.katro.sound.Cue;
import org.katro.sound.SoundTrack;
import org.katro.sound.SpeechSchedule;
import org.katro.text.Language;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.session.GameChange;
import org.katro.ui.session.Stepping;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The visitor track's first steps heard through the station's own wiring, with a voice that takes a
 * known time to speak and a clock moved by hand: each caption is said while its own step is shown,
 * the next step's seeds wait for it, no cue sounds over it, and every seed sown is heard.
 */
class SpokenLessonTest {
    /** the voice's pace: 60 ms a character, about a sentence of ten words in 3.5 s */
    private static final long MILLIS_A_CHARACTER = 60;

    private record Said(String text, String step, boolean atItsPicture, long start, long end) {
    }

    private record Heard(Cue cue, long at) {
    }

    private long now;
    private final List<Said> said = new ArrayList<>();
    private final List<Heard> heard = new ArrayList<>();
    private final List<Long> boardMoved = new ArrayList<>();
    private long speaking = -1;
    private boolean cut;

    @Test
    void eachCaptionIsSaidWhileItsStepShowsAndTheBoardWaitsForIt() {
        List<Lesson> lessons = LessonLoader.load(List.of(LessonSource.bundled())).lessons();
        Lesson visitor = lessons.stream().filter(l -> l.id().equals(Kiosk.VISITOR_TRACK)).findFirst().orElseThrow();
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(visitor), Language.ENGLISH, new Progress(), 0);
        Stepping stepping = m.game().stepping();
        stepping.pacedBySpeechProperty().set(true);
        SoundTrack[] track = new SoundTrack[1];
        track[0] = new SoundTrack(new SoundTrack.Out() {
            @Override
            public void cue(Cue cue) {
                heard.add(new Heard(cue, now));
            }

            @Override
            public void say(SpeechSchedule.Say say, long afterMillis) {
                String text = say.parts().stream().map(SpeechSchedule.Part::text).collect(Collectors.joining(" "));
                int step = m.stepProperty().get();
                boolean atItsPicture = m.game().cursor().index() == visitor.getSteps().get(step).getAt();
                long start = now + afterMillis;
                said.add(new Said(text, m.stepLabelProperty().get(), atItsPicture, start, start + text.length() * MILLIS_A_CHARACTER));
                speaking = say.turn();
                stepping.speakingProperty().set(true);
            }

            @Override
            public void stop() {
                cut |= stepping.speakingProperty().get();
                stepping.speakingProperty().set(false);
            }
        });
        int[] sown = {0};
        m.game().follow(change -> {
            if (change instanceof GameChange.Shown shown) {
                boardMoved.add(now);
                sown[0] += m.game().cursor().events().get(shown.index() - 1) instanceof Event.Sow ? 1 : 0;
            }
        });
        StationSound.hear(m.game(), ScreenSound.texts(m, Language.ENGLISH), track[0], Runnable::run, () -> now, () -> true,
                () -> true);

        for (int step = 0; step < 3; step++) {
            assertEquals(step + 1, said.size(), "step " + (step + 1) + "'s caption is handed to the voice before Next");
            Said last = said.get(step);
            assertEquals(m.captionProperty().get(), last.text(), "the caption on screen is the one said");
            assertTrue(last.atItsPicture(), last.text() + ": said at its step's picture, not after it (" + last.step() + ")");
            // Next while the caption is still said: playback waits for its end, as the stepping tells it
            m.next();
            assertTrue(stepping.waitsForSpeech(), "the next step's seeds wait for the words on screen");
            play(m, stepping, track[0]);
        }

        assertFalse(cut, "no sentence cut short");
        for (Said s : said) {
            for (long moved : boardMoved) {
                // the move that shows its picture may come at its start (a silent lift): none after
                assertFalse(moved > s.start() && moved < s.end(), "the board moved at " + moved + " ms while \"" + s.text() + "\" was said");
            }
            for (Heard h : heard) {
                // heard from its line's buffer after it is played, to its end
                long start = h.at() + SoundTrack.heardBy(h.cue()) - SoundTrack.millis(h.cue());
                long end = h.at() + SoundTrack.heardBy(h.cue());
                assertFalse(start < s.end() && end > s.start(), h.cue() + " at " + h.at() + " ms over \"" + s.text() + "\"");
            }
        }
        assertTrue(sown[0] > 0, "the steps walked sow seeds");
        assertEquals(sown[0], heard.stream().filter(h -> h.cue() == Cue.SEED).count(), "every seed sown is heard, one click each");
    }

    /** Playback as the lesson player runs it: each event its time, then, paced by speech, until the words end. */
    private void play(LessonPlayerModel m, Stepping stepping, SoundTrack track) {
        waitForSpeech(stepping, track);
        while (m.tick()) {
            now += Math.round(stepping.secondsShown() * 1000);
            waitForSpeech(stepping, track);
        }
        now += Math.round(stepping.secondsShown() * 1000);
    }

    private void waitForSpeech(Stepping stepping, SoundTrack track) {
        if (stepping.waitsForSpeech()) {
            now = Math.max(now, said.get(said.size() - 1).end());
            if (track.finished(speaking)) {
                stepping.speakingProperty().set(false);
            }
        }
    }

    @Test
    void theVoiceGetsReadyWhenSoundAndSpeechAreOnNotAtTheFirstCaption() {
        List<String> told = new ArrayList<>();
        StationSound sound = new StationSound();
        sound.speakWith(new org.katro.sound.Voice() {
            @Override
            public void say(SpeechSchedule.Say say, String language, org.katro.sound.Speaker.Recordings recordings,
                    double volume, long afterMillis, Runnable done) {
                told.add("say");
            }

            @Override
            public void warm() {
                told.add("warm");
            }

            @Override
            public void stop() {
            }

            @Override
            public void close() {
            }
        });
        sound.speechProperty().set(true);
        assertEquals(List.of(), told, "sound off: nothing is got ready");
        sound.onProperty().set(true);
        assertEquals(List.of("warm"), told, "sound turned on: the voice gets ready before any caption");
    }
}
