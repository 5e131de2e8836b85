package org.katro.ui.glance;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The game at a glance on the explorer, driven on the real screen with the worked example: each
 * side's seeds follow the board seed by seed, a tap on a turn goes there, the scrubber marks the
 * turns and captures where its thumb stands at them, and the chart's mark follows the event shown.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class GlanceScreenTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.openWorkedExample();
        stage.setScene(scene);
        stage.show();
        scene.getRoot().applyCss();
        scene.getRoot().layout();
    }

    private GameCursor cursor() {
        return navigator.game().cursor();
    }

    /** What a visitor would count: the numbers on a side's holes, and its hand while it sows. */
    private int counted(FxRobot robot, Player side) {
        int sum = 0;
        for (int n = 1; n <= cursor().geometry().holesPerPlayer(); n++) {
            Hole h = cursor().geometry().hole(side, n);
            sum += Integer.parseInt(robot.lookup("#count-" + h.name()).queryAs(Label.class).getText());
        }
        Event e = cursor().current().orElse(null);
        if (e != null && e.player() == side) {
            sum += Integer.parseInt(robot.lookup("#hand-count").queryAs(Label.class).getText());
        }
        return sum;
    }

    private static String total(FxRobot robot, String side) {
        return robot.lookup("#total-" + side).queryAs(Label.class).getText();
    }

    @Test
    void eachSidesSeedsFollowTheBoardSeedBySeed(FxRobot robot) {
        Set<String> southSeen = new java.util.HashSet<>();
        // through the first turn and its captures, one seed at a time
        int end = cursor().turnStarts().get(1);
        for (int k = 0; k <= end; k++) {
            assertEquals("South: " + counted(robot, Player.SOUTH) + " seeds", total(robot, "south"), "event " + k);
            assertEquals("North: " + counted(robot, Player.NORTH) + " seeds", total(robot, "north"), "event " + k);
            southSeen.add(total(robot, "south"));
            robot.type(KeyCode.RIGHT);
        }
        assertTrue(southSeen.size() > 1, "South's seeds change when it captures");
    }

    @Test
    void aTapOnATurnGoesThere(FxRobot robot) {
        // the turns are listed once played: from the game's end, every one
        robot.type(KeyCode.END);
        TableRow<?> second = robot.lookup("#move-list .table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(r -> r.getIndex() == 1).findFirst().orElseThrow();
        robot.clickOn(second);
        int start = cursor().turnStarts().get(1);
        assertEquals(start + 1, cursor().index(), "the second turn's lift is shown");
        assertEquals("Event " + (start + 1) + " of 184", robot.lookup(".step-counter").queryAs(Label.class).getText());
        assertTrue(second.isSelected());
        robot.type(KeyCode.HOME);
        assertTrue(robot.lookup("#move-list").queryAs(TableView.class).getSelectionModel().isEmpty(), "the list follows the game");
    }

    /**
     * Nothing still to come is told but the moves: at each event, walked forwards and then back, the
     * list holds the turns begun so far as played, the one shown with the seeds taken up to then, and
     * the later ones as to come, with nothing of what they take; each side's line on the chart ends
     * at the event shown with the seeds on its holes and in its hand.
     */
    @Test
    void onlyTheTurnsBegunSoFarAreListedAndTheChartStopsAtTheEventShown(FxRobot robot) {
        TableView<?> table = robot.lookup("#move-list").queryAs(TableView.class);
        LineChart<?, ?> chart = robot.lookup("#seed-chart").queryAs(LineChart.class);
        GlancePanel panel = robot.lookup(".glance").queryAs(GlancePanel.class);
        List<Integer> starts = cursor().turnStarts();
        List<Event> events = cursor().events();
        int end = events.size();
        List<Integer> order = new java.util.ArrayList<>();
        for (int k = 0; k <= end; k++) {
            order.add(k);
        }
        for (int k = end - 1; k >= 0; k--) {
            order.add(k);
        }
        for (int k : order) {
            robot.interact(() -> navigator.game().seek(k));
            int begun = 0;
            while (begun < starts.size() - 1 && starts.get(begun) < k) {
                begun++;
            }
            assertEquals(starts.size() - 1, table.getItems().size(), "every turn listed at event " + k);
            for (int t = begun; t < starts.size() - 1; t++) {
                GlanceModel.MoveRow later = (GlanceModel.MoveRow) table.getItems().get(t);
                assertTrue(later.coming(), "turn " + (t + 1) + " still to come at event " + k);
                assertEquals(0, later.captured(), "what turn " + (t + 1) + " takes is not told at event " + k);
            }
            for (int t = 0; t < begun; t++) {
                assertTrue(!((GlanceModel.MoveRow) table.getItems().get(t)).coming(), "turn " + (t + 1) + " played");
                int taken = 0;
                for (int i = starts.get(t); i < Math.min(k, starts.get(t + 1)); i++) {
                    taken += events.get(i) instanceof Event.Capture c ? c.count() : 0;
                }
                assertEquals(taken, ((GlanceModel.MoveRow) table.getItems().get(t)).captured(),
                        "seeds turn " + (t + 1) + " took by event " + k);
            }
            for (int side = 0; side < 2; side++) {
                List<? extends XYChart.Data<?, ?>> line = chart.getData().get(side).getData();
                XYChart.Data<?, ?> last = line.get(line.size() - 1);
                assertEquals(panel.chartMark(), ((Number) last.getXValue()).doubleValue(), 1e-9, "line's end at event " + k);
                Player p = side == 0 ? Player.SOUTH : Player.NORTH;
                assertEquals(counted(robot, p), ((Number) last.getYValue()).intValue(), p + "'s line's end against its holes at event " + k);
            }
        }
        assertTrue(table.getItems().stream().allMatch(r -> ((GlanceModel.MoveRow) r).coming()),
                "at the start: no turn played yet");
    }

    @Test
    void theScrubberMarksTurnsAndCapturesWhereItsThumbStandsAtThem(FxRobot robot) {
        List<Integer> captures = new java.util.ArrayList<>();
        for (int i = 0; i < cursor().events().size(); i++) {
            if (cursor().events().get(i) instanceof Event.Capture) {
                captures.add(i + 1);
            }
        }
        List<Node> turnMarks = List.copyOf(robot.lookup(".turn-mark").queryAll());
        List<Node> captureMarks = List.copyOf(robot.lookup(".capture-mark").queryAll());
        assertEquals(cursor().turns().size() - 1, turnMarks.size(), "a mark where each turn after the first starts");
        assertEquals(captures.size(), captureMarks.size(), "a mark after each capture");
        Slider slider = robot.lookup(".controls .slider").queryAs(Slider.class);
        for (Node mark : turnMarks.size() > 0 ? List.of(turnMarks.get(0), captureMarks.get(captureMarks.size() - 1))
                : captureMarks) {
            int k = (Integer) mark.getUserData();
            robot.interact(() -> navigator.game().seek(k));
            Node thumb = slider.lookup(".thumb");
            Bounds t = thumb.localToScene(thumb.getLayoutBounds());
            Bounds m = mark.localToScene(mark.getLayoutBounds());
            assertEquals(t.getCenterX(), m.getCenterX(), 2, "the mark of event " + k + " sits under the thumb there");
        }
        assertTrue(captures.contains((Integer) captureMarks.get(0).getUserData()));
    }

    @Test
    void theChartMarksTheEventShown(FxRobot robot) {
        GlancePanel panel = robot.lookup(".glance").queryAs(GlancePanel.class);
        assertEquals(0, panel.chartMark(), 1e-9);
        robot.type(KeyCode.PAGE_DOWN);
        assertEquals(1, panel.chartMark(), 1e-9, "at the end of the first turn");
        robot.type(KeyCode.RIGHT);
        double inside = panel.chartMark();
        assertTrue(inside > 1 && inside < 2, "inside the second turn: " + inside);
        robot.type(KeyCode.END);
        assertEquals(cursor().turns().size(), panel.chartMark(), 1e-9);
    }
}
