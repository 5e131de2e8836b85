package org.katro.ui;

import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.practice.Kind;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.practice.PracticeViewModelTest;
import org.katro.ui.staff.StaffViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.lang.ref.WeakReference;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Screens let go: every screen opened and left several times (and once switched to another
 * language while it shows) leaves nothing of itself in memory once another screen shows: its view,
 * its controller (which holds its view) and the view models made for it. A listener a screen puts on
 * a model that outlives it, held strongly, would keep each visit's screen alive and reacting.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ScreensLetGoTest {
    private static final int VISITS = 3;
    /** collections tried before a screen still reachable counts as kept */
    private static final int COLLECTIONS = 20;

    @TempDir
    Path dir;
    private Navigator navigator;
    private Scene scene;
    private Stage window;
    private Store store;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        // motion on: an animation still running when its screen leaves would keep it
        navigator = new Navigator(scene, Language.ENGLISH, false, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        store = Store.open(Store.Target.sqlite(dir, "hall"), note -> { }, Runnable::run, System::currentTimeMillis);
        navigator.allowLessonEditor(dir.resolve("lessons"), dir.resolve("lesson-draft.properties"), dir.resolve("languages"));
        navigator.showHome();
        // a window of its own: TestFX keeps every event that passes through the stage it hands out,
        // and with them the screens they were aimed at
        window = new Stage();
        window.setScene(scene);
        window.show();
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            window.hide();
            store.close();
        });
    }

    /**
     * Every screen, as the app opens it; each returns the view models made for this visit alone (the
     * navigator keeps set-up, play, compare and practice on purpose, for the visitor's return).
     */
    private Map<String, Function<Navigator, List<Object>>> screens() {
        Map<String, Function<Navigator, List<Object>>> out = new LinkedHashMap<>();
        out.put("home", n -> {
            n.showHome();
            return List.of();
        });
        out.put("explorer", n -> {
            n.openWorkedExample();
            // left while the seeds move
            n.game().seek(0);
            n.game().stepping().playingProperty().set(true);
            return List.of(n.game());
        });
        out.put("explorer, best moves", n -> {
            n.openGame(new GameCursor(Ruleset.KATRO4, Ruleset.KATRO4.start(3), List.of()));
            // left while the solver searches
            n.game().bestMovesProperty().set(true);
            return List.of(n.game());
        });
        out.put("line", n -> {
            n.openWorkedExample();
            n.openLine(new GameCursor(Ruleset.FIANARANTSOA, Ruleset.FIANARANTSOA.start(2),
                    List.of(new Move(1, Direction.PLUS))), "S1+ wins in one turn: here is how South wins.");
            n.game().bestMovesProperty().set(true);
            return List.of(n.game());
        });
        out.put("set-up", n -> {
            n.showSetup();
            return List.of();
        });
        out.put("play", n -> {
            n.showPlay();
            n.game().stepping().playingProperty().set(true);
            return List.of();
        });
        out.put("compare", n -> {
            n.showCompare();
            return List.of();
        });
        out.put("lesson player", n -> {
            n.openLesson(n.library().byId("rules-1-serpent").orElseThrow());
            n.lessonPlayer().next();
            return List.of(n.lessonPlayer(), n.lessonPlayer().game());
        });
        out.put("lesson on the projector", n -> {
            n.projectorProperty().set(true);
            n.openLesson(n.library().byId("worked-example").orElseThrow());
            // on to the first question, and its countdown started: the clock runs when the screen is left
            for (int press = 0; press < 3; press++) {
                scene.getRoot().fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.PAGE_DOWN, false, false, false, false));
            }
            return List.of(n.lessonPlayer(), n.lessonPlayer().game());
        });
        out.put("explorer on the projector", n -> {
            n.projectorProperty().set(true);
            n.openWorkedExample();
            return List.of(n.game());
        });
        out.put("practice", n -> {
            n.projectorProperty().set(false);
            n.openPractice(PracticeViewModelTest.asking(Language.ENGLISH, Kind.LANDING));
            return List.of();
        });
        out.put("glossary", n -> {
            n.openWorkedExample();
            n.showGlossary();
            return List.of(n.game());
        });
        out.put("learners", n -> {
            LearnersViewModel vm = new LearnersViewModel(Language.ENGLISH, Runnable::run, Runnable::run, new Learners(store), name -> { },
                    pin -> true, dir);
            vm.lessons(n.library());
            n.openLearners(vm);
            // the teacher page open, with a lesson's answers table
            vm.unlock("2468");
            vm.answersLessonProperty().set("worked-example");
            return List.of(vm);
        });
        out.put("lesson editor", n -> {
            n.showEditor();
            // left with a step added where the board stands and a caption being written
            n.editorModel().addStepHere();
            n.editorModel().setCaption("fr", "Le Sud joue.");
            return List.of();
        });
        out.put("staff", n -> {
            StaffViewModel vm = new StaffViewModel(Language.ENGLISH, Runnable::run, Runnable::run, new Visits(store),
                    n.library(), dir, ZoneId.systemDefault());
            n.openStaff(vm, n::showHome, () -> { });
            return List.of(vm);
        });
        return out;
    }

    @Test
    void noScreenLeftIsKeptInMemory(FxRobot robot) throws InterruptedException {
        Map<String, List<String>> kept = new LinkedHashMap<>();
        for (Map.Entry<String, Function<Navigator, List<Object>>> screen : screens().entrySet()) {
            List<WeakReference<Object>> left = new ArrayList<>();
            for (int visit = 0; visit < VISITS; visit++) {
                int v = visit;
                robot.interact(() -> {
                    List<Object> models = screen.getValue().apply(navigator);
                    if (v == 1) {
                        // a language switch builds the screen again: the first build is left too
                        left.add(new WeakReference<>(scene.getRoot()));
                        navigator.languageProperty().set(Language.FRENCH);
                    }
                    left.add(new WeakReference<>(scene.getRoot()));
                    models.forEach(m -> left.add(new WeakReference<>(m)));
                });
                WaitForAsyncUtils.waitForFxEvents();
                // left for a screen of another kind, as a visitor leaves (home's own is the set-up screen)
                robot.interact(() -> {
                    navigator.languageProperty().set(Language.ENGLISH);
                    if (screen.getKey().equals("home")) {
                        navigator.showSetup();
                    } else {
                        navigator.showHome();
                    }
                });
                WaitForAsyncUtils.waitForFxEvents();
            }
            List<String> alive = stillReachable(robot, left);
            if (!alive.isEmpty()) {
                kept.put(screen.getKey(), alive);
            }
        }
        assertEquals(Map.of(), kept, "screens and view models still reachable after they were left");
    }

    /** What is still reachable after collections and pulses (a pulse lets go of the nodes a scene has just removed). */
    private List<String> stillReachable(FxRobot robot, List<WeakReference<Object>> left) throws InterruptedException {
        for (int i = 0; i < COLLECTIONS && left.stream().anyMatch(r -> r.get() != null); i++) {
            System.gc();
            pulse(robot);
        }
        return left.stream().map(WeakReference::get).filter(o -> o != null).map(o -> o instanceof Parent p
                ? p.getClass().getSimpleName() + " " + p.getStyleClass() : o.getClass().getSimpleName()).toList();
    }

    /** Waits for the scene's next pulse, asked for. */
    private void pulse(FxRobot robot) throws InterruptedException {
        CountDownLatch pulsed = new CountDownLatch(1);
        robot.interact(() -> {
            Runnable[] once = {null};
            once[0] = () -> {
                scene.removePostLayoutPulseListener(once[0]);
                pulsed.countDown();
            };
            scene.addPostLayoutPulseListener(once[0]);
            Platform.requestNextPulse();
        });
        assertTrue(pulsed.await(60, TimeUnit.SECONDS), "a pulse came");
    }
}
