package org.katro.ui.learners;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The teacher page's progress chart draws for a pupil with 1 to 14 lessons, at 1920 x 1080 and
 * 1024 x 640, in every language: every lesson's bar is drawn (wider than nothing, as long as its
 * share of steps seen), no title, bar or count lies over another, no title is cut, and one
 * pupil's chart never reaches into the next pupil's.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ProgressChartTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));
    /** the pupils' numbers of lessons started */
    private static final List<Integer> STARTED = List.of(1, 2, 5, 14);
    @TempDir
    static Path data;
    private static Store store;

    @BeforeAll
    static void aClass() {
        store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0L);
        Learners learners = new Learners(store);
        // the longest titles first, so that 14 lessons are the hardest 14 to draw
        List<Lesson> longest = new ArrayList<>(LESSONS.lessons());
        longest.sort((a, b) -> b.title(Locale.GERMAN).length() - a.title(Locale.GERMAN).length());
        assertTrue(longest.size() >= 14, "the library has 14 lessons");
        for (int pupil = 0; pupil < STARTED.size(); pupil++) {
            String name = "Pupil " + STARTED.get(pupil);
            learners.add(new Learners.Learner(name, LearnersViewModel.PICTURES.get(pupil)));
            for (int l = 0; l < STARTED.get(pupil); l++) {
                Lesson lesson = longest.get(l);
                int steps = lesson.getSteps().size();
                // the first step only, some way in, and done
                int reached = l % 3 == 0 ? 0 : l % 3 == 1 ? steps / 2 : steps - 1;
                learners.shown(name, lesson.id(), reached, reached, l % 3 == 2, true);
            }
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
    void theChartDrawsAtKioskSizeInEveryLanguage(FxRobot robot) {
        assertEquals(List.of(), problems(robot, 1920, 1080));
    }

    @Test
    void theChartDrawsInASmallWindowInEveryLanguage(FxRobot robot) {
        assertEquals(List.of(), problems(robot, 1024, 640));
    }

    private static List<String> problems(FxRobot robot, int width, int height) {
        List<String> problems = new ArrayList<>();
        for (Language language : Language.values()) {
            robot.interact(() -> {
                Scene scene = new Scene(new Region(), width, height);
                Navigator navigator = new Navigator(scene, language, true, () -> LESSONS);
                LearnersViewModel vm = new LearnersViewModel(language, Runnable::run, Runnable::run, new Learners(store),
                        name -> { }, pin -> true, data);
                vm.lessons(LESSONS);
                navigator.openLearners(vm);
                vm.unlock("");
                for (int i = 0; i < 3; i++) {
                    scene.getRoot().applyCss();
                    scene.getRoot().layout();
                }
                String where = width + "x" + height + " " + language + ": ";
                List<GridPane> charts = scene.getRoot().lookupAll(".progress-chart").stream().map(GridPane.class::cast).toList();
                if (charts.size() != STARTED.size()) {
                    problems.add(where + charts.size() + " charts for " + STARTED.size() + " pupils");
                }
                for (int c = 0; c < charts.size(); c++) {
                    check(charts.get(c), where + "chart " + c + ": ", problems);
                    for (int d = c + 1; d < charts.size(); d++) {
                        if (bounds(charts.get(c)).intersects(bounds(charts.get(d)))) {
                            problems.add(where + "charts " + c + " and " + d + " overlap");
                        }
                    }
                }
            });
        }
        return problems;
    }

    /** One pupil's chart: each bar drawn, its share of the track; nothing over anything; no title cut. */
    private static void check(GridPane chart, String where, List<String> problems) {
        List<Node> cells = new ArrayList<>();
        for (Node n : chart.getChildren()) {
            if (n instanceof Label || n.lookup(".progress-track") != null) {
                cells.add(n);
            }
        }
        for (Node bar : chart.lookupAll(".progress-bar-seen")) {
            Region seen = (Region) bar;
            Region track = (Region) seen.getParent().lookup(".progress-track");
            if (seen.getWidth() < 2 || seen.getHeight() < 2) {
                problems.add(where + bar.getId() + " is not drawn (" + seen.getWidth() + " x " + seen.getHeight() + ")");
            }
            if (seen.getWidth() > track.getWidth() + 0.5 || track.getWidth() < 50) {
                problems.add(where + bar.getId() + " is " + seen.getWidth() + " wide on a track of " + track.getWidth());
            }
        }
        for (int a = 0; a < cells.size(); a++) {
            Node one = cells.get(a);
            if (one instanceof Label l && cut(l)) {
                problems.add(where + "'" + l.getText() + "' is cut");
            }
            if (!chart.getLayoutBounds().contains(one.getBoundsInParent())) {
                problems.add(where + describe(one) + " leaves its chart");
            }
            for (int b = a + 1; b < cells.size(); b++) {
                Bounds x = cells.get(a).getBoundsInParent();
                Bounds y = cells.get(b).getBoundsInParent();
                // touching edges are not overlapping
                if (x.getMinX() < y.getMaxX() - 0.5 && y.getMinX() < x.getMaxX() - 0.5 && x.getMinY() < y.getMaxY() - 0.5
                        && y.getMinY() < x.getMaxY() - 0.5) {
                    problems.add(where + describe(cells.get(a)) + " overlaps " + describe(cells.get(b)));
                }
            }
        }
    }

    private static String describe(Node n) {
        return n instanceof Label l ? "'" + l.getText() + "'" : "bar " + n.lookup(".progress-bar-seen").getId();
    }

    /** The label shows less than its text (an ellipsis in place of its end). */
    private static boolean cut(Label l) {
        for (Node child : l.getChildrenUnmodifiable()) {
            if (child instanceof Text t && t.getStyleClass().contains("text") && !t.getText().equals(l.getText())) {
                return true;
            }
        }
        return false;
    }

    private static Bounds bounds(Parent node) {
        return node.localToScene(node.getLayoutBounds());
    }
}
