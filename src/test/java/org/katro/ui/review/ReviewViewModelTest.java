package org.katro.ui.review;

import org.junit.jupiter.api.Test;
import org.katro.analysis.GameReview.Mark;
import org.katro.engine.GameCursor;
import org.katro.engine.Player;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.text.Language;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The review's words follow the board: the known Gorobaka game (see GameReviewTest), the solver run
 * on the test's thread, its results held back until the test hands them over.
 */
class ReviewViewModelTest {
    private final List<Runnable> queued = new ArrayList<>();

    private ReviewViewModel review() throws Exception {
        GameCursor game = new GameCursor(Ruleset.GOROBAKA, Ruleset.GOROBAKA.start(4),
                Notation.parseMoves("6+ 2+ 2- 3- 1+ 4+ 1+", Player.SOUTH));
        return new ReviewViewModel(game, Language.ENGLISH, Runnable::run, queued::add, Duration.ofSeconds(20));
    }

    private void settle() {
        while (!queued.isEmpty()) {
            queued.remove(0).run();
        }
    }

    @Test
    void eachMoveIsToldAsTheBoardReachesItOnceTheSolverHasLookedAtIt() throws Exception {
        ReviewViewModel vm = review();
        assertEquals("The solver looks at move 1 of 7\u2026", vm.summaryProperty().get());
        assertEquals("The solver has not yet looked at move 1.", vm.detailProperty().get());
        assertTrue(vm.game().lockedProperty().get(), "a review plays no move");
        assertEquals(0, vm.game().cursor().index(), "it starts at the game's start");

        vm.resume();
        settle();
        assertEquals(7, vm.rowsProperty().get().size());
        assertEquals(Mark.THREW_WIN, vm.rowsProperty().get().get(0).mark());
        assertTrue(vm.rowsProperty().get().get(0).current());
        assertEquals("2 moves threw a win away; every board was proved.", vm.summaryProperty().get());
        assertEquals("Move 1: South plays S6+. Before it, South could win in one turn, whatever North did. "
                + "After it, North can win in 3 turns. It threw the win away. The quickest wins were S5-, S8+.",
                vm.detailProperty().get());
        assertEquals("Show the better move, S5-", vm.betterProperty().get());
        assertEquals(1, vm.betterLine().orElseThrow().turns().size());
        assertEquals(4, vm.refutationLine().orElseThrow().turns().size(), "S6+ then North's win in 3");
        assertEquals(Set.of(vm.game().cursor().geometry().hole(Player.SOUTH, 6)), vm.game().pointedOutProperty().get(),
                "the move's hole is marked on the board");

        vm.show(2);
        assertEquals("Move 3: South plays S2-. Before it, South could win in 3 turns, whatever North did. "
                + "After it, South still wins, in 4 turns. Not the best: S1+, S1-, S2+, S4+, S4-, S6+, S7+ were quicker.",
                vm.detailProperty().get());
        assertEquals("", vm.betterProperty().get(), "a slower win threw nothing away");
        assertTrue(vm.betterLine().isEmpty());

        vm.game().last();
        assertEquals("Move 7: South plays S1+. Before it, South could win in one turn, whatever North did. "
                + "With it, South wins the game. The best move there was.", vm.detailProperty().get());
    }

    @Test
    void aReviewLeftStopsAndGoesOnWhereItStopped() throws Exception {
        ReviewViewModel vm = review();
        vm.resume();
        vm.leave();
        settle();
        assertEquals(List.of(), vm.rowsProperty().get(), "what the solver found after leaving is dropped");
        vm.resume();
        settle();
        assertEquals(7, vm.rowsProperty().get().size());
    }
}
