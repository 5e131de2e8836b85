package org.katro.ui.play;

import javafx.scene.Scene;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Move;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * In a 1024 x 640 and a 1280 x 800 window, on the narrowest and widest boards of four and six rows,
 * a pointer reaches "Best moves" and Hint where the play screen opens, the side column not scrolled:
 * a real click, at the start and after a turn and the computer's reply, switches Best moves on and
 * off and gives a hint. Before, on 6 x 6 "Best moves" wrapped under Undo and Hint, below the side
 * column's edge, and the click fell on the seeds' count under it.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class PlayButtonsByPointerTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.show();
    }

    @Test
    void bestMovesAndHintTakeAClickOnEveryBoardInSmallWindows(FxRobot robot) {
        List<String> missed = new ArrayList<>();
        for (int[] size : new int[][] {{1024, 640}, {1280, 800}}) {
            PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 20);
            robot.interact(() -> {
                Scene scene = new Scene(new Region(), size[0], size[1]);
                new Navigator(scene, Language.ENGLISH, true, () -> LESSONS).openPlay(play);
                stage.setScene(scene);
                stage.sizeToScene();
                stage.setX(0);
                stage.setY(0);
            });
            // the narrowest and widest boards of each height: where the side column is widest and narrowest
            for (Ruleset r : List.of(Ruleset.GOROBAKA, Ruleset.FIANARANTSOA)) {
                for (int columns : r.rows() == 4 ? new int[] {2, 10} : new int[] {2, 6}) {
                    String where = size[0] + "x" + size[1] + " " + r.rows() + "x" + columns;
                    int c = columns;
                    robot.interact(() -> play.playOn(r, c));
                    WaitForAsyncUtils.waitForFxEvents();
                    switchedByAClick(robot, where + ", at the start", missed);
                    robot.interact(() -> {
                        Move first = play.game().cursor().rules().legalMoves(play.game().cursor().last()).get(0);
                        play.game().play(first);
                        play.game().last();
                    });
                    WaitForAsyncUtils.waitForFxEvents();
                    if (play.game().cursor().winner().isPresent()) {
                        missed.add(where + ": the game ended at once; the fixture needs a longer game");
                        continue;
                    }
                    robot.clickOn("#hint");
                    WaitForAsyncUtils.waitForFxEvents();
                    if (play.hintProperty().get().isEmpty()) {
                        missed.add(where + ", after a turn and the reply: Hint gave nothing");
                    }
                    switchedByAClick(robot, where + ", after a turn and the reply", missed);
                }
            }
        }
        assertEquals(List.of(), missed);
    }

    /** Two clicks on "Best moves": on, then off again. */
    private static void switchedByAClick(FxRobot robot, String where, List<String> missed) {
        ToggleButton best = robot.lookup("#bestMoves").queryAs(ToggleButton.class);
        for (boolean on : new boolean[] {true, false}) {
            robot.clickOn("#bestMoves");
            WaitForAsyncUtils.waitForFxEvents();
            if (best.isSelected() != on) {
                missed.add(where + ": a click did not switch Best moves " + (on ? "on" : "off"));
                robot.interact(() -> best.setSelected(false));
                return;
            }
        }
    }
}
