package org.katro.ui.lesson;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lesson list and the player, driven headless: the worked example stepped picture by picture
 * both ways, a prediction answered right and one answered wrong, and the progress in the list.
 */
@ExtendWith(ApplicationExtension.class)
class LessonScreensTest {
    private static final PseudoClass HIGHLIGHTED = PseudoClass.getPseudoClass("highlighted");
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled()));
        // reduced motion: each step shows its end at once, the test looks at states
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> library);
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static String count(FxRobot robot, String hole) {
        return text(robot, "#count-" + hole);
    }

    private static boolean highlighted(FxRobot robot, String hole) {
        Node n = robot.lookup("#hole-" + hole).query();
        return n.getPseudoClassStates().contains(HIGHLIGHTED);
    }

    private static boolean shown(FxRobot robot, String id) {
        return robot.lookup(id).query().isVisible();
    }

    @Test
    void theListShowsEveryLessonWithItsLength(FxRobot robot) {
        assertTrue(text(robot, "#meta-worked-example").contains("about 15 min"));
        assertTrue(text(robot, "#meta-worked-example").contains("28 steps"));
        assertEquals("Start", robot.lookup("#open-rules-1-serpent").queryButton().getText());
        robot.clickOn("#workedExample");
        assertEquals("Step 1 of 28", text(robot, "#stepLabel"), "the big button opens the worked example lesson");
    }

    @Test
    void theWorkedExampleStepsPictureByPictureAndAsksBeforeALap(FxRobot robot) {
        robot.clickOn("#workedExample");
        assertEquals("Step 1 of 28", text(robot, "#stepLabel"));
        assertTrue(text(robot, "#caption").startsWith("This board has six rows"));
        assertTrue(highlighted(robot, "S6"));
        assertFalse(highlighted(robot, "N1"));

        robot.clickOn("#next");
        assertEquals("Step 2 of 28 \u00b7 picture 2", text(robot, "#stepLabel"));
        assertEquals("0", count(robot, "S1"));
        assertTrue(shown(robot, "#note"), "the side note about 'bottom right'");
        assertTrue(text(robot, "#note").contains("bottom right"));

        // picture 3 has a question: tap the landing hole; S2 is wrong
        robot.clickOn("#next");
        assertTrue(shown(robot, "#question"));
        assertTrue(text(robot, "#question").startsWith("Tap the hole"));
        assertTrue(robot.lookup("#next").queryButton().isDisabled(), "answer first");
        assertEquals("0", count(robot, "S1"), "the lap is not shown before the answer");
        robot.clickOn("#hole-S2");
        assertFalse(shown(robot, "#question"));
        assertTrue(text(robot, "#verdict").startsWith("Not quite. The last seed falls into S3."));
        assertEquals("Step 3 of 28 \u00b7 picture 3", text(robot, "#stepLabel"));
        assertEquals("3", count(robot, "S3"), "then the lap is played");

        // picture 4 asks yes or no: South does capture
        robot.clickOn("#next");
        assertTrue(shown(robot, "#yes"));
        assertTrue(text(robot, "#question").startsWith("Will South capture"));
        robot.clickOn("#yes");
        assertTrue(text(robot, "#verdict").startsWith("Right!"), text(robot, "#verdict"));
        assertTrue(highlighted(robot, "N5"));
        assertEquals("Step 4 of 28 \u00b7 picture 4", text(robot, "#stepLabel"));

        robot.clickOn("#next");
        assertEquals("Step 5 of 28 \u00b7 picture 5", text(robot, "#stepLabel"));
        assertEquals("5", count(robot, "S6"));
        assertEquals("0", count(robot, "N5"));

        // back a picture, then seed by seed
        robot.clickOn("#previous");
        assertEquals("Step 4 of 28 \u00b7 picture 4", text(robot, "#stepLabel"));
        assertEquals("2", count(robot, "N5"));
        assertEquals("", text(robot, "#verdict"));
        robot.clickOn("#backSeed");
        assertEquals("2", count(robot, "S6"));
        assertTrue(text(robot, "#stepLabel").startsWith("Step 4 of 28"), "within the step's seeds");
        robot.clickOn("#forwardSeed");
        robot.clickOn("#forwardSeed");
        assertEquals("Step 5 of 28 \u00b7 picture 5", text(robot, "#stepLabel"));

        // the list shows the progress, and the lesson resumes where it was left
        robot.clickOn("#home");
        assertTrue(text(robot, "#meta-worked-example").contains("at step 5 of 28"));
        assertTrue(text(robot, "#totals").contains("1 of 2 predictions right"), text(robot, "#totals"));
        assertEquals("Resume", robot.lookup("#open-worked-example").queryButton().getText());
        robot.clickOn("#workedExample");
        assertEquals("Step 5 of 28 \u00b7 picture 5", text(robot, "#stepLabel"));
    }

    @Test
    void theKeysStepSeedsAndSteps(FxRobot robot) {
        robot.clickOn("#workedExample");
        assertEquals("2", count(robot, "S1"));
        robot.type(KeyCode.RIGHT);
        assertEquals("0", count(robot, "S1"), "Right: South lifts the seeds of S1");
        robot.type(KeyCode.LEFT);
        assertEquals("2", count(robot, "S1"), "Left: back to the start");
        robot.type(KeyCode.PAGE_DOWN);
        assertEquals("Step 2 of 28 \u00b7 picture 2", text(robot, "#stepLabel"), "Page Down: the next step");
        robot.type(KeyCode.PAGE_UP);
        assertEquals("Step 1 of 28", text(robot, "#stepLabel"), "Page Up: the step before");
    }
}
