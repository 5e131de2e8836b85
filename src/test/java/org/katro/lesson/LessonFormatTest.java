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

    /**
     * The curator's hints, one per kind of wrong answer, are written as the question's attributes
     * ({@code hintNo}), their texts in every language, and read back with everything else; a hint for
     * a wrong answer the question's kind cannot get is refused.
     */
    @Test
    void aQuestionsHintsInTwoLanguagesAreWrittenAndReadBack() throws LessonException {
        Lesson capture = LessonLoader.load(List.of(LessonSource.bundled())).byId("rules-5-capture").orElseThrow();
        Map<String, Map<String, String>> texts = new LinkedHashMap<>();
        for (Locale language : Lesson.LANGUAGES) {
            texts.put(language.getLanguage(), new LinkedHashMap<>(capture.text(language).own()));
        }
        texts.get("en").put("lands.no", "S7 already held a seed, and N9 facing it is full.");
        texts.get("fr").put("lands.no", "S7 avait déjà une graine, et N9 en face est plein.");
        // step 2 asks whether South captures (yes): a "no" is the one wrong answer it can get
        Lesson hinted = withQuestion(capture, 1, Map.of(Question.Mistake.NO, "lands.no"));
        LessonFormat.Written written = LessonFormat.write("hinted", hinted, texts);
        assertTrue(new String(written.files().get("hinted.fxml"), StandardCharsets.UTF_8).contains("hintNo=\"lands.no\""));
        Lesson again = LessonLoader.load(LessonFiles.inMemory(written.files(), "written"), "hinted.fxml");
        assertEquals(hinted.getSteps(), again.getSteps());
        assertEquals(Map.of(Question.Mistake.NO, "lands.no"), again.getSteps().get(1).getQuestion().getHints());
        // what the steps teach and the rule each question needs come back too
        assertEquals(capture.getSteps().get(0).getTeaches(), again.getSteps().get(0).getTeaches());
        assertEquals("capture", again.getSteps().get(1).getQuestion().getRule());
        assertEquals("1", again.getSteps().get(1).getQuestion().getTaught());
        for (Locale language : Lesson.LANGUAGES) {
            assertEquals(texts.get(language.getLanguage()), again.text(language).own(), language.toString());
        }
        assertEquals("S7 avait déjà une graine, et N9 en face est plein.", again.text(Locale.FRENCH).get("lands.no"));

        // a hint for a hole off the lap's path, on a yes/no question: refused, saying what it may have
        Lesson wrong = withQuestion(capture, 1, Map.of(Question.Mistake.OFF, "lands.no"));
        LessonFormat.Written refusedFiles = LessonFormat.write("hinted", wrong, texts);
        LessonException refused = assertThrows(LessonException.class,
                () -> LessonLoader.load(LessonFiles.inMemory(refusedFiles.files(), "written"), "hinted.fxml"));
        assertTrue(refused.getMessage().contains("hintOff") && refused.getMessage().contains("hintYes, hintNo"),
                refused.getMessage());
    }

    /** {@code lesson} with step {@code step}'s question given {@code hints}. */
    private static Lesson withQuestion(Lesson lesson, int step, Map<Question.Mistake, String> hints) {
        List<Step> steps = new java.util.ArrayList<>(lesson.getSteps());
        Step s = steps.get(step);
        Question q = s.getQuestion();
        steps.set(step, new Step(s.getAt(), s.getPicture(), s.getCaption(), s.getNote(), s.getMore(), s.getHighlight(),
                new Question(q.getAsk(), q.getExplain(), q.getSide(), q.getOther(), q.getRule(), q.getTaught(), hints),
                s.getWins(), s.getLoses(), s.getTeaches(), s.getFade()));
        return new Lesson(lesson.getTitle(), lesson.getSummary(), lesson.getRules(), lesson.getColumns(),
                lesson.getPosition(), lesson.getMoves(), lesson.getMinutes(), lesson.getNarration(), steps);
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
