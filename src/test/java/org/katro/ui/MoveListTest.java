package org.katro.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.GameCursor;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.glance.GlanceModel.MoveRow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The explorer as an analysis board: a loaded game lists every turn, those played and those to come
 * (marked), a tap on a later turn jumps there, and the list shows at least 8 whole rows at 1920x1080
 * and 4 at 1024x640, the turn shown among them, beside or under every board.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class MoveListTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LESSONS);
        navigator.openGame(game(Ruleset.FIANARANTSOA, 4));
        stage.setScene(scene);
        stage.show();
        TextFitTest.layout(scene.getRoot());
    }

    /** A game of at least 14 turns (up to 30) of {@code r} on {@code columns} columns, the same every time, at its start. */
    static GameCursor game(Ruleset r, int columns) {
        for (int seed = 45; ; seed++) {
            GameCursor game = new GameCursor(r, r.start(columns), List.of());
            SplittableRandom random = new SplittableRandom(seed);
            for (int i = 0; i < 30; i++) {
                game.rules().randomMove(game.last(), random).ifPresent(game::append);
            }
            if (game.turns().size() >= 14) {
                game.toFirst();
                return game;
            }
        }
    }

    private static List<MoveRow> rows(FxRobot robot) {
        TableView<?> table = robot.lookup("#move-list").queryAs(TableView.class);
        return table.getItems().stream().map(MoveRow.class::cast).toList();
    }

    @Test
    void everyTurnIsListedAndATapOnALaterOneJumpsThere(FxRobot robot) {
        GameCursor cursor = navigator.game().cursor();
        List<Integer> starts = cursor.turnStarts();
        int turns = cursor.turns().size();
        assertTrue(turns >= 12, "a long game: " + turns);
        robot.interact(() -> navigator.game().seek(starts.get(2) + 1));
        List<MoveRow> rows = rows(robot);
        assertEquals(turns, rows.size(), "every turn of the game, those to come too");
        for (int t = 0; t < turns; t++) {
            assertEquals(t > 2, rows.get(t).coming(), "turn " + (t + 1) + " at the third turn");
        }
        // the turns to come are marked, not by colour alone: in italics
        Node later = robot.lookup("#move-list .table-row-cell").<TableRow<?>>match(r -> r.getIndex() == 4).query();
        assertTrue(later.getPseudoClassStates().stream().anyMatch(p -> p.getPseudoClassName().equals("coming")));
        Labeled cell = (Labeled) later.lookup(".table-cell");
        assertTrue(cell.getFont().getStyle().toLowerCase().matches(".*(italic|oblique).*"), cell.getFont().getStyle());

        robot.clickOn(later);
        assertEquals(starts.get(4) + 1, cursor.index(), "the fifth turn's lift is shown");
        assertEquals("Event " + (starts.get(4) + 1) + " of " + cursor.size(),
                robot.lookup(".step-counter").queryAs(Label.class).getText());
        assertTrue(robot.lookup(".status").queryAs(Label.class).getText().startsWith("Turn 5"),
                robot.lookup(".status").queryAs(Label.class).getText());
        assertFalse(rows(robot).get(4).coming(), "the turn jumped to is played now");
        assertTrue(rows(robot).get(5).coming());
    }

    @Test
    void theListShowsItsRowsAtBothEndsOfTheSizeRange(FxRobot robot) {
        List<String> short_ = new ArrayList<>();
        for (int[] size : new int[][] {{1920, 1080}, {1024, 640}}) {
            int least = size[0] == 1920 ? 8 : 4;
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                for (Ruleset r : List.of(Ruleset.GOROBAKA, Ruleset.FIANARANTSOA)) {
                    int most = r.rows() == 6 ? 6 : Ruleset.MAX_COLUMNS;
                    for (int columns = Ruleset.MIN_COLUMNS; columns <= most; columns++) {
                        String what = size[0] + "x" + size[1] + " " + language + " " + r.rows() + "x" + columns;
                        List<Integer> whole = wholeRows(robot, size, language, game(r, columns));
                        int turn = whole.remove(whole.size() - 1);
                        if (whole.size() < least || !whole.contains(turn)) {
                            short_.add(what + ": rows " + whole + " in view, turn shown " + turn);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), short_);
    }

    /**
     * The explorer on {@code game} at its thirteenth turn, in a scene of {@code size} of its own (no
     * window, so nothing an earlier test left in one), laid out until the rows in view hold still: the
     * rows of the list whole in view (inside the list's own viewport and the glance's), then the turn shown.
     */
    private static List<Integer> wholeRows(FxRobot robot, int[] size, Language language, GameCursor game) {
        Scene[] scene = new Scene[1];
        Navigator[] n = new Navigator[1];
        robot.interact(() -> {
            scene[0] = new Scene(new Region(), size[0], size[1]);
            n[0] = new Navigator(scene[0], language, true, () -> LESSONS);
            n[0].openGame(game);
            n[0].game().seek(game.turnStarts().get(Math.min(12, game.turns().size() - 1)) + 1);
        });
        List<List<Integer>> seen = new ArrayList<>();
        // each pass may move the room (the board sizes its font, the column gets its scroll bar, the list scrolls)
        for (int pass = 0; pass < 10 && (seen.size() < 2 || !seen.get(seen.size() - 1).equals(seen.get(seen.size() - 2))); pass++) {
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                TextFitTest.layout(scene[0].getRoot());
                List<Integer> whole = wholeRows(scene[0]);
                whole.add(n[0].game().glance().currentTurnProperty().get());
                seen.add(whole);
            });
        }
        return new ArrayList<>(seen.get(seen.size() - 1));
    }

    /** The rows of the list whole in view: inside the list's own viewport and the glance's. */
    private static List<Integer> wholeRows(Scene scene) {
        Node table = scene.getRoot().lookup("#move-list");
        Bounds list = bounds(table.lookup(".clipped-container"));
        ScrollPane glance = (ScrollPane) scene.getRoot().lookup(".glance-scroll");
        Bounds room = bounds(glance.lookup(".viewport"));
        double top = Math.max(list.getMinY(), room.getMinY());
        double bottom = Math.min(list.getMaxY(), room.getMaxY());
        List<Integer> whole = new ArrayList<>();
        for (Node n : table.lookupAll(".table-row-cell")) {
            if (n instanceof TableRow<?> row && row.isVisible() && row.getItem() != null) {
                Bounds b = bounds(row);
                if (b.getMinY() >= top - 0.5 && b.getMaxY() <= bottom + 0.5) {
                    whole.add(row.getIndex());
                }
            }
        }
        whole.sort(null);
        return whole;
    }

    private static Bounds bounds(Node n) {
        return n.localToScene(n.getLayoutBounds());
    }
}
