package org.katro.bench;

import org.katro.computer.Computer;
import org.katro.computer.Level;
import org.katro.computer.Match;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;

import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Benchmark, not a test: how many turns deep the hard level searches in its 1 s, on the 6 x 6
 * board, from 20 positions after 2 to 40 random opening turns. Run with
 * {@code java -cp target/classes:target/test-classes org.katro.bench.SearchDepth}.
 */
public final class SearchDepth {
    public static void main(String[] args) {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        int[] depths = new int[20];
        for (int i = 0; i < depths.length; i++) {
            Position p = Match.opening(rules, Ruleset.FIANARANTSOA.start(6), 2 + 2 * i, new SplittableRandom(i));
            Computer hard = new Computer(rules, Level.HARD, 1000, i);
            Move m = hard.choose(p, () -> false).orElse(null);
            depths[i] = m == null ? 0 : hard.depthReached();
        }
        int[] sorted = depths.clone();
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "hard level, 1 s a move, 6x6 fianarantsoa: depth reached median %d, from %d to %d %s%n",
                sorted[sorted.length / 2], sorted[0], sorted[sorted.length - 1], Arrays.toString(depths));
    }
}
