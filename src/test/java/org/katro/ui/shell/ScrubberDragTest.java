package org.katro.ui.shell;

import javafx.event.Event;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Slider;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.session.GameChange;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A fast drag of the scrubber over a long game: the pointer's moves arrive faster than the board can
 * be redrawn for each. The thumb follows every move at once and the game seeks once, to where the
 * thumb stands, after the moves queued so far; it used to seek (and redraw the board) at every move,
 * so that the thumb trailed 70 px behind the pointer on a 763-event game.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ScrubberDragTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    /** A game of at least 700 events on the 6 x 6 board, each turn its first legal move. */
    private static GameCursor longGame() {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        GameCursor c = new GameCursor(Ruleset.FIANARANTSOA, Ruleset.FIANARANTSOA.start(6), List.of());
        while (c.size() < 700 && c.winner().isEmpty()) {
            List<Move> legal = rules.legalMoves(c.last());
            c.append(legal.get(legal.size() / 2));
        }
        return c;
    }

    @Test
    void aFastDragMovesTheThumbAtOnceAndSeeksOnce(FxRobot robot) {
        GameCursor game = longGame();
        assertTrue(game.size() >= 700, game.size() + " events");
        robot.interact(() -> navigator.openGame(game));
        List<Integer> seeks = new ArrayList<>();
        navigator.game().follow(change -> {
            if (change instanceof GameChange.Shown shown) {
                seeks.add(shown.index());
            }
        });
        Slider scrubber = robot.lookup("#scrubber").queryAs(Slider.class);
        Node thumb = scrubber.lookup(".thumb");
        double[] during = new double[2];
        robot.interact(() -> {
            Bounds at = thumb.localToScene(thumb.getLayoutBounds());
            Bounds track = scrubber.localToScene(scrubber.getLayoutBounds());
            double x = at.getCenterX();
            double y = at.getCenterY();
            Event.fireEvent(thumb, mouse(MouseEvent.MOUSE_PRESSED, x, y));
            // forty moves of the pointer queued before the board could be redrawn once
            double step = (track.getWidth() * 0.6) / 40;
            for (int i = 1; i <= 40; i++) {
                Event.fireEvent(thumb, mouse(MouseEvent.MOUSE_DRAGGED, x + i * step, y));
            }
            Event.fireEvent(thumb, mouse(MouseEvent.MOUSE_RELEASED, x + 40 * step, y));
            during[0] = scrubber.getValue();
            during[1] = navigator.game().cursor().index();
        });
        assertTrue(during[0] > game.size() * 0.4, "the thumb followed the pointer at once: " + during[0]);
        assertEquals(0, during[1], "the game had not yet been redrawn for each move");
        assertEquals(1, seeks.size(), "one seek for the whole burst: " + seeks.size());
        assertEquals(Math.round(scrubber.getValue()), navigator.game().cursor().index(), "to where the thumb stands");
    }

    private static MouseEvent mouse(javafx.event.EventType<MouseEvent> type, double x, double y) {
        return new MouseEvent(type, x, y, x, y, MouseButton.PRIMARY, 1, false, false, false, false,
                true, false, false, true, false, false, null);
    }
}
