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
    /** The legal moves of {@link #POSITION}, for which the draws and the bound below are worked out. */
    static final int MOVES = 8;
    /**
     * How many moves are drawn. A fair chooser's count of one move is binomial: mean 20,000 / 8 = 2,500,
     * standard deviation sqrt(20,000 x 1/8 x 7/8) = 46.8; {@link #BOUND} = 5.5 of them accepts 2,243 to
     * 2,757.
     * <ul>
     * <li>False alarm: a fair count falls outside with probability 4.0e-8 (exact binomial tails), so one
     * of the eight does with at most 3.2e-7. The callers' seeds are fixed, too: a pass stays a pass.
     * <li>A chooser that takes one move a fifth more often (p = 0.15: mean 3,000, deviation 50.5, the
     * bound 4.8 deviations below) lets that move pass with probability 6.0e-7; a fifth less often
     * (p = 0.10: mean 2,000, deviation 42.4, the bound 5.7 above) with 9.5e-9. It is caught at least
     * 99.9999 % of the time.
     * </ul>
     * With 6,000 draws and a bound of 5 deviations, such a chooser passed about one time in five.
     * {@code UniformityTest} computes these figures from the constants and draws biased choosers.
     */
    static final int DRAWS = 20_000;
    /** How far from its fair share a move's count may fall, in standard deviations of a fair count. */
    static final double BOUND = 5.5;

    private Uniformity() {
    }

    /** The counts of one move that pass: its fair share, give or take {@link #BOUND} deviations. */
    record Accepted(int lowest, int highest) {
    }

    static Accepted accepted() {
        double p = 1.0 / MOVES;
        double expected = DRAWS * p;
        double bound = BOUND * Math.sqrt(DRAWS * p * (1 - p));
        return new Accepted((int) Math.ceil(expected - bound), (int) Math.floor(expected + bound));
    }

    /**
     * Draws {@link #DRAWS} moves and checks that each of {@code legal} comes up as often as
     * {@link #accepted()} allows, and nothing else comes up.
     */
    public static void assertUniform(List<Move> legal, Supplier<Move> draw) {
        assertEquals(MOVES, legal.size(), "the draws are worked out for the legal moves of Uniformity.POSITION");
        Map<Move, Integer> counts = new HashMap<>();
        for (int i = 0; i < DRAWS; i++) {
            counts.merge(draw.get(), 1, Integer::sum);
        }
        assertTrue(legal.containsAll(counts.keySet()), "only legal moves: " + counts);
        Accepted accepted = accepted();
        for (Move m : legal) {
            int n = counts.getOrDefault(m, 0);
            assertTrue(n >= accepted.lowest() && n <= accepted.highest(), m + " drawn " + n + " times of " + DRAWS
                    + ", expected " + accepted.lowest() + " to " + accepted.highest() + ": " + counts);
        }
        assertEquals(DRAWS, counts.values().stream().mapToInt(Integer::intValue).sum());
    }
}
