package org.katro.ui;

import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Labeled;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.engine.Ruleset;
import org.katro.kiosk.Kiosk;
import org.katro.kiosk.KioskSettings;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.practice.Kind;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.practice.PracticeViewModelTest;
import org.katro.ui.staff.StaffViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every text fits its control on a kiosk's 1920 x 1080 screen, in every language: after layout, no
 * label, button or row label shows its text cut short with an ellipsis. Covers the home screen, the
 * set-up screen, the worked example at a capture, the lesson player asking and answering, a game
 * against the computer with a hint and with its new-game choices open, every ready-made comparison at its divergence, the
 * practice screen once answered, the visitor track asking, the glossary, the key to the board open
 * with "Why?" answered, the staff page with a morning's figures, the learners' screen with a long
 * name, and the kiosk's "Are you still there?" and PIN pad.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class TextFitTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));
    /** the figures of a morning for the staff page, and a class for the learners' screen */
    @TempDir
    static Path data;
    private static Store store;

    @BeforeAll
    static void figures() {
        store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0L);
        Visits visits = new Visits(store);
        long nine = java.time.LocalDate.of(2026, 11, 30).atTime(9, 5).toInstant(ZoneOffset.UTC).toEpochMilli();
        for (int v = 0; v < 3; v++) {
            String visit = "v" + v;
            long at = nine + v * 600_000L;
            visits.started(visit, at);
            // the longest titles of the shipped lessons, in every language
            for (String lesson : List.of("worked-example", "ruleset-katro4-empty", "ruleset-gorobaka-no-singletons",
                    "rules-6-deeper-captures")) {
                visits.happened(visit, at + 1_000, Visits.Kind.LESSON_STARTED, lesson, false);
                visits.happened(visit, at + 2_000, Visits.Kind.ANSWER, lesson + "#3", v == 0);
            }
            visits.happened(visit, at + 3_000, Visits.Kind.LANGUAGE, "mg", false);
            visits.lasted(visit, at + 90_000);
        }
        Learners learners = new Learners(store);
        // the longest name the screen takes, beside short ones
        for (String name : List.of("Hanitra", "Jean-Baptiste Rakotomalala-Rab", "Zo")) {
            learners.add(new Learners.Learner(name, LearnersViewModel.PICTURES.get(name.length() % 6)));
        }
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        // the screens are laid out in scenes of their own, without a window
    }

    @Test
    void textsFitTheirControlsAtKioskSizeInEveryLanguage(FxRobot robot) {
        assertEquals(List.of(), cutTexts(robot, 1920, 1080, true));
    }

    @Test
    void textsFitTheirControlsInASmallWindowInEveryLanguage(FxRobot robot) {
        assertEquals(List.of(), cutTexts(robot, 1024, 640, false));
    }

    private static List<String> cutTexts(FxRobot robot, int width, int height, boolean kiosk) {
        List<String> cut = new ArrayList<>();
        for (Language language : Language.values()) {
            check(robot, cut, width, height, kiosk, language, "home", n -> { });
            check(robot, cut, width, height, kiosk, language, "setup", Navigator::showSetup);
            check(robot, cut, width, height, kiosk, language, "capture", n -> {
                n.openGame(Navigator.workedExample());
                n.game().seek(RenderScreens.outerRowCapture());
            });
            check(robot, cut, width, height, kiosk, language, "lesson asking", n -> {
                n.openLesson(n.library().byId("worked-example").orElseThrow());
                LessonPlayerModel lesson = n.lessonPlayer();
                while (!lesson.askingProperty().get() && lesson.canNextProperty().get()) {
                    lesson.next();
                }
            });
            check(robot, cut, width, height, kiosk, language, "lesson answered", n -> {
                n.openLesson(n.library().byId("worked-example").orElseThrow());
                LessonPlayerModel lesson = n.lessonPlayer();
                while (!lesson.askingProperty().get() && lesson.canNextProperty().get()) {
                    lesson.next();
                }
                lesson.showAnswer();
            });
            check(robot, cut, width, height, kiosk, language, "play with a hint", n -> {
                PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(6) + "\nmoves 1+ 18-\n");
                n.openPlay(play);
                play.game().last();
                play.hint();
            });
            checkIn(robot, cut, width, height, kiosk, language, "play, new game", (n, scene) -> {
                n.showPlay();
                // the side column's scroll pane shows its content once it has a skin
                scene.getRoot().applyCss();
                TitledPane pane = (TitledPane) scene.lookup("#newGamePane");
                pane.setAnimated(false);
                pane.setExpanded(true);
            });
            // answered, the practice screen shows the most: question, number buttons, feedback, next
            check(robot, cut, width, height, kiosk, language, "practice answered", n -> {
                PracticeViewModel practice = PracticeViewModelTest.asking(language, Kind.COUNT);
                practice.answerCount(0);
                n.openPractice(practice);
            });
            check(robot, cut, width, height, kiosk, language, "visitor track asking", n -> {
                n.openLesson(n.library().byId("visitor").orElseThrow());
                LessonPlayerModel lesson = n.lessonPlayer();
                while (!lesson.askingProperty().get() && lesson.canNextProperty().get()) {
                    lesson.next();
                }
            });
            check(robot, cut, width, height, kiosk, language, "glossary", Navigator::showGlossary);
            check(robot, cut, width, height, kiosk, language, "staff page", n -> n.openStaff(new StaffViewModel(language,
                    Runnable::run, Runnable::run, new Visits(store), LESSONS, data, ZoneOffset.UTC), () -> { }, () -> { }));
            // with the teacher page open: the class's totals and the page's buttons
            check(robot, cut, width, height, kiosk, language, "learners", n -> {
                LearnersViewModel vm = new LearnersViewModel(language, Runnable::run, Runnable::run, new Learners(store),
                        name -> { }, pin -> true, data);
                n.openLearners(vm);
                vm.unlock("");
            });
            // the key to the board open over the explorer, and "Why?" answered beside it
            checkIn(robot, cut, width, height, kiosk, language, "key and why", (n, scene) -> {
                n.openGame(Navigator.workedExample());
                n.game().seek(RenderScreens.outerRowCapture());
                scene.getRoot().applyCss();
                scene.getRoot().layout();
                ((ButtonBase) scene.lookup("#why-button")).fire();
                ((ButtonBase) scene.lookup("#legend-button")).fire();
            });
            for (CompareViewModel.Preset preset : CompareViewModel.Preset.values()) {
                check(robot, cut, width, height, kiosk, language, "compare " + preset, n -> {
                    n.showCompare();
                    n.compareModel().choose(preset);
                    n.compareModel().toDivergence();
                });
            }
        }
        return cut;
    }

    /**
     * Shows a screen in a scene of the given size and looks for cut texts; in a kiosk (with its touch
     * sizes) over its "Are you still there?" card.
     */
    private static void check(FxRobot robot, List<String> cut, int width, int height, boolean kiosk, Language language,
            String what, Consumer<Navigator> show) {
        checkIn(robot, cut, width, height, kiosk, language, what, (n, scene) -> show.accept(n));
    }

    private static void checkIn(FxRobot robot, List<String> cut, int width, int height, boolean kiosk,
            Language language, String what, BiConsumer<Navigator, Scene> show) {
        lookAt(robot, cut, width, height, kiosk, language, what, show, TextFitTest::truncated);
    }

    /** Shows a screen as {@link #checkIn} does and adds what {@code problems} finds on it, once laid out. */
    private static void lookAt(FxRobot robot, List<String> cut, int width, int height, boolean kiosk,
            Language language, String what, BiConsumer<Navigator, Scene> show,
            java.util.function.Function<Parent, List<String>> problems) {
        robot.interact(() -> {
            Scene scene = new Scene(new Region(), width, height);
            Navigator navigator = new Navigator(scene, language, true, () -> LESSONS);
            AtomicLong clock = new AtomicLong();
            if (kiosk) {
                KioskSettings settings = new KioskSettings(true, language.locale().getLanguage(), 30, 60, 10, "1234",
                        Optional.empty(), List.of(), 1.0, false, true, Path.of("katro.log"));
                Kiosk k = new Kiosk(scene, navigator, settings, clock::get, () -> { }, note -> { });
                k.start();
                k.stop();
                show.accept(navigator, scene);
                if (!what.equals("home")) {
                    clock.set(61_000);
                    k.tick();
                }
            } else {
                show.accept(navigator, scene);
            }
            layout(scene.getRoot());
            for (String problem : problems.apply(scene.getRoot())) {
                cut.add(width + "x" + height + " " + language + " " + what + ": " + problem);
            }
        });
    }

    /**
     * Compare's boards are the smallest of the app, a 6 x 6 one half a screen high: each row label keeps
     * its words whole at 8 px at least, at a kiosk's size and in a small window, in every language
     * (a front row's three lines give way to its short form where they do not fit).
     */
    @Test
    void compareRowLabelsKeepEightPixelsAndTheirWords(FxRobot robot) {
        List<String> problems = new ArrayList<>();
        for (int[] size : new int[][] {{1920, 1080, 1}, {1024, 640, 0}}) {
            for (Language language : Language.values()) {
                for (CompareViewModel.Preset preset : CompareViewModel.Preset.values()) {
                    lookAt(robot, problems, size[0], size[1], size[2] == 1, language, "compare " + preset, (n, scene) -> {
                        n.showCompare();
                        n.compareModel().choose(preset);
                        n.compareModel().toDivergence();
                    }, root -> {
                        List<String> out = new ArrayList<>(truncated(root));
                        for (Node n : root.lookupAll(".row-label")) {
                            Label l = (Label) n;
                            if (l.isVisible() && l.getFont().getSize() < 8) {
                                out.add("#" + l.getId() + " '" + l.getText().replace('\n', '/') + "' at "
                                        + l.getFont().getSize() + " px");
                            }
                        }
                        return out;
                    });
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    static void layout(Parent root) {
        // three times, as three pulses would: the board sizes its own font from its first layout, and
        // a side column that overflows gets its scroll bar (and so less width) from the second
        for (int i = 0; i < 3; i++) {
            root.applyCss();
            root.layout();
        }
    }

    /** The texts shown shorter than they are (an ellipsis in place of their end). */
    static List<String> truncated(Parent root) {
        List<String> out = new ArrayList<>();
        visit(root, out);
        return out;
    }

    private static void visit(Node node, List<String> out) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof Labeled l && l.getText() != null && !l.getText().isEmpty()) {
            for (Node child : l.getChildrenUnmodifiable()) {
                // the skin's text ("text"), not an icon in the graphic
                if (child instanceof Text t && t.getStyleClass().contains("text") && !t.getText().equals(l.getText())) {
                    out.add((l.getId() != null ? "#" + l.getId() : l.getStyleClass().toString()) + " shows '"
                            + t.getText() + "' of '" + l.getText() + "'");
                }
            }
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                visit(child, out);
            }
        }
    }
}
