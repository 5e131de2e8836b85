package org.katro.lesson;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.text.Language;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The loader's reasons in the screen's language (the English ones, which the command line and the
 * log print, unchanged), and an added language's lesson texts.
 */
class LessonReasonsTest {
    private static final String LESSON = """
            <?xml version="1.0" encoding="UTF-8"?>
            <?import org.katro.lesson.Lesson?>
            <?import org.katro.lesson.Step?>
            <Lesson title="title" rules="fianarantsoa" columns="2" moves="1+" minutes="1">
              <steps>
                <Step at="0" caption="intro" highlight="S1"/>
                <Step at="1" caption="lift"/>
              </steps>
            </Lesson>
            """;

    @TempDir
    Path dir;

    @AfterEach
    void onlyTheShippedLanguages() {
        Language.use(List.of());
    }

    private LessonException refused(String xml) throws Exception {
        Files.writeString(dir.resolve("bad.fxml"), xml);
        Files.writeString(dir.resolve("bad.properties"), "title=T\nintro=I\nlift=L\n");
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.folder(dir)));
        assertEquals(1, library.problems().size(), library.problems().toString());
        return library.problems().get(0);
    }

    @Test
    void aReasonIsSaidInTheScreensLanguageAndInEnglishForTheCommandLine() throws Exception {
        LessonException hole = refused(LESSON.replace("highlight=\"S1\"", "highlight=\"S9\""));
        assertEquals("there is no hole S9 on this 6 x 2 board", hole.reason());
        assertEquals(dir.resolve("bad.fxml") + ":6: there is no hole S9 on this 6 x 2 board", hole.getMessage());
        assertEquals("il n'y a pas de trou S9 sur ce plateau de 6 x 2", hole.reason(Language.FRENCH));
        assertEquals(dir.resolve("bad.fxml") + ":6: il n'y a pas de trou S9 sur ce plateau de 6 x 2",
                hole.message(Language.FRENCH));
        assertEquals("auf diesem Brett mit 6 x 2 Mulden gibt es keine Mulde S9", hole.reason(Language.GERMAN));

        // a reason that holds the engine's own is said in one language throughout
        LessonException move = refused(LESSON.replace("moves=\"1+\"", "moves=\"1+ 9+\""));
        String en = "move 2 (9+) is not legal: ";
        String fr = "le coup 2 (9+) n'est pas permis : ";
        assertTrue(move.reason().startsWith(en), move.reason());
        assertTrue(move.reason(Language.FRENCH).startsWith(fr), move.reason(Language.FRENCH));
        assertNotEquals(move.reason().substring(en.length()), move.reason(Language.FRENCH).substring(fr.length()),
                "the engine's reason inside is French too");
    }

    @Test
    void anAddedLanguagesLessonTextsComeFromItsFolderWithEnglishBehind() throws Exception {
        Files.writeString(dir.resolve("good.fxml"), LESSON);
        Files.writeString(dir.resolve("good.properties"), "title=Good title\nintro=Intro\nlift=Lift\n");
        Language polish = Language.added("pl", "Polski", "pl", Map.of(), Map.of("good", Map.of("title", "Dobry tytuł")));
        Language.use(List.of(polish));
        Lesson good = LessonLoader.load(List.of(LessonSource.folder(dir))).byId("good").orElseThrow();
        assertEquals("Dobry tytuł", good.title(polish.locale()));
        assertEquals("Intro", good.text(polish.locale()).get("intro"), "a text the folder lacks is English");
        assertEquals("Good title", good.title(Locale.ENGLISH));
    }
}
