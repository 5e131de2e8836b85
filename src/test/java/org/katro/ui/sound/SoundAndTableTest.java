package org.katro.ui.sound;

import javafx.application.Platform;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.ui.shell.BackgroundJob;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.play.PlayViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The sound button in the top bar, and table mode on the play screen: North's labels
 * and controls turned to face North, on North's half, big enough for a finger.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class SoundAndTableTest {
    private Navigator navigator;
    private PlayViewModel play;

    @Start
    void start(Stage stage) {
        // the headless screen's size; the screenshots in the docs are 1920 x 1080
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        // a test machine may have no sound device: whatever it logs is not the test's
        navigator.sound().logTo(line -> { });
        play = new PlayViewModel(Language.ENGLISH, BackgroundJob.thread("katro-computer"), Platform::runLater, 30);
        play.newGame();
        navigator.openPlay(play);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theSoundButtonTurnsSoundOnAndOffAndKeepsItFromScreenToScreen(FxRobot robot) {
        assertFalse(navigator.sound().onProperty().get());
        robot.clickOn("#sound-button");
        assertTrue(navigator.sound().onProperty().get(), "a tap turns sound on");
        robot.interact(navigator::showHome);
        assertTrue(robot.lookup("#sound-button").queryAs(ToggleButton.class).isSelected(), "the home screen's button says on");
        robot.interact(() -> navigator.languageProperty().set(Language.FRENCH));
        ToggleButton french = robot.lookup("#sound-button").queryAs(ToggleButton.class);
        assertTrue(french.isSelected(), "a new language keeps the sound on");
        robot.clickOn(french);
        assertFalse(navigator.sound().onProperty().get(), "and a tap turns it off again");
        robot.interact(() -> {
            navigator.languageProperty().set(Language.ENGLISH);
            navigator.openPlay(play);
        });
    }

    @Test
    void tableModeTurnsNorthsLabelsAndControlsToFaceNorthOnItsHalf(FxRobot robot) {
        // the switch sits low in the side column, below the fold at this size: pressed as a tap would
        robot.interact(() -> robot.lookup("#table-mode").queryAs(ToggleButton.class).fire());
        assertTrue(play.tableProperty().get());
        assertEquals(PlayViewModel.Opponent.PERSON, play.opponentProperty().get(), "face to face is two people");
        WaitForAsyncUtils.waitForFxEvents();
        Node board = robot.lookup("#board").query();
        Bounds boardBounds = board.localToScene(board.getLayoutBounds());
        double middle = (boardBounds.getMinY() + boardBounds.getMaxY()) / 2;
        int rows = play.game().cursor().geometry().rows();
        for (int r = 0; r < rows; r++) {
            Node label = robot.lookup("#row-label-" + r).query();
            Bounds b = label.localToScene(label.getLayoutBounds());
            boolean north = play.game().cursor().geometry().holeAt(r * play.game().cursor().geometry().columns()).owner()
                    == Player.NORTH;
            assertEquals(north, turned(label), "row " + r + " faces " + (north ? "North" : "South"));
            assertEquals(north, b.getMaxY() <= middle, "row label " + r + " on its owner's half");
        }
        // each hole's number and count face its owner: North's turned, South's as they were
        org.katro.engine.Geometry geometry = play.game().cursor().geometry();
        for (int i = 0; i < geometry.size(); i++) {
            org.katro.engine.Hole hole = geometry.holeAt(i);
            Node view = robot.lookup("#hole-" + hole.name()).query();
            boolean north = hole.owner() == Player.NORTH;
            for (String part : List.of(".number", ".count")) {
                assertEquals(north, turned(view.lookup(part)), hole.name() + " " + part + " faces " + hole.owner());
            }
        }
        for (String id : List.of("#north-undo", "#north-hint", "#north-prompt")) {
            Node n = robot.lookup(id).query();
            assertTrue(n.isVisible(), id);
            assertTrue(turned(n), id + " faces North");
            Bounds b = n.localToScene(n.getLayoutBounds());
            assertTrue(b.getMaxY() <= middle, id + " on North's half: " + b);
        }
        for (String id : List.of("#north-undo", "#north-hint", "#undo", "#hint", "#table-mode")) {
            Bounds b = robot.lookup(id).query().localToScene(robot.lookup(id).query().getLayoutBounds());
            assertTrue(b.getWidth() >= 48 && b.getHeight() >= 48, id + " a finger wide: " + b);
        }
        for (String id : List.of("#undo", "#hint")) {
            assertFalse(turned(robot.lookup(id).query()), id + " is South's, the right way up");
        }
        // North sows: the hand turns to face North while North's seeds are in it
        Move south = play.game().cursor().rules().legalMoves(play.game().cursor().last()).get(0);
        robot.interact(() -> play.game().play(south));
        Move north = play.game().cursor().rules().legalMoves(play.game().cursor().last()).get(0);
        robot.interact(() -> {
            play.game().play(north);
            int firstOfNorth = play.game().cursor().turns().get(0).events().size() + 2;
            play.game().seek(firstOfNorth);
        });
        assertEquals(Player.NORTH, play.game().boardProperty().get().mover());
        assertTrue(turned(robot.lookup("#hand").query()), "North's hand faces North");
        assertFalse(turned(robot.lookup("#board").query()), "only North's own things turn, not the board");
        robot.interact(() -> play.tableProperty().set(false));
        assertFalse(turned(robot.lookup("#row-label-0").query()), "out of table mode every label reads from South");
        assertFalse(turned(robot.lookup("#count-N1").query()), "and every hole's count");
        assertFalse(robot.lookup("#north-edge").query().isVisible(), "and North's edge is gone");
    }

    /** Whether {@code n} is drawn upside down in the scene: its x axis points left, its y axis up. */
    private static boolean turned(Node n) {
        Point2D origin = n.localToScene(0, 0);
        Point2D x = n.localToScene(1, 0).subtract(origin);
        Point2D y = n.localToScene(0, 1).subtract(origin);
        return x.getX() < -0.99 && y.getY() < -0.99;
    }
}
