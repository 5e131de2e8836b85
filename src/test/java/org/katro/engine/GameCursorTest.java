package org.katro.engine;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The game cursor's bookkeeping: the board it shows, where it stands, and taking turns back. */
class GameCursorTest {
    private static final Position START = Position.start(6, 2);
    /** the worked example: three turns */
    private static final List<Move> MOVES = List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS),
            new Move(6, Direction.PLUS));

    private static GameCursor game(int turns) {
        return new GameCursor(Ruleset.FIANARANTSOA, START, MOVES.subList(0, turns));
    }

    @Test
    void eachHoleShowsTheSeedsOfThePositionAtEveryStep() {
        GameCursor cursor = game(3);
        Geometry g = cursor.geometry();
        do {
            Position here = cursor.position();
            for (int i = 0; i < g.size(); i++) {
                assertEquals(here.seeds(i), cursor.seeds(i), "step " + cursor.index() + ", index " + i);
                assertEquals(here.seeds(i), cursor.seeds(g.holeAt(i)), "step " + cursor.index() + ", " + g.holeAt(i));
            }
        } while (cursor.forward());
    }

    @Test
    void firstLastAndTheTurnOfEachStep() {
        GameCursor cursor = game(3);
        cursor.toLast();
        assertEquals(cursor.size(), cursor.index());
        assertEquals(cursor.last(), cursor.position());
        cursor.toFirst();
        assertEquals(0, cursor.index());
        assertEquals(START, cursor.position());
        assertEquals(0, cursor.turn());
        cursor.forward();
        assertEquals(0, cursor.turn(), "the first lift is in the first turn");
        cursor.seek(cursor.turnStarts().get(1) + 1);
        assertEquals(1, cursor.turn(), "North's first lift is in the second turn");
    }

    @Test
    void takingTurnsBackLeavesTheGameAsIfTheyHadNeverBeenPlayed() {
        GameCursor cursor = game(3);
        cursor.toLast();
        cursor.truncate(1);
        assertSameGame(game(1), cursor);
        assertEquals(cursor.size(), cursor.index(), "the cursor stood past the cut: it is now at the end");
        assertEquals(game(1).last(), cursor.position());
        assertTrue(cursor.winner().isEmpty(), "the winning turn is gone");

        cursor.append(MOVES.get(1));
        cursor.append(MOVES.get(2));
        assertSameGame(game(3), cursor);

        cursor.seek(5);
        Position there = cursor.position();
        cursor.truncate(2);
        assertEquals(5, cursor.index(), "a cursor before the cut stays where it is");
        assertEquals(there, cursor.position());
        assertSameGame(game(2), cursor);

        cursor.truncate(2);
        assertSameGame(game(2), cursor);
        assertThrows(IndexOutOfBoundsException.class, () -> cursor.truncate(3));
        assertThrows(IndexOutOfBoundsException.class, () -> cursor.truncate(-1));
        cursor.truncate(0);
        assertSameGame(game(0), cursor);
        assertEquals(START, cursor.position());
    }

    private static void assertSameGame(GameCursor expected, GameCursor actual) {
        assertEquals(expected.events(), actual.events());
        assertEquals(expected.turns(), actual.turns());
        assertEquals(expected.turnStarts(), actual.turnStarts());
        assertEquals(expected.lapStarts(), actual.lapStarts());
        assertEquals(expected.lapEnds(), actual.lapEnds());
        assertEquals(expected.last(), actual.last());
    }
}
