package org.katro.ui.session;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.ui.Navigator;
import org.katro.ui.RenderScreens;
import org.katro.board.BestMoves;
import org.katro.board.Board;
import org.katro.engine.Move;
import org.katro.solver.Value;
import java.util.Map;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The main screen's logic on the worked example of docs/worked-example.md, without any screen. */
@Tag("screen")
class GameSessionTest {
    private final GameSession vm = new GameSession(Navigator.workedExample(), Language.ENGLISH);

    private String board() {
        Board s = vm.boardProperty().get();
        return Notation.board(new Position(6, 2, s.counts(), Player.SOUTH, 0));
    }

    @Test
    void startsAtTheStartWithOnlyForwardStepsPossible() {
        assertEquals(0, vm.stepping().indexProperty().get());
        assertEquals(184, vm.stepping().sizeProperty().get());
        assertFalse(vm.stepping().canStepBackProperty().get());
        assertTrue(vm.stepping().canStepForwardProperty().get());
        assertEquals("2,2/2,2/2,2/2,2/2,2/2,2", board());
        assertEquals("Event 0 of 184", vm.stepCounterProperty().get());
        assertTrue(vm.narrationProperty().get().contains("South plays first"));
        assertTrue(vm.narrationProperty().get().contains("Step forward"), "a recorded game is there to follow");
    }

    @Test
    void aGameWithNoMoveYetDoesNotAskToStepForward() {
        GameSession empty = new GameSession(new GameCursor(Ruleset.GOROBAKA, Ruleset.GOROBAKA.start(), List.of()),
                Language.ENGLISH);
        assertEquals("This is the starting board, before any move. South plays first.",
                empty.narrationProperty().get());
    }

    /**
     * The solver's line starts where the player was, not at a game's start: its narration says what
     * it shows first, then every event under its turn's move in the app's notation.
     */
    @Test
    void aLineSaysWhatItShowsAtTheStartAndAsItSteps() {
        Position from = Ruleset.FIANARANTSOA.start(2);
        GameCursor cursor = new GameCursor(Ruleset.FIANARANTSOA, from, List.of());
        cursor.append(new Move(1, Direction.MINUS));
        cursor.append(cursor.rules().legalMoves(cursor.last()).get(0));
        cursor.toFirst();
        GameSession line = new GameSession(cursor, Language.ENGLISH);
        line.narrateAsLine("S1- loses in 2 turns: here is how North wins.");
        assertEquals("S1- loses in 2 turns: here is how North wins. Step forward to follow the line one seed at a time.",
                line.narrationProperty().get());
        List<String> moves = cursor.turns().stream().map(t -> Narrator.moveShort(cursor.geometry(),
                t.before().toMove(), t.move())).toList();
        assertEquals("S1-", moves.get(0));
        for (int k = 1; k <= cursor.size(); k++) {
            line.seek(k);
            String said = line.narrationProperty().get();
            int turn = cursor.turn() + 1;
            assertTrue(said.startsWith(moves.get(turn - 1) + ", turn " + turn + " of 2: "), said);
            assertFalse(said.contains("starting board"), said);
        }
        line.seek(1);
        assertTrue(line.narrationProperty().get().startsWith("S1-, turn 1 of 2: South lifts"),
                line.narrationProperty().get());
    }

    @Test
    void theFirstLiftFillsTheHandAndShowsThePathAhead() {
        vm.forward();
        Board s = vm.boardProperty().get();
        assertEquals("2,2/2,2/2,2/2,2/2,2/0,2", board());
        assertEquals(2, s.hand());
        assertEquals(List.of("S2", "S3"), s.ahead().stream().map(h -> h.name()).toList());
        assertEquals("S1", s.current().name());
        assertTrue(s.lifted());
        assertEquals("South lifts both seeds of hole S1 and will drop them one by one, up the hole numbers.",
                vm.narrationProperty().get());
    }

    @Test
    void aLapEndingOnAnOccupiedHoleOutsideTheFrontRowIsARelay() {
        vm.forwardLap();
        assertEquals("2,2/2,2/2,2/2,2/2,3/0,3", board());
        assertEquals(3, vm.stepping().indexProperty().get());
        assertTrue(vm.narrationProperty().get().contains("a relay"), vm.narrationProperty().get());
    }

    @Test
    void aCaptureMarksTheLandingHoleTheHoleTakenAndBothFrontRows() {
        int capture = firstCapture();
        vm.seek(capture);
        Board atSeed = vm.boardProperty().get();
        assertEquals("S6", atSeed.captureInto().name());
        assertEquals("N5", atSeed.captureFrom().name());
        vm.forward();
        Board s = vm.boardProperty().get();
        assertEquals("2,2/2,2/2,0/3,5/3,0/0,3", board());
        assertEquals("N5", s.captureFrom().name());
        assertEquals(2, s.frontRow(Player.SOUTH));
        assertEquals(2, s.frontRow(Player.NORTH));
        assertEquals("South takes both seeds of N5, in North's inner row, and puts them into S6.",
                vm.narrationProperty().get());
    }

    @Test
    void aCaptureThatReachesTheOuterRowSaysWhy() {
        vm.seek(RenderScreens.outerRowCapture());
        assertEquals("0,1/0,0/0,0/9,0/5,1/3,5", board());
        assertTrue(vm.narrationProperty().get().endsWith(
                "The capture reaches North's outer row because North's inner and middle rows are both empty."));
    }

    @Test
    void theLastEventNamesTheWinnerAndAllowsNoFurtherStep() {
        vm.last();
        assertEquals("0,0/0,0/0,0/4,11/3,1/5,0", board());
        assertFalse(vm.stepping().canStepForwardProperty().get());
        assertFalse(vm.canPlayMoveProperty().get());
        assertEquals("South has won", vm.statusProperty().get());
        assertTrue(vm.narrationProperty().get().startsWith("Game over"));
    }

    @Test
    void steppingBackUndoesEveryStepExactly() {
        vm.last();
        vm.backTurn();
        assertEquals(vm.cursor().turnStarts().get(2), vm.stepping().indexProperty().get());
        assertEquals("3,1/0,3/1,1/0,1/5,2/2,5", board());
        while (vm.stepping().canStepBackProperty().get()) {
            vm.back();
        }
        assertEquals("2,2/2,2/2,2/2,2/2,2/2,2", board());
        assertEquals(0, vm.boardProperty().get().hand());
    }

    @Test
    void onlyForwardStepsAskTheBoardToAnimate() {
        Board start = vm.boardProperty().get();
        vm.forward();
        Board one = vm.boardProperty().get();
        assertTrue(one.follows(start), "one seed on");
        vm.back();
        assertFalse(vm.boardProperty().get().follows(one), "back");
        vm.seek(10);
        assertFalse(vm.boardProperty().get().follows(start), "a jump");
    }

    @Test
    void playbackStopsAtTheEnd() {
        vm.seek(vm.stepping().sizeProperty().get() - 1);
        vm.togglePlaying();
        assertTrue(vm.stepping().playingProperty().get());
        vm.tick();
        assertFalse(vm.stepping().playingProperty().get());
        vm.togglePlaying();
        assertFalse(vm.stepping().playingProperty().get(), "nothing left to play");
    }

    @Test
    void theLanguageSwitchesEveryTextAtOnce() {
        vm.forward();
        vm.languageProperty().set(Language.FRENCH);
        assertEquals("Sud ramasse les deux graines du trou S1 et va les déposer une à une, en montant les numéros.",
                vm.narrationProperty().get());
        assertEquals("Événement 1 sur 184", vm.stepCounterProperty().get());
    }

    @Test
    void everyEventOfTheExampleIsNarratedInBothLanguages() {
        for (Language language : Language.values()) {
            vm.languageProperty().set(language);
            vm.first();
            while (vm.stepping().canStepForwardProperty().get()) {
                vm.forward();
                String text = vm.narrationProperty().get();
                assertFalse(text.isBlank());
                assertFalse(text.contains("{"), text);
            }
        }
    }

    @Test
    void aTurnIsPlayedByChoosingAHoleThenADirection() {
        GameSession game = new GameSession(new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of()),
                Language.ENGLISH);
        assertTrue(game.canPlayMoveProperty().get());
        game.selectHole(game.cursor().geometry().hole(Player.NORTH, 1));
        assertNull(game.selectedHoleProperty().get());
        assertEquals("South cannot start a turn from N1.", game.moveHintProperty().get());
        game.selectHole(game.cursor().geometry().hole(Player.SOUTH, 1));
        assertNotNull(game.selectedHoleProperty().get());
        game.playSelected(Direction.PLUS);
        assertEquals(23, game.stepping().sizeProperty().get(), "South's 1+ of the worked example");
        assertTrue(game.stepping().playingProperty().get());
        game.last();
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5", Notation.board(game.cursor().position()));
    }

    private int firstCapture() {
        List<Event> events = vm.cursor().events();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof Event.Capture) {
                return i;
            }
        }
        throw new AssertionError("the example has captures");
    }

    @Test
    void followersAreToldOfEachTurnAddedOrTakenBackOfEachEventShownAndOfPlayback() throws Exception {
        GameSession game = new GameSession(new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of()),
                Language.ENGLISH);
        List<GameChange> told = new java.util.ArrayList<>();
        Runnable unfollow = game.follow(told::add);
        game.play(Notation.parseMove("1+", Player.SOUTH));
        assertTrue(told.contains(new GameChange.Turns(1)), "a turn added: " + told);
        assertTrue(told.contains(new GameChange.Playback(true)), "the new turn plays: " + told);
        told.clear();
        game.forward();
        assertTrue(told.contains(new GameChange.Shown(1)), "the first event shown: " + told);
        assertTrue(told.contains(new GameChange.Playback(false)), "a seed on by hand stops playback: " + told);
        told.clear();
        game.forward();
        assertEquals(List.of(new GameChange.Shown(2)), told, "a step is only a step, not a turn added");
        told.clear();
        game.truncate(0);
        assertTrue(told.contains(new GameChange.Turns(0)), "the turn taken back: " + told);
        told.clear();
        unfollow.run();
        game.play(Notation.parseMove("1+", Player.SOUTH));
        assertEquals(List.of(), told, "no longer followed");
    }

    @Test
    void theBestMovesValuesShowOnlyOnThePositionTheyWereFoundFor() {
        vm.seek(vm.cursor().turnStarts().get(1)); // the end of South's first turn
        Position p = vm.cursor().position();
        BestMoves values = new BestMoves(Map.of(new Move(1, Direction.PLUS), Value.win(3)));
        vm.showBestMoves(p, values);
        assertEquals(values, vm.boardProperty().get().best());
        // a step back, even before any search is told of it, leaves the board without them
        vm.back();
        assertNull(vm.boardProperty().get().best());
        vm.forward();
        assertEquals(values, vm.boardProperty().get().best(), "back on their position, between turns");
        vm.showBestMoves(vm.cursor().start(), values);
        assertNull(vm.boardProperty().get().best(), "values of another position are never shown");
    }
}
