package org.katro.board;

import org.katro.engine.Direction;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;

import java.util.ArrayList;
import java.util.List;

/**
 * Where the board's parts go, for every renderer (the screen's BoardView, the pictures' BoardPainter):
 * holes of {@code cell} x {@code cell} from ({@code left}, {@code top}), North's rows above South's
 * with a groove a quarter of a hole between them, a rim a fifth of a hole round the board, each cup
 * a little above its hole's middle, both serpents with their arrows, and the pebbles of a heap of
 * seeds. The renderers choose only the cell and the corner: one place decides the proportions.
 */
public record BoardLayout(Geometry geometry, double cell, double left, double top) {
    /** More pebbles than this cannot be told apart at a glance in a hole of the smallest board: the count says the rest. */
    public static final int MAX_PEBBLES = 12;
    /** Turns from one pebble of a heap to the next: a sunflower's spiral keeps them apart at any count. */
    private static final double GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
    /** How far the way a move leaves its hole its arrow sits from the cup's centre, in holes. */
    private static final double MOVE_REACH = 0.27;

    /** A point of the board, in the renderer's units. */
    public record Point(double x, double y) {
    }

    /** A rectangle of the board: its top left corner and its size. */
    public record Box(double x, double y, double width, double height) {
    }

    /**
     * A player's serpent: its line through the holes in number order and back to hole 1, flat as x, y
     * pairs, and one arrow head (three corners, flat) on each leg, pointing the way it is sown.
     */
    public record SerpentLine(double[] line, List<double[]> arrows) {
    }

    /** The groove between the two sides: a quarter of a hole. */
    public double gap() {
        return cell * 0.25;
    }

    /** The frame's rim round the holes, on every side. */
    public double rim() {
        return cell * 0.2;
    }

    public double boardWidth() {
        return cell * geometry.columns();
    }

    public double boardHeight() {
        return cell * geometry.rows() + gap();
    }

    /** The wooden frame, rim included. */
    public Box frame() {
        double rim = rim();
        return new Box(left - rim, top - rim, boardWidth() + 2 * rim, boardHeight() + 2 * rim);
    }

    /** The groove's line across the board between North's rows and South's. */
    public Box groove() {
        double gap = gap();
        return new Box(left, top + cell * geometry.rows() / 2.0 + gap * 0.3, boardWidth(), gap * 0.4);
    }

    /** The top of a row as seen from South (0: North's back row), below the groove for South's rows. */
    public double rowTop(int viewRow) {
        return top + viewRow * cell + (viewRow >= geometry.rows() / 2 ? gap() : 0);
    }

    /** The square a hole fills. */
    public Box hole(Hole h) {
        return new Box(left + h.column() * cell, rowTop(h.viewRow()), cell, cell);
    }

    /** The centre of a hole's cup. */
    public Point centre(Hole h) {
        return new Point(left + (h.column() + 0.5) * cell, rowTop(h.viewRow()) + cupDepth(cell));
    }

    /** How far below a hole's top its cup's centre is, in a hole {@code side} high: a little above the middle, leaving the count room. */
    public static double cupDepth(double side) {
        return side * 0.47;
    }

    /** The cup's radius in a hole {@code side} wide. */
    public static double cupRadius(double side) {
        return side * 0.39;
    }

    /** The radius of the ring round a marked cup. */
    public static double ringRadius(double cupRadius) {
        return cupRadius * 1.13;
    }

    /** The outline of a player's front row, a little inside the row's holes. */
    public Box frontRow(int viewRow) {
        double inset = cell * 0.04;
        return new Box(left - inset, rowTop(viewRow) + inset, boardWidth() + 2 * inset, cell - 2 * inset);
    }

    /** The room between the frame and the mover's hand. */
    public double handGap() {
        return rim() * 1.5;
    }

    /** The left side of the mover's hand, beside the board past the rim. */
    public double handLeft() {
        return left + boardWidth() + rim() + handGap();
    }

    /**
     * The top of the mover's hand of {@code height}: just past the groove on the mover's side, and
     * between {@code least} and {@code most} (the room's top and bottom).
     */
    public double handTop(Player mover, double height, double least, double most) {
        double gap = gap();
        double half = top + cell * geometry.rows() / 2.0 + gap / 2;
        return mover == Player.SOUTH ? Math.min(most - height, half + gap) : Math.max(least, half - gap - height);
    }

    // ---------------------------------------------------------------- serpents

    /**
     * {@code p}'s serpent sown {@code way}: a line through its holes in number order, back to hole 1,
     * with an arrow between each pair of holes; the way back to hole 1 gets its arrow on its longest leg.
     */
    public SerpentLine serpent(Player p, Direction way) {
        int n = geometry.holesPerPlayer();
        List<Point> points = new ArrayList<>();
        for (int i = 1; i <= n; i++) {
            points.add(centre(geometry.hole(p, i)));
        }
        List<Point> closing = closingRoute(p);
        points.addAll(closing);
        points.add(centre(geometry.hole(p, 1)));
        double[] line = new double[points.size() * 2];
        for (int i = 0; i < points.size(); i++) {
            line[2 * i] = points.get(i).x();
            line[2 * i + 1] = points.get(i).y();
        }
        boolean plus = way == Direction.PLUS;
        List<double[]> arrows = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            int a = i < n - 1 ? i : n - 1 + closing.size() / 2;
            arrows.add(arrowHead(points.get(plus ? a : a + 1), points.get(plus ? a + 1 : a)));
        }
        return new SerpentLine(line, arrows);
    }

    /**
     * Where the line from the last hole back to hole 1 runs: out past the board's side and along the
     * player's outer edge, so it never crosses a hole ({@link Serpent}).
     */
    private List<Point> closingRoute(Player p) {
        Point last = centre(geometry.hole(p, geometry.holesPerPlayer()));
        Point first = centre(geometry.hole(p, 1));
        if (Math.abs(last.x() - first.x()) < 1) {
            return List.of();
        }
        double sideX = Serpent.closesRight(geometry, p) ? left + cell * geometry.columns() + cell * 0.12
                : left - cell * 0.12;
        double edgeY = p == Player.SOUTH ? first.y() + cell * 0.5 : first.y() - cell * 0.5;
        return List.of(new Point(sideX, last.y()), new Point(sideX, edgeY), new Point(first.x(), edgeY));
    }

    /** A serpent's arrow head halfway from {@code from} to {@code to}, pointing at {@code to}: its tip and two back corners. */
    private double[] arrowHead(Point from, Point to) {
        double mx = to.x() + (from.x() - to.x()) / 2;
        double my = to.y() + (from.y() - to.y()) / 2;
        Point d = unit(to.x() - from.x(), to.y() - from.y());
        double len = cell * 0.12;
        double wide = len * 0.8;
        return new double[] {mx + d.x() * len, my + d.y() * len,
                mx - d.x() * len + -d.y() * wide, my - d.y() * len + d.x() * wide,
                mx - d.x() * len - -d.y() * wide, my - d.y() * len - d.x() * wide};
    }

    private static Point unit(double x, double y) {
        double length = Math.sqrt(x * x + y * y);
        return length == 0 ? new Point(0, 0) : new Point(x / length, y / length);
    }

    // ---------------------------------------------------------------- a move's arrow

    /**
     * The way a move sown {@code d} leaves {@code from}, as a unit vector: towards the hole its first
     * seed falls into, or along the serpent's way back between the last hole and hole 1.
     */
    public Point way(Hole from, Direction d) {
        int[] leg = Serpent.closingWay(geometry, from, d).orElse(null);
        if (leg != null) {
            return new Point(leg[0], leg[1]);
        }
        Point a = centre(from);
        Point b = centre(geometry.next(from, d));
        return unit(b.x() - a.x(), b.y() - a.y());
    }

    /** Where a move's arrow sits on its hole: from the cup's centre, a little the way it leaves. */
    public Point moveArrow(Hole from, Direction d) {
        Point at = centre(from);
        Point way = way(from, d);
        double reach = cell * MOVE_REACH;
        return new Point(at.x() + way.x() * reach, at.y() + way.y() * reach);
    }

    // ---------------------------------------------------------------- pebbles

    /** How many pebbles a heap of {@code seeds} shows. */
    public static int pebblesShown(int seeds) {
        return Math.min(seeds, MAX_PEBBLES);
    }

    /** A pebble's radius in a cup of {@code radius}: one size whatever their number, so a count reads the same in every hole. */
    public static double pebbleRadius(double radius) {
        return radius * 0.2;
    }

    /** The centre of the {@code i}-th of {@code shown} pebbles heaped in a cup of {@code radius} round ({@code cx}, {@code cy}). */
    public static Point pebble(int i, int shown, double cx, double cy, double radius) {
        double spread = radius - pebbleRadius(radius) * 1.15;
        double d = shown == 1 ? 0 : spread * Math.sqrt((i + 0.5) / shown);
        double a = i * GOLDEN_ANGLE;
        return new Point(cx + d * Math.cos(a), cy + d * Math.sin(a));
    }
}
