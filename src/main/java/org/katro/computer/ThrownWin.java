package org.katro.computer;

import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.solver.Budget;
import org.katro.solver.Line;
import org.katro.solver.Solver;
import org.katro.solver.Value;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * A move that threw a proved win away: before it, its side could force a win; after it, the
 * opponent can ({@code refutation}, the opponent's quickest win against the longest defence), or
 * neither side can force the end (a draw: no line). Only what the solver proved both ways.
 *
 * @param winBefore the win in so many turns the mover had
 */
public record ThrownWin(Player mover, Move move, int winBefore, List<Move> refutation) {
    /** What the solver's tables may take for one look at a move: the solved boards need far less. */
    static final long MEMORY = 128L << 20;

    public ThrownWin {
        refutation = List.copyOf(refutation);
    }

    /** Whether the move leads to a proved draw (no refutation), rather than to the opponent's win. */
    public boolean draws() {
        return refutation.isEmpty();
    }

    /**
     * Whether {@code move} from {@code before} throws a proved win away; empty when it does not, or
     * when the solver does not prove both values, the refutation's every turn included, within
     * {@code budget}, its work shared by them all (a blocking call: run it off the JavaFX thread).
     */
    public static Optional<ThrownWin> of(Ruleset ruleset, Position before, Move move, Budget budget,
            BooleanSupplier cancelled) {
        long deadline = budget.deadline();
        Solver solver = new Solver(ruleset, MEMORY);
        Value had = solver.value(before, budget.left(solver.nodes(), deadline), cancelled).value();
        if (had.kind() != Value.Kind.WIN) {
            return Optional.empty();
        }
        Position after = Rules.of(ruleset).play(before, move);
        Value now = solver.value(after, budget.left(solver.nodes(), deadline), cancelled).value();
        if (cancelled.getAsBoolean()) {
            return Optional.empty();
        }
        Player mover = before.toMove();
        if (now.kind() == Value.Kind.DRAW) {
            return Optional.of(new ThrownWin(mover, move, had.turns(), List.of()));
        }
        if (now.kind() != Value.Kind.WIN) {
            return Optional.empty(); // still a win for the mover, or not proved
        }
        return Line.of(solver, after, budget.left(solver.nodes(), deadline), cancelled)
                .map(line -> new ThrownWin(mover, move, had.turns(), line));
    }
}
