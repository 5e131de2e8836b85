package org.katro.ui.session;

import org.junit.jupiter.api.Test;
import org.katro.board.Board;
import org.katro.computer.Computer;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis;
import org.katro.solver.Budget;
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
    private final BestMovesModel model = new BestMovesModel(game, jobs::add, Runnable::run, Budget.time(Duration.ofMinutes(5)),
            BestMovesModel.JUDGEMENT);

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
    void aProvedMovesLineSaysWhatItShowsInTheAppsNotation() {
        game.bestMovesProperty().set(true);
        jobs.poll().run();
        List<BestMovesModel.FoundLine> opened = new java.util.ArrayList<>();
        model.line(new Move(1, Direction.MINUS), opened::add);
        jobs.poll().run();
        assertEquals(1, opened.size());
        assertEquals("S1- loses in 2 turns: here is how North wins.", opened.get(0).about());
        assertEquals(2, opened.get(0).line().turns().size());
        model.line(new Move(1, Direction.PLUS), opened::add);
        jobs.poll().run();
        assertEquals("S1+ wins in one turn: here is how South wins.", opened.get(1).about());
        game.languageProperty().set(Language.FRENCH);
        model.line(new Move(2, Direction.PLUS), opened::add);
        jobs.poll().run();
        assertEquals("S2+ perd en 2 tours : voici comment Nord gagne.", opened.get(2).about());
    }

    /**
     * A solver given no work proves nothing of the 6 x 2 start (a win in 9): the judgement names its
     * moves, the others go unmarked, and no unsettled move has a line.
     */
    @Test
    void whereNothingIsProvedTheJudgementNamesItsMovesAndNoUnsettledMoveHasALine() {
        GameSession start = new GameSession(new GameCursor(Ruleset.FIANARANTSOA, Ruleset.FIANARANTSOA.start(2),
                List.of()), Language.ENGLISH);
        BestMovesModel unproved = new BestMovesModel(start, jobs::add, Runnable::run,
                Budget.of(0, Duration.ofMinutes(5)), BestMovesModel.JUDGEMENT);
        start.bestMovesProperty().set(true);
        jobs.poll().run();
        List<Move> preferred = unproved.rowsProperty().get().stream().filter(BestMovesModel.Row::preferred)
                .map(BestMovesModel.Row::move).toList();
        List<Move> judged = Computer.preferred(start.cursor().rules(), start.cursor().position(),
                BestMovesModel.JUDGEMENT, () -> false);
        assertTrue(!judged.isEmpty() && judged.size() < 12, judged.toString());
        assertEquals(judged, preferred, "the hard level's choice, first in the list");
        assertEquals("South to move: not proved within the solver's budget. The computer's judgement, not a proof: "
                + "it prefers " + String.join(", ", judged.stream().map(m -> "S" + m).toList()) + ".",
                unproved.summaryProperty().get());
        assertEquals(java.util.Set.copyOf(preferred), start.boardProperty().get().best().preferred());
        assertEquals(java.util.Set.copyOf(preferred), start.boardProperty().get().best().moves().keySet(),
                "no \"?\" on the other moves");
        assertEquals("S" + judged.get(0) + ": the computer's judgement, not a proof", unproved.rowsProperty().get().get(0).text());
        assertTrue(unproved.rowsProperty().get().stream().noneMatch(BestMovesModel.Row::hasLine));
        List<BestMovesModel.FoundLine> opened = new java.util.ArrayList<>();
        unproved.line(judged.get(0), opened::add);
        assertTrue(jobs.isEmpty(), "no line is looked for");
        assertEquals(List.of(), opened);
    }

    /**
     * The budget is work: the same position gives the same marks whether the clock stands still or
     * jumps a second at every look (within the outer limit of an hour), on the 6 x 2 start, which
     * 300,000 turns sown settle only in part.
     */
    @Test
    void theSameWorkGivesTheSameMarksWhateverTheClockDoes() {
        GameSession big = new GameSession(new GameCursor(Ruleset.FIANARANTSOA, Ruleset.FIANARANTSOA.start(2), List.of()),
                Language.ENGLISH);
        Budget work = Budget.of(300_000, Duration.ofHours(1));
        long[] jumping = {0};
        List<Map<Move, Value>> seen = new java.util.ArrayList<>();
        for (java.util.function.LongSupplier clock : List.<java.util.function.LongSupplier>of(() -> 0,
                () -> jumping[0] += 1_000_000_000L)) {
            BestMovesModel m = new BestMovesModel(big, jobs::add, Runnable::run, work.clock(clock),
                    Budget.of(400_000, Duration.ofHours(1)).clock(clock));
            big.bestMovesProperty().set(true);
            jobs.poll().run();
            Board b = big.boardProperty().get();
            seen.add(b.best().moves());
            m.leave();
            big.bestMovesProperty().set(false);
        }
        long settled = seen.get(0).values().stream().filter(Value::settled).count();
        assertTrue(settled > 0 && settled < 12, "settled in part: " + seen.get(0));
        assertEquals(seen.get(0), seen.get(1));
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
