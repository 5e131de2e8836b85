package org.katro.engine;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

/**
 * Moves replayed from a position as far as the rules allow: the game of the moves before the first
 * one refused, and that refusal. Set-up, comparison, saved games and lessons all check typed moves
 * this way.
 *
 * @param game    the game of every move played, the cursor at its start
 * @param refusal the first move refused, if any; the moves after it are not tried
 */
public record Replay(GameCursor game, Optional<Refusal> refusal) {

    /**
     * A move the rules refused.
     *
     * @param index  its place in the list of moves, from 0: how many moves were played before it
     * @param move   the move as given
     * @param mover  the side it was for
     * @param reason why it was refused, to be said in any language
     */
    public record Refusal(int index, Move move, Player mover, Phrase reason) {
    }

    /** Plays {@code moves} in turn from {@code start} under {@code ruleset}, stopping at the first refused. */
    public static Replay of(Ruleset ruleset, Position start, List<Move> moves) {
        return of(ruleset, start, moves, () -> false);
    }

    /**
     * As {@link #of(Ruleset, Position, List)}, for a screen that may drop the work: {@code stop} is
     * looked at before each move (a move is bounded by the 100,000-seed rule), and once it holds the
     * replay ends with a {@link CancellationException}.
     */
    public static Replay of(Ruleset ruleset, Position start, List<Move> moves, BooleanSupplier stop) {
        GameCursor game = new GameCursor(ruleset, start, List.of());
        for (int i = 0; i < moves.size(); i++) {
            if (stop.getAsBoolean()) {
                throw new CancellationException("the replay was dropped");
            }
            try {
                game.append(moves.get(i));
            } catch (IllegalMoveException e) {
                return new Replay(game, Optional.of(new Refusal(i, moves.get(i), game.last().toMove(), e.reason())));
            }
        }
        return new Replay(game, Optional.empty());
    }
}
