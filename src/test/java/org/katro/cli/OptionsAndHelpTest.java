package org.katro.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The command line's options as picocli reads them: help, the list of commands, {@code --}, exit statuses. */
class OptionsAndHelpTest {
    /** Every command, in the order docs/command-line.md and docs/notation.md list them, with the options each takes. */
    private static final Map<String, List<String>> OPTIONS = new java.util.LinkedHashMap<>();

    static {
        OPTIONS.put("rules", List.of());
        OPTIONS.put("start", List.of("--rules", "--columns"));
        OPTIONS.put("moves", List.of("--rules", "--position"));
        OPTIONS.put("play", List.of("--rules", "--position", "--columns", "--game"));
        OPTIONS.put("narrate", List.of("--rules", "--position", "--columns", "--game", "--lang"));
        OPTIONS.put("events", List.of("--rules", "--position", "--game"));
        OPTIONS.put("batch", List.of("--rules"));
        OPTIONS.put("solve", List.of("--rules", "--position", "--columns", "--game", "--seconds"));
        OPTIONS.put("review", List.of("--rules", "--position", "--columns", "--game", "--seconds"));
        OPTIONS.put("bench", List.of("--rules", "--columns", "--games", "--seed"));
        OPTIONS.put("tournament", List.of("--rules", "--columns", "--games", "--ms", "--opening", "--seed"));
        OPTIONS.put("practice", List.of("--rules", "--columns", "--kind", "--count", "--seed", "--lang"));
    }

    private static final Pattern TOURNAMENT = Pattern.compile("rules=fianarantsoa columns=2 opening=2 easy-vs-easy "
            + "games=4 easy_wins=(\\d+) easy2_wins=(\\d+) unfinished=(\\d+) easy_win_rate=(\\d\\.\\d{3}) ms=50 "
            + "seconds=\\d+\\.\\d");

    static Stream<Arguments> commands() {
        return OPTIONS.entrySet().stream().map(e -> Arguments.of(e.getKey(), e.getValue()));
    }

    private static void assertRefused(InProcess r, String expected) {
        assertEquals(Main.USAGE_ERROR, r.status(), r.err());
        assertEquals("", r.out(), "nothing on standard output");
        assertEquals(1, r.errLines().size(), "one line: " + r.err());
        assertTrue(r.err().startsWith("katro: ") && r.err().contains(expected), r.err() + " should say " + expected);
    }

    @ParameterizedTest
    @MethodSource("commands")
    void everyCommandExplainsItselfAndItsOptionsOnHelp(String command, List<String> options) {
        for (String help : List.of("--help", "-h")) {
            InProcess r = InProcess.run("", command, help);
            assertEquals(0, r.status(), r.err());
            assertEquals("", r.err());
            assertTrue(r.out().startsWith("Usage: katro " + command + " "), r.out());
            for (String option : options) {
                assertTrue(r.out().contains(option + "="), command + " --help names " + option + ":\n" + r.out());
            }
        }
    }

    @Test
    void helpWinsOverMissingOptions() {
        InProcess r = InProcess.run("", "events", "--help");
        assertEquals(0, r.status(), "--help needs no --rules, --position or move: " + r.err());
        assertTrue(r.out().contains("--position=POS"), r.out());
    }

    @Test
    void oneListOfCommandsInHelpAndInEveryRefusal() {
        String all = String.join(", ", OPTIONS.keySet());
        assertRefused(InProcess.run(""), "no command; use one of: " + all);
        assertRefused(InProcess.run("", "show"), "unknown command 'show'; use one of: " + all);

        InProcess help = InProcess.run("", "--help");
        assertEquals(0, help.status(), help.err());
        for (String command : OPTIONS.keySet()) {
            assertTrue(help.out().lines().anyMatch(l -> l.startsWith("  " + command + " ")),
                    "katro --help lists " + command + ":\n" + help.out());
            assertEquals(0, InProcess.run("", command, "--help").status(), command + " is a command");
        }
    }

    @Test
    void doubleDashEndsTheOptions() {
        assertEquals(MainTest.WORKED_OUTPUT,
                InProcess.run("", "play", "--rules", "fianarantsoa", "--columns", "2", "--", "1+", "1+", "6+").out());
        // after --, an argument that looks like an option is a move, refused as a move
        assertRefused(InProcess.run("", "play", "--rules", "fianarantsoa", "--columns", "2", "--", "--columns"),
                "'--columns' is not a move");
        assertEquals(MainTest.WORKED_START + "\n",
                InProcess.run("", "start", "--rules", "fianarantsoa", "--columns", "2", "--").out());
    }

    @Test
    void anArgumentIsNeverReadAsAFileName(@TempDir Path dir) throws IOException {
        Path moves = Files.writeString(dir.resolve("moves"), "1+");
        assertRefused(InProcess.run("", "play", "--rules", "fianarantsoa", "--columns", "2", "@" + moves),
                "'@" + moves + "' is not a move");
    }

    @Test
    void numbersAreReadInPlainDecimal() {
        InProcess ten = InProcess.run("", "start", "--rules", "fianarantsoa", "--columns", "010");
        assertEquals(0, ten.status(), ten.err());
        assertEquals(10, ten.out().split("/")[0].split(",").length, "010 is ten columns, not octal 8: " + ten.out());
        assertRefused(InProcess.run("", "start", "--rules", "fianarantsoa", "--columns", "0x4"),
                "--columns must be a whole number, not '0x4'");
    }

    @Test
    void tournamentPlaysTheGamesAndPrintsOneSummaryLine() {
        InProcess r = InProcess.run("", "tournament", "--rules", "fianarantsoa", "--columns", "2", "--games", "4",
                "--ms", "50", "easy", "easy");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(1, lines.size(), r.out());
        Matcher m = TOURNAMENT.matcher(lines.get(0));
        assertTrue(m.matches(), lines.get(0));
        long first = Long.parseLong(m.group(1));
        long second = Long.parseLong(m.group(2));
        assertEquals("0", m.group(3), "random games on the 6 x 2 board end well before the cut");
        assertEquals(4, first + second, "every game has a winner");
        assertEquals(String.format(java.util.Locale.ROOT, "%.3f", first / 4.0), m.group(4), "the first level's rate");
    }

    @Test
    void tournamentCreditsEachWinToTheLevelThatWonIt() {
        Pattern wins = Pattern.compile(".* medium_wins=(\\d+) easy_wins=(\\d+) .*");
        InProcess r = InProcess.run("", "tournament", "--rules", "fianarantsoa", "--columns", "2", "--games", "10",
                "medium", "easy");
        Matcher m = wins.matcher(r.out().strip());
        assertTrue(m.matches(), r.out() + r.err());
        assertTrue(Integer.parseInt(m.group(1)) > Integer.parseInt(m.group(2)),
                "medium, which never misses a capture, beats uniformly random play: " + r.out());
    }

    @Test
    void tournamentRefusesWhatItCannotPlay() {
        String[] base = {"tournament", "--rules", "fianarantsoa", "--columns", "2", "--games", "2"};
        assertRefused(InProcess.run("", concat(base, "easy", "expert")), "unknown level 'expert'");
        assertRefused(InProcess.run("", concat(base, "easy")), "tournament takes two levels");
        assertRefused(InProcess.run("", concat(base, "easy", "hard", "medium")), "tournament takes two levels");
        assertRefused(InProcess.run("", concat(base, "--opening", "101", "easy", "easy")), "--opening");
        assertRefused(InProcess.run("", concat(base, "--ms", "0", "easy", "easy")), "--ms must be from 1 to 60000");
    }

    @Test
    void aPlyTheEngineCannotCountOnIsBadInputInOneLine() {
        String position = "2,2/2,2/2,2/2,2/2,2/2,2 S 2147483647";
        assertRefused(InProcess.run("", "play", "--rules", "fianarantsoa", "--position", position, "1+"), "ply");
        assertRefused(InProcess.run("", "events", "--rules", "fianarantsoa", "--position", position, "1+"), "ply");
        InProcess batch = InProcess.run(position + ";1+\n" + MainTest.WORKED_START + ";1+\n", "batch", "--rules",
                "fianarantsoa");
        assertEquals(0, batch.status(), batch.err());
        List<String> answers = batch.out().lines().toList();
        assertEquals(2, answers.size(), batch.out());
        assertTrue(answers.get(0).startsWith("error: ") && answers.get(0).contains("ply"), answers.get(0));
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5 N 1", answers.get(1), "the next line is answered");
    }

    @Test
    void aFailureThatIsNotTheInputsIsOneLineWithStatusOne() {
        InputStream broken = new InputStream() {
            @Override
            public int read() {
                throw new IllegalStateException("the disk \u001b[2J is gone");
            }
        };
        InProcess r = InProcess.run(broken, "batch", "--rules", "fianarantsoa");
        assertEquals(Main.INTERNAL_ERROR, r.status(), r.err());
        assertEquals(List.of("katro: internal error: java.lang.IllegalStateException: the disk \\u001b[2J is gone"),
                r.errLines());

        InputStream exhausted = new InputStream() {
            @Override
            public int read() {
                throw new OutOfMemoryError("Java heap space");
            }
        };
        InProcess oom = InProcess.run(exhausted, "batch", "--rules", "fianarantsoa");
        assertEquals(Main.INTERNAL_ERROR, oom.status(), oom.err());
        assertEquals(List.of("katro: internal error: java.lang.OutOfMemoryError: Java heap space"), oom.errLines());
    }

    @Test
    void everyCommandThatTakesALanguageRefusesAnUnknownOneInTheSameWords(@TempDir Path dir) {
        String refusal = "unknown language 'xx' (languages: en, fr, mg, de, ca)";
        assertRefused(InProcess.run("", "narrate", "--rules", "fianarantsoa", "--lang", "xx", "1+"), refusal);
        assertRefused(InProcess.run("", "practice", "--rules", "fianarantsoa", "--lang", "xx"), refusal);
        assertRefused(InProcess.run("", "picture", "--rules", "fianarantsoa", "--lang", "xx", "--out",
                dir.resolve("p.svg").toString()), refusal);
        assertRefused(InProcess.run("", "worksheet", "--rules", "fianarantsoa", "--lang", "xx", "--out",
                dir.resolve("w.pdf").toString()), refusal);
        assertRefused(InProcess.run("", "web", "--lesson", "worked-example", "--lang", "xx", "--out",
                dir.resolve("w.html").toString()), refusal);
        for (String command : List.of("narrate", "practice", "picture", "worksheet", "web")) {
            String help = InProcess.run("", command, "--help").out();
            assertTrue(help.contains("--lang=CODE") && help.contains("the language: en, fr, mg, de, ca (default: en)"),
                    command + " --help:\n" + help);
        }
    }

    @Test
    void anUnknownOptionIsNamedWithoutItsValue() {
        InProcess r = InProcess.run("", "start", "--rules", "fianarantsoa", "--colour=\u001b[31mred");
        assertRefused(r, "unknown option --colour for start");
        assertFalse(InProcess.UNSAFE.matcher(r.err()).find(), r.err());
    }

    private static String[] concat(String[] a, String... b) {
        return Stream.concat(Stream.of(a), Stream.of(b)).toArray(String[]::new);
    }
}
