package org.katro.ui.explorer;

import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.ui.shell.BackgroundJob;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.solver.Analysis;
import org.katro.solver.Solver;
import org.katro.solver.Value;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.shell.Screen;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Best moves" on the real explorer and play screens: the switch, each legal move's value on the
 * board (as the solver, asked here directly, gives it), the position's value beside the board, the
 * line a value opens, stepped seed by seed, and marks that go at once when the position changes, the
 * switch goes off or a search is dropped. katro4 4 x 2, whose start is settled at once.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class BestMovesScreenTest {
    /** a hang guard only: the 4 x 2 start is proved in milliseconds */
    private static final int GUARD = 60;
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        // a game of one turn (South's loss in 2), seen from its start
        navigator.openGame(new GameCursor(Ruleset.KATRO4, Ruleset.KATRO4.start(2), List.of(new Move(1, Direction.MINUS))));
        stage.setScene(scene);
        stage.show();
        scene.getRoot().applyCss();
        scene.getRoot().layout();
    }

    private static List<Node> shownMarks(FxRobot robot) {
        return robot.lookup(".value-mark").queryAll().stream().filter(Node::isVisible).toList();
    }

    private static String summary(FxRobot robot) {
        return robot.lookup("#best-summary").queryAs(Label.class).getText();
    }

    private static void waitFor(FxRobot robot, java.util.concurrent.Callable<Boolean> done) throws Exception {
        WaitForAsyncUtils.waitFor(GUARD, TimeUnit.SECONDS, done);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Every job given to the marks' thread before now has returned: a dropped search is over. */
    private void searchesOver() throws InterruptedException {
        CountDownLatch over = new CountDownLatch(1);
        navigator.workers().bestMoves().execute(over::countDown);
        assertTrue(over.await(GUARD, TimeUnit.SECONDS), "hang guard");
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void eachLegalMoveCarriesTheSolversValueAndItsLineStepsSeedBySeed(FxRobot robot) throws Exception {
        assertFalse(robot.lookup("#bestMoves").queryAs(ToggleButton.class).isSelected(), "off at first");
        assertEquals(List.of(), shownMarks(robot));
        robot.clickOn("#bestMoves");
        waitFor(robot, () -> summary(robot).equals("South to move: wins in 1 turn."));

        Position start = Ruleset.KATRO4.start(2);
        Analysis solved = new Solver(Ruleset.KATRO4, 64L << 20).solve(start, Duration.ofMinutes(1), () -> false);
        Geometry g = new Geometry(4, 2);
        int marked = 0;
        for (Player side : Player.values()) {
            for (int n = 1; n <= g.holesPerPlayer(); n++) {
                Hole hole = g.hole(side, n);
                for (Direction d : Direction.values()) {
                    Move m = new Move(n, d);
                    Label mark = robot.lookup("#value-" + hole.name() + d.symbol()).queryAs(Label.class);
                    Value v = side == Player.SOUTH ? solved.moves().stream().filter(mv -> mv.move().equals(m))
                            .map(Analysis.MoveValue::value).findFirst().orElse(null) : null;
                    assertEquals(v != null, mark.isVisible(), hole.name() + d.symbol());
                    if (v != null) {
                        marked++;
                        String words = v.kind() == Value.Kind.WIN ? "win in 1 turn" : "loss in 2 turns";
                        assertEquals(v.kind() == Value.Kind.WIN ? "\u27131" : "\u27172", mark.getText());
                        assertEquals(hole.name() + d.symbol() + ": " + words, mark.getAccessibleText());
                    }
                }
            }
        }
        assertEquals(solved.moves().size(), marked);
        assertEquals(4, marked);
        assertEquals(List.of("S1+: win in 1 turn", "S2-: win in 1 turn", "S1-: loss in 2 turns", "S2+: loss in 2 turns"),
                robot.lookup(".best-row").queryAllAs(Button.class).stream().map(Button::getText).toList());

        // a step away: the marks go at once; back between turns, they are proved again
        robot.clickOn("#forward");
        assertEquals(List.of(), shownMarks(robot));
        assertEquals("The values show between two turns.", summary(robot));
        robot.clickOn("#first");
        waitFor(robot, () -> shownMarks(robot).size() == 4);

        // the loss in 2 opens its line from the list: two turns, stepped seed by seed, North winning at
        // its end, under a sentence that says so
        robot.clickOn("#best-1-");
        waitFor(robot, () -> navigator.screenProperty().get().equals(Screen.LINE));
        assertEquals("S1- loses in 2 turns: here is how North wins.",
                robot.lookup("#line-heading").queryAs(Label.class).getText());
        // the narration says so too, not "the starting board": the line starts where the game was
        assertEquals("S1- loses in 2 turns: here is how North wins. Step forward to follow the line one seed at a time.",
                robot.lookup("#narration").queryAs(Label.class).getText());
        GameCursor line = navigator.game().cursor();
        assertEquals(start, line.start());
        assertEquals(2, line.turns().size());
        assertEquals(new Move(1, Direction.MINUS), line.turns().get(0).move());
        assertEquals(0, line.index());
        robot.clickOn("#forward");
        assertEquals(1, line.index(), "one seed at a time");
        assertTrue(robot.lookup("#narration").queryAs(Label.class).getText().startsWith("S1-, turn 1 of 2: South lifts"));
        robot.clickOn("#last");
        assertEquals(java.util.Optional.of(Player.NORTH), line.winner());
        robot.clickOn("#line-back");
        assertEquals(Screen.EXPLORER, navigator.screenProperty().get());
        assertEquals(1, navigator.game().cursor().turns().size(), "the game itself, as it was");
        waitFor(robot, () -> shownMarks(robot).size() == 4);

        // off: nothing left
        robot.clickOn("#bestMoves");
        assertEquals(List.of(), shownMarks(robot));
        assertFalse(robot.lookup("#best-summary").query().isVisible());
        assertEquals(List.of(), robot.lookup(".best-row").queryAll().stream().toList());
    }

    @Test
    void aDroppedSearchLeavesNoMarkBehind(FxRobot robot) throws Exception {
        // the 6 x 6 start is far from settled: its search is still under way when it is dropped
        robot.interact(() -> navigator.openGame(new GameCursor(Ruleset.FIANARANTSOA, Ruleset.FIANARANTSOA.start(6),
                List.of(new Move(1, Direction.PLUS)))));
        robot.clickOn("#bestMoves");
        assertEquals("South to move: looking for the best moves\u2026", summary(robot));
        robot.clickOn("#bestMoves");
        searchesOver();
        assertEquals(List.of(), shownMarks(robot));
        assertFalse(robot.lookup("#best-summary").query().isVisible());

        // dropped by a step into the first turn's lap, where no values are shown
        robot.clickOn("#bestMoves");
        robot.clickOn("#forward");
        searchesOver();
        assertEquals(List.of(), shownMarks(robot));
        assertEquals("The values show between two turns.", summary(robot));

        // dropped by leaving the screen
        robot.clickOn("#first");
        assertEquals("South to move: looking for the best moves\u2026", summary(robot));
        var game = navigator.game();
        robot.interact(navigator::showHome);
        searchesOver();
        assertEquals(null, game.boardProperty().get().best());
    }

    @Test
    void onThePlayScreenTheChosenHolesArrowsCarryTheirValues(FxRobot robot) throws Exception {
        robot.interact(() -> {
            PlayViewModel play = new PlayViewModel(Language.ENGLISH, BackgroundJob.thread("katro-computer"), Platform::runLater, 30);
            play.rulesetProperty().set(Ruleset.KATRO4);
            play.columnsProperty().set(2);
            play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
            play.newGame();
            navigator.openPlay(play);
        });
        // by Undo and Hint, in the side column's view without scrolling: a click, where a finger would tap
        Node toggle = robot.lookup("#bestMoves").query();
        javafx.geometry.Bounds shown = toggle.localToScene(toggle.getLayoutBounds());
        Node column = toggle.getParent();
        while (!(column instanceof javafx.scene.control.ScrollPane)) {
            column = column.getParent();
        }
        javafx.geometry.Bounds view = column.localToScene(column.getLayoutBounds());
        assertTrue(view.contains(shown), "the switch " + shown + " in the column's view " + view);
        robot.clickOn(toggle);
        assertTrue(robot.lookup("#bestMoves").queryAs(ToggleButton.class).isSelected(), "the click reached it");
        waitFor(robot, () -> shownMarks(robot).size() == 4);
        robot.clickOn("#hole-S1");
        assertEquals("\u27131", robot.lookup("#arrow-plus").queryAs(Button.class).getText());
        assertEquals("\u27172", robot.lookup("#arrow-minus").queryAs(Button.class).getText());
        assertFalse(robot.lookup("#value-S1+").query().isVisible(), "on the arrows instead");
        robot.clickOn("#arrow-plus");
        // the winning move played: the game is over, no move is left to mark
        assertEquals(List.of(), shownMarks(robot));
        robot.clickOn("#last");
        assertEquals("The game is over: no move is left.", summary(robot));
        assertEquals(List.of(), shownMarks(robot));
    }
}
