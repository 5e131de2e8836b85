package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 46's measure: every shipped lesson run with wrong answers given on purpose; every question's
 * first hint names the learner's case (the rule that decides it, with this lap's holes or rows), in
 * English and French. With {@code -Dkatro.measure=true} it prints the table docs/learning.md shows.
 */
class LearningMeasureTest {
    @Test
    void everyQuestionsFirstHintNamesTheLearnersCase() {
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled()));
        for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
            List<String> generic = new ArrayList<>();
            int questions = 0;
            for (LearningMeasure.Row row : LearningMeasure.run(library, language)) {
                questions += row.questions();
                if (row.caseNamed() < row.questions()) {
                    generic.add(row.lesson() + ": " + row.caseNamed() + " of " + row.questions());
                }
                if (language == Language.ENGLISH && Boolean.getBoolean("katro.measure")) {
                    System.out.printf("| %s | %d | %d | %d |%n", row.lesson(), row.questions(), row.caseNamed(),
                            row.sownByLearner());
                    row.firstHints().forEach(h -> System.out.println("    " + h));
                }
            }
            assertEquals(List.of(), generic, language.toString());
            assertTrue(questions >= 30, "every lesson's questions: " + questions);
        }
    }

    @Test
    void theRulesLessonsAndTheWorkedExampleLetTheLearnerSowLapsOfKindsAlreadyShown() {
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled()));
        java.util.Map<String, Integer> sown = new java.util.HashMap<>();
        for (LearningMeasure.Row row : LearningMeasure.run(library, Language.ENGLISH)) {
            sown.put(row.lesson(), row.sownByLearner());
        }
        assertEquals(2, sown.get("worked-example"), "picture 12 seed by seed, picture 19's last seed");
        assertEquals(1, sown.get("rules-1-serpent"), "North's lap, seed by seed");
        assertEquals(1, sown.get("rules-4-relay"), "the relay's last lap, its last seed");
        assertEquals(1, sown.get("rules-6-deeper-captures"), "after the capture, where the turn ends");
        assertEquals(5, sown.values().stream().mapToInt(Integer::intValue).sum());
    }
}
