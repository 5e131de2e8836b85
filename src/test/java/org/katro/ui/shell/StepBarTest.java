package org.katro.ui.shell;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Event;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.session.GameSession;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The stepping bar by touch: on a kiosk each stepping control says its word under its icon (no
 * tooltip shows on a touch screen), in a window the icons stand alone; autoplay stops at each
 * capture and turn end while the setting is on.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class StepBarTest {
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void atKioskSizeEachSteppingControlShowsItsWordUnderItsIcon(FxRobot robot) throws Exception {
        // a kiosk's 1920 x 1080 screen, laid out without a window (the headless screen is smaller)
        Scene kiosk = new Scene(new Region(), 1920, 1080);
        // on the screen's thread, where it watches the scene's pulses
        Navigator station = WaitForAsyncUtils.asyncFx(() -> new Navigator(kiosk, Language.ENGLISH, true,
                () -> LessonLoader.load(List.of(LessonSource.bundled())))).get();
        for (Language language : List.of(Language.ENGLISH, Language.GERMAN)) {
            robot.interact(() -> {
                station.kioskProperty().set(true);
                station.languageProperty().set(language);
                station.openWorkedExample();
            });
            List<Labeled> steps = steps(robot, kiosk);
            // first, turn, lap, seed back; play; seed, lap, turn on, last; and the pauses toggle
            assertEquals(10, steps.size(), language.toString());
            for (Labeled step : steps) {
                String what = language + " #" + step.getId();
                assertEquals(ContentDisplay.TOP, step.getContentDisplay(), what);
                Text word = word(step);
                assertTrue(word != null && word.isVisible(), what + " shows a word");
                assertEquals(step.getText(), word.getText(), what + " shows its whole word");
                assertFalse(step.getText().isBlank(), what);
                assertTrue(word.getBoundsInParent().getMinY() >= step.getGraphic().getBoundsInParent().getMaxY() - 1,
                        what + " has its word under its icon");
            }
        }
        // while it plays, the play button offers to pause, in words too
        Labeled play = (Labeled) kiosk.lookup("#play");
        robot.interact(() -> station.game().togglePlaying());
        assertEquals("Anhalten", play.getText());
        robot.interact(() -> station.game().togglePlaying());
        assertEquals("Abspielen", play.getText());
    }

    @Test
    void inAWindowTheIconsStandAloneWithTheirTooltips(FxRobot robot) {
        robot.interact(() -> navigator.openWorkedExample());
        for (Labeled step : steps(robot, scene)) {
            assertEquals(ContentDisplay.GRAPHIC_ONLY, step.getContentDisplay(), "#" + step.getId());
            String tip = Tips.of((javafx.scene.control.Control) step);
            assertTrue(tip != null && !tip.isBlank(), "#" + step.getId());
            // what a screen reader says of the icon, and the tooltip once the pointer is on it
            assertEquals(tip, step.getAccessibleHelp(), "#" + step.getId());
            if (!step.isDisabled()) {
                // (a disabled control shows no tooltip in JavaFX)
                robot.moveTo(step);
                assertNotNull(step.getTooltip(), "#" + step.getId());
                assertEquals(tip, step.getTooltip().getText(), "#" + step.getId());
            }
        }
    }

    @Test
    void autoplayStopsAtEachCaptureAndTurnEndWhileTheSettingIsOn(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.openWorkedExample());
        GameSession game = navigator.game();
        // fast, so the test does not wait on reading time
        robot.interact(() -> game.stepping().speedProperty().set(100));
        List<Integer> breaks = new ArrayList<>();
        for (int i = 0; i < game.cursor().size(); i++) {
            Event e = game.cursor().events().get(i);
            if (e instanceof Event.Capture || e instanceof Event.TurnEnd) {
                breaks.add(i + 1);
            }
        }
        Set<Class<?>> seen = new HashSet<>();
        for (int k = 0; k < 8; k++) {
            robot.clickOn("#play");
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !game.stepping().playingProperty().get());
            WaitForAsyncUtils.waitForFxEvents();
            int at = game.stepping().indexProperty().get();
            assertEquals(breaks.get(k), at, "stop " + k + " is the next capture or turn end");
            seen.add(game.cursor().current().orElseThrow().getClass());
        }
        assertEquals(Set.of(Event.Capture.class, Event.TurnEnd.class), seen);

        // the setting off: playback runs on past the next break
        robot.clickOn("#pauseAtBreaks");
        assertFalse(game.stepping().pauseAtBreaksProperty().get());
        int next = breaks.get(8);
        robot.clickOn("#play");
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> game.stepping().indexProperty().get() > next
                || !game.stepping().playingProperty().get());
        robot.interact(() -> game.stepping().playingProperty().set(false));
        assertTrue(game.stepping().indexProperty().get() > next, "went past event " + next);
    }

    private static List<Labeled> steps(FxRobot robot, Scene in) {
        robot.interact(() -> {
            for (int i = 0; i < 3; i++) {
                in.getRoot().applyCss();
                in.getRoot().layout();
            }
        });
        List<Labeled> out = new ArrayList<>();
        for (Node n : in.getRoot().lookupAll(".step-buttons .step")) {
            out.add((Labeled) n);
        }
        return out;
    }

    /** The text the skin draws for {@code labeled}'s text, if it draws one. */
    private static Text word(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text t && t.getStyleClass().contains("text")) {
                return t;
            }
        }
        return null;
    }
}
