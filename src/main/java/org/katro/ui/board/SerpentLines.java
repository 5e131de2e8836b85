package org.katro.ui.board;

import javafx.scene.Group;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Polyline;
import org.katro.board.BoardLayout;
import org.katro.engine.Direction;
import org.katro.engine.Geometry;
import org.katro.engine.Player;

import java.util.ArrayList;
import java.util.List;

/**
 * Both serpents as the layout routes them, each a line through its holes in number order, back to
 * hole 1, with an arrow on every leg: built once per board, placed again only when the layout or the
 * way changes (placing them redraws the whole board).
 */
final class SerpentLines extends Group {
    /** What the lines were last placed for. */
    private record Place(BoardLayout layout, Direction way) {
    }

    private Place placed;

    SerpentLines() {
        getStyleClass().add("serpents");
        setMouseTransparent(true);
    }

    /** A line and an arrow per hole for each player of {@code g}. */
    void build(Geometry g) {
        getChildren().clear();
        placed = null;
        for (Player p : Player.values()) {
            String side = p == Player.SOUTH ? "south" : "north";
            Polyline line = new Polyline();
            line.getStyleClass().addAll("serpent-line", side);
            getChildren().add(line);
            for (int i = 0; i < g.holesPerPlayer(); i++) {
                Polygon arrow = new Polygon();
                arrow.getStyleClass().addAll("serpent-arrow", side);
                getChildren().add(arrow);
            }
        }
    }

    /** Lays the serpents out on {@code at}, their arrows pointing the way seeds are sown. */
    void place(BoardLayout at, Direction way) {
        Place place = new Place(at, way);
        if (place.equals(placed)) {
            return;
        }
        placed = place;
        int child = 0;
        for (Player p : Player.values()) {
            BoardLayout.SerpentLine serpent = at.serpent(p, way);
            ((Polyline) getChildren().get(child++)).getPoints().setAll(boxed(serpent.line()));
            for (double[] head : serpent.arrows()) {
                ((Polygon) getChildren().get(child++)).getPoints().setAll(boxed(head));
            }
        }
    }

    private static List<Double> boxed(double[] xy) {
        List<Double> out = new ArrayList<>(xy.length);
        for (double v : xy) {
            out.add(v);
        }
        return out;
    }
}
