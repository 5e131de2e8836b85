package org.katro.ui.board;

import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polyline;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.board.Board;
import org.katro.board.BoardLayout;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.text.Language;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The screen's board and the pictures' draw one layout: every cup and both serpents' lines at the
 * same places, in holes, on every ruleset's board. A picture handed out after a lesson shows the
 * board the learner saw.
 */
@Tag("screen")
@ExtendWith(ApplicationExtension.class)
class BothRenderersTest {
    private BoardView board;

    @Start
    void start(Stage stage) {
        board = new BoardView();
        board.languageProperty().set(Language.ENGLISH);
        stage.setScene(new Scene(new StackPane(board), 1100, 700));
        stage.show();
    }

    /** The points, in holes from the first point, so that boards of any size compare. */
    private static List<Point2D> relative(List<Point2D> points, double cell) {
        List<Point2D> out = new ArrayList<>();
        for (Point2D p : points) {
            out.add(p.subtract(points.get(0)).multiply(1 / cell));
        }
        return out;
    }

    /** Alike to a millionth of a hole: the screen's sizes pass through floats. */
    private static void assertSame(List<Point2D> screen, List<Point2D> picture, String what) {
        assertEquals(picture.size(), screen.size(), what);
        for (int i = 0; i < screen.size(); i++) {
            assertEquals(0, screen.get(i).distance(picture.get(i)), 1e-6, what + " point " + i);
        }
    }

    /** The picture's shapes of the part {@code part}, found at any depth. */
    private static Drawing.Group part(List<Drawing.Shape> shapes, String key, String value) {
        for (Drawing.Shape s : shapes) {
            if (s instanceof Drawing.Group g) {
                if (value.equals(key == null ? g.part() : g.attributes().get(key))) {
                    return g;
                }
                Drawing.Group inside = part(g.shapes(), key, value);
                if (inside != null) {
                    return inside;
                }
            }
        }
        return null;
    }

    @Test
    void theScreenAndThePictureDrawTheCupsAndSerpentsOfOneLayout(FxRobot robot) {
        List<String> checked = new ArrayList<>();
        robot.interact(() -> {
            for (Ruleset r : Ruleset.values()) {
                for (int columns : new TreeSet<>(List.of(r.defaultColumns(), 2))) {
                    Position p = r.start(columns);
                    Rules rules = Rules.of(r);
                    Geometry g = rules.geometry(p);
                    Board still = Board.still(rules, p);
                    board.stateProperty().set(still);
                    board.applyCss();
                    board.layout();
                    Drawing picture = new BoardPainter(Language.ENGLISH).paint(still);
                    double cup = BoardLayout.cupRadius(BoardPainter.CELL);
                    List<Point2D> screenCups = new ArrayList<>();
                    List<Point2D> pictureCups = new ArrayList<>();
                    double cell = 0;
                    for (int i = 0; i < g.size(); i++) {
                        Hole h = g.holeAt(i);
                        Node view = board.lookup("#hole-" + h.name());
                        cell = view.getLayoutBounds().getWidth();
                        Circle c = (Circle) view.lookup(".cup");
                        screenCups.add(board.sceneToLocal(c.localToScene(c.getCenterX(), c.getCenterY())));
                        Drawing.Circle drawn = (Drawing.Circle) part(picture.shapes(), null, "hole-" + h.name()).shapes()
                                .stream().filter(s -> s instanceof Drawing.Circle d && d.r() == cup).findFirst().orElseThrow();
                        pictureCups.add(new Point2D(drawn.cx(), drawn.cy()));
                    }
                    assertSame(relative(screenCups, cell), relative(pictureCups, BoardPainter.CELL), r + " " + columns + " cups");
                    List<Drawing.Shape> serpents = part(picture.shapes(), "class", "serpents").shapes();
                    int line = 0;
                    for (Node n : board.lookupAll(".serpent-line")) {
                        Polyline screen = (Polyline) n;
                        double[] drawn = ((Drawing.Poly) serpents.get(line)).points();
                        line += 1 + g.holesPerPlayer();
                        List<Point2D> a = new ArrayList<>(List.of(screenCups.get(0)));
                        List<Point2D> b = new ArrayList<>(List.of(pictureCups.get(0)));
                        for (int k = 0; k < drawn.length; k += 2) {
                            a.add(new Point2D(screen.getPoints().get(k), screen.getPoints().get(k + 1)));
                            b.add(new Point2D(drawn[k], drawn[k + 1]));
                        }
                        assertSame(relative(a, cell), relative(b, BoardPainter.CELL), r + " " + columns + " serpent");
                    }
                    assertEquals(2 * (1 + g.holesPerPlayer()), serpents.size());
                    checked.add(r + " " + columns);
                }
            }
        });
        assertTrue(checked.size() >= Ruleset.values().length, "every ruleset compared: " + checked);
    }
}
