package org.katro.ui;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
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

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The explorer as an analysis board: a loaded game lists every turn, those played and those to come
 * (marked), and a tap on a later turn jumps there.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class MoveListTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));
    private Navigator navigator;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
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
}
