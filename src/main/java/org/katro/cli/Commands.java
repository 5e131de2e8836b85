package org.katro.cli;

import org.katro.cli.Main.CliException;
import org.katro.computer.Computer;
import org.katro.computer.Level;
import org.katro.computer.Match;
import org.katro.engine.Event;
import org.katro.engine.IllegalMoveException;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules.Tally;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import org.katro.practice.Kind;
import org.katro.practice.QuestionMaker;
import org.katro.store.Learners;
import org.katro.store.Report;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.text.Narrator;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.TypeConversionException;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * The commands of NOTATION.md's command line, as picocli reads them. Each prints its answer only once
 * the whole answer is known (batch: each line's), so a refused input leaves nothing half-printed.
 */
final class Commands {
    static final String SEE_RULES = " (see: katro rules)";

    private Commands() {
    }

    /** One command's work, run once picocli has set its options. */
    interface Action {
        void run(InputStream in, PrintStream out) throws CliException;

        /** What to say when the command is given the wrong number of arguments, if it takes any. */
        default Optional<String> argumentsRule() {
            return Optional.empty();
        }
    }

    @Command(name = "rules", description = "Lists the rulesets: one line each, its id then a short description.")
    static final class RulesCommand implements Action {
        @Override
        public void run(InputStream in, PrintStream out) {
            StringBuilder sb = new StringBuilder();
            for (Ruleset r : Ruleset.values()) {
                sb.append(r.id()).append(' ').append(r.description()).append('\n');
            }
            out.print(sb);
        }
    }

    @Command(name = "start", description = "Prints the start position.")
    static final class StartCommand implements Action {
        @Mixin
        RulesOption rules;
        @Mixin
        ColumnsOption columns;

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Ruleset r = rules.ruleset();
            out.println(r.start(columns.columns(r)));
        }
    }

    @Command(name = "moves", description = "Prints the legal moves, space-separated, on one line.")
    static final class MovesCommand implements Action {
        @Mixin
        RulesOption rules;
        @Mixin
        PositionOption position;

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Ruleset r = rules.ruleset();
            List<Move> moves = Rules.of(r).legalMoves(position.position(r));
            out.println(String.join(" ", moves.stream().map(Move::toString).toList()));
        }
    }

    @Command(name = "play", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Plays the moves: after each, one line with the new position; when the "
            + "game is over, a last line 'winner S' or 'winner N'.",
            "Starts from --position, or from the start position with --columns columns (not both)."})
    static final class PlayCommand implements Action {
        @Mixin
        RulesOption rules;
        @Mixin
        StartOptions start;
        @Parameters(paramLabel = "MOVE", arity = "0..*", description = "moves such as 1+ or S6-")
        List<String> moves = new ArrayList<>();

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Ruleset r = rules.ruleset();
            Position p = start.position(r, "play");
            StringBuilder sb = new StringBuilder();
            for (String text : moves) {
                p = playOne(r, p, text).after();
                sb.append(p).append('\n');
            }
            Rules.of(r).winner(p).ifPresent(w -> sb.append("winner ").append(w.symbol()).append('\n'));
            out.print(sb);
        }
    }

    @Command(name = "narrate", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Plays the moves and "
            + "prints the sentence the screens show for each of their events: one line each, the event's number "
            + "(from 1), a tab, the sentence.",
            "Starts from --position, or from the start position with --columns columns (not both)."})
    static final class NarrateCommand implements Action {
        @Mixin
        RulesOption rules;
        @Mixin
        StartOptions start;
        @Option(names = "--lang", paramLabel = "CODE", defaultValue = "en",
                description = "the language: en, fr, mg, de or ca (default: ${DEFAULT-VALUE})")
        String lang;
        @Parameters(paramLabel = "MOVE", arity = "1..*", description = "moves such as 1+ or S6-")
        List<String> moves = new ArrayList<>();

        @Override
        public Optional<String> argumentsRule() {
            return Optional.of("narrate takes one or more moves, e.g. 1+ 1+ 6+");
        }

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Ruleset r = rules.ruleset();
            Language language = Language.byCode(lang).orElseThrow(() -> new CliException("unknown language '"
                    + Quote.input(lang) + "' (languages: " + String.join(", ", Arrays.stream(Language.values())
                    .map(l -> l.locale().getLanguage()).toList()) + ")"));
            Position p = start.position(r, "narrate");
            List<Event> events = new ArrayList<>();
            for (String text : moves) {
                Turn turn = playOne(r, p, text);
                events.addAll(turn.events());
                p = turn.after();
            }
            Narrator narrator = new Narrator(language);
            StringBuilder sb = new StringBuilder();
            for (int i = 0; i < events.size(); i++) {
                sb.append(i + 1).append('\t').append(narrator.describe(r, events, i)).append('\n');
            }
            out.print(sb);
        }
    }

    @Command(name = "events", showEndOfOptionsDelimiterInUsageHelp = true, description = "Plays one move and prints its events, one JSON object per line.")
    static final class EventsCommand implements Action {
        @Mixin
        RulesOption rules;
        @Mixin
        PositionOption position;
        @Parameters(index = "0", paramLabel = "MOVE", description = "the move, such as 1+")
        String move;

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Ruleset r = rules.ruleset();
            Turn turn = playOne(r, position.position(r), move);
            StringBuilder sb = new StringBuilder();
            for (Event e : turn.events()) {
                sb.append(Notation.json(e)).append('\n');
            }
            out.print(sb);
        }

        @Override
        public Optional<String> argumentsRule() {
            return Optional.of("events takes exactly one move");
        }
    }

    @Command(name = "batch", description = {"Reads lines POS;MOVE from standard input until its end and answers "
            + "each with one line: the position after the move, 'illegal: REASON' or 'error: REASON'.",
            "It never stops early: whatever goes wrong on a line is that line's answer."})
    static final class BatchCommand implements Action {
        @Mixin
        RulesOption rules;

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Rules r = Rules.of(rules.ruleset());
            try {
                Batch.answer(new InputStreamReader(in, StandardCharsets.UTF_8), out, line -> answer(r, line));
            } catch (IOException e) {
                throw new CliException("cannot read standard input: " + Quote.input(String.valueOf(e.getMessage())));
            }
        }

        private static String answer(Rules rules, String line) {
            int semi = line.indexOf(';');
            if (semi < 0) {
                return "error: a line is POS;MOVE";
            }
            Position p;
            Move m;
            try {
                p = Notation.parsePosition(line.substring(0, semi), rules.ruleset());
                m = Notation.parseMove(line.substring(semi + 1), p.toMove());
            } catch (NotationException e) {
                return "error: " + Quote.english(e.problem());
            }
            if (rules.winner(p).isPresent()) {
                return "illegal: the game is over, " + p.toMove().symbol() + " has no legal move";
            }
            try {
                return rules.play(p, m).toString();
            } catch (IllegalMoveException e) {
                return "illegal: " + Quote.english(e.reason());
            }
        }
    }

    /** The bench thread's own processor time: one core's work, which the JIT's threads do not inflate. */
    private static long processorNanos() {
        return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
    }

    /** A random game longer than this is cut short by {@code bench} and reported as unfinished. */
    static final int BENCH_MAX_TURNS = 10_000;

    @Command(name = "bench", description = {"Plays N games of uniformly random legal moves; the last line is "
            + "games=N turns=T laps=L seeds=Z seconds=X games_per_s=Y."})
    static final class BenchCommand implements Action {
        @Mixin
        RulesOption rules;
        @Mixin
        ColumnsOption columns;
        @Option(names = "--games", paramLabel = "N", required = true, converter = WholeNumber.class,
                description = "how many games")
        Long games;
        @Option(names = "--seed", paramLabel = "S", converter = WholeNumber.class, defaultValue = "1",
                description = "the random seed (default: ${DEFAULT-VALUE})")
        long seed;

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Ruleset r = rules.ruleset();
            Position start = r.start(columns.columns(r));
            long count = atLeastOne("--games", games);
            Rules rules = Rules.of(r);
            SplittableRandom random = new SplittableRandom(seed);
            Tally tally = new Tally();
            long unfinished = 0;
            long cpu0 = processorNanos();
            long t0 = System.nanoTime();
            for (long g = 0; g < count; g++) {
                Position end = rules.randomGame(start, random, tally, BENCH_MAX_TURNS);
                if (end.ply() - start.ply() >= BENCH_MAX_TURNS) {
                    unfinished++;
                }
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            double cpuSeconds = (processorNanos() - cpu0) / 1e9;
            StringBuilder sb = new StringBuilder();
            if (unfinished > 0) {
                sb.append("unfinished=").append(unfinished).append(" (cut after ").append(BENCH_MAX_TURNS)
                        .append(" turns)\n");
            }
            sb.append(String.format(Locale.ROOT,
                    "cpu_seconds=%.3f games_per_cpu_s=%.0f (processor time of the thread playing, one core)%n",
                    cpuSeconds, count / cpuSeconds));
            sb.append(String.format(Locale.ROOT, "games=%d turns=%d laps=%d seeds=%d seconds=%.3f games_per_s=%.0f%n",
                    count, tally.turns(), tally.laps(), tally.seeds(), seconds, count / seconds));
            out.print(sb);
        }
    }

    /** A game between computers longer than this is cut short and counted as unfinished. */
    static final int TOURNAMENT_MAX_TURNS = 2_000;

    @Command(name = "tournament", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Plays games between two levels (easy, medium, hard), each "
            + "taking South in every other game, each pair of games from the same random opening, and prints "
            + "the wins, the unfinished games and the first level's win rate."})
    static final class TournamentCommand implements Action {
        @Mixin
        RulesOption rules;
        @Mixin
        ColumnsOption columns;
        @Option(names = "--games", paramLabel = "N", converter = WholeNumber.class, defaultValue = "200",
                description = "how many games (default: ${DEFAULT-VALUE})")
        Long games;
        @Option(names = "--ms", paramLabel = "BUDGET", converter = WholeNumber.class, defaultValue = "1000",
                description = "the hard level's time for a move, in milliseconds (default: ${DEFAULT-VALUE})")
        Long ms;
        @Option(names = "--opening", paramLabel = "PLIES", converter = WholeNumber.class, defaultValue = "2",
                description = "random plies before each pair of games, 0 to 100 (default: ${DEFAULT-VALUE})")
        long opening;
        @Option(names = "--seed", paramLabel = "S", converter = WholeNumber.class, defaultValue = "1",
                description = "the random seed (default: ${DEFAULT-VALUE})")
        long seed;
        @Parameters(index = "0", paramLabel = "LEVEL", description = "the first level: easy, medium or hard")
        String first;
        @Parameters(index = "1", paramLabel = "LEVEL", description = "the second level")
        String second;

        @Override
        public Optional<String> argumentsRule() {
            return Optional.of("tournament takes two levels, e.g. hard easy (levels: easy, medium, hard)");
        }

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Ruleset r = rules.ruleset();
            Position start = r.start(columns.columns(r));
            Level a = level(first);
            Level b = level(second);
            long count = atLeastOne("--games", games);
            long budget = atLeastOne("--ms", ms);
            Rules rules = Rules.of(r);
            if (opening < 0 || opening > 100) {
                throw new CliException("--opening must be from 0 to 100");
            }
            long aWins = 0;
            long bWins = 0;
            long t0 = System.nanoTime();
            Position from = start;
            for (long g = 0; g < count; g++) {
                if (g % 2 == 0) {
                    // each pair of games starts from the same random opening, each level taking each side once
                    from = Match.opening(rules, start, (int) opening, new SplittableRandom(seed + g));
                }
                Computer ca = new Computer(rules, a, budget, seed + 2 * g);
                Computer cb = new Computer(rules, b, budget, seed + 2 * g + 1);
                boolean aSouth = g % 2 == 0;
                Optional<Player> w = Match.play(rules, from, aSouth ? ca : cb, aSouth ? cb : ca, TOURNAMENT_MAX_TURNS);
                if (w.isPresent()) {
                    if ((w.get() == Player.SOUTH) == aSouth) {
                        aWins++;
                    } else {
                        bWins++;
                    }
                }
            }
            double seconds = (System.nanoTime() - t0) / 1e9;
            out.printf(Locale.ROOT,
                    "rules=%s columns=%d opening=%d %s-vs-%s games=%d %s_wins=%d %s_wins=%d unfinished=%d"
                            + " %s_win_rate=%.3f ms=%d seconds=%.1f%n",
                    r.id(), start.columns(), opening, name(a), name(b), count, name(a), aWins,
                    name(b) + (a == b ? "2" : ""), bWins, count - aWins - bWins, name(a), (double) aWins / count,
                    budget, seconds);
        }

        private static Level level(String text) throws CliException {
            for (Level l : Level.values()) {
                if (name(l).equals(text)) {
                    return l;
                }
            }
            throw new CliException("unknown level '" + Quote.input(text) + "' (levels: easy, medium, hard)");
        }

        private static String name(Level l) {
            return l.name().toLowerCase(Locale.ROOT);
        }
    }

    /** More questions than a teacher prints are refused rather than left to run for minutes. */
    static final int PRACTICE_MAX_COUNT = 10_000;

    @Command(name = "practice", description = {"Prints practice questions, one JSON object per line: kind, rules, "
            + "position, move, question and answer.",
            "Each asks about the first lap of the move: landing (the hole its last seed falls into), capture (yes "
            + "or no) or count (the seeds that capture takes, 0 when none)."})
    static final class PracticeCommand implements Action {
        @Mixin
        RulesOption rules;
        @Mixin
        ColumnsOption columns;
        @Option(names = "--kind", paramLabel = "KIND", description = "landing, capture or count (default: mixed)")
        String kind;
        @Option(names = "--count", paramLabel = "N", converter = WholeNumber.class, defaultValue = "10",
                description = "how many questions, 1 to " + PRACTICE_MAX_COUNT + " (default: ${DEFAULT-VALUE})")
        long count;
        @Option(names = "--seed", paramLabel = "S", converter = WholeNumber.class, defaultValue = "1",
                description = "the random seed: the same seed gives the same questions (default: ${DEFAULT-VALUE})")
        long seed;
        @Option(names = "--lang", paramLabel = "L", defaultValue = "en",
                description = "the questions' language: en, fr, mg, de or ca (default: ${DEFAULT-VALUE})")
        String lang;

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Ruleset r = rules.ruleset();
            int width = columns.columns(r);
            Kind k = kind == null ? null : Kind.byId(kind).orElseThrow(() -> new CliException("unknown kind '"
                    + Quote.input(kind) + "' (kinds: landing, capture, count)"));
            Language language = Language.byCode(lang).orElseThrow(() -> new CliException("unknown language '"
                    + Quote.input(lang) + "' (languages: en, fr, mg, de, ca)"));
            if (count < 1 || count > PRACTICE_MAX_COUNT) {
                throw new CliException("--count must be from 1 to " + PRACTICE_MAX_COUNT);
            }
            QuestionMaker maker = new QuestionMaker(seed);
            StringBuilder sb = new StringBuilder();
            for (long i = 0; i < count; i++) {
                sb.append(maker.next(r, width, k, Integer.MAX_VALUE).json(language)).append('\n');
            }
            out.print(sb);
        }
    }

    @Command(name = "report", description = {"Prints the learners' progress as CSV: learner,lesson,reached,done,asked,right, "
            + "one row per learner and lesson started.", "With --visits, the station's visit figures per day instead."})
    static final class ReportCommand implements Action {
        @Option(names = "--data", paramLabel = "DIR", description = "the data folder that holds katro.db (default: the app's)")
        String data;
        @Option(names = "--visits", description = "the visit figures per day instead of the learners' progress")
        boolean visits;
        @Option(names = "--station", paramLabel = "NAME", description = "with --visits: one station's figures (default: all)")
        String station;

        @Override
        public void run(InputStream in, PrintStream out) throws CliException {
            Path folder = Store.dataFolder(Optional.ofNullable(data), System.getenv("XDG_DATA_HOME"),
                    System.getProperty("user.home"));
            if (!Files.isRegularFile(folder.resolve(Store.FILE))) {
                throw new CliException("no " + Store.FILE + " in " + Quote.input(folder.toString()));
            }
            // a report only reads: opened read-only, never migrated, a damaged file left where it is
            List<String> problems = new ArrayList<>();
            try (Store store = Store.open(Store.Target.sqliteReadOnly(folder), problems::add, Runnable::run, () -> 0)) {
                Optional<String> csv = visits
                        ? new Visits(store).read(Optional.ofNullable(station), ZoneId.systemDefault()).map(Report::visits)
                        : new Learners(store).everyone().map(Report::progress);
                if (csv.isEmpty() || !problems.isEmpty()) {
                    throw new CliException(problems.isEmpty() ? "cannot read " + folder.resolve(Store.FILE) : problems.get(0));
                }
                out.print(csv.get());
            }
        }
    }

    /** {@code --rules ID}, which every command but {@code rules} needs. */
    static final class RulesOption {
        @Option(names = "--rules", paramLabel = "ID", required = true, completionCandidates = RulesetIds.class,
                description = "the ruleset: ${COMPLETION-CANDIDATES}")
        String id;

        Ruleset ruleset() throws CliException {
            return ruleset(id);
        }

        /** The ruleset {@code id} names, for commands whose {@code --rules} is optional. */
        static Ruleset ruleset(String id) throws CliException {
            return Ruleset.byId(id).orElseThrow(() -> new CliException("unknown ruleset '" + Quote.input(id) + "'"
                    + SEE_RULES));
        }
    }

    /** The ruleset ids, as {@code --help} lists them. */
    static final class RulesetIds implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Ruleset.values()).map(Ruleset::id).iterator();
        }
    }

    /** {@code --position POS}, for the commands that need one. */
    static final class PositionOption {
        static final String HELP = "the position: <rows> <side> [<ply>],%n  e.g. '2,2/2,2/2,2/2,2/2,2/2,2 S 0'";

        @Option(names = "--position", paramLabel = "POS", required = true, description = HELP)
        String text;

        Position position(Ruleset r) throws CliException {
            return Commands.position(text, r);
        }
    }

    /** {@code --position POS} or {@code --columns N}: where a game starts, the start position when neither is given. */
    static final class StartOptions {
        @Option(names = "--position", paramLabel = "POS", description = PositionOption.HELP)
        String text;
        @Mixin
        ColumnsOption columns;

        Position position(Ruleset r, String command) throws CliException {
            if (text != null && columns.given()) {
                throw new CliException(command + " takes --position or --columns, not both");
            }
            return text != null ? Commands.position(text, r) : r.start(columns.columns(r));
        }
    }

    /** {@code --columns N}: the start position's width, the ruleset's own when not given. */
    static final class ColumnsOption {
        @Option(names = "--columns", paramLabel = "N", converter = WholeNumber.class,
                description = "the board's columns, " + Ruleset.MIN_COLUMNS + " to " + Ruleset.MAX_COLUMNS
                        + " (default: the ruleset's)")
        Long columns;

        boolean given() {
            return columns != null;
        }

        int columns(Ruleset r) throws CliException {
            if (columns == null) {
                return r.defaultColumns();
            }
            long c = columns;
            if (c != (int) c || !r.allowsColumns((int) c)) {
                throw new CliException("--columns must be from " + Ruleset.MIN_COLUMNS + " to " + Ruleset.MAX_COLUMNS);
            }
            return (int) c;
        }
    }

    /**
     * Whole numbers in plain decimal digits only (picocli's own converter would also read {@code 010} as
     * octal 8 and {@code 0x10} as 16). The message is completed with the option's name and the value.
     */
    static final class WholeNumber implements ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            try {
                return Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new TypeConversionException("must be a whole number");
            }
        }
    }

    /** {@code value}, refused when below 1. */
    static long atLeastOne(String option, long value) throws CliException {
        if (value < 1) {
            throw new CliException(option + " must be at least 1");
        }
        return value;
    }

    /** A typed position, refused with the reason. */
    static Position position(String text, Ruleset r) throws CliException {
        try {
            return Notation.parsePosition(text, r);
        } catch (NotationException e) {
            throw new CliException("bad position: " + Quote.english(e.problem()));
        }
    }

    /** One move from text, checked: the game must go on and the move must be legal. */
    static Turn playOne(Ruleset r, Position p, String text) throws CliException {
        Rules rules = Rules.of(r);
        Move m;
        try {
            m = Notation.parseMove(text, p.toMove());
        } catch (NotationException e) {
            throw new CliException(Quote.english(e.problem()));
        }
        if (rules.winner(p).isPresent()) {
            throw new CliException("illegal move " + Quote.input(text) + ": the game is over, " + p.toMove().symbol()
                    + " has no legal move");
        }
        try {
            return rules.record(p, m);
        } catch (IllegalMoveException e) {
            throw new CliException("illegal move " + Quote.input(text) + ": " + Quote.english(e.reason()));
        }
    }
}
