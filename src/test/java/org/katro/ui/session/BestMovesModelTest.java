package org.katro.ui.session;

import org.junit.jupiter.api.Test;
import org.katro.board.Board;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis;
import org.katro.solver.Solver;
import org.katro.solver.Value;
import org.katro.text.Language;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The "Best moves" search without a screen: its jobs are run by hand, in the order a test chooses,
 * so that a search overtaken by a change of position can be made to finish after it.
 */
class BestMovesModelTest {
    private final Queue<Runnable> jobs = new ArrayDeque<>();
    /** katro4 4 x 2: South's start (wins in 1), then South 1- (a loss in 2) */
    private final GameSession game = new GameSession(new GameCursor(Ruleset.KATRO4, Ruleset.KATRO4.start(2),
            List.of(new Move(1, Direction.MINUS))), Language.ENGLISH);
    private final BestMovesModel model = new BestMovesModel(game, jobs::add, Runnable::run, Duration.ofMinutes(5));

    private static Map<Move, Value> solved(Position p) {
        Analysis a = new Solver(Ruleset.KATRO4, 64L << 20).solve(p, Duration.ofMinutes(5), () -> false);
        Map<Move, Value> out = new HashMap<>();
        a.moves().forEach(m -> out.put(m.move(), m.value()));
        return out;
    }

    /** The values on the session's board; none when it carries no best moves. */
    private Map<Move, Value> marks() {
        Board b = game.boardProperty().get();
        return b.best() == null ? Map.of() : b.best().moves();
    }

    private Map<Move, Value> rows() {
        Map<Move, Value> out = new HashMap<>();
        model.rowsProperty().get().forEach(r -> out.put(r.move(), r.value()));
        return out;
    }

    @Test
    void offByDefaultThenEveryMoveWithTheSolversValue() {
        assertTrue(jobs.isEmpty(), "no search while the switch is off");
        assertNull(game.boardProperty().get().best());
        game.bestMovesProperty().set(true);
        assertEquals("South to move: looking for the best moves\u2026", model.summaryProperty().get());
        jobs.poll().run();
        Position start = game.cursor().position();
        assertEquals(solved(start), game.boardProperty().get().best().moves());
        assertEquals(solved(start), rows());
        assertEquals("South to move: wins in 1 turn.", model.summaryProperty().get());
        assertEquals(List.of("S1+: win in 1 turn", "S2-: win in 1 turn", "S1-: loss in 2 turns", "S2+: loss in 2 turns"),
                model.rowsProperty().get().stream().map(BestMovesModel.Row::text).toList(), "best first, in words");
        game.bestMovesProperty().set(false);
        assertNull(game.boardProperty().get().best());
        assertEquals(List.of(), model.rowsProperty().get());
        assertEquals("", model.summaryProperty().get());
    }

    @Test
    void aSearchOvertakenByAMoveLeavesNothingOfItsPositionBehind() {
        game.bestMovesProperty().set(true);
        // the learner steps to the game's end before the first search has run
        game.last();
        assertEquals(2, jobs.size());
        Position after = game.cursor().position();
        jobs.poll().run(); // the start's search, dropped: it finds its values all the same
        assertEquals(Map.of(), marks(), "no mark of the start on the board");
        assertTrue(model.rowsProperty().get().stream().allMatch(r -> r.value() == null), "nor beside it");
        assertEquals("North to move: looking for the best moves\u2026", model.summaryProperty().get());
        jobs.poll().run();
        assertEquals(solved(after), game.boardProperty().get().best().moves());
        // leaving the screen drops the marks as well
        model.leave();
        assertNull(game.boardProperty().get().best());
        game.first();
        assertTrue(jobs.isEmpty(), "a screen left searches no more");
    }

    @Test
    void noSearchDuringALapAndTheMarksComeBackBetweenTurns() {
        game.bestMovesProperty().set(true);
        jobs.poll().run();
        game.forward(); // the lift: a lap under way
        Board lifting = game.boardProperty().get();
        assertNull(lifting.best());
        assertEquals("The values show between two turns.", model.summaryProperty().get());
        assertTrue(jobs.isEmpty());
        game.first();
        jobs.poll().run();
        assertEquals(solved(game.cursor().position()), game.boardProperty().get().best().moves());
    }
}
