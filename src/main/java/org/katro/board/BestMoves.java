package org.katro.board;

import org.katro.engine.Move;
import org.katro.solver.Value;

import java.util.Map;

/**
 * The "best moves" marks a {@link Board} carries between turns: what perfect play makes of each
 * legal move of the side to move, as far as the solver has proved it. A move not in the map has no
 * mark (not proved yet); one the search gave up on is there as {@link Value#UNSETTLED}.
 */
public record BestMoves(Map<Move, Value> moves) {
    public BestMoves {
        moves = Map.copyOf(moves);
    }
}
