package org.katro.cli.measure;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.ColumnsOption;
import org.katro.cli.command.Quote;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.WholeNumber;
import org.katro.computer.Computer;
import org.katro.computer.Level;
import org.katro.computer.Match;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

@Command(name = "tournament", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Plays games between two levels (easy, medium, hard, perfect), each "
        + "taking South in every other game, each pair of games from the same random opening, and prints "
        + "the wins, the unfinished games and the first level's win rate.",
        "A run longer than a few seconds says how far it is on standard error."})
public final class TournamentCommand implements Action {
    /** A game between computers longer than this is cut short and counted as unfinished. */
    static final int MAX_TURNS = 2_000;
    /** Enough for a win rate to a few tenths of a percent; more is refused rather than left to run for days. */
    static final long MAX_GAMES = 100_000;
    /** A minute for each of the hard level's moves; more is refused (and a budget in nanoseconds stays far from overflowing). */
    static final long MAX_MS = 60_000;
    /** The levels' names, as the messages list them. */
    static final String LEVELS = "easy, medium, hard, perfect";

    @Mixin
    RulesOption rules;
    @Mixin
    ColumnsOption columns;
    @Option(names = "--games", paramLabel = "N", converter = WholeNumber.class, defaultValue = "200",
            description = "how many games, 1 to " + MAX_GAMES + " (default: ${DEFAULT-VALUE})")
    long games;
    @Option(names = "--ms", paramLabel = "BUDGET", converter = WholeNumber.class, defaultValue = "4000",
            description = "the most a level may think for a move, in milliseconds (the hard level searches 8 million"
                    + " positions, the perfect level's solver a quarter of it in a typical computer's work, unless it comes"
                    + " first), 1 to " + MAX_MS
                    + " (default: ${DEFAULT-VALUE})")
    long ms;
    @Option(names = "--opening", paramLabel = "PLIES", converter = WholeNumber.class, defaultValue = "2",
            description = "random plies before each pair of games, 0 to 100 (default: ${DEFAULT-VALUE})")
    long opening;
    @Option(names = "--seed", paramLabel = "S", converter = WholeNumber.class, defaultValue = "1",
            description = "the random seed (default: ${DEFAULT-VALUE})")
    long seed;
    @Parameters(index = "0", paramLabel = "LEVEL", description = "the first level: easy, medium, hard or perfect")
    String first;
    @Parameters(index = "1", paramLabel = "LEVEL", description = "the second level")
    String second;

    @Override
    public Optional<String> argumentsRule() {
        return Optional.of("tournament takes two levels, e.g. hard easy (levels: " + LEVELS + ")");
    }

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Ruleset r = rules.ruleset();
        Position start = r.start(columns.columns(r));
        Level a = level(first);
        Level b = level(second);
        long count = WholeNumber.within("--games", games, 1, MAX_GAMES);
        long budget = WholeNumber.within("--ms", ms, 1, MAX_MS);
        int plies = (int) WholeNumber.within("--opening", opening, 0, 100);
        Rules rules = Rules.of(r);
        long aWins = 0;
        long bWins = 0;
        GamesPlayed progress = new GamesPlayed(err, "tournament", count);
        long t0 = System.nanoTime();
        Position from = start;
        for (long g = 0; g < count; g++) {
            if (g % 2 == 0) {
                // each pair of games starts from the same random opening, each level taking each side once
                from = Match.opening(rules, start, plies, new SplittableRandom(seed + g));
            }
            Computer ca = new Computer(rules, a, budget, seed + 2 * g);
            Computer cb = new Computer(rules, b, budget, seed + 2 * g + 1);
            boolean aSouth = g % 2 == 0;
            Optional<Player> w = Match.play(rules, from, aSouth ? ca : cb, aSouth ? cb : ca, MAX_TURNS);
            if (w.isPresent()) {
                if ((w.get() == Player.SOUTH) == aSouth) {
                    aWins++;
                } else {
                    bWins++;
                }
            }
            progress.played(g + 1);
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        out.printf(Locale.ROOT,
                "rules=%s columns=%d opening=%d %s-vs-%s games=%d %s_wins=%d %s_wins=%d unfinished=%d"
                        + " %s_win_rate=%.3f ms=%d seconds=%.1f%n",
                r.id(), start.columns(), plies, name(a), name(b), count, name(a), aWins,
                name(b) + (a == b ? "2" : ""), bWins, count - aWins - bWins, name(a), (double) aWins / count,
                budget, seconds);
    }

    private static Level level(String text) throws CliException {
        for (Level l : Level.values()) {
            if (name(l).equals(text)) {
                return l;
            }
        }
        throw new CliException("unknown level '" + Quote.input(text) + "' (levels: " + LEVELS + ")");
    }

    private static String name(Level l) {
        return l.name().toLowerCase(Locale.ROOT);
    }
}
