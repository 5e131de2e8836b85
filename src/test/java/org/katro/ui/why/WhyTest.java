package org.katro.ui.why;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.ui.shell.Screen;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Why?" on the explorer and in a lesson names the rule the current event follows (a relay, a
 * capture, the end of a turn, in the worked example) and opens the lesson that teaches it.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class WhyTest {
    private static final Texts WHY = new Texts(Language.ENGLISH, "org.katro.ui.why.Why");
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    /** Asks "Why?" at event {@code index} of the worked example on the explorer, then opens the lesson named. */
    private void asksWhy(FxRobot robot, int index, String rule, String lesson) {
        robot.interact(() -> {
            navigator.openWorkedExample();
            navigator.game().seek(index);
        });
        assertFalse(robot.lookup("#why-rule").query().isVisible(), "folded until asked");
        robot.clickOn("#why-button");
        assertEquals(WHY.text("rule." + rule), robot.lookup("#why-rule").queryAs(Label.class).getText());
        robot.clickOn("#why-lesson");
        assertEquals(Screen.Kind.LESSON, navigator.screenProperty().get().kind());
        assertEquals(lesson, navigator.lessonPlayer().lesson().id());
    }

    /** At the start there is nothing to explain: no "Why?" that looks switched off and does nothing. */
    @Test
    void theStartAsksNoWhy(FxRobot robot) {
        robot.interact(navigator::openWorkedExample);
        assertFalse(robot.lookup("#why-button").query().isVisible(), "at the start");
        robot.interact(() -> navigator.game().seek(1));
        assertTrue(robot.lookup("#why-button").query().isVisible(), "at the first lift");
    }

    /** Issue 44: on the station the rule is read standing, at arm's length: at least 20 px, as the button that asks it. */
    @Test
    void onTheStationTheRuleIsAtLeast20Px(FxRobot robot) {
        robot.interact(() -> {
            navigator.kioskProperty().set(true);
            navigator.openWorkedExample();
            navigator.game().seek(8);
        });
        robot.clickOn("#why-button");
        robot.interact(() -> robot.lookup("#why-rule").query().getScene().getRoot().applyCss());
        for (String id : List.of("#why-rule", "#why-button", "#why-lesson")) {
            double size = robot.lookup(id).queryAs(javafx.scene.control.Labeled.class).getFont().getSize();
            assertTrue(size >= 20, id + " is " + size + " px");
        }
    }

    @Test
    void aRelayIsExplainedByTheRelayRule(FxRobot robot) {
        // event 3: South's lap of 2 from S1 ends on S3, occupied and outside the front row
        asksWhy(robot, 3, "relay", "rules-4-relay");
    }

    @Test
    void aCaptureIsExplainedByTheCaptureRule(FxRobot robot) {
        // event 8: the seeds of N5 go into S6
        asksWhy(robot, 8, "capture", "rules-5-capture");
    }

    @Test
    void aLapEndingInAnEmptyHoleIsExplainedByTheEndOfTheTurn(FxRobot robot) {
        // event 22: six seeds from S5 go round and the last falls into S5, empty
        asksWhy(robot, 22, "lap-end", "rules-3-empty-hole");
    }

    @Test
    void aLessonAsksWhyToo(FxRobot robot) {
        robot.interact(() -> {
            navigator.openLesson(navigator.library().byId("visitor").orElseThrow());
            LessonPlayerModel lesson = navigator.lessonPlayer();
            lesson.next();
            lesson.finishStep();
        });
        // the visitor track's second step ends on South's first capture
        robot.clickOn("#why-button");
        assertEquals(WHY.text("rule.capture"), robot.lookup("#why-rule").queryAs(Label.class).getText());
        // stepping on folds the answer: it was about the event before
        robot.interact(() -> navigator.lessonPlayer().backSeed());
        assertFalse(robot.lookup("#why-rule").query().isVisible());
        robot.clickOn("#why-button");
        assertTrue(robot.lookup("#why-lesson").query().isVisible());
    }
}
