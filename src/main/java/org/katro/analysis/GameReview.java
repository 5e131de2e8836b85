package org.katro.analysis;

import org.katro.computer.Computer;
import org.katro.computer.Level;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Turn;
import org.katro.solver.Analysis;
import org.katro.solver.Analysis.MoveValue;
import org.katro.solver.Budget;
import org.katro.solver.Line;
import org.katro.solver.Solver;
import org.katro.solver.Value;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * A game looked back at, move by move: on each board the solver proves, what the board was worth to
 * the side to move before its move and what the move left it (win, draw or loss, and in how many
 * turns), and for a move that threw a win away the quickest winning moves, the line the best of them
 * leads to and the opponent's refutation of the move played. Where the solver proves nothing, the
 * hard level's choice stands in: the computer's judgement, not a proof. The review screen and
 * {@code katro review} both read it.
 */
public final class GameReview {
    /** What the solver's tables may take: a game's boards share one solver, which keeps what it proved. */
    private static final long MEMORY = 256L << 20;
    /** The seed of the hard level's ties, so that a review says the same each time it is made. */
    private static final long SEED = 46;

    private GameReview() {
    }

    /** What a move did to its side's prospects. */
    public enum Mark {
        /** the move keeps the best value the board had: the quickest win, a draw, the longest defence */
        BEST,
        /** the result stays but worse: a slower win, a quicker loss */
        WEAKER,
        /** a proved win became a draw or a loss */
        THREW_WIN,
        /** a proved draw became a loss */
        THREW_DRAW,
        /** the solver did not prove this board (or this move) within its budget */
        UNPROVED
    }

    /**
     * One move of the game, reviewed.
     *
     * @param turn       the turn's number, 1 for the game's first
     * @param before     the board's value for the mover before the move (the best the mover could make of it)
     * @param after      what the board is worth to the mover once the move is played, in the turns left
     * @param quickest   the moves that reach {@code before}'s value (the quickest wins, where it is a win), best first
     * @param better     where the move threw a win away: the quickest win from the board before, its
     *                   first move then both sides' perfect play to the end; empty elsewhere
     * @param refutation where the move threw a win away and now loses: the opponent's quickest win
     *                   after it, against the longest defence; empty elsewhere
     * @param judgement  on an unproved board, the move the hard level would play there; empty elsewhere
     */
    public record TurnReview(int turn, Player mover, Move move, Position board, Value before, Value after, Mark mark,
            List<Move> quickest, List<Move> better, List<Move> refutation, Optional<Move> judgement) {
        public TurnReview {
            quickest = List.copyOf(quickest);
            better = List.copyOf(better);
            refutation = List.copyOf(refutation);
        }

        /** Whether the move is the one the hard level would have played (on an unproved board). */
        public boolean judgedGood() {
            return judgement.map(move::equals).orElse(false);
        }
    }

    /**
     * Reviews the turns of {@code game} from turn {@code from} (0-based: 0 for the whole game) in
     * order, handing each to {@code reviewed} as soon as it is done (on the caller's thread). Each board has at most {@code perBoard} of the solver's time
     * (and as much again for the hard level where the solver proves nothing). Blocks: run it off the
     * JavaFX thread. Stops, with the turns reviewed so far, once {@code cancelled} says so.
     */
    public static List<TurnReview> of(GameCursor game, int from, Duration perBoard, BooleanSupplier cancelled,
            Consumer<TurnReview> reviewed) {
        Solver solver = new Solver(game.ruleset(), MEMORY);
        Rules rules = game.rules();
        List<TurnReview> done = new ArrayList<>();
        List<Turn> turns = game.turns();
        for (int i = from; i < turns.size() && !cancelled.getAsBoolean(); i++) {
            TurnReview r = review(solver, rules, i + 1, turns.get(i), perBoard, cancelled);
            if (cancelled.getAsBoolean()) {
                break;
            }
            done.add(r);
            reviewed.accept(r);
        }
        return List.copyOf(done);
    }

    private static TurnReview review(Solver solver, Rules rules, int number, Turn t, Duration perBoard,
            BooleanSupplier cancelled) {
        Position board = t.before();
        Player mover = board.toMove();
        Analysis a = solver.solve(board, perBoard, cancelled);
        Value before = a.value();
        Value played = a.moves().stream().filter(mv -> mv.move().equals(t.move())).findFirst()
                .map(MoveValue::value).orElse(Value.UNSETTLED);
        Value after = oneTurnOn(played);
        if (!before.settled() || !played.settled()) {
            Computer hard = new Computer(rules, Level.HARD, perBoard.toMillis(), SEED);
            return new TurnReview(number, mover, t.move(), board, before, after, Mark.UNPROVED, List.of(),
                    List.of(), List.of(), hard.choose(board, cancelled));
        }
        List<Move> quickest = a.moves().stream().filter(mv -> mv.value().equals(before)).map(MoveValue::move).toList();
        Mark mark = mark(before, played);
        List<Move> better = List.of();
        List<Move> refutation = List.of();
        if (mark == Mark.THREW_WIN) {
            better = solver.line(board, quickest.get(0), Budget.typical(perBoard), cancelled);
            if (after.kind() == Value.Kind.LOSS) {
                refutation = Line.of(solver, t.after(), Budget.typical(perBoard), cancelled).orElse(List.of());
            }
        }
        return new TurnReview(number, mover, t.move(), board, before, after, mark, quickest, better, refutation,
                Optional.empty());
    }

    private static Mark mark(Value before, Value played) {
        if (played.equals(before)) {
            return Mark.BEST;
        }
        if (before.kind() == Value.Kind.WIN && played.kind() != Value.Kind.WIN) {
            return Mark.THREW_WIN;
        }
        if (before.kind() == Value.Kind.DRAW && played.kind() == Value.Kind.LOSS) {
            return Mark.THREW_DRAW;
        }
        return Mark.WEAKER;
    }

    /**
     * What a move's value (counted from the board it is played on, the move itself included) leaves
     * its side once it is played: a win in 5 is a win in 4 turns left.
     */
    private static Value oneTurnOn(Value v) {
        return switch (v.kind()) {
            case WIN -> Value.win(v.turns() - 1);
            case LOSS -> Value.loss(v.turns() - 1);
            case DRAW, UNSETTLED -> v;
        };
    }
}
