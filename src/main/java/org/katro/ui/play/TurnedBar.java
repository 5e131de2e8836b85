package org.katro.ui.play;

import javafx.geometry.Orientation;
import javafx.scene.layout.Region;

/**
 * A bar turned a quarter (its top outwards, read from bottom to top) to lie along the screen's left
 * edge: as long as the edge is high, as thick as the bar is high at that length. Face to face, the
 * shared top bar lies there, side-on to both players rather than upside down for one of them.
 */
final class TurnedBar extends Region {
    private Region bar;

    TurnedBar() {
        getStyleClass().add("turned-bar");
    }

    /** Lays {@code bar} along this edge, or none when null (the bar back in its place). */
    void hold(Region bar) {
        if (this.bar != null) {
            this.bar.setRotate(0);
        }
        this.bar = bar;
        getChildren().clear();
        if (bar != null) {
            bar.setRotate(-90);
            getChildren().add(bar);
        }
    }

    @Override
    public Orientation getContentBias() {
        return Orientation.VERTICAL;
    }

    @Override
    protected double computePrefWidth(double height) {
        if (bar == null || !bar.isManaged()) {
            return 0;
        }
        double length = height < 0 ? bar.prefWidth(-1) : height - snappedTopInset() - snappedBottomInset();
        return snappedLeftInset() + snappedRightInset() + snapSizeX(bar.prefHeight(length));
    }

    @Override
    protected double computeMinWidth(double height) {
        return computePrefWidth(height);
    }

    @Override
    protected double computePrefHeight(double width) {
        return 0;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 0;
    }

    @Override
    protected void layoutChildren() {
        if (bar == null) {
            return;
        }
        double length = getHeight() - snappedTopInset() - snappedBottomInset();
        double thick = getWidth() - snappedLeftInset() - snappedRightInset();
        bar.resize(length, thick);
        // turned about its centre: laid out so that its centre is this edge's
        bar.relocate(snappedLeftInset() + (thick - length) / 2, snappedTopInset() + (length - thick) / 2);
    }
}
