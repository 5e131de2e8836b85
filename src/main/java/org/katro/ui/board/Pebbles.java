package org.katro.ui.board;

import javafx.scene.Group;
import javafx.scene.shape.Circle;
import org.katro.board.BoardLayout;

/**
 * Seeds drawn as pebbles in a round heap, laid out by {@link BoardLayout#pebble}. Past
 * {@link BoardLayout#MAX_PEBBLES} the heap stops growing and the count beside it tells the number.
 */
public final class Pebbles extends Group {
    /** made as a count first needs them and kept: a board at its start styles two a hole, not twelve (start-up) */
    private final Circle[] circles = new Circle[BoardLayout.MAX_PEBBLES];
    private int made;
    private int shown;
    private double cx;
    private double cy;
    private double radius;

    Pebbles() {
        setMouseTransparent(true);
        setManaged(false);
    }

    void setCount(int n) {
        shown = BoardLayout.pebblesShown(n);
        for (; made < shown; made++) {
            Circle pebble = new Circle();
            // three shades so a heap reads as separate seeds, not one blot
            pebble.getStyleClass().addAll("pebble", "pebble-" + made % 3);
            circles[made] = pebble;
            getChildren().add(pebble);
        }
        for (int i = 0; i < made; i++) {
            circles[i].setVisible(i < shown);
        }
        arrange();
    }

    /** Lays the heap out in a circle of {@code radius} around ({@code x}, {@code y}). */
    void place(double x, double y, double r) {
        cx = x;
        cy = y;
        radius = r;
        arrange();
    }

    private void arrange() {
        for (int i = 0; i < shown; i++) {
            BoardLayout.Point at = BoardLayout.pebble(i, shown, cx, cy, radius);
            circles[i].setCenterX(at.x());
            circles[i].setCenterY(at.y());
            circles[i].setRadius(BoardLayout.pebbleRadius(radius));
        }
    }
}
