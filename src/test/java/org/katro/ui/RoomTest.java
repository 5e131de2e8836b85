package org.katro.ui;

import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.GameCursor;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.board.BoardView;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.play.PlayViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The board uses the room it has: at every window size from 1024 x 640 to 1920 x 1080 and every board
 * from 4 x 2 to 6 x 10, on the explorer, play, lesson and compare screens, no empty band between the
 * board (its frame, row labels and hand) and the edge of its part of the screen is wider than 15 % of
 * the window's width or taller than 15 % of its height, and the hole numbers stay 12 px or more.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class RoomTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));
    private static final int[][] SIZES = {{1024, 640}, {1366, 768}, {1920, 1080}};
    private static final double MOST = 0.15;

    @Start
    void start(Stage stage) {
        // each screen is laid out in a scene of its own, without a window
    }

    @Test
    void theExplorerAndPlayBoardsFillTheirRoom(FxRobot robot) {
        List<String> wasted = new ArrayList<>();
        for (int[] size : SIZES) {
            for (Ruleset r : new Ruleset[] {Ruleset.KATRO4, Ruleset.FIANARANTSOA}) {
                for (int c = Ruleset.MIN_COLUMNS; c <= Ruleset.MAX_COLUMNS; c++) {
                    int columns = c;
                    measure(robot, wasted, size, "explorer " + r.rows() + "x" + c,
                            n -> n.openGame(new GameCursor(r, r.start(columns), List.of())));
                    if (c % 4 != 2) {
                        // the play screen is the explorer's with its panel added: three widths are enough
                        continue;
                    }
                    measure(robot, wasted, size, "play " + r.rows() + "x" + c, n -> {
                        PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 10);
                        play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
                        play.rulesetProperty().set(r);
                        play.columnsProperty().set(columns);
                        play.newGame();
                        n.openPlay(play);
                    });
                }
            }
        }
        assertEquals(List.of(), wasted);
    }

    @Test
    void everyLessonsBoardFillsItsRoom(FxRobot robot) {
        List<String> wasted = new ArrayList<>();
        assertTrue(LESSONS.lessons().size() > 10, "the bundled lessons are there to measure");
        for (int[] size : SIZES) {
            for (Lesson lesson : LESSONS.lessons()) {
                measure(robot, wasted, size, "lesson " + lesson.id(), n -> n.openLesson(lesson));
            }
        }
        assertEquals(List.of(), wasted);
    }

    @Test
    void theCompareBoardsFillTheirRoom(FxRobot robot) {
        List<String> wasted = new ArrayList<>();
        for (int[] size : SIZES) {
            for (Ruleset r : new Ruleset[] {Ruleset.KATRO4, Ruleset.FIANARANTSOA}) {
                for (int c = Ruleset.MIN_COLUMNS; c <= Ruleset.MAX_COLUMNS; c++) {
                    int columns = c;
                    measure(robot, wasted, size, "compare " + r.rows() + "x" + c, n -> {
                        n.showCompare();
                        CompareViewModel compare = n.compareModel();
                        compare.form().fill(r, r.start(columns).toString(), "");
                        compare.secondProperty().set(r);
                        compare.compare();
                    }, n -> !n.compareModel().busyProperty().get()
                            && n.compareModel().leftProperty().get().cursor().geometry().columns() == columns);
                }
            }
        }
        assertEquals(List.of(), wasted);
    }

    private static void measure(FxRobot robot, List<String> wasted, int[] size, String what, Consumer<Navigator> show) {
        measure(robot, wasted, size, what, show, n -> true);
    }

    /** Shows a screen, waits until {@code ready} (a comparison is worked out on a thread), then measures. */
    private static void measure(FxRobot robot, List<String> wasted, int[] size, String what, Consumer<Navigator> show,
            Predicate<Navigator> ready) {
        Scene[] scene = new Scene[1];
        Navigator[] navigator = new Navigator[1];
        robot.interact(() -> {
            scene[0] = new Scene(new Region(), size[0], size[1]);
            navigator[0] = new Navigator(scene[0], Language.ENGLISH, true, () -> LESSONS);
            show.accept(navigator[0]);
        });
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> ready.test(navigator[0]));
        } catch (TimeoutException e) {
            throw new AssertionError(what + " is not ready", e);
        }
        robot.interact(() -> {
            TextFitTest.layout(scene[0].getRoot());
            String where = size[0] + "x" + size[1] + " " + what + ": ";
            List<BoardView> boards = boards(scene[0].getRoot(), new ArrayList<>());
            if (boards.isEmpty()) {
                wasted.add(where + "no board shown");
            }
            for (BoardView board : boards) {
                Bounds room = board.getParent().localToScene(board.getParent().getLayoutBounds());
                Bounds drawn = board.localToScene(drawn(board));
                double left = drawn.getMinX() - room.getMinX();
                double right = room.getMaxX() - drawn.getMaxX();
                double top = drawn.getMinY() - room.getMinY();
                double bottom = room.getMaxY() - drawn.getMaxY();
                if (Math.max(left, right) > MOST * size[0] || Math.max(top, bottom) > MOST * size[1]) {
                    wasted.add(where + String.format("bands left %.0f right %.0f top %.0f bottom %.0f", left, right,
                            top, bottom));
                }
                Label number = (Label) board.lookup(".hole .number");
                if (number.getFont().getSize() < 12) {
                    wasted.add(where + "hole numbers at " + number.getFont().getSize() + " px");
                }
            }
        });
    }

    private static List<BoardView> boards(Node node, List<BoardView> out) {
        if (node instanceof BoardView b) {
            out.add(b);
        } else if (node instanceof javafx.scene.Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                boards(child, out);
            }
        }
        return out;
    }

    /** What the board draws: its frame, row labels, holes and hand (not its empty margins). */
    private static Bounds drawn(BoardView board) {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (Node child : board.getChildrenUnmodifiable()) {
            Bounds b = child.getBoundsInParent();
            if (child.isVisible() && !b.isEmpty() && b.getWidth() > 0 && b.getHeight() > 0) {
                minX = Math.min(minX, b.getMinX());
                minY = Math.min(minY, b.getMinY());
                maxX = Math.max(maxX, b.getMaxX());
                maxY = Math.max(maxY, b.getMaxY());
            }
        }
        return new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }
}
