package org.katro.app;

import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.Lesson;
import org.katro.lesson.Progress;
import org.katro.lesson.Question;
import org.katro.lesson.Presentation;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The projector belongs to the class, not to the pupil signed in, in the real app with its memory:
 * a pupil stands at a yes/no question of the worked example; the teacher projects the lesson, shows
 * the class that question's answer and steps on; after Escape the pupil's lesson still waits at her
 * question with its choices, no first answer is written for her, her progress has not moved, and her
 * own answer, given then, is the one kept.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ProjectedLessonTest {
    @TempDir
    Path dir;
    private Stage stage;

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            if (stage != null) {
                stage.hide();
            }
        });
    }

    /** Waits (a bound, not a measure) for what the app reads off the screen's thread. */
    private static void until(Callable<Boolean> done) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(done).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A clicker's key, pressed on the screen as a window would deliver it. */
    private void key(FxRobot robot, KeyCode code) {
        robot.interact(() -> stage.getScene().getRoot().fireEvent(
                new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean shown(FxRobot robot, String id) {
        Node n = robot.lookup(id).tryQuery().orElse(null);
        return n != null && n.isVisible() && n.getScene() != null;
    }

    /** The real app, its first pupil at the worked example's first yes/no question, each question before answered rightly. */
    private Navigator atYesNo(FxRobot robot) throws Exception {
        Path settings = dir.resolve("katro.properties");
        Files.writeString(settings, "log.file = " + dir.resolve("katro.log") + "\nreduced.motion = true\nstation.name = hall\n");
        Navigator[] started = new Navigator[1];
        robot.interact(() -> {
            stage = new Stage();
            started[0] = new KatroApp().start(stage, Map.of("data", dir.resolve("data").toString(),
                    "settings", settings.toString()), List.of(), List.of());
        });
        Navigator app = started[0];
        until(() -> app.progress().complete() && !app.learnerProperty().get().isEmpty());
        Lesson worked = app.library().byId("worked-example").orElseThrow();
        robot.interact(() -> app.openLesson(worked));

        // the pupil goes through the lesson, answering rightly, up to its first yes/no question
        robot.interact(() -> {
            LessonPlayerModel lesson = app.lessonPlayer();
            while (!(lesson.askingProperty().get() && lesson.kindProperty().get() != Question.Kind.LANDING)) {
                if (lesson.askingProperty().get()) {
                    lesson.tapped(lesson.presentation().reveal(lesson.stepProperty().get()).landing());
                }
                lesson.next();
                lesson.finishStep();
            }
        });
        return app;
    }

    @Test
    void projectingUsesUpNoPupilsQuestion(FxRobot robot) throws Exception {
        Navigator app = atYesNo(robot);
        String pupil = app.learnerProperty().get();
        Lesson worked = app.library().byId("worked-example").orElseThrow();
        LessonPlayerModel lesson = app.lessonPlayer();
        int step = lesson.stepProperty().get();
        String question = lesson.questionProperty().get();
        String right = lesson.presentation().reveal(step).answer();
        Progress.Entry before = app.progress().of(worked);
        assertTrue(shown(robot, "#answer-yes") && shown(robot, "#answer-no"), "a yes/no question, its choices offered");

        // the teacher projects the lesson, shows the class the answer, and steps on
        robot.interact(() -> robot.lookup("#projector").queryAs(ToggleButton.class).fire());
        key(robot, KeyCode.PAGE_DOWN);
        key(robot, KeyCode.PAGE_DOWN);
        assertTrue(shown(robot, "#projector-answer"), "the class is shown the answer");
        key(robot, KeyCode.PAGE_DOWN);
        key(robot, KeyCode.PAGE_DOWN);
        key(robot, KeyCode.ESCAPE);

        // her lesson is as she left it
        assertFalse(app.projectorProperty().get());
        assertEquals(step, lesson.stepProperty().get(), "the same step");
        assertTrue(lesson.askingProperty().get(), "her question still waits");
        assertEquals(question, lesson.questionProperty().get());
        assertEquals(Presentation.Verdict.NONE, lesson.verdictKindProperty().get(), "no answer shown to her");
        assertTrue(shown(robot, "#answer-yes") && shown(robot, "#answer-no"), "its choices offered again");
        assertFalse(shown(robot, "#verdictBox"));
        assertEquals(before, app.progress().of(worked), "her progress has not moved, no first answer written");

        // she answers it herself: her answer is the one kept
        robot.interact(() -> robot.lookup("#answer-" + right).queryAs(Button.class).fire());
        assertEquals(Presentation.Verdict.RIGHT, lesson.verdictKindProperty().get());
        assertEquals(before.asked() + 1, app.progress().of(worked).asked());
        robot.interact(() -> stage.hide());
        stage = null;
        try (Store store = Store.open(Store.Target.sqlite(dir.resolve("data"), "hall"), note -> { }, Runnable::run, () -> 0)) {
            Map<Integer, Learners.Answer> hers = new Learners(store).answers("worked-example").orElseThrow().get(pupil);
            assertEquals(new Learners.Answer(true, right), hers.get(step), "her own first answer to the projected question");
            assertEquals(before.asked() + 1, hers.size(), "and no other written for the class's steps");
        }
    }

    @Test
    void theTeacherRecordsTheClasssAnswerApartFromThePupils(FxRobot robot) throws Exception {
        Navigator app = atYesNo(robot);
        String pupil = app.learnerProperty().get();
        Lesson worked = app.library().byId("worked-example").orElseThrow();
        LessonPlayerModel lesson = app.lessonPlayer();
        int step = lesson.stepProperty().get();
        String right = lesson.presentation().reveal(step).answer();
        String wrong = "yes".equals(right) ? "no" : "yes";
        Progress.Entry before = app.progress().of(worked);

        // projected: the class answers by a show of hands, the teacher records it, and the answer shows
        robot.interact(() -> robot.lookup("#projector").queryAs(ToggleButton.class).fire());
        assertTrue(shown(robot, "#projector-record"), "the class's answer offered to record");
        robot.interact(() -> robot.lookup("#class-answer-" + wrong).queryAs(Button.class).fire());
        assertTrue(shown(robot, "#projector-answer"), "the answer shown once the class's is recorded");
        assertFalse(shown(robot, "#projector-record"));
        key(robot, KeyCode.ESCAPE);
        assertTrue(lesson.askingProperty().get(), "the pupil's question still waits");
        assertEquals(before, app.progress().of(worked), "the pupil's progress has not moved");
        robot.interact(() -> stage.hide());
        stage = null;
        try (Store store = Store.open(Store.Target.sqlite(dir.resolve("data"), "hall"), note -> { }, Runnable::run, () -> 0)) {
            Learners learners = new Learners(store);
            assertEquals(Map.of(step, new Learners.Answer(false, wrong)), learners.classAnswers("worked-example"), "the class's record");
            assertFalse(learners.answers("worked-example").orElseThrow().getOrDefault(pupil, Map.of()).containsKey(step),
                    "no answer written for the pupil");
        }
    }
}
