package org.katro.ui.projector;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.board.BoardView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The projected board read from the back row at 1920 x 1080: the board takes at least half the
 * screen's width or height, and every hole's number and count is 36 px or more.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ProjectedBoardTest {
    private static final double WIDTH = 1920;
    private static final double HEIGHT = 1080;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), WIDTH, HEIGHT);
        Navigator navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.projectorProperty().set(true);
        navigator.openLesson(navigator.library().byId("worked-example").orElseThrow());
    }

    @Test
    void theBackRowReadsTheBoard(FxRobot robot) {
        robot.interact(() -> {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        });
        BoardView board = (BoardView) scene.getRoot().lookup(".board-view");
        Node frame = board.lookup(".board-frame");
        Bounds onScreen = frame.localToScene(frame.getBoundsInLocal());
        assertTrue(onScreen.getWidth() >= WIDTH / 2 || onScreen.getHeight() >= HEIGHT / 2,
                "the board: " + onScreen.getWidth() + " x " + onScreen.getHeight() + " px");
        Set<Node> numbers = board.lookupAll(".hole .number");
        Set<Node> counts = board.lookupAll(".hole .count");
        assertFalse(numbers.isEmpty());
        assertFalse(counts.isEmpty());
        for (Node n : numbers) {
            assertTrue(((Label) n).getFont().getSize() >= 36, "a hole number: " + ((Label) n).getFont().getSize() + " px");
        }
        for (Node n : counts) {
            assertTrue(((Label) n).getFont().getSize() >= 36, "a count: " + ((Label) n).getFont().getSize() + " px");
        }
    }
}
