package org.katro.sound;

import org.junit.jupiter.api.Test;

import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The speaker's sentence ends when the device has played it. The line here takes every byte at once
 * and plays them at the format's rate on a clock moved only by the speaker's own pauses, as
 * PulseAudio does with a second of buffer: a speaker that trusted the write (or {@code drain()})
 * would call the sentence over before a frame of it was heard.
 */
class SpeakerTest {
    private static final float RATE = 22_050f;

    /** A clock that moves only when the speech thread pauses on it. */
    private static final class HandClock implements Speaker.Clock {
        final AtomicLong now = new AtomicLong();

        @Override
        public long millis() {
            return now.get();
        }

        @Override
        public void pause(long millis) {
            now.addAndGet(millis);
        }
    }

    /** Accepts everything written at once; plays it at the real rate of {@code clock}, from when it opened. */
    private static class SlowLine implements Speaker.Line {
        final HandClock clock;
        final long openedAt;
        final boolean stalls;
        volatile long written;

        SlowLine(HandClock clock, boolean stalls) {
            this.clock = clock;
            this.openedAt = clock.millis();
            this.stalls = stalls;
        }

        @Override
        public void write(byte[] b, int n) {
            written += n / 2;
        }

        @Override
        public long played() {
            return stalls ? 0 : Math.min(written, (long) ((clock.millis() - openedAt) * RATE / 1000));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    @Test
    void aSentenceIsOverOnlyOnceTheDeviceHasPlayedItsLastFrame() throws Exception {
        HandClock clock = new HandClock();
        SlowLine[] line = new SlowLine[1];
        Speaker speaker = new Speaker(Optional::empty, l -> { }, (t, w) -> { }, f -> line[0] = new SlowLine(clock, false), clock);
        long[] atDone = new long[3];
        CountDownLatch done = new CountDownLatch(1);
        byte[] sentence = wav(1.5);
        speaker.say(say(), "en", (k, lang) -> Optional.of(sentence), 1, 0, () -> {
            atDone[0] = line[0].played();
            atDone[1] = line[0].written;
            atDone[2] = clock.millis();
            done.countDown();
        });
        assertTrue(done.await(10, TimeUnit.SECONDS), "the sentence ends");
        speaker.close();
        assertEquals((long) (1.5 * RATE), atDone[1], "the whole sentence was written");
        assertEquals(atDone[1], atDone[0], "the next caption waits until the last frame is heard");
        assertTrue(atDone[2] >= 1500 && atDone[2] <= 1500 + 20, "and no longer than a poll after it: " + atDone[2]);
    }

    @Test
    void aDeviceThatStopsCountingIsNotWaitedForEver() throws Exception {
        HandClock clock = new HandClock();
        Speaker speaker = new Speaker(Optional::empty, l -> { }, (t, w) -> { }, f -> new SlowLine(clock, true), clock);
        CountDownLatch done = new CountDownLatch(1);
        byte[] sentence = wav(0.5);
        speaker.say(say(), "en", (k, lang) -> Optional.of(sentence), 1, 0, done::countDown);
        assertTrue(done.await(10, TimeUnit.SECONDS), "the sentence ends though the line never moves");
        speaker.close();
    }

    @Test
    void aSentenceAfterACueIsMadeWhileTheCueSoundsAndHeardAsItEnds() throws Exception {
        HandClock clock = new HandClock();
        SlowLine[] line = new SlowLine[1];
        Speaker speaker = new Speaker(Optional::empty, l -> { }, (t, w) -> { }, f -> line[0] = new SlowLine(clock, false), clock);
        byte[] sentence = wav(0.5);
        CountDownLatch done = new CountDownLatch(1);
        // making the sentence takes 200 ms (espeak-ng, or reading a recording); the cue sounds 380 ms
        speaker.say(say(), "en", (k, lang) -> {
            clock.now.addAndGet(200);
            return Optional.of(sentence);
        }, 1, 380, done::countDown);
        assertTrue(done.await(10, TimeUnit.SECONDS));
        speaker.close();
        assertEquals(380, line[0].openedAt, "the voice starts as the cue ends, not the making of the sentence later");
    }

    /**
     * A station's first caption is heard as soon after it appears as the later ones. The device's
     * first line takes 300 ms to open here (the JDK's sound set up, as measured: 131 ms against 3 to
     * 50 ms later, more on a busy machine) and later ones 20 ms; espeak-ng is looked up once. The
     * voice gets ready when sound is turned on, before any caption (the attract loop starts seconds later).
     */
    @Test
    void theFirstCaptionIsHeardAsSoonAfterItAppearsAsTheLaterOnes() throws Exception {
        HandClock clock = new HandClock();
        List<long[]> opened = new ArrayList<>();
        AtomicLong lookups = new AtomicLong();
        Speaker speaker = new Speaker(() -> {
            lookups.incrementAndGet();
            clock.now.addAndGet(400);
            return Optional.empty();
        }, l -> { }, (t, w) -> { }, f -> {
            clock.now.addAndGet(opened.isEmpty() ? 300 : 20);
            long[] firstWrite = {-1};
            opened.add(firstWrite);
            return new SlowLine(clock, false) {
                @Override
                public void write(byte[] b, int n) {
                    if (firstWrite[0] < 0) {
                        firstWrite[0] = clock.millis();
                    }
                    super.write(b, n);
                }
            };
        }, clock);
        speaker.warm();
        // nothing to say: done once the speech thread has done what came before
        CountDownLatch ready = new CountDownLatch(1);
        speaker.say(new SpeechSchedule.Say(0, List.of()), "en", (k, lang) -> Optional.empty(), 1, 0, ready::countDown);
        assertTrue(ready.await(10, TimeUnit.SECONDS));
        // the station idles before its first caption
        clock.now.addAndGet(5000);
        byte[] sentence = wav(0.5);
        long[] heardAfter = new long[2];
        for (int i = 0; i < 2; i++) {
            long appeared = clock.millis();
            CountDownLatch done = new CountDownLatch(1);
            speaker.say(new SpeechSchedule.Say(i + 1, List.of(new SpeechSchedule.Part("caption", "Capture!", "track.capture"))),
                    "en", (k, lang) -> Optional.of(sentence), 1, 0, done::countDown);
            assertTrue(done.await(10, TimeUnit.SECONDS));
            heardAfter[i] = opened.get(opened.size() - 1)[0] - appeared;
        }
        speaker.close();
        assertEquals(heardAfter[1], heardAfter[0], "the first caption's first frame comes as soon after it appears as the next one's");
        assertEquals(1, lookups.get(), "espeak-ng was looked up once, before the first caption");
    }

    @Test
    void aMalagasyCaptionIsPlayedFromItsRecordingAndWithoutOneIsToldUnspoken() throws Exception {
        // espeak-ng as found on a station: voices for English and French, none for Malagasy
        Espeak espeak = new Espeak("espeak-ng", Set.of("en-gb", "fr-fr"));
        HandClock clock = new HandClock();
        List<SlowLine> lines = new ArrayList<>();
        List<String> unspoken = new ArrayList<>();
        Speaker speaker = new Speaker(() -> Optional.of(espeak), l -> { }, (text, why) -> unspoken.add(text + " | " + why),
                f -> {
                    SlowLine l = new SlowLine(clock, false);
                    lines.add(l);
                    return l;
                }, clock);
        byte[] recorded = wav(0.8);
        SpeechSchedule.Say recordedCaption = new SpeechSchedule.Say(1,
                List.of(new SpeechSchedule.Part("caption", "Misambotra!", "track.capture")));
        CountDownLatch first = new CountDownLatch(1);
        speaker.say(recordedCaption, "mg", (k, lang) -> k.equals("track.capture") && lang.equals("mg") ? Optional.of(recorded)
                : Optional.empty(), 1, 0, first::countDown);
        assertTrue(first.await(10, TimeUnit.SECONDS));
        assertEquals(1, lines.size(), "the recording is played");
        assertEquals((long) (0.8 * RATE), lines.get(0).written, "all of it");
        assertEquals(List.of(), unspoken);

        SpeechSchedule.Say unrecorded = new SpeechSchedule.Say(2,
                List.of(new SpeechSchedule.Part("caption", "Ny Betsileo no milalao katro.", "track.intro")));
        CountDownLatch second = new CountDownLatch(1);
        speaker.say(unrecorded, "mg", (k, lang) -> Optional.empty(), 1, 0, second::countDown);
        assertTrue(second.await(10, TimeUnit.SECONDS));
        speaker.close();
        assertEquals(1, lines.size(), "nothing is played where neither a recording nor a voice is");
        assertEquals(List.of("Ny Betsileo no milalao katro. | no recording and no voice for 'mg'"), unspoken,
                "and the text is told unspoken, for the speech log");
    }

    private static SpeechSchedule.Say say() {
        return new SpeechSchedule.Say(1, List.of(new SpeechSchedule.Part("caption", "Capture!", "track.capture")));
    }

    /** {@code seconds} of a quiet tone as a curator's WAV. */
    private static byte[] wav(double seconds) throws IOException {
        int frames = (int) (seconds * RATE);
        byte[] pcm = new byte[frames * 2];
        for (int i = 0; i < frames; i++) {
            int s = (int) (3000 * Math.sin(2 * Math.PI * 440 * i / RATE));
            pcm[2 * i] = (byte) s;
            pcm[2 * i + 1] = (byte) (s >> 8);
        }
        AudioFormat f = new AudioFormat(RATE, 16, 1, true, false);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        AudioSystem.write(new AudioInputStream(new ByteArrayInputStream(pcm), f, frames), AudioFileFormat.Type.WAVE, out);
        return out.toByteArray();
    }
}
