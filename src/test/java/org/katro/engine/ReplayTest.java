package org.katro.engine;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Replaying typed moves: the game up to the first refused move, and which move it was and why. */
class ReplayTest {
    private static final Move S1_PLUS = new Move(1, Direction.PLUS);

    @Test
    void everyLegalMoveIsPlayed() {
        List<Move> moves = List.of(S1_PLUS, S1_PLUS, new Move(6, Direction.PLUS));
        Replay replay = Replay.of(Ruleset.FIANARANTSOA, Position.start(6, 2), moves);
        assertEquals(Optional.empty(), replay.refusal());
        assertEquals(new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), moves).events(), replay.game().events());
        assertEquals(0, replay.game().index(), "the game is shown from its start");
    }

    @Test
    void theFirstRefusedMoveIsNamedWithItsPlaceSideAndReasonAndNothingAfterItIsTried() {
        // the worked example, then a third move from a hole the 6 x 2 board does not have
        Move missing = new Move(9, Direction.PLUS);
        Replay replay = Replay.of(Ruleset.FIANARANTSOA, Position.start(6, 2),
                List.of(S1_PLUS, S1_PLUS, missing, new Move(7, Direction.MINUS)));
        Replay.Refusal refused = replay.refusal().orElseThrow();
        assertEquals(2, refused.index());
        assertEquals(missing, refused.move());
        assertEquals(Player.SOUTH, refused.mover());
        assertEquals("there is no hole S9 (holes are 1 to 6)", refused.reason().english());
        assertEquals(2, replay.game().turns().size(), "the two moves before it are played");
        assertEquals(0, replay.game().index());

        Replay north = Replay.of(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of(S1_PLUS, new Move(5, Direction.PLUS),
                S1_PLUS));
        assertEquals(Player.NORTH, north.refusal().orElseThrow().mover());
        assertEquals(1, north.refusal().get().index());
        assertEquals("hole N5 is empty", north.refusal().get().reason().english());
    }

    @Test
    void aMoveAfterTheEndIsRefusedAsTheGameIsOver() {
        Replay replay = Replay.of(Ruleset.FIANARANTSOA, Position.start(6, 2),
                List.of(S1_PLUS, S1_PLUS, new Move(6, Direction.PLUS), S1_PLUS));
        assertEquals(3, replay.refusal().orElseThrow().index());
        assertEquals("the game is over", replay.refusal().get().reason().english());
    }
}
