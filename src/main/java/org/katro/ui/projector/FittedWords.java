package org.katro.ui.projector;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

/**
 * The projector's large words (the sentence, the question, the countdown, the answer) in the
 * largest type up to the sheet's that lets the whole side column fit its height: on a projector's
 * 1920 x 1080 they keep the sheet's size; in a small window, or in a language of long words, they
 * shrink rather than go under a scroll the teacher would have to move in front of the class.
 */
final class FittedWords extends VBox {
    /** the least share of the sheet's type the words shrink to: a scroll beyond, rather than type too small to read */
    static final double LEAST = 0.4;
    /** the steps the search for the largest fitting type takes, each halving the uncertainty */
    private static final int STEPS = 7;
    private final ScrollPane within;
    private final VBox column;
    private double scale = 1;
    private boolean fitting;
    /** what the last fit was for: the room, and the words shown; fitted again only when it changes */
    private String fittedFor = "";

    /** @param within the scroll that shows {@code column}, of which these words are part */
    FittedWords(ScrollPane within, VBox column, Node... words) {
        super(words);
        this.within = within;
        this.column = column;
        getStyleClass().add("projector-words");
    }

    @Override
    protected void layoutChildren() {
        if (!fitting) {
            fitting = true;
            try {
                fit();
            } finally {
                fitting = false;
            }
        }
        super.layoutChildren();
    }

    private void fit() {
        double room = within.getViewportBounds().getHeight();
        double width = column.getWidth();
        if (room <= 0 || width <= 0 || column.getScene() == null) {
            return;
        }
        StringBuilder key = new StringBuilder().append(room).append('x').append(width);
        shown(column, key);
        if (key.toString().equals(fittedFor)) {
            return;
        }
        fittedFor = key.toString();
        if (heightAt(1, width) <= room) {
            return;
        }
        double fits = LEAST;
        double fails = 1;
        for (int i = 0; i < STEPS; i++) {
            double mid = (fits + fails) / 2;
            if (heightAt(mid, width) <= room) {
                fits = mid;
            } else {
                fails = mid;
            }
        }
        heightAt(fits, width);
    }

    /** The words {@code node} shows, the hidden left out. */
    private static void shown(Node node, StringBuilder into) {
        if (!node.isVisible()) {
            return;
        }
        if (node instanceof javafx.scene.control.Labeled l) {
            into.append('|').append(l.getText());
        }
        if (node instanceof javafx.scene.Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> shown(c, into));
        }
    }

    /** The column's height at {@code width} with these words at {@code s} of the sheet's type. */
    private double heightAt(double s, double width) {
        if (s != scale) {
            scale = s;
            setStyle(s == 1 ? "" : String.format(java.util.Locale.ROOT, "-fx-font-size: %.3fem;", s));
            column.applyCss();
        }
        return column.prefHeight(width);
    }
}
