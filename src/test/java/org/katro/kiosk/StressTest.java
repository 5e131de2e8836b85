package org.katro.kiosk;

import javafx.application.Platform;
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
import org.katro.ui.Navigator;
import org.katro.ui.session.GameSession;
import org.katro.ui.play.PlayViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A station handled roughly, on the real screens: a finger hammering the step buttons, languages
 * switched while the seeds move, and the idle reset while the computer is thinking. Nothing may
 * throw, and each screen must still say where it is.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class StressTest {
    private static final KioskSettings SETTINGS = new KioskSettings(true, "en", 30, 60, 10, "1234", Optional.empty(),
            List.of(), 1.0, false, false, Path.of("katro.log"));

    private final AtomicLong clock = new AtomicLong();
    private final List<Throwable> thrown = Collections.synchronizedList(new ArrayList<>());
    private Navigator navigator;
    private Kiosk kiosk;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, false, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        kiosk = new Kiosk(scene, navigator, SETTINGS, clock::get, () -> { }, note -> { });
        kiosk.start();
        Thread.currentThread().setUncaughtExceptionHandler((t, e) -> thrown.add(e));
        stage.setScene(scene);
        stage.show();
    }

    private String counter(FxRobot robot) {
        return robot.lookup(".step-counter").queryAs(Label.class).getText();
    }

    @Test
    void hammeringTheStepButtonsWhileItPlaysKeepsTheCountTrue(FxRobot robot) {
        robot.interact(() -> navigator.openWorkedExample());
        GameSession game = navigator.game();
        robot.clickOn("#play");
        for (int i = 0; i < 30; i++) {
            robot.clickOn(i % 3 == 2 ? "#back" : "#forward");
            if (i % 10 == 0) {
                robot.clickOn("#play");
            }
        }
        robot.clickOn("#forwardTurn").clickOn("#forwardTurn").clickOn("#backLap").clickOn("#last").clickOn("#first");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), thrown);
        int at = game.stepping().indexProperty().get();
        assertEquals("Event " + at + " of 184", counter(robot));
        assertEquals(game.cursor().index(), at, "the counter, the model and the game agree");
    }

    @Test
    void switchingLanguageWhileTheSeedsMoveKeepsThePlace(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.openWorkedExample());
        GameSession game = navigator.game();
        robot.interact(() -> game.stepping().speedProperty().set(20));
        robot.clickOn("#play");
        for (Language l : List.of(Language.FRENCH, Language.MALAGASY, Language.GERMAN, Language.CATALAN,
                Language.ENGLISH, Language.FRENCH)) {
            int before = WaitForAsyncUtils.asyncFx(() -> game.stepping().indexProperty().get()).get();
            robot.interact(() -> navigator.languageProperty().set(l));
            // the seeds move on between switches: the next switch comes once an event more is shown (or
            // the playback has paused, at a capture or a turn's end)
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                    () -> game.stepping().indexProperty().get() > before || !game.stepping().playingProperty().get()).get());
        }
        robot.interact(() -> game.stepping().playingProperty().set(false));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), thrown);
        int at = game.stepping().indexProperty().get();
        assertTrue(at > 0, "it played on through the switches");
        assertEquals("Événement " + at + " sur 184", counter(robot));
    }

    @Test
    void theIdleResetWhileTheComputerThinksDropsItsMove(FxRobot robot) throws Exception {
        List<Runnable> held = new ArrayList<>();
        PlayViewModel play = new PlayViewModel(Language.ENGLISH, held::add, Platform::runLater, 30);
        robot.interact(() -> {
            play.sideProperty().set(org.katro.engine.Player.NORTH);
            play.opponentProperty().set(PlayViewModel.Opponent.HARD);
            play.newGame();
            navigator.openPlay(play);
        });
        assertTrue(play.thinkingProperty().get());
        // nobody touches the screen: the question, then the countdown's end, then home
        robot.interact(() -> {
            clock.set(61_000);
            kiosk.tick();
            clock.set(72_000);
            kiosk.tick();
        });
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        held.forEach(Runnable::run);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(play.thinkingProperty().get());
        assertEquals(0, play.game().cursor().turns().size(), "the search that ended after the reset plays nothing");
        assertEquals(List.of(), thrown);
    }
}
