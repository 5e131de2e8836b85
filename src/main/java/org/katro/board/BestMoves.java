package org.katro.board;

import org.katro.engine.Move;
import org.katro.solver.Value;

import java.util.Map;
import java.util.Set;

/**
 * The "best moves" marks a {@link Board} carries between turns: what perfect play makes of each
 * legal move of the side to move, as far as the solver has proved it. A move not in the map has no
 * mark (not proved yet); one the search gave up on is there as {@link Value#UNSETTLED}. Where the
 * solver proved nothing, {@code preferred} holds the moves the computer's judgement prefers (not a
 * proof); the other unsettled moves then go unmarked.
 */
public record BestMoves(Map<Move, Value> moves, Set<Move> preferred) {
    public BestMoves {
        moves = Map.copyOf(moves);
        preferred = Set.copyOf(preferred);
    }

    /** What the solver proved, with no judgement. */
    public BestMoves(Map<Move, Value> moves) {
        this(moves, Set.of());
    }
}
