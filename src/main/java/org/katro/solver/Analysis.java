package org.katro.solver;

import org.katro.engine.Move;
import org.katro.engine.Position;

import java.util.List;

/**
 * A position's value and each legal move's, best first (see {@link Value}), as far as the solver
 * proved them within its budget; {@code nodes} is how many turns it sowed.
 */
public record Analysis(Position position, Value value, List<MoveValue> moves, long nodes) {
    public Analysis {
        moves = List.copyOf(moves);
    }

    /** A legal move and what it is worth to the side playing it. */
    public record MoveValue(Move move, Value value) {
    }
}
