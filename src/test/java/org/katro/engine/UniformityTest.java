package org.katro.engine;

import org.junit.jupiter.api.Test;
import org.katro.notation.Notation;
import org.opentest4j.AssertionFailedError;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The uniformity check catches a chooser that takes one move a fifth more or less often than its
 * share nearly always (at least 99.9 %), and almost never fails a fair one.
 */
class UniformityTest {
    private static final double SHARE = 1.0 / Uniformity.MOVES;

    @Test
    void aFifthMoreOrLessOfOneMoveIsCaughtNearlyAlwaysAndAFairChooserAlmostNeverFails() {
        Uniformity.Accepted accepted = Uniformity.accepted();
        double falseAlarm = Uniformity.MOVES * (1 - chance(SHARE, accepted));
        assertTrue(falseAlarm < 1e-6, "a fair chooser fails with probability " + falseAlarm);
        // the biased move alone passing is what lets such a chooser through, or more often than that
        for (double bias : new double[] {1.2, 0.8}) {
            double passes = chance(bias * SHARE, accepted);
            // at least 99.9999 %, as Uniformity.DRAWS says; 99.9 % is what the tests need
            assertTrue(passes < 1e-6, "biased by " + bias + ", the chooser passes with probability " + passes);
        }
        assertEquals(new Uniformity.Accepted(2_243, 2_757), accepted, "the range Uniformity.DRAWS gives");
    }

    @Test
    void aChooserBiasedByAFifthFailsEveryTime() throws Exception {
        List<Move> legal = legal();
        SplittableRandom random = new SplittableRandom(23);
        for (int trial = 0; trial < 100; trial++) {
            for (double bias : new double[] {1.2, 0.8}) {
                assertThrows(AssertionFailedError.class,
                        () -> Uniformity.assertUniform(legal, biased(legal, bias, random)),
                        "trial " + trial + ", the first move biased by " + bias);
            }
        }
    }

    @Test
    void theSameChooserUnbiasedPasses() throws Exception {
        // the biased chooser's harness, fair: the failures above come from the bias alone
        List<Move> legal = legal();
        SplittableRandom random = new SplittableRandom(24);
        for (int trial = 0; trial < 100; trial++) {
            assertDoesNotThrow(() -> Uniformity.assertUniform(legal, biased(legal, 1.0, random)), "trial " + trial);
        }
    }

    private static List<Move> legal() throws Exception {
        Ruleset ruleset = Ruleset.KATRO4_EMPTY;
        return Rules.of(ruleset).legalMoves(Notation.parsePosition(Uniformity.POSITION, ruleset));
    }

    /** Takes the first legal move with {@code bias} times its share, the others evenly. */
    private static Supplier<Move> biased(List<Move> legal, double bias, SplittableRandom random) {
        double first = bias * SHARE;
        return () -> random.nextDouble() < first ? legal.get(0) : legal.get(1 + random.nextInt(legal.size() - 1));
    }

    /** The exact probability that one move drawn with probability {@code p} passes. */
    private static double chance(double p, Uniformity.Accepted accepted) {
        int n = Uniformity.DRAWS;
        // log of the binomial probability of k, from k = 0 up, summed where the count passes
        double log = n * Math.log1p(-p);
        double odds = Math.log(p) - Math.log1p(-p);
        double sum = 0;
        for (int k = 0; k <= accepted.highest(); k++) {
            if (k >= accepted.lowest()) {
                sum += Math.exp(log);
            }
            log += Math.log((double) (n - k) / (k + 1)) + odds;
        }
        return sum;
    }
}
