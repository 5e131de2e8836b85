package org.katro.ui.board;

import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import org.katro.board.Board;
import org.katro.board.BoardLayout;
import org.katro.engine.Direction;
import org.katro.engine.Hole;
import org.katro.solver.Value;
import org.katro.text.Texts;
import org.katro.ui.shell.Tips;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The arrows drawn on the chosen hole, one per legal direction (PLUS, MINUS): each sits on the side
 * the serpent leaves the hole towards the hole its first seed falls into, points that way, and is a
 * touch target of at least {@link BoardView#ARROW_TARGET} px.
 */
final class SowArrows {
    private final Button[] arrows;

    /** Arrows that call {@code chosen} with their direction when clicked. */
    SowArrows(Consumer<Direction> chosen) {
        arrows = new Button[] {arrow(Direction.PLUS, chosen), arrow(Direction.MINUS, chosen)};
    }

    private static Button arrow(Direction d, Consumer<Direction> chosen) {
        FontIcon icon = new FontIcon("mdi2a-arrow-right-bold");
        Button b = new Button(null, icon);
        b.getStyleClass().add("sow-arrow");
        b.setId(d == Direction.PLUS ? "arrow-plus" : "arrow-minus");
        b.setManaged(false);
        b.setVisible(false);
        b.setOnAction(e -> chosen.accept(d));
        return b;
    }

    List<Button> buttons() {
        return List.of(arrows);
    }

    /** Names each arrow's move in {@code texts}' language, for its tooltip and a screen reader. */
    void name(Texts texts) {
        for (Button b : arrows) {
            String tip = texts.text(b == arrows[0] ? "arrow.plus" : "arrow.minus");
            b.setAccessibleText(tip);
            Tips.set(b, tip);
        }
    }

    /**
     * Places the arrows of {@code s}'s chosen hole (none without one), the {@code hinted} one marked,
     * clear of the hole's {@code texts}; {@code turned}: the hole's texts face North, and so does
     * the arrow's value. When both next holes lie the same way (a corner of the serpent) or the hole is
     * too small for two targets, the arrows are pushed apart until they no longer touch. They stay
     * within {@code width} x {@code height}, the board's own room: an arrow of the serpent's turn round
     * the board's edge would otherwise hang over what lies below it (the scrubber at 1024 x 640).
     */
    void place(BoardLayout at, Board s, Direction hinted, List<Bounds> texts, boolean turned, double width, double height) {
        Hole selected = s == null ? null : s.selected();
        Set<Direction> directions = s == null ? Set.of() : s.directions();
        double size = Math.max(BoardView.ARROW_TARGET, at.cell() * 0.42);
        Spots spots = spots(at, selected, directions, size);
        if (selected != null) {
            double half = size / 2;
            for (int i = 0; i < spots.at.length; i++) {
                if (spots.at[i] != null) {
                    spots.at[i] = new Point2D(Math.max(half, Math.min(width - half, spots.at[i].getX())),
                            Math.max(half, Math.min(height - half, spots.at[i].getY())));
                }
            }
            clearOf(spots, texts, size, width, height);
        }
        for (Direction d : Direction.values()) {
            int i = d.ordinal();
            Button b = arrows[i];
            boolean shown = spots.at[i] != null;
            b.setVisible(shown);
            b.pseudoClassStateChanged(BoardView.HINTED, shown && d == hinted);
            if (shown) {
                // with "Best moves" on, the arrow says what its move is worth
                Value value = s.marks(selected).values().get(d);
                b.setText(value == null ? null : ValueMark.symbol(value));
                // on a hole of North's in table mode its value faces North; the arrow still points the way
                b.setRotate(turned ? 180 : 0);
                b.getGraphic().setRotate(spots.degrees(i) - (turned ? 180 : 0));
                b.resizeRelocate(spots.at[i].getX() - size / 2, spots.at[i].getY() - size / 2, size, size);
                ((FontIcon) b.getGraphic()).setIconSize((int) Math.max(14, size * (value == null ? 0.6 : 0.4)));
            }
        }
    }

    /** Where the marks of a hole's directions sit: a centre and the way the first seed goes, per direction. */
    private record Spots(Point2D[] at, Point2D[] way) {
        double degrees(int i) {
            return Math.toDegrees(Math.atan2(way[i].getY(), way[i].getX()));
        }
    }

    /**
     * A mark per direction of {@code directions} on {@code hole}, where the layout puts a move's arrow;
     * marks of {@code size} that would touch (both next holes the same way, at a corner of the
     * serpent, or a hole too small for two) are pushed apart.
     */
    private static Spots spots(BoardLayout layout, Hole hole, Set<Direction> directions, double size) {
        Point2D[] at = new Point2D[2];
        Point2D[] way = new Point2D[2];
        if (hole != null) {
            for (Direction d : directions) {
                int i = d.ordinal();
                BoardLayout.Point w = layout.way(hole, d);
                BoardLayout.Point a = layout.moveArrow(hole, d);
                way[i] = new Point2D(w.x(), w.y());
                at[i] = new Point2D(a.x(), a.y());
            }
        }
        if (at[0] != null && at[1] != null) {
            Point2D apart = at[1].subtract(at[0]);
            double gap = size + 4;
            // the targets are squares to the touch: apart across or along, not merely on a diagonal
            double far = Math.max(Math.abs(apart.getX()), Math.abs(apart.getY()));
            if (far < gap) {
                // the same way (or nearly): side by side across it; otherwise along the line between them
                Point2D axis = far < 1 ? new Point2D(-way[0].getY(), way[0].getX()) : apart.multiply(1 / far);
                Point2D half = axis.multiply(gap / 2 / Math.max(Math.abs(axis.getX()), Math.abs(axis.getY())));
                Point2D mid = at[0].midpoint(at[1]);
                at[0] = mid.subtract(half);
                at[1] = mid.add(half);
            }
        }
        return new Spots(at, way);
    }

    /**
     * Moves the arrow squares of {@code size}, both together so that they stay apart, by the shortest
     * shift that takes them off each of {@code texts} (the chosen hole's number, count and badge): the
     * learner reads which hole the move starts from, how many seeds it sows and what marks it. A
     * neighbour's may be covered in part: on a small board two finger-sized arrows are wider than a
     * hole, and pushed clear of every text they would land holes away from their own. The shift is one
     * that brings an arrow's edge to a text's edge, across, along or both; one that clears every text
     * always exists (both arrows beyond all of them).
     */
    private static void clearOf(Spots spots, List<Bounds> texts, double size, double width, double height) {
        double half = size / 2;
        List<Double> across = new ArrayList<>(List.of(0.0));
        List<Double> along = new ArrayList<>(List.of(0.0));
        for (Point2D at : spots.at) {
            if (at == null) {
                continue;
            }
            for (Bounds t : texts) {
                across.add(t.getMinX() - (at.getX() + half));
                across.add(t.getMaxX() - (at.getX() - half));
                along.add(t.getMinY() - (at.getY() + half));
                along.add(t.getMaxY() - (at.getY() - half));
            }
        }
        // the least shift that clears the texts and keeps the arrows in the board's room; failing
        // that, the least that clears the texts
        Point2D best = null;
        Point2D inRoom = null;
        for (double dx : across) {
            for (double dy : along) {
                Point2D shift = new Point2D(dx, dy);
                if (!clear(spots, shift, texts, half)) {
                    continue;
                }
                if (best == null || shift.magnitude() < best.magnitude()) {
                    best = shift;
                }
                if ((inRoom == null || shift.magnitude() < inRoom.magnitude()) && within(spots, shift, half, width, height)) {
                    inRoom = shift;
                }
            }
        }
        best = inRoom != null ? inRoom : best;
        for (int i = 0; i < spots.at.length; i++) {
            if (spots.at[i] != null) {
                spots.at[i] = spots.at[i].add(best);
            }
        }
    }

    /** Whether the arrow squares of half size {@code half}, moved by {@code shift}, lie within {@code width} x {@code height}. */
    private static boolean within(Spots spots, Point2D shift, double half, double width, double height) {
        for (Point2D spot : spots.at) {
            if (spot != null) {
                Point2D at = spot.add(shift);
                if (at.getX() - half < -1e-6 || at.getX() + half > width + 1e-6
                        || at.getY() - half < -1e-6 || at.getY() + half > height + 1e-6) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether the arrow squares of half size {@code half}, moved by {@code shift}, cover none of {@code texts}. */
    private static boolean clear(Spots spots, Point2D shift, List<Bounds> texts, double half) {
        for (Point2D spot : spots.at) {
            if (spot == null) {
                continue;
            }
            Point2D at = spot.add(shift);
            for (Bounds t : texts) {
                // edge to edge is clear: the shift's sums may round a hair past it
                if (at.getX() + half > t.getMinX() + 1e-6 && at.getX() - half < t.getMaxX() - 1e-6
                        && at.getY() + half > t.getMinY() + 1e-6 && at.getY() - half < t.getMaxY() - 1e-6) {
                    return false;
                }
            }
        }
        return true;
    }
}
