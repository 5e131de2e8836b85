package org.katro.lesson;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ProgressTest {
    private final LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled()));

    @Test
    void resumesWhereTheLearnerLeftAndFinishesOnTheLastStep() {
        Lesson lesson = library.byId("rules-4-relay").orElseThrow();
        Progress progress = new Progress();
        assertFalse(progress.of(lesson).started());
        progress.shown(lesson, 0);
        progress.shown(lesson, 3);
        progress.shown(lesson, 1);
        assertEquals(1, progress.of(lesson).at(), "resume where the learner was last");
        assertEquals(3, progress.of(lesson).reached());
        assertFalse(progress.of(lesson).done());
        progress.shown(lesson, lesson.getSteps().size() - 1);
        assertTrue(progress.of(lesson).done());
        assertEquals(1, progress.lessonsDone());
    }

    @Test
    void onlyTheFirstAnswerToAQuestionCounts() {
        Lesson a = library.byId("rules-1-serpent").orElseThrow();
        Lesson b = library.byId("rules-5-capture").orElseThrow();
        Progress progress = new Progress();
        progress.answered(a, 1, false, "S3");
        progress.answered(a, 1, true, "S3");
        progress.answered(a, 3, true, "S3");
        progress.answered(b, 1, true, "S3");
        assertEquals(2, progress.of(a).asked());
        assertEquals(1, progress.of(a).right());
        assertEquals(3, progress.questionsAsked());
        assertEquals(2, progress.questionsRight());
    }
}
