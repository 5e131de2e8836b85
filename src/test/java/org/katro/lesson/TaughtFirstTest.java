package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.text.Language;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Lessons ask nothing before they have taught the rule it needs (issue 46): each question names the
 * rule it turns on, which the engine confirms, and the step that taught it, in the lesson before it
 * or in a lesson listed earlier; the loader refuses a lesson that asks first.
 */
class TaughtFirstTest {
    /**
     * The worked example's first turn: a landing question on S1's lap (the serpent decides it), a
     * capture question on S3's (the capture), a landing question on S6's five seeds (the wrap).
     */
    private static String lesson(String teaches1, String teaches2, String q1, String q2, String q3) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <?import org.katro.lesson.Lesson?>
                <?import org.katro.lesson.Step?>
                <?import org.katro.lesson.Question?>
                <Lesson title="title" rules="fianarantsoa" columns="2" moves="1+" minutes="1">
                  <steps>
                    <Step at="0" caption="intro" %s/>
                    <Step at="3" caption="lift" %s><question><Question ask="landing" %s/></question></Step>
                    <Step at="7" caption="lift"><question><Question ask="capture" %s/></question></Step>
                    <Step at="14" caption="lift"><question><Question ask="landing" %s/></question></Step>
                  </steps>
                </Lesson>
                """.formatted(teaches1, teaches2, q1, q2, q3);
    }

    private static final String GOOD = lesson("teaches=\"serpent wrap\"", "teaches=\"capture\"",
            "rule=\"serpent\" taught=\"1\"", "rule=\"capture\" taught=\"2\"", "rule=\"wrap\" taught=\"1\"");

    private static LessonLibrary load(Path dir, String... lessons) throws IOException {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < lessons.length; i++) {
            String name = "lesson-" + (i + 1);
            Files.writeString(dir.resolve(name + ".fxml"), lessons[i]);
            Files.writeString(dir.resolve(name + ".properties"), "title=T\nintro=The board.\nlift=Lifted.\n");
            names.add(name + ".fxml");
        }
        Files.writeString(dir.resolve(LessonSource.INDEX), String.join("\n", names) + "\n");
        return LessonLoader.load(List.of(LessonSource.folder(dir)));
    }

    private static void refused(LessonLibrary library, String reason) {
        assertEquals(1, library.problems().size(), library.problems().toString());
        String said = library.problems().get(0).reason(Language.ENGLISH);
        assertTrue(said.contains(reason), said);
    }

    @Test
    void aLessonThatTeachesBeforeItAsksLoads(@TempDir Path dir) throws IOException {
        LessonLibrary library = load(dir, GOOD);
        assertEquals(List.of(), library.problems());
        Presentation p = new Presentation(library.lessons().get(0));
        assertEquals("serpent", p.reveal(1).rule().id());
        assertEquals("capture", p.reveal(2).rule().id());
        assertEquals("wrap", p.reveal(3).rule().id());
    }

    @Test
    void aQuestionAskedBeforeItsRuleIsTaughtIsRefused(@TempDir Path dir) throws IOException {
        // the capture taught by the capture question's own step comes after the question is asked
        refused(load(dir, lesson("teaches=\"serpent wrap\"", "", "rule=\"serpent\" taught=\"1\"",
                "rule=\"capture\" taught=\"3\"", "rule=\"wrap\" taught=\"1\"")), "must come before the question's step (3)");
    }

    @Test
    void aStepThatDoesNotTeachTheRuleIsRefused(@TempDir Path dir) throws IOException {
        refused(load(dir, lesson("teaches=\"serpent\"", "teaches=\"capture\"", "rule=\"serpent\" taught=\"1\"",
                "rule=\"capture\" taught=\"2\"", "rule=\"wrap\" taught=\"1\"")), "step 1 does not teach wrap");
    }

    @Test
    void theRuleNamedMustBeTheOneTheEngineFinds(@TempDir Path dir) throws IOException {
        refused(load(dir, lesson("teaches=\"serpent wrap\"", "teaches=\"capture\"", "rule=\"wrap\" taught=\"1\"",
                "rule=\"capture\" taught=\"2\"", "rule=\"wrap\" taught=\"1\"")),
                "the engine finds that this question turns on serpent");
    }

    @Test
    void aLessonThatTeachesStepByStepNamesTheRuleOfEveryQuestion(@TempDir Path dir) throws IOException {
        refused(load(dir, lesson("teaches=\"serpent wrap\"", "teaches=\"capture\"", "rule=\"serpent\" taught=\"1\"",
                "", "rule=\"wrap\" taught=\"1\"")), "here rule=\"capture\"");
    }

    @Test
    void aRuleTaughtInALessonListedEarlierCounts(@TempDir Path dir) throws IOException {
        String later = lesson("", "", "rule=\"serpent\" taught=\"lesson-1:1\"", "rule=\"capture\" taught=\"lesson-1:2\"",
                "rule=\"wrap\" taught=\"lesson-1:1\"");
        assertEquals(List.of(), load(dir, GOOD, later).problems());
    }

    @Test
    void aRuleTaughtOnlyInALessonListedLaterIsRefused(@TempDir Path dir) throws IOException {
        String first = lesson("", "", "rule=\"serpent\" taught=\"lesson-2:1\"", "rule=\"capture\" taught=\"lesson-2:2\"",
                "rule=\"wrap\" taught=\"lesson-2:1\"");
        LessonLibrary library = load(dir, first, GOOD);
        refused(library, "taught by lesson-2:1");
        assertEquals(List.of("lesson-2"), library.lessons().stream().map(Lesson::id).toList(), "the other loads");
    }

    /** Every question of every shipped lesson names its rule and the step that taught it, and they load. */
    @Test
    void everyShippedQuestionNamesItsRuleAndWhereItWasTaught() {
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled()));
        assertEquals(List.of(), library.problems());
        List<String> unnamed = new ArrayList<>();
        for (Lesson lesson : library.lessons()) {
            for (int i = 0; i < lesson.getSteps().size(); i++) {
                Question q = lesson.getSteps().get(i).getQuestion();
                if (q != null && (q.getRule() == null || q.getTaught() == null)) {
                    unnamed.add(lesson.id() + " step " + (i + 1));
                }
            }
        }
        assertEquals(List.of(), unnamed);
    }
}
