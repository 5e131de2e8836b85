package org.katro.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.katro.cli.command.CliException;
import org.katro.engine.Ruleset;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The headless command line of docs/notation.md, run in-process. */
class MainTest {
    static final String WORKED_START = "2,2/2,2/2,2/2,2/2,2/2,2 S 0";
    static final String WORKED_OUTPUT = """
            2,2/2,2/0,0/1,1/5,2/2,5 N 1
            3,1/0,3/1,1/0,1/5,2/2,5 S 2
            0,0/0,0/0,0/4,11/3,1/5,0 N 3
            winner S
            """;
    static final Pattern BENCH = Pattern.compile(
            "games=(\\d+) turns=(\\d+) laps=(\\d+) seeds=(\\d+) seconds=\\d+\\.\\d+ games_per_s=\\d+");

    private String runWithInput(String stdin, String... args) throws CliException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        int status = new Main(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), out, System.err).run(args);
        assertEquals(0, status);
        out.flush();
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private String run(String... args) throws CliException {
        return runWithInput("", args);
    }

    /** The command fails with one clear line and prints nothing, not even a half result. */
    private String fails(String... args) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        CliException e = assertThrows(CliException.class,
                () -> new Main(new ByteArrayInputStream(new byte[0]), out, System.err).run(args), String.join(" ", args));
        out.flush();
        assertEquals("", bytes.toString(StandardCharsets.UTF_8), "nothing printed for: " + String.join(" ", args));
        String message = e.getMessage();
        assertTrue(message != null && !message.isBlank(), "a message");
        assertFalse(message.contains("\n") || message.contains("\r"), "one line: " + message);
        return message;
    }

    static Stream<Arguments> badInput() {
        return Stream.of(
                bad("6 rows", "moves", "--rules", "fianarantsoa", "--position", "2,2/2,2/2,2 S 0"),
                bad("differ", "moves", "--rules", "fianarantsoa", "--position", "2,2/2,2/2,2/2,2,2/2,2/2,2 S 0"),
                bad("columns", "moves", "--rules", "fianarantsoa", "--position", "2/2/2/2/2/2 S 0"),
                bad("columns", "moves", "--rules", "katro4", "--position",
                        "1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1,1,1,1 S"),
                bad("whole number", "moves", "--rules", "fianarantsoa", "--position", "2,2/2,2/2,two/2,2/2,2/2,2 S 0"),
                bad("whole number", "moves", "--rules", "fianarantsoa", "--position", "2,2/2,2/2,-2/2,2/2,2/2,2 S 0"),
                bad("S or N", "moves", "--rules", "fianarantsoa", "--position", "2,2/2,2/2,2/2,2/2,2/2,2 W 0"),
                bad("negative", "moves", "--rules", "fianarantsoa", "--position", "2,2/2,2/2,2/2,2/2,2/2,2 S -3"),
                bad("no seed", "moves", "--rules", "fianarantsoa", "--position", "0,0/0,0/0,0/0,0/0,0/0,0 S 0"),
                bad("not a move", "play", "--rules", "fianarantsoa", "--columns", "2", "1x"),
                bad("not a move", "events", "--rules", "fianarantsoa", "--position", WORKED_START, "+1"),
                bad("S is to move", "play", "--rules", "fianarantsoa", "--columns", "2", "N1+"),
                bad("N is to move", "play", "--rules", "fianarantsoa", "--columns", "2", "1+", "S1+"),
                bad("no hole S7", "play", "--rules", "fianarantsoa", "--columns", "2", "7+"),
                bad("start at 1", "play", "--rules", "fianarantsoa", "--columns", "2", "0+"),
                bad("empty", "play", "--rules", "fianarantsoa", "--position", "1,1/1,1/1,1/0,1/1,0/1,0 S 3", "2+"),
                bad("outermost", "play", "--rules", "mancala-world", "--columns", "2", "6+"),
                bad("first turn", "events", "--rules", "gorobaka", "--position",
                        "2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S 0", "1+"),
                bad("single seed", "play", "--rules", "gorobaka-no-singletons", "--position",
                        "1,1,1/1,1,1/1,2,1/1,0,0 S 3", "1+"),
                bad("for ever", "play", "--rules", "katro4-empty", "--position", "0,1/0,0/1,2/2,0 S 3", "1+"),
                bad("for ever", "events", "--rules", "katro4-empty", "--position", "0,1/0,0/1,2/2,0 S 3", "1+"),
                bad("over", "play", "--rules", "fianarantsoa", "--columns", "2", "1+", "1+", "6+", "1+"),
                bad("over", "events", "--rules", "fianarantsoa", "--position", "0,0/0,0/0,0/4,11/3,1/5,0 N 3", "1+"),
                bad("over", "play", "--rules", "katro4-empty", "--position", "2,1/1,4/1,0/2,0 S 2", "1-"),
                bad("unknown ruleset 'chess'", "start", "--rules", "chess"),
                bad("unknown ruleset", "moves", "--rules", "Fianarantsoa", "--position", WORKED_START),
                bad("unknown option --colour", "start", "--rules", "fianarantsoa", "--colour", "red"),
                bad("unknown option --games", "play", "--rules", "fianarantsoa", "--games=3", "1+"),
                bad("unknown option --verbose", "rules", "--verbose"),
                bad("--rules", "start"),
                bad("--rules", "play", "1+"),
                bad("--position", "moves", "--rules", "fianarantsoa"),
                bad("--position", "events", "--rules", "fianarantsoa", "1+"),
                bad("--games", "bench", "--rules", "fianarantsoa"),
                bad("needs a value", "start", "--rules"),
                bad("twice", "start", "--rules", "katro4", "--rules", "gorobaka"),
                bad("not both", "play", "--rules", "fianarantsoa", "--columns", "2", "--position", WORKED_START, "1+"),
                bad("--columns", "start", "--rules", "fianarantsoa", "--columns", "11"),
                bad("--columns", "start", "--rules", "fianarantsoa", "--columns", "1"),
                bad("--columns", "start", "--rules", "fianarantsoa", "--columns", "six"),
                bad("--columns", "start", "--rules", "fianarantsoa", "--columns", "4294967298"),
                bad("--games", "bench", "--rules", "fianarantsoa", "--games", "0"),
                bad("--seed", "bench", "--rules", "fianarantsoa", "--games", "1", "--seed", "x"),
                bad("exactly one move", "events", "--rules", "fianarantsoa", "--position", WORKED_START, "1+", "1-"),
                bad("exactly one move", "events", "--rules", "fianarantsoa", "--position", WORKED_START),
                bad("unexpected argument '1+'", "moves", "--rules", "fianarantsoa", "--position", WORKED_START, "1+"),
                bad("unknown command 'show'", "show", "--rules", "fianarantsoa"),
                bad("no command"));
    }

    private static Arguments bad(String expected, String... args) {
        return Arguments.of(expected, args);
    }

    @ParameterizedTest
    @MethodSource("badInput")
    void badInputFailsWithOneClearLineAndPrintsNothing(String expected, String[] args) {
        String message = fails(args);
        assertTrue(message.contains(expected), "'" + message + "' should mention " + expected);
    }

    @Test
    void rulesListsEveryRulesetWithADescription() throws CliException {
        List<String> lines = run("rules").lines().toList();
        assertEquals(Ruleset.values().length, lines.size());
        for (int i = 0; i < lines.size(); i++) {
            Ruleset r = Ruleset.values()[i];
            assertTrue(lines.get(i).startsWith(r.id() + " "), lines.get(i));
            assertFalse(lines.get(i).substring(r.id().length()).isBlank(), "a description for " + r.id());
        }
        assertEquals(List.of("fianarantsoa", "mancala-world", "katro4", "katro4-empty", "gorobaka",
                "gorobaka-no-singletons"), lines.stream().map(l -> l.substring(0, l.indexOf(' '))).toList());
    }

    @Test
    void startPrintsTheStartPosition() throws CliException {
        assertEquals("2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2 S 0\n",
                run("start", "--rules", "fianarantsoa"));
    }

    @Test
    void startTakesAColumnCount() throws CliException {
        assertEquals(WORKED_START + "\n", run("start", "--rules", "fianarantsoa", "--columns", "2"));
        assertEquals("2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S 0\n", run("start", "--rules=katro4", "--columns=4"));
        assertEquals("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S 0\n",
                run("start", "--rules", "gorobaka"), "gorobaka's default board is 4 x 8");
    }

    @Test
    void movesListsTheLegalMovesOnOneLine() throws CliException {
        assertEquals("1+ 1- 2+ 2- 3+ 3- 4+ 4- 5+ 5- 6+ 6-\n",
                run("moves", "--rules", "fianarantsoa", "--position", WORKED_START));
        assertEquals("9+ 9- 10+ 10- 11+ 11- 12+ 12- 13+ 13- 14+ 14- 15+ 15- 16+ 16-\n",
                run("moves", "--rules", "gorobaka", "--position",
                        "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S 0"),
                "gorobaka's first turn: the inner row");
        assertEquals("1-\n", run("moves", "--rules", "katro4-empty", "--position", "0,1/0,0/1,2/2,0 S 3"),
                "the endless 1+ is not listed");
    }

    @Test
    void playPrintsEachPositionAndTheWinner() throws CliException {
        assertEquals(WORKED_OUTPUT, run("play", "--rules", "fianarantsoa", "--columns", "2", "1+", "1+", "6+"));
        assertEquals(WORKED_OUTPUT, run("play", "--rules", "fianarantsoa", "--position", WORKED_START,
                "S1+", "N1+", "S6+"));
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5 N 1\n", run("play", "--rules", "fianarantsoa", "--columns", "2", "1+"),
                "no winner line while the game goes on");
        assertEquals("winner N\n", run("play", "--rules", "katro4-empty", "--position", "2,1/1,4/1,0/2,0 S 2"),
                "a position where the side to move is stuck");
    }

    @Test
    void eventsPrintsOneJsonObjectPerEvent() throws CliException {
        List<String> lines = run("events", "--rules", "fianarantsoa", "--position", WORKED_START, "1+").lines().toList();
        assertEquals(16 + 4 + 2 + 1, lines.size(), "16 seeds, 4 lifts, 2 captures and the turn's end");
        assertTrue(lines.get(0).startsWith("{\"type\":\"pick\",\"player\":\"S\",\"hole\":\"S1\",\"count\":2"),
                lines.get(0));
        assertTrue(lines.get(1).startsWith("{\"type\":\"sow\",\"player\":\"S\",\"hole\":\"S2\""), lines.get(1));
        assertTrue(lines.get(7).startsWith(
                "{\"type\":\"capture\",\"player\":\"S\",\"from\":\"N5\",\"into\":\"S6\",\"count\":2"), lines.get(7));
        assertTrue(lines.get(lines.size() - 1).startsWith("{\"type\":\"turn-end\",\"next\":\"N\""));
        assertEquals(16, lines.stream().filter(l -> l.startsWith("{\"type\":\"sow\"")).count());

        List<String> last = run("events", "--rules", "fianarantsoa", "--position", "3,1/0,3/1,1/0,1/5,2/2,5 S 2", "6+")
                .lines().toList();
        assertEquals(120, last.stream().filter(l -> l.startsWith("{\"type\":\"sow\"")).count());
        assertEquals(5, last.stream().filter(l -> l.startsWith("{\"type\":\"capture\"")).count());
        assertTrue(last.get(last.size() - 2).startsWith("{\"type\":\"turn-end\",\"next\":\"N\""));
        assertTrue(last.get(last.size() - 1).startsWith("{\"type\":\"game-over\",\"winner\":\"S\""),
                last.get(last.size() - 1));
        for (String line : last) {
            assertTrue(line.startsWith("{\"type\":\"") && line.endsWith("}"), line);
        }
    }

    @Test
    void batchAnswersEveryLineAndNeverStopsEarly() throws CliException {
        String input = String.join("\n",
                WORKED_START + ";1+",
                "2,2/2,2/0,0/1,1/5,2/2,5 N 1;1+",
                "1,1/1,1/1,1/0,1/1,0/1,0 S 3;2+",
                "2,2/2,2 S 0;1+",
                "no semicolon here",
                "",
                WORKED_START + ";x",
                WORKED_START + ";N1+",
                WORKED_START + ";7+",
                "0,0/0,0/0,0/1,0/3,2/2,3 S 2;1-",
                "0,0/0,0/0,0/4,11/3,1/5,0 N 3;1+",
                "3,1/0,3/1,1/0,1/5,2/2,5 S 2;S6+") + "\n";
        List<String> lines = runWithInput(input, "batch", "--rules", "fianarantsoa").lines().toList();
        assertEquals(12, lines.size(), "one answer per line: " + lines);
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5 N 1", lines.get(0));
        assertEquals("3,1/0,3/1,1/0,1/5,2/2,5 S 2", lines.get(1));
        assertEquals("illegal: hole S2 is empty", lines.get(2));
        assertTrue(lines.get(3).startsWith("error: ") && lines.get(3).contains("6 rows"), lines.get(3));
        assertTrue(lines.get(4).startsWith("error: "), lines.get(4));
        assertTrue(lines.get(5).startsWith("error: "), lines.get(5));
        assertTrue(lines.get(6).startsWith("error: ") && lines.get(6).contains("not a move"), lines.get(6));
        assertTrue(lines.get(7).startsWith("error: ") && lines.get(7).contains("S is to move"), lines.get(7));
        assertTrue(lines.get(8).startsWith("illegal: ") && lines.get(8).contains("no hole S7"), lines.get(8));
        assertTrue(lines.get(9).startsWith("illegal: ") && lines.get(9).contains("for ever"), lines.get(9));
        assertTrue(lines.get(10).startsWith("illegal: ") && lines.get(10).contains("over"), lines.get(10));
        assertEquals("0,0/0,0/0,0/4,11/3,1/5,0 N 3", lines.get(11), "a good line after bad ones");
    }

    @Test
    void batchReadsALastLineWithoutNewlineAndEmptyInput() throws CliException {
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5 N 1\n", runWithInput(WORKED_START + ";1+", "batch", "--rules", "fianarantsoa"));
        assertEquals("", runWithInput("", "batch", "--rules", "fianarantsoa"));
    }

    @Test
    void benchEndsWithItsSummaryLine() throws CliException {
        List<String> lines = run("bench", "--rules", "gorobaka", "--games", "20", "--seed", "7").lines().toList();
        Matcher m = BENCH.matcher(lines.get(lines.size() - 1));
        assertTrue(m.matches(), lines.get(lines.size() - 1));
        assertEquals("20", m.group(1));
        assertTrue(Long.parseLong(m.group(2)) >= 20, "every game has turns");
        assertTrue(Long.parseLong(m.group(3)) >= Long.parseLong(m.group(2)), "every turn has a lap");
        assertTrue(Long.parseLong(m.group(4)) >= Long.parseLong(m.group(3)), "every lap sows a seed");
        String counts = m.group(2) + " " + m.group(3) + " " + m.group(4);

        List<String> again = run("bench", "--rules", "gorobaka", "--games", "20", "--seed", "7").lines().toList();
        Matcher m2 = BENCH.matcher(again.get(again.size() - 1));
        assertTrue(m2.matches());
        assertEquals(counts, m2.group(2) + " " + m2.group(3) + " " + m2.group(4), "the same seed plays the same games");

        List<String> small = run("bench", "--rules", "fianarantsoa", "--columns", "2", "--games", "5").lines().toList();
        assertTrue(BENCH.matcher(small.get(small.size() - 1)).matches(), small.get(small.size() - 1));
    }
}
