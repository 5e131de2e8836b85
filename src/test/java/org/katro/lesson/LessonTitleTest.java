package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A lesson's title shows as it reads: no bidirectional override or zero-width character is kept, as in a learner's name. */
class LessonTitleTest {
    @TempDir
    Path dir;

    @Test
    void aTitleLosesWhatWouldMakeItShowAsAnotherText() throws Exception {
        Files.copy(Path.of("lessons/worked-example.fxml"), dir.resolve("worked-example.fxml"));
        String texts = Files.readString(Path.of("lessons/worked-example.properties"))
                .replaceFirst("(?m)^title=.*$", "title=\\\\u202Eevil\\\\u202C \\\\u200Btitle\\\\u2066\\\\uFEFF");
        Files.writeString(dir.resolve("worked-example.properties"), texts);
        Files.writeString(dir.resolve("worked-example_fr.properties"), "title=\\u202Dtitre\\u200F\n");
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.folder(dir)));
        assertEquals(List.of(), library.problems());
        Lesson lesson = library.byId("worked-example").orElseThrow();
        assertEquals("evil title", lesson.title(Locale.ROOT));
        assertEquals("evil title", lesson.text(Locale.ENGLISH).get(lesson.getTitle()), "as the home screen reads it");
        assertEquals("titre", lesson.title(Locale.FRENCH));
    }
}
