package org.katro.kiosk;

import org.junit.jupiter.api.Tag;
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
 * The station started as a service manager starts it, with settings it must refuse: it stops with
 * exit status 2 (not 0, which a service manager takes for a clean stop) and one line that names the
 * file, the line or key, and the reason; never a stack trace.
 */
@Tag("process")
class SettingsRefusedTest {
    @TempDir
    Path dir;

    @Test
    void aBrokenEscapeStopsTheStationWithStatusTwoAndOneLine() throws Exception {
        Path settings = Files.writeString(dir.resolve("katro.properties"), "kiosk = true\npin = \\uZZZZ\n");
        assertRefused(settings, "katro: " + settings
                + ":2: \\uZZZZ is not an escape: \\u takes four hexadecimal digits (write a backslash as \\\\)");
    }

    @Test
    void aMissingFileStopsTheStationWithStatusTwoAndSaysSo() throws Exception {
        Path settings = dir.resolve("none.properties");
        assertRefused(settings, "katro: " + settings + ": no such settings file");
    }

    private void assertRefused(Path settings, String expected) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "-Dglass.platform=Monocle", "-Dmonocle.platform=Headless",
                "-Dprism.order=sw", "-Djava.awt.headless=true", AppProcess.class.getName(),
                System.getProperty("katro.app", "org.katro.app.KatroApp"), "--settings=" + settings));
        Path err = dir.resolve("stderr.txt");
        Process station = new ProcessBuilder(command).redirectError(err.toFile()).redirectOutput(dir.resolve("stdout.txt").toFile()).start();
        // a hang guard: the station refuses its settings in a second or two
        boolean ended = station.waitFor(60, TimeUnit.SECONDS);
        if (!ended) {
            station.destroyForcibly();
        }
        assertTrue(ended, "the station stopped");
        List<String> lines = Files.readAllLines(err, StandardCharsets.UTF_8);
        assertEquals(KioskSettings.SettingsException.EXIT_STATUS, station.exitValue(), String.join("\n", lines));
        // JavaFX warns when it runs from the class path, as in this test; the station's own words are one line
        List<String> ours = lines.stream().filter(l -> !l.contains("com.sun.javafx.application.PlatformImpl")
                && !l.startsWith("WARNING: Unsupported JavaFX configuration")).toList();
        assertEquals(List.of(expected), ours);
    }
}
