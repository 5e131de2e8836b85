package org.katro.sound;

import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.LineUnavailableException;
import javax.sound.sampled.SourceDataLine;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * The game's cues on the station's sound device, through the JDK's {@code javax.sound.sampled}: one
 * {@link SourceDataLine} kept open on its own thread ({@code katro-sound}), never the JavaFX thread,
 * each cue written to it as it comes. (JavaFX's {@code AudioClip} was measured and refused: see the
 * README's "Sound and tables".) A station with no device logs one line and stays silent.
 */
public final class AudioOut implements AutoCloseable {
    static final AudioFormat FORMAT = new AudioFormat(Synth.RATE, 16, 1, true, false);
    /** about 23 ms of buffer: a cue is heard that soon after it is written */
    private static final int BUFFER_BYTES = 2048;

    private final Consumer<String> log;
    private final Map<Cue, short[]> sounds = Synth.all();
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "katro-sound");
        t.setDaemon(true);
        return t;
    });
    private SourceDataLine line;
    private volatile boolean silent;

    /** {@code log} hears the one line a station without a sound device writes. */
    public AudioOut(Consumer<String> log) {
        this.log = log;
    }

    /** Plays {@code cue} at {@code volume} (0 to 1) as soon as the cue before it has been written. */
    public void play(Cue cue, double volume) {
        if (silent || volume <= 0) {
            return;
        }
        byte[] bytes = Synth.bytes(sounds.get(cue), volume);
        thread.execute(() -> {
            if (open()) {
                line.write(bytes, 0, bytes.length);
            }
        });
    }

    /** Whether cues are heard: false once the device was found missing. */
    public boolean heard() {
        return !silent;
    }

    private boolean open() {
        if (line != null) {
            return true;
        }
        if (silent) {
            return false;
        }
        try {
            SourceDataLine l = AudioSystem.getSourceDataLine(FORMAT);
            l.open(FORMAT, BUFFER_BYTES);
            l.start();
            line = l;
            return true;
        } catch (LineUnavailableException | IllegalArgumentException | SecurityException e) {
            silent = true;
            log.accept("sound: no sound device (" + e.getMessage() + "); running silent");
            return false;
        }
    }

    @Override
    public void close() {
        thread.execute(() -> {
            if (line != null) {
                line.drain();
                line.close();
            }
        });
        thread.shutdown();
    }
}
