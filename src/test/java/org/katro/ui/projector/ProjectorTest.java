package org.katro.ui.projector;

import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.input.KeyEvent;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Projector mode at 1920 x 1080, on the lesson player and the explorer: the board and the current
 * sentence only, the sentence at 40 px or more; the clicker's Page Down steps on; at a question the
 * next press starts the class's countdown, and the answer shows only at the teacher's press after
 * it, never before and never because the time is up.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ProjectorTest {
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) {
        // a projector's screen, laid out without a window (the headless screen is smaller)
        scene = new Scene(new Region(), 1920, 1080);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.projectorProperty().set(true);
        navigator.openLesson(navigator.library().byId("worked-example").orElseThrow());
    }

    /** The node {@code id} of the screen, laid out as a frame would be. */
    private Node node(FxRobot robot, String id) {
        Node[] found = new Node[1];
        robot.interact(() -> {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            found[0] = scene.getRoot().lookup(id);
        });
        return found[0];
    }

    private Label label(FxRobot robot, String id) {
        return (Label) node(robot, id);
    }

    private boolean shown(FxRobot robot, String id) {
        Node n = node(robot, id);
        return n != null && n.isVisible() && n.getScene() != null;
    }

    /** A clicker's key, pressed on the screen as a window would deliver it. */
    private void key(FxRobot robot, KeyCode code) {
        robot.interact(() -> scene.getRoot().fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, false, false, false, false)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theTeacherPacesTheLessonAndShowsTheAnswer(FxRobot robot) {
        assertTrue(label(robot, "#projector-sentence").getFont().getSize() >= 40,
                "read from the back row: " + label(robot, "#projector-sentence").getFont().getSize() + " px");
        assertFalse(node(robot, ".top-bar").isVisible(), "the board and the sentence only");
        assertTrue(node(robot, "#next") == null, "no step buttons");
        assertTrue(node(robot, "#stepScrubber") == null, "no side panel");
        assertEquals("This board has six rows of two holes.", label(robot, "#projector-sentence").getText().substring(0, 37));

        key(robot, KeyCode.PAGE_DOWN);
        assertEquals(1, navigator.lessonPlayer().stepProperty().get(), "Page Down: the next step");
        key(robot, KeyCode.PAGE_DOWN);
        assertTrue(navigator.lessonPlayer().askingProperty().get());
        assertEquals("South holds 2 seeds from S1, sown the way the arrow on S1 points. Which hole will the last seed fall into?",
                label(robot, "#projector-question").getText(), "asked for a class to think, not to tap");
        assertFalse(shown(robot, "#projector-countdown"), "the countdown waits for the teacher");
        assertFalse(shown(robot, "#projector-answer"));

        key(robot, KeyCode.PAGE_DOWN);
        assertTrue(label(robot, "#projector-countdown").getText().matches("\\d+ seconds?"), label(robot, "#projector-countdown").getText());
        assertTrue(navigator.lessonPlayer().askingProperty().get(), "counting down: still asking");
        assertFalse(shown(robot, "#projector-answer"), "no answer while the class thinks");
        assertEquals(Presentation.Verdict.NONE, navigator.lessonPlayer().verdictKindProperty().get());

        key(robot, KeyCode.PAGE_DOWN);
        assertFalse(navigator.lessonPlayer().askingProperty().get());
        assertTrue(shown(robot, "#projector-answer"));
        assertTrue(label(robot, "#projector-answer").getText().startsWith("The answer: S3."), label(robot, "#projector-answer").getText());
        assertEquals(0, navigator.progress().questionsAsked(), "showing the class the answer grades nobody");

        // the same in French, still on the projector
        robot.interact(() -> navigator.languageProperty().set(Language.FRENCH));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(label(robot, "#projector-sentence").getFont().getSize() >= 40);
        assertFalse(node(robot, ".top-bar").isVisible());

        // Escape leaves: the top bar and the step buttons are back
        key(robot, KeyCode.ESCAPE);
        assertTrue(node(robot, ".top-bar").isVisible());
        assertTrue(node(robot, "#next") != null);
        robot.interact(() -> navigator.projectorProperty().set(true));
    }

    @Test
    void theExplorerStepsALapAtAPress(FxRobot robot) {
        robot.interact(navigator::openWorkedExample);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(node(robot, ".top-bar").isVisible());
        assertTrue(!node(robot, ".glance-scroll").isVisible(), "no glance");
        int before = navigator.game().stepping().indexProperty().get();
        key(robot, KeyCode.PAGE_DOWN);
        assertTrue(navigator.game().stepping().indexProperty().get() > before + 1, "a lap, not a seed");
        Label sentence = label(robot, "#projector-sentence");
        assertFalse(sentence.getText().isEmpty());
        assertTrue(sentence.getFont().getSize() >= 40);
        key(robot, KeyCode.PAGE_UP);
        assertEquals(before, navigator.game().stepping().indexProperty().get());
    }

    @Test
    void theTimeRunningOutShowsNothingOnlyTheTeacherDoes() {
        SimpleBooleanProperty asking = new SimpleBooleanProperty(true);
        List<String> done = new ArrayList<>();
        ProjectorModel pacing = new ProjectorModel(asking, () -> done.add("next"), () -> done.add("back"), () -> done.add("reveal"));
        assertEquals(ProjectorModel.Phase.ASKED, pacing.phaseProperty().get());
        for (int s = 0; s < 3 * ProjectorModel.SECONDS; s++) {
            pacing.second();
        }
        assertEquals(ProjectorModel.SECONDS, pacing.leftProperty().get(), "the clock waits for the teacher's start");
        pacing.forward();
        assertEquals(ProjectorModel.Phase.COUNTING, pacing.phaseProperty().get());
        for (int s = 0; s < 3 * ProjectorModel.SECONDS; s++) {
            pacing.second();
        }
        assertEquals(ProjectorModel.Phase.TIME_UP, pacing.phaseProperty().get());
        assertEquals(List.of(), done, "the time's end reveals nothing");
        pacing.forward();
        assertEquals(List.of("reveal"), done);
        asking.set(false);
        pacing.forward();
        assertEquals(List.of("reveal", "next"), done);
    }
}
