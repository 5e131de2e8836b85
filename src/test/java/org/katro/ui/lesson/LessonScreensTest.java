package org.katro.ui.lesson;

import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.kordamp.ikonli.javafx.FontIcon;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The lesson list and the player, driven headless: questions that every way of stepping stops at, a
 * wrong answer said back and tried again, the sentence of every seed and the step's scrubber, and
 * the progress in the list.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class LessonScreensTest {
    private static final PseudoClass HIGHLIGHTED = PseudoClass.getPseudoClass("highlighted");
    private static final PseudoClass RIGHT = PseudoClass.getPseudoClass("right");
    private static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");
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

    private static String icon(FxRobot robot) {
        return robot.lookup("#verdictIcon").queryAs(FontIcon.class).getIconLiteral();
    }

    private static boolean marked(FxRobot robot, PseudoClass how) {
        return robot.lookup(".lesson-verdict").query().getPseudoClassStates().contains(how);
    }

    private static String hand(FxRobot robot) {
        return text(robot, "#hand-count");
    }

    /** Clicks the step's scrubber near its right end (on the track, inside the thumb's margin), as a finger would. */
    private static void scrubToEnd(FxRobot robot) {
        Slider slider = robot.lookup("#stepScrubber").queryAs(Slider.class);
        Bounds b = slider.localToScreen(slider.getBoundsInLocal());
        robot.clickOn(b.getMinX() + 0.92 * b.getWidth(), b.getCenterY(), MouseButton.PRIMARY);
    }

    @Test
    void theListShowsEveryLessonWithItsLength(FxRobot robot) {
        String meta = robot.lookup("#meta-worked-example").queryAs(Text.class).getText();
        assertTrue(meta.contains("about 15 min"), meta);
        assertTrue(meta.contains("28 steps"), meta);
        assertEquals("Start", robot.lookup("#open-rules-1-serpent").queryButton().getText());
        robot.clickOn("#workedExample");
        assertEquals("Step 1 of 28", text(robot, "#stepLabel"), "the big button opens the worked example lesson");
    }

    @Test
    void aQuestionWaitsWithTheHandAndTheCaptionAndTakesASecondTry(FxRobot robot) {
        robot.clickOn("#workedExample");
        String intro = text(robot, "#caption");
        assertTrue(highlighted(robot, "S6"));

        // Next: South lifts S1, picture 2; Next again: the question of picture 3 waits, with the seeds in hand
        robot.clickOn("#next");
        assertEquals("Step 2 of 28 \u00b7 picture 2", text(robot, "#stepLabel"), "one step on, not two");
        assertFalse(shown(robot, "#question"));
        assertFalse(robot.lookup("#next").queryButton().isDisabled());
        robot.clickOn("#next");
        assertTrue(shown(robot, "#question"));
        assertEquals("Step 3 of 28 \u00b7 picture 3", text(robot, "#stepLabel"));
        assertTrue(text(robot, "#question").startsWith("South holds 2 seeds from S1"), text(robot, "#question"));
        assertTrue(text(robot, "#question").endsWith("Tap the hole where the last seed will fall."));
        assertNotEquals(intro, text(robot, "#caption"), "the caption of picture 2 stays beside the question");
        assertTrue(shown(robot, "#caption"));
        assertEquals("2", hand(robot), "the hand holds the two seeds");
        assertEquals("0", count(robot, "S1"));
        assertEquals("2", count(robot, "S2"), "the lap is not shown before the answer");
        assertTrue(robot.lookup("#next").queryButton().isDisabled(), "answer first");
        assertTrue(robot.lookup("#forwardSeed").queryButton().isDisabled());

        // a wrong tap is said back, marked by icon and outline, and tried again
        robot.clickOn("#hole-S2");
        assertTrue(shown(robot, "#question"), "a second try");
        assertEquals("Not quite. You tapped S2: seed 1 of the 2 in hand falls there, but it is not the last."
                + " South's serpent turns at the end of each row: after S2 the seeds go on into the middle row, not"
                + " across the board. Count the 2 seeds again from S1. Try once more.", text(robot, "#verdict"));
        assertEquals("mdi2r-replay", icon(robot));
        assertTrue(marked(robot, WRONG));
        robot.clickOn("#hole-S3");
        assertFalse(shown(robot, "#question"));
        assertTrue(text(robot, "#verdict").startsWith("Right! You tapped S3: the last seed in hand, seed 2 of 2"),
                text(robot, "#verdict"));
        assertEquals("mdi2c-check-circle", icon(robot));
        assertTrue(marked(robot, RIGHT));
        assertEquals("3", count(robot, "S3"), "then the lap is played");

        // the capture question of picture 4 answered no, then yes: wrong, and the right second try
        robot.clickOn("#next");
        assertTrue(shown(robot, "#answer-yes"));
        robot.clickOn("#answer-no");
        assertTrue(text(robot, "#verdict").startsWith("Not quite. You answered no. A last seed on an occupied hole of"
                + " South's front row"), text(robot, "#verdict"));
        // the second try asks why, among reasons: not yes or no again
        assertTrue(robot.lookup("#answer-yes").tryQuery().isEmpty());
        robot.clickOn("#answer-why-capture");
        String right = "Right! You chose: Yes: it lands on seeds in the front row, and the facing hole holds seeds.";
        assertEquals(right, text(robot, "#verdict"), "a verdict of a sentence or two");
        assertFalse(shown(robot, "#why"), "why waits behind its control");
        robot.clickOn("#whyToggle");
        assertTrue(text(robot, "#why").startsWith("South's last seed lands in S6"), text(robot, "#why"));

        // back into the answered lap: the answer and why are there again
        robot.type(KeyCode.LEFT);
        assertEquals(right, text(robot, "#verdict"));
        assertTrue(shown(robot, "#whyToggle"));

        // the list shows the progress (first answers only), and the lesson resumes where it was left
        robot.clickOn("#home");
        assertTrue(text(robot, "#totals").contains("0 of 2 predictions right"), text(robot, "#totals"));
        assertEquals("Resume", robot.lookup("#open-worked-example").queryButton().getText());
    }

    @Test
    void aFadedStepIsSownByTappingWhereEachSeedFallsAWrongTapCorrectedWithThePathDrawn(FxRobot robot) {
        robot.interact(() -> navigator.openLesson(navigator.library().byId("rules-1-serpent").orElseThrow()));
        // the first lap is shown, its question answered; North's next lap is the learner's to sow
        robot.clickOn("#next");
        robot.interact(() -> navigator.lessonPlayer().showAnswer());
        robot.clickOn("#next");
        assertTrue(shown(robot, "#question"));
        assertEquals("Your turn to sow: tap the hole where the next seed falls.", text(robot, "#question"));
        assertTrue(robot.lookup("#next").queryButton().isDisabled(), "sow first");
        assertEquals("2", hand(robot), "N3's two seeds in hand");
        String n4 = count(robot, "N4");

        robot.clickOn("#hole-N4");
        assertEquals("Yes: the seed falls in N4.", text(robot, "#verdict"));
        assertTrue(marked(robot, RIGHT));
        assertEquals(String.valueOf(Integer.parseInt(n4) + 1), count(robot, "N4"), "the seed sown");
        assertTrue(shown(robot, "#question"), "the next seed waits");

        robot.clickOn("#hole-N1");
        assertEquals("You tapped N1; the seed falls in N5. Its path: N4 N5.", text(robot, "#verdict"));
        assertTrue(marked(robot, WRONG));
        assertTrue(highlighted(robot, "N4") && highlighted(robot, "N5"), "the lap's path drawn");
        assertFalse(highlighted(robot, "N1"));
        assertFalse(shown(robot, "#question"), "the lap is sown");
        assertFalse(robot.lookup("#next").queryButton().isDisabled());
    }

    @Test
    void anotherLanguageKeepsTheOpenQuestionItsTriesAndTheAnswersGiven(FxRobot robot) {
        robot.clickOn("#workedExample");
        robot.clickOn("#next");
        robot.clickOn("#next");
        String english = text(robot, "#question");
        robot.clickOn("#hole-S2");
        Object game = navigator.lessonPlayer().game().cursor();

        // the question stays open, said again in French, with its first wrong try told back in French
        robot.clickOn("#language").clickOn("Fran\u00e7ais");
        assertSame(game, navigator.lessonPlayer().game().cursor(), "the lesson's game goes on, not replayed again");
        assertTrue(shown(robot, "#question"), "the question is still open");
        assertNotEquals(english, text(robot, "#question"), "and asked in French");
        assertEquals("2", count(robot, "S2"), "the board still hides the lap: it would give the answer away");
        assertEquals("2", hand(robot));
        assertTrue(robot.lookup("#next").queryButton().isDisabled(), "answer first");
        assertTrue(marked(robot, WRONG), "the first try is remembered");
        assertFalse(text(robot, "#verdict").isEmpty());
        assertFalse(text(robot, "#verdict").contains("Try once more"), text(robot, "#verdict"));

        // the second wrong try points at the path so far; the third is the last: the answer and why, then the lap
        robot.clickOn("#hole-S2");
        assertTrue(shown(robot, "#question"), "a last try, the board pointing");
        robot.clickOn("#hole-S2");
        assertFalse(shown(robot, "#question"));
        assertEquals("mdi2c-close-circle", icon(robot));
        robot.clickOn("#language").clickOn("English");
        assertTrue(text(robot, "#verdict").startsWith("Not quite. You tapped S2"), text(robot, "#verdict"));
        assertEquals("mdi2c-close-circle", icon(robot), "the verdict is kept, now in English");
        assertEquals("3", count(robot, "S3"));

        // back before the question and forward again: answered, it does not wait a second time
        robot.clickOn("#previous");
        robot.clickOn("#previous");
        robot.type(KeyCode.RIGHT);
        assertFalse(shown(robot, "#question"), "answered before the switch: no question on the way");
    }

    @Test
    void theRightKeyAndTheScrubberStopAtTheQuestionToo(FxRobot robot) {
        robot.clickOn("#workedExample");
        robot.type(KeyCode.RIGHT);
        assertTrue(shown(robot, "#question"), "Right from the step before: the seeds are lifted, the question waits");
        robot.type(KeyCode.RIGHT);
        robot.type(KeyCode.PAGE_DOWN);
        assertEquals("2", count(robot, "S2"), "no key goes round it");
        scrubToEnd(robot);
        assertEquals("2", count(robot, "S2"), "nor the scrubber");
        assertTrue(shown(robot, "#question"));
        assertThumbAtItsLabel(robot, "the scrubber refused: its thumb back where the seeds are");
        robot.clickOn("#hole-S3");

        // picture 4's question waits after the relay's lift; the scrubber stops there
        robot.clickOn("#next");
        robot.clickOn("#answer-yes");
        robot.clickOn("#previous");
        robot.clickOn("#previous");
        assertFalse(shown(robot, "#question"));
        robot.type(KeyCode.RIGHT);
        assertFalse(shown(robot, "#question"), "answered: no question on the way");
        assertThumbAtItsLabel(robot, "at the relay's lift");
        scrubToEnd(robot);
        assertEquals("3", count(robot, "S3"), "and the scrubber goes on to the step's end");
        assertThumbAtItsLabel(robot, "at the step's end");
    }

    /** The step's scrubber stands at the seed its label names ("Seed 1 of 3": a third along), as it counts seeds too. */
    private static void assertThumbAtItsLabel(FxRobot robot, String where) {
        Slider slider = robot.lookup("#stepScrubber").queryAs(Slider.class);
        String[] numbers = text(robot, "#seedLabel").replaceAll("[^0-9]+", " ").trim().split(" ");
        assertEquals(Integer.parseInt(numbers[0]), slider.getValue(), 1e-9, where + ": " + text(robot, "#seedLabel"));
        assertEquals(Integer.parseInt(numbers[1]), slider.getMax(), 1e-9, where + ": " + text(robot, "#seedLabel"));
    }

    @Test
    void aSentenceForEverySeedWithItsCountAndTheStepsScrubber(FxRobot robot) {
        robot.clickOn("#workedExample");
        robot.clickOn("#next");
        robot.clickOn("#next");
        robot.clickOn("#hole-S3");
        String caption = text(robot, "#caption");
        assertEquals("Seed 2 of 2", text(robot, "#seedLabel"));
        robot.type(KeyCode.LEFT);
        assertEquals("Seed 1 of 2", text(robot, "#seedLabel"), "one seed back");
        assertTrue(text(robot, "#narration").contains("S2"), text(robot, "#narration"));
        assertEquals(navigator.lessonPlayer().game().narrationProperty().get(), text(robot, "#narration"),
                "the explorer's sentence for this seed");
        assertEquals("", text(robot, "#caption"), "a seed has fallen: no caption of another moment");
        robot.type(KeyCode.RIGHT);
        assertEquals(caption, text(robot, "#caption"));
        assertTrue(text(robot, "#narration").contains("S3"), text(robot, "#narration"));
        // the scrubber runs over the step's own events
        Slider slider = robot.lookup("#stepScrubber").queryAs(Slider.class);
        assertEquals(2, slider.getMax());
        assertEquals(2, slider.getValue());
    }

    @Test
    void theKeysStepSeedsAndSteps(FxRobot robot) {
        robot.clickOn("#workedExample");
        robot.clickOn("#next");
        robot.clickOn("#next");
        robot.clickOn("#hole-S3");
        assertEquals("3", count(robot, "S3"));
        robot.type(KeyCode.LEFT);
        assertEquals("2", count(robot, "S3"), "Left: one seed back");
        robot.type(KeyCode.PAGE_UP);
        assertEquals("2", count(robot, "S2"), "Page Up: the picture before");
        robot.type(KeyCode.PAGE_DOWN);
        assertEquals("3", count(robot, "S3"), "Page Down: the next picture, its question answered");
    }
}
