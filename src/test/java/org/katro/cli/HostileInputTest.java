package org.katro.cli;

import org.junit.jupiter.api.Test;
import org.katro.cli.command.Quote;
import org.katro.engine.Ruleset;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Whatever a script or a visitor types, the command line ends within seconds with its answer or one
 * line and exit status 2: never a stack trace, an internal error, a raw control character or a long
 * echo of the input. The inputs are random but fixed by their case number, so a failure names the
 * case that reproduces it. Typed positions that parse hold at most 5 seeds a hole and avoid
 * {@code katro4-empty}, whose endless-move search on big hand-made boards is bounded by the rules,
 * not by the command line.
 */
class HostileInputTest {
    private static final int CASES = 400;
    private static final Duration BOUND = Duration.ofSeconds(10);
    /** An error line quotes at most 80 characters of each input, escaped to at most 12 characters each. */
    private static final int LONGEST_ERROR = 2_000;
    private static final Pattern ANSWER = Pattern.compile("(error|illegal): .+|[0-9,/]+ [SN] \\d+");
    private static final String CONTROLS = "\u0000\u0001\u0007\t\n\r\u001b\u007f\u0085\u009b\u200e\u202e\u2028\u2029"
            + "\ud800\udfff\ufeff\uffff";

    @Test
    void everyCommandLineEndsInAnAnswerOrOneLine() {
        int answered = 0;
        for (int n = 0; n < CASES; n++) {
            Hostile random = new Hostile(n);
            List<String> args = random.commandLine();
            byte[] stdin = random.nextBoolean() ? new byte[0] : random.batchInput();
            String name = "case " + n + ": " + Quote.input(String.join(" ", args));
            InProcess r = assertTimeoutPreemptively(BOUND,
                    () -> InProcess.run(new ByteArrayInputStream(stdin), args.toArray(String[]::new)), name);
            assertTrue(r.status() == 0 || r.status() == Main.USAGE_ERROR, name + " -> " + r.status() + " " + r.err());
            if (r.status() == 0) {
                answered++;
                assertEquals("", r.err(), name);
            } else {
                assertEquals("", r.out(), name + ": no half answer");
                assertEquals(1, r.errLines().size(), name + " -> " + r.err());
                assertTrue(r.err().startsWith("katro: ") && r.err().length() < LONGEST_ERROR, name + " -> " + r.err());
            }
            assertFalse(InProcess.UNSAFE.matcher(r.err()).find(), name + " -> " + r.err());
            if (args.get(0).equals("batch") && r.status() == 0) {
                assertAnswersEveryLine(stdin, r.out(), name);
            }
        }
        assertTrue(answered > CASES / 50, "the inputs reach the commands' work, not only their refusals: " + answered);
    }

    @Test
    void batchAnswersEveryLineWhateverItHolds() {
        long played = 0;
        for (int n = 0; n < CASES; n++) {
            Hostile random = new Hostile(n);
            byte[] stdin = random.batchInput();
            String name = "case " + n + " (" + random.ruleset.id() + ")";
            InProcess r = assertTimeoutPreemptively(BOUND,
                    () -> InProcess.run(new ByteArrayInputStream(stdin), "batch", "--rules", random.ruleset.id()), name);
            assertEquals(0, r.status(), name + " -> " + r.err());
            assertEquals("", r.err(), name);
            assertAnswersEveryLine(stdin, r.out(), name);
            played += r.out().lines().filter(a -> !a.startsWith("error: ")).count();
        }
        assertTrue(played > CASES / 20, "some lines are real moves, played or refused as illegal: " + played);
    }

    private static void assertAnswersEveryLine(byte[] stdin, String out, String name) {
        List<String> answers = out.lines().toList();
        assertEquals(lines(stdin), answers.size(), name + ": one answer per line: " + Quote.input(out));
        for (String answer : answers) {
            assertTrue(ANSWER.matcher(answer).matches(), name + ": " + Quote.input(answer));
            assertTrue(answer.length() < LONGEST_ERROR, name + ": " + Quote.input(answer));
            assertFalse(InProcess.UNSAFE.matcher(answer).find(), name + ": " + Quote.input(answer));
        }
    }

    /** How many lines any reader of the input sees. */
    private static long lines(byte[] stdin) {
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(new ByteArrayInputStream(stdin),
                StandardCharsets.UTF_8))) {
            return reader.lines().count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Hostile input near the notation and far from it, from a seed. */
    private static final class Hostile {
        private final SplittableRandom random;
        /** the ruleset most positions are shaped for */
        final Ruleset ruleset;

        Hostile(long seed) {
            random = new SplittableRandom(seed);
            Ruleset[] rulesets = Arrays.stream(Ruleset.values()).filter(r -> r != Ruleset.KATRO4_EMPTY)
                    .toArray(Ruleset[]::new);
            ruleset = rulesets[random.nextInt(rulesets.length)];
        }

        boolean nextBoolean() {
            return random.nextBoolean();
        }

        List<String> commandLine() {
            List<String> args = new ArrayList<>();
            String command = pick("rules", "start", "moves", "play", "narrate", "events", "batch", "bench",
                    "tournament", "show", "", "-", "--", "--help", "\u001b[2J");
            args.add(command);
            for (int i = random.nextInt(7); i > 0; i--) {
                switch (random.nextInt(9)) {
                    case 0 -> args.addAll(List.of("--rules", rulesetId()));
                    case 1 -> args.addAll(List.of("--position", position()));
                    case 2 -> args.add("--position=" + position());
                    case 3 -> args.addAll(List.of(pick("--columns", "--seed", "--ms", "--opening"), number()));
                    case 4 -> args.add(pick("--", "--rules", "--position", "-x", "--colour=red", "--lang",
                            "--lang=" + pick("fr", "mg", "xx", "\u001b")));
                    default -> args.add(move());
                }
            }
            if (command.equals("bench") || command.equals("tournament")) {
                // never a real run of thousands of games: a count they must refuse, given last
                args.addAll(List.of("--games", "0"));
            }
            return args;
        }

        byte[] batchInput() {
            if (random.nextInt(3) == 0) {
                byte[] bytes = new byte[random.nextInt(300)];
                for (int i = 0; i < bytes.length; i++) {
                    bytes[i] = (byte) random.nextInt(256);
                }
                return bytes;
            }
            StringBuilder sb = new StringBuilder();
            for (int i = random.nextInt(9); i > 0; i--) {
                sb.append(switch (random.nextInt(8)) {
                    case 0 -> position() + ";" + move() + ";" + move();
                    case 1 -> text();
                    default -> position() + ";" + move();
                });
                sb.append(pick("\n", "\n", "\r\n", "\r", ""));
            }
            return sb.toString().getBytes(StandardCharsets.UTF_8);
        }

        private String rulesetId() {
            return oneOf(ruleset::id, ruleset::id, ruleset::id,
                    () -> pick("chess", "", "FIANARANTSOA", "fianarantsoa\u0001"), this::text);
        }

        /** Rows and holes of every shape, huge and negative numbers, controls; mostly near a real position. */
        private String position() {
            if (random.nextInt(6) == 0) {
                return text();
            }
            int rows = random.nextInt(6) > 0 ? ruleset.rows() : Integer.parseInt(pick("3", "4", "6", "7"));
            int columns = random.nextInt(8) > 0 ? 2 + random.nextInt(9) : pick(1, 11);
            List<String> board = new ArrayList<>();
            for (int r = 0; r < rows; r++) {
                List<String> cells = new ArrayList<>();
                for (int c = 0; c < columns; c++) {
                    cells.add(String.valueOf(random.nextInt(6)));
                }
                board.add(String.join(",", cells));
            }
            if (random.nextInt(6) == 0) {
                int r = random.nextInt(rows);
                List<String> cells = new ArrayList<>(List.of(board.get(r).split(",", -1)));
                cells.set(random.nextInt(columns), pick("1000", "2147483648", "99999999999999999999", "-1", "", "x",
                        "0000000000002", "\u0663", "1\u0000", "\u001b[31m2", "2\u2028"));
                board.set(r, String.join(",", cells));
            }
            String side = random.nextInt(6) > 0 ? pick("S", "N") : pick("W", "", "S\u0001", "\u2028");
            String ply = random.nextInt(6) > 0 ? String.valueOf(random.nextInt(4))
                    : pick("2147483647", "2147483646", "999999999", "1000000000", "-1", "9223372036854775808", "",
                    "1e9");
            return String.join("/", board) + " " + side + " " + ply;
        }

        private String move() {
            if (random.nextInt(6) == 0) {
                return text();
            }
            if (random.nextInt(6) == 0) {
                return pick("", "S", "N", "W") + (random.nextInt(22) - 1) + pick("+", "-", "", "*");
            }
            return pick("", "", "S", "N") + (1 + random.nextInt(12)) + pick("+", "-");
        }

        private String number() {
            return oneOf(() -> String.valueOf(random.nextInt(16) - 3),
                    () -> pick("9223372036854775807", "9223372036854775808", "-9223372036854775808", "0x10", "010",
                            "1e3", "", " 4", "\u0664"),
                    this::text);
        }

        /** Any characters, controls and lone surrogate halves included, and very long strings. */
        private String text() {
            return switch (random.nextInt(6)) {
                case 0 -> random.ints(random.nextInt(40), 0, 0x10000).mapToObj(c -> String.valueOf((char) c))
                        .collect(Collectors.joining());
                case 1 -> random.ints(random.nextInt(60), 0, CONTROLS.length() + 16)
                        .mapToObj(i -> String.valueOf(i < CONTROLS.length() ? CONTROLS.charAt(i)
                                : "0123456789,/ SN+-;=@".charAt(i - CONTROLS.length())))
                        .collect(Collectors.joining());
                case 2 -> "1".repeat(81 + random.nextInt(200_000)) + "+";
                case 3 -> "2,".repeat(81 + random.nextInt(100_000)) + "2 S 0";
                case 4 -> "\u001b".repeat(81 + random.nextInt(100_000));
                default -> "";
            };
        }

        @SafeVarargs
        private <T> T pick(T... choices) {
            return choices[random.nextInt(choices.length)];
        }

        @SafeVarargs
        private String oneOf(Supplier<String>... choices) {
            return choices[random.nextInt(choices.length)].get();
        }
    }
}
