package org.katro.engine;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.katro.engine.Geometry.RowKind;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lesson the product is built around (docs/worked-example.md): 1+ 1+ 6+ on the 6 x 2 board, walked
 * one event at a time both ways, as a learner steps through it.
 */
class WorkedExampleTest {
    private static final Position START = Position.start(6, 2);
    private static final List<Move> MOVES = List.of(
            new Move(1, Direction.PLUS), new Move(1, Direction.PLUS), new Move(6, Direction.PLUS));
    private static final Pattern LIFT = Pattern.compile("lifts (\\d+) from ([SN]\\d+)");
    private static final Pattern LAP = Pattern.compile("lap of (\\d+) ends in ([SN]\\d+)");
    private static final Pattern CAPTURE = Pattern.compile("captures (\\d+) from ([SN]\\d+)");

    /** One row of the spec's table: an event the page draws and the board after it. */
    private record Row(int number, String move, String event, String board) {
    }

    private final List<Row> table = readTable();
    private GameCursor cursor;
    /** cursor index just after the event each table row shows, found from the recorded events */
    private List<Integer> boundaries;

    @BeforeEach
    void setUp() {
        cursor = new GameCursor(Ruleset.FIANARANTSOA, START, MOVES);
        boundaries = new ArrayList<>();
        List<Event> events = cursor.events();
        for (int i = 0; i < events.size(); i++) {
            Event e = events.get(i);
            if (e instanceof Event.Pick || e instanceof Event.Capture || e instanceof Event.Sow s && s.endsLap()) {
                boundaries.add(i + 1);
            }
        }
    }

    private static List<Row> readTable() {
        List<Row> rows = new ArrayList<>();
        try (InputStream in = WorkedExampleTest.class.getResourceAsStream("/worked-example.tsv")) {
            assertNotNull(in, "worked-example.tsv is on the test class path");
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                String[] cells = line.split("\t", -1);
                rows.add(new Row(Integer.parseInt(cells[0]), cells[1], cells[2], cells[3]));
            }
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        return rows;
    }

    private String board() {
        String s = cursor.position().toString();
        return s.substring(0, s.indexOf(' '));
    }

    @Test
    void theTableHasEveryBoundaryOfThePage() {
        assertEquals(68, table.size());
        for (int i = 0; i < table.size(); i++) {
            assertEquals(i, table.get(i).number());
        }
        assertEquals(68, boundaries.size(), "lifts, lap ends and captures of the recorded game");
    }

    @Test
    void eachEventIsTheOneThePageDescribes() {
        List<Event> events = cursor.events();
        for (int r = 0; r < table.size(); r++) {
            Row row = table.get(r);
            Event e = events.get(boundaries.get(r) - 1);
            String where = "row " + r + " (" + row.event() + ")";
            assertEquals(row.move(), cursor.turns().get(turnOf(boundaries.get(r) - 1)).move().toString(), where);
            Matcher lift = LIFT.matcher(row.event());
            Matcher lap = LAP.matcher(row.event());
            Matcher capture = CAPTURE.matcher(row.event());
            if (lift.matches()) {
                Event.Pick pick = assertInstanceOf(Event.Pick.class, e, where);
                assertEquals(Integer.parseInt(lift.group(1)), pick.count(), where);
                assertEquals(lift.group(2), pick.hole().name(), where);
            } else if (lap.matches()) {
                Event.Sow sow = assertInstanceOf(Event.Sow.class, e, where);
                assertTrue(sow.endsLap(), where);
                assertEquals(lap.group(2), sow.hole().name(), where);
                Event.Pick pick = assertInstanceOf(Event.Pick.class, events.get(boundaries.get(r - 1) - 1), where);
                assertEquals(Integer.parseInt(lap.group(1)), pick.count(), where + ": the lap's lift");
            } else {
                assertTrue(capture.matches(), "unknown event text in the table: " + row.event());
                Event.Capture c = assertInstanceOf(Event.Capture.class, e, where);
                assertEquals(Integer.parseInt(capture.group(1)), c.count(), where);
                assertEquals(capture.group(2), c.from().name(), where);
            }
        }
    }

    private int turnOf(int eventIndex) {
        List<Integer> starts = cursor.turnStarts();
        int t = 0;
        while (starts.get(t + 1) <= eventIndex) {
            t++;
        }
        return t;
    }

    @Test
    void walkingForwardThenBackShowsEveryBoardOfTheTable() {
        assertEquals(0, cursor.index());
        assertEquals(START, cursor.position());
        int next = 0;
        while (cursor.forward()) {
            assertEquals(START.total(), cursor.total(), "seeds on the board and in hand at step " + cursor.index());
            if (next < boundaries.size() && cursor.index() == boundaries.get(next)) {
                assertEquals(table.get(next).board(), board(), "forwards, row " + next);
                assertHand(next);
                next++;
            }
        }
        assertEquals(68, next);
        assertEquals(cursor.size(), cursor.index());
        assertFalse(cursor.canStepForward());

        int row = table.size() - 1;
        do {
            if (row >= 0 && cursor.index() == boundaries.get(row)) {
                assertEquals(table.get(row).board(), board(), "backwards, row " + row);
                assertHand(row);
                row--;
            }
            assertEquals(START.total(), cursor.total(), "seeds on the board and in hand at step " + cursor.index());
        } while (cursor.back());
        assertEquals(-1, row);
        assertEquals(0, cursor.index());
        assertFalse(cursor.canStepBack());
        assertEquals(START, cursor.position());
        assertEquals(0, cursor.inHand());
        assertTrue(cursor.winner().isEmpty());
    }

    /** After a lift the hand holds the lifted seeds; a lap's end and a capture leave it empty. */
    private void assertHand(int row) {
        Matcher lift = LIFT.matcher(table.get(row).event());
        int expected = lift.matches() ? Integer.parseInt(lift.group(1)) : 0;
        assertEquals(expected, cursor.inHand(), "seeds in hand after row " + row);
        assertEquals(expected, cursor.holesAhead().size(), "holes ahead after row " + row);
    }

    @Test
    void totalsAndTheEndOfTheGame() {
        List<Event> events = cursor.events();
        assertEquals(142, events.stream().filter(e -> e instanceof Event.Sow).count());
        assertEquals(8, events.stream().filter(e -> e instanceof Event.Capture).count());
        int[] perTurn = new int[3];
        for (int t = 0; t < 3; t++) {
            perTurn[t] = (int) cursor.turns().get(t).events().stream().filter(e -> e instanceof Event.Sow).count();
        }
        assertEquals(List.of(16, 6, 120), List.of(perTurn[0], perTurn[1], perTurn[2]));

        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position end = START;
        for (Move m : MOVES) {
            end = rules.play(end, m);
        }
        assertEquals("0,0/0,0/0,0/4,11/3,1/5,0 N 3", end.toString(), "fast path");
        assertEquals("0,0/0,0/0,0/4,11/3,1/5,0 N 3", cursor.last().toString());
        assertTrue(cursor.turns().get(2).endsGame());
        assertFalse(cursor.turns().get(0).endsGame());
        assertFalse(cursor.turns().get(1).endsGame());

        Event.GameOver over = assertInstanceOf(Event.GameOver.class, events.get(events.size() - 1));
        assertEquals(Player.SOUTH, over.winner());
        assertEquals(Player.NORTH, over.loser());
        assertFalse(over.loserHasSeeds());
        assertInstanceOf(Event.TurnEnd.class, events.get(events.size() - 2));

        assertTrue(cursor.winner().isEmpty(), "nobody has won before the game-over event");
        cursor.toLast();
        assertEquals(Player.SOUTH, cursor.winner().orElseThrow());
        assertEquals("0,0/0,0/0,0/4,11/3,1/5,0 N 3", cursor.position().toString());
        cursor.back();
        assertTrue(cursor.winner().isEmpty(), "stepping back over the game-over event takes the win away");
    }

    @Test
    void captureDetailsTheScreensShow() {
        Event.Capture first = captureAt(4);
        assertEquals("N5", first.from().name());
        assertEquals("S6", first.into().name());
        assertEquals(2, first.count());
        assertEquals(RowKind.INNER, first.from().row());
        assertEquals(0, first.emptyRowsBefore());
        assertFalse(first.lastSeeds());
        assertFalse(first.wholeFile());

        Event.Capture fromMiddleRow = captureAt(19);
        assertEquals("N6", fromMiddleRow.from().name());
        assertEquals(RowKind.INNER, fromMiddleRow.from().row(), "taken from North's inner row");
        assertEquals("S4", fromMiddleRow.into().name());
        assertEquals(RowKind.MIDDLE, fromMiddleRow.into().row(), "South captures from its middle row");
        Event.Sow landing = (Event.Sow) cursor.events().get(boundaries.get(18) - 1);
        assertEquals(1, landing.frontRow(), "South's inner row is empty, so its front row is the middle row");
        assertEquals(Event.LapOutcome.CAPTURE, landing.outcome());

        Event.Capture middle = captureAt(45);
        assertEquals("N4", middle.from().name());
        assertEquals(RowKind.MIDDLE, middle.from().row());
        assertEquals(1, middle.emptyRowsBefore());
        assertEquals(3, middle.count());

        Event.Capture outer = captureAt(48);
        assertEquals("N2", outer.from().name());
        assertEquals(RowKind.OUTER, outer.from().row());
        assertEquals(2, outer.emptyRowsBefore());

        Event.Capture last = captureAt(67);
        assertEquals("N1", last.from().name());
        assertEquals("S6", last.into().name());
        assertTrue(last.lastSeeds());
        long withLastSeeds = cursor.events().stream()
                .filter(e -> e instanceof Event.Capture c && c.lastSeeds()).count();
        assertEquals(1, withLastSeeds);

        Event.Capture north = captureAt(12);
        assertEquals(Player.NORTH, north.player());
        assertEquals("S5", north.from().name());
        assertEquals("N3", north.into().name());
        assertEquals(RowKind.MIDDLE, north.into().row(), "North captures from its middle row");
    }

    private Event.Capture captureAt(int row) {
        return assertInstanceOf(Event.Capture.class, cursor.events().get(boundaries.get(row) - 1), "row " + row);
    }

    @Test
    void lapOutcomesOfTheFirstTurn() {
        List<Event.LapOutcome> outcomes = cursor.turns().get(0).events().stream()
                .filter(e -> e instanceof Event.Sow s && s.endsLap()).map(e -> ((Event.Sow) e).outcome()).toList();
        assertEquals(List.of(Event.LapOutcome.RELAY, Event.LapOutcome.CAPTURE, Event.LapOutcome.CAPTURE,
                Event.LapOutcome.EMPTY_HOLE), outcomes);
        List<Event.PickReason> reasons = cursor.turns().get(0).events().stream()
                .filter(e -> e instanceof Event.Pick).map(e -> ((Event.Pick) e).reason()).toList();
        assertEquals(List.of(Event.PickReason.START, Event.PickReason.RELAY, Event.PickReason.AFTER_CAPTURE,
                Event.PickReason.AFTER_CAPTURE), reasons);
        Event.TurnEnd end = assertInstanceOf(Event.TurnEnd.class,
                cursor.events().get(cursor.turnStarts().get(1) - 1));
        assertEquals(Player.SOUTH, end.player());
        assertEquals(Player.NORTH, end.next());
    }

    @Test
    void inHandAndHolesAheadAfterALift() {
        cursor.seek(boundaries.get(5)); // lifts 5 from S6
        assertEquals(5, cursor.inHand());
        assertEquals(List.of("S1", "S2", "S3", "S4", "S5"), cursor.holesAhead().stream().map(Hole::name).toList(),
                "the serpent runs on from S6 to S1");
        assertEquals(0, cursor.seeds(cursor.geometry().hole(Player.SOUTH, 6)));
        assertEquals(START.total(), cursor.total());
        cursor.forward();
        assertEquals(4, cursor.inHand());
        assertEquals(List.of("S2", "S3", "S4", "S5"), cursor.holesAhead().stream().map(Hole::name).toList());
        cursor.seek(boundaries.get(6));
        assertEquals(0, cursor.inHand());
        assertTrue(cursor.holesAhead().isEmpty());
    }

    @Test
    void lapAndTurnNavigation() {
        List<Integer> lapStarts = cursor.lapStarts();
        List<Integer> lapEnds = cursor.lapEnds();
        assertEquals(List.of(0, 23, 33, 184), cursor.turnStarts());
        assertEquals(4 + 2 + 24, lapStarts.size());
        assertEquals(lapStarts.size(), lapEnds.size());
        // table rows alternate lift / lap end / capture: a lap starts just before each lift
        for (int r = 0; r < table.size(); r++) {
            int at = boundaries.get(r);
            if (table.get(r).event().startsWith("lifts")) {
                assertTrue(lapStarts.contains(at - 1), "a lap starts before row " + r);
            } else if (table.get(r).event().startsWith("lap")) {
                assertTrue(lapEnds.contains(at), "a lap ends at row " + r);
            }
        }

        cursor.forwardLap();
        assertEquals(boundaries.get(1), cursor.index(), "end of the first lap: S3");
        assertEquals(table.get(1).board(), board());
        cursor.forwardLap();
        assertEquals(boundaries.get(3), cursor.index(), "end of the second lap: S6");
        assertEquals(table.get(3).board(), board());
        cursor.backLap();
        assertEquals(boundaries.get(2) - 1, cursor.index(), "back to just before 'lifts 3 from S3'");
        assertEquals(table.get(1).board(), board());
        assertEquals(0, cursor.inHand());
        cursor.forward();
        assertEquals(3, cursor.inHand());
        cursor.backLap();
        assertEquals(boundaries.get(2) - 1, cursor.index(), "inside a lap, back to its start");
        cursor.backLap();
        assertEquals(0, cursor.index());
        cursor.backLap();
        assertEquals(0, cursor.index(), "nothing before the start");

        cursor.seek(boundaries.get(4)); // just after the capture from N5, between laps
        cursor.forwardLap();
        assertEquals(boundaries.get(6), cursor.index(), "the lap after the capture ends in S5");

        cursor.toFirst();
        cursor.forwardTurn();
        assertEquals(23, cursor.index());
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5 N 1", cursor.position().toString());
        assertEquals(Player.NORTH, cursor.toMove());
        assertEquals(0, cursor.turn(), "the last event that happened is South's turn end");
        cursor.forwardTurn();
        assertEquals(33, cursor.index());
        assertEquals("3,1/0,3/1,1/0,1/5,2/2,5 S 2", cursor.position().toString());
        cursor.forwardTurn();
        assertEquals(cursor.size(), cursor.index());
        assertTrue(cursor.winner().isPresent());
        cursor.forwardTurn();
        assertEquals(cursor.size(), cursor.index(), "nothing after the end");
        cursor.backTurn();
        assertEquals(33, cursor.index());
        assertTrue(cursor.winner().isEmpty());
        assertEquals(1, cursor.turn(), "at a turn's start the cursor is still in the turn before");
        cursor.forward();
        assertEquals(2, cursor.turn());
        cursor.backTurn();
        assertEquals(33, cursor.index(), "inside a turn, back to its start");
        cursor.backTurn();
        assertEquals(23, cursor.index());
        cursor.backTurn();
        assertEquals(0, cursor.index());
        assertEquals(START, cursor.position());

        // after the last lap only the turn end and the game over are left
        cursor.seek(lapEnds.get(lapEnds.size() - 1));
        cursor.forwardLap();
        assertEquals(cursor.size(), cursor.index());
    }

    @Test
    void truncatingLetsALearnerTryAnotherMove() {
        cursor.toLast();
        cursor.truncate(2);
        assertEquals(33, cursor.size());
        assertEquals(33, cursor.index(), "the cursor moves back to the end of what is left");
        assertEquals(2, cursor.turns().size());
        assertEquals("3,1/0,3/1,1/0,1/5,2/2,5 S 2", cursor.last().toString());
        assertTrue(cursor.winner().isEmpty());
        assertTrue(cursor.lapEnds().stream().allMatch(i -> i <= 33));
        assertTrue(cursor.lapStarts().stream().allMatch(i -> i < 33));

        Turn other = cursor.append(new Move(3, Direction.MINUS));
        assertEquals(33 + other.events().size(), cursor.size());
        assertEquals(33, cursor.index(), "appending leaves the cursor where it is");
        cursor.toLast();
        assertEquals(other.after(), cursor.position());

        cursor.seek(10);
        cursor.truncate(1);
        assertEquals(10, cursor.index(), "a cursor before the cut stays where it is");
        assertEquals(23, cursor.size());
        cursor.truncate(0);
        assertEquals(0, cursor.index());
        assertEquals(START, cursor.last());
        assertEquals(List.of(0), cursor.turnStarts());
        for (Move m : MOVES) {
            cursor.append(m);
        }
        assertEquals(184, cursor.size());
        cursor.toLast();
        assertEquals("0,0/0,0/0,0/4,11/3,1/5,0 N 3", cursor.position().toString());
        assertThrows(IndexOutOfBoundsException.class, () -> cursor.truncate(4));
        assertThrows(IndexOutOfBoundsException.class, () -> cursor.seek(185));
        assertThrows(IndexOutOfBoundsException.class, () -> cursor.seek(-1));
    }

    @Test
    void seekLandsOnTheSameBoardsAsStepping() {
        int[] order = {67, 5, 6, 0, 48, 47, 12, 66, 30, 31, 1};
        for (int row : order) {
            cursor.seek(boundaries.get(row));
            assertEquals(boundaries.get(row), cursor.index());
            assertEquals(table.get(row).board(), board(), "seek to row " + row);
            assertHand(row);
            assertEquals(cursor.events().get(cursor.index() - 1), cursor.current().orElseThrow());
        }
        cursor.seek(0);
        assertTrue(cursor.current().isEmpty());
        assertEquals(START, cursor.position());
        cursor.toLast();
        assertEquals("0,0/0,0/0,0/4,11/3,1/5,0 N 3", cursor.position().toString());
    }
}
