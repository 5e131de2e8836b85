package org.katro.cli.measure;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.ColumnsOption;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.WholeNumber;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Rules.Tally;
import org.katro.engine.Ruleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.InputStream;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import java.util.SplittableRandom;

@Command(name = "bench", description = {"Plays N games of uniformly random legal moves; the last line is "
        + "games=N turns=T laps=L seeds=Z seconds=X games_per_s=Y.",
        "A run longer than a few seconds says how far it is on standard error."})
public final class BenchCommand implements Action {
    /** A random game longer than this is cut short and reported as unfinished. */
    static final int MAX_TURNS = 10_000;
    /** About six minutes of 6 x 6 games here (27,000 a second): more is refused rather than left to run for hours. */
    static final long MAX_GAMES = 10_000_000;

    @Mixin
    RulesOption rules;
    @Mixin
    ColumnsOption columns;
    @Option(names = "--games", paramLabel = "N", required = true, converter = WholeNumber.class,
            description = "how many games, 1 to " + MAX_GAMES)
    long games;
    @Option(names = "--seed", paramLabel = "S", converter = WholeNumber.class, defaultValue = "1",
            description = "the random seed (default: ${DEFAULT-VALUE})")
    long seed;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Ruleset r = rules.ruleset();
        Position start = r.start(columns.columns(r));
        long count = WholeNumber.within("--games", games, 1, MAX_GAMES);
        Rules rules = Rules.of(r);
        SplittableRandom random = new SplittableRandom(seed);
        Tally tally = new Tally();
        long unfinished = 0;
        GamesPlayed progress = new GamesPlayed(err, "bench", count);
        long cpu0 = processorNanos();
        long t0 = System.nanoTime();
        for (long g = 0; g < count; g++) {
            Position end = rules.randomGame(start, random, tally, MAX_TURNS);
            if (end.ply() - start.ply() >= MAX_TURNS) {
                unfinished++;
            }
            progress.played(g + 1);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        double cpuSeconds = (processorNanos() - cpu0) / 1e9;
        StringBuilder sb = new StringBuilder();
        if (unfinished > 0) {
            sb.append("unfinished=").append(unfinished).append(" (cut after ").append(MAX_TURNS)
                    .append(" turns)\n");
        }
        sb.append(String.format(Locale.ROOT,
                "cpu_seconds=%.3f games_per_cpu_s=%.0f (processor time of the thread playing, one core)%n",
                cpuSeconds, count / cpuSeconds));
        sb.append(String.format(Locale.ROOT, "games=%d turns=%d laps=%d seeds=%d seconds=%.3f games_per_s=%.0f%n",
                count, tally.turns(), tally.laps(), tally.seeds(), seconds, count / seconds));
        out.print(sb);
    }

    /** The bench thread's own processor time: one core's work, which the JIT's threads do not inflate. */
    private static long processorNanos() {
        return ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }
}
