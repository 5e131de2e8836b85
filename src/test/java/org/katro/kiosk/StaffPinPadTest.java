package org.katro.kiosk;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.kiosk.pin.StaffExit;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The PIN pad of a station that still has the default PIN, on a clock the test moves: staff are
 * warned, once in the log and on the pad; wrong tries are logged and make the pad wait, then lock it.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class StaffPinPadTest {
    /** Long idle times: the attract loop, which closes the pad, must not start while the clock jumps. */
    private static final KioskSettings SETTINGS = new KioskSettings(true, "en", 3_600, 3_600, 10, KioskSettings.DEFAULT_PIN,
            Optional.empty(), List.of(), 1.0, false, true, Path.of("katro.log"));

    private final AtomicLong clock = new AtomicLong();
    private final AtomicBoolean exited = new AtomicBoolean();
    private final List<String> log = new CopyOnWriteArrayList<>();
    private Kiosk kiosk;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        Navigator navigator = new Navigator(scene, Language.ENGLISH, true,
                () -> LessonLoader.load(List.of(LessonSource.bundled())));
        kiosk = new Kiosk(scene, navigator, SETTINGS, clock::get, () -> exited.set(true), log::add);
        kiosk.start();
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(kiosk::stop);
    }

    private void openPinPad(FxRobot robot) {
        robot.moveTo(robot.lookup(".home-view").<Node>query().localToScreen(10, 10));
        robot.press(MouseButton.PRIMARY);
        robot.interact(() -> clock.addAndGet(StaffExit.HOLD_MILLIS));
        robot.release(MouseButton.PRIMARY);
        assertTrue(robot.lookup("#pin-pad").tryQuery().isPresent(), "the PIN pad opened");
    }

    private void type(FxRobot robot, String pin) {
        for (String d : pin.split("")) {
            robot.clickOn("#pin-" + d);
        }
        robot.clickOn("#pin-ok");
    }

    private void after(FxRobot robot, long millis) {
        robot.interact(() -> {
            clock.addAndGet(millis);
            kiosk.tick();
        });
    }

    private static String problem(FxRobot robot) {
        return robot.lookup("#pin-problem").queryAs(Label.class).getText();
    }

    @Test
    void staffAreWarnedOfTheDefaultPinOnceInTheLogAndOnThePadNotVisitors(FxRobot robot) {
        assertEquals(1, log.stream().filter(l -> l.contains("still has the default PIN")).count(), log.toString());
        assertTrue(robot.lookup("#pin-default").tryQuery().isEmpty(), "visitors never see it");
        openPinPad(robot);
        String warning = robot.lookup("#pin-default").queryAs(Label.class).getText();
        assertTrue(warning.contains("default PIN") && warning.contains("settings file"), warning);
        robot.clickOn("#pin-cancel");
        openPinPad(robot);
        assertTrue(robot.lookup("#pin-default").tryQuery().isPresent(), "on the pad each time staff open it");
        assertEquals(1, log.stream().filter(l -> l.contains("still has the default PIN")).count(), "logged once");
    }

    @Test
    void fiveWrongTriesLockThePadForAMinuteAndEveryTryIsLogged(FxRobot robot) {
        openPinPad(robot);
        long[] waits = {1_000, 2_000, 4_000, 8_000};
        for (long wait : waits) {
            type(robot, "1357");
            assertTrue(problem(robot).startsWith("That PIN is not right. Try again in "), problem(robot));
            after(robot, wait);
            assertEquals("That PIN is not right.", problem(robot), "the wait is over");
        }
        type(robot, "1357");
        assertEquals("Too many wrong tries. Try again in 60 seconds.", problem(robot));
        after(robot, 30_000);
        assertEquals("Too many wrong tries. Try again in 30 seconds.", problem(robot), "the pad counts down");
        // the lock outlasts the pad: closing and opening it again changes nothing
        robot.clickOn("#pin-cancel");
        openPinPad(robot);
        after(robot, 30_000 - StaffExit.HOLD_MILLIS - 1);
        assertEquals("Too many wrong tries. Try again in 1 second.", problem(robot));
        type(robot, KioskSettings.DEFAULT_PIN);
        assertFalse(exited.get(), "the right PIN, a moment too early, is not even compared");
        after(robot, 1);
        type(robot, KioskSettings.DEFAULT_PIN);
        assertTrue(exited.get());

        List<String> tries = log.stream().filter(l -> l.startsWith("staff PIN: ") && !l.contains("default PIN")).toList();
        assertEquals(List.of("staff PIN: wrong, try 1; the pad waits 1 s", "staff PIN: wrong, try 2; the pad waits 2 s",
                "staff PIN: wrong, try 3; the pad waits 4 s", "staff PIN: wrong, try 4; the pad waits 8 s",
                "staff PIN: wrong, try 5; the pad is locked for 60 s",
                "staff PIN: typed during the wait, not checked (1 s left)", "staff PIN: right; the staff page opens"), tries);
    }
}
