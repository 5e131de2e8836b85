package org.katro.cli;

import org.junit.jupiter.api.Test;
import org.katro.cli.game.Batch;

import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.function.UnaryOperator;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code batch}: every line is its own boundary, and no line is echoed back whole or raw. */
class BatchTest {
    private static List<String> answers(Reader in, UnaryOperator<String> answer) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8);
        Batch.answer(in, out, answer);
        out.flush();
        return bytes.toString(StandardCharsets.UTF_8).lines().toList();
    }

    private static int deeper(int n) {
        return deeper(n + 1) + 1;
    }

    @Test
    void whateverGoesWrongOnALineIsThatLinesAnswer() throws IOException {
        UnaryOperator<String> answer = line -> switch (line) {
            case "stack" -> "depth " + deeper(0);
            case "memory" -> "size " + new long[Integer.MAX_VALUE - 8].length;
            case "null" -> line.substring(0, ((String) null).length());
            case "assert" -> throw new AssertionError("a broken rule \u001b]0;title\u0007");
            default -> "fine " + line;
        };
        List<String> lines = answers(new StringReader("a\nstack\nb\nmemory\nc\nnull\nassert\nd\n"), answer);
        assertEquals(8, lines.size(), lines.toString());
        assertEquals(List.of("fine a", "fine b", "fine c", "fine d"),
                List.of(lines.get(0), lines.get(2), lines.get(4), lines.get(7)), "the good lines, in order");
        assertEquals("error: internal error: java.lang.StackOverflowError", lines.get(1));
        assertTrue(lines.get(3).startsWith("error: internal error: java.lang.OutOfMemoryError"), lines.get(3));
        assertTrue(lines.get(5).startsWith("error: internal error: java.lang.NullPointerException"), lines.get(5));
        assertEquals("error: internal error: java.lang.AssertionError: a broken rule \\u001b]0;title\\u0007",
                lines.get(6));
    }

    @Test
    void linesEndAsBufferedReaderEndsThem() throws IOException {
        String input = "a\r\nb\rc\n\r\nd\r\re";
        List<String> expected = new BufferedReader(new StringReader(input)).lines().map(l -> "[" + l + "]").toList();
        assertEquals(List.of("[a]", "[b]", "[c]", "[]", "[d]", "[]", "[e]"), expected);
        assertEquals(expected, answers(new StringReader(input), line -> "[" + line + "]"));
    }

    @Test
    void aHugeLineIsAnsweredWithoutBeingKeptOrEchoed() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            // 50 MB of move, made as it is read: the answer must not need it whole
            Reader huge = new Reader() {
                private long left = 50_000_000L;
                private final StringReader after = new StringReader("\n" + MainTest.WORKED_START + ";1+\n");

                @Override
                public int read(char[] buffer, int offset, int length) throws IOException {
                    if (left == 0) {
                        return after.read(buffer, offset, length);
                    }
                    int n = (int) Math.min(length, left);
                    java.util.Arrays.fill(buffer, offset, offset + n, '1');
                    left -= n;
                    return n;
                }

                @Override
                public void close() {
                }
            };
            int[] longest = {0};
            List<String> lines = answers(huge, line -> {
                longest[0] = Math.max(longest[0], line.length());
                return "fine";
            });
            assertEquals(List.of("error: the line is longer than " + Batch.MAX_LINE + " characters", "fine"), lines);
            assertEquals(MainTest.WORKED_START.length() + 3, longest[0], "only the short line reached the answer");
        });
    }

    @Test
    void aLongMoveIsQuotedShortAndControlCharactersEscaped() {
        String move = "1+" + "9".repeat(60_000);
        String hostile = MainTest.WORKED_START + ";1\u001b[2J\u2028+\n";
        InProcess r = InProcess.run(MainTest.WORKED_START + ";" + move + "\n" + hostile + MainTest.WORKED_START + ";1+\n",
                "batch", "--rules", "fianarantsoa");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(3, lines.size(), "one answer per line");
        assertTrue(lines.get(0).startsWith("error: '1+999") && lines.get(0).contains("...' is not a move"),
                lines.get(0));
        assertTrue(lines.get(0).length() < 200, "the answer quotes at most 80 characters: " + lines.get(0).length());
        // a control character is refused by name, never echoed
        assertEquals("error: character 2 is a control character (U+001B), which notation does not allow",
                lines.get(1));
        assertFalse(InProcess.UNSAFE.matcher(r.out()).find(), "no raw control character in " + r.out());
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5 N 1", lines.get(2));
    }
}
