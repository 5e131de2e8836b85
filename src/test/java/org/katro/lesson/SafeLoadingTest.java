package org.katro.lesson;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A curator's folder with one good lesson and one bad one: the bad file is refused with its name,
 * line and reason, and the good lesson (and the shipped ones) load all the same.
 */
class SafeLoadingTest {
    private static final String IMPORTS = """
            <?xml version="1.0" encoding="UTF-8"?>
            <?import org.katro.lesson.Lesson?>
            <?import org.katro.lesson.Step?>
            """;
    private static final String GOOD = IMPORTS + """
            <Lesson title="title" rules="fianarantsoa" columns="2" moves="1+" minutes="1">
              <steps>
                <Step at="0" caption="intro" highlight="S1"/>
                <Step at="1" caption="lift"/>
              </steps>
            </Lesson>
            """;

    @TempDir
    Path dir;

    @BeforeEach
    void goodLesson() throws IOException {
        write("good", GOOD);
    }

    @Test
    void aLessonFromAFolderLoadsAndReplacesAShippedOneOfTheSameName() throws IOException {
        write("worked-example", GOOD);
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled(), LessonSource.folder(dir)));
        assertEquals(List.of(), library.problems());
        Lesson good = library.byId("good").orElseThrow();
        assertEquals("Good title", good.text(java.util.Locale.ENGLISH).get("title"));
        assertEquals(dir.toString(), good.origin());
        Lesson replaced = library.byId("worked-example").orElseThrow();
        assertEquals(2, replaced.getSteps().size(), "the curator's copy wins");
        assertEquals("worked-example", library.lessons().get(1).id(), "and keeps its place in the list, after the visitor track");
    }

    @Test
    void theCommandLineNamesTheFolder() {
        List<LessonSource> sources = LessonSource.standard(List.of("--lessons=" + dir));
        assertEquals(2, sources.size());
        assertTrue(LessonLoader.load(sources).byId("good").isPresent());
    }

    @Test
    void aForeignClassImportIsRefused() throws IOException {
        refused("runtime", IMPORTS + "<?import java.lang.Runtime?>\n<Lesson/>", 4, "only the lesson vocabulary");
        refused("webview", IMPORTS + "<?import javafx.scene.web.WebView?>\n<Lesson/>", 4, "javafx.scene.web.WebView");
    }

    @Test
    void aClassNamedInFullWithoutImportIsRefused() throws IOException {
        refused("builder", IMPORTS + "<Lesson>\n<steps>\n<java.lang.ProcessBuilder/>\n</steps>\n</Lesson>", 6,
                "unknown element <java.lang.ProcessBuilder>");
    }

    @Test
    void aScriptIsRefused() throws IOException {
        refused("script", IMPORTS + """
                <Lesson xmlns:fx="http://javafx.com/fxml/1">
                  <fx:script>java.lang.Runtime.getRuntime().exec("true")</fx:script>
                </Lesson>
                """, 5, "scripts are not allowed");
        refused("language", "<?xml version=\"1.0\"?>\n<?language javascript?>\n<Lesson/>", 2, "scripts are not allowed");
    }

    @Test
    void fxmlAttributesAndExpressionsAreRefused() throws IOException {
        refused("factory", IMPORTS + "<Lesson xmlns:fx=\"http://javafx.com/fxml/1\" fx:factory=\"getRuntime\"/>", 4,
                "fx:factory");
        refused("expression", IMPORTS + "<Lesson title=\"${x}\"/>", 4, "expressions are not allowed");
        refused("unknown-attribute", IMPORTS + "<Lesson colour=\"red\"/>", 4, "no attribute 'colour'");
    }

    @Test
    void brokenXmlIsRefused() throws IOException {
        refused("broken", IMPORTS + "<Lesson>\n<steps>\n</Lesson>", 6, "broken XML");
    }

    @Test
    void aDoctypeOrExternalEntityIsRefused() throws IOException {
        Path secret = Files.writeString(dir.resolve("secret.txt"), "secret");
        refused("entity", """
                <?xml version="1.0"?>
                <!DOCTYPE Lesson [ <!ENTITY x SYSTEM "%s"> ]>
                <Lesson title="&x;"/>
                """.formatted(secret.toUri()), 2, "DOCTYPE");
    }

    @Test
    void anUnknownElementOrMisplacedStepIsRefused() throws IOException {
        refused("unknown", IMPORTS + "<Lesson>\n  <Button/>\n</Lesson>", 5, "unknown element <Button>");
        refused("misplaced", IMPORTS + "<Lesson>\n  <Step/>\n</Lesson>", 5, "<Step> cannot stand inside <Lesson>");
    }

    @Test
    void wrongGameDataIsRefusedAtTheLineOfItsElement() throws IOException {
        refused("hole", GOOD.replace("highlight=\"S1\"", "highlight=\"S9\""), 6, "there is no hole S9");
        refused("move", GOOD.replace("moves=\"1+\"", "moves=\"1+ 9+\""), 4, "move 2 (9+) is not legal");
        refused("caption", GOOD.replace("caption=\"lift\"", "caption=\"nowhere\""), 7, "caption=\"nowhere\"");
        refused("ruleset", GOOD.replace("fianarantsoa", "chess"), 4, "unknown ruleset 'chess'");
        refused("order", GOOD.replace("at=\"1\"", "at=\"0\""), 7, "must come after the previous step");
    }

    @Test
    void theRestrictedClassLoaderStopsWhatTheCheckWouldHaveMissed() {
        String xml = """
                <?import java.lang.ProcessBuilder?>
                <ProcessBuilder/>
                """;
        LessonException e = assertThrows(LessonException.class, () -> LessonFormat.read("raw.fxml", xml));
        assertTrue(e.reason().contains("java.lang.ProcessBuilder is not part of the lesson vocabulary"), e.getMessage());
    }

    @Test
    void aByteOrderMarkIsAcceptedInTheLessonAndItsTexts() throws IOException {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        Files.write(dir.resolve("notepad.fxml"), concat(bom, GOOD.getBytes(StandardCharsets.UTF_8)));
        Files.write(dir.resolve("notepad.properties"), concat(bom, "title=Saved by Notepad\nintro=I\nlift=L\n"
                .getBytes(StandardCharsets.UTF_8)));
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.folder(dir)));
        assertEquals(List.of(), library.problems());
        assertEquals("Saved by Notepad", library.byId("notepad").orElseThrow().text(Locale.ENGLISH).get("title"));
    }

    @Test
    void textsThatAreNotUtf8AreRefusedWithTheirLine() throws IOException {
        Files.writeString(dir.resolve("latin.fxml"), GOOD);
        Files.write(dir.resolve("latin.properties"), "title=Caf\u00e9\nintro=Caf\u00e9\nlift=L\n"
                .getBytes(StandardCharsets.ISO_8859_1));
        LessonException e = onlyProblem(LessonLoader.load(List.of(LessonSource.folder(dir))), "latin");
        assertEquals(dir.resolve("latin.properties").toString(), e.file());
        assertEquals(1, e.line());
        assertTrue(e.reason().contains("byte 0xE9 is not UTF-8"), e.getMessage());
    }

    @Test
    void aLessonFileThatIsNotUtf8IsRefusedWithItsLineAndNothingOnTheConsole() throws IOException {
        Files.write(dir.resolve("latin.fxml"), GOOD.replace("<Lesson", "<!-- caf\u00e9 -->\n<Lesson")
                .getBytes(StandardCharsets.ISO_8859_1));
        Files.writeString(dir.resolve("latin.properties"), "title=T\nintro=I\nlift=L\n");
        java.io.ByteArrayOutputStream console = new java.io.ByteArrayOutputStream();
        java.io.PrintStream before = System.err;
        LessonLibrary library;
        try {
            System.setErr(new java.io.PrintStream(console, true, StandardCharsets.UTF_8));
            library = LessonLoader.load(List.of(LessonSource.folder(dir)));
        } finally {
            System.setErr(before);
        }
        LessonException e = onlyProblem(library, "latin");
        assertEquals(dir.resolve("latin.fxml") + ":4: byte 0xE9 is not UTF-8 (save the file as UTF-8)", e.getMessage());
        assertEquals("", console.toString(StandardCharsets.UTF_8), "the parser's own complaint stays off the console");
    }

    @Test
    void aBrokenEscapeInTextsIsRefusedWithItsLine() throws IOException {
        Files.writeString(dir.resolve("escape.fxml"), GOOD);
        Files.writeString(dir.resolve("escape_fr.properties"), "# a comment may say \\uZZZZ\ntitle=Titre\nintro=\\uZZZZ\n");
        Files.writeString(dir.resolve("escape.properties"), "title=T\nintro=I\nlift=L\n");
        LessonException e = onlyProblem(LessonLoader.load(List.of(LessonSource.folder(dir))), "escape");
        assertEquals(dir.resolve("escape_fr.properties").toString(), e.file());
        assertEquals(3, e.line(), e.getMessage());
        assertTrue(e.reason().contains("\\uZZZZ is not an escape"), e.getMessage());
    }

    @Test
    void oversizedFilesAndTextsAreRefusedQuickly() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            String comment = "<!--" + "x".repeat(TextFiles.MAX_BYTES) + "-->";
            Files.writeString(dir.resolve("comment.fxml"), GOOD + comment);
            Files.writeString(dir.resolve("comment.properties"), "title=T\nintro=I\nlift=L\n");
            Files.writeString(dir.resolve("bulky.fxml"), GOOD);
            String texts = "title=T\nintro=I\nlift=L\n# ";
            Files.writeString(dir.resolve("bulky.properties"), texts + "z".repeat(TextFiles.MAX_BYTES - texts.length()));
            Files.writeString(dir.resolve("long.fxml"), GOOD);
            Files.writeString(dir.resolve("long.properties"), "title=T\nintro=I\nlift="
                    + "y".repeat(LessonLoader.MAX_TEXT_CHARACTERS + 1) + "\n");
            Files.writeString(dir.resolve("longest.fxml"), GOOD);
            Files.writeString(dir.resolve("longest.properties"), "title=T\nintro=I\nlift="
                    + "y".repeat(LessonLoader.MAX_TEXT_CHARACTERS) + "\n");
            LessonLibrary library = LessonLoader.load(List.of(LessonSource.folder(dir)));
            assertEquals(List.of("bulky", "good", "longest"), library.lessons().stream().map(Lesson::id).sorted().toList(),
                    "a file or text at the limit loads: " + library.problems());
            assertEquals(2, library.problems().size(), library.problems().toString());
            assertProblem(library, "comment.fxml", "larger than 1 MiB");
            assertProblem(library, "long.properties", "the text 'lift' is 4097 characters long");
            Files.writeString(dir.resolve("bulky.properties"), texts + "z".repeat(TextFiles.MAX_BYTES - texts.length() + 1));
            assertProblem(LessonLoader.load(List.of(LessonSource.folder(dir))), "bulky.properties", "larger than 1 MiB");
        });
    }

    @Test
    void listEntriesAreNormalisedAndConfinedToTheFolder() throws IOException {
        Files.createDirectory(dir.resolve("sub"));
        Files.writeString(dir.resolve(LessonSource.INDEX), String.join("\n", "good.fxml", "sub/../good.fxml",
                "./good.fxml", "../good.fxml", "/etc/passwd.fxml", "sub/../../x.fxml"));
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.folder(dir)));
        assertEquals(List.of("good"), library.lessons().stream().map(Lesson::id).toList(), "one copy, under its own name");
        assertEquals(List.of(dir + "/../good.fxml: names a file outside the lessons folder",
                dir + "//etc/passwd.fxml: names a file outside the lessons folder",
                dir + "/sub/../../x.fxml: names a file outside the lessons folder"),
                library.problems().stream().map(Throwable::getMessage).toList());
    }

    @Test
    void aSymbolicLinkLeavingTheFolderIsRefused(@TempDir Path elsewhere) throws IOException {
        Files.writeString(elsewhere.resolve("stolen.fxml"), GOOD);
        Files.writeString(elsewhere.resolve("stolen.properties"), "title=T\nintro=I\nlift=L\n");
        Files.createSymbolicLink(dir.resolve("stolen.fxml"), elsewhere.resolve("stolen.fxml"));
        Files.createSymbolicLink(dir.resolve("away"), elsewhere);
        // a link that stays inside the folder is only another name
        Files.createSymbolicLink(dir.resolve("alias.fxml"), dir.resolve("good.fxml"));
        Files.writeString(dir.resolve("alias.properties"), "title=T\nintro=I\nlift=L\n");
        Files.writeString(dir.resolve(LessonSource.INDEX), "good.fxml\nalias.fxml\nstolen.fxml\naway/stolen.fxml\n");
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.folder(dir)));
        assertEquals(List.of("good", "alias"), library.lessons().stream().map(Lesson::id).toList());
        assertEquals(2, library.problems().size(), library.problems().toString());
        assertProblem(library, "/stolen.fxml", "symbolic link leading out of the lessons folder");
        assertProblem(library, "away/stolen.fxml", "symbolic link leading out of the lessons folder");
    }

    @Test
    void aLessonsFolderThatIsAFileIsRefusedAndTheShippedLessonsStillLoad() throws IOException {
        Path file = Files.writeString(dir.resolve("not-a-folder.txt"), "lessons?");
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled(), LessonSource.folder(file)));
        assertEquals(List.of(file + ": is a file, not a folder of lessons"),
                library.problems().stream().map(Throwable::getMessage).toList());
        assertTrue(library.byId("worked-example").isPresent());
        assertEquals(file.resolveSibling("none") + ": no such folder", LessonLoader.load(
                List.of(LessonSource.folder(file.resolveSibling("none")))).problems().get(0).getMessage());
    }

    @Test
    void aLessonOfTooManyMovesIsRefusedWithoutPlayingThem() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            // 201 moves back and forth would be legal one by one; the loader refuses them all at once
            write("long", GOOD.replace("moves=\"1+\"", "moves=\"" + "1+ ".repeat(LessonLoader.MAX_MOVES + 1) + "\""));
            LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled(), LessonSource.folder(dir)));
            assertTrue(onlyProblem(library, "long").getMessage().contains("201 moves; a lesson plays at most 200"),
                    onlyProblem(library, "long").getMessage());
            assertTrue(library.byId("worked-example").isPresent());
        });
    }

    @Test
    void aPlyBeyondAnyGameIsRefusedByItself() {
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            write("ply", GOOD.replace("moves=\"1+\"", "position=\"2,2/2,2/2,2/2,2/2,2/2,2 S 2147483647\" moves=\"1+\""));
            LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled(), LessonSource.folder(dir)));
            assertEquals(dir.resolve("ply.fxml").toString(), onlyProblem(library, "ply").file());
            assertTrue(library.byId("worked-example").isPresent());
        });
    }

    @Test
    void whateverGoesWrongWithOneFileRefusesOnlyThatFile() {
        for (Throwable failure : List.of(new IllegalStateException("a mistake of ours"), new StackOverflowError(),
                new OutOfMemoryError("Java heap space"))) {
            LessonSource broken = new LessonSource() {
                private final LessonSource folder = LessonSource.folder(dir);

                @Override
                public String name() {
                    return folder.name();
                }

                @Override
                public List<String> files() throws LessonException {
                    return List.of("bad.fxml", "good.fxml");
                }

                @Override
                public Optional<byte[]> read(String file) throws LessonException {
                    if (file.startsWith("bad")) {
                        throw sneaky(failure);
                    }
                    return folder.read(file);
                }
            };
            LessonLibrary library = LessonLoader.load(List.of(broken));
            assertTrue(library.byId("good").isPresent());
            assertEquals(List.of(dir + "/bad.fxml: cannot be loaded: " + failure.getClass().getSimpleName()
                    + (failure.getMessage() == null ? "" : ": " + failure.getMessage())),
                    library.problems().stream().map(Throwable::getMessage).toList());
        }
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> RuntimeException sneaky(Throwable t) throws T {
        throw (T) t;
    }

    private static LessonException onlyProblem(LessonLibrary library, String lesson) {
        assertEquals(1, library.problems().size(), library.problems().toString());
        assertTrue(library.byId("good").isPresent(), "the other lessons still load");
        assertTrue(library.byId(lesson).isEmpty(), lesson + " is refused");
        return library.problems().get(0);
    }

    private static void assertProblem(LessonLibrary library, String fileEnd, String reason) {
        assertTrue(library.problems().stream().anyMatch(p -> p.file().endsWith(fileEnd) && p.reason().contains(reason)),
                fileEnd + " refused with '" + reason + "': " + library.problems());
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }

    private void refused(String name, String xml, int line, String reason) throws IOException {
        write(name, xml);
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled(), LessonSource.folder(dir)));
        Optional<LessonException> problem = library.problems().stream()
                .filter(p -> p.file().endsWith(name + ".fxml")).findFirst();
        assertTrue(problem.isPresent(), name + " should be refused");
        LessonException e = problem.get();
        assertEquals(dir.resolve(name + ".fxml").toString(), e.file());
        assertEquals(line, e.line(), e.getMessage());
        assertTrue(e.reason().contains(reason), e.getMessage());
        assertTrue(e.getMessage().startsWith(e.file() + ":" + line + ": "), e.getMessage());
        assertEquals(1, library.problems().size(), "only the bad file is refused: " + library.problems());
        assertTrue(library.byId("good").isPresent(), "the other lessons still load");
        assertTrue(library.byId("worked-example").isPresent());
        Files.delete(dir.resolve(name + ".fxml"));
    }

    private void write(String name, String xml) throws IOException {
        Files.writeString(dir.resolve(name + ".fxml"), xml);
        Files.writeString(dir.resolve(name + ".properties"), "title=Good title\nintro=The board.\nlift=Lifted.\n");
    }
}
