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
 * Benchmark, not a test: how many turns deep the hard level searches with its work
 * ({@link Computer#HARD_WORK} positions), and how long a move takes, on the 6 x 6 board, from 20
 * positions after 2 to 40 random opening turns; with a number of milliseconds as argument, the
 * outer limit instead of the application's. Run with
 * {@code java -cp target/classes:target/test-classes org.katro.bench.SearchDepth [MS]}.
 */
public final class SearchDepth {
    public static void main(String[] args) {
        long limit = args.length > 0 ? Long.parseLong(args[0]) : 60_000;
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        int[] depths = new int[20];
        long[] millis = new long[depths.length];
        long[] positions = new long[depths.length];
        for (int i = 0; i < depths.length; i++) {
            Position p = Match.opening(rules, Ruleset.FIANARANTSOA.start(6), 2 + 2 * i, new SplittableRandom(i));
            Computer hard = new Computer(rules, Level.HARD, limit, i);
            long t0 = System.nanoTime();
            Move m = hard.choose(p, () -> false).orElse(null);
            millis[i] = (System.nanoTime() - t0) / 1_000_000;
            depths[i] = m == null ? 0 : hard.depthReached();
            positions[i] = hard.positionsSearched();
        }
        System.out.printf(Locale.ROOT, "hard level, outer limit %d ms, 6x6 fianarantsoa: depth reached median %d, from %d to %d %s%n",
                limit, median(depths), Arrays.stream(depths).min().orElse(0), Arrays.stream(depths).max().orElse(0),
                Arrays.toString(depths));
        System.out.printf(Locale.ROOT, "ms a move: median %d, from %d to %d %s%n", median(millis),
                Arrays.stream(millis).min().orElse(0), Arrays.stream(millis).max().orElse(0), Arrays.toString(millis));
        System.out.printf(Locale.ROOT, "positions searched: median %d %s%n", median(positions), Arrays.toString(positions));
    }

    private static int median(int[] values) {
        int[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    private static long median(long[] values) {
        long[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }
}
