package org.katro.kiosk;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.kiosk.pin.StaffExit;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.shell.Screen;
import org.katro.ui.staff.StaffViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * On a kiosk the lesson editor is the staff's: home never offers it, the staff page behind the PIN
 * does, its way back is to that page, and an editor left open is reset to home like any screen.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class StaffEditorTest {
    private static final KioskSettings SETTINGS = new KioskSettings(true, "en", 30, 60, 10, "2468", Optional.empty(),
            List.of(), 1.0, false, true, Path.of("katro.log"));

    @TempDir
    Path dir;
    private final AtomicLong clock = new AtomicLong();
    private Navigator navigator;
    private Kiosk kiosk;
    private Store store;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.allowLessonEditor(dir.resolve("lessons"), dir.resolve("lesson-draft.properties"), dir.resolve("languages"));
        store = Store.open(Store.Target.sqlite(dir, "hall"), m -> { }, Runnable::run, clock::get);
        Visits visits = new Visits(store);
        Kiosk[] station = new Kiosk[1];
        kiosk = new Kiosk(scene, navigator, SETTINGS, clock::get, () -> navigator.openStaff(
                new StaffViewModel(Language.ENGLISH, Runnable::run, Runnable::run, visits, navigator.library(), dir, ZoneId.systemDefault()),
                () -> station[0].reset(), () -> { }), m -> { });
        station[0] = kiosk;
        kiosk.start();
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            kiosk.stop();
            store.close();
        });
    }

    private static void tap(FxRobot robot, String query) {
        // a fixed point: the tap takes its button out of the scene
        robot.clickOn(robot.point(robot.lookup(query).<Node>query()).query());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static boolean showing(FxRobot robot, String query) {
        return robot.lookup(query).tryQuery().map(Node::isVisible).orElse(false);
    }

    @Test
    void onlyStaffWriteLessonsAndTheEditorGoesBackToTheirPage(FxRobot robot) {
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        assertTrue(!showing(robot, "#writeLesson"), "a visitor's home offers no lesson editor");
        robot.interact(navigator::showEditor);
        assertEquals(Screen.HOME, navigator.screenProperty().get(), "nor does a way round the staff page reach it");

        // the staff's long press in the corner, and the PIN
        robot.moveTo(robot.lookup(".home-view").<Node>query().localToScreen(10, 10));
        robot.press(MouseButton.PRIMARY);
        robot.interact(() -> clock.addAndGet(StaffExit.HOLD_MILLIS));
        robot.release(MouseButton.PRIMARY);
        for (String d : "2468".split("")) {
            robot.clickOn("#pin-" + d);
        }
        tap(robot, "#pin-ok");
        assertEquals(Screen.STAFF, navigator.screenProperty().get());
        assertTrue(showing(robot, "#writeLessonButton"), "the staff page offers the editor");

        tap(robot, "#writeLessonButton");
        assertEquals(Screen.EDITOR, navigator.screenProperty().get());
        Button way = robot.lookup("#home").queryAs(Button.class);
        assertEquals("Station figures", way.getText(), "the way back names the staff page, not the visitors' home");
        tap(robot, "#home");
        assertEquals(Screen.STAFF, navigator.screenProperty().get());

        // an editor left open resets on idle, as every screen of a station does
        tap(robot, "#writeLessonButton");
        assertEquals(Screen.EDITOR, navigator.screenProperty().get());
        for (int i = 0; i < 30 && !Screen.HOME.equals(navigator.screenProperty().get()); i++) {
            robot.interact(() -> {
                clock.addAndGet(5_000);
                kiosk.tick();
            });
        }
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        assertTrue(!showing(robot, "#writeLesson"), "the next visitor's home still offers no editor");
    }
}
