package org.katro.picture;

import org.katro.board.Board;
import org.katro.board.BoardLayout;
import org.katro.board.BoardLayout.Box;
import org.katro.board.BoardLayout.Point;
import org.katro.board.BoardLayout.SerpentLine;
import org.katro.board.HoleMarks;
import org.katro.engine.Direction;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.picture.Drawing.Circle;
import org.katro.picture.Drawing.Group;
import org.katro.picture.Drawing.Poly;
import org.katro.picture.Drawing.Rect;
import org.katro.picture.Drawing.Shape;
import org.katro.picture.Drawing.Style;
import org.katro.picture.Drawing.Text;
import org.katro.text.Language;
import org.katro.text.Lines;
import org.katro.text.Texts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Draws a {@link Board} the way the app's board does (BoardView, HoleView, Board.css): North on top,
 * a label for every row, the holes with their pebbles, serpent numbers, counts and badges, both
 * serpents with arrows, both front rows outlined, and the hand on the mover's side. Every highlight
 * pairs its colour with a line style or a symbol, as on screen. One hole is {@link #CELL} units wide.
 */
public final class BoardPainter {
    /** The board's own texts: row labels and the hand, the same words the screens use. */
    private static final String BUNDLE = "org.katro.ui.board.Board";
    public static final double CELL = 100;
    private static final double RIM = CELL * 0.2;
    private static final double MARGIN = CELL * 0.15;
    private static final double LABEL_WIDTH = CELL * 2.6;
    private static final double HAND_WIDTH = CELL * 1.7;
    /** A move's arrow pointing along +u, in its disc's radii: (u, v) pairs, the shaft then the head. */
    private static final double[] ARROW = {-0.6, -0.14, 0.02, -0.14, 0.02, -0.42, 0.64, 0, 0.02, 0.42, 0.02, 0.14,
            -0.6, 0.14};
    private static final double FONT = CELL * 0.16;

    private final Texts texts;
    private final Ink ink;
    /** A hole's number: on paper large, on a chip over the cup's edge, so that its digits (0.73 of the size) print 3 mm high at a worksheet's scale */
    private final double numberSize;

    /** A painter of the screen's dark wooden board. */
    public BoardPainter(Language language) {
        this(language, Ink.WOOD);
    }

    public BoardPainter(Language language, Ink ink) {
        texts = new Texts(language, BUNDLE);
        this.ink = ink;
        numberSize = ink == Ink.PAPER ? FONT * 2.5 : FONT * 0.95;
    }

    /** A hole's number's size, in the drawing's units ({@link #CELL} a hole). */
    public double numberSize() {
        return numberSize;
    }

    /** The picture of {@code f}. */
    public Drawing paint(Board f) {
        Geometry g = f.geometry();
        Layout at = new Layout(g);
        List<Shape> shapes = new ArrayList<>();
        Box frame = at.board.frame();
        shapes.add(new Rect(frame.x() - 4, frame.y() - 4, frame.width() + 8, frame.height() + 8, CELL * 0.3,
                Style.fill(ink.shadow())));
        shapes.add(new Rect(frame.x(), frame.y(), frame.width(), frame.height(), CELL * 0.27,
                new Style(ink.wood(), ink.woodEdge(), 3, 1, new double[0])));
        Box groove = at.board.groove();
        shapes.add(new Rect(groove.x(), groove.y(), groove.width(), groove.height(), at.board.gap() * 0.2,
                Style.fill(ink.groove())));
        shapes.add(serpents(at));
        for (int r = 0; r < g.rows(); r++) {
            shapes.add(rowLabel(f, at, r));
        }
        shapes.add(frontRows(f, at));
        for (int i = 0; i < g.size(); i++) {
            shapes.add(hole(f, at, g.holeAt(i)));
        }
        shapes.add(hand(f, at));
        shapes.add(moveMark(f, at));
        if (f.selected() != null && numberSize > FONT) {
            // the chosen hole's large number over its move's arrow, never under it
            shapes.add(new Group("number-" + f.selected().name(), Map.of(), number(at.board.hole(f.selected()), f.selected())));
        }
        return new Drawing(at.width, at.height, ink.page(), shapes);
    }

    /** The board's layout at a fixed hole size, with the margins, the row labels' room and the hand's round it. */
    private static final class Layout {
        final BoardLayout board;
        final double width;
        final double height;

        Layout(Geometry g) {
            double left = MARGIN + LABEL_WIDTH + RIM;
            double top = MARGIN + RIM;
            board = new BoardLayout(g, CELL, left, top);
            width = board.handLeft() + HAND_WIDTH + MARGIN;
            height = top + board.boardHeight() + RIM + MARGIN;
        }
    }

    // ---------------------------------------------------------------- holes

    private static final double CUP = BoardLayout.cupRadius(CELL);

    private Shape hole(Board f, Layout at, Hole h) {
        int seeds = f.seeds(h);
        Box square = at.board.hole(h);
        double x = square.x();
        double y = square.y();
        Point centre = at.board.centre(h);
        double cx = centre.x();
        double cy = centre.y();
        HoleMarks m = f.marks(h);
        boolean taken = m.taken();
        List<Shape> s = new ArrayList<>();
        // the second ring: the landing hole that captures (solid), a lesson's hole (dotted), the chosen one (dashed)
        Style ring = m.landing() ? Style.line(ink.current(), 3)
                : m.highlighted() ? Style.line(ink.lessonHole(), 4, 3, 5)
                : m.selected() ? Style.line(ink.accent(), 3, 6, 4) : null;
        if (ring != null) {
            s.add(new Circle(cx, cy, BoardLayout.ringRadius(CUP), ring));
        }
        Style cup = taken ? new Style(ink.captureFill(), ink.capture(), 4, 1, new double[] {1, 5})
                : m.lifted() ? Style.line(ink.lifted(), 5, 2, 4)
                : m.receiving() ? Style.line(ink.current(), 6)
                : m.ahead() ? Style.line(ink.ahead(), 3, 8, 5)
                : Style.line(ink.cupEdge(), 2);
        s.add(new Circle(cx, cy, CUP, cup.fill() == null ? cup.filled(ink.cup()) : cup));
        if (taken) {
            // the hatch of the taken hole, so it reads without its colour
            double k = Math.sqrt(0.5);
            for (double t = -CUP * 0.8; t <= CUP * 0.8; t += CUP * 0.27) {
                double half = Math.sqrt(CUP * CUP - t * t) * 0.92;
                double px = cx + t * k;
                double py = cy - t * k;
                s.add(new Poly(new double[] {px - half * k, py - half * k, px + half * k, py + half * k}, false,
                        Style.line(ink.hatch(), 3)));
            }
        }
        s.addAll(pebbles(cx, cy, CUP, seeds));
        s.addAll(number(square, h));
        double countSize = seeds > BoardLayout.MAX_PEBBLES ? FONT * 1.35 : FONT * 1.05;
        s.add(pill(x + CELL - 2, y + CELL - 1, Integer.toString(seeds), countSize, ink.countPill(), ink.countText(),
                seeds > BoardLayout.MAX_PEBBLES ? ink.countText() : ink.countEdge(), true));
        String badge = m.badge();
        if (badge != null) {
            String colour = taken ? ink.capture() : m.lifted() ? ink.lifted() : m.receiving() ? ink.current()
                    : ink.accent();
            s.add(pill(x + CELL - 2, y + 1, badge, FONT * 1.1, ink.badge(), colour, ink.badgeEdge(), false));
        }
        Map<String, String> attributes = new LinkedHashMap<>();
        attributes.put("class", "hole");
        attributes.put("data-hole", h.name());
        attributes.put("data-count", Integer.toString(seeds));
        // what the hole shows, in words: a page's tests and readers see the marks without reading colours
        attributes.put("data-marks", String.join(" ", m.names()));
        return new Group("hole-" + h.name(), attributes, s);
    }

    /** A hole's number in its square's top left corner; large ones on a chip, so that the cup's edge does not run through them. */
    private List<Shape> number(Box square, Hole h) {
        String number = Integer.toString(h.number());
        List<Shape> s = new ArrayList<>();
        if (numberSize > FONT) {
            s.add(new Rect(square.x() + FONT * 0.15, square.y() + FONT * 0.15, Fonts.width(number, numberSize, false) + FONT * 0.35,
                    numberSize * 1.05, FONT * 0.3, Style.fill(ink.page())));
        }
        s.add(new Text(square.x() + FONT * 0.3, square.y() + FONT * 0.1 + numberSize, number, numberSize, false, ink.number(), "start"));
        return s;
    }

    /** A label on a rounded pill whose top right (or bottom right) corner is at ({@code right}, {@code y}). */
    private static Shape pill(double right, double y, String text, double size, String background, String colour,
            String border, boolean bottom) {
        double w = Fonts.width(text, size, true) + size * 0.7;
        double h = size * 1.3;
        double top = bottom ? y - h : y;
        List<Shape> s = new ArrayList<>();
        s.add(new Rect(right - w, top, w, h, h / 2, new Style(background, border, border == null ? 0 : 2, 1,
                new double[0])));
        s.add(new Text(right - w / 2, top + h * 0.77, text, size, true, colour, "middle"));
        return new Group(null, Map.of(), s);
    }

    /** Seeds as pebbles in a round heap (a sunflower spiral keeps them apart), as the screen's Pebbles. */
    private List<Shape> pebbles(double cx, double cy, double radius, int seeds) {
        int shown = BoardLayout.pebblesShown(seeds);
        List<Shape> out = new ArrayList<>();
        for (int i = 0; i < shown; i++) {
            Point at = BoardLayout.pebble(i, shown, cx, cy, radius);
            out.add(new Circle(at.x(), at.y(), BoardLayout.pebbleRadius(radius),
                    new Style(ink.pebble(i), ink.pebbleEdge(), 0.8, 1, new double[0])));
        }
        return out;
    }

    // ---------------------------------------------------------------- rows

    private Shape rowLabel(Board f, Layout at, int viewRow) {
        Geometry g = f.geometry();
        Hole first = g.holeAt(viewRow * g.columns());
        boolean front = f.marks(first).frontRow();
        String text = texts.text(front ? "row.labelFront" : "row.label", texts.player(first.owner()),
                texts.row(first.row()));
        String[] lines = text.split("\n");
        double width = LABEL_WIDTH - RIM - 8;
        double size = FONT * 1.05;
        for (String line : lines) {
            double w = Fonts.width(line, size, front);
            if (w > width) {
                size *= width / w;
            }
        }
        double lineHeight = size * 1.25;
        double top = at.board.rowTop(viewRow) + (CELL - lineHeight * lines.length) / 2;
        List<Shape> s = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            s.add(new Text(at.board.left() - RIM - 8, top + lineHeight * (i + 0.8), lines[i], size, front,
                    front ? ink.accent() : ink.label(), "end"));
        }
        return new Group("row-" + viewRow, Map.of("class", front ? "row-label front" : "row-label"), s);
    }

    private Shape frontRows(Board f, Layout at) {
        boolean capturing = f.captureFrom() != null;
        List<Shape> s = new ArrayList<>();
        for (Player p : Player.values()) {
            int depth = f.frontRow(p);
            if (depth < 0) {
                continue;
            }
            int viewRow = f.geometry().indexOf(p, depth, 0) / f.geometry().columns();
            Style line = p == Player.SOUTH ? Style.line(ink.south(), capturing ? 4 : 2, 10, 6)
                    : Style.line(ink.north(), capturing ? 4 : 2, 3, 5);
            Box row = at.board.frontRow(viewRow);
            s.add(new Rect(row.x(), row.y(), row.width(), row.height(), CELL * 0.13, line));
        }
        return new Group("front-rows", Map.of(), s);
    }

    // ---------------------------------------------------------------- serpents

    /** Each serpent as a line through its holes in number order, back to hole 1, with an arrow on every leg. */
    private Shape serpents(Layout at) {
        List<Shape> s = new ArrayList<>();
        for (Player p : Player.values()) {
            boolean south = p == Player.SOUTH;
            SerpentLine serpent = at.board.serpent(p, Direction.PLUS);
            s.add(new Poly(serpent.line(), false, (south ? Style.line(ink.southLine(), 2.5)
                    : Style.line(ink.north(), 2.5, 6, 5))
                    .seeThrough(Math.min(1, (south ? 0.4 : 0.33) * ink.serpentStrength()))));
            for (double[] head : serpent.arrows()) {
                s.add(new Poly(head, true, new Style(south ? ink.southArrow() : ink.northArrow(), ink.arrowEdge(), 1, 1,
                        new double[0])));
            }
        }
        return new Group(null, Map.of("class", "serpents"), s);
    }

    // ---------------------------------------------------------------- the hand and the move

    private Shape hand(Board f, Layout at) {
        int rows = f.geometry().rows();
        double h = Math.min(CELL * rows / 2.0, CELL * 1.8);
        double x = at.board.handLeft();
        double y = at.board.handTop(f.mover(), h, MARGIN, at.height - MARGIN);
        double w = HAND_WIDTH;
        double pad = w * 0.06;
        List<Shape> s = new ArrayList<>();
        s.add(new Rect(x, y, w, h, CELL * 0.16, new Style(ink.hand(), ink.handEdge(), 2, 1, new double[0])));
        List<String> title = Lines.wrap(texts.text("hand.label", texts.player(f.mover()), f.hand()), w - 2 * pad,
                line -> Fonts.width(line, FONT, true));
        double lineHeight = FONT * 1.2;
        for (int i = 0; i < title.size(); i++) {
            s.add(new Text(x + w / 2, y + pad + lineHeight * (i + 0.85), title.get(i), FONT, true, ink.handText(), "middle"));
        }
        double th = lineHeight * title.size();
        double countSize = FONT * 1.8;
        double r = Math.max(4, Math.min(w - 2 * pad, h - th - countSize * 1.2 - 3 * pad) / 2);
        double cx = x + w / 2;
        double cy = y + pad + th + pad / 2 + r;
        s.add(new Circle(cx, cy, r, f.hand() == 0 ? new Style(ink.handCup(), ink.accent(), 2, 0.47, new double[] {4, 4})
                : new Style(ink.handCup(), ink.accent(), 2, 1, new double[0])));
        s.addAll(pebbles(cx, cy, r, f.hand()));
        s.add(new Text(cx, cy + r + pad / 4 + countSize * 0.95, Integer.toString(f.hand()), countSize, true, ink.accent(),
                "middle"));
        return new Group("hand", Map.of("class", "hand", "data-count", Integer.toString(f.hand())), s);
    }

    /**
     * The ways the chosen hole is sown (a question's move): a gold disc on the hole for each, with an
     * arrow the way the serpent leaves it towards the hole its first seed falls into.
     */
    private Shape moveMark(Board f, Layout at) {
        Hole from = f.selected();
        if (from == null || f.directions().isEmpty()) {
            return new Group("move", Map.of(), List.of());
        }
        List<Shape> s = new ArrayList<>();
        StringBuilder moves = new StringBuilder();
        for (Direction d : f.directions()) {
            Point way = at.board.way(from, d);
            double dx = way.x();
            double dy = way.y();
            Point disc = at.board.moveArrow(from, d);
            double ox = disc.x();
            double oy = disc.y();
            double r = CELL * 0.21;
            s.add(new Circle(ox, oy, r, new Style(ink.mark(), ink.markDark(), 2, 1, new double[0])));
            // a shaft and a head, as the app's arrow: a bare triangle read as pointing along one of its sides
            double[] points = new double[ARROW.length];
            for (int i = 0; i < ARROW.length; i += 2) {
                double u = ARROW[i] * r;
                double v = ARROW[i + 1] * r;
                points[i] = ox + u * dx - v * dy;
                points[i + 1] = oy + u * dy + v * dx;
            }
            s.add(new Poly(points, true, Style.fill(ink.markDark())));
            moves.append(moves.length() == 0 ? "" : " ").append(from.owner().symbol())
                    .append(new Move(from.number(), d));
        }
        return new Group("move", Map.of("class", "move", "data-move", moves.toString()), s);
    }
}
