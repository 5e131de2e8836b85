package org.katro.bench;

import org.katro.computer.Computer;
import org.katro.computer.Level;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis;
import org.katro.solver.Analysis.MoveValue;
import org.katro.solver.Solver;
import org.katro.solver.Value;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Benchmark, not a test (issue 26, item 7): for each computer level, the share of its moves that keep
 * the proved value, on every board the solver settles, over positions drawn from real games. Each
 * game (random against random, easy against medium, medium against hard, in turn) gives one position
 * picked at random along it; a position counts once the solver has proved its value and every move's.
 * A move keeps the value when a won position stays won after it, or a drawn one drawn (in a lost
 * position every move loses: those count only for "best", the quickest win or longest defence).
 *
 * <p>Run with {@code java -Xmx1g -cp target/classes:target/test-classes org.katro.bench.StrengthBench
 * [POSITIONS [MS [SOLVE_SECONDS [SEED]]]]} (defaults 200 positions a board, an outer limit of 100 ms for the hard level
 * and for the perfect level's solver, 5 s to prove each position, seed 1).
 */
public final class StrengthBench {
    private static final long MEMORY = 256L << 20;
    private static final int MAX_TURNS = 300;

    private record Board(Ruleset ruleset, int columns) {
    }

    private static final List<Board> SOLVED = List.of(new Board(Ruleset.FIANARANTSOA, 2), new Board(Ruleset.KATRO4, 2),
            new Board(Ruleset.KATRO4, 3), new Board(Ruleset.GOROBAKA, 2), new Board(Ruleset.GOROBAKA, 4));

    public static void main(String[] args) throws IOException {
        int positions = args.length > 0 ? Integer.parseInt(args[0]) : 200;
        long ms = args.length > 1 ? Long.parseLong(args[1]) : 100;
        Duration prove = Duration.ofSeconds(args.length > 2 ? Long.parseLong(args[2]) : 5);
        long seed = args.length > 3 ? Long.parseLong(args[3]) : 1;
        System.out.printf(Locale.ROOT, "positions=%d a board, ms=%d, prove=%ds, seed=%d, load average at start: %s%n",
                positions, ms, prove.toSeconds(), seed, load());
        long t0 = System.nanoTime();
        System.out.println("| board | level | won or drawn | kept | lost | best of all | hard: mean depth; perfect: moves proved |");
        System.out.println("|---|---|---|---|---|---|---|");
        for (Board b : SOLVED) {
            measure(b, positions, ms, prove, seed);
        }
        System.out.printf(Locale.ROOT, "%.0f s; load average at the end: %s%n", (System.nanoTime() - t0) / 1e9, load());
    }

    private static void measure(Board b, int wanted, long ms, Duration prove, long seed) {
        Rules rules = Rules.of(b.ruleset());
        Solver solver = new Solver(b.ruleset(), MEMORY);
        SplittableRandom random = new SplittableRandom(seed);
        List<Analysis> proved = new ArrayList<>();
        int drawn = 0;
        for (int game = 0; proved.size() < wanted && game < 20 * wanted; game++) {
            List<Position> seen = game(rules, b, game % 3, random.nextLong());
            if (seen.isEmpty()) {
                continue;
            }
            drawn++;
            Analysis a = solver.solve(seen.get(random.nextInt(seen.size())), prove, () -> false);
            if (a.value().settled() && a.moves().stream().allMatch(m -> m.value().settled())) {
                proved.add(a);
            }
        }
        // the levels, and the hard level held to 1, 2 and 3 turns ahead: what its depth buys
        List<Object[]> players = new ArrayList<>();
        for (Level level : Level.values()) {
            players.add(new Object[] {level, 64, level.name().toLowerCase(Locale.ROOT)});
        }
        for (int depth = 1; depth <= 3; depth++) {
            players.add(new Object[] {Level.HARD, depth, "hard, " + depth + " turn" + (depth == 1 ? "" : "s") + " deep"});
        }
        for (Object[] player : players) {
            Level level = (Level) player[0];
            int open = 0; // positions won or drawn: a move can keep or lose their value
            int kept = 0;
            int best = 0;
            long depths = 0;
            int sure = 0; // the perfect level's moves its own solver proved
            for (int i = 0; i < proved.size(); i++) {
                Analysis a = proved.get(i);
                Computer computer = new Computer(rules, level, ms, seed + i, (Integer) player[1]);
                Computer.Choice choice = computer.decide(a.position(), () -> false).orElseThrow();
                Move m = choice.move();
                depths += computer.depthReached();
                sure += choice.proved().settled() ? 1 : 0;
                Value v = a.moves().stream().filter(mv -> mv.move().equals(m)).map(MoveValue::value).findFirst()
                        .orElseThrow();
                if (a.value().kind() != Value.Kind.LOSS) {
                    open++;
                    if (v.kind() == a.value().kind()) {
                        kept++;
                    }
                }
                if (v.equals(a.value())) {
                    best++;
                }
            }
            System.out.printf(Locale.ROOT, "| %s %d x %d | %s | %d | %.3f | %d | %.3f | %s |%n", b.ruleset().id(),
                    rows(b), b.columns(),
                    player[2], open, (double) kept / Math.max(1, open),
                    proved.size() - open, (double) best / Math.max(1, proved.size()),
                    level == Level.HARD ? String.format(Locale.ROOT, "%.1f", (double) depths / Math.max(1, proved.size()))
                            : level == Level.PERFECT ? String.format(Locale.ROOT, "%.3f", (double) sure / Math.max(1, proved.size()))
                            : "");
        }
        System.out.printf(Locale.ROOT, "(%s %d columns: %d games drawn from, %d positions proved)%n", b.ruleset().id(),
                b.columns(), drawn, proved.size());
    }

    private static int rows(Board b) {
        return Rules.of(b.ruleset()).geometry(b.ruleset().start(b.columns())).rows();
    }

    /**
     * The positions of one game from the start, before its end: random against random (kind 0), easy
     * against medium (1) or medium against hard at 10 ms (2), each level on either side at random.
     */
    private static List<Position> game(Rules rules, Board b, int kind, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Level[] pair = switch (kind) {
            case 0 -> new Level[] {Level.EASY, Level.EASY};
            case 1 -> new Level[] {Level.EASY, Level.MEDIUM};
            default -> new Level[] {Level.MEDIUM, Level.HARD};
        };
        boolean swap = random.nextBoolean();
        Computer south = new Computer(rules, pair[swap ? 1 : 0], 10, random.nextLong());
        Computer north = new Computer(rules, pair[swap ? 0 : 1], 10, random.nextLong());
        List<Position> seen = new ArrayList<>();
        Position p = b.ruleset().start(b.columns());
        for (int t = 0; t < MAX_TURNS; t++) {
            Optional<Move> m = (p.toMove() == Player.SOUTH ? south : north).choose(p, () -> false);
            if (m.isEmpty()) {
                break;
            }
            seen.add(p);
            p = rules.play(p, m.get());
        }
        return seen;
    }

    private static String load() throws IOException {
        Path avg = Path.of("/proc/loadavg");
        return Files.exists(avg) ? Files.readString(avg).strip() : "unknown";
    }
}
