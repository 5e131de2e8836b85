package org.katro.ui.board;

import javafx.geometry.Bounds;
import javafx.css.PseudoClass;
import javafx.scene.AccessibleRole;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;
import org.katro.board.BoardLayout;
import org.katro.board.HoleMarks;
import org.katro.engine.Hole;
import org.katro.engine.Player;

import java.util.ArrayList;
import java.util.List;

/**
 * One carved hole: its cup, the seeds drawn as pebbles (up to {@link BoardLayout#MAX_PEBBLES} of them, the
 * count says the rest), its serpent number, its count and a badge that names any highlight with a
 * symbol, so no highlight depends on colour alone.
 */
public final class HoleView extends Region {
    static final PseudoClass AHEAD = PseudoClass.getPseudoClass("ahead");
    static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");
    static final PseudoClass LIFTED = PseudoClass.getPseudoClass("lifted");
    static final PseudoClass CAPTURE_FROM = PseudoClass.getPseudoClass("capture-from");
    static final PseudoClass CAPTURE_INTO = PseudoClass.getPseudoClass("capture-into");
    static final PseudoClass SELECTABLE = PseudoClass.getPseudoClass("selectable");
    static final PseudoClass SELECTED = PseudoClass.getPseudoClass("selected");
    static final PseudoClass MANY = PseudoClass.getPseudoClass("many");

    private final Hole hole;
    private final Circle ring = new Circle();
    private final Circle cup = new Circle();
    private final Pebbles pebbles = new Pebbles();
    private final Label number = new Label();
    private final Label count = new Label();
    private final Label badge = new Label();
    private int seeds = -1;
    /** table mode, a North hole: its texts turned 180° to face North, in the corners North sees as its own */
    private boolean turned;
    /** the marks shown, or null when they must be shown again (a new language) */
    private HoleMarks marks;

    HoleView(Hole hole) {
        this.hole = hole;
        getStyleClass().addAll("hole", hole.owner() == Player.SOUTH ? "south" : "north");
        setId("hole-" + hole.name());
        ring.getStyleClass().add("ring");
        cup.getStyleClass().add("cup");
        number.getStyleClass().add("number");
        number.setText(Integer.toString(hole.number()));
        count.getStyleClass().add("count");
        count.setId("count-" + hole.name());
        badge.getStyleClass().add("badge");
        badge.setVisible(false);
        for (Region r : new Region[] {number, count, badge}) {
            r.setMouseTransparent(true);
        }
        getChildren().addAll(ring, cup, pebbles, number, count, badge);
        setAccessibleRole(AccessibleRole.BUTTON);
        // Tab reaches every hole, so a move can be chosen without a pointer
        setFocusTraversable(true);
    }

    Hole hole() {
        return hole;
    }

    /** Shows {@code n} seeds; {@code describe} is the hole's spoken description for screen readers and tests. */
    void setSeeds(int n, String describe) {
        if (n != seeds) {
            seeds = n;
            count.setText(Integer.toString(n));
            pebbles.setCount(n);
            pseudoClassStateChanged(MANY, n > BoardLayout.MAX_PEBBLES);
        }
        setAccessibleText(describe);
    }

    /**
     * Shows the marks of this step: ring styles by pseudo-class, the badge in the corner. Says whether
     * they changed: most holes keep theirs at most steps, and then need neither a new look nor a new
     * description.
     */
    boolean setMarks(HoleMarks m) {
        if (m.equals(marks)) {
            return false;
        }
        marks = m;
        pseudoClassStateChanged(AHEAD, m.ahead());
        pseudoClassStateChanged(CURRENT, m.receiving());
        pseudoClassStateChanged(LIFTED, m.lifted());
        pseudoClassStateChanged(CAPTURE_FROM, m.taken());
        pseudoClassStateChanged(CAPTURE_INTO, m.landing());
        pseudoClassStateChanged(SELECTABLE, m.selectable());
        pseudoClassStateChanged(SELECTED, m.selected());
        pseudoClassStateChanged(BoardView.HIGHLIGHTED, m.highlighted());
        badge.setText(m.badge());
        badge.setVisible(m.badge() != null);
        return true;
    }

    /** Where the number, the count and any badge are drawn, in the board's coordinates: the arrows on this hole keep off them. */
    List<Bounds> textsInBoard() {
        List<Bounds> out = new ArrayList<>(List.of(localToParent(number.getBoundsInParent()), localToParent(count.getBoundsInParent())));
        if (badge.isVisible()) {
            out.add(localToParent(badge.getBoundsInParent()));
        }
        return out;
    }

    /** How wide the count is drawn: the values on this hole keep off it. */
    double countWidth() {
        return count.prefWidth(-1);
    }

    double countHeight() {
        return count.prefHeight(-1);
    }

    /**
     * Turns the hole's number, count and badge 180° (or back) to face the player across the table:
     * each also moves to the opposite corner, so that North reads them where South reads its own.
     */
    void turn(boolean t) {
        if (t == turned) {
            return;
        }
        turned = t;
        for (Region r : new Region[] {number, count, badge}) {
            r.setRotate(t ? 180 : 0);
        }
        requestLayout();
    }

    /** Makes the next {@link #setMarks} show its marks whatever they are: the description's language changed. */
    void forgetMarks() {
        marks = null;
    }

    /** Centre of the cup, in this view's coordinates. */
    double cupX() {
        return getWidth() / 2;
    }

    double cupY() {
        return BoardLayout.cupDepth(getHeight());
    }

    double cupRadius() {
        return BoardLayout.cupRadius(Math.min(getWidth(), getHeight()));
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        double r = cupRadius();
        double cx = cupX();
        double cy = cupY();
        cup.setCenterX(cx);
        cup.setCenterY(cy);
        cup.setRadius(r);
        ring.setCenterX(cx);
        ring.setCenterY(cy);
        ring.setRadius(BoardLayout.ringRadius(r));
        pebbles.place(cx, cy, r);
        double s = Math.min(w, h);
        // at their whole size, so that even a small hole shows "10" rather than "..."
        atCorner(number, turned, turned, s);
        atCorner(count, !turned, !turned, s);
        atCorner(badge, !turned, turned, s);
    }

    private void atCorner(Region r, boolean right, boolean bottom, double s) {
        double rw = r.prefWidth(-1);
        double rh = r.prefHeight(rw);
        r.resizeRelocate(right ? getWidth() - rw - s * 0.02 : 0, bottom ? getHeight() - rh - s * 0.01 : s * 0.01, rw, rh);
    }
}
