package org.katro.app;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The station image's start-up cache is recorded from one start (src/build/Training.java): with the
 * timing and training switches, the station shows its home screen complete, then the worked example,
 * and quits by itself; a timed start alone quits at home. Each is a station started as a service starts
 * it, headless, from the class path.
 */
class TrainingStartTest {
    @TempDir
    Path dir;

    @Test
    void aTrainingStartGoesFromTheCompleteHomeScreenToTheWorkedExampleAndQuits() throws Exception {
        assertEquals(List.of("first-frame-ms HOME", "complete-ms HOME", "worked-example-ms EXPLORER"),
                timing(start("-Dkatro.training=true")));
    }

    @Test
    void aTimedStartAloneQuitsOnceTheHomeScreenIsComplete() throws Exception {
        assertEquals(List.of("first-frame-ms HOME", "complete-ms HOME"), timing(start()));
    }

    /** The timing lines' names and screens, in the order printed. */
    private static List<String> timing(List<String> out) {
        return out.stream().filter(l -> l.startsWith("katro.timing "))
                .map(l -> l.replaceFirst("^katro\\.timing (\\S+)=.* screen=(\\S+)$", "$1 $2")).toList();
    }

    /** Standard output of a station start with the timing switch and these options, once it quit by itself. */
    private List<String> start(String... options) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
                "-Dprism.order=sw", "-Djava.awt.headless=true", "-Dkatro.timing=true"));
        command.addAll(List.of(options));
        command.addAll(List.of(Launcher.class.getName(), "--data=" + dir.resolve("data")));
        Path out = dir.resolve("stdout.txt");
        Process station = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        // a hang guard: either start ends within seconds
        boolean ended = station.waitFor(90, TimeUnit.SECONDS);
        if (!ended) {
            station.destroyForcibly();
        }
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        assertTrue(ended, "the start quit by itself:\n" + String.join("\n", lines));
        assertEquals(0, station.exitValue(), String.join("\n", lines));
        return lines;
    }
}
