package org.katro.kiosk;

import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.shell.Screen;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Languages on the first touch: the station's first screen and its attract loop show every
 * language by its own name, large, and one touch on a name gives the station in that language.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class FirstTouchLanguagesTest {
    private final AtomicLong clock = new AtomicLong();
    private Scene scene;
    private Navigator navigator;
    private Kiosk kiosk;

    private void station(FxRobot robot) {
        KioskSettings d = KioskSettings.defaults();
        KioskSettings settings = new KioskSettings(true, "en", 30, 60, 10, "1234", Optional.empty(), d.attractPlaylist(),
                1.0, false, true, Path.of("katro.log"));
        robot.interact(() -> {
            scene = new Scene(new Region(), 1920, 1080);
            navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
            kiosk = new Kiosk(scene, navigator, settings, clock::get, () -> { }, note -> { });
            kiosk.start();
        });
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> kiosk.stop());
    }

    @Test
    void theFirstScreenNamesEveryLanguageInItsOwnWordsAndOneTouchChoosesIt(FxRobot robot) {
        station(robot);
        robot.interact(this::layout);
        for (Language l : Language.all()) {
            Node name = scene.getRoot().lookup("#language-" + l.code());
            assertNotNull(name, l.code() + " on the first screen");
            assertEquals(l.toString(), ((Labeled) name).getText(), "in its own words");
            assertTrue(((Labeled) name).getFont().getSize() >= 20 && name.getLayoutBounds().getHeight() >= 48,
                    "large, a finger's touch: " + ((Labeled) name).getFont().getSize() + " px, " + name.getLayoutBounds());
        }
        tap(robot, "#language-fr");
        assertEquals(Language.FRENCH, navigator.languageProperty().get());
        assertEquals(Screen.HOME, navigator.screenProperty().get());
    }

    @Test
    void theAttractLoopNamesTheLanguagesAndATouchOnOneWakesTheStationInIt(FxRobot robot) {
        station(robot);
        robot.interact(() -> {
            clock.addAndGet(30_000);
            kiosk.tick();
            layout();
        });
        assertTrue(kiosk.attracting());
        for (Language l : Language.all()) {
            Node name = scene.getRoot().lookup("#attract-language-" + l.code());
            assertNotNull(name, l.code() + " under the attract loop");
            assertEquals(l.toString(), ((Labeled) name).getText());
            assertTrue(((Labeled) name).getFont().getSize() >= 20 && name.getLayoutBounds().getHeight() >= 48,
                    "large, a finger's touch: " + ((Labeled) name).getFont().getSize() + " px, " + name.getLayoutBounds());
            assertEquals(javafx.scene.paint.Color.web("#f0c36a"), ((Labeled) name).getTextFill(), "gold on the dark chip, read across the room");
        }
        tap(robot, "#attract-language-mg");
        assertEquals(Screen.HOME, navigator.screenProperty().get(), "the touch wakes the station");
        assertEquals(Language.byCode("mg").orElseThrow(), navigator.languageProperty().get(), "in the language touched");
    }

    private void layout() {
        scene.getRoot().applyCss();
        scene.getRoot().layout();
    }

    private void tap(FxRobot robot, String id) {
        robot.interact(() -> {
            layout();
            Node n = scene.getRoot().lookup(id);
            Bounds b = n.localToScene(n.getLayoutBounds());
            for (var type : List.of(MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED)) {
                Event.fireEvent(n, new MouseEvent(type, b.getCenterX(), b.getCenterY(), b.getCenterX(), b.getCenterY(),
                        MouseButton.PRIMARY, 1, false, false, false, false, type == MouseEvent.MOUSE_PRESSED, false, false,
                        true, false, true, null));
            }
        });
    }
}
