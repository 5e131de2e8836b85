package org.katro.computer;

import org.katro.engine.Event;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Turn;
import org.katro.solver.Analysis;
import org.katro.solver.Analysis.MoveValue;
import org.katro.solver.Budget;
import org.katro.solver.Solver;
import org.katro.solver.Value;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;

/**
 * A computer opponent. It plays on the engine's fast path (no events recorded) and stops as soon
 * as {@code cancelled} says so or its budget is spent, so a screen can run it off the JavaFX
 * thread and drop it when the player leaves. Its budget is work, so that a busy computer plays the
 * same moves as an idle one, only later; time is an outer limit only.
 */
public final class Computer {
    private static final int WIN = 1_000_000;
    private static final int MAX_DEPTH = 64;
    /** The most PERFECT's solver tables may take: the solved boards' proofs need far less. */
    static final long SOLVER_MEMORY = 128L << 20;
    /**
     * Positions HARD searches for a move: about 1.3 s on 6 x 6 on a quiet machine, where its former
     * second of clock searched 4 to 7 million; so it looks at least as deep (docs/performance.md).
     */
    public static final long HARD_WORK = 8_000_000;

    private final Rules rules;
    private final Level level;
    /** HARD's work and each search's outer limit, on its clock */
    private final Budget budget;
    private final SplittableRandom random;
    private final int maxDepth;
    private int depthReached;
    private long positionsSearched;

    /**
     * @param limitMillis the outer limit of each search for a move: HARD searches {@link #HARD_WORK}
     *                    positions unless this time comes first; PERFECT's solver does a typical
     *                    computer's work in a quarter of it ({@link Budget#within}), then HARD searches
     *                    where it proves nothing; the others answer at once
     * @param seed        for EASY's choices and ties, so games can be replayed
     */
    public Computer(Rules rules, Level level, long limitMillis, long seed) {
        this(rules, level, limitMillis, seed, MAX_DEPTH);
    }

    /**
     * As above, HARD's search (PERFECT's too where it plays as HARD) stopping at {@code maxDepth} turns
     * even with work left: what a measure of its strength compares, to show what its depth buys.
     */
    public Computer(Rules rules, Level level, long limitMillis, long seed, int maxDepth) {
        this(rules, level, Budget.of(HARD_WORK, Duration.ofMillis(limitMillis)), seed, maxDepth);
    }

    /** HARD searching {@code budget}'s work within its time on its clock (a test's clock). */
    Computer(Rules rules, Level level, Budget budget, long seed, int maxDepth) {
        if (maxDepth < 1 || maxDepth > MAX_DEPTH) {
            throw new IllegalArgumentException("a search looks 1 to " + MAX_DEPTH + " turns ahead");
        }
        this.maxDepth = maxDepth;
        this.rules = rules;
        this.level = level;
        this.budget = budget;
        this.random = new SplittableRandom(seed);
    }

    public Level level() {
        return level;
    }

    /** How many turns deep the last hard search looked before its budget ran out (0 before the first). */
    public int depthReached() {
        return depthReached;
    }

    /** How many positions the last hard search looked at (0 before the first): its work. */
    public long positionsSearched() {
        return positionsSearched;
    }

    /** The move to play, or empty when the side to move has none (the game is over) or the search was cancelled. */
    public Optional<Move> choose(Position p, BooleanSupplier cancelled) {
        return decide(p, cancelled).map(Choice::move);
    }

    /**
     * A move to play and what the solver proved of it, for the side playing it: a win or a loss in
     * so many turns, a draw, or unsettled (always, below PERFECT: only that level asks the solver).
     */
    public record Choice(Move move, Value proved) {
    }

    /** As {@link #choose}, with what the solver proved of the move chosen. */
    public Optional<Choice> decide(Position p, BooleanSupplier cancelled) {
        List<Move> moves = rules.legalMoves(p);
        if (moves.isEmpty() || cancelled.getAsBoolean()) {
            return Optional.empty();
        }
        if (level == Level.PERFECT) {
            return perfect(p, moves, cancelled);
        }
        if (level == Level.EASY || moves.size() == 1) {
            return Optional.of(new Choice(moves.get(random.nextInt(moves.size())), Value.UNSETTLED));
        }
        shuffle(moves);
        if (level == Level.MEDIUM) {
            // each move is recorded once; the first of equal gains wins, and the moves are shuffled
            Move best = null;
            int bestGain = -1;
            for (Move m : moves) {
                int gain = firstLapGain(p, m);
                if (gain > bestGain) {
                    best = m;
                    bestGain = gain;
                }
            }
            return Optional.of(new Choice(best, Value.UNSETTLED));
        }
        return hard(p, moves, cancelled).map(m -> new Choice(m, Value.UNSETTLED));
    }

    /**
     * PERFECT: the solver has the budget first. A proved win is played by its quickest move, a
     * proved loss by its longest defence (the solver lists the moves best first), a proved draw by
     * one of its drawing moves; elsewhere HARD searches, with its own budget, among the moves not
     * proved lost, so that a loss the solver saw is never walked into.
     */
    private Optional<Choice> perfect(Position p, List<Move> moves, BooleanSupplier cancelled) {
        // the solver's budget is work, the same on a busy computer, so that what it proves does not vary
        Analysis a = new Solver(rules.ruleset(), SOLVER_MEMORY).value(p,
                Budget.within(budget.time()).clock(budget.clock()), cancelled);
        if (cancelled.getAsBoolean()) {
            return Optional.empty();
        }
        MoveValue best = a.moves().get(0);
        if (best.value().kind() == Value.Kind.WIN || a.value().kind() == Value.Kind.LOSS) {
            return Optional.of(new Choice(best.move(), best.value()));
        }
        boolean draw = a.value().kind() == Value.Kind.DRAW;
        List<Move> open = new ArrayList<>();
        for (MoveValue mv : a.moves()) {
            if (draw ? mv.value().kind() == Value.Kind.DRAW : mv.value().kind() != Value.Kind.LOSS) {
                open.add(mv.move());
            }
        }
        shuffle(open);
        Value proved = draw ? Value.DRAW : Value.UNSETTLED;
        return (open.size() == 1 ? Optional.of(open.get(0)) : hard(p, open, cancelled)).map(m -> new Choice(m, proved));
    }

    /** Equal moves are then chosen at random: the same game is not played over and over. */
    private void shuffle(List<Move> moves) {
        for (int i = moves.size() - 1; i > 0; i--) {
            Collections.swap(moves, i, random.nextInt(i + 1));
        }
    }

    /**
     * HARD's judgement of {@code p}'s moves where nothing is proved: each legal move scored by a full
     * search, one turn deeper at a time, until {@code budget}'s work (positions searched) is spent or
     * its clock reaches the outer limit; the moves that scored best at the deepest depth searched
     * whole, in the order of {@link Rules#legalMoves}. Empty when the side to move has no move or once
     * cancelled. The same position and work give the same moves on any computer.
     */
    public static List<Move> preferred(Rules rules, Position p, Budget budget, BooleanSupplier cancelled) {
        List<Move> moves = rules.legalMoves(p);
        Computer judge = new Computer(rules, Level.HARD, 0, 0);
        Search search = judge.new Search(p.toMove(), budget.deadline(), cancelled, budget);
        List<Move> best = List.of();
        for (int depth = 1; depth <= MAX_DEPTH && !moves.isEmpty(); depth++) {
            List<Move> tied = new ArrayList<>();
            int top = Integer.MIN_VALUE;
            for (Move m : moves) {
                int score = -search.negamax(rules.play(p, m), depth - 1, -WIN - MAX_DEPTH, WIN + MAX_DEPTH, 1);
                if (search.outOfTime) {
                    break;
                }
                if (score > top) {
                    top = score;
                    tied.clear();
                }
                if (score == top) {
                    tied.add(m);
                }
            }
            if (search.outOfTime) {
                break;
            }
            best = List.copyOf(tied);
            if (top >= WIN || top <= -WIN) {
                break;
            }
        }
        return cancelled.getAsBoolean() ? List.of() : best;
    }

    /**
     * HARD: alpha-beta over {@code moves}, deepening until the budget's work is spent (or its outer
     * limit reached); empty once cancelled.
     */
    private Optional<Move> hard(Position p, List<Move> moves, BooleanSupplier cancelled) {
        Search search = new Search(p.toMove(), budget.deadline(), cancelled, budget);
        Move best = moves.get(0);
        for (int depth = 1; depth <= maxDepth; depth++) {
            Move found = search.best(p, moves, depth);
            if (search.outOfTime) {
                break;
            }
            best = found;
            depthReached = depth;
            // try the best move of this depth first at the next one: it makes the cut-offs come early
            moves.remove(best);
            moves.add(0, best);
            if (search.provedWin) {
                break;
            }
        }
        positionsSearched = search.nodes;
        return cancelled.getAsBoolean() ? Optional.empty() : Optional.of(best);
    }

    /**
     * What MEDIUM sees of a move: the seeds its first lap captures, as a beginner reads them off the
     * board, blind to the relays and captures that follow; a move that wins counts above all. That is
     * enough to beat random play, and leaves HARD, which sees whole turns ahead, clearly stronger.
     */
    private int firstLapGain(Position p, Move m) {
        Turn turn = rules.record(p, m);
        if (turn.endsGame()) {
            return Integer.MAX_VALUE;
        }
        int gain = 0;
        int picks = 0;
        for (Event e : turn.events()) {
            if (e instanceof Event.Pick && ++picks > 1) {
                break;
            }
            if (e instanceof Event.Capture c) {
                gain += c.count();
            }
        }
        return gain;
    }

    /** Seeds on {@code me}'s side minus the opponent's: what captures change. */
    static int material(Position p, Player me) {
        return p.total(me) - p.total(me.opponent());
    }

    /** One depth-limited negamax with alpha-beta over the fast path. */
    private final class Search {
        private final Player me;
        private final long deadline;
        private final BooleanSupplier cancelled;
        /** the work and the clock of the outer limit */
        private final Budget budget;
        private long nodes;
        boolean outOfTime;
        boolean provedWin;

        Search(Player me, long deadline, BooleanSupplier cancelled, Budget budget) {
            this.me = me;
            this.deadline = deadline;
            this.cancelled = cancelled;
            this.budget = budget;
        }

        private boolean spent() {
            return nodes > budget.work() || budget.clock().getAsLong() > deadline;
        }

        /** The best of {@code moves} at {@code depth} turns; ties go to the first, moves are tried in order. */
        Move best(Position p, List<Move> moves, int depth) {
            provedWin = false;
            Move best = null;
            int alpha = -WIN - MAX_DEPTH;
            for (Move m : moves) {
                int score = -negamax(rules.play(p, m), depth - 1, -WIN - MAX_DEPTH, -alpha, 1);
                if (outOfTime) {
                    return best;
                }
                if (best == null || score > alpha) {
                    alpha = score;
                    best = m;
                }
            }
            provedWin = alpha >= WIN;
            return best;
        }

        /** Score of {@code p} for its side to move; {@code ply} counts turns from the root, to prefer quick wins. */
        private int negamax(Position p, int depth, int alpha, int beta, int ply) {
            if ((++nodes & 255) == 0 && (spent() || cancelled.getAsBoolean())) {
                outOfTime = true;
            }
            if (outOfTime) {
                return 0;
            }
            if (p.total(p.toMove()) == 0) {
                return -WIN - (MAX_DEPTH - ply);
            }
            if (depth == 0) {
                return material(p, p.toMove());
            }
            boolean any = false;
            for (Move m : rules.candidateMoves(p)) {
                Position next;
                try {
                    next = rules.play(p, m);
                } catch (org.katro.engine.IllegalMoveException endless) {
                    continue;
                }
                any = true;
                int score = -negamax(next, depth - 1, -beta, -alpha, ply + 1);
                if (score > alpha) {
                    alpha = score;
                    if (alpha >= beta) {
                        break;
                    }
                }
            }
            return any ? alpha : -WIN - (MAX_DEPTH - ply);
        }
    }
}
