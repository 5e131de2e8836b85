package org.katro.engine;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Checks that a random choice among legal moves is uniform, for the tests of every random player. */
public final class Uniformity {
    /**
     * A position of katro4-empty where South may start from five holes, ten moves, two of which would
     * sow for ever (3+ and 5-): a chooser that skips or retries them unevenly is seen. The eight legal
     * moves lead to eight different positions.
     */
    public static final String POSITION = "0,1,1,3,2,1/2,2,0,2,0,2/3,4,1,2,1,2/4,3,2,0,4,1 S 4";

    private Uniformity() {
    }

    /**
     * Draws {@code draws} moves and checks that each of {@code legal} comes up within five standard
     * deviations of its fair share, and nothing else does: far beyond chance for a fixed seed, yet a
     * chooser that favours one move by a fifth, or never takes one, fails.
     */
    public static void assertUniform(List<Move> legal, int draws, Supplier<Move> draw) {
        Map<Move, Integer> counts = new HashMap<>();
        for (int i = 0; i < draws; i++) {
            counts.merge(draw.get(), 1, Integer::sum);
        }
        assertTrue(legal.containsAll(counts.keySet()), "only legal moves: " + counts);
        double p = 1.0 / legal.size();
        double expected = draws * p;
        double bound = 5 * Math.sqrt(draws * p * (1 - p));
        for (Move m : legal) {
            int n = counts.getOrDefault(m, 0);
            assertTrue(Math.abs(n - expected) <= bound, m + " drawn " + n + " times of " + draws + ", expected "
                    + Math.round(expected) + " +- " + Math.round(bound) + ": " + counts);
        }
        assertEquals(draws, counts.values().stream().mapToInt(Integer::intValue).sum());
    }
}
