package org.katro.practice;

import org.katro.computer.Computer;
import org.katro.computer.Level;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis;
import org.katro.solver.Analysis.MoveValue;
import org.katro.solver.Budget;
import org.katro.solver.Solver;
import org.katro.solver.Value;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Makes {@link Puzzle}s from real games: random games and games of the computer's easy and medium
 * levels, played to their end on the small boards the solver settles. A position a few turns before
 * the end, with the winner to move, becomes a puzzle when the solver proves, within a budget, the
 * value of every legal move, the quickest win takes exactly the level's turns and at most half the
 * moves win. Everything comes
 * from one random source and the budget is counted in turns sown, not in seconds, so the same seed
 * gives the same puzzles (but for a proof that ends right at the budget: the solver shares its time
 * between search and listing by the clock). A plain blocking call: a screen runs it off the JavaFX
 * thread.
 */
public final class PuzzleMaker {
    /** A board the solver settles near the end of a game in a fraction of a second. */
    public record Size(Ruleset ruleset, int columns) {
    }

    /**
     * The boards puzzles come from. {@code katro4-empty} is left out: its games end in proved
     * draws, which the solver proves only by listing some 100,000 positions, too slow for a question.
     */
    public static final List<Size> SIZES = List.of(new Size(Ruleset.FIANARANTSOA, 2),
            new Size(Ruleset.MANCALA_WORLD, 2), new Size(Ruleset.KATRO4, 2), new Size(Ruleset.KATRO4, 3),
            new Size(Ruleset.GOROBAKA, 2), new Size(Ruleset.GOROBAKA, 4), new Size(Ruleset.GOROBAKA_NO_SINGLETONS, 2));
    /** Turns the solver may sow to prove one position and its refutations; a position that needs more is passed over. */
    static final long NODES = 300_000;
    /** A game still going after this many turns is given up (the small boards' games rarely last half as long). */
    private static final int LONGEST_GAME = 300;
    private static final long MEMORY = 64L << 20;
    /** Only a guard: the budget that counts is {@link #NODES}. */
    private static final Duration TIME = Duration.ofSeconds(60);

    private final SplittableRandom random;
    private final Map<Size, Solver> solvers = new HashMap<>();

    public PuzzleMaker(long seed) {
        random = new SplittableRandom(seed);
    }

    /**
     * The boards whose games end too soon for wins in 5 to be common: finding one there takes
     * seconds of proofs, so a win in 5 is asked on the other boards.
     */
    private static final List<Size> SHALLOW = List.of(new Size(Ruleset.GOROBAKA, 2),
            new Size(Ruleset.GOROBAKA_NO_SINGLETONS, 2));

    /** A puzzle on any of {@link #SIZES} (but {@link #SHALLOW} for a win in 5), won in {@code turns} (one of {@link Puzzle#LEVELS}). */
    public Puzzle next(int turns, BooleanSupplier cancelled) {
        return next((Ruleset) null, turns, cancelled);
    }

    /**
     * As {@link #next(int, BooleanSupplier)}, on a board of {@code ruleset} alone when it is not null
     * (one that {@link #offers} puzzles; a shallow board too when it has no other).
     */
    public Puzzle next(Ruleset ruleset, int turns, BooleanSupplier cancelled) {
        List<Size> sizes = SIZES.stream().filter(z -> ruleset == null || z.ruleset() == ruleset).toList();
        if (sizes.isEmpty()) {
            throw new IllegalArgumentException("no puzzles are made on " + ruleset + ": see SIZES");
        }
        List<Size> deep = sizes.stream().filter(z -> !SHALLOW.contains(z)).toList();
        if (turns >= 5 && !deep.isEmpty()) {
            sizes = deep;
        }
        return next(sizes.get(random.nextInt(sizes.size())), turns, cancelled);
    }

    /** Whether puzzles are made on {@code ruleset}'s boards (not on {@code katro4-empty}'s: see {@link #SIZES}). */
    public static boolean offers(Ruleset ruleset) {
        return SIZES.stream().anyMatch(z -> z.ruleset() == ruleset);
    }

    /**
     * A puzzle on {@code size}, won in {@code turns}. Throws {@link CancellationException} once
     * {@code cancelled} says so.
     */
    public Puzzle next(Size size, int turns, BooleanSupplier cancelled) {
        if (!SIZES.contains(size)) {
            // elsewhere the solver settles too few positions: the search for one would go on and on
            throw new IllegalArgumentException("puzzles are made on " + SIZES + ", not " + size);
        }
        if (!Puzzle.LEVELS.contains(turns)) {
            throw new IllegalArgumentException("a puzzle is won in " + Puzzle.LEVELS + " turns, not " + turns);
        }
        Rules rules = Rules.of(size.ruleset());
        Solver solver = solvers.computeIfAbsent(size, s -> new Solver(s.ruleset(), MEMORY));
        while (true) {
            List<Position> game = game(rules, size.ruleset().start(size.columns()), cancelled);
            // the winner moves at game.size() - 2: a win in N starts N turns before the end, or a longer one further back
            for (int back = turns; back <= turns + 4 && back < game.size(); back += 2) {
                Puzzle p = puzzle(rules, solver, size.ruleset(), game.get(game.size() - 1 - back), turns, cancelled);
                if (p != null) {
                    return p;
                }
            }
        }
    }

    /** A game to its end (the last position has no legal move), or a list too short to use when it lasts too long. */
    private List<Position> game(Rules rules, Position start, BooleanSupplier cancelled) {
        List<Position> line = new ArrayList<>();
        // half random games, half the computer's: easy or medium on each side
        Computer south = random.nextBoolean() ? null : computer(rules);
        Computer north = south == null ? null : computer(rules);
        Position p = start;
        while (line.size() < LONGEST_GAME) {
            if (cancelled.getAsBoolean()) {
                throw new CancellationException();
            }
            line.add(p);
            Computer c = p.toMove().symbol() == 'S' ? south : north;
            var move = c == null ? rules.randomMove(p, random) : c.choose(p, cancelled);
            if (move.isEmpty()) {
                return line;
            }
            p = rules.play(p, move.get());
        }
        return List.of();
    }

    private Computer computer(Rules rules) {
        return new Computer(rules, random.nextBoolean() ? Level.EASY : Level.MEDIUM, 0, random.nextLong());
    }

    /** The puzzle {@code p} makes, or null when it is not a win in {@code turns} with every move proved. */
    private static Puzzle puzzle(Rules rules, Solver solver, Ruleset ruleset, Position p, int turns,
            BooleanSupplier cancelled) {
        long before = solver.nodes();
        BooleanSupplier stop = () -> cancelled.getAsBoolean() || solver.nodes() - before > NODES;
        Analysis a = solver.solve(p, TIME, stop);
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        if (!a.value().equals(Value.win(turns)) || a.moves().stream().anyMatch(m -> !m.value().settled())
                || 2 * a.moves().stream().filter(m -> m.value().kind() == Value.Kind.WIN).count() > a.moves().size()) {
            // where most moves win there is little to find: at most half of them may
            return null;
        }
        Optional<Puzzle> made = proved(rules, solver, ruleset, a, stop);
        if (cancelled.getAsBoolean()) {
            throw new CancellationException();
        }
        return made.orElse(null);
    }

    /**
     * The puzzle a given position makes (a curator's, a test's), whatever its quickest win, proved by
     * a solver of its own; empty when its side to move has no proved win or a move stays unsettled.
     */
    public static Optional<Puzzle> of(Ruleset ruleset, Position p, BooleanSupplier cancelled) {
        Solver solver = new Solver(ruleset, MEMORY);
        Analysis a = solver.solve(p, TIME, cancelled);
        if (a.value().kind() != Value.Kind.WIN || a.moves().stream().anyMatch(m -> !m.value().settled())) {
            return Optional.empty();
        }
        return proved(Rules.of(ruleset), solver, ruleset, a, cancelled);
    }

    /**
     * The puzzle the solved position {@code a} makes: each move that does not win refuted by the
     * opponent's best reply, and the first quickest win's line played out; empty when the solver
     * cannot prove a refutation before {@code stop} (a stop by cancellation is thrown).
     */
    private static Optional<Puzzle> proved(Rules rules, Solver solver, Ruleset ruleset, Analysis a, BooleanSupplier stop) {
        Position p = a.position();
        List<Puzzle.Refutation> refutations = new ArrayList<>();
        for (MoveValue m : a.moves()) {
            if (m.value().kind() == Value.Kind.WIN) {
                continue;
            }
            // the opponent's best reply: the first of the moves after it, which the table mostly knows already
            Analysis after = solver.value(rules.play(p, m.move()), TIME, stop);
            if (after.moves().isEmpty() || !after.value().settled()) {
                return Optional.empty();
            }
            refutations.add(new Puzzle.Refutation(m.move(), after.moves().get(0).move(), after.value()));
        }
        // the moves come best first: the first is a quickest win
        List<Move> line = solver.line(p, a.moves().get(0).move(), Budget.typical(TIME), stop);
        if (stop.getAsBoolean() && line.size() == 1 && a.value().turns() > 1) {
            return Optional.empty();
        }
        return Optional.of(new Puzzle(ruleset, p, a.value().turns(), a.moves(), refutations, line));
    }
}
