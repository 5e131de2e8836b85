package org.katro.ui.play;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.Overlap;
import org.katro.ui.shell.Screen;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Best moves" on the play screen at 1024 x 640, the 6 x 2 board, whose holes are small there: the
 * marks' digits are readable (14 px at least), none covers a count, a tap on a mark reaches the hole
 * under it, which is chosen, rather than opening a line, and S1's arrows stay off the scrubber. Each
 * used to fail: 9 px digits, marks stacked on the count, a tap meant to play S6 opening "The line the
 * solver found", and S1's arrow hanging over the scrubber.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class MarksLeaveTheHolesFreeTest {
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1024, 640);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    private List<Node> shownMarks(FxRobot robot) {
        return robot.lookup(".value-mark").queryAll().stream().filter(Node::isVisible).toList();
    }

    @Test
    void marksAreReadableClearOfTheCountsAndATapReachesTheHole(FxRobot robot) throws Exception {
        PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 20);
        robot.interact(() -> {
            play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(2) + "\nmoves\n");
            play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
            navigator.openPlay(play);
        });
        robot.clickOn("#bestMoves");
        // a hang guard only: the 6 x 2 start is settled within a second or two
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> shownMarks(robot).size() == 12).get());
        robot.interact(() -> {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        });
        List<String> wrong = new ArrayList<>();
        for (Node mark : shownMarks(robot)) {
            double size = ((Label) mark).getFont().getSize();
            if (size < 14) {
                wrong.add("#" + mark.getId() + " at " + size + " px");
            }
            for (Node count : robot.lookup(".count").queryAll()) {
                if (count.isVisible() && Overlap.covers(drawn(mark), drawn(count))) {
                    wrong.add("#" + mark.getId() + " on #" + count.getId());
                }
            }
        }
        assertEquals(List.of(), wrong);

        Hole s6 = play.game().cursor().geometry().hole(Player.SOUTH, 6);
        Node mark = robot.lookup("#value-S6+").query();
        assertTrue(mark.isVisible());
        robot.clickOn(mark);
        assertEquals(Screen.PLAY, navigator.screenProperty().get(), "no line opened");
        assertEquals(s6, play.game().selectedHoleProperty().get(), "the tap chose the hole under the mark");

        // S1's arrow along the serpent's turn round the board's foot stays on the board, off the scrubber
        robot.interact(() -> {
            play.game().selectHole(play.game().cursor().geometry().hole(Player.SOUTH, 1));
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        });
        Bounds scrubber = drawn(robot.lookup("#scrubber").query());
        for (String arrow : List.of("#arrow-plus", "#arrow-minus")) {
            Node a = robot.lookup(arrow).query();
            assertTrue(a.isVisible(), arrow);
            assertTrue(!Overlap.covers(drawn(a), scrubber), arrow + " " + drawn(a) + " over the scrubber " + scrubber);
        }
    }

    private static Bounds drawn(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }
}
