package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.katro.lesson.draft.LessonFiles;

import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The one writer of the lesson format writes what the one reader reads back into an equal lesson. */
class LessonFormatTest {
    @Test
    void everyShippedLessonWrittenAndReadBackIsTheSameLessonWithTheSameTexts() throws LessonException {
        LessonLibrary shipped = LessonLoader.load(List.of(LessonSource.bundled()));
        assertEquals(List.of(), shipped.problems());
        assertTrue(shipped.lessons().size() >= 10, "every shipped lesson: " + shipped.lessons().size());
        for (Lesson lesson : shipped.lessons()) {
            Map<String, Map<String, String>> texts = new LinkedHashMap<>();
            for (Locale language : Lesson.LANGUAGES) {
                texts.put(language.getLanguage(), lesson.text(language).own());
            }
            LessonFormat.Written written = LessonFormat.write(lesson.id(), lesson, texts);
            Lesson again = LessonLoader.load(LessonFiles.inMemory(written.files(), "written"), lesson.id() + ".fxml");
            assertEquals(lesson, again, lesson.id());
            for (Locale language : Lesson.LANGUAGES) {
                assertEquals(lesson.text(language).own(), again.text(language).own(), lesson.id() + " " + language);
            }
            // the file the writer wrote, read on its own, declares the lesson the shipped file declares
            String shippedXml = new String(LessonSource.bundled().read(lesson.id() + ".fxml").orElseThrow(),
                    StandardCharsets.UTF_8);
            assertEquals(LessonFormat.read("shipped", shippedXml).getSteps(), LessonFormat.read("written",
                    new String(written.files().get(lesson.id() + ".fxml"), StandardCharsets.UTF_8)).getSteps());
        }
    }

    @Test
    void aFadedStepIsWrittenAndReadBackFadedAndAWayOfFadingNotKnownIsRefused() throws LessonException {
        Lesson relay = LessonLoader.load(List.of(LessonSource.bundled())).byId("rules-4-relay").orElseThrow();
        Map<String, Map<String, String>> texts = new LinkedHashMap<>();
        for (Locale language : Lesson.LANGUAGES) {
            texts.put(language.getLanguage(), relay.text(language).own());
        }
        List<Step> steps = new java.util.ArrayList<>(relay.getSteps());
        for (String fade : List.of("seeds", "last", "outcome")) {
            Step s = steps.get(4);
            steps.set(4, new Step(s.getAt(), s.getPicture(), s.getCaption(), s.getNote(), s.getMore(), s.getHighlight(),
                    s.getQuestion(), s.getWins(), s.getLoses(), s.getTeaches(), fade));
            Lesson faded = new Lesson(relay.getTitle(), relay.getSummary(), relay.getRules(), relay.getColumns(),
                    relay.getPosition(), relay.getMoves(), relay.getMinutes(), relay.getNarration(), steps);
            LessonFormat.Written written = LessonFormat.write("faded", faded, texts);
            assertTrue(new String(written.files().get("faded.fxml"), StandardCharsets.UTF_8)
                    .contains("fade=\"" + fade + "\""), fade);
            Lesson again = LessonLoader.load(LessonFiles.inMemory(written.files(), "written"), "faded.fxml");
            assertEquals(Step.Fade.byId(fade), again.getSteps().get(4).fading());
            assertEquals(faded.getSteps(), again.getSteps());
        }
        Step s = steps.get(4);
        steps.set(4, new Step(s.getAt(), s.getPicture(), s.getCaption(), s.getNote(), s.getMore(), s.getHighlight(),
                s.getQuestion(), s.getWins(), s.getLoses(), s.getTeaches(), "slowly"));
        Lesson wrong = new Lesson(relay.getTitle(), relay.getSummary(), relay.getRules(), relay.getColumns(),
                relay.getPosition(), relay.getMoves(), relay.getMinutes(), relay.getNarration(), steps);
        LessonFormat.Written written = LessonFormat.write("faded", wrong, texts);
        LessonException refused = assertThrows(LessonException.class,
                () -> LessonLoader.load(LessonFiles.inMemory(written.files(), "written"), "faded.fxml"));
        assertTrue(refused.getMessage().contains("fade=\"slowly\""), refused.getMessage());
    }

    @Test
    void aLessonIsImmutable() {
        Lesson lesson = LessonLoader.load(List.of(LessonSource.bundled())).byId("worked-example").orElseThrow();
        Step first = lesson.getSteps().get(0);
        assertThrows(UnsupportedOperationException.class,
                () -> lesson.getSteps().add(first));
        assertThrows(UnsupportedOperationException.class,
                () -> lesson.getSteps().remove(0));
    }
}
