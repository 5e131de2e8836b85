package org.katro.cli;

import org.katro.computer.Computer;
import org.katro.computer.Level;
import org.katro.computer.Match;
import org.katro.engine.Event;
import org.katro.engine.IllegalMoveException;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.engine.Tally;
import org.katro.engine.Turn;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * The headless command line of NOTATION.md. It never touches JavaFX, so {@code target/katro.jar}
 * runs with a plain JDK on a machine without a display.
 */
public final class Main {
    /** Bad input of any kind: one line on standard error, exit status 2. */
    static final int USAGE_ERROR = 2;

    /** A random game longer than this is cut short by {@code bench} and reported as unfinished. */
    static final int BENCH_MAX_TURNS = 10_000;

    private final InputStream in;
    private final PrintStream out;

    Main(InputStream in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int status;
        try {
            status = new Main(System.in, out).run(args);
        } catch (CliException e) {
            out.flush();
            System.err.println("katro: " + e.getMessage());
            status = USAGE_ERROR;
        }
        out.flush();
        System.exit(status);
    }

    /** Runs one command; output goes to {@code out} only once the whole answer is known. */
    int run(String[] args) throws CliException {
        if (args.length == 0) {
            throw new CliException("no command; use one of: rules, start, moves, play, events, batch, bench");
        }
        String command = args[0];
        Options o = Options.parse(args, 1, switch (command) {
            case "rules" -> Set.of();
            case "start" -> Set.of("rules", "columns");
            case "moves" -> Set.of("rules", "position");
            case "play" -> Set.of("rules", "position", "columns");
            case "events" -> Set.of("rules", "position");
            case "batch" -> Set.of("rules");
            case "bench" -> Set.of("rules", "columns", "games", "seed");
            case "tournament" -> Set.of("rules", "columns", "games", "seed", "ms", "opening");
            default -> throw new CliException("unknown command '" + command
                    + "'; use one of: rules, start, moves, play, events, batch, bench, tournament");
        });
        switch (command) {
            case "rules" -> {
                o.noMoves();
                StringBuilder sb = new StringBuilder();
                for (Ruleset r : Ruleset.values()) {
                    sb.append(r.id()).append(' ').append(r.description()).append('\n');
                }
                out.print(sb);
            }
            case "start" -> {
                o.noMoves();
                Ruleset r = o.ruleset();
                out.println(r.start(o.columns(r)));
            }
            case "moves" -> {
                o.noMoves();
                Ruleset r = o.ruleset();
                List<Move> moves = Rules.of(r).legalMoves(o.position(r));
                out.println(String.join(" ", moves.stream().map(Move::toString).toList()));
            }
            case "play" -> play(o);
            case "events" -> {
                Ruleset r = o.ruleset();
                Position p = o.position(r);
                if (o.moves.size() != 1) {
                    throw new CliException("events takes exactly one move");
                }
                Turn turn = playOne(r, p, o.moves.get(0));
                StringBuilder sb = new StringBuilder();
                for (Event e : turn.events()) {
                    sb.append(Notation.json(e)).append('\n');
                }
                out.print(sb);
            }
            case "batch" -> {
                o.noMoves();
                batch(o.ruleset());
            }
            case "bench" -> {
                o.noMoves();
                bench(o);
            }
            case "tournament" -> tournament(o);
            default -> throw new IllegalStateException(command);
        }
        return 0;
    }

    private void play(Options o) throws CliException {
        Ruleset r = o.ruleset();
        if (o.has("position") && o.has("columns")) {
            throw new CliException("play takes --position or --columns, not both");
        }
        Position p = o.has("position") ? o.position(r) : r.start(o.columns(r));
        Rules rules = Rules.of(r);
        StringBuilder sb = new StringBuilder();
        for (String text : o.moves) {
            p = playOne(r, p, text).after();
            sb.append(p).append('\n');
        }
        rules.winner(p).ifPresent(w -> sb.append("winner ").append(w.symbol()).append('\n'));
        out.print(sb);
    }

    /** One move from text, checked: the game must go on and the move must be legal. */
    private static Turn playOne(Ruleset r, Position p, String text) throws CliException {
        Rules rules = Rules.of(r);
        Move m;
        try {
            m = Notation.parseMove(text, p.toMove());
        } catch (NotationException e) {
            throw new CliException(e.getMessage());
        }
        if (rules.winner(p).isPresent()) {
            throw new CliException("illegal move " + text + ": the game is over, " + p.toMove().symbol()
                    + " has no legal move");
        }
        try {
            return rules.record(p, m);
        } catch (IllegalMoveException e) {
            throw new CliException("illegal move " + text + ": " + e.getMessage());
        }
    }

    private void batch(Ruleset r) throws CliException {
        Rules rules = Rules.of(r);
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = reader.readLine()) != null) {
                out.println(batchLine(rules, line));
            }
        } catch (IOException e) {
            throw new CliException("cannot read standard input: " + e.getMessage());
        }
    }

    private static String batchLine(Rules rules, String line) {
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
            return "error: " + e.getMessage();
        }
        if (rules.winner(p).isPresent()) {
            return "illegal: the game is over, " + p.toMove().symbol() + " has no legal move";
        }
        try {
            return rules.play(p, m).toString();
        } catch (IllegalMoveException e) {
            return "illegal: " + e.getMessage();
        }
    }

    private void bench(Options o) throws CliException {
        Ruleset r = o.ruleset();
        Position start = r.start(o.columns(r));
        long games = o.positiveLong("games", -1);
        long seed = o.has("seed") ? o.longValue("seed") : 1;
        Rules rules = Rules.of(r);
        SplittableRandom random = new SplittableRandom(seed);
        Tally tally = new Tally();
        long unfinished = 0;
        long t0 = System.nanoTime();
        for (long g = 0; g < games; g++) {
            Position end = rules.randomGame(start, random, tally, BENCH_MAX_TURNS);
            if (end.ply() - start.ply() >= BENCH_MAX_TURNS) {
                unfinished++;
            }
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        if (unfinished > 0) {
            out.println("unfinished=" + unfinished + " (cut after " + BENCH_MAX_TURNS + " turns)");
        }
        out.printf(java.util.Locale.ROOT, "games=%d turns=%d laps=%d seeds=%d seconds=%.3f games_per_s=%.0f%n",
                games, tally.turns(), tally.laps(), tally.seeds(), seconds, games / seconds);
    }

    /** A game between computers longer than this is cut short and counted as unfinished. */
    static final int TOURNAMENT_MAX_TURNS = 2_000;

    /**
     * Plays {@code --games} games between two levels (easy = uniformly random play), each level
     * taking South in every other game, and prints the win rates.
     */
    private void tournament(Options o) throws CliException {
        Ruleset r = o.ruleset();
        Position start = r.start(o.columns(r));
        if (o.moves.size() != 2) {
            throw new CliException("tournament takes two levels, e.g. hard easy (levels: easy, medium, hard)");
        }
        Level a = level(o.moves.get(0));
        Level b = level(o.moves.get(1));
        long games = o.positiveLong("games", 200);
        long ms = o.positiveLong("ms", 1000);
        long seed = o.has("seed") ? o.longValue("seed") : 1;
        Rules rules = Rules.of(r);
        long opening = o.has("opening") ? o.longValue("opening") : 2;
        if (opening < 0 || opening > 100) {
            throw new CliException("--opening must be from 0 to 100");
        }
        long aWins = 0;
        long bWins = 0;
        long t0 = System.nanoTime();
        Position from = start;
        for (long g = 0; g < games; g++) {
            if (g % 2 == 0) {
                // each pair of games starts from the same random opening, each level taking each side once
                from = Match.opening(rules, start, (int) opening, new SplittableRandom(seed + g));
            }
            Computer ca = new Computer(rules, a, ms, seed + 2 * g);
            Computer cb = new Computer(rules, b, ms, seed + 2 * g + 1);
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
        out.printf(java.util.Locale.ROOT,
                "rules=%s columns=%d opening=%d %s-vs-%s games=%d %s_wins=%d %s_wins=%d unfinished=%d %s_win_rate=%.3f"
                        + " ms=%d seconds=%.1f%n",
                r.id(), start.columns(), opening, name(a), name(b), games, name(a), aWins, name(b) + (a == b ? "2" : ""),
                bWins, games - aWins - bWins, name(a), (double) aWins / games, ms, seconds);
    }

    private static Level level(String text) throws CliException {
        for (Level l : Level.values()) {
            if (name(l).equals(text)) {
                return l;
            }
        }
        throw new CliException("unknown level '" + text + "' (levels: easy, medium, hard)");
    }

    private static String name(Level l) {
        return l.name().toLowerCase(java.util.Locale.ROOT);
    }

    /** A problem with what the user typed; the message is printed as it is. */
    static final class CliException extends Exception {
        CliException(String message) {
            super(message);
        }
    }

    /** {@code --name value} options (also {@code --name=value}) and the moves that follow. */
    static final class Options {
        private final Map<String, String> values = new HashMap<>();
        final List<String> moves = new ArrayList<>();

        static Options parse(String[] args, int from, Set<String> allowed) throws CliException {
            Options o = new Options();
            for (int i = from; i < args.length; i++) {
                String a = args[i];
                if (a.startsWith("--")) {
                    int eq = a.indexOf('=');
                    String name = eq >= 0 ? a.substring(2, eq) : a.substring(2);
                    // an unknown option is reported as such, even when no value follows it
                    if (!allowed.contains(name)) {
                        throw new CliException("unknown option --" + name + " for " + args[0]);
                    }
                    String value;
                    if (eq >= 0) {
                        value = a.substring(eq + 1);
                    } else if (i + 1 < args.length) {
                        value = args[++i];
                    } else {
                        throw new CliException("option --" + name + " needs a value");
                    }
                    if (o.values.put(name, value) != null) {
                        throw new CliException("option --" + name + " is given twice");
                    }
                } else {
                    o.moves.add(a);
                }
            }
            return o;
        }

        boolean has(String name) {
            return values.containsKey(name);
        }

        void noMoves() throws CliException {
            if (!moves.isEmpty()) {
                throw new CliException("unexpected argument '" + moves.get(0) + "'");
            }
        }

        Ruleset ruleset() throws CliException {
            String id = values.get("rules");
            if (id == null) {
                throw new CliException("--rules ID is required (see: katro rules)");
            }
            return Ruleset.byId(id).orElseThrow(() -> new CliException("unknown ruleset '" + id
                    + "' (see: katro rules)"));
        }

        int columns(Ruleset r) throws CliException {
            if (!has("columns")) {
                return r.defaultColumns();
            }
            long c = longValue("columns");
            if (!r.allowsColumns((int) c) || c != (int) c) {
                throw new CliException("--columns must be from " + Ruleset.MIN_COLUMNS + " to " + Ruleset.MAX_COLUMNS);
            }
            return (int) c;
        }

        Position position(Ruleset r) throws CliException {
            String text = values.get("position");
            if (text == null) {
                throw new CliException("--position POS is required");
            }
            try {
                return Notation.parsePosition(text, r);
            } catch (NotationException e) {
                throw new CliException("bad position: " + e.getMessage());
            }
        }

        long longValue(String name) throws CliException {
            String v = values.get(name);
            try {
                return Long.parseLong(v);
            } catch (NumberFormatException e) {
                throw new CliException("--" + name + " must be a whole number, not '" + v + "'");
            }
        }

        long positiveLong(String name, long fallback) throws CliException {
            if (!has(name)) {
                if (fallback < 0) {
                    throw new CliException("--" + name + " N is required");
                }
                return fallback;
            }
            long v = longValue(name);
            if (v < 1) {
                throw new CliException("--" + name + " must be at least 1");
            }
            return v;
        }
    }
}
