package org.katro.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.play.PlayViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The first window on a small laptop's 1024 x 640 screen (1008 x 592 inside its frame): every screen
 * fits its width in every language, nothing laid out past the window's right edge where no scroll bar
 * leads to it.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class SmallWindowTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));
    private static final double WIDTH = 1008;
    private static final double HEIGHT = 592;

    @Start
    void start(Stage stage) {
        stage.show();
    }

    /**
     * Where the bar's words do not fit, the controls with an icon show it alone, keeping their words
     * for a screen reader and their tip for a pointer; widened, the window gives them their words back.
     */
    @Test
    void theTopBarsControlsGiveUpTheirWordsOnlyWhereTheyDoNotFit(FxRobot robot) {
        List<javafx.scene.control.Labeled> iconOnly = new ArrayList<>();
        Scene[] shown = new Scene[1];
        robot.interact(() -> {
            Scene scene = new Scene(new Region(), WIDTH, HEIGHT);
            Navigator navigator = new Navigator(scene, Language.MALAGASY, true, () -> LESSONS);
            navigator.offerLearners(() -> null);
            navigator.learner().set(LearnersViewModel.firstLearner(Language.MALAGASY));
            navigator.openGame(Navigator.workedExample());
            shown[0] = scene;
            TextFitTest.layout(scene.getRoot());
            for (Node n : scene.getRoot().lookup(".top-bar").lookupAll("*")) {
                if (n instanceof javafx.scene.control.Labeled l
                        && l.getContentDisplay() == javafx.scene.control.ContentDisplay.GRAPHIC_ONLY) {
                    iconOnly.add(l);
                }
            }
        });
        assertTrue(!iconOnly.isEmpty(), "Malagasy's words do not all fit in " + WIDTH + " px");
        for (javafx.scene.control.Labeled l : iconOnly) {
            assertTrue(l.getGraphic() != null && !l.getText().isEmpty(), l + " keeps its words");
            assertTrue(l.getTooltip() != null || org.katro.ui.shell.Tips.of(l) != null, l + " has a tip");
        }
        List<String> wordless = new ArrayList<>();
        robot.interact(() -> {
            // a wider window: its root laid out at 1280 px
            Region root = (Region) shown[0].getRoot();
            root.resize(1280, HEIGHT);
            root.layout();
            root.layout();
            for (javafx.scene.control.Labeled l : iconOnly) {
                if (l.getContentDisplay() == javafx.scene.control.ContentDisplay.GRAPHIC_ONLY) {
                    wordless.add(l.getText());
                }
            }
        });
        assertEquals(List.of(), wordless, "at 1280 px every control has its words back");
    }

    @Test
    void everyScreenFitsTheWindowsWidthInEveryLanguage(FxRobot robot) {
        List<String> past = new ArrayList<>();
        for (Language language : Language.values()) {
            check(robot, past, language, "home", Navigator::showHome);
            check(robot, past, language, "worked example", n -> n.openGame(Navigator.workedExample()));
            check(robot, past, language, "lesson", n -> n.openLesson(LESSONS.byId("rules-4-relay").orElseThrow()));
            check(robot, past, language, "play", n -> {
                PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(6) + "\nmoves 1+ 18-\n");
                n.openPlay(play);
            });
            check(robot, past, language, "compare", Navigator::showCompare);
            check(robot, past, language, "practice", Navigator::showPractice);
            check(robot, past, language, "glossary", Navigator::showGlossary);
            check(robot, past, language, "set-up", Navigator::showSetup);
        }
        assertEquals(List.of(), past);
    }

    private static void check(FxRobot robot, List<String> past, Language language, String what, Consumer<Navigator> show) {
        robot.interact(() -> {
            Scene scene = new Scene(new Region(), WIDTH, HEIGHT);
            Navigator navigator = new Navigator(scene, language, true, () -> LESSONS);
            // as the app starts outside kiosk mode: learners kept, the first one learning
            navigator.offerLearners(() -> null);
            navigator.learner().set(LearnersViewModel.firstLearner(language));
            show.accept(navigator);
            TextFitTest.layout(scene.getRoot());
            List<String> here = new ArrayList<>();
            beyond(scene.getRoot(), here);
            for (String node : here) {
                past.add(language + " " + what + ": " + node);
            }
            navigator.close();
        });
    }

    /** The outermost shown nodes that reach past the window's right edge, outside any scroll pane. */
    private static void beyond(Node node, List<String> found) {
        if (!node.isVisible() || node instanceof ScrollPane) {
            return;
        }
        Bounds b = node.localToScene(node.getLayoutBounds());
        if (b.getMaxX() > WIDTH + 1 && b.getWidth() > 0) {
            found.add(describe(node) + " to x=" + Math.round(b.getMaxX()));
            return;
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                beyond(child, found);
            }
        }
    }

    private static String describe(Node n) {
        String id = n.getId() != null ? "#" + n.getId() : "";
        return n.getClass().getSimpleName() + id + n.getStyleClass();
    }
}
