package org.katro.notation;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.Geometry;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** docs/notation.md: hole numbers, positions, moves and event lines. */
class NotationTest {
    private static final String WORKED_START = "2,2/2,2/2,2/2,2/2,2/2,2 S 0";

    /** The board's holes by name, rows from the top, as the viewer sees them. */
    private static String holeNames(Geometry g) {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < g.rows(); r++) {
            List<String> row = new ArrayList<>();
            for (int c = 0; c < g.columns(); c++) {
                row.add(g.holeAt(r * g.columns() + c).name());
            }
            sb.append(String.join(" ", row)).append('\n');
        }
        return sb.toString();
    }

    @Test
    void holeNumbersFollowEachPlayersSerpent() {
        assertEquals("""
                N6 N5 N4 N3 N2 N1
                N7 N8 N9 N10 N11 N12
                N18 N17 N16 N15 N14 N13
                S13 S14 S15 S16 S17 S18
                S12 S11 S10 S9 S8 S7
                S1 S2 S3 S4 S5 S6
                """, holeNames(new Geometry(6, 6)));
        assertEquals("""
                N2 N1
                N3 N4
                N6 N5
                S5 S6
                S4 S3
                S1 S2
                """, holeNames(new Geometry(6, 2)), "the worked example's board");
        assertEquals("""
                N6 N5 N4 N3 N2 N1
                N7 N8 N9 N10 N11 N12
                S12 S11 S10 S9 S8 S7
                S1 S2 S3 S4 S5 S6
                """, holeNames(new Geometry(4, 6)));
        Geometry g = new Geometry(6, 2);
        int[] serpent = g.serpent(Player.SOUTH);
        for (int i = 0; i < serpent.length; i++) {
            assertEquals("S" + (i + 1), g.holeAt(serpent[i]).name(), "South's serpent in order");
        }
    }

    // ---------------------------------------------------------------- positions

    @Test
    void positionsReadAndPrintTheSameWay() throws NotationException {
        Position p = Notation.parsePosition(WORKED_START, Ruleset.FIANARANTSOA);
        assertEquals(Position.start(6, 2), p);
        assertEquals(WORKED_START, p.toString());
        assertEquals("2,2/2,2/2,2/2,2/2,2/2,2", Notation.board(p));

        Position noPly = Notation.parsePosition("3,1/0,3/1,1/0,1/5,2/2,5 N", Ruleset.FIANARANTSOA);
        assertEquals(0, noPly.ply(), "the ply is 0 when left out");
        assertEquals(Player.NORTH, noPly.toMove());
        assertEquals("3,1/0,3/1,1/0,1/5,2/2,5 N 0", noPly.toString(), "printed positions include the ply");

        Position spaced = Notation.parsePosition("  0,1/0,0/1,2/2,0   S   3 ", Ruleset.KATRO4_EMPTY);
        assertEquals("0,1/0,0/1,2/2,0 S 3", spaced.toString());
        assertEquals(2, spaced.seeds(spaced.columns() * 3), "S1, the bottom-left hole");

        for (Ruleset r : Ruleset.values()) {
            for (int columns = Ruleset.MIN_COLUMNS; columns <= Ruleset.MAX_COLUMNS; columns++) {
                Position start = r.start(columns);
                assertEquals(start, Notation.parsePosition(start.toString(), r), r.id() + " " + columns);
            }
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            // ruleset | position | words the message must contain
            "fianarantsoa | 2,2/2,2/2,2/2,2/2,2 S 0 | 6 rows",
            "fianarantsoa | 2,2/2,2/2,2/2,2/2,2/2,2/2,2 S 0 | 6 rows",
            "katro4 | 2,2/2,2/2,2/2,2/2,2/2,2 S 0 | 4 rows",
            "fianarantsoa | 2,2/2,2,2/2,2/2,2/2,2/2,2 S 0 | differ",
            "fianarantsoa | 2/2/2/2/2/2 S 0 | columns",
            "gorobaka | 2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2,2,2,2 S | columns",
            "fianarantsoa | 2,x/2,2/2,2/2,2/2,2/2,2 S 0 | whole number",
            "fianarantsoa | 2,2.5/2,2/2,2/2,2/2,2/2,2 S 0 | whole number",
            "fianarantsoa | 2,/2,2/2,2/2,2/2,2/2,2 S 0 | whole number",
            "fianarantsoa | 2,-1/2,2/2,2/2,2/2,2/2,2 S 0 | whole number",
            "fianarantsoa | 2,+2/2,2/2,2/2,2/2,2/2,2 S 0 | whole number",
            "fianarantsoa | 2,99999999999/2,2/2,2/2,2/2,2/2,2 S 0 | too large",
            "fianarantsoa | 2147483647,2147483647/2,0/0,0/0,0/0,0/0,0 S 0 | at most 999",
            "fianarantsoa | 1000,0/2,0/0,0/0,0/0,0/0,0 S 0 | at most 999",
            "fianarantsoa | 2,2/2,2/2,2/2,2/2,2/2,2 X 0 | S or N",
            "fianarantsoa | 2,2/2,2/2,2/2,2/2,2/2,2 s 0 | S or N",
            "fianarantsoa | 2,2/2,2/2,2/2,2/2,2/2,2 S -1 | negative",
            "fianarantsoa | 2,2/2,2/2,2/2,2/2,2/2,2 S one | whole number",
            "fianarantsoa | 0,0/0,0/0,0/0,0/0,0/0,0 S 0 | no seed",
            "katro4-empty | 0,0,0/0,0,0/0,0,0/0,0,0 N 4 | no seed",
            "fianarantsoa | 2,2/2,2/2,2/2,2/2,2/2,2 | <rows> <side>",
            "fianarantsoa | 2,2/2,2/2,2/2,2/2,2/2,2 S 0 extra | <rows> <side>",
    })
    void badPositionsAreRefusedWithAMessageSayingWhy(String ruleset, String text, String expected) {
        Ruleset r = Ruleset.byId(ruleset).orElseThrow();
        NotationException e = assertThrows(NotationException.class, () -> Notation.parsePosition(text, r));
        assertOneLine(e.getMessage());
        assertTrue(e.getMessage().contains(expected), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "   "})
    void anEmptyPositionIsRefused(String text) {
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parsePosition(text, Ruleset.FIANARANTSOA));
        assertOneLine(e.getMessage());
    }

    @Test
    void thePlyIsAtMostNineHundredNinetyNineMillionAndSoOn() throws NotationException {
        assertEquals(999_999_999, Notation.MAX_PLY, "docs/notation.md's bound");
        Position last = Notation.parsePosition(WORKED_START.replace(" 0", " 999999999"), Ruleset.FIANARANTSOA);
        assertEquals(Notation.MAX_PLY, last.ply());
        assertEquals(Notation.MAX_PLY, Notation.parsePosition(WORKED_START.replace(" 0", " 000999999999"),
                Ruleset.FIANARANTSOA).ply(), "leading zeros do not count");
        assertEquals(0, Notation.parsePosition(WORKED_START.replace(" 0", " -0"), Ruleset.FIANARANTSOA).ply());
        // a move from the largest ply: the next ply is counted without overflow, and so is a whole game
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position next = rules.play(last, new Move(1, Direction.PLUS));
        assertEquals(1_000_000_000, next.ply());
        assertEquals(1_000_000_000, new org.katro.engine.GameCursor(Ruleset.FIANARANTSOA, last,
                List.of(new Move(1, Direction.PLUS))).last().ply());
        for (String ply : List.of("1000000000", "2147483647", "2147483648", "0001000000000", "99999999999999999999")) {
            NotationException e = assertThrows(NotationException.class,
                    () -> Notation.parsePosition(WORKED_START.replace(" 0", " " + ply), Ruleset.FIANARANTSOA), ply);
            assertEquals("the ply " + ply + " is too large (at most 999,999,999)", e.getMessage());
        }
        NotationException negative = assertThrows(NotationException.class,
                () -> Notation.parsePosition(WORKED_START.replace(" 0", " -99999999999"), Ruleset.FIANARANTSOA));
        assertEquals("the ply must not be negative", negative.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"\u0001", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029", "\u200b",
            "\u202e", "\u000b", "\u000c"})
    void controlCharactersAreRefusedWhereverTheyAre(String control) {
        String code = String.format("U+%04X", (int) control.charAt(0));
        String position = "2,2/2,2/2,2/2,2/2,2/2,2 S 0";
        for (String text : List.of(position + control, control + position, position.replace(" S", control + "S"),
                position.replace("2,2/", "2," + control + "2/"))) {
            NotationException e = assertThrows(NotationException.class,
                    () -> Notation.parsePosition(text, Ruleset.FIANARANTSOA), code + " in a position");
            assertEquals("character " + (text.indexOf(control) + 1) + " is a control character (" + code
                    + "), which notation does not allow", e.getMessage());
        }
        for (String text : List.of("1+" + control, control + "1+", "1" + control + "+")) {
            assertThrows(NotationException.class, () -> Notation.parseMove(text, Player.SOUTH), code + " in a move");
            assertThrows(NotationException.class, () -> Notation.parseMoves("6+ " + text, Player.SOUTH),
                    code + " in a list of moves");
        }
    }

    @Test
    void tabsAndLineBreaksStillSeparate() throws NotationException {
        assertEquals(3, Notation.parseMoves("1+\t1+\n6+\r\n", Player.SOUTH).size());
        assertEquals(Position.start(6, 2), Notation.parsePosition("2,2/2,2/2,2/2,2/2,2/2,2\tS\t0\n",
                Ruleset.FIANARANTSOA));
        assertEquals(new Move(1, Direction.PLUS), Notation.parseMove(" 1+\t", Player.SOUTH));
    }

    @Test
    void theColumnCountMayBeTwoToTen() throws NotationException {
        String ten = "1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1 S";
        assertEquals(10, Notation.parsePosition(ten, Ruleset.KATRO4).columns());
        assertEquals(2, Notation.parsePosition("0,1/0,0/1,2/2,0 S", Ruleset.KATRO4).columns());
        NotationException e = assertThrows(NotationException.class,
                () -> Notation.parsePosition("1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1/"
                        + "1,1,1,1,1,1,1,1,1,1,1 S", Ruleset.KATRO4));
        assertTrue(e.getMessage().contains("11"), e.getMessage());
    }

    // ---------------------------------------------------------------- moves

    @Test
    void movesReadTheHoleAndTheDirection() throws NotationException {
        assertEquals(new Move(1, Direction.PLUS), Notation.parseMove("1+", Player.SOUTH));
        assertEquals(new Move(12, Direction.MINUS), Notation.parseMove("12-", Player.NORTH));
        assertEquals(new Move(3, Direction.PLUS), Notation.parseMove("S3+", Player.SOUTH), "a prefix that agrees");
        assertEquals(new Move(3, Direction.MINUS), Notation.parseMove("N3-", Player.NORTH));
        assertEquals("6+", new Move(6, Direction.PLUS).toString());
        assertEquals(List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS), new Move(6, Direction.PLUS)),
                Notation.parseMoves("1+ 1+ 6+", Player.SOUTH));
        assertEquals(3, Notation.parseMoves(" S1+  N1+ S6+ ", Player.SOUTH).size(), "prefixes alternate with the side");
        assertTrue(Notation.parseMoves("", Player.SOUTH).isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "+", "+1", "1*", "a+", "1+2", "S", "1 +", "X1+", "s1+", "1++"})
    void badMoveSyntaxIsRefused(String text) {
        NotationException e = assertThrows(NotationException.class, () -> Notation.parseMove(text, Player.SOUTH));
        assertOneLine(e.getMessage());
        assertTrue(e.getMessage().contains("not a move"), e.getMessage());
    }

    @Test
    void aPrefixMustAgreeWithTheSideToMove() {
        NotationException e = assertThrows(NotationException.class, () -> Notation.parseMove("N1+", Player.SOUTH));
        assertOneLine(e.getMessage());
        assertTrue(e.getMessage().contains("N") && e.getMessage().contains("S is to move"), e.getMessage());
        assertThrows(NotationException.class, () -> Notation.parseMoves("S1+ S1+", Player.SOUTH),
                "the second move is North's");
    }

    @Test
    void holeNumbersStartAtOne() {
        NotationException zero = assertThrows(NotationException.class, () -> Notation.parseMove("0+", Player.SOUTH));
        assertTrue(zero.getMessage().contains("start at 1"), zero.getMessage());
        NotationException huge = assertThrows(NotationException.class,
                () -> Notation.parseMove("99999999999-", Player.SOUTH));
        assertOneLine(huge.getMessage());
    }

    // ---------------------------------------------------------------- events

    private static final Pattern FIELD = Pattern.compile("\"([a-z_-]+)\":(\"[^\"]*\"|-?\\d+|true|false)");

    /** The fields of a one-line JSON object with plain string, number and boolean values. */
    static Map<String, String> fields(String json) {
        assertTrue(json.startsWith("{") && json.endsWith("}"), json);
        assertFalse(json.contains("\n"), json);
        Map<String, String> out = new LinkedHashMap<>();
        Matcher m = FIELD.matcher(json);
        int end = 1;
        while (m.find()) {
            assertEquals(end, m.start(), "unexpected text in " + json);
            String value = m.group(2);
            out.put(m.group(1), value.startsWith("\"") ? value.substring(1, value.length() - 1) : value);
            end = m.end() + 1;
        }
        assertEquals(json.length(), end, "unexpected text at the end of " + json);
        return out;
    }

    @Test
    void eventsAsJsonHaveTheTypesAndFieldsOfNotationMd() throws NotationException {
        Position start = Notation.parsePosition("3,1/0,3/1,1/0,1/5,2/2,5 S 2", Ruleset.FIANARANTSOA);
        Turn turn = Rules.of(Ruleset.FIANARANTSOA).record(start, new Move(6, Direction.PLUS));
        Position first = Notation.parsePosition(WORKED_START, Ruleset.FIANARANTSOA);
        List<Event> events = new ArrayList<>(Rules.of(Ruleset.FIANARANTSOA)
                .record(first, new Move(1, Direction.PLUS)).events());
        events.addAll(turn.events());
        int seen = 0;
        for (Event e : events) {
            Map<String, String> f = fields(Notation.json(e));
            if (e instanceof Event.Pick p) {
                assertEquals("pick", f.get("type"));
                assertEquals(String.valueOf(p.player().symbol()), f.get("player"));
                assertEquals(p.hole().name(), f.get("hole"));
                assertEquals(String.valueOf(p.count()), f.get("count"));
            } else if (e instanceof Event.Sow s) {
                assertEquals("sow", f.get("type"));
                assertEquals(String.valueOf(s.player().symbol()), f.get("player"));
                assertEquals(s.hole().name(), f.get("hole"));
            } else if (e instanceof Event.Capture c) {
                assertEquals("capture", f.get("type"));
                assertEquals(String.valueOf(c.player().symbol()), f.get("player"));
                assertEquals(c.from().name(), f.get("from"));
                assertEquals(c.into().name(), f.get("into"));
                assertEquals(String.valueOf(c.count()), f.get("count"));
            } else if (e instanceof Event.TurnEnd t) {
                assertEquals("turn-end", f.get("type"));
                assertEquals(String.valueOf(t.next().symbol()), f.get("next"));
            } else {
                Event.GameOver g = (Event.GameOver) e;
                assertEquals("game-over", f.get("type"));
                assertEquals(String.valueOf(g.winner().symbol()), f.get("winner"));
                seen++;
            }
        }
        assertEquals(1, seen, "the worked example's last turn ends the game");

        assertEquals(Map.of("type", "pick", "player", "S", "hole", "S1", "count", "2"),
                subset(fields(Notation.json(events.get(0))), "type", "player", "hole", "count"));
        assertEquals(Map.of("type", "sow", "player", "S", "hole", "S2"),
                subset(fields(Notation.json(events.get(1))), "type", "player", "hole"));
        assertEquals(Map.of("type", "capture", "player", "S", "from", "N5", "into", "S6", "count", "2"),
                subset(fields(Notation.json(events.get(7))), "type", "player", "from", "into", "count"));
    }

    private static Map<String, String> subset(Map<String, String> all, String... keys) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String k : keys) {
            out.put(k, all.get(k));
        }
        return out;
    }

    static void assertOneLine(String message) {
        assertTrue(message != null && !message.isBlank(), "a message");
        assertFalse(message.contains("\n") || message.contains("\r"), "one line: " + message);
    }
}
