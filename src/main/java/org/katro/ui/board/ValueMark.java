package org.katro.ui.board;

import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import org.katro.engine.Move;
import org.katro.solver.Value;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * One move's value on the board ("Best moves"): a small label on the move's hole, on the side its
 * first seed falls into, with an arrow that points there and a symbol with the turns: ✓ 3 a win in 3,
 * ✗ 2 a loss in 2, = a draw, ? unsettled, ★ a move the computer's judgement prefers (not a proof).
 * Each kind also has a frame of its own (solid, dashed, double, dotted), so that colour is never the
 * only sign. It takes no tap: the hole under it does.
 */
final class ValueMark extends Label {
    static final PseudoClass WIN = PseudoClass.getPseudoClass("win");
    static final PseudoClass LOSS = PseudoClass.getPseudoClass("loss");
    static final PseudoClass DRAW = PseudoClass.getPseudoClass("draw");
    static final PseudoClass UNSETTLED = PseudoClass.getPseudoClass("unsettled");
    static final PseudoClass JUDGED = PseudoClass.getPseudoClass("judged");

    /** the move whose value this shows, or null while hidden */
    private Move move;
    private Value value;
    private boolean judged;
    /** the font size set, so that a layout restyles a mark only when the board's size changed */
    private double size;

    ValueMark() {
        super(null, new FontIcon("mdi2a-arrow-right-thin"));
        getStyleClass().add("value-mark");
        setManaged(false);
        setVisible(false);
        setMouseTransparent(true);
    }

    /**
     * Shows {@code v} for {@code m}, or the judgement's preference where {@code judged}; {@code words}
     * is what it says in full (screen reader).
     */
    void show(Move m, Value v, boolean judged, String words) {
        move = m;
        if (v.equals(value) && judged == this.judged) {
            return;
        }
        value = v;
        this.judged = judged;
        setText(judged ? "\u2605" : symbol(v));
        pseudoClassStateChanged(WIN, v.kind() == Value.Kind.WIN);
        pseudoClassStateChanged(LOSS, v.kind() == Value.Kind.LOSS);
        pseudoClassStateChanged(DRAW, v.kind() == Value.Kind.DRAW);
        pseudoClassStateChanged(UNSETTLED, v.kind() == Value.Kind.UNSETTLED && !judged);
        pseudoClassStateChanged(JUDGED, judged);
        setAccessibleText(words);
    }

    /** Forgets the value shown, so that the next {@link #show} says it again in the new words. */
    void forget() {
        value = null;
    }

    Move move() {
        return move;
    }

    /** The short form on the board: the kind's symbol, and the turns of a win or a loss. */
    static String symbol(Value v) {
        return switch (v.kind()) {
            case WIN -> "\u2713" + v.turns();
            case LOSS -> "\u2717" + v.turns();
            case DRAW -> "=";
            case UNSETTLED -> "?";
        };
    }

    /** Points the arrow along {@code degrees} (0: to the right); the digits at {@code size} px. */
    void point(double degrees, double size) {
        getGraphic().setRotate(degrees);
        if (size != this.size) {
            this.size = size;
            setStyle("-fx-font-size: " + size + "px;");
            ((FontIcon) getGraphic()).setIconSize((int) size);
        }
    }
}
