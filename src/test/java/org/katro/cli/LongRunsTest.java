package org.katro.cli;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * bench and tournament refuse a number of games, or a time per move, they cannot honour: one line,
 * exit 2, and no game played. Each case is refused before the first game; the --ms cases ask for one
 * game of easy levels, so that a missing bound shows as a quick exit 0 rather than a long run.
 */
class LongRunsTest {
    static Stream<Arguments> tooMuch() {
        String[] tournament = {"tournament", "--rules", "fianarantsoa", "--columns", "2"};
        String[] oneGame = concat(tournament, "--games", "1");
        return Stream.of(
                refused("--games must be from 1 to 10000000", "bench", "--rules", "fianarantsoa", "--games", "1000000000"),
                refused("--games must be from 1 to 10000000", "bench", "--rules", "fianarantsoa", "--games", "10000001"),
                refused("--games must be from 1 to 10000000", "bench", "--rules", "fianarantsoa", "--games", "0"),
                refused("--games must be from 1 to 100000", concat(tournament, "--games", "1000000000", "easy", "easy")),
                refused("--games must be from 1 to 100000", concat(tournament, "--games", "100001", "easy", "easy")),
                refused("--ms must be from 1 to 60000", concat(oneGame, "--ms", "9223372036854775807", "easy", "easy")),
                refused("--ms must be from 1 to 60000", concat(oneGame, "--ms", "60001", "easy", "easy")),
                refused("--ms must be from 1 to 60000", concat(oneGame, "--ms", "-5", "easy", "easy")),
                refused("--ms must be a whole number, not '9223372036854775808'",
                        concat(oneGame, "--ms", "9223372036854775808", "easy", "easy")));
    }

    private static Arguments refused(String message, String... args) {
        return Arguments.of(message, args);
    }

    @ParameterizedTest
    @MethodSource("tooMuch")
    void aNumberTheCommandCannotHonourIsOneLineAndExitTwo(String message, String[] args) {
        InProcess r = InProcess.run("", args);
        assertEquals(Main.USAGE_ERROR, r.status(), r.err());
        assertEquals("", r.out());
        assertEquals(List.of("katro: " + message), r.errLines());
    }

    private static String[] concat(String[] a, String... b) {
        return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
    }
}
