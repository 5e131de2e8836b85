package org.katro.app;

import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.ui.Navigator;
import org.katro.ui.shell.Screen;
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
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A class on one computer, in the real app: the first learner is "Learner 1", whoever is learning
 * is named in every top bar, which leads to the learners screen (with its own top bar, Home and
 * language) and to the teacher page behind the PIN; a learner is renamed, a class list pasted
 * (blank, too long and duplicate lines refused, each with its line), pupils take turns, each with
 * their own answers, and a learner is removed only with the PIN and a second "yes".
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ClassroomTest {
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

    private Navigator start(FxRobot robot) throws Exception {
        Path settings = dir.resolve("katro.properties");
        Files.writeString(settings, "log.file = " + dir.resolve("katro.log") + "\nreduced.motion = true\nstation.name = hall\n");
        Navigator[] navigator = new Navigator[1];
        robot.interact(() -> {
            stage = new Stage();
            navigator[0] = new KatroApp().start(stage, Map.of("data", dir.resolve("data").toString(),
                    "settings", settings.toString()), List.of(), List.of());
        });
        return navigator[0];
    }

    /** Waits (a bound, not a measure) for what the app reads off the screen's thread. */
    private static void until(Callable<Boolean> done) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(done).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String topBarLearner(FxRobot robot) {
        return robot.lookup("#learner").queryAs(MenuButton.class).getText();
    }

    /** The top bar's learner menu, then one of its items by its words. */
    private static void learnerMenu(FxRobot robot, String item) {
        robot.clickOn("#learner").clickOn(item);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aClassTakesTurnsOnOneComputer(FxRobot robot) throws Exception {
        Navigator app = start(robot);
        until(() -> app.progress().complete() && !app.learnerProperty().get().isEmpty());
        assertEquals("Learner 1", app.learnerProperty().get(), "never the computer's account name");
        assertEquals("Learner 1", topBarLearner(robot), "who is learning is in the home screen's top bar");

        // the learners screen from the top bar, with its own Home and language
        learnerMenu(robot, "Switch learner");
        assertEquals(Screen.LEARNERS, app.screenProperty().get());
        assertNotNull(robot.lookup("#home").tryQuery().orElse(null), "the learners screen has Home");
        assertTrue(robot.lookup("#language").tryQuery().isPresent(), "and the language chooser");
        assertEquals("You are learning as \u2068Learner 1\u2069.", robot.lookup("#learningAs").queryAs(Label.class).getText());
        robot.doubleClickOn("#newName").eraseText(12).write("Hery").clickOn("#rename");
        until(() -> "Hery".equals(app.learnerProperty().get()));
        assertEquals("Hery", topBarLearner(robot));

        // Hery answers the worked example's first question (S2: wrong)
        robot.interact(() -> app.openLesson(app.library().byId("worked-example").orElseThrow()));
        robot.clickOn("#next").clickOn("#next").clickOn("#hole-S2");
        assertEquals("Hery", topBarLearner(robot), "the lesson's top bar names the learner too");

        // the teacher page from the top bar: the PIN first, labelled
        learnerMenu(robot, "Teacher page");
        Label pinLabel = robot.lookup("#pinLabel").queryAs(Label.class);
        assertTrue(pinLabel.isVisible());
        assertEquals(robot.lookup("#pin").query(), pinLabel.getLabelFor());
        robot.clickOn("#pin").write("2468").clickOn("#unlock");
        until(() -> robot.lookup("#addClass").query().isVisible());
        String tooLong = "A".repeat(31);
        robot.interact(() -> robot.lookup("#classList").queryAs(TextArea.class)
                .setText("Soa\n\nHERY\n" + tooLong + "\nMialy\nsoa\n"));
        press(robot, "#addClass");
        Label report = robot.lookup("#classReport").queryAs(Label.class);
        until(() -> !report.getText().isEmpty());
        assertEquals(String.join("\n", "2 learners added.", "Line 2 is blank: left out.",
                "Line 3: \u2068HERY\u2069 is already a learner: left out.",
                "Line 4: \u2068" + tooLong + "\u2069 is longer than 30 letters: left out.",
                "Line 6: \u2068soa\u2069 is already a learner: left out."), report.getText());
        until(() -> robot.lookup("#learner-2").tryQuery().isPresent());
        assertEquals(List.of("Hery", "Mialy", "Soa"), List.of(button(robot, "#learner-0"), button(robot, "#learner-1"),
                button(robot, "#learner-2")));

        // Soa's turn: her own lesson, not Hery's
        robot.clickOn("#learner-2");
        until(() -> "Soa".equals(app.learnerProperty().get()) && app.progress().complete());
        assertEquals("Soa", topBarLearner(robot));
        assertEquals(0, app.progress().questionsAsked(), "Hery's answer is not Soa's");
        robot.interact(() -> app.openLesson(app.library().byId("worked-example").orElseThrow()));
        robot.clickOn("#next").clickOn("#next").clickOn("#hole-S3");
        learnerMenu(robot, "Switch learner");
        robot.clickOn("#learner-0");
        until(() -> "Hery".equals(app.learnerProperty().get()) && app.progress().complete());
        assertEquals(1, app.progress().questionsAsked());
        assertEquals(0, app.progress().questionsRight(), "Hery's own first answer, wrong, is back");

        // Mialy removed: the PIN, then asked once more
        learnerMenu(robot, "Teacher page");
        robot.clickOn("#pin").write("2468").clickOn("#unlock");
        until(() -> robot.lookup("#remove-1").tryQuery().isPresent());
        press(robot, "#remove-1");
        assertEquals("Remove \u2068Mialy\u2069? Their progress and answers go too, for good.",
                robot.lookup("#confirmText").queryAs(Label.class).getText());
        press(robot, "#removeNo");
        assertFalse(robot.lookup("#confirm").query().isVisible());
        press(robot, "#remove-1");
        press(robot, "#removeYes");
        until(() -> robot.lookup("#learner-2").tryQuery().isEmpty());
        assertEquals(List.of("Hery", "Soa"), List.of(button(robot, "#learner-0"), button(robot, "#learner-1")));
        robot.interact(() -> stage.hide());
        stage = null;
        try (Store store = Store.open(Store.Target.sqlite(dir.resolve("data"), "hall"), note -> { }, Runnable::run, () -> 0)) {
            Learners learners = new Learners(store);
            assertEquals(List.of("Hery", "Soa"), learners.all().orElseThrow().stream().map(Learners.Learner::name).toList());
            assertEquals(Map.of("Hery", Map.of(2, new Learners.Answer(false, "S2")), "Soa", Map.of(2, new Learners.Answer(true, "S3"))),
                    learners.answers("worked-example").orElseThrow(), "each pupil's own first answer, and what it was");
        }
    }

    /** Presses a button of the teacher page, which may be below the fold of its scrolling page. */
    private static void press(FxRobot robot, String id) {
        robot.interact(() -> robot.lookup(id).queryAs(Button.class).fire());
    }

    private static String button(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Button.class).getText();
    }
}
