package org.katro.ui.board;

import javafx.scene.Group;
import javafx.scene.shape.Circle;

/**
 * Seeds drawn as pebbles in a round heap (a sunflower spiral keeps them apart at any count). Past
 * {@link #MAX} the heap stops growing and the count beside it tells the number.
 */
public final class Pebbles extends Group {
    /** More pebbles than this cannot be told apart at a glance in a hole of the smallest board. */
    static final int MAX = 12;
    private static final double GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

    /** made as a count first needs them and kept: a board at its start styles two a hole, not twelve (start-up) */
    private final Circle[] circles = new Circle[MAX];
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
        shown = Math.min(n, MAX);
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
        // pebbles keep one size whatever their number, so a count reads the same in every hole
        double pebble = radius * 0.2;
        double spread = radius - pebble * 1.15;
        for (int i = 0; i < shown; i++) {
            double d = shown == 1 ? 0 : spread * Math.sqrt((i + 0.5) / shown);
            double a = i * GOLDEN_ANGLE;
            circles[i].setCenterX(cx + d * Math.cos(a));
            circles[i].setCenterY(cy + d * Math.sin(a));
            circles[i].setRadius(pebble);
        }
    }
}
