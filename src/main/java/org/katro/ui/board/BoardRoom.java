package org.katro.ui.board;

import javafx.geometry.Bounds;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Control;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import org.katro.engine.Geometry;

import java.util.ArrayList;
import java.util.List;

/**
 * A screen's middle: the board and the panels beside it, sharing the room so that none is wasted.
 * The board grows until it meets the panels in one direction; what a narrow board leaves beside it
 * goes to the panels (a second column when there is room for one, as wide as the extra panel's
 * least width), what a flat board leaves below it
 * goes to the extra panel (the game at a glance), or to the side panel when there is no extra one.
 */
public final class BoardRoom extends Pane {
    /** Below this much room, a panel is not worth putting under the board. */
    private static final double LEAST_BELOW = 90;
    /**
     * The height wanted for the extra panel under the side panel: the seeds on each side and two
     * turns played on a kiosk's screen; in a small window no more than this share of the column.
     */
    private static final double LEAST_EXTRA = 260;
    private static final double EXTRA_SHARE = 0.35;
    /** What the extra panel may give up, and its share, for a control of the side panel to show whole. */
    private static final double FLOOR_EXTRA = 250;
    private static final double FLOOR_SHARE = 0.3;
    /**
     * Where the extra panel comes first, the bands (above and below, together) a flat board may leave
     * when the extra panel goes to the column rather than under it.
     */
    private static final double BANDS = 0.32;

    private final Region holder;
    private final BoardView board;
    private final Region side;
    private final Region extra;
    private int rows;
    private int columns;
    /** the side panel's control that stays in view above the extra panel when it comes first; null: it does not */
    private Node keep;

    /**
     * @param holder the board's frame in the screen (the board inside it, with its padding)
     * @param side   the panel always beside the board, on the right (narration, moves)
     * @param extra  a panel that goes where the room is (null when the screen has none); its min width
     *               is what it needs to get a column of its own
     */
    public BoardRoom(Region holder, BoardView board, Region side, Region extra) {
        this.holder = holder;
        this.board = board;
        this.side = side;
        this.extra = extra;
        getStyleClass().add("board-room");
        getChildren().add(holder);
        getChildren().add(side);
        if (extra != null) {
            getChildren().add(extra);
        }
        // the share changes with the board's shape only, not with every step
        board.stateProperty().addListener((obs, old, now) -> {
            if (now != null && (now.geometry().rows() != rows || now.geometry().columns() != columns)) {
                rows = now.geometry().rows();
                columns = now.geometry().columns();
                requestLayout();
            }
        });
    }

    @Override
    protected void layoutChildren() {
        double w = getWidth();
        double h = getHeight();
        Geometry g = board.geometry();
        if (g == null) {
            holder.resizeRelocate(0, 0, w, h);
            return;
        }
        Insets in = holder.getInsets();
        double padW = in.getLeft() + in.getRight();
        double padH = in.getTop() + in.getBottom();
        double least = Math.max(side.minWidth(-1), side.prefWidth(-1));
        double boardW = Math.ceil(BoardView.widthFor(g, h - padH) + padW);
        double spare = w - boardW;
        if (spare >= least) {
            // a narrow board: it fills the height, the panels take the rest of the width
            holder.resizeRelocate(0, 0, boardW, h);
            if (extra == null) {
                side.resizeRelocate(boardW, 0, spare, h);
            } else if (spare >= least + Math.max(least, extra.minWidth(-1))) {
                // two columns, evenly, unless the extra panel needs more to show its contents whole
                double extraW = Math.max(spare - spare / 2, extra.minWidth(-1));
                side.resizeRelocate(boardW, 0, spare - extraW, h);
                extra.resizeRelocate(boardW + spare - extraW, 0, extraW, h);
            } else {
                column(boardW, spare, h);
            }
            return;
        }
        // a flat board: it fills the width left by the side panel; the height it leaves goes below it
        double across = extra == null ? w : w - least;
        double boardH = Math.min(h, Math.ceil(BoardView.heightFor(g, across - padW) + padH));
        boolean below = h - boardH >= LEAST_BELOW;
        if (extra == null) {
            Share share = share(g, w, h, least, padW, padH);
            holder.resizeRelocate(0, 0, share.boardWidth(), share.boardHeight());
            if (share.sideBelow()) {
                side.resizeRelocate(0, share.boardHeight(), w, h - share.boardHeight());
            } else {
                side.resizeRelocate(share.boardWidth(), 0, w - share.boardWidth(), h);
            }
            return;
        }
        double under = h - boardH;
        if (keep != null) {
            // the extra panel goes under the board where it gets its height there; else to the column,
            // where the board, keeping its width, leaves no wide bands; else under the board all the
            // same, the board giving up height for its least height only
            below = under >= wanted(across, least, h) || under > h * BANDS;
            under = Math.max(under, extra.minHeight(across));
        }
        if (below) {
            holder.resizeRelocate(0, 0, across, h - under);
            extra.resizeRelocate(0, h - under, across, under);
            side.resizeRelocate(across, 0, least, h);
        } else {
            holder.resizeRelocate(0, 0, across, h);
            column(across, least, h);
        }
    }

    /**
     * The extra panel comes first (an analysis board's list of turns): in the column it gets the
     * height it wants where the side panel above it still shows {@code kept} (a control of the side
     * panel, in view without scrolling), else what is left, and at least its least height, the side
     * panel scrolling for the rest; a flat board gives up height for it rather than leave wide bands.
     */
    public void extraFirst(Node kept) {
        keep = kept;
        requestLayout();
    }

    /**
     * The extra panel's height, {@code width} wide, when it comes first in a room {@code h} high: what
     * a side panel {@code column} wide above it leaves once the kept control is in view, no less than
     * its least height and no more than it wants.
     */
    private double wanted(double width, double column, double h) {
        return Math.max(extra.minHeight(width), Math.min(extra.prefHeight(width), h - keptBottom(column)));
    }

    /** How high the side panel must be, {@code width} wide and scrolled to its start, to show the kept control whole. */
    private double keptBottom(double width) {
        if (!(side instanceof ScrollPane pane) || !(pane.getContent() instanceof Parent content) || getScene() == null) {
            return side.prefHeight(width);
        }
        if (pane.getWidth() != width) {
            pane.resize(width, pane.getHeight());
        }
        pane.layout();
        Bounds b = content.sceneToLocal(keep.localToScene(keep.getLayoutBounds()));
        Insets in = pane.getInsets();
        return Math.ceil(b.getMaxY() + in.getTop() + in.getBottom());
    }

    /**
     * How a board and one side panel share a room: the board's part (from the top left), whether the
     * panel goes below it rather than beside it, and the widest empty band left beside the board, as
     * a share of the room's width or height.
     */
    public record Share(double boardWidth, double boardHeight, boolean sideBelow, double waste, double cell) {
        Share(Geometry g, double boardWidth, double boardHeight, boolean sideBelow, double waste) {
            this(boardWidth, boardHeight, sideBelow, waste, BoardView.cell(g, boardWidth, boardHeight));
        }
    }

    /**
     * The best share of a {@code w} x {@code h} room between a board of {@code g} (with its frame's
     * padding) and a panel at least {@code least} wide: the panel beside a narrow board or under a flat
     * one, both exactly; when neither fits, whichever of the two leaves the narrower band.
     */
    public static Share share(Geometry g, double w, double h, double least, double padW, double padH) {
        double narrow = Math.ceil(BoardView.widthFor(g, h - padH) + padW);
        if (w - narrow >= least) {
            return new Share(g, narrow, h, false, 0);
        }
        double flat = Math.ceil(BoardView.heightFor(g, w - padW) + padH);
        if (h - flat >= LEAST_BELOW) {
            return new Share(g, w, flat, true, 0);
        }
        double besideBand = (h - Math.min(h, BoardView.heightFor(g, w - least - padW) + padH)) / h;
        double belowBand = (w - Math.min(w, BoardView.widthFor(g, h - LEAST_BELOW - padH) + padW)) / w;
        return besideBand <= belowBand ? new Share(g, w - least, h, false, besideBand)
                : new Share(g, w, h - LEAST_BELOW, true, belowBand);
    }

    /**
     * The side panel above the extra one, in one column: the side panel as high as it needs (its
     * controls come first), leaving the extra one room for a few turns at least.
     */
    private void column(double x, double width, double h) {
        double least = h * 0.35;
        double whole = side.prefHeight(width);
        double below = Math.min(LEAST_EXTRA, h * EXTRA_SHARE);
        double floor = Math.min(FLOOR_EXTRA, h * FLOOR_SHARE);
        if (keep != null) {
            below = Math.max(below, wanted(width, width, h));
            // the edge may go down to show a control whole, as long as the extra panel keeps its least height
            floor = Math.max(floor, extra.minHeight(width));
        }
        double top = Math.max(least, Math.min(h - below, whole));
        side.resizeRelocate(x, 0, width, top);
        if (top < whole) {
            // only a panel taller than its share has an edge that can cut a control
            top = Math.max(least, betweenRows(top, h - floor));
            side.resizeRelocate(x, 0, width, top);
        }
        extra.resizeRelocate(x, top, width, h - top);
    }

    /**
     * Where the side panel, {@code top} high and scrolled to its start, ends so that its edge cuts no
     * control across (a row of buttons half shown looks broken, not like more to scroll to): below the
     * controls it would cut, when that is no lower than {@code lowest}, else above them.
     */
    private double betweenRows(double top, double lowest) {
        if (!(side instanceof ScrollPane pane) || !(pane.getContent() instanceof Parent content) || getScene() == null) {
            return top;
        }
        pane.layout();
        Insets in = pane.getInsets();
        // the panel's edge in its content's terms, scrolled to the start
        double inset = in.getTop() + in.getBottom();
        List<double[]> spans = new ArrayList<>();
        controls(content, content, spans);
        double below = clear(spans, top - inset, true);
        if (below + inset <= lowest) {
            return below + inset;
        }
        return clear(spans, top - inset, false) + inset;
    }

    /** The line nearest {@code line}, downwards or upwards, that crosses none of {@code spans}. */
    private static double clear(List<double[]> spans, double line, boolean down) {
        double at = line;
        boolean moved = true;
        // a span across the line moves it to that span's end, which may cross another
        while (moved) {
            moved = false;
            for (double[] span : spans) {
                if (span[0] < at - 0.5 && span[1] > at + 0.5) {
                    at = down ? span[1] : span[0];
                    moved = true;
                }
            }
        }
        return at;
    }

    /** The vertical extent, in {@code content}'s terms, of each control shown in {@code parent}, not looking inside controls. */
    private static void controls(Parent content, Parent parent, List<double[]> spans) {
        for (Node n : parent.getChildrenUnmodifiable()) {
            if (!n.isVisible()) {
                continue;
            }
            if (n instanceof Control) {
                Bounds b = content.sceneToLocal(n.localToScene(n.getLayoutBounds()));
                spans.add(new double[] {b.getMinY(), b.getMaxY()});
            } else if (n instanceof Parent p) {
                controls(content, p, spans);
            }
        }
    }
}
