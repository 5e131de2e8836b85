package org.katro.sound;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.function.Consumer;

/**
 * The game's cues on the station's sound device, through the JDK's {@code javax.sound.sampled}: one
 * {@link SourceDataLine} kept open and fed without a break by its own thread ({@code katro-sound},
 * never the JavaFX thread), which mixes each cue in as it comes and writes silence between them.
 * A line left to run dry loses the next sounds under PulseAudio (measured: 2 of 8 clicks heard),
 * so it never runs dry. (JavaFX's {@code AudioClip} was measured too and refused:
 * docs/decisions/0008-javax-sound-sampled.md.) A station with no device logs one line and stays silent.
 */
public final class AudioOut implements AutoCloseable {
    static final AudioFormat FORMAT = new AudioFormat(Synth.RATE, 16, 1, true, false);
    /** 10 ms written at a time: a cue starts at most that late, plus the device's buffer */
    private static final int PIECE = 441;
    /**
     * the line's buffer, 100 ms: room for the thread to be late without the line running dry on a
     * busy machine (with 40 ms, a 2-core machine at a load of 20 lost most clicks); a cue is heard
     * that much after it is shown, the same every time
     */
    private static final int BUFFER_BYTES = PIECE * 2 * 10;
    /** how long after {@link #play} a cue starts to be heard: the line is kept full, so its whole buffer */
    static final long LATENCY_MILLIS = Math.round(BUFFER_BYTES / 2 * 1000.0 / Synth.RATE);

    private final Consumer<String> log;
    private final Map<Cue, short[]> sounds = Synth.all();
    private final ConcurrentLinkedQueue<Playing> coming = new ConcurrentLinkedQueue<>();
    private Thread thread;
    private volatile boolean silent;
    private volatile boolean closed;

    /** A cue being mixed in: its samples at its volume, and how far it has been written. */
    private static final class Playing {
        final short[] samples;
        final double volume;
        int at;

        Playing(short[] samples, double volume) {
            this.samples = samples;
            this.volume = volume;
        }
    }

    /** {@code log} hears the one line a station without a sound device writes. */
    public AudioOut(Consumer<String> log) {
        this.log = log;
    }

    /** Plays {@code cue} at {@code volume} (0 to 1) from the next piece written, over any cue still sounding. */
    public synchronized void play(Cue cue, double volume) {
        if (silent || closed || volume <= 0) {
            return;
        }
        coming.add(new Playing(sounds.get(cue), Math.min(1, volume)));
        if (thread == null) {
            thread = new Thread(this::run, "katro-sound");
            thread.setDaemon(true);
            thread.start();
        }
    }

    /** Whether cues are heard: false once the device was found missing. */
    public boolean heard() {
        return !silent;
    }

    private void run() {
        SourceDataLine line;
        try {
            line = AudioSystem.getSourceDataLine(FORMAT);
            line.open(FORMAT, BUFFER_BYTES);
            line.start();
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            silent = true;
            coming.clear();
            log.accept("sound: no sound device (" + e.getMessage() + "); running silent");
            return;
        }
        List<Playing> sounding = new ArrayList<>();
        byte[] piece = new byte[PIECE * 2];
        while (!closed) {
            for (Playing p; (p = coming.poll()) != null; ) {
                sounding.add(p);
            }
            for (int i = 0; i < PIECE; i++) {
                double mixed = 0;
                for (Playing p : sounding) {
                    if (p.at < p.samples.length) {
                        mixed += p.samples[p.at++] * p.volume;
                    }
                }
                int s = (int) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(mixed)));
                piece[2 * i] = (byte) s;
                piece[2 * i + 1] = (byte) (s >> 8);
            }
            sounding.removeIf(p -> p.at >= p.samples.length);
            // blocks until the device has room: the device's clock paces this loop
            line.write(piece, 0, piece.length);
        }
        line.drain();
        line.close();
    }

    @Override
    public void close() {
        closed = true;
    }
}
