package org.katro.engine;

import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.katro.engine.Geometry.RowKind;
import org.katro.engine.Rules.Tally;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.katro.engine.Event.LapOutcome.CAPTURE;
import static org.katro.engine.Event.LapOutcome.CAPTURE_LONE_SEED;
import static org.katro.engine.Event.LapOutcome.CAPTURE_ON_EMPTY;
import static org.katro.engine.Event.LapOutcome.EMPTY_HOLE;
import static org.katro.engine.Event.LapOutcome.EMPTY_HOLE_NOTHING_OPPOSITE;
import static org.katro.engine.Event.LapOutcome.RELAY;
import static org.katro.engine.Event.LapOutcome.RELAY_NOTHING_OPPOSITE;
import static org.katro.engine.Ruleset.FIANARANTSOA;
import static org.katro.engine.Ruleset.GOROBAKA;
import static org.katro.engine.Ruleset.GOROBAKA_NO_SINGLETONS;
import static org.katro.engine.Ruleset.KATRO4;
import static org.katro.engine.Ruleset.KATRO4_EMPTY;
import static org.katro.engine.Ruleset.MANCALA_WORLD;

/**
 * One test per clause of docs/rules.md, on small hand-built positions. Board layouts used below (rows from
 * the top, holes as the viewer sees them):
 * <pre>
 * 6 x 2: N2,N1 / N3,N4 / N6,N5 / S5,S6 / S4,S3 / S1,S2
 * 6 x 3: N3,N2,N1 / N4,N5,N6 / N9,N8,N7 / S7,S8,S9 / S6,S5,S4 / S1,S2,S3
 * 4 x 2: N2,N1 / N3,N4 / S4,S3 / S1,S2
 * 4 x 3: N3,N2,N1 / N4,N5,N6 / S6,S5,S4 / S1,S2,S3
 * </pre>
 * Every turn played here is also replayed on a {@link GameCursor}, checking that no seed is created or
 * lost at any event and that the fast path agrees with the recorded one.
 */
class RulesTest {

    static Position position(Ruleset r, String text) {
        try {
            return Notation.parsePosition(text, r);
        } catch (NotationException e) {
            throw new AssertionError(text + ": " + e.getMessage(), e);
        }
    }

    static Move move(Position p, String text) {
        try {
            return Notation.parseMove(text, p.toMove());
        } catch (NotationException e) {
            throw new AssertionError(text + ": " + e.getMessage(), e);
        }
    }

    /** Records the move, and checks what every turn must satisfy whatever the rule being tested. */
    static Turn play(Ruleset r, String positionText, String moveText) {
        Position p = position(r, positionText);
        Move m = move(p, moveText);
        Turn turn = Rules.of(r).record(p, m);
        assertEquals(Rules.of(r).play(p, m), turn.after(), "fast path and recording path agree");
        assertEquals(p.toMove().opponent(), turn.after().toMove());
        assertEquals(p.ply() + 1, turn.after().ply());
        GameCursor cursor = new GameCursor(r, p, List.of(m));
        while (cursor.forward()) {
            assertEquals(p.total(), cursor.total(), "seeds on board and in hand after event " + cursor.index());
        }
        assertEquals(turn.after(), cursor.position());
        return turn;
    }

    /** Why a turn may not start from {@code hole}, in English; fails if it may. */
    static String why(Rules rules, Position p, int hole) {
        return rules.whyNotStart(p, hole).orElseThrow(() -> new AssertionError("S" + hole + " may start")).english();
    }

    static List<Event.LapOutcome> outcomes(Turn t) {
        return t.events().stream().filter(e -> e instanceof Event.Sow s && s.endsLap())
                .map(e -> ((Event.Sow) e).outcome()).toList();
    }

    static List<Event.Capture> captures(Turn t) {
        return t.events().stream().filter(e -> e instanceof Event.Capture).map(e -> (Event.Capture) e).toList();
    }

    /** The turn's {@code i}th capture, checked: from which hole, into which, how many seeds. */
    static Event.Capture assertCapture(Turn t, int i, String from, String into, int count) {
        Event.Capture c = captures(t).get(i);
        assertEquals(from, c.from().name(), "captured from");
        assertEquals(into, c.into().name(), "captured into");
        assertEquals(count, c.count(), "seeds captured");
        assertEquals(t.before().toMove(), c.player());
        return c;
    }

    static List<Event.Pick> picks(Turn t) {
        return t.events().stream().filter(e -> e instanceof Event.Pick).map(e -> (Event.Pick) e).toList();
    }

    static List<String> sown(Turn t) {
        return t.events().stream().filter(e -> e instanceof Event.Sow).map(e -> ((Event.Sow) e).hole().name())
                .toList();
    }

    static Set<Integer> startHoles(Ruleset r, String positionText) {
        Set<Integer> holes = new HashSet<>();
        for (Move m : Rules.of(r).candidateMoves(position(r, positionText))) {
            holes.add(m.hole());
        }
        return holes;
    }

    /** The position on a 6-row or a 4-row board, whichever the ruleset is played on. */
    static String byRows(Ruleset r, String sixRows, String fourRows) {
        return r.rows() == 6 ? sixRows : fourRows;
    }

    /**
     * Plays the move and checks what each lap's last seed led to and the position after the turn; a
     * turn whose laps capture nothing has no capture event.
     */
    static Turn assertTurn(Ruleset r, String before, String move, List<Event.LapOutcome> laps, String after) {
        Turn t = play(r, before, move);
        assertEquals(laps, outcomes(t), "what each lap's last seed led to");
        assertEquals(after, t.after().toString());
        if (laps.stream().noneMatch(Event.LapOutcome::captures)) {
            assertTrue(captures(t).isEmpty());
        }
        return t;
    }

    static void assertTurnEndsNormally(Turn t) {
        List<Event> events = t.events();
        Event.TurnEnd end = assertInstanceOf(Event.TurnEnd.class, events.get(events.size() - 1));
        assertEquals(t.before().toMove(), end.player());
        assertEquals(t.before().toMove().opponent(), end.next());
        assertFalse(t.endsGame());
    }

    @Nested
    class Boards {
        @Test
        void eachRulesetHasItsBoard() {
            assertBoard(FIANARANTSOA, 6, 6, List.of(6, 4, 3, 2));
            assertBoard(MANCALA_WORLD, 6, 6, List.of(6));
            assertBoard(KATRO4, 4, 6, List.of(6, 4, 8));
            assertBoard(KATRO4_EMPTY, 4, 6, List.of(6, 4, 8));
            assertBoard(GOROBAKA, 4, 8, List.of(8, 6, 4));
            assertBoard(GOROBAKA_NO_SINGLETONS, 4, 8, List.of(8, 6, 4));
            assertEquals(72, FIANARANTSOA.start().total());
        }

        private void assertBoard(Ruleset r, int rows, int columns, List<Integer> traditional) {
            assertEquals(rows, r.rows(), r.id());
            assertEquals(columns, r.defaultColumns(), r.id());
            assertEquals(traditional, r.traditionalColumns(), r.id());
            assertEquals(r, Ruleset.byId(r.id()).orElseThrow());
            for (int c = 1; c <= 11; c++) {
                assertEquals(c >= 2 && c <= 10, r.allowsColumns(c), r.id() + " on " + c + " columns");
            }
            for (int c = 2; c <= 10; c++) {
                Position start = r.start(c);
                assertEquals(rows * c * 2, start.total(), "two seeds in every hole");
                assertEquals(Player.SOUTH, start.toMove());
                assertEquals(0, start.ply());
            }
            assertThrows(IllegalArgumentException.class, () -> r.start(11));
        }

        @Test
        void eachRulesetNamesTheSourceItReadsAndItsLanguages() {
            // the lesson screens show them; docs/rules.md names the sources
            assertEquals(List.of(java.util.Locale.FRENCH), FIANARANTSOA.sourceLanguages());
            assertEquals(List.of(java.util.Locale.forLanguageTag("ca"), java.util.Locale.GERMAN),
                    MANCALA_WORLD.sourceLanguages());
            assertEquals("\"Katra Gorobaka\", Dandouau 1909", GOROBAKA.sourceTitle());
            assertEquals(List.of(java.util.Locale.ENGLISH), GOROBAKA_NO_SINGLETONS.sourceLanguages());
            assertEquals(KATRO4.sourceTitle(), KATRO4_EMPTY.sourceTitle(), "both read \"Jeu de Katro\"");
            assertEquals(Ruleset.values().length, Arrays.stream(Ruleset.values()).map(Ruleset::description).distinct()
                    .filter(d -> !d.isBlank()).count(), "each ruleset describes itself in its own words");
        }

        @Test
        void aPositionOfTheWrongShapeIsRefused() {
            Position fourRows = KATRO4.start();
            assertThrows(IllegalArgumentException.class, () -> Rules.of(FIANARANTSOA).legalMoves(fourRows));
            assertThrows(IllegalArgumentException.class, () -> new GameCursor(FIANARANTSOA, fourRows, List.of()));
            assertTrue(Ruleset.byId("katro").isEmpty());
        }
    }

    @Nested
    class WhereATurnMayStart {
        @Test
        void fianarantsoaStartsFromAnyOwnHoleWithSeedsSingletonsToo() {
            // South: S1=1 (outer), S4=1 (middle), S6=1 (inner); S2, S3, S5 empty
            String text = "1,1/1,1/1,1/0,1/1,0/1,0 S 3";
            assertEquals(Set.of(1, 4, 6), startHoles(FIANARANTSOA, text));
            Position p = position(FIANARANTSOA, text);
            List<Move> legal = Rules.of(FIANARANTSOA).legalMoves(p);
            assertEquals(6, legal.size(), "both directions from each of the three holes: " + legal);
            Rules rules = Rules.of(FIANARANTSOA);
            assertEquals(Optional.empty(), rules.whyNotStart(p, 6));
            assertEquals("hole S2 is empty", why(rules, p, 2));
            assertEquals("there is no hole S7 (holes are 1 to 6)", why(rules, p, 7));
            assertEquals("there is no hole S0 (holes are 1 to 6)", why(rules, p, 0));
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.play(p, new Move(2,
                    Direction.PLUS)));
            assertTrue(e.getMessage().contains("empty"), e.getMessage());
        }

        @ParameterizedTest
        @EnumSource(names = {"MANCALA_WORLD", "KATRO4", "KATRO4_EMPTY"})
        void aTurnStartsFromTheOutermostRowThatHoldsSeeds(Ruleset r) {
            String outerFilled = byRows(r, "1,1/1,1/1,1/0,1/1,0/1,0 S 3", "1,1/1,1/0,1/1,0 S 3");
            assertEquals(Set.of(1), startHoles(r, outerFilled));
            Position p = position(r, outerFilled);
            int inner = r.rows() == 6 ? 6 : 3;
            assertEquals("a turn must start from the outermost row that holds seeds (outer row)",
                    why(Rules.of(r), p, inner));
            assertThrows(IllegalMoveException.class, () -> Rules.of(r).record(p, new Move(inner, Direction.PLUS)));

            // with the outer row empty the next row inwards is the outermost one; a singleton may start
            String outerEmpty = byRows(r, "1,1/1,1/1,1/0,1/1,0/0,0 S 3", "1,1/1,1/0,1/0,0 S 3");
            assertEquals(Set.of(r.rows() == 6 ? 4 : 3), startHoles(r, outerEmpty));
            if (r.rows() == 6) {
                assertEquals(Set.of(6), startHoles(r, "1,1/1,1/1,1/0,1/0,0/0,0 S 3"));
            }
        }

        @ParameterizedTest
        @EnumSource(names = {"GOROBAKA", "GOROBAKA_NO_SINGLETONS"})
        void gorobakasFirstTurnStartsFromTheInnerRowLaterTurnsAnywhere(Ruleset r) {
            Position start = r.start();
            assertEquals(8, start.columns());
            Set<Integer> first = new HashSet<>();
            for (Move m : Rules.of(r).candidateMoves(start)) {
                first.add(m.hole());
            }
            assertEquals(Set.of(9, 10, 11, 12, 13, 14, 15, 16), first, "South's inner row on 4 x 8");
            assertEquals("the game's first turn must start from the inner row", why(Rules.of(r), start, 1));

            Turn t = Rules.of(r).record(start, new Move(9, Direction.PLUS));
            Set<Integer> second = new HashSet<>();
            for (Move m : Rules.of(r).candidateMoves(t.after())) {
                second.add(m.hole());
            }
            Set<Integer> northHoles = new HashSet<>();
            Geometry g = Rules.of(r).geometry(t.after());
            int minimum = r.noSingletons() ? 2 : 1;
            for (int h = 1; h <= 16; h++) {
                if (t.after().seeds(g.hole(Player.NORTH, h)) >= minimum) {
                    northHoles.add(h);
                }
            }
            assertEquals(northHoles, second, "ply 1: any of North's holes");
            assertTrue(second.contains(1), "North's outer row is open from the second turn on");

            assertEquals(Set.of(5), startHoles(r, "1,1,1/1,1,1/0,2,0/2,0,0 S 0"),
                    "ply 0: the outer row's S1 may not start, the inner row's S5 may");
            assertEquals(Set.of(1, 5), startHoles(r, "1,1,1/1,1,1/0,2,0/2,0,0 S 2"), "later: any hole");
        }

        @Test
        void noSingletonsRefusesAHoleWithOneSeed() {
            // South: S1=1, S4=1, S5=2, S6=1
            String text = "1,1,1/1,1,1/1,2,1/1,0,0 S 3";
            assertEquals(Set.of(5), startHoles(GOROBAKA_NO_SINGLETONS, text));
            assertEquals(Set.of(1, 4, 5, 6), startHoles(GOROBAKA, text));
            Position p = position(GOROBAKA_NO_SINGLETONS, text);
            assertEquals("hole S1 holds a single seed, which may not be played in gorobaka-no-singletons",
                    why(Rules.of(GOROBAKA_NO_SINGLETONS), p, 1));
            assertThrows(IllegalMoveException.class,
                    () -> Rules.of(GOROBAKA_NO_SINGLETONS).play(p, new Move(1, Direction.PLUS)));
        }
    }

    @Nested
    class Sowing {
        @ParameterizedTest
        @EnumSource(Ruleset.class)
        void aLastSeedInAnEmptyHoleEndsTheTurn(Ruleset r) {
            // S1 holds 2: they fall into S2 and S3, which was empty; the inner row holds seeds, so S3 is
            // not in South's front row
            Turn t = assertTurn(r, byRows(r, "2,2,2/2,2,2/2,2,2/1,1,1/1,1,1/2,0,0 S 4", "2,2,2/2,2,2/1,1,1/2,0,0 S 4"),
                    "1+", List.of(EMPTY_HOLE),
                    byRows(r, "2,2,2/2,2,2/2,2,2/1,1,1/1,1,1/0,1,1 N 5", "2,2,2/2,2,2/1,1,1/0,1,1 N 5"));
            assertEquals(List.of("S2", "S3"), sown(t));
            assertTurnEndsNormally(t);
            Event.Sow last = (Event.Sow) t.events().get(t.events().size() - 2);
            assertEquals(r.rows() / 2 - 1, last.frontRow(), "South's front row is its inner row");
            assertEquals(0, last.inHand());
        }

        @ParameterizedTest
        @EnumSource(Ruleset.class)
        void aLastSeedInAnOccupiedHoleOutsideTheFrontRowIsARelay(Ruleset r) {
            // S1 holds 2: the last falls on S3 (1 seed), in the outer row while the inner row holds seeds
            Turn t = play(r, byRows(r, "2,2,2/2,2,2/2,2,2/1,1,1/1,1,1/2,0,1 S 4", "2,2,2/2,2,2/1,1,1/2,0,1 S 4"),
                    "1+");
            assertEquals(RELAY, outcomes(t).get(0));
            Event.Pick relay = picks(t).get(1);
            assertEquals("S3", relay.hole().name());
            assertEquals(2, relay.count(), "the relay lifts the landing hole's seeds, the last one included");
            assertEquals(Event.PickReason.RELAY, relay.reason());
            assertEquals(1, relay.lap());
            assertEquals(Direction.PLUS, relay.direction());
            assertEquals(List.of("S2", "S3", "S4"), sown(t).subList(0, 3), "sowing goes on from the next hole");
        }

        @ParameterizedTest
        @EnumSource(Ruleset.class)
        void theStartHoleIsNotSkippedWhenALapGoesAllTheWayRound(Ruleset r) {
            // S1 holds as many seeds as South has holes: the last one falls back into S1, empty since the lift
            String before = byRows(r, "1,1/1,1/1,1/0,0/0,0/6,0 S 4", "1,1/1,1/0,0/4,0 S 4");
            String after = byRows(r, "1,1/1,1/1,1/1,1/1,1/1,1 N 5", "1,1/1,1/1,1/1,1 N 5");
            for (String dir : List.of("+", "-")) {
                List<String> sown = sown(assertTurn(r, before, "1" + dir, List.of(EMPTY_HOLE), after));
                assertEquals(r.rows() == 6 ? 6 : 4, sown.size());
                assertEquals("S1", sown.get(sown.size() - 1), "1" + dir + " ends in its own start hole");
            }
        }

        @Test
        void theDirectionHoldsForTheWholeTurn() {
            // the worked example's start, played the other way round the serpent
            Turn t = play(FIANARANTSOA, "2,2/2,2/2,2/2,2/2,2/2,2 S 0", "1-");
            assertEquals(List.of("S6", "S5"), sown(t).subList(0, 2), "- runs down the hole numbers, S1 to S6");
            int previous = 0;
            for (Event e : t.events()) {
                if (e instanceof Event.Pick p) {
                    assertEquals(Direction.MINUS, p.direction());
                    previous = p.hole().number();
                } else if (e instanceof Event.Sow s) {
                    assertEquals(Math.floorMod(previous - 2, 6) + 1, s.hole().number(), "each seed one hole down");
                    previous = s.hole().number();
                }
            }
            assertTrue(picks(t).size() > 1, "the turn goes on past its first lap");
        }
    }

    @Nested
    class CapturesFromTheFrontRow {
        @ParameterizedTest
        @EnumSource(names = {"FIANARANTSOA", "MANCALA_WORLD", "KATRO4"})
        void anOccupiedFrontRowHoleTakesTheOppositeFrontRowHole(Ruleset r) {
            // 6 x 3: S7 -> S8 (occupied, inner row), opposite N8 holds 2. 4 x 3: S4 -> S5, opposite N5 holds 2.
            Turn t = assertTurn(r, byRows(r, "1,1,1/1,1,1/0,2,0/1,1,0/0,0,0/0,0,0 S 4", "1,1,1/0,2,0/0,1,1/0,0,0 S 4"),
                    byRows(r, "7+", "4+"), List.of(CAPTURE, EMPTY_HOLE),
                    byRows(r, "1,1,1/1,1,1/0,0,0/0,0,1/0,0,0/1,1,1 N 5", "1,1,1/0,0,0/1,0,0/1,1,1 N 5"));
            String landing = byRows(r, "S8", "S5");
            assertEquals(1, captures(t).size());
            Event.Capture c = assertCapture(t, 0, byRows(r, "N8", "N5"), landing, 2);
            assertEquals(0, c.emptyRowsBefore());
            assertEquals(RowKind.INNER, c.from().row());
            assertFalse(c.lastSeeds());
            assertFalse(c.wholeFile());
            Event.Pick after = picks(t).get(1);
            assertEquals(landing, after.hole().name());
            assertEquals(Event.PickReason.AFTER_CAPTURE, after.reason());
            assertEquals(4, after.count(), "the landing hole's two seeds and the two captured ones");
            assertEquals(byRows(r, "S9", "S6"), sown(t).get(1), "sown on from the hole after the landing hole");
            assertTurnEndsNormally(t);
        }

        @ParameterizedTest
        @EnumSource(names = {"FIANARANTSOA", "MANCALA_WORLD", "KATRO4"})
        void anEmptyOppositeFrontRowHoleMakesARelay(Ruleset r) {
            // as above, but North's front (inner) row holds seeds only in another column; the seeds behind
            // it in the landing column are not taken
            Turn t = assertTurn(r, byRows(r, "1,1,1/1,1,1/2,0,0/1,1,0/0,0,0/0,0,0 S 4", "1,1,1/2,0,0/0,1,1/0,0,0 S 4"),
                    byRows(r, "7+", "4+"), List.of(RELAY_NOTHING_OPPOSITE, EMPTY_HOLE),
                    byRows(r, "1,1,1/1,1,1/2,0,0/0,0,1/0,0,0/1,0,0 N 5", "1,1,1/2,0,0/1,0,0/1,0,0 N 5"));
            Event.Pick relay = picks(t).get(1);
            assertEquals(Event.PickReason.RELAY, relay.reason());
            assertEquals(2, relay.count());
        }

        @ParameterizedTest
        @EnumSource(names = {"FIANARANTSOA", "MANCALA_WORLD"})
        void theMoversFrontRowIsTheirInnermostRowWithSeeds(Ruleset r) {
            // South's inner row is empty: S4 -> S5 lands in the middle row, which is now South's front row
            Turn t = assertTurn(r, "1,1,1/1,1,1/0,2,0/0,0,0/0,1,1/0,0,0 S 4", "4+", List.of(CAPTURE, EMPTY_HOLE),
                    "1,1,1/1,1,1/0,0,0/1,1,1/1,0,0/0,0,0 N 5");
            Event.Sow landing = (Event.Sow) t.events().get(1);
            assertEquals(1, landing.frontRow(), "the middle row");
            assertEquals(RowKind.MIDDLE, assertCapture(t, 0, "N8", "S5", 2).into().row());
        }

        static Stream<Arguments> deeperRows() {
            Stream<Arguments> sixRows = Stream.of(FIANARANTSOA, MANCALA_WORLD).flatMap(r -> Stream.of(
                    // North's middle row is reached only when its inner row is empty
                    deeper(r, "1,1,1/1,3,1/0,0,0/1,1,0/0,0,0/0,0,0 S 4", "7+", "N5", RowKind.MIDDLE, 1,
                            "1,1,1/1,0,1/0,0,0/0,0,1/0,0,1/1,1,1 N 5",
                            "1,1,1/1,3,1/1,0,0/1,1,0/0,0,0/0,0,0 S 4", "1,1,1/1,3,1/1,0,0/0,0,1/0,0,0/1,0,0 N 5"),
                    // its outer row only when both inner and middle rows are empty
                    deeper(r, "1,3,1/0,0,0/0,0,0/1,1,0/0,0,0/0,0,0 S 4", "7+", "N2", RowKind.OUTER, 2,
                            "1,0,1/0,0,0/0,0,0/0,0,1/0,0,1/1,1,1 N 5",
                            "1,3,1/1,0,0/0,0,0/1,1,0/0,0,0/0,0,0 S 4", "1,3,1/1,0,0/0,0,0/0,0,1/0,0,0/1,0,0 N 5")));
            // katro4: the second row only when the first is empty
            return Stream.concat(sixRows, Stream.of(deeper(KATRO4, "1,3,1/0,0,0/0,1,1/0,0,0 S 4", "4+", "N2",
                    RowKind.OUTER, 1, "1,0,1/0,0,0/1,0,1/1,1,1 N 5",
                    "1,3,1/1,0,0/0,1,1/0,0,0 S 4", "1,3,1/1,0,0/1,0,0/1,0,0 N 5")));
        }

        private static Arguments deeper(Ruleset r, String reached, String move, String from, RowKind row,
                int emptyRows, String reachedAfter, String blocked, String blockedAfter) {
            return Arguments.of(r, reached, move, from, row, emptyRows, reachedAfter, blocked, blockedAfter);
        }

        @ParameterizedTest
        @MethodSource("deeperRows")
        void aRowBehindIsReachedOnlyWhenTheRowsBeforeItAreEmpty(Ruleset r, String reached, String move, String from,
                RowKind row, int emptyRows, String reachedAfter, String blocked, String blockedAfter) {
            Turn t = assertTurn(r, reached, move, List.of(CAPTURE, EMPTY_HOLE), reachedAfter);
            Event.Capture c = assertCapture(t, 0, from, byRows(r, "S8", "S5"), 3);
            assertEquals(row, c.from().row());
            assertEquals(emptyRows, c.emptyRowsBefore(), "North's rows nearer the centre were empty");

            // one seed left anywhere in a row nearer the centre keeps the row behind it out of reach
            assertTurn(r, blocked, move, List.of(RELAY_NOTHING_OPPOSITE, EMPTY_HOLE), blockedAfter);
        }
    }

    @Nested
    class Katro4LoneSeed {
        @Test
        void aLoneSeedCapturesFromAnEmptyHole() {
            // South's only seed, S4, steps into the empty S5; N5 opposite holds 2
            Turn t = assertTurn(KATRO4, "1,1,1/0,2,0/0,0,1/0,0,0 S 4", "4+", List.of(CAPTURE_LONE_SEED, EMPTY_HOLE),
                    "1,1,1/0,0,0/1,0,0/1,1,0 N 5");
            assertCapture(t, 0, "N5", "S5", 2);
            assertEquals(3, picks(t).get(1).count(), "the lone seed and the two captured ones are sown on");
            assertEquals(Event.PickReason.AFTER_CAPTURE, picks(t).get(1).reason());
            assertTurnEndsNormally(t);
        }

        @Test
        void aLoneSeedWithNothingOppositeEndsTheTurn() {
            assertTurnEndsNormally(assertTurn(KATRO4, "1,1,1/2,0,0/0,0,1/0,0,0 S 4", "4+",
                    List.of(EMPTY_HOLE_NOTHING_OPPOSITE), "1,1,1/2,0,0/0,1,0/0,0,0 N 5"));
        }

        @Test
        void laterLapsOfTheTurnFollowTheOrdinaryRule() {
            // S6 -> S1 captures N4; the captured seed is sown on and ends in the empty S3 of South's front
            // (outer) row with N1 opposite: an ordinary empty hole, no capture
            Turn t = assertTurn(KATRO4, "1,1,1/1,0,0/1,0,0/0,0,0 S 4", "6+", List.of(CAPTURE_LONE_SEED, EMPTY_HOLE),
                    "1,1,1/0,0,0/0,0,0/0,1,1 N 5");
            assertEquals(1, captures(t).size());
            assertCapture(t, 0, "N4", "S1", 1);
        }

        @Test
        void twoSeedsOnTheSideAreNoLoneSeed() {
            assertTurn(KATRO4, "1,1,1/0,2,0/1,0,1/0,0,0 S 4", "4+", List.of(EMPTY_HOLE), "1,1,1/0,2,0/1,1,0/0,0,0 N 5");
        }

        @Test
        void otherRulesetsHaveNoLoneSeedRule() {
            // fianarantsoa: a lone seed falling into an empty hole ends the turn
            assertTurn(FIANARANTSOA, "1,1,1/1,1,1/0,2,0/0,0,1/0,0,0/0,0,0 S 4", "9-", List.of(EMPTY_HOLE),
                    "1,1,1/1,1,1/0,2,0/0,1,0/0,0,0/0,0,0 N 5");
        }
    }

    @Nested
    class Katro4Empty {
        @Test
        void anEmptyFrontRowHoleCapturesAndTheCapturingSeedIsSownOn() {
            // S4 (2 seeds) -> S5, S6: S6 was empty, N4 opposite holds 3
            Turn t = assertTurn(KATRO4_EMPTY, "1,1,0/3,0,0/0,0,2/0,0,0 S 4", "4+",
                    List.of(CAPTURE_ON_EMPTY, EMPTY_HOLE_NOTHING_OPPOSITE), "1,1,0/0,0,0/0,1,1/1,1,1 N 5");
            assertCapture(t, 0, "N4", "S6", 3);
            Event.Pick after = picks(t).get(1);
            assertEquals("S6", after.hole().name());
            assertEquals(4, after.count(), "the capturing seed and the three captured ones");
            assertEquals(Event.PickReason.AFTER_CAPTURE, after.reason());
            // the last lap ends in the empty S4; North's front row is now its outer row, and N1 is empty
            assertEquals("S4", sown(t).get(sown(t).size() - 1));
            assertTurnEndsNormally(t);
        }

        @Test
        void anOccupiedHoleIsAlwaysARelay() {
            // the same board in katro4 captures N5 (see CapturesFromTheFrontRow)
            assertTurn(KATRO4_EMPTY, "1,1,1/0,2,0/0,1,1/0,0,0 S 4", "4+", List.of(RELAY, EMPTY_HOLE),
                    "1,1,1/0,2,0/1,0,0/1,0,0 N 5");
        }

        @Test
        void anEmptyFrontRowHoleWithNothingOppositeEndsTheTurn() {
            // S4 (2 seeds) -> S5, S6: S6 was empty and in the front row, but N4 opposite is empty
            Turn t = assertTurn(KATRO4_EMPTY, "1,1,1/0,0,2/0,0,2/0,0,0 S 4", "4+",
                    List.of(EMPTY_HOLE_NOTHING_OPPOSITE), "1,1,1/0,0,2/1,1,0/0,0,0 N 5");
            assertTurnEndsNormally(t);
        }

        @Test
        void thereIsNoLoneSeedRule() {
            Turn t = play(KATRO4_EMPTY, "1,1,1/0,2,0/0,0,1/0,0,0 S 4", "4+");
            assertEquals(CAPTURE_ON_EMPTY, outcomes(t).get(0), "an ordinary capture on an empty hole");
        }
    }

    @Nested
    class GorobakaWholeFile {
        @ParameterizedTest
        @EnumSource(names = {"GOROBAKA", "GOROBAKA_NO_SINGLETONS"})
        void bothOfTheOpponentsHolesInTheColumnAreTaken(Ruleset r) {
            // S3 (2 seeds) -> S4, S5: S5 in the inner row held a seed; N5 and N2 behind it hold one each
            Turn t = assertTurn(r, "0,1,0/1,1,0/0,1,0/0,0,2 S 4", "3+", List.of(CAPTURE, EMPTY_HOLE),
                    "0,0,0/1,0,0/1,0,1/1,1,1 N 5");
            List<Event.Capture> cs = captures(t);
            assertEquals(2, cs.size());
            assertEquals(RowKind.INNER, assertCapture(t, 0, "N5", "S5", 1).from().row());
            assertEquals(RowKind.OUTER, assertCapture(t, 1, "N2", "S5", 1).from().row());
            for (Event.Capture c : cs) {
                assertTrue(c.wholeFile());
                assertFalse(c.lastSeeds());
            }
            assertEquals(4, picks(t).get(1).count());
        }

        @ParameterizedTest
        @EnumSource(names = {"GOROBAKA", "GOROBAKA_NO_SINGLETONS"})
        void theBackRowIsTakenEvenWhenTheFrontHoleIsEmpty(Ruleset r) {
            Turn t = assertTurn(r, "0,2,0/1,0,0/0,1,0/0,0,2 S 4", "3+", List.of(CAPTURE, EMPTY_HOLE),
                    "0,0,0/1,0,0/1,0,1/1,1,1 N 5");
            assertEquals(1, captures(t).size());
            assertEquals(RowKind.OUTER, assertCapture(t, 0, "N2", "S5", 2).from().row());

            // katro4 reads the opponent's front row instead: N4 keeps it the inner row, where N5 is empty
            Turn katro4 = play(KATRO4, "0,2,0/1,0,0/0,1,0/0,0,2 S 4", "3+");
            assertEquals(RELAY_NOTHING_OPPOSITE, outcomes(katro4).get(0));
        }

        @ParameterizedTest
        @EnumSource(names = {"GOROBAKA", "GOROBAKA_NO_SINGLETONS"})
        void onlyTheFixedInnerRowCaptures(Ruleset r) {
            // South's inner row is empty: S1 -> S2, S3 lands on S3 in the outer row, South's front row
            assertTurn(r, "1,1,1/1,1,1/0,0,0/2,0,1 S 4", "1+", List.of(RELAY, EMPTY_HOLE),
                    "1,1,1/1,1,1/0,1,1/0,1,0 N 5");

            Turn katro4 = play(KATRO4, "1,1,1/1,1,1/0,0,0/2,0,1 S 4", "1+");
            assertEquals(CAPTURE, outcomes(katro4).get(0), "katro4 captures from the front row, whichever it is");
        }

        @ParameterizedTest
        @EnumSource(names = {"GOROBAKA", "GOROBAKA_NO_SINGLETONS"})
        void anEmptyOppositeColumnMakesARelay(Ruleset r) {
            assertTurn(r, "1,0,1/1,0,1/0,1,0/0,0,2 S 4", "3+", List.of(RELAY_NOTHING_OPPOSITE, EMPTY_HOLE),
                    "1,0,1/1,0,1/1,0,1/1,0,0 N 5");
        }
    }

    @Nested
    class EndOfTheGame {
        static Stream<Arguments> lastSeedCaptures() {
            return Stream.of(
                    Arguments.of(FIANARANTSOA, "0,0,0/0,0,0/0,1,0/1,1,0/0,0,0/0,0,0 S 4", "7+", CAPTURE,
                            "0,0,0/0,0,0/0,0,0/0,3,0/0,0,0/0,0,0 N 5"),
                    Arguments.of(MANCALA_WORLD, "0,0,0/0,0,0/0,1,0/1,1,0/0,0,0/0,0,0 S 4", "7+", CAPTURE,
                            "0,0,0/0,0,0/0,0,0/0,3,0/0,0,0/0,0,0 N 5"),
                    Arguments.of(KATRO4, "0,0,0/0,2,0/0,0,1/0,0,0 S 4", "4+", CAPTURE_LONE_SEED,
                            "0,0,0/0,0,0/0,3,0/0,0,0 N 5"),
                    Arguments.of(KATRO4_EMPTY, "0,0,0/3,0,0/0,0,2/0,0,0 S 4", "4+", CAPTURE_ON_EMPTY,
                            "0,0,0/0,0,0/4,1,0/0,0,0 N 5"),
                    Arguments.of(GOROBAKA, "0,1,0/0,1,0/0,1,0/0,0,2 S 4", "3+", CAPTURE,
                            "0,0,0/0,0,0/0,4,1/0,0,0 N 5"),
                    Arguments.of(GOROBAKA_NO_SINGLETONS, "0,1,0/0,1,0/0,1,0/0,0,2 S 4", "3+", CAPTURE,
                            "0,0,0/0,0,0/0,4,1/0,0,0 N 5"));
        }

        @ParameterizedTest
        @MethodSource("lastSeedCaptures")
        void takingTheOpponentsLastSeedEndsTheGameAtOnce(Ruleset r, String before, String move,
                Event.LapOutcome outcome, String after) {
            Turn t = play(r, before, move);
            assertEquals(List.of(outcome), outcomes(t), "no lap after the capture");
            assertEquals(1, picks(t).size(), "the captured seeds stay in the landing hole");
            List<Event.Capture> cs = captures(t);
            for (int i = 0; i < cs.size(); i++) {
                assertEquals(i == cs.size() - 1, cs.get(i).lastSeeds(), "only the capture that empties the side");
            }
            List<Event> events = t.events();
            assertInstanceOf(Event.Capture.class, events.get(events.size() - 3));
            Event.TurnEnd end = assertInstanceOf(Event.TurnEnd.class, events.get(events.size() - 2));
            assertEquals(Player.NORTH, end.next());
            Event.GameOver over = assertInstanceOf(Event.GameOver.class, events.get(events.size() - 1));
            assertEquals(Player.SOUTH, over.winner());
            assertEquals(Player.NORTH, over.loser());
            assertFalse(over.loserHasSeeds());
            assertTrue(t.endsGame());
            assertEquals(after, t.after().toString(), "side and ply move on also when the game ends");
            assertEquals(Player.SOUTH, Rules.of(r).winner(t.after()).orElseThrow());

            GameCursor cursor = new GameCursor(r, t.before(), List.of(t.move()));
            cursor.toLast();
            assertEquals(Player.SOUTH, cursor.winner().orElseThrow());
            IllegalMoveException e = assertThrows(IllegalMoveException.class,
                    () -> cursor.append(new Move(1, Direction.PLUS)));
            assertTrue(e.getMessage().contains("over"), e.getMessage());
        }

        @Test
        void aPlayerLeftWithOnlySingletonsLosesInNoSingletons() {
            Turn t = play(GOROBAKA_NO_SINGLETONS, "1,0,1/1,0,1/0,0,0/0,0,2 S 4", "3+");
            assertEquals("1,0,1/1,0,1/0,1,1/0,0,0 N 5", t.after().toString());
            assertTrue(Rules.of(GOROBAKA_NO_SINGLETONS).legalMoves(t.after()).isEmpty());
            assertTrue(t.endsGame());
            Event.GameOver over = (Event.GameOver) t.events().get(t.events().size() - 1);
            assertEquals(Player.SOUTH, over.winner());
            assertEquals(Player.NORTH, over.loser());
            assertTrue(over.loserHasSeeds(), "North still has four seeds, but none it may play");

            Turn same = play(GOROBAKA, "1,0,1/1,0,1/0,0,0/0,0,2 S 4", "3+");
            assertFalse(same.endsGame(), "gorobaka lets North play a singleton");
            assertTrue(Rules.of(GOROBAKA).winner(same.after()).isEmpty());
        }

        @Test
        void aPlayerWhoseEveryMoveIsEndlessLoses() {
            // after North's 1+, each of South's moves from its outermost row would sow for ever
            Turn t = play(KATRO4_EMPTY, "1,1/4,2/1,0/2,0 N 1", "1+");
            Position after = t.after();
            assertEquals("2,1/1,4/1,0/2,0 S 2", after.toString());
            assertFalse(Rules.of(KATRO4_EMPTY).candidateMoves(after).isEmpty());
            assertTrue(Rules.of(KATRO4_EMPTY).legalMoves(after).isEmpty());
            Event.GameOver over = assertInstanceOf(Event.GameOver.class, t.events().get(t.events().size() - 1));
            assertEquals(Player.NORTH, over.winner());
            assertTrue(over.loserHasSeeds());

            GameCursor fromThere = new GameCursor(KATRO4_EMPTY, after, List.of());
            assertEquals(Player.NORTH, fromThere.winner().orElseThrow(), "the game is over before any event");
            assertThrows(IllegalMoveException.class, () -> fromThere.append(new Move(1, Direction.MINUS)));
        }

        @Test
        void aPlayerWithNoSeedsHasNoMove() {
            Position p = position(FIANARANTSOA, "1,0/0,0/0,0/0,0/0,0/0,0 S 7");
            assertTrue(Rules.of(FIANARANTSOA).candidateMoves(p).isEmpty());
            assertEquals(Player.NORTH, Rules.of(FIANARANTSOA).winner(p).orElseThrow());
            assertTrue(Rules.of(FIANARANTSOA).randomMove(p, new java.util.SplittableRandom(1)).isEmpty());
        }
    }

    @Nested
    class EndlessMoves {
        /**
         * An independent check that the sowing never ends: follows the laps while each ends on an occupied
         * hole and reports whether a lap start (board and hole) comes back. Only valid where an occupied
         * landing hole is always a relay, as in katro4-empty or when the opponent has no seed to capture.
         */
        static boolean relaysForEver(Ruleset r, Position p, Move m) {
            int[] b = p.counts();
            int[] serpent = Rules.of(r).geometry(p).serpent(p.toMove());
            int at = m.hole() - 1;
            Set<String> seen = new HashSet<>();
            while (seen.add(Arrays.toString(b) + "@" + at)) {
                int hand = b[serpent[at]];
                b[serpent[at]] = 0;
                for (; hand > 0; hand--) {
                    at = Math.floorMod(at + m.direction().step(), serpent.length);
                    b[serpent[at]]++;
                }
                if (b[serpent[at]] == 1) {
                    return false;
                }
            }
            return true;
        }

        static Stream<Arguments> endless() {
            return Stream.of(
                    // both sides hold seeds; the relays from S1 come back to the start after eight laps
                    Arguments.of(KATRO4_EMPTY, "0,1/0,0/1,2/2,0 S 3", "1+"),
                    // North has nothing left to capture, so every occupied landing hole is a relay
                    Arguments.of(FIANARANTSOA, "0,0/0,0/0,0/1,0/3,2/2,3 S 2", "1-"));
        }

        @ParameterizedTest
        @MethodSource("endless")
        void aMoveThatWouldSowForEverIsIllegal(Ruleset r, String text, String moveText) {
            Position p = position(r, text);
            Move m = move(p, moveText);
            assertTrue(relaysForEver(r, p, m), "the test's own walk finds the repetition");
            Rules rules = Rules.of(r);
            assertEquals(Optional.empty(), rules.whyNotStart(p, m.hole()), "the start-row rules allow it");
            assertTrue(rules.candidateMoves(p).contains(m));
            assertFalse(rules.legalMoves(p).contains(m));
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.play(p, m));
            assertTrue(e.getMessage().contains("for ever"), e.getMessage());
            assertThrows(IllegalMoveException.class, () -> rules.record(p, m));
            GameCursor cursor = new GameCursor(r, p, List.of());
            assertThrows(IllegalMoveException.class, () -> cursor.append(m));
            assertEquals(0, cursor.size(), "a refused move leaves the game as it was");

            assertTrue(rules.hasLegalMove(p));
            for (Move legal : rules.legalMoves(p)) {
                assertEquals(p.total(), rules.play(p, legal).total());
            }
            for (int i = 0; i < 50; i++) {
                Move random = rules.randomMove(p, new java.util.SplittableRandom(i)).orElseThrow();
                assertTrue(rules.legalMoves(p).contains(random), "random moves are legal ones");
            }
        }
    }

    @Nested
    class FrontRows {
        /**
         * The two players' front rows are different rows: reading either for the wrong player changes
         * whether the landing seed captures, or which hole it takes.
         */
        static Stream<Arguments> asymmetric() {
            return Stream.of(
                    // South holds seeds only in its outer row, so that is its front row, while North's is its
                    // inner row: S1 -> S2 lands on a seed in South's front row and takes N8 (not N2 behind it)
                    Arguments.of("1,1,1/0,0,0/0,2,0/0,0,0/0,0,0/1,1,0 S 4", "1+", 0, 2, "N8", "S2", 0,
                            "1,1,1/0,0,0/0,0,0/0,0,0/1,1,1/0,0,1 N 5"),
                    // the same board turned round, North to move
                    Arguments.of("0,1,1/0,0,0/0,0,0/0,2,0/0,0,0/1,1,1 N 4", "1+", 0, 2, "S8", "N2", 0,
                            "1,0,0/1,1,1/0,0,0/0,0,0/0,0,0/1,1,1 S 5"),
                    // the other way round: South's front row is its inner row, North's its outer row, so S7 ->
                    // S8 takes N2, two rows behind North's empty inner and middle rows
                    Arguments.of("1,2,1/0,0,0/0,0,0/1,1,0/0,0,0/0,0,0 S 4", "7+", 2, 0, "N2", "S8", 2,
                            "1,0,1/0,0,0/0,0,0/0,0,1/0,0,0/1,1,1 N 5"),
                    Arguments.of("0,0,0/0,0,0/0,1,1/0,0,0/0,0,0/1,2,1 N 4", "7+", 2, 0, "S2", "N8", 2,
                            "1,1,1/0,0,0/1,0,0/0,0,0/0,0,0/1,0,1 S 5"));
        }

        @ParameterizedTest
        @MethodSource("asymmetric")
        void eachPlayersFrontRowIsReadOnTheirOwnSide(String before, String move, int moverFront, int opponentFront,
                String taken, String landing, int emptyRows, String after) {
            Rules rules = Rules.of(FIANARANTSOA);
            Position p = position(FIANARANTSOA, before);
            Player mover = p.toMove();
            assertEquals(moverFront, rules.frontRow(p, mover), "the mover's front row");
            assertEquals(opponentFront, rules.frontRow(p, mover.opponent()), "the opponent's front row");
            Turn t = assertTurn(FIANARANTSOA, before, move, List.of(CAPTURE, EMPTY_HOLE), after);
            Event.Capture c = assertCapture(t, 0, taken, landing, 2);
            assertEquals(opponentFront, c.from().depth(), "taken from the opponent's front row");
            assertEquals(emptyRows, c.emptyRowsBefore(), "the opponent's empty rows nearer the centre");
            Event.Sow first = (Event.Sow) t.events().stream().filter(e -> e instanceof Event.Sow s && s.endsLap())
                    .findFirst().orElseThrow();
            assertEquals(moverFront, first.frontRow(), "the landing seed's event gives the mover's front row");
        }

        @Test
        void aPlayerWithoutSeedsHasNoFrontRow() {
            Position p = position(FIANARANTSOA, "1,0/0,0/0,0/0,0/0,0/0,0 S 7");
            assertEquals(-1, Rules.of(FIANARANTSOA).frontRow(p, Player.SOUTH));
            assertEquals(0, Rules.of(FIANARANTSOA).frontRow(p, Player.NORTH));
        }
    }

    @Nested
    class LongTurns {
        @Test
        void aTurnOfMoreThanSixteenLapsEndsWhenItsBoardComesBackFromAnotherHole() {
            // 33 laps, relays and captures; the board at the start of two laps is the same, lifted from different holes,
            // so only the hole tells the cycle check that the sowing has not come round
            Rules rules = Rules.of(KATRO4_EMPTY);
            Turn t = play(KATRO4_EMPTY, "1,2/2,0/3,2/1,2 S 0", "1-");
            assertEquals("0,2/0,0/0,4/6,1 N 1", t.after().toString());
            List<Event.LapOutcome> laps = outcomes(t);
            assertEquals(33, laps.size());
            assertEquals(EMPTY_HOLE, laps.get(32), "the last seed falls into an empty hole");
            assertTurnEndsNormally(t);
            assertTrue(rules.legalMoves(t.before()).contains(t.move()));
            GameCursor cursor = new GameCursor(KATRO4_EMPTY, t.before(), List.of(t.move()));
            java.util.Map<List<Integer>, Hole> lifted = new java.util.HashMap<>();
            boolean sameBoardOtherHole = false;
            for (int start : cursor.lapStarts()) {
                cursor.seek(start);
                Hole hole = ((Event.Pick) cursor.events().get(start)).hole();
                Hole before = lifted.put(Arrays.stream(cursor.position().counts()).boxed().toList(), hole);
                sameBoardOtherHole |= before != null && before != hole;
            }
            assertTrue(sameBoardOtherHole, "the fixture passes the same board at two lap starts");

            Tally tally = new Tally();
            rules.play(t.before(), t.move(), tally);
            assertEquals(33, tally.laps());
            assertEquals(127, tally.seeds());
        }

        @Test
        void aMoveWhoseSowingFallsIntoALoopOnlyAfterManyLapsIsStillEndless() {
            // the laps of 4+ repeat only from well past the sixteenth lap on, so the cycle check must keep
            // moving its remembered lap forward to see the loop long before the seed limit
            Position p = position(KATRO4_EMPTY, "0,2,1,2/0,3,1,1/1,2,0,2/3,2,2,2 S 3");
            Move m = move(p, "4+");
            assertEquals(ReferenceRules.Refusal.ENDLESS, new ReferenceRules(KATRO4_EMPTY).play(p, m).refusal(),
                    "the plain second writing of the rules sees the repetition");
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> Rules.of(KATRO4_EMPTY).play(p, m));
            assertEquals("move 4+ would sow for ever (the board repeats during the turn)", e.getMessage());
        }

        @Test
        void aTurnThatWouldSowMoreThanAHundredThousandSeedsIsTooLong() {
            assertEquals(100_000, Rules.MAX_SEEDS_SOWN, "docs/rules.md's limit");
            Rules rules = Rules.of(KATRO4_EMPTY);
            Position p = position(KATRO4_EMPTY, "999,998/997,997/999,997/997,0 N 2");
            // a hang guard, not a speed test: without the limit these moves sow for minutes
            List<Move> legal = assertTimeoutPreemptively(java.time.Duration.ofSeconds(20), () -> rules.legalMoves(p));
            assertEquals(List.of(), legal);
            assertEquals(4, rules.candidateMoves(p).size());
            for (Move m : rules.candidateMoves(p)) {
                IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> rules.play(p, m));
                assertEquals("tooLong", e.reason().key());
                assertEquals("move " + m + " is too long: its turn would sow more than 100,000 seeds", e.getMessage());
                assertThrows(IllegalMoveException.class, () -> rules.record(p, m));
            }
            assertEquals(Optional.of(Player.SOUTH), rules.winner(p), "North has no legal move");
            assertTrue(rules.randomMove(p, new java.util.SplittableRandom(1)).isEmpty());
            Tally tally = new Tally();
            assertEquals(p, rules.randomGame(p, new java.util.SplittableRandom(1), tally, 10), "no turn is played");
            assertEquals(0, tally.turns() + tally.laps() + tally.seeds(), "a refused turn counts nothing");
        }

        @Test
        void aTooLongMoveLeavesTheGameAsItWas() {
            Position p = position(KATRO4_EMPTY, "43,254/0,0/281,179/240,0 N 3");
            Move m = move(p, "1-");
            Replay replay = assertTimeoutPreemptively(java.time.Duration.ofSeconds(20),
                    () -> Replay.of(KATRO4_EMPTY, p, List.of(m)));
            Replay.Refusal refused = replay.refusal().orElseThrow();
            assertEquals(new Replay.Refusal(0, m, Player.NORTH, refused.reason()), refused);
            assertEquals("tooLong", refused.reason().key());
            assertEquals(0, replay.game().size());

            GameCursor game = new GameCursor(KATRO4_EMPTY, p, List.of());
            IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> game.append(m));
            assertEquals("move 1- is too long: its turn would sow more than 100,000 seeds", e.getMessage());
            assertEquals(0, game.size());
            assertTrue(Rules.of(KATRO4_EMPTY).legalMoves(p).containsAll(List.of(move(p, "1+"), move(p, "2+"),
                    move(p, "2-"))), "the other moves are ordinary");
        }

        @Test
        void aTurnJustUnderTheLimitIsPlayedInFull() {
            Rules rules = Rules.of(KATRO4_EMPTY);
            Position p = position(KATRO4_EMPTY, "802,414,966/283,433,624/755,97,860/163,605,59 N 3");
            Move m = move(p, "2-");
            Tally tally = new Tally();
            Position after = rules.play(p, m, tally);
            assertEquals(99_989, tally.seeds());
            assertEquals(182, tally.laps());
            Turn t = rules.record(p, m);
            assertEquals(after, t.after());
            assertEquals(99_989, t.events().stream().filter(e -> e instanceof Event.Sow).count(), "every seed sown");
            assertTrue(rules.legalMoves(p).contains(m));
        }
    }
}
