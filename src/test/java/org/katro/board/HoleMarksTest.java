package org.katro.board;

import org.junit.jupiter.api.Test;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.engine.Rules;
import org.katro.solver.Value;
import org.katro.notation.Notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The marks each hole shows on the board model, which every view of a game draws. */
class HoleMarksTest {

    @Test
    void eachSideHasItsOwnFrontRow() throws Exception {
        // North's inner row is empty, South's is not: North's front row is its middle row, South's its inner row
        GameCursor game = new GameCursor(Ruleset.FIANARANTSOA,
                Notation.parsePosition("2,2/2,2/0,0/2,2/2,2/2,2 S 0", Ruleset.FIANARANTSOA), List.of());
        Board b = Board.at(game);
        Geometry g = game.geometry();
        for (int column = 0; column < 2; column++) {
            assertTrue(marks(b, g, Player.NORTH, 1, column).frontRow(), "North's middle row is its front row");
            assertFalse(marks(b, g, Player.NORTH, 2, column).frontRow(), "North's empty inner row is not");
            assertTrue(marks(b, g, Player.SOUTH, 2, column).frontRow(), "South's inner row is its front row");
            assertFalse(marks(b, g, Player.SOUTH, 1, column).frontRow(), "South's middle row is not");
            assertFalse(marks(b, g, Player.SOUTH, 0, column).frontRow());
        }
    }

    @Test
    void duringALapTheHolesAheadAreNumberedInTheOrderTheSeedsFall() {
        GameCursor game = workedExample();
        // the first event lifts S1's seeds; the order expected is read off the Sow events that follow
        game.seek(1);
        Board b = Board.at(game);
        assertTrue(b.event() instanceof Event.Pick);
        HoleMarks at = b.marks(b.current());
        assertTrue(at.lifted());
        assertEquals(HoleMarks.LIFTED, at.badge());
        List<Hole> sown = new ArrayList<>();
        for (Event e : game.events().subList(1, game.size())) {
            if (!(e instanceof Event.Sow s)) {
                break;
            }
            sown.add(s.hole());
        }
        assertEquals(2, sown.size(), "the worked example's first lap sows two seeds");
        for (int i = 0; i < sown.size(); i++) {
            HoleMarks m = b.marks(sown.get(i));
            assertTrue(m.ahead(), sown.get(i) + " is still to be sown");
            assertEquals(Integer.toString(i + 1), m.badge(), "seed " + (i + 1) + " falls into " + sown.get(i));
        }
        // the next seed falls into the first of them, which now shows where the seed lands
        game.seek(2);
        HoleMarks receiving = Board.at(game).marks(sown.get(0));
        assertTrue(receiving.receiving());
        assertEquals(HoleMarks.RECEIVING, receiving.badge());
        assertFalse(receiving.ahead());
        assertEquals("1", Board.at(game).marks(sown.get(1)).badge(), "the last seed's hole is now the next one");
    }

    @Test
    void aCaptureMarksTheHoleTakenAndTheLandingHole() {
        GameCursor game = workedExample();
        List<Event> events = game.events();
        int capture = 0;
        while (!(events.get(capture) instanceof Event.Capture)) {
            capture++;
        }
        Event.Capture c = (Event.Capture) events.get(capture);
        // the capturing seed already shows both holes, and so does the capture itself
        for (int k : new int[] {capture, capture + 1}) {
            game.seek(k);
            Board b = Board.at(game);
            HoleMarks taken = b.marks(c.from());
            HoleMarks landing = b.marks(c.into());
            assertTrue(taken.taken(), "event " + k);
            assertEquals(HoleMarks.TAKEN, taken.badge());
            assertTrue(landing.landing());
            assertEquals(HoleMarks.LANDING, landing.badge());
            assertFalse(landing.taken());
            assertNull(b.marks(otherThan(b, c.from(), c.into())).badge(), "an unmarked hole has no badge");
        }
    }

    @Test
    void aWaitingQuestionHidesThePathAheadTheCaptureAndWhenAskedTheFrontRows() {
        GameCursor game = workedExample();
        int capture = 0;
        while (!(game.events().get(capture) instanceof Event.Capture)) {
            capture++;
        }
        game.seek(capture);
        Board b = Board.at(game);
        Board asked = b.question(b.current(), Direction.PLUS, true);
        for (int i = 0; i < b.geometry().size(); i++) {
            HoleMarks m = asked.marks(b.geometry().holeAt(i));
            assertFalse(m.ahead() || m.taken() || m.landing() || m.frontRow(), "hole " + i + " gives nothing away");
        }
        assertEquals(-1, asked.frontRow(Player.SOUTH));
        assertTrue(asked.marks(b.current()).selected() || asked.marks(b.current()).receiving());
        assertTrue(b.question(b.current(), Direction.PLUS, false).frontRow(Player.SOUTH) >= 0,
                "a question about a lap keeps the front rows");
    }

    @Test
    void theBestMovesValuesAreOnTheMoversHolesAndAWaitingQuestionHidesThem() {
        Position p = Ruleset.KATRO4.start(2);
        Rules rules = Rules.of(Ruleset.KATRO4);
        Board b = Board.still(rules, p).valuing(new BestMoves(Map.of(new Move(1, Direction.PLUS), Value.win(1),
                new Move(1, Direction.MINUS), Value.loss(2))));
        Geometry g = b.geometry();
        Hole s1 = g.hole(Player.SOUTH, 1);
        assertEquals(Map.of(Direction.PLUS, Value.win(1), Direction.MINUS, Value.loss(2)), b.marks(s1).values());
        assertEquals(Map.of(), b.marks(g.hole(Player.NORTH, 1)).values(), "North's hole 1 is not South's move");
        // a question asked on this board gives no move's worth away
        for (Board asked : List.of(b.question(null, null, false), b.question(s1, Direction.PLUS, true))) {
            for (int i = 0; i < g.size(); i++) {
                assertEquals(Map.of(), asked.marks(g.holeAt(i)).values(), "hole " + i);
            }
        }
    }

    private static GameCursor workedExample() {
        return new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of(new Move(1, Direction.PLUS),
                new Move(1, Direction.PLUS), new Move(6, Direction.PLUS)));
    }

    private static HoleMarks marks(Board b, Geometry g, Player owner, int depth, int column) {
        return b.marks(g.holeAt(g.indexOf(owner, depth, column)));
    }

    private static Hole otherThan(Board b, Hole a, Hole c) {
        for (int i = 0; i < b.geometry().size(); i++) {
            Hole h = b.geometry().holeAt(i);
            if (!h.equals(a) && !h.equals(c) && !h.equals(b.current()) && !b.ahead().contains(h)) {
                return h;
            }
        }
        throw new AssertionError("every hole is marked");
    }
}
