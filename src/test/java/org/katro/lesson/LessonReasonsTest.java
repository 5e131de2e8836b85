package org.katro.lesson;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.text.Language;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
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
        return refused(xml.getBytes(StandardCharsets.UTF_8), "title=T\nintro=I\nlift=L\n".getBytes(StandardCharsets.UTF_8));
    }

    private LessonException refused(byte[] xml, byte[] texts) throws Exception {
        Files.write(dir.resolve("bad.fxml"), xml);
        Files.write(dir.resolve("bad.properties"), texts);
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
    void aFilesReasonIsSaidInTheScreensLanguageToo() throws Exception {
        byte[] texts = "title=T\nintro=I\nlift=L\n".getBytes(StandardCharsets.UTF_8);
        // the parser's own words inside stay as the parser said them
        LessonException xml = refused(LESSON.replace("</Lesson>", ""));
        String parser = xml.reason().substring("broken XML: ".length());
        assertTrue(xml.reason().startsWith("broken XML: "), xml.reason());
        assertEquals("XML cassé : " + parser, xml.reason(Language.FRENCH));

        byte[] big = new byte[TextFiles.MAX_BYTES + 1];
        Arrays.fill(big, (byte) ' ');
        LessonException large = refused(big, texts);
        assertEquals("the file is larger than 1 MiB", large.reason());
        assertEquals("le fichier dépasse 1 Mio", large.reason(Language.FRENCH));

        LessonException foreign = refused(LESSON.replace("<?import org.katro.lesson.Step?>", "<?import java.lang.Runtime?>"));
        assertTrue(foreign.reason(Language.FRENCH).startsWith(
                "seul le vocabulaire des leçons peut être importé, pas java.lang.Runtime (permis : "),
                foreign.reason(Language.FRENCH));

        LessonException script = refused(LESSON.replace("<?import org.katro.lesson.Step?>", "<?language javascript?>"));
        assertEquals("les scripts ne sont pas permis (<?language javascript?>)", script.reason(Language.FRENCH));

        // a refused text file's reason inside a longer one is French too
        byte[] latin1 = "title=T\nintro=\u00e9\nlift=L\n".getBytes(StandardCharsets.ISO_8859_1);
        LessonException unreadable = refused(LESSON.getBytes(StandardCharsets.UTF_8), latin1);
        assertEquals("unreadable texts: byte 0xE9 is not UTF-8 (save the file as UTF-8)", unreadable.reason());
        assertEquals("textes illisibles : l'octet 0xE9 n'est pas de l'UTF-8 (enregistrez le fichier en UTF-8)",
                unreadable.reason(Language.FRENCH));

        LessonException folder = assertThrows(LessonException.class,
                () -> LessonSource.folder(dir.resolve("none")).files());
        assertEquals("no such folder", folder.reason());
        assertEquals("ce dossier n'existe pas", folder.reason(Language.FRENCH));
        assertEquals("diesen Ordner gibt es nicht", folder.reason(Language.GERMAN));
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
