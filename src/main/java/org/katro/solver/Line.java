package org.katro.solver;

import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * The line perfect play follows from a position proved won or lost: the winner's quickest move, the
 * loser's longest defence, turn after turn to the end. Each of its positions is proved again on the
 * way, so a line is given only when every one of its turns is.
 */
public final class Line {
    private Line() {
    }

    /**
     * The moves from {@code p}, both sides', as many as its value's turns; empty when {@code p} is not
     * a win or a loss proved within {@code budget} (its work shared by all the line's positions), or a
     * position on the way is not (or once cancelled).
     */
    public static Optional<List<Move>> of(Solver solver, Position p, Budget budget, BooleanSupplier cancelled) {
        long deadline = budget.deadline();
        long start = solver.nodes();
        Rules rules = Rules.of(solver.ruleset());
        List<Move> line = new ArrayList<>();
        Position q = p;
        Value expected = null;
        while (true) {
            Analysis a = solver.value(q, budget.left(solver.nodes() - start, deadline), cancelled);
            Value.Kind kind = a.value().kind();
            if (cancelled.getAsBoolean() || kind != Value.Kind.WIN && kind != Value.Kind.LOSS
                    || expected != null && !a.value().equals(expected)) {
                return Optional.empty();
            }
            if (a.value().turns() == 0) {
                return Optional.of(List.copyOf(line));
            }
            // the moves come best first: the quickest win, or when every move loses the longest defence
            Move m = a.moves().get(0).move();
            line.add(m);
            q = rules.play(q, m);
            int left = a.value().turns() - 1;
            expected = kind == Value.Kind.WIN ? Value.loss(left) : Value.win(left);
        }
    }
}
