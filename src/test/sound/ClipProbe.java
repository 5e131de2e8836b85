import javafx.application.Platform;
import javafx.scene.media.AudioClip;
import org.katro.sound.AudioOut;
import org.katro.sound.Cue;
import org.katro.sound.Synth;

import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import java.io.ByteArrayInputStream;
import java.io.File;
import java.util.concurrent.CountDownLatch;

/**
 * The measurement behind the choice of sound library (docs/decisions/0008-javax-sound-sampled.md): eight seed
 * clicks 250 ms apart through JavaFX's AudioClip (one clip {@code replayed}, or one made {@code anew}
 * for each click) or through the JDK's SourceDataLine ({@code line}: AudioOut). Run by
 * probe-clips.sh, which records the sink around each run and counts the onsets.
 */
public class ClipProbe {
    public static void main(String[] args) throws Exception {
        byte[] pcm = Synth.bytes(Synth.of(Cue.SEED), 1);
        AudioFormat f = new AudioFormat(Synth.RATE, 16, 1, true, false);
        File wav = File.createTempFile("katro-seed", ".wav");
        AudioSystem.write(new AudioInputStream(new ByteArrayInputStream(pcm), f, pcm.length / 2),
                AudioFileFormat.Type.WAVE, wav);
        CountDownLatch up = new CountDownLatch(1);
        Platform.startup(up::countDown);
        up.await();
        String url = wav.toURI().toString();
        AudioClip replayed = new AudioClip(url);
        AudioOut out = new AudioOut(System.err::println);
        Thread.sleep(1000);
        for (int i = 0; i < 8; i++) {
            switch (args[0]) {
                case "replayed" -> Platform.runLater(replayed::play);
                case "anew" -> Platform.runLater(() -> new AudioClip(url).play());
                default -> out.play(Cue.SEED, 1);
            }
            Thread.sleep(250);
        }
        Thread.sleep(1000);
        out.close();
        Platform.exit();
    }
}
