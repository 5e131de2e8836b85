package org.katro.ui;

import javafx.geometry.Bounds;

/** Whether one drawn box lies over another: by more than half a pixel each way, so boxes that only meet do not. */
public final class Overlap {
    private Overlap() {
    }

    public static boolean covers(Bounds a, Bounds b) {
        return a.getMaxX() > b.getMinX() + 0.5 && a.getMinX() < b.getMaxX() - 0.5
                && a.getMaxY() > b.getMinY() + 0.5 && a.getMinY() < b.getMaxY() - 0.5;
    }
}
