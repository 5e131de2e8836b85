package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A caption's recording is found by the step it belongs to, not by its words: at every step's
 * picture, in every bundled lesson and language, the moment names that step's own caption key,
 * even where another step says the same words (whose key, found by the words, would be the first
 * step's).
 */
class CaptionKeyTest {
    @Test
    void everyPictureNamesItsOwnStepsCaption() {
        List<String> wrong = new ArrayList<>();
        int pictures = 0;
        for (Lesson lesson : LessonLoader.load(List.of(LessonSource.bundled())).lessons()) {
            Presentation p = new Presentation(lesson);
            for (Language language : Language.values()) {
                for (int i = 0; i < lesson.getSteps().size(); i++) {
                    Step step = lesson.getSteps().get(i);
                    if (p.waiting(step.getAt(), step.getAt(), Set.of()) >= 0) {
                        continue;
                    }
                    Presentation.Moment m = p.seek(step.getAt(), -1, language, Reveal.Medium.SCREEN);
                    pictures++;
                    if (!step.getCaption().equals(m.captionKey()) && lesson.reachedAt(step.getAt()) == i) {
                        wrong.add(lesson.id() + " step " + (i + 1) + " " + language + ": " + m.captionKey());
                    }
                }
            }
        }
        assertTrue(pictures > 100, "pictures looked at: " + pictures);
        assertEquals(List.of(), wrong);
    }
}
