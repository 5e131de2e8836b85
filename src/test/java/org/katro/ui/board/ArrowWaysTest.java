package org.katro.ui.board;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.board.Board;
import org.katro.engine.Direction;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.picture.PictureTest;
import org.katro.text.Language;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The two arrows on a chosen hole point two ways a learner tells apart, in the app and on the
 * pictures alike: on a player's hole 1 both pointed right on a 6 x 6 board (one at S2, the other at
 * the far end of the way back, S18), and on the last hole one pointed across the board at hole 1.
 * Each arrow leaves its hole the way the serpent does.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ArrowWaysTest {
    /** The least angle between a hole's two arrows. */
    private static final double APART = 45;

    private BoardView board;

    @Start
    void start(Stage stage) {
        board = new BoardView();
        board.languageProperty().set(Language.ENGLISH);
        stage.setScene(new Scene(new StackPane(board), 1280, 800));
        stage.show();
    }

    /** Every ruleset on its own board and on two columns, each hole of both players chosen with both ways. */
    private static List<Board> chosen() {
        List<Board> out = new ArrayList<>();
        for (Ruleset r : Ruleset.values()) {
            for (int columns : Set.of(r.defaultColumns(), 2)) {
                Position p = r.start(columns);
                Rules rules = Rules.of(r);
                Geometry g = rules.geometry(p);
                for (Player player : Player.values()) {
                    for (int n = 1; n <= g.holesPerPlayer(); n++) {
                        out.add(Board.still(rules, p).choosing(Set.of(), g.hole(player, n), Set.of(Direction.PLUS, Direction.MINUS)));
                    }
                }
            }
        }
        return out;
    }

    @Test
    void inTheAppEachHolesTwoArrowsPointTwoWays(FxRobot robot) {
        List<String> alike = new ArrayList<>();
        robot.interact(() -> {
            for (Board b : chosen()) {
                board.stateProperty().set(b);
                board.applyCss();
                board.layout();
                double[] degrees = new double[2];
                for (Direction d : Direction.values()) {
                    Node arrow = board.lookup(d == Direction.PLUS ? "#arrow-plus" : "#arrow-minus");
                    assertTrue(arrow.isVisible(), b.selected() + " " + d);
                    degrees[d.ordinal()] = ((javafx.scene.control.Button) arrow).getGraphic().getRotate();
                }
                check(b, degrees, alike);
            }
        });
        assertEquals(List.of(), alike);
    }

    @Test
    void onThePicturesEachHolesTwoArrowsPointTwoWays() {
        BoardPainter painter = new BoardPainter(Language.ENGLISH);
        List<String> alike = new ArrayList<>();
        for (Board b : chosen()) {
            Drawing d = painter.paint(b);
            Drawing.Group move = PictureTest.group(d.shapes(), "move");
            Drawing.Circle hole = (Drawing.Circle) PictureTest.group(d.shapes(), "hole-" + b.selected().name()).shapes().get(0);
            // one disc and its arrow for each way, in the order of the directions
            double[] degrees = new double[2];
            int k = 0;
            for (Direction way : b.directions()) {
                Drawing.Circle disc = (Drawing.Circle) move.shapes().get(2 * k++);
                degrees[way.ordinal()] = Math.toDegrees(Math.atan2(disc.cy() - hole.cy(), disc.cx() - hole.cx()));
            }
            check(b, degrees, alike);
        }
        assertEquals(List.of(), alike);
    }

    private static void check(Board b, double[] degrees, List<String> alike) {
        double apart = Math.abs(degrees[0] - degrees[1]) % 360;
        apart = Math.min(apart, 360 - apart);
        if (apart < APART) {
            Hole h = b.selected();
            alike.add(b.geometry().rows() + "x" + b.geometry().columns() + " " + h.name() + ": " + Math.round(degrees[0])
                    + " and " + Math.round(degrees[1]) + " degrees");
        }
    }
}
