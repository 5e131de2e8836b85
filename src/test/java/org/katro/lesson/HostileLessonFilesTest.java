package org.katro.lesson;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.statistics.Statistics;

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
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A curator's folder with one good lesson and one hostile file, generated: random bytes, a good lesson
 * with bytes changed, odd encodings and byte-order marks, huge texts, broken escapes, strange lesson
 * lists. Whatever the file, loading ends quickly, never throws, refuses at most the hostile file, with
 * one line that names it, and the good lesson still loads.
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

    @Property(tries = 200)
    void anyLessonFileIsLoadedOrRefusedOnOneLine(@ForAll("lessonFiles") byte[] fxml) throws IOException {
        Path dir = folder();
        try {
            Files.write(dir.resolve("hostile.fxml"), fxml);
            Files.writeString(dir.resolve("hostile.properties"), TEXTS);
            checkLoading(dir, "hostile.fxml");
        } finally {
            delete(dir);
        }
    }

    @Property(tries = 200)
    void anyTextsFileIsLoadedOrRefusedOnOneLine(@ForAll("textsFiles") byte[] texts) throws IOException {
        Path dir = folder();
        try {
            Files.writeString(dir.resolve("hostile.fxml"), GOOD);
            Files.write(dir.resolve("hostile_fr.properties"), texts);
            Files.writeString(dir.resolve("hostile.properties"), TEXTS);
            checkLoading(dir, "hostile_fr.properties");
        } finally {
            delete(dir);
        }
    }

    @Property(tries = 200)
    void anyLessonListLoadsEachLessonOnceAndNothingOutside(@ForAll("lessonLists") String list) throws IOException {
        Path dir = folder();
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
            Statistics.collect(ids.isEmpty() ? "nothing loads" : "the lesson loads");
        } finally {
            delete(dir);
            delete(outside);
        }
    }

    /** Loads the folder: the good lesson loads, and the hostile one loads or is refused by one line naming {@code file}. */
    private static void checkLoading(Path dir, String file) {
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
        Statistics.collect(loaded ? "loads" : "refused");
        // the generators reach both outcomes, so the property tells more than "everything is refused"
        Statistics.coverage(c -> {
            c.check("loads").count(n -> n > 0);
            c.check("refused").count(n -> n > 0);
        });
    }

    private static void assertOneLine(LessonException problem) {
        String m = problem.getMessage();
        for (String shown : List.of(m, problem.file(), problem.reason())) {
            assertTrue(shown.chars().noneMatch(c -> c < 0x20 || c == 0x7f || c == '\u2028' || c == '\u2029'), m);
        }
        assertTrue(m.length() < 1_000, "a short message: " + m.length() + " characters");
    }

    // ---------------------------------------------------------------- generators

    @Provide
    Arbitrary<byte[]> lessonFiles() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.bytes().array(byte[].class).ofMaxSize(3_000)),
                Tuple.of(6, changed(GOOD.getBytes(StandardCharsets.UTF_8))),
                Tuple.of(3, encoded(GOOD)),
                Tuple.of(3, strangeText().map(t -> GOOD.replace("café", t.replace("--", "- -"))
                        .getBytes(StandardCharsets.UTF_8))),
                Tuple.of(3, strangeText().map(t -> GOOD.replace("title=\"title\"", "title=\""
                        + t.replace("&", "&amp;").replace("\"", "&quot;").replace("<", "&lt;") + "\"")
                        .getBytes(StandardCharsets.UTF_8))),
                Tuple.of(1, huge().map(n -> GOOD.replace("café", "x".repeat(n))
                        .getBytes(StandardCharsets.UTF_8))));
    }

    @Provide
    Arbitrary<byte[]> textsFiles() {
        return Arbitraries.frequencyOf(
                Tuple.of(3, Arbitraries.bytes().array(byte[].class).ofMaxSize(3_000)),
                Tuple.of(6, changed(TEXTS.getBytes(StandardCharsets.UTF_8))),
                Tuple.of(3, encoded(TEXTS)),
                Tuple.of(3, strangeText().map(t -> (TEXTS + "lift=" + t + "\n")
                        .getBytes(StandardCharsets.UTF_8))),
                Tuple.of(3, Arbitraries.strings().withChars("\\uZ0a9 #!=:\n\r\t").ofMaxLength(40)
                        .map(t -> (TEXTS + "intro=" + t).getBytes(StandardCharsets.UTF_8))),
                Tuple.of(1, Arbitraries.of(LessonLoader.MAX_TEXT_CHARACTERS,
                                LessonLoader.MAX_TEXT_CHARACTERS + 1, TextFiles.MAX_BYTES)
                        .map(n -> (TEXTS + "lift=" + "é".repeat(n)).getBytes(StandardCharsets.UTF_8))));
    }

    @Provide
    Arbitrary<String> lessonLists() {
        Arbitrary<String> part = Arbitraries.of("good.fxml", "good", ".fxml", "..", ".", "", "sub", "away",
                "outside.fxml", "link.fxml", "\\", "\u0000", "\t", "#", " ", "é", "\u2028", "\u202e", "x.fxml",
                "/", "//", "lessons.list", "good.properties");
        Arbitrary<String> entry = part.list().ofMaxSize(6).map(p -> String.join("/", p));
        return entry.list().ofMaxSize(8).map(e -> String.join("\n", e))
                .flatMap(list -> Arbitraries.of("", "\uFEFF", "good.fxml\n").map(start -> start + list));
    }

    /** {@code bytes} with a few bytes changed, inserted or removed. */
    private static Arbitrary<byte[]> changed(byte[] bytes) {
        Arbitrary<int[]> edit = Combinators.combine(Arbitraries.integers().between(0, 2),
                Arbitraries.integers().between(0, bytes.length - 1), Arbitraries.integers().between(0, 255))
                .as((kind, at, value) -> new int[] {kind, at, value});
        return edit.list().ofMinSize(1).ofMaxSize(6).map(edits -> {
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
    private static Arbitrary<byte[]> encoded(String text) {
        return Combinators.combine(Arbitraries.of(StandardCharsets.UTF_8, StandardCharsets.ISO_8859_1,
                        StandardCharsets.UTF_16BE, StandardCharsets.UTF_16LE, StandardCharsets.UTF_16,
                        Charset.forName("UTF-32"), Charset.forName("windows-1252")),
                Arbitraries.of(new byte[0], new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF},
                        new byte[] {(byte) 0xFE, (byte) 0xFF}, new byte[] {(byte) 0xFF, (byte) 0xFE}))
                .as((charset, bom) -> {
                    byte[] body = text.getBytes(charset);
                    byte[] out = Arrays.copyOf(bom, bom.length + body.length);
                    System.arraycopy(body, 0, out, bom.length, body.length);
                    return out;
                });
    }

    /** Texts a curator or an attacker might type: any character, control and direction marks included. */
    private static Arbitrary<String> strangeText() {
        return Arbitraries.oneOf(Arbitraries.strings().all().ofMaxLength(60),
                Arbitraries.strings().withChars("\u0000\u001b\u2028\u202e\ufeff\ud800\u00e9\r\n\t<>&\"'$%@#\\")
                        .ofMaxLength(60));
    }

    /** Sizes about the 1 MiB limit of a file. */
    private static Arbitrary<Integer> huge() {
        return Arbitraries.of(TextFiles.MAX_BYTES - GOOD.length(), TextFiles.MAX_BYTES, 5 * TextFiles.MAX_BYTES);
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

    // ---------------------------------------------------------------- folders

    /** A folder with the good lesson in it; jqwik has no temporary folders of its own. */
    private static Path folder() throws IOException {
        Path dir = Files.createTempDirectory("katro-hostile");
        Files.writeString(dir.resolve("good.fxml"), GOOD);
        Files.writeString(dir.resolve("good.properties"), TEXTS);
        return dir;
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
