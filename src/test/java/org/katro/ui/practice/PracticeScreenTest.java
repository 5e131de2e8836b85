package org.katro.ui.practice;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.hint.LapCase;
import org.katro.hint.Rule;
import org.katro.ui.shell.Screen;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.practice.Kind;
import org.katro.practice.PracticeQuestion;
import org.katro.engine.Ruleset;
import org.katro.text.Narrator;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.session.Stepping;
import org.kordamp.ikonli.javafx.FontIcon;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The practice screen opened from home and answered by taps: a hole, yes or no, a number, then the next question. */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class PracticeScreenTest {
    private static final PseudoClass RIGHT = PseudoClass.getPseudoClass("right");
    private static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");

    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, false, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    private PracticeQuestion question() {
        return navigator.practiceModel().questionProperty().get();
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    /** Goes on to new questions (as "Next question" does) until one of {@code kind} is asked. */
    private PracticeQuestion askUntil(FxRobot robot, Kind kind) {
        while (question().kind() != kind) {
            robot.interact(() -> navigator.practiceModel().next());
        }
        return question();
    }

    @Test
    void aPupilTapsTheAnswersSeesThemGradedAndGoesOn(FxRobot robot) {
        robot.clickOn("#practice");
        assertEquals(Screen.PRACTICE, navigator.screenProperty().get());
        // the session from home draws from the clock; this one from a seed, so every run asks the same
        robot.interact(() -> navigator.openPractice(new PracticeViewModel(Language.ENGLISH, 3)));
        Node feedbackBox = robot.lookup(".practice-feedback").query();
        Node next = robot.lookup("#next").query();

        // a landing question: the tapped hole is the answer; the lap plays before the answer is said
        PracticeQuestion q = askUntil(robot, Kind.LANDING);
        assertFalse(next.isVisible(), "no next question before an answer");
        assertFalse(feedbackBox.isVisible());
        assertTrue(text(robot, "#practice-question").contains("Tap that hole"));
        // the lap plays slowly and is paused at once, so the robot finds it under way
        robot.interact(() -> navigator.practiceModel().lap().speedProperty().set(Stepping.MIN_SPEED));
        robot.clickOn("#practice-board #hole-" + q.lap().landing());
        robot.interact(() -> navigator.practiceModel().lap().playingProperty().set(false));
        assertTrue(feedbackBox.isVisible());
        assertTrue(feedbackBox.getPseudoClassStates().contains(RIGHT));
        assertTrue(text(robot, "#practice-feedback").startsWith("Right!"), text(robot, "#practice-feedback"));
        assertEquals("", text(robot, "#practice-explanation"), "the answer is said once the lap has been played");
        robot.clickOn("#showNow");
        assertEquals("The last seed falls into " + q.lap().landing() + ".", text(robot, "#practice-explanation"));

        // a capture question answered wrongly: no free second guess at the other button, but a reason; a wrong
        // one is told the right reason and why, from the position
        robot.clickOn("#next");
        assertNotSame(q, question());
        navigator.reducedMotionProperty().set(true);
        q = askUntil(robot, Kind.CAPTURE);
        robot.clickOn(q.lap().captures() ? "#no" : "#yes");
        assertFalse(robot.lookup("#yesNo").query().isVisible());
        Rule reason = q.lapCase().reason(LapCase.Asked.CAPTURE);
        Button wrongReason = robot.lookup(".practice-choices .button").queryAllAs(Button.class).stream()
                .filter(b -> !b.getText().equals(LapCase.reasonSaid(LapCase.Asked.CAPTURE, reason, Language.ENGLISH)))
                .findFirst().orElseThrow();
        robot.clickOn(wrongReason);
        assertTrue(feedbackBox.getPseudoClassStates().contains(WRONG));
        assertEquals("mdi2c-close-circle", robot.lookup("#feedbackIcon").queryAs(FontIcon.class).getIconLiteral());
        assertEquals("Not this time. " + LapCase.reasonSaid(LapCase.Asked.CAPTURE, reason, Language.ENGLISH) + " "
                + q.why(Language.ENGLISH) + " Watch the seeds.", text(robot, "#practice-feedback"));
        assertTrue(robot.lookup("#yes").query().isDisabled());
        // reduced motion: the lap's end and the answer at once
        assertTrue(text(robot, "#practice-explanation").startsWith(q.lap().captures() ? "Yes" : "No"));

        // a count question: the number buttons
        robot.clickOn("#next");
        q = askUntil(robot, Kind.COUNT);
        assertTrue(robot.lookup("#seeds-0").query().isVisible());
        assertFalse(robot.lookup("#yesNo").query().isVisible());
        robot.clickOn("#seeds-" + q.lap().taken());
        assertTrue(feedbackBox.getPseudoClassStates().contains(RIGHT));
        assertTrue(navigator.practiceModel().scoreProperty().get().contains("of 3 in a row")
                || navigator.practiceModel().scoreProperty().get().startsWith("Level 2"));

        robot.clickOn("#next");
        assertFalse(feedbackBox.isVisible());
        assertFalse(next.isVisible());
        robot.clickOn("#home");
        assertEquals(Screen.HOME, navigator.screenProperty().get());
    }

    /**
     * Issue 46: a wrong yes or no in practice gets the rule that decides it in this lap's own case, then
     * asks why among reasons (the other button is gone: a second press would be a free guess), then
     * the answer with its why.
     */
    @Test
    void aWrongYesOrNoGetsItsRuleThenAsksWhyAmongReasons(FxRobot robot) {
        robot.interact(() -> navigator.openPractice(new PracticeViewModel(Language.ENGLISH, 3)));
        navigator.reducedMotionProperty().set(true);
        PracticeQuestion q = askUntil(robot, Kind.CAPTURE);
        assertFalse(robot.lookup(".practice-choices").query().isVisible(), "yes or no first");
        robot.clickOn(q.lap().captures() ? "#no" : "#yes");

        String hint = q.lapCase().hint(LapCase.Asked.CAPTURE, Language.ENGLISH);
        assertEquals("Not quite: you answered " + (q.lap().captures() ? "No" : "Yes") + ". " + hint
                + " Now say why: choose the reason.", text(robot, "#practice-feedback"));
        assertEquals("mdi2r-replay", robot.lookup("#feedbackIcon").queryAs(FontIcon.class).getIconLiteral());
        assertFalse(robot.lookup("#yesNo").query().isVisible(), "no other button to press");
        List<String> reasons = robot.lookup(".practice-choices .button").queryAllAs(Button.class).stream()
                .filter(Node::isVisible).map(Button::getText).toList();
        List<String> offered = q.lapCase().reasons(LapCase.Asked.CAPTURE).stream()
                .map(r -> LapCase.reasonSaid(LapCase.Asked.CAPTURE, r, Language.ENGLISH)).toList();
        assertEquals(offered, reasons);
        assertTrue(reasons.size() >= 2 && reasons.size() <= 3, reasons.toString());

        String right = LapCase.reasonSaid(LapCase.Asked.CAPTURE, q.lapCase().reason(LapCase.Asked.CAPTURE), Language.ENGLISH);
        robot.clickOn(right);
        assertTrue(robot.lookup(".practice-feedback").query().getPseudoClassStates().contains(RIGHT));
        assertEquals("Right! " + right + " Watch the seeds.", text(robot, "#practice-feedback"));
        assertTrue(text(robot, "#practice-explanation").startsWith(q.lap().captures() ? "Yes" : "No"));
        assertTrue(navigator.practiceModel().scoreProperty().get().contains("0 of 1 right"),
                "the first answer was wrong: " + navigator.practiceModel().scoreProperty().get());
    }

    /** Issue 45: the title names the ruleset of the board in its own name, and a player may keep to one ruleset. */
    @Test
    void theTitleSaysTheRulesetAndOneMayBePinned(FxRobot robot) {
        robot.interact(() -> navigator.openPractice(new PracticeViewModel(Language.ENGLISH, 3)));
        Narrator narrator = new Narrator(Language.ENGLISH);
        for (int i = 0; i < 6; i++) {
            PracticeQuestion q = question();
            assertEquals("Practice: " + narrator.ruleset(q.ruleset(), q.ruleset().rows(), q.position().columns()),
                    text(robot, "#practice-title"));
            robot.interact(() -> navigator.practiceModel().next());
        }
        robot.clickOn("#practice-pin");
        robot.clickOn("Four-row katro (4 rows)");
        assertEquals(Ruleset.KATRO4, navigator.practiceModel().pinnedProperty().get());
        for (int i = 0; i < 6; i++) {
            assertEquals(Ruleset.KATRO4, question().ruleset(), "only the ruleset pinned is asked");
            assertTrue(text(robot, "#practice-title").startsWith("Practice: Four-row katro, 4 rows \u00d7 "),
                    text(robot, "#practice-title"));
            robot.interact(() -> navigator.practiceModel().next());
        }
        // no puzzle is made on this one: the screen says so rather than searching on and on
        robot.clickOn("#practice-pin");
        robot.clickOn("Four-row katro, capture on an empty hole (4 rows)");
        robot.clickOn("#modePuzzles");
        assertFalse(navigator.practiceModel().makingProperty().get());
        assertTrue(text(robot, "#practice-question").startsWith("No puzzles are made for Four-row katro, capture on an empty hole"),
                text(robot, "#practice-question"));
        assertEquals("Practice: Four-row katro, capture on an empty hole", text(robot, "#practice-title"));
    }
}
