package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.quicktheories.api.AsString;
import org.quicktheories.api.Pair;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.strings;

/**
 * A curator's folder with one good lesson and one hostile file, generated: random bytes, a good lesson
 * with bytes changed, odd encodings and byte-order marks, huge texts, broken escapes, strange lesson
 * lists. Whatever the file, loading ends quickly, never throws, refuses at most the hostile file, with
 * one line that names it, and the good lesson still loads. QuickTheories shrinks a failing input towards a
 * smaller one; the seed is fixed so that every build tries the same inputs.
 */
class HostileLessonFilesTest {
    private static final String GOOD = """
            <?xml version="1.0" encoding="UTF-8"?>
            <?import org.katro.lesson.Lesson?>
            <?import org.katro.lesson.Step?>
            <!-- café -->
            <Lesson title="title" rules="fianarantsoa" columns="2" moves="1+" minutes="1">
              <steps>
                <Step at="0" caption="intro" highlight="S1"/>
                <Step at="1" caption="lift"/>
              </steps>
            </Lesson>
            """;
    private static final String TEXTS = "title=Café\nintro=The board.\nlift=Lifted.\n";
    private static final Duration HANG = Duration.ofSeconds(10);
    private static final long SEED = 461709848943L;
    /** Enough shrinking for a small failing file, within a minute when every try loads a folder. */
    private static final int SHRINKS = 1_000;
    /** QuickTheories shrinks without a time bound, and each hanging try takes {@link #HANG}: this bounds it. */
    private static final Duration SHRINKING = Duration.ofSeconds(30);

    @Test
    void anyLessonFileIsLoadedOrRefusedOnOneLine() {
        forAll(lessonFiles(), HostileLessonFilesTest::shown, (dir, fxml) -> {
            Files.write(dir.resolve("hostile.fxml"), fxml);
            Files.writeString(dir.resolve("hostile.properties"), TEXTS);
            return checkLoading(dir, "hostile.fxml");
        });
    }

    @Test
    void anyTextsFileIsLoadedOrRefusedOnOneLine() {
        forAll(textsFiles(), HostileLessonFilesTest::shown, (dir, texts) -> {
            Files.writeString(dir.resolve("hostile.fxml"), GOOD);
            Files.write(dir.resolve("hostile_fr.properties"), texts);
            Files.writeString(dir.resolve("hostile.properties"), TEXTS);
            return checkLoading(dir, "hostile_fr.properties");
        });
    }

    @Test
    void anyLessonListLoadsEachLessonOnceAndNothingOutside() {
        forAll(lessonLists(), HostileLessonFilesTest::shown, (dir, list) -> {
            Path outside = Files.createTempDirectory("katro-outside");
            try {
                Files.writeString(outside.resolve("outside.fxml"), GOOD);
                Files.writeString(outside.resolve("outside.properties"), TEXTS);
                Files.createDirectory(dir.resolve("sub"));
                Files.createSymbolicLink(dir.resolve("away"), outside);
                Files.createSymbolicLink(dir.resolve("link.fxml"), outside.resolve("outside.fxml"));
                Files.createSymbolicLink(dir.resolve("link.properties"), outside.resolve("outside.properties"));
                Files.writeString(dir.resolve(LessonSource.INDEX), list);
                LessonLibrary library = assertTimeoutPreemptively(HANG,
                        () -> LessonLoader.load(List.of(LessonSource.folder(dir))));
                List<String> ids = library.lessons().stream().map(Lesson::id).toList();
                assertEquals(ids.stream().distinct().toList(), ids);
                assertTrue(List.of("good").containsAll(ids), "only the folder's own lesson, under its own name: " + ids);
                for (LessonException problem : library.problems()) {
                    assertOneLine(problem);
                    assertTrue(problem.file().startsWith(dir.toString()), problem.getMessage());
                }
                return !ids.isEmpty();
            } finally {
                delete(outside);
            }
        });
    }

    /** One try: writes the generated input into a folder that holds the good lesson, checks, tells its outcome. */
    private interface Try<T> {
        boolean run(Path dir, T input) throws IOException;
    }

    /**
     * Runs {@code check} on 200 generated inputs, each in its own folder, and asserts that both outcomes
     * occur (the hostile file loads or is refused; the folder's lesson loads or nothing does), so that a
     * property tells more than "everything is refused". After a failure, shrinking stops at
     * {@link #SHRINKING} and the smallest input found by then is reported.
     */
    private static <T> void forAll(Gen<T> inputs, AsString<T> shown, Try<T> check) {
        AtomicInteger yes = new AtomicInteger();
        AtomicInteger no = new AtomicInteger();
        AtomicLong firstFailure = new AtomicLong();
        qt().withExamples(200).withFixedSeed(SEED).withShrinkCycles(SHRINKS)
                .forAll(inputs.describedAs(shown))
                .checkAssert(input -> {
                    if (firstFailure.get() != 0 && System.nanoTime() - firstFailure.get() > SHRINKING.toNanos()) {
                        return;
                    }
                    boolean passed = false;
                    try {
                        (inFolder(check, input) ? yes : no).incrementAndGet();
                        passed = true;
                    } finally {
                        if (!passed) {
                            firstFailure.compareAndSet(0, System.nanoTime());
                        }
                    }
                });
        assertTrue(yes.get() > 0 && no.get() > 0, "both outcomes occur: " + yes + " and " + no + " tries");
    }

    /**
     * Loads the folder: the good lesson loads, and the hostile one loads or is refused by one line naming
     * {@code file}. Tells whether the hostile one loaded.
     */
    private static boolean checkLoading(Path dir, String file) {
        ByteArrayOutputStream console = new ByteArrayOutputStream();
        PrintStream before = System.err;
        LessonLibrary library;
        try {
            System.setErr(new PrintStream(console, true, StandardCharsets.UTF_8));
            library = assertTimeoutPreemptively(HANG, () -> LessonLoader.load(List.of(LessonSource.folder(dir))));
        } finally {
            System.setErr(before);
        }
        assertEquals("", console.toString(StandardCharsets.UTF_8), "nothing on the console: the log has it all");
        assertTrue(library.byId("good").isPresent(), "the good lesson loads: " + library.problems());
        boolean loaded = library.byId("hostile").isPresent();
        assertEquals(loaded ? 0 : 1, library.problems().size(), library.problems().toString());
        for (LessonException problem : library.problems()) {
            assertOneLine(problem);
            assertEquals(dir.resolve(file).toString(), problem.file(), problem.getMessage());
            assertFalse(problem.reason().isBlank(), problem.getMessage());
        }
        return loaded;
    }

    private static void assertOneLine(LessonException problem) {
        String m = problem.getMessage();
        for (String shown : List.of(m, problem.file(), problem.reason())) {
            assertTrue(shown.chars().noneMatch(c -> c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029'), m);
        }
        assertTrue(m.length() < 1_000, "a short message: " + m.length() + " characters");
    }

    // ---------------------------------------------------------------- generators

    private static Gen<byte[]> lessonFiles() {
        return Generate.frequency(
                Pair.of(3, anyBytes()),
                Pair.of(6, changed(GOOD.getBytes(StandardCharsets.UTF_8))),
                Pair.of(3, encoded(GOOD)),
                Pair.of(3, strangeText().map(t -> GOOD.replace("café", t.replace("--", "- -"))
                        .getBytes(StandardCharsets.UTF_8))),
                Pair.of(3, strangeText().map(t -> GOOD.replace("title=\"title\"", "title=\""
                        + t.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;") + "\"")
                        .getBytes(StandardCharsets.UTF_8))),
                Pair.of(1, huge().map(n -> GOOD.replace("café", "x".repeat(n))
                        .getBytes(StandardCharsets.UTF_8))));
    }

    private static Gen<byte[]> textsFiles() {
        return Generate.frequency(
                Pair.of(3, anyBytes()),
                Pair.of(6, changed(TEXTS.getBytes(StandardCharsets.UTF_8))),
                Pair.of(3, encoded(TEXTS)),
                Pair.of(3, strangeText().map(t -> (TEXTS + "lift=" + t + "\n")
                        .getBytes(StandardCharsets.UTF_8))),
                Pair.of(3, textOf("\\uZ0a9 #!=:\n\r\t", 40)
                        .map(t -> (TEXTS + "intro=" + t).getBytes(StandardCharsets.UTF_8))),
                Pair.of(1, Generate.pick(List.of(LessonLoader.MAX_TEXT_CHARACTERS,
                                LessonLoader.MAX_TEXT_CHARACTERS + 1, TextFiles.MAX_BYTES))
                        .map(n -> (TEXTS + "lift=" + "é".repeat(n)).getBytes(StandardCharsets.UTF_8))));
    }

    private static Gen<String> lessonLists() {
        Gen<String> part = Generate.pick(List.of("good.fxml", "good", ".fxml", "..", ".", "", "sub", "away",
                "outside.fxml", "link.fxml", "\\", "\u0000", "\t", "#", " ", "é", "\u2028", "\u202e", "x.fxml",
                "/", "//", "lessons.list", "good.properties"));
        Gen<String> entry = upTo(6, part).map(p -> String.join("/", p));
        Gen<String> list = upTo(8, entry).map(e -> String.join("\n", e));
        return Generate.pick(List.of("", "\uFEFF", "good.fxml\n")).zip(list, (start, rest) -> start + rest);
    }

    /** Any bytes, up to 3,000 of them. */
    private static Gen<byte[]> anyBytes() {
        return Generate.byteArrays(integers().between(0, 3_000),
                Generate.bytes(Byte.MIN_VALUE, Byte.MAX_VALUE, (byte) 0));
    }

    /** {@code bytes} with a few bytes changed, inserted or removed. */
    private static Gen<byte[]> changed(byte[] bytes) {
        Gen<int[]> edit = Generate.range(0, 2).zip(Generate.range(0, bytes.length - 1), Generate.range(0, 255),
                (kind, at, value) -> new int[] {kind, at, value});
        return lists().of(edit).ofSizeBetween(1, 6).map(edits -> {
            byte[] out = bytes;
            for (int[] e : edits) {
                int at = Math.min(e[1], out.length - 1);
                out = out.length < 2 ? inserted(out, 0, (byte) e[2]) : switch (e[0]) {
                    case 0 -> replaced(out, at, (byte) e[2]);
                    case 1 -> inserted(out, at, (byte) e[2]);
                    default -> removed(out, at);
                };
            }
            return out;
        });
    }

    /** {@code text} in an encoding a curator's editor might choose, with or without its byte-order mark. */
    private static Gen<byte[]> encoded(String text) {
        return Generate.pick(List.of(StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1,
                        StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE, StandardCharsets.UTF_16,
                        Charset.forName("UTF-32"), Charset.forName("windows-1252")))
                .zip(Generate.pick(List.of(new byte[0], new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                                new byte[] {(byte) 0xFE, (byte) 0xFF}, new byte[] {(byte) 0xFF, (byte) 0xFE})),
                        (charset, bom) -> {
                            byte[] body = text.getBytes(charset);
                            byte[] out = Arrays.copyOf(bom, bom.length + body.length);
                            System.arraycopy(body, 0, out, bom.length, body.length);
                            return out;
                        });
    }

    /** Texts a curator or an attacker might type: any character, control and direction marks included. */
    private static Gen<String> strangeText() {
        return Generate.oneOf(strings().allPossible().ofLengthBetween(0, 60),
                textOf("\u0000\u001b\u2028\u202e\ufeff\ud800\u00e9\r\n\t<>&\"'$%@#\\", 60));
    }

    /** Texts of up to {@code maxLength} of the {@code chars}. */
    private static Gen<String> textOf(String chars, int maxLength) {
        return upTo(maxLength, Generate.pick(chars.chars().mapToObj(c -> (char) c).toList()))
                .map(cs -> cs.stream().map(String::valueOf).collect(Collectors.joining()));
    }

    /**
     * Up to {@code n} of {@code one}: each of n places is left out with a drawn likelihood, so that lists
     * of every length occur. A place shrinks to being left out on its own, so shrinking drops what does
     * not matter and keeps what does, where it was (shrinking a list's length would shift its items).
     */
    private static <T> Gen<List<T>> upTo(int n, Gen<T> one) {
        return Generate.range(0, 100, 100)
                .flatMap(percentLeftOut -> lists().of(one.toOptionals(percentLeftOut)).ofSize(n))
                .map(places -> places.stream().flatMap(Optional::stream).toList());
    }

    /** Sizes about the 1 MiB limit of a file. */
    private static Gen<Integer> huge() {
        return Generate.pick(List.of(TextFiles.MAX_BYTES - GOOD.length(), TextFiles.MAX_BYTES, 5 * TextFiles.MAX_BYTES));
    }

    private static byte[] replaced(byte[] b, int at, byte value) {
        byte[] out = b.clone();
        out[at] = value;
        return out;
    }

    private static byte[] inserted(byte[] b, int at, byte value) {
        byte[] out = new byte[b.length + 1];
        System.arraycopy(b, 0, out, 0, at);
        out[at] = value;
        System.arraycopy(b, at, out, at + 1, b.length - at);
        return out;
    }

    private static byte[] removed(byte[] b, int at) {
        byte[] out = new byte[b.length - 1];
        System.arraycopy(b, 0, out, 0, at);
        System.arraycopy(b, at + 1, out, at, b.length - at - 1);
        return out;
    }

    /** A failing file in the report: its bytes read as Latin-1, anything unprintable escaped, a long one cut. */
    private static String shown(byte[] bytes) {
        return bytes.length + " bytes: " + shown(new String(bytes, StandardCharsets.ISO_8859_1));
    }

    /** A failing text in the report, in quotes, anything outside printable ASCII escaped, a long one cut. */
    private static String shown(String text) {
        StringBuilder out = new StringBuilder("\"");
        text.chars().limit(600).forEach(c -> out.append(c >= 0x20 && c < 0x7f && c != '\\' && c != '"'
                ? String.valueOf((char) c) : String.format("\\u%04x", c)));
        return out.append(text.length() > 600 ? "\"..." : "\"").toString();
    }

    // ---------------------------------------------------------------- folders

    /** Runs one try in a fresh folder with the good lesson in it, then removes the folder. */
    private static <T> boolean inFolder(Try<T> check, T input) {
        try {
            Path dir = Files.createTempDirectory("katro-hostile");
            try {
                Files.writeString(dir.resolve("good.fxml"), GOOD);
                Files.writeString(dir.resolve("good.properties"), TEXTS);
                return check.run(dir, input);
            } finally {
                delete(dir);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void delete(Path dir) throws IOException {
        try (Stream<Path> all = Files.walk(dir)) {
            all.sorted(Comparator.reverseOrder()).forEach(p -> {
                try {
                    Files.delete(p);
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }
    }
}
