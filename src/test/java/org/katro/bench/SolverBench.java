package org.katro.bench;

import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis;
import org.katro.solver.Solver;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Locale;

/**
 * Benchmark, not a test: the solver's figures of issue 26, each in a fresh solver on a cold JVM's
 * first call. Run with {@code java -Xmx1g -cp target/classes:target/test-classes org.katro.bench.SolverBench}.
 */
public final class SolverBench {
    private static final long MEMORY = 512L << 20;

    public static void main(String[] args) {
        figure("fianarantsoa 6 x 2 start, its value", Ruleset.FIANARANTSOA, 2, Duration.ofSeconds(10), true);
        figure("fianarantsoa 6 x 2 start, solve in 3 s", Ruleset.FIANARANTSOA, 2, Duration.ofSeconds(3), false);
        figure("katro4 4 x 3 start, its value", Ruleset.KATRO4, 3, Duration.ofSeconds(10), true);
        figure("katro4 4 x 3 start, every move", Ruleset.KATRO4, 3, Duration.ofSeconds(10), false);
    }

    private static void figure(String what, Ruleset r, int columns, Duration budget, boolean valueOnly) {
        Solver solver = new Solver(r, MEMORY);
        Position start = r.start(columns);
        long cpu0 = ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        Analysis a = valueOnly ? solver.value(start, budget, () -> false) : solver.solve(start, budget, () -> false);
        double seconds = (System.nanoTime() - t0) / 1e9;
        double cpu = (ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime() - cpu0) / 1e9;
        long settled = a.moves().stream().filter(m -> m.value().settled()).count();
        Runtime rt = Runtime.getRuntime();
        System.out.printf(Locale.ROOT, "%s: %s, %d of %d moves settled, %.2f s (%.2f s processor), %d nodes, %.0f nodes/s, heap used %d MB%n",
                what, a.value(), settled, a.moves().size(), seconds, cpu, a.nodes(), a.nodes() / seconds,
                (rt.totalMemory() - rt.freeMemory()) >> 20);
    }
}
