package org.katro.ui.explorer;

import javafx.animation.PauseTransition;
import javafx.scene.Node;
import javafx.scene.control.Spinner;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import javafx.util.Duration;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.ui.session.GameSession;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.RenderScreens;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Drives the real screens headless (Monocle): the start screen, the worked example stepped with the
 * buttons, the keys and the scrubber, and a game set up by typing notation.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ExplorerScreenTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        // reduced motion: a test looks at states, not at seeds in flight
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showSetup();
        stage.setScene(scene);
        stage.show();
        // lay the screen out before the robot looks for anything on it
        scene.getRoot().applyCss();
        scene.getRoot().layout();
    }

    private static String count(FxRobot robot, String hole) {
        return robot.lookup("#count-" + hole).queryAs(Label.class).getText();
    }

    private static String narration(FxRobot robot) {
        return robot.lookup("#narration").queryAs(Label.class).getText();
    }

    private static String counter(FxRobot robot) {
        return robot.lookup(".step-counter").queryAs(Label.class).getText();
    }

    private static void clear(FxRobot robot, String field) {
        robot.interact(() -> robot.lookup(field).queryTextInputControl().clear());
    }

    private static void openExample(FxRobot robot) {
        robot.clickOn("#workedExample");
    }

    @Test
    void theWorkedExampleOpensAtItsStart(FxRobot robot) {
        openExample(robot);
        assertEquals("Event 0 of 184", counter(robot));
        for (String hole : new String[] {"S1", "S6", "N1", "N6"}) {
            assertEquals("2", count(robot, hole));
        }
        assertTrue(robot.lookup("#back").queryButton().isDisabled());
        assertTrue(robot.lookup("#first").queryButton().isDisabled());
        assertFalse(robot.lookup("#forward").queryButton().isDisabled());
    }

    @Test
    void buttonsStepSeedsLapsAndTurnsBothWays(FxRobot robot) {
        openExample(robot);
        robot.clickOn("#forward");
        assertEquals("0", count(robot, "S1"));
        assertEquals("2", robot.lookup("#hand-count").queryAs(Label.class).getText());
        assertTrue(narration(robot).startsWith("South lifts both seeds of hole S1"));
        robot.clickOn("#forwardLap");
        // docs/worked-example.md #1: the lap of 2 ends in S3
        assertEquals("Event 3 of 184", counter(robot));
        assertEquals("3", count(robot, "S3"));
        assertTrue(narration(robot).contains("a relay"));
        robot.clickOn("#forwardTurn");
        // #9, the end of South's first turn, then its turn-end event
        assertEquals("5", count(robot, "S4"));
        assertEquals("0", count(robot, "N6"));
        assertTrue(narration(robot).contains("It is North's turn"), narration(robot));
        robot.clickOn("#back");
        robot.clickOn("#backLap");
        robot.clickOn("#first");
        assertEquals("Event 0 of 184", counter(robot));
        assertEquals("2", count(robot, "S4"));
        assertEquals("2", count(robot, "N6"));
    }

    @Test
    void keysStepLikeTheButtons(FxRobot robot) {
        openExample(robot);
        robot.type(KeyCode.RIGHT);
        robot.push(KeyCode.SHIFT, KeyCode.RIGHT);
        assertEquals("Event 3 of 184", counter(robot));
        robot.type(KeyCode.PAGE_DOWN);
        robot.type(KeyCode.PAGE_DOWN);
        // two turns: the board of docs/worked-example.md #14
        assertEquals("3", count(robot, "N2"));
        assertEquals("1", count(robot, "N1"));
        robot.type(KeyCode.END);
        assertEquals("Event 184 of 184", counter(robot));
        assertEquals("11", count(robot, "S6"));
        assertTrue(narration(robot).startsWith("Game over"));
        robot.type(KeyCode.LEFT);
        robot.push(KeyCode.SHIFT, KeyCode.LEFT);
        robot.type(KeyCode.PAGE_UP);
        robot.type(KeyCode.HOME);
        assertEquals("Event 0 of 184", counter(robot));
        assertEquals("2", count(robot, "S1"));
    }

    @Test
    void theScrubberJumpsToAnyEvent(FxRobot robot) {
        openExample(robot);
        Slider scrubber = robot.lookup("#scrubber").queryAs(Slider.class);
        int capture = RenderScreens.outerRowCapture();
        robot.interact(() -> scrubber.setValue(capture));
        assertEquals("Event " + capture + " of 184", counter(robot));
        // docs/worked-example.md #48: North's outer row is reached
        assertEquals("9", count(robot, "S5"));
        assertEquals("0", count(robot, "N2"));
        assertTrue(narration(robot).contains("reaches North's outer row"));
        assertTrue(robot.lookup("#hole-N2").query().getAccessibleText().contains("taken"));
        robot.drag("#scrubber").moveBy(-2000, 0).release(javafx.scene.input.MouseButton.PRIMARY);
        assertEquals("Event 0 of 184", counter(robot));
    }

    @Test
    void playbackRunsAndStopsWhenTheScreenCloses(FxRobot robot) throws Exception {
        openExample(robot);
        GameSession shown = navigator.game();
        robot.type(KeyCode.SPACE);
        assertTrue(shown.stepping().playingProperty().get());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> shown.stepping().indexProperty().get() > 0);
        robot.clickOn("#home");
        // the game left behind neither plays nor moves on
        assertFalse(shown.stepping().playingProperty().get());
        int at = shown.stepping().indexProperty().get();
        // on the animation clock that paces the playback: once an event's time (and a frame) has passed
        // there, a playback still running would have shown the next
        CountDownLatch passed = new CountDownLatch(1);
        robot.interact(() -> {
            PauseTransition eventsTime = new PauseTransition(Duration.seconds(shown.stepping().secondsShown() + 0.1));
            eventsTime.setOnFinished(e -> passed.countDown());
            eventsTime.play();
        });
        assertTrue(passed.await(60, TimeUnit.SECONDS), "the animation clock moves on");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(at, shown.stepping().indexProperty().get());
    }

    @Test
    void theLanguageSwitchesWithoutLosingThePlace(FxRobot robot) {
        openExample(robot);
        robot.clickOn("#forward");
        robot.interact(() -> navigator.languageProperty().set(Language.FRENCH));
        assertEquals("Événement 1 sur 184", counter(robot));
        assertTrue(narration(robot).startsWith("Sud ramasse les deux graines du trou S1"));
        assertEquals("0", count(robot, "S1"));
    }

    @Test
    void aPositionTypedInNotationOpensAndAMalformedOneIsRefused(FxRobot robot) {
        clear(robot, "#position");
        robot.clickOn("#position").write("2,2/2,2/2,2/2,2/2,2/2,x S 0");
        Label error = robot.lookup("#positionError").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertTrue(error.getText().contains("row 6, hole 2"), error.getText());
        assertTrue(robot.lookup("#startGame").queryButton().isDisabled());

        clear(robot, "#position");
        // South's lone inner-row seed lands on S6 and takes North's last three seeds, in N5
        robot.clickOn("#position").write("0,0/0,0/0,3/1,1/0,0/0,0 S 0");
        robot.clickOn("#moves").write("5+");
        assertFalse(error.isVisible());
        robot.clickOn("#startGame");
        assertEquals("3", count(robot, "N5"));
        assertEquals("1", count(robot, "S6"));
        robot.type(KeyCode.END);
        assertEquals("0", count(robot, "N5"));
        assertEquals("5", count(robot, "S6"));
        assertTrue(narration(robot).startsWith("Game over"), narration(robot));
    }

    @Test
    void aTurnIsPlayedByClickingAHoleThenADirection(FxRobot robot) {
        robot.clickOn("#startGame");
        robot.clickOn("#hole-S1");
        robot.clickOn("#sowPlus");
        robot.type(KeyCode.END);
        assertEquals("2", count(robot, "N1"));
        Button plus = robot.lookup("#sowPlus").queryButton();
        assertTrue(plus.isDisabled());
        assertTrue(robot.lookup(".status").queryAs(Label.class).getText().contains("North to move"));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aStationAsksForNoTypedPositionOrMoves(FxRobot robot) {
        assertTrue(robot.lookup("#position").query().isVisible());
        robot.interact(() -> {
            navigator.kioskProperty().set(true);
            navigator.showSetup();
        });
        assertFalse(robot.lookup("#position").query().isVisible());
        assertFalse(robot.lookup("#moves").query().isVisible());
        assertTrue(robot.lookup("#ruleset").query().isVisible());
        assertFalse(robot.lookup("#startGame").queryButton().isDisabled(), "the chosen ruleset and size open");
    }

    @Test
    void aStationsSetUpKeepsNoRoomWhereTheHiddenFieldsWere(FxRobot robot) {
        robot.interact(() -> {
            navigator.kioskProperty().set(true);
            navigator.showSetup();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Set<Node> all = robot.lookup(".setup-box").query().lookupAll("*");
        for (Node n : all) {
            if (n.getId() != null && !n.isVisible()) {
                assertFalse(n.isManaged(), "a hidden " + n + " keeps its room");
            }
        }
        // the start button follows the size with one gap between them, not the hidden rows' gaps
        Node size = robot.lookup("#columns").query();
        Node start = robot.lookup("#startGame").query();
        double gap = start.localToScene(start.getBoundsInLocal()).getMinY()
                - size.localToScene(size.getBoundsInLocal()).getMaxY();
        double em = robot.lookup("#columns").queryAs(Spinner.class).getEditor().getFont().getSize();
        assertTrue(gap < 1.5 * em, "an empty gap of " + gap + " px under the size");
    }
}
