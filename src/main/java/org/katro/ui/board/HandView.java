package org.katro.ui.board;

import javafx.css.PseudoClass;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;

/** The seeds in the mover's hand, drawn beside the board on the mover's side, with whose hand it is and how many. */
public final class HandView extends Region {
    private static final PseudoClass EMPTY = PseudoClass.getPseudoClass("empty");

    private final Label title = new Label();
    private final Circle palm = new Circle();
    private final Pebbles pebbles = new Pebbles();
    private final Label count = new Label();

    HandView() {
        getStyleClass().add("hand");
        setId("hand");
        title.getStyleClass().add("hand-title");
        title.setWrapText(true);
        palm.getStyleClass().add("palm");
        count.getStyleClass().add("hand-count");
        count.setId("hand-count");
        getChildren().addAll(title, palm, pebbles, count);
        setMouseTransparent(true);
        setAccessibleRole(AccessibleRole.TEXT);
    }

    void show(int seeds, String label) {
        title.setText(label);
        count.setText(Integer.toString(seeds));
        pebbles.setCount(seeds);
        pseudoClassStateChanged(EMPTY, seeds == 0);
        setAccessibleText(label);
    }

    /** Centre of the palm, where flying seeds start and land, in this view's coordinates. */
    double palmX() {
        return palm.getCenterX();
    }

    double palmY() {
        return palm.getCenterY();
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        double pad = w * 0.06;
        double th = title.prefHeight(w - 2 * pad);
        title.resizeRelocate(pad, pad, w - 2 * pad, th);
        double ch = count.prefHeight(-1);
        double r = Math.max(4, Math.min(w - 2 * pad, h - th - ch - 3 * pad) / 2);
        double cx = w / 2;
        double cy = pad + th + pad / 2 + r;
        palm.setCenterX(cx);
        palm.setCenterY(cy);
        palm.setRadius(r);
        pebbles.place(cx, cy, r);
        double cw = count.prefWidth(-1);
        count.resizeRelocate((w - cw) / 2, cy + r + pad / 4, cw, ch);
    }
}
