package org.katro.lesson;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Our texts are our own words: the project's overlap check finds no sentence of the source documents. */
class SeedOverlapTest {
    @Test
    void noTextRepeatsTheSources() throws Exception {
        Path tool = Path.of("../shared/tools/seed-overlap.py").toAbsolutePath().normalize();
        Path seeds = Path.of("../shared/seeds").toAbsolutePath().normalize();
        Assumptions.assumeTrue(Files.isRegularFile(tool) && Files.isDirectory(seeds), "the shared tools are not here");
        Process p = new ProcessBuilder("python3", tool.toString(), Path.of("").toAbsolutePath().toString(),
                seeds.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(0, p.waitFor());
        assertEquals("", out);
    }
}
