package org.katro.lesson;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
        assertEquals("worked-example", library.lessons().get(7).id(), "and keeps its place in the list");
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
        byte[] xml = """
                <?import java.lang.ProcessBuilder?>
                <ProcessBuilder/>
                """.getBytes(java.nio.charset.StandardCharsets.UTF_8);
        LessonException e = assertThrows(LessonException.class, () -> LessonLoader.build("raw.fxml", xml));
        assertTrue(e.reason().contains("java.lang.ProcessBuilder is not part of the lesson vocabulary"), e.getMessage());
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
