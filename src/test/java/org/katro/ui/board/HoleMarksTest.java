package org.katro.ui.board;

import org.junit.jupiter.api.Test;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.game.GameViewModel;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The marks each hole shows, read from the view model's board state as the board draws them. */
class HoleMarksTest {

    @Test
    void eachSideHasItsOwnFrontRow() throws Exception {
        // North's inner row is empty, South's is not: North's front row is its middle row, South's its inner row
        GameCursor game = new GameCursor(Ruleset.FIANARANTSOA,
                Notation.parsePosition("2,2/2,2/0,0/2,2/2,2/2,2 S 0", Ruleset.FIANARANTSOA), List.of());
        BoardState s = new GameViewModel(game, Language.ENGLISH).boardProperty().get();
        Geometry g = game.geometry();
        for (int column = 0; column < 2; column++) {
            assertTrue(marks(s, g, Player.NORTH, 1, column).frontRow(), "North's middle row is its front row");
            assertFalse(marks(s, g, Player.NORTH, 2, column).frontRow(), "North's empty inner row is not");
            assertTrue(marks(s, g, Player.SOUTH, 2, column).frontRow(), "South's inner row is its front row");
            assertFalse(marks(s, g, Player.SOUTH, 1, column).frontRow(), "South's middle row is not");
            assertFalse(marks(s, g, Player.SOUTH, 0, column).frontRow());
        }
    }

    @Test
    void duringALapTheHolesAheadAreNumberedInSowingOrder() {
        GameViewModel vm = new GameViewModel(Navigator.workedExample(), Language.ENGLISH);
        // the first event lifts S1's two seeds: S2 and S3 are still to be sown, in that order
        vm.seek(1);
        BoardState s = vm.boardProperty().get();
        assertTrue(s.event() instanceof Event.Pick);
        Hole lifted = s.current();
        HoleMarks at = HoleMarks.of(s, lifted);
        assertTrue(at.lifted());
        assertEquals("\u2191", at.badge());
        for (int i = 0; i < s.ahead().size(); i++) {
            HoleMarks m = HoleMarks.of(s, s.ahead().get(i));
            assertTrue(m.ahead());
            assertEquals(Integer.toString(i + 1), m.badge());
        }
        assertEquals(2, s.ahead().size());
        // the next seed falls into the first hole ahead, which now shows where the seed lands
        vm.seek(2);
        HoleMarks receiving = HoleMarks.of(vm.boardProperty().get(), s.ahead().get(0));
        assertTrue(receiving.receiving());
        assertEquals("\u25bc", receiving.badge());
        assertFalse(receiving.ahead());
    }

    @Test
    void aCaptureMarksTheHoleTakenAndTheLandingHole() {
        GameViewModel vm = new GameViewModel(Navigator.workedExample(), Language.ENGLISH);
        List<Event> events = vm.cursor().events();
        int capture = 0;
        while (!(events.get(capture) instanceof Event.Capture)) {
            capture++;
        }
        Event.Capture c = (Event.Capture) events.get(capture);
        vm.seek(capture + 1);
        BoardState s = vm.boardProperty().get();
        HoleMarks taken = HoleMarks.of(s, c.from());
        HoleMarks landing = HoleMarks.of(s, c.into());
        assertTrue(taken.taken());
        assertEquals("\u2715", taken.badge());
        assertTrue(landing.landing());
        assertEquals("\u2605", landing.badge());
        assertFalse(landing.taken());
        assertNull(HoleMarks.of(s, otherThan(s, c.from(), c.into())).badge(), "an unmarked hole has no badge");
    }

    private static HoleMarks marks(BoardState s, Geometry g, Player owner, int depth, int column) {
        return HoleMarks.of(s, g.holeAt(g.indexOf(owner, depth, column)));
    }

    private static Hole otherThan(BoardState s, Hole a, Hole b) {
        for (int i = 0; i < s.geometry().size(); i++) {
            Hole h = s.geometry().holeAt(i);
            if (!h.equals(a) && !h.equals(b) && !h.equals(s.current()) && !s.ahead().contains(h)) {
                return h;
            }
        }
        throw new AssertionError("every hole is marked");
    }
}
