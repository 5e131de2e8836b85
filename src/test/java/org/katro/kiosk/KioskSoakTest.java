package org.katro.kiosk;

import javafx.event.Event;
import javafx.event.EventType;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A day at the museum, compressed: a kiosk driven step by step through attract loops (with seed
 * animations on), visitors who touch, switch language, open lessons and games and walk away, and
 * resets; some play a turn against the computer or open the comparison. At every checkpoint every
 * screen that was replaced must have been collected (a running animation or a listener left behind
 * would keep it); under -Psoak the heap, measured after a collection there, must also not grow by
 * more than a few MB after warm-up. {@code -Dkatro.soak=20000} runs the long version (checkpoints every thousand
 * steps); without it, a few hundred steps run in every build.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class KioskSoakTest {
    private static final int STEPS = Integer.getInteger("katro.soak", 250);
    private static final int CHECKPOINT = STEPS >= 5_000 ? 1_000 : 50;
    private static final long GROWTH_LIMIT = 6L << 20;
    private static final int COLLECTIONS = 3;

    private final AtomicLong clock = new AtomicLong();
    private Scene scene;
    private Navigator navigator;
    private Kiosk kiosk;
    private Stage window;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, false, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        // animations on: a stuck one would show as a screen that is never collected
        KioskSettings settings = new KioskSettings(true, "en", 30, 60, 10, "1234", Optional.empty(),
                List.of("rules-4-relay", "rules-5-capture"), 1.0, false, false, Path.of("katro.log"));
        kiosk = new Kiosk(scene, navigator, settings, clock::get, () -> { }, note -> { });
        kiosk.start();
        // shown, so that pulses run: a scene without them keeps removed nodes until the next one. In a
        // window of its own: TestFX keeps every event that passes through the stage it hands out, and
        // with them the screens they were aimed at
        window = new Stage();
        window.setScene(scene);
        window.show();
    }

    @AfterEach
    void closeWindow(FxRobot robot) {
        robot.interact(window::hide);
    }

    @Test
    void aLongDayLeavesNoScreenBehind(FxRobot robot) {
        day(robot, (step, heap) -> { });
    }

    /** The heap's growth depends on the collector's timing: checked under -Psoak, not in the default build. */
    @Test
    @Tag("soak")
    void aLongDayLeavesNoGrowthAndNoScreenBehind(FxRobot robot) {
        long[] baseline = {-1};
        long[] worst = {0};
        day(robot, (step, heap) -> {
            if (step >= STEPS / 3 && baseline[0] < 0) {
                baseline[0] = heap;
            } else if (baseline[0] >= 0) {
                worst[0] = Math.max(worst[0], heap - baseline[0]);
            }
        });
        System.out.printf("katro.soak steps=%d growth-after-warm-up=%.1fMB%n", STEPS, worst[0] / 1048576.0);
        assertTrue(worst[0] < GROWTH_LIMIT, "heap grew by " + worst[0] / 1048576 + " MB after warm-up");
    }

    /**
     * The day, step by step; at each checkpoint every screen replaced since the last must have been
     * collected, and the heap after a collection goes to {@code checkpoint}.
     */
    private void day(FxRobot robot, BiConsumer<Integer, Long> checkpoint) {
        List<WeakReference<Node>> replaced = new ArrayList<>();
        Node[] showing = {null};
        for (int step = 1; step <= STEPS; step++) {
            int s = step;
            robot.interact(() -> {
                act(s);
                Node now = screen();
                if (now != showing[0]) {
                    if (showing[0] != null) {
                        replaced.add(new WeakReference<>(showing[0]));
                    }
                    showing[0] = now;
                }
            });
            if (step % CHECKPOINT == 0) {
                robot.interact(kiosk::reset);
                robot.interact(() -> showing[0] = screen());
                collect();
                long alive = replaced.stream().filter(r -> r.get() != null && r.get() != showing[0]).count();
                long heap = Runtime.getRuntime().totalMemory() - Runtime.getRuntime().freeMemory();
                System.out.printf("katro.soak step=%d heap=%.1fMB screens-replaced=%d still-alive=%d%n", step,
                        heap / 1048576.0, replaced.size(), alive);
                assertEquals(0, alive, "every replaced screen was collected by step " + step);
                replaced.clear();
                checkpoint.accept(step, heap);
            }
        }
    }

    /** One step of the day: mostly time passing, with a visitor's action now and then. */
    private void act(int step) {
        List<Lesson> lessons = navigator.library().lessons();
        switch (step % 10) {
            case 0, 1, 2, 3 -> advance(step % 4 == 0 ? 31_000 : 5_000);
            case 4 -> touch();
            case 5 -> navigator.languageProperty().set(Language.values()[step / 10 % Language.values().length]);
            case 6 -> navigator.openLesson(lessons.get(step / 10 % lessons.size()));
            case 7 -> {
                LessonPlayerModel lesson = navigator.lessonPlayer();
                if (lesson != null) {
                    lesson.next();
                    lesson.showAnswer();
                }
            }
            case 8 -> {
                switch (step / 10 % 3) {
                    case 0 -> navigator.showSetup();
                    case 1 -> playATurn();
                    default -> navigator.showCompare();
                }
            }
            default -> advance(step % 20 == 9 ? 75_000 : 1_000);
        }
    }

    private void advance(long millis) {
        clock.addAndGet(millis);
        kiosk.tick();
    }

    private void touch() {
        mouse(scene.getRoot(), MouseEvent.MOUSE_PRESSED);
        mouse(scene.getRoot(), MouseEvent.MOUSE_RELEASED);
    }

    /**
     * A visitor's turn against the computer, which answers on its own thread: the first of South's
     * holes that may start, in a direction its arrows offer.
     */
    private void playATurn() {
        navigator.showPlay();
        for (int hole = 1; scene.lookup("#hole-S" + hole) != null; hole++) {
            mouse(scene.lookup("#hole-S" + hole), MouseEvent.MOUSE_CLICKED);
            for (String arrow : List.of("#arrow-plus", "#arrow-minus")) {
                if (scene.lookup(arrow) instanceof Button b && b.isVisible() && !b.isDisabled()) {
                    b.fire();
                    return;
                }
            }
        }
    }

    private static void mouse(Node target, EventType<MouseEvent> type) {
        Event.fireEvent(target, new MouseEvent(type, 400, 400, 400, 400, MouseButton.PRIMARY, 1, false, false, false,
                false, type == MouseEvent.MOUSE_PRESSED, false, false, false, false, false, null));
    }

    /** The screen in the kiosk's bottom layer: the root holds a column, whose first child holds the screen. */
    private Node screen() {
        Parent column = (Parent) scene.getRoot().getChildrenUnmodifiable().get(0);
        Parent screens = (Parent) column.getChildrenUnmodifiable().get(0);
        return screens.getChildrenUnmodifiable().isEmpty() ? null : screens.getChildrenUnmodifiable().get(0);
    }

    /** A few full collections, each known done when an object made garbage before it has been cleared. */
    private static void collect() {
        for (int i = 0; i < COLLECTIONS; i++) {
            WeakReference<Object> garbage = new WeakReference<>(new Object());
            while (garbage.get() != null) {
                System.gc();
            }
        }
    }
}
