package org.katro.bench;

import org.katro.computer.Computer;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis;
import org.katro.solver.Solver;
import org.katro.ui.session.BestMovesModel;

import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * Benchmark, not a test: the solver's figures of issue 26, each in a fresh solver on a cold JVM's
 * first call. Run with {@code java -Xmx1g -cp target/classes:target/test-classes:DEPENDENCIES org.katro.bench.SolverBench}
 * (DEPENDENCIES: {@code mvn dependency:build-classpath}; Best moves' figures load its JavaFX properties).
 */
public final class SolverBench {
    private static final long MEMORY = 512L << 20;

    public static void main(String[] args) {
        figure("fianarantsoa 6 x 2 start, its value", Ruleset.FIANARANTSOA, 2, Duration.ofSeconds(10), true);
        figure("fianarantsoa 6 x 2 start, solve in 3 s", Ruleset.FIANARANTSOA, 2, Duration.ofSeconds(3), false);
        figure("katro4 4 x 3 start, its value", Ruleset.KATRO4, 3, Duration.ofSeconds(10), true);
        figure("katro4 4 x 3 start, every move", Ruleset.KATRO4, 3, Duration.ofSeconds(10), false);
        // Best moves' budget is work: what it settles, how long a computer takes to do it, and the
        // judgement where nothing is proved
        bestMoves("fianarantsoa 6 x 2 start", Ruleset.FIANARANTSOA, 2);
        bestMoves("fianarantsoa 6 x 6 start", Ruleset.FIANARANTSOA, 6);
    }

    private static void bestMoves(String what, Ruleset r, int columns) {
        Position start = r.start(columns);
        long t0 = System.nanoTime();
        Analysis a = new Solver(r, BestMovesModel.MEMORY).solve(start, BestMovesModel.BUDGET, () -> false, x -> { });
        double seconds = (System.nanoTime() - t0) / 1e9;
        long settled = a.moves().stream().filter(m -> m.value().settled()).count();
        System.out.printf(Locale.ROOT, "%s, Best moves' budget of %d turns: %s, %d of %d moves settled, %d turns sown in %.2f s, %.0f a second%n",
                what, BestMovesModel.BUDGET.work(), a.value(), settled, a.moves().size(), a.nodes(), seconds, a.nodes() / seconds);
        if (!a.value().settled()) {
            long t1 = System.nanoTime();
            List<Move> preferred = Computer.preferred(Rules.of(r), start, BestMovesModel.JUDGEMENT, () -> false);
            System.out.printf(Locale.ROOT, "%s, the judgement (%d positions): prefers %s, %.2f s%n", what,
                    BestMovesModel.JUDGEMENT.work(), preferred, (System.nanoTime() - t1) / 1e9);
        }
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
