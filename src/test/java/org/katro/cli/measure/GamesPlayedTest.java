package org.katro.cli.measure;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A long run of games says how far it is every few seconds; a short one says nothing. The clock is the test's. */
class GamesPlayedTest {
    private long now = 1_000;

    @Test
    void aLineEveryFewSecondsAndNoneBefore() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GamesPlayed progress = new GamesPlayed(new PrintStream(bytes, true, StandardCharsets.UTF_8), "bench", 1_000_000,
                () -> now);
        for (long g = 1; g <= 300; g++) {
            now += GamesPlayed.EVERY_NANOS / 100;
            progress.played(g);
        }
        assertEquals(List.of("bench: 100 of 1000000 games played, 5 s", "bench: 200 of 1000000 games played, 10 s",
                        "bench: 300 of 1000000 games played, 15 s"),
                bytes.toString(StandardCharsets.UTF_8).lines().toList());
    }

    @Test
    void aShortRunSaysNothing() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GamesPlayed progress = new GamesPlayed(new PrintStream(bytes, true, StandardCharsets.UTF_8), "tournament", 3,
                () -> now);
        for (long g = 1; g <= 3; g++) {
            now += GamesPlayed.EVERY_NANOS / 4;
            progress.played(g);
        }
        assertEquals("", bytes.toString(StandardCharsets.UTF_8));
    }
}
