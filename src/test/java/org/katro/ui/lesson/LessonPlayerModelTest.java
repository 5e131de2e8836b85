package org.katro.ui.lesson;

import org.junit.jupiter.api.Test;
import org.katro.engine.Player;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Progress;
import org.katro.text.Language;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The player's logic without a screen: a question stops the step, the answer is graded, the lap plays. */
class LessonPlayerModelTest {
    private final Lesson relay = LessonLoader.load(List.of(LessonSource.bundled())).byId("rules-4-relay")
            .orElseThrow();

    @Test
    void aQuestionIsAskedBeforeItsLapAndOnlyTheFirstAnswerCounts() {
        Progress progress = new Progress();
        LessonPlayerModel model = new LessonPlayerModel(relay, Language.FRENCH, progress, 0);
        model.next();
        assertTrue(model.askingProperty().get());
        assertTrue(model.yesNoProperty().get());
        assertEquals(0, model.game().stepping().indexProperty().get(), "nothing shown before the answer");
        model.next();
        assertTrue(model.askingProperty().get(), "no way round the question");
        model.answer(true);
        assertFalse(model.askingProperty().get());
        assertTrue(model.verdictProperty().get().startsWith("Pas tout à fait."), model.verdictProperty().get());
        assertEquals(3, model.targetProperty().get());
        while (model.tick()) {
            // playback, one event at a time
        }
        assertEquals(3, model.game().stepping().indexProperty().get());
        assertEquals(1, model.stepProperty().get());
        assertEquals(1, progress.of(relay).asked());
        assertEquals(0, progress.of(relay).right());

        model.next();
        model.next();
        assertTrue(model.askingProperty().get(), "the landing question of the second relay");
        model.tapped(model.game().cursor().geometry().hole(Player.SOUTH, 5));
        assertTrue(model.lastRightProperty().get());
        assertEquals(1, progress.of(relay).right());
    }
}
