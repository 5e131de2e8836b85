package org.katro.ui.home;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.LessonShelf;
import org.katro.ui.Navigator;
import org.katro.ui.shell.AppState;
import org.katro.ui.shell.Workers;
import org.katro.ui.board.BoardView;
import org.katro.ui.shell.BackgroundJob;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The app's first screen does not wait for the lessons: they are read on a thread of their own, and
 * until they come the home screen is whole (its board, its main button with the track's title, the
 * other buttons); the list fills in when they do.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class HomeStartTest {
    /** held until the test has looked at the screen without the lessons */
    private final CountDownLatch release = new CountDownLatch(1);
    private volatile Thread readOn;
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, new AppState(Language.ENGLISH, true), new LessonShelf(scene, () -> {
            readOn = Thread.currentThread();
            try {
                // bounded: a read wrongly made on the JavaFX thread fails the test instead of hanging it
                release.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return LessonLoader.load(List.of(LessonSource.bundled()));
        }, BackgroundJob.thread("test-lessons")), Workers.threads());
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theLessonsAreReadOffTheJavaFxThreadAndTheHomeScreenIsWholeMeanwhile(FxRobot robot) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        BoardView board = robot.lookup("#home-board").queryAs(BoardView.class);
        assertNotNull(board.stateProperty().get(), "a board at rest before the lessons come");
        assertEquals(12, board.lookupAll(".hole").size());
        Button main = robot.lookup("#visitor").queryButton();
        assertTrue(main.isVisible() && main.isDefaultButton());
        assertEquals("Katro in 90 seconds", main.getText());
        VBox rows = robot.lookup(".lesson-rows").queryAs(VBox.class);
        assertTrue(rows.getChildren().isEmpty(), "the list waits for the lessons");

        release.countDown();
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> robot.lookup("#open-worked-example").tryQuery().isPresent());
        assertNotNull(readOn);
        Thread fx = WaitForAsyncUtils.asyncFx(Thread::currentThread).get();
        assertFalse(readOn == fx, "read on " + readOn.getName() + ", not the JavaFX thread");
        assertTrue(robot.lookup("#visitor").queryButton().isVisible());
        // the lessons, once read, are the navigator's: a later screen asks for them without a second read
        assertTrue(WaitForAsyncUtils.asyncFx(() -> navigator.library().byId("visitor").isPresent()).get());
    }
}
