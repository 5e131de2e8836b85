package org.katro.sound;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;
import javax.sound.sampled.UnsupportedAudioFileException;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.HashSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Says a {@link SpeechSchedule.Say} on its own thread ({@code katro-speech}): each part from a
 * curator's recording where there is one, else from espeak-ng if it has the language's voice, else
 * not at all (the caption is on screen either way). {@link #stop} cuts it short at once: the
 * espeak-ng process is destroyed and the line flushed. A sentence is over when the device has played
 * its last frame, not when the line's {@code drain()} returns: under PulseAudio that returns while the
 * server's own buffer still holds up to a second of it (measured: speech ran 0.06 to 0.99 s into the
 * next caption), so the speaker counts the frames it wrote and waits for the line's position to reach them.
 */
public final class Speaker implements Voice {
    /** A curator's recording of a caption key in a language (WAV bytes), read on the speech thread. */
    public interface Recordings {
        Optional<byte[]> find(String key, String language);
    }

    /** Where a sentence is played: the JDK's line, or a test's line that plays at its own pace. */
    interface Line {
        /** Writes {@code n} bytes of {@code b}, blocking while the device's buffer is full. */
        void write(byte[] b, int n);

        /** The frames the device has played since it was opened. */
        long played();

        void flush();

        void close();
    }

    /** Opens a {@link Line} for a format. */
    interface Lines {
        Line open(AudioFormat format) throws LineUnavailableException;
    }

    /** The speech thread's time: the real clock, or a test's clock moved by its pauses. */
    interface Clock {
        long millis();

        void pause(long millis) throws InterruptedException;
    }

    /** written in pieces of about 50 ms, so that a stop is heard at once */
    private static final int PIECE_FRAMES = 1024;
    /** how often the end of a sentence is looked for: it is heard at most this late */
    private static final long POLL_MILLIS = 10;
    /** what espeak-ng writes: 16-bit mono at 22,050 Hz */
    private static final AudioFormat SPOKEN = new AudioFormat(22_050f, 16, 1, true, false);
    /** a line whose position stops moving this long is not waited for (a device that does not count) */
    private static final long STALL_MILLIS = 1000;

    /** Told of a text that neither a recording nor a voice says: its words, and why. */
    public interface Unspoken {
        void text(String text, String why);
    }

    private final Supplier<Optional<Espeak>> findEspeak;
    private final Consumer<String> log;
    private final Unspoken unspoken;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "katro-speech");
        t.setDaemon(true);
        return t;
    });
    private final AtomicLong current = new AtomicLong();
    /** what was already logged, so that a station says each missing thing once */
    private final Set<String> told = new HashSet<>();
    private Optional<Espeak> espeak;
    private volatile Process process;
    private final Lines lines;
    private final Clock clock;
    private volatile Line line;
    private volatile boolean silent;

    /** {@code unspoken} hears each text that has no recording and no voice (Malagasy, without recordings). */
    public Speaker(Supplier<Optional<Espeak>> findEspeak, Consumer<String> log, Unspoken unspoken) {
        this(findEspeak, log, unspoken, Speaker::deviceLine, new Clock() {
            @Override
            public long millis() {
                return System.nanoTime() / 1_000_000;
            }

            @Override
            public void pause(long millis) throws InterruptedException {
                Thread.sleep(millis);
            }
        });
    }

    Speaker(Supplier<Optional<Espeak>> findEspeak, Consumer<String> log, Unspoken unspoken, Lines lines, Clock clock) {
        this.findEspeak = findEspeak;
        this.log = log;
        this.unspoken = unspoken;
        this.lines = lines;
        this.clock = clock;
    }

    /**
     * Says {@code say}'s parts in {@code language} at {@code volume}, starting {@code afterMillis} from
     * now (a cue sounding ends first; the sentence is made meanwhile, so that it follows the cue at
     * once, not espeak-ng's time later), then runs {@code done} (on the speech thread), also when it
     * was stopped or had nothing to say.
     */
    @Override
    public void say(SpeechSchedule.Say say, String language, Recordings recordings, double volume, long afterMillis,
            Runnable done) {
        current.set(say.turn());
        long due = clock.millis() + afterMillis;
        thread.execute(() -> {
            try {
                for (SpeechSchedule.Part part : say.parts()) {
                    if (current.get() != say.turn()) {
                        break;
                    }
                    Optional<byte[]> wav = part.key().isEmpty() ? Optional.empty() : recordings.find(part.key(), language);
                    if (wav.isEmpty()) {
                        wav = spoken(part.text(), language, say.turn());
                    }
                    if (wav.isEmpty() && current.get() == say.turn() && !voiced(language)) {
                        // the text stays on screen, unheard: the speech log says so
                        unspoken.text(part.text(), "no recording and no voice for '" + language + "'");
                    }
                    long wait = due - clock.millis();
                    if (wav.isPresent() && wait > 0) {
                        clock.pause(wait);
                    }
                    if (wav.isPresent() && current.get() == say.turn()) {
                        play(wav.get(), volume, say.turn());
                    }
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                done.run();
            }
        });
    }

    /**
     * Gets ready on the speech thread, before a text comes: espeak-ng looked up (its voices listed)
     * and the device opened once in espeak-ng's format and closed. Both take their time only the
     * first time (measured on a busy station: the lookup about 0.4 s, the first line 131 ms against
     * 3 to 50 ms later), and a station that did them at its first caption spoke it that much late.
     */
    @Override
    public void warm() {
        thread.execute(() -> {
            espeak();
            if (silent) {
                return;
            }
            try {
                lines.open(SPOKEN).close();
            } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
                noDevice(e);
            }
        });
    }

    /** Stops the speech playing now, if any. */
    @Override
    public void stop() {
        current.incrementAndGet();
        Process p = process;
        if (p != null) {
            p.destroy();
        }
        Line l = line;
        if (l != null) {
            l.flush();
        }
    }

    /** Whether espeak-ng, once looked for, has a voice for {@code language}. */
    private boolean voiced(String language) {
        return espeak != null && espeak.flatMap(e -> e.voice(language)).isPresent();
    }

    /** espeak-ng, looked up on the speech thread the first time it is needed. */
    private Optional<Espeak> espeak() {
        if (espeak == null) {
            espeak = findEspeak.get();
            if (espeak.isEmpty()) {
                once("speech: espeak-ng cannot be run; captions are spoken from recordings only");
            }
        }
        return espeak;
    }

    private Optional<byte[]> spoken(String text, String language, long turn) {
        Optional<String> voice = espeak().flatMap(e -> e.voice(language));
        if (espeak.isPresent() && voice.isEmpty()) {
            once("speech: espeak-ng has no voice for '" + language + "'; only recordings speak it");
        }
        if (voice.isEmpty()) {
            return Optional.empty();
        }
        try {
            Process p = espeak.get().start(voice.get(), text);
            process = p;
            if (current.get() != turn) {
                p.destroy();
            }
            byte[] wav = Espeak.read(p);
            process = null;
            return current.get() == turn && wav.length > 44 ? Optional.of(wav) : Optional.empty();
        } catch (IOException e) {
            process = null;
            once("speech: espeak-ng failed (" + e.getMessage() + ")");
            return Optional.empty();
        }
    }

    private void play(byte[] wav, double volume, long turn) throws InterruptedException {
        if (silent) {
            return;
        }
        try (AudioInputStream in = pcm16(AudioSystem.getAudioInputStream(new ByteArrayInputStream(wav)))) {
            AudioFormat f = in.getFormat();
            Line l = lines.open(f);
            line = l;
            try {
                byte[] piece = new byte[PIECE_FRAMES * f.getFrameSize()];
                long frames = 0;
                int n;
                while (current.get() == turn && (n = in.read(piece)) > 0) {
                    scale(piece, n, volume);
                    l.write(piece, n);
                    frames += n / f.getFrameSize();
                }
                untilPlayed(l, frames, turn);
            } finally {
                line = null;
                l.close();
            }
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            noDevice(e);
        } catch (UnsupportedAudioFileException | IOException e) {
            once("speech: a recording cannot be played (" + e.getMessage() + ")");
        }
    }

    /** Waits until {@code l} has played {@code frames}, or the speech was stopped, or the line stalls. */
    private void untilPlayed(Line l, long frames, long turn) throws InterruptedException {
        long last = -1;
        long movedAt = clock.millis();
        while (current.get() == turn) {
            long played = l.played();
            if (played >= frames) {
                return;
            }
            if (played != last) {
                last = played;
                movedAt = clock.millis();
            } else if (clock.millis() - movedAt > STALL_MILLIS) {
                return;
            }
            clock.pause(POLL_MILLIS);
        }
    }

    /** The station's sound device, through {@code javax.sound.sampled}. */
    private static Line deviceLine(AudioFormat f) throws LineUnavailableException {
        SourceDataLine l = AudioSystem.getSourceDataLine(f);
        l.open(f);
        l.start();
        return new Line() {
            @Override
            public void write(byte[] b, int n) {
                l.write(b, 0, n);
            }

            @Override
            public long played() {
                return l.getLongFramePosition();
            }

            @Override
            public void flush() {
                l.flush();
            }

            @Override
            public void close() {
                l.close();
            }
        };
    }

    /** {@code in} as 16-bit signed little-endian PCM, whatever a curator's WAV holds. */
    private static AudioInputStream pcm16(AudioInputStream in) {
        AudioFormat f = in.getFormat();
        AudioFormat want = new AudioFormat(f.getSampleRate(), 16, f.getChannels(), true, false);
        return f.matches(want) ? in : AudioSystem.getAudioInputStream(want, in);
    }

    private static void scale(byte[] b, int n, double volume) {
        double v = Math.max(0, Math.min(1, volume));
        for (int i = 0; i + 1 < n; i += 2) {
            int s = (short) ((b[i] & 0xff) | (b[i + 1] << 8));
            s = (int) Math.round(s * v);
            b[i] = (byte) s;
            b[i + 1] = (byte) (s >> 8);
        }
    }

    private void noDevice(Exception e) {
        silent = true;
        once("speech: no sound device (" + e.getMessage() + "); running silent");
    }

    private void once(String line) {
        if (told.add(line)) {
            log.accept(line);
        }
    }

    @Override
    public void close() {
        stop();
        thread.shutdown();
    }
}
