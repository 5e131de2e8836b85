package org.katro.ui.projector;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The projector in a 1024 x 640 window (a small projector, or a laptop's screen shared), in every
 * language: at every step of the worked example, its question asked, counted down and answered,
 * the side column's words fit its height, with no scroll bar for the teacher to move in front of
 * the class.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ProjectorColumnTest {
    private static final int WIDTH = 1024;
    private static final int HEIGHT = 640;
    /** more presses than the worked example has steps, questions and answers */
    private static final int PRESSES = 80;

    @Start
    void start(Stage stage) {
    }

    @Test
    void theSideColumnFitsWithoutAScrollInEveryLanguage(FxRobot robot) {
        List<String> problems = new ArrayList<>();
        robot.interact(() -> {
            for (Language language : Language.values()) {
                Scene scene = new Scene(new Region(), WIDTH, HEIGHT);
                Navigator n = new Navigator(scene, language, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
                n.projectorProperty().set(true);
                n.openLesson(n.library().byId("worked-example").orElseThrow());
                LessonPlayerModel lesson = n.lessonPlayer();
                int presses = -1;
                for (int press = 0; press <= PRESSES && problems.size() < 10; press++) {
                    for (int pass = 0; pass < 3; pass++) {
                        scene.getRoot().applyCss();
                        scene.getRoot().layout();
                    }
                    ScrollPane side = (ScrollPane) scene.getRoot().lookup(".side-scroll");
                    Region words = (Region) side.getContent();
                    double room = side.getViewportBounds().getHeight();
                    boolean scrollBar = side.lookupAll(".scroll-bar").stream().anyMatch(b -> b instanceof ScrollBar bar
                            && bar.getOrientation() == Orientation.VERTICAL && bar.isVisible());
                    if (words.getHeight() > room + 0.5 || scrollBar) {
                        problems.add(language + ", press " + press + " (step " + lesson.stepProperty().get() + "): "
                                + Math.round(words.getHeight()) + " px of words in " + Math.round(room) + (scrollBar ? ", a scroll bar" : ""));
                    }
                    if (lesson.endedProperty().get()) {
                        presses = press;
                        break;
                    }
                    Node root = scene.getRoot();
                    root.fireEvent(new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.PAGE_DOWN, false, false, false, false));
                    lesson.finishStep();
                }
                if (presses < 0) {
                    problems.add(language + ": the lesson's end not reached in " + PRESSES + " presses");
                }
            }
        });
        assertEquals(List.of(), problems);
    }
}
