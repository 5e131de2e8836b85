package org.katro.app;

import org.junit.jupiter.api.Tag;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A JVM of the tests' own Java and class path, run to its end as a station's service would start it. */
@Tag("process")
final class ChildJvm {
    /** the options of a station started headless: Monocle's screen, the software pipeline, no AWT display */
    static final List<String> HEADLESS = List.of("-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
            "-Dprism.order=sw", "-Djava.awt.headless=true");

    private ChildJvm() {
    }

    /**
     * The lines it printed (standard output and error, in {@code out}) once it ended by itself with
     * status 0, given these JVM options and arguments; fails the test otherwise.
     */
    static List<String> run(Path out, List<String> arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path")));
        command.addAll(arguments);
        Process child = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        // a hang guard: a start or a short run ends within seconds
        boolean ended = child.waitFor(90, TimeUnit.SECONDS);
        if (!ended) {
            child.destroyForcibly();
        }
        List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
        String tail = String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size()));
        assertTrue(ended, "it ended by itself:\n" + tail);
        assertEquals(0, child.exitValue(), tail);
        return lines;
    }
}
