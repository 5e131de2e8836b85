package org.katro.kiosk;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.event.Event;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.kiosk.pin.StaffExit;
import org.katro.ui.shell.Screen;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The unattended station, driven headless on a clock the test moves: the attract loop and the touch
 * that stops it, "Are you still there?" and the reset, the staff's corner and PIN, and a failure
 * that is logged while the visitor goes home.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class KioskTest {
    private static final KioskSettings SETTINGS = new KioskSettings(true, "fr", 30, 60, 10, "1234", Optional.empty(),
            List.of("rules-1-serpent"), 1.0, false, true, Path.of("katro.log"));

    private final AtomicLong clock = new AtomicLong();
    private final AtomicBoolean exited = new AtomicBoolean();
    private Navigator navigator;
    private Kiosk kiosk;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        kiosk = new Kiosk(scene, navigator, SETTINGS, clock::get, () -> exited.set(true), note -> { });
        kiosk.start();
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(kiosk::stop);
    }

    private void after(FxRobot robot, long millis) {
        robot.interact(() -> {
            clock.addAndGet(millis);
            kiosk.tick();
        });
    }

    private static boolean showing(FxRobot robot, String query) {
        return robot.lookup(query).tryQuery().map(Node::isVisible).orElse(false);
    }

    @Test
    void theStationStartsAtHomeInItsOwnLanguage(FxRobot robot) {
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        assertEquals(Language.FRENCH, navigator.languageProperty().get());
        assertFalse(showing(robot, "#problems"), "curators' messages go to the log, not to visitors");
    }

    @Test
    void anIdleHomeScreenPlaysTheLessonsByThemselvesUntilTouched(FxRobot robot) {
        after(robot, 29_000);
        assertFalse(kiosk.attracting());
        after(robot, 1_000);
        assertTrue(kiosk.attracting());
        assertTrue(showing(robot, "#attract-banner"));
        LessonPlayerModel lesson = navigator.lessonPlayer();
        assertEquals(Kiosk.VISITOR_TRACK, lesson.lesson().id());
        assertEquals(0, lesson.stepProperty().get());

        // it walks through the steps, shows each question's answer rather than answering, then the next lesson
        boolean revealed = false;
        for (int i = 0; i < 200 && navigator.lessonPlayer().lesson().id().equals(Kiosk.VISITOR_TRACK); i++) {
            after(robot, 60_000);
            revealed |= !navigator.lessonPlayer().verdictProperty().get().isEmpty();
        }
        assertTrue(revealed, "a question's answer was shown");
        assertEquals("rules-1-serpent", navigator.lessonPlayer().lesson().id());
        assertEquals(0, navigator.progress().questionsAsked(), "nothing is answered");

        robot.clickOn(robot.lookup("#board").<Node>query());
        assertFalse(kiosk.attracting());
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        assertFalse(showing(robot, "#attract-banner"));
        assertFalse(navigator.progress().of(lesson.lesson()).started(), "the loop leaves no progress behind");
    }

    @Test
    void aVisitorWhoWalksAwayIsAskedThenForgotten(FxRobot robot) {
        robot.clickOn("#language").clickOn("Deutsch");
        robot.clickOn("#workedExample");
        assertEquals(Screen.Kind.LESSON, navigator.screenProperty().get().kind());
        robot.clickOn("#next");
        assertTrue(navigator.progress().of(navigator.lessonPlayer().lesson()).started());

        after(robot, 61_000);
        assertTrue(showing(robot, "#still-there"));
        String countdown = robot.lookup("#countdown").queryAs(Label.class).getText();
        assertTrue(countdown.contains("In 9 Sekunden"), countdown);
        robot.clickOn("#still-here");
        assertFalse(showing(robot, "#still-there"));
        assertEquals(Screen.Kind.LESSON, navigator.screenProperty().get().kind(), "the visitor carries on");

        after(robot, 61_000);
        assertTrue(showing(robot, "#still-there"));
        after(robot, 10_000);
        assertFalse(showing(robot, "#still-there"));
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        assertEquals(Language.FRENCH, navigator.languageProperty().get(), "the station's own language again");
        assertEquals(0, navigator.progress().lessonsDone());
        assertFalse(navigator.progress().of(navigator.library().byId("worked-example").orElseThrow()).started());
    }

    @Test
    void staffLeaveByALongPressInTheCornerAndThePin(FxRobot robot) {
        robot.moveTo(robot.lookup(".home-view").<Node>query().localToScreen(10, 10));
        robot.press(MouseButton.PRIMARY);
        robot.interact(() -> clock.addAndGet(StaffExit.HOLD_MILLIS));
        robot.release(MouseButton.PRIMARY);
        assertTrue(showing(robot, "#pin-pad"));

        for (String d : "1235".split("")) {
            robot.clickOn("#pin-" + d);
        }
        robot.clickOn("#pin-ok");
        assertFalse(exited.get());
        assertFalse(robot.lookup("#pin-problem").queryAs(Label.class).getText().isBlank());
        assertNull(robot.lookup("#pin-default").tryQuery().orElse(null), "this station has its own PIN");
        // the pad takes the next try a second after a wrong one
        robot.interact(() -> clock.addAndGet(1_000));
        for (String d : "1234".split("")) {
            robot.clickOn("#pin-" + d);
        }
        robot.clickOn("#pin-ok");
        assertTrue(exited.get());
    }

    /** Whatever the staff left on the station's clipboard, no visitor sees it: no Copy or Paste, no pasting into a field. */
    @Test
    void visitorsHaveNoWayToTheStationsClipboard(FxRobot robot) {
        robot.interact(() -> {
            ClipboardContent secret = new ClipboardContent();
            secret.putString("database.password=hunter22 pin=246813");
            Clipboard.getSystemClipboard().setContent(secret);
            navigator.showPlay();
        });
        for (String button : List.of("#record-copy", "#record-paste")) {
            assertTrue(robot.lookup(button).tryQuery().isPresent(), button + " is on the play screen");
            assertFalse(showing(robot, button), button + " is not shown in a kiosk");
        }
        assertTrue(showing(robot, "#start"), "the play screen itself is");

        robot.interact(navigator::showSetup);
        TextField position = robot.lookup("#position").query();
        // the keys a field pastes with, and its menu, as they reach the field (through the scene's filters)
        robot.interact(() -> {
            for (KeyEvent paste : List.of(key(KeyCode.V, false, true), key(KeyCode.INSERT, true, false), key(KeyCode.PASTE, false, false))) {
                Event.fireEvent(position, paste);
            }
            Event.fireEvent(position, new ContextMenuEvent(ContextMenuEvent.CONTEXT_MENU_REQUESTED, 5, 5, 0, 0, false, null));
        });
        assertFalse(position.getText().contains("hunter"), position.getText());
        assertTrue(robot.lookup(".context-menu").tryQuery().isEmpty(), "no menu that offers Paste");
    }

    private static KeyEvent key(KeyCode code, boolean shift, boolean control) {
        return new KeyEvent(KeyEvent.KEY_PRESSED, "", "", code, shift, control, false, false);
    }

    @Test
    void aShortPressInTheCornerIsAnOrdinaryTouch(FxRobot robot) {
        robot.moveTo(robot.lookup(".home-view").<Node>query().localToScreen(10, 10));
        robot.press(MouseButton.PRIMARY);
        robot.release(MouseButton.PRIMARY);
        assertFalse(showing(robot, "#pin-pad"));
        assertNull(robot.lookup("#pin-pad").tryQuery().orElse(null));
    }

    @Test
    void aFailureIsLoggedAndTheVisitorGoesHome(FxRobot robot, @TempDir Path dir) throws Exception {
        Path log = dir.resolve("katro.log");
        Thread.UncaughtExceptionHandler before = Thread.getDefaultUncaughtExceptionHandler();
        try {
            robot.interact(() -> Failures.install(log, kiosk::reset));
            robot.clickOn("#workedExample");
            assertEquals(Screen.Kind.LESSON, navigator.screenProperty().get().kind());
            robot.interact(() -> Platform.runLater(() -> {
                throw new IllegalStateException("a broken step");
            }));
            robot.interact(() -> { });
            assertEquals(Screen.HOME, navigator.screenProperty().get());
            String logged = Files.readString(log);
            assertTrue(logged.contains("IllegalStateException: a broken step"), logged);
            assertTrue(logged.contains("at org.katro.kiosk.KioskTest"), "with its stack trace");
            assertNotNull(robot.lookup("#workedExample").query(), "the home screen, not a stack trace");
        } finally {
            Thread.setDefaultUncaughtExceptionHandler(before);
            robot.interact(() -> Thread.currentThread().setUncaughtExceptionHandler(null));
        }
    }
}
