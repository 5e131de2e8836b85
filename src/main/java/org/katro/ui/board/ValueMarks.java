package org.katro.ui.board;

import javafx.geometry.Point2D;
import javafx.scene.Group;
import org.katro.board.BestMoves;
import org.katro.board.Board;
import org.katro.board.BoardLayout;
import org.katro.board.HoleMarks;
import org.katro.engine.Direction;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.solver.Value;
import org.katro.text.Texts;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * The values of the moves ("Best moves"), two per hole (PLUS, MINUS), over the holes and under the
 * arrows. Made when the board first shows a value: a board without "Best moves" makes none, nor
 * their skins. They only say: a tap goes through them to the hole, which plays or chooses it (the
 * lines are asked for from the list beside the board).
 */
final class ValueMarks extends Group {
    /** The least size of a mark's digits, whatever the board's size: readable at 1024 x 640. */
    static final double LEAST_FONT = 14;
    private ValueMark[] marks = new ValueMark[0];

    ValueMarks() {
        setAutoSizeChildren(false);
        setMouseTransparent(true);
    }

    /** Whether the marks are made. */
    boolean made() {
        return marks.length > 0;
    }

    /** Drops the marks: a new board makes its own when it first shows a value. */
    void clear() {
        getChildren().clear();
        marks = new ValueMark[0];
    }

    /** Makes the next {@link #show} say every value again: the language changed. */
    void forget() {
        for (ValueMark m : marks) {
            m.forget();
        }
    }

    /** Two marks per hole of {@code g} (PLUS, MINUS), each hidden until it has a value. */
    void make(Geometry g) {
        marks = new ValueMark[g.size() * 2];
        for (int i = 0; i < marks.length; i++) {
            ValueMark mark = new ValueMark();
            mark.setId("value-" + g.holeAt(i / 2).name() + Direction.values()[i % 2].symbol());
            marks[i] = mark;
            getChildren().add(mark);
        }
    }

    /**
     * The marks of {@code hole}'s moves: each shown with its value, or hidden where it has none; a
     * move the computer's judgement prefers ({@code best}'s) is marked as such.
     */
    void show(Hole hole, HoleMarks values, BestMoves best, Texts texts) {
        for (Direction d : Direction.values()) {
            ValueMark mark = marks[hole.index() * 2 + d.ordinal()];
            Value value = values.values().get(d);
            mark.setVisible(value != null);
            if (value != null) {
                Move m = new Move(hole.number(), d);
                boolean judged = best != null && best.preferred().contains(m);
                mark.show(m, value, judged, texts.text("best.move", hole.name() + d.symbol(),
                        judged ? texts.text("best.move.judged") : words(texts, value)));
            }
        }
    }

    /** A move's value in words: "win in 3 turns", "loss in 2 turns", "draw", "unsettled". */
    private static String words(Texts texts, Value v) {
        return switch (v.kind()) {
            case WIN -> texts.text("best.move.win", v.turns());
            case LOSS -> texts.text("best.move.loss", v.turns());
            case DRAW -> texts.text("best.move.draw");
            case UNSETTLED -> texts.text("best.move.unsettled");
        };
    }

    /**
     * The moves' values, each on its hole with the arrow of its way, at {@link #LEAST_FONT} px or the
     * board's size if larger: along the hole's foot left of its count (PLUS first), or one above the
     * other over the count where the foot has no room for both, so that they never reach a
     * neighbour's nor cover the count. The chosen hole's values are on its arrows instead. A hole
     * that {@code facesNorth} has its values turned, where North sees them as South sees its own (its
     * count is turned too); {@code countWidth} and {@code countHeight} are each hole's count's size,
     * {@code fontSize} the board's.
     */
    void place(BoardLayout at, Board s, Predicate<Hole> facesNorth, ToDoubleFunction<Hole> countWidth,
            ToDoubleFunction<Hole> countHeight, double fontSize) {
        if (marks.length == 0) {
            return;
        }
        double size = Math.max(LEAST_FONT, Math.round(fontSize * 0.95));
        Geometry geometry = at.geometry();
        double cell = at.cell();
        for (int i = 0; i < geometry.size(); i++) {
            Hole hole = geometry.holeAt(i);
            boolean chosen = s != null && hole.equals(s.selected());
            boolean turned = facesNorth.test(hole);
            List<ValueMark> shown = new ArrayList<>();
            double widths = 0;
            for (Direction d : Direction.values()) {
                ValueMark mark = marks[hole.index() * 2 + d.ordinal()];
                if (mark.move() != null && chosen) {
                    mark.setVisible(false);
                }
                if (mark.isVisible()) {
                    BoardLayout.Point from = at.centre(hole);
                    BoardLayout.Point to = at.centre(geometry.next(hole, d));
                    Point2D way = new Point2D(to.x(), to.y()).subtract(new Point2D(from.x(), from.y()));
                    // a turned mark's arrow still points the way its first seed goes
                    mark.point(Math.toDegrees(Math.atan2(way.getY(), way.getX())) - (turned ? 180 : 0), size);
                    mark.applyCss();
                    shown.add(mark);
                    widths += mark.prefWidth(-1) + 2;
                }
            }
            if (shown.isEmpty()) {
                continue;
            }
            double h = shown.get(0).prefHeight(-1);
            // side by side along the foot of the hole, left of the count, where there is room; else
            // one above the other over the count, at the hole's right, clear of its number
            double room = cell - countWidth.applyAsDouble(hole) - 6;
            boolean apart = widths <= room;
            BoardLayout.Box square = at.hole(hole);
            double top = square.y();
            double holeLeft = square.x();
            double countTop = top + cell - countHeight.applyAsDouble(hole) - 1;
            if (!apart) {
                // stacked marks keep within their hole: spilling over its top, they covered the count
                // of the hole above (6 x 2 at 1024 x 640)
                h = Math.min(h, (countTop - top) / shown.size() - 1);
            }
            double y = apart ? top + cell - h - 2 : countTop - shown.size() * (h + 1);
            double along = holeLeft + 2;
            for (ValueMark mark : shown) {
                double w = Math.min(apart ? room : cell - 4, mark.prefWidth(-1));
                double x = apart ? along : holeLeft + cell - w - 2;
                along += w + 2;
                mark.setRotate(turned ? 180 : 0);
                if (turned) {
                    // the same place, mirrored through the hole's middle
                    mark.resizeRelocate(2 * holeLeft + cell - x - w, 2 * top + cell - y - h, w, h);
                } else {
                    mark.resizeRelocate(x, y, w, h);
                }
                if (!apart) {
                    y += h + 1;
                }
            }
        }
    }
}
