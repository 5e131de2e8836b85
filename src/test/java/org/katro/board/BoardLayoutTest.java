package org.katro.board;

import org.junit.jupiter.api.Test;
import org.katro.board.BoardLayout.Box;
import org.katro.board.BoardLayout.Point;
import org.katro.board.BoardLayout.SerpentLine;
import org.katro.engine.Direction;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The one board layout both renderers draw from: every cup inside its hole and the frame, no cup
 * touching another, each serpent through its holes in number order and back to hole 1 without
 * crossing a cup, its arrows on its legs pointing the way it is sown, and a heap's pebbles inside
 * their cup and apart.
 */
class BoardLayoutTest {
    private static final double CELL = 60;

    /** Every ruleset's board, at its own number of columns and at two, laid out from a corner off the origin. */
    private static List<BoardLayout> layouts() {
        List<BoardLayout> out = new ArrayList<>();
        for (Ruleset r : Ruleset.values()) {
            for (int columns : new TreeSet<>(List.of(r.defaultColumns(), 2))) {
                Geometry g = Rules.of(r).geometry(r.start(columns));
                out.add(new BoardLayout(g, CELL, 130.5, 41.25));
            }
        }
        return out;
    }

    private static double distance(Point a, Point b) {
        return Math.hypot(a.x() - b.x(), a.y() - b.y());
    }

    private static boolean inside(Box box, double x, double y, double margin) {
        return x - margin >= box.x() - 1e-9 && x + margin <= box.x() + box.width() + 1e-9
                && y - margin >= box.y() - 1e-9 && y + margin <= box.y() + box.height() + 1e-9;
    }

    @Test
    void everyCupIsInsideItsHoleAndTheFrameAndTouchesNoOther() {
        double cup = BoardLayout.cupRadius(CELL);
        double ring = BoardLayout.ringRadius(cup);
        for (BoardLayout at : layouts()) {
            Geometry g = at.geometry();
            for (int i = 0; i < g.size(); i++) {
                Hole h = g.holeAt(i);
                Point c = at.centre(h);
                assertTrue(inside(at.hole(h), c.x(), c.y(), ring), h.name() + "'s ringed cup in its hole, " + g);
                assertTrue(inside(at.frame(), c.x(), c.y(), ring), h.name() + " on the board, " + g);
                for (int j = i + 1; j < g.size(); j++) {
                    Hole other = g.holeAt(j);
                    assertTrue(distance(c, at.centre(other)) >= 2 * ring, h.name() + " and " + other.name() + " apart, " + g);
                }
            }
            // North's rows above the groove, South's below it
            Box groove = at.groove();
            for (int i = 0; i < g.size(); i++) {
                Hole h = g.holeAt(i);
                Box square = at.hole(h);
                assertTrue(h.owner() == Player.NORTH ? square.y() + square.height() <= groove.y()
                        : square.y() >= groove.y() + groove.height(), h.name() + " on its side of the groove, " + g);
            }
        }
    }

    @Test
    void eachSerpentRunsThroughItsHolesInOrderAndBackToHoleOneCrossingNoCup() {
        double cup = BoardLayout.cupRadius(CELL);
        for (BoardLayout at : layouts()) {
            Geometry g = at.geometry();
            int n = g.holesPerPlayer();
            for (Player p : Player.values()) {
                double[] line = at.serpent(p, Direction.PLUS).line();
                int points = line.length / 2;
                for (int i = 1; i <= n; i++) {
                    Point c = at.centre(g.hole(p, i));
                    assertEquals(c, new Point(line[2 * (i - 1)], line[2 * (i - 1) + 1]), p + "'s hole " + i + ", " + g);
                }
                assertEquals(at.centre(g.hole(p, 1)), new Point(line[line.length - 2], line[line.length - 1]),
                        p + "'s serpent closes on hole 1, " + g);
                // the way back's bends lie clear of every cup
                for (int k = n; k < points - 1; k++) {
                    Point bend = new Point(line[2 * k], line[2 * k + 1]);
                    for (int i = 0; i < g.size(); i++) {
                        assertTrue(distance(bend, at.centre(g.holeAt(i))) > cup, p + "'s bend " + bend + ", " + g);
                    }
                }
            }
        }
    }

    @Test
    void eachSerpentArrowSitsOnALegAndPointsTheWayItIsSown() {
        for (BoardLayout at : layouts()) {
            for (Player p : Player.values()) {
                for (Direction way : Direction.values()) {
                    SerpentLine serpent = at.serpent(p, way);
                    double[] line = serpent.line();
                    assertEquals(at.geometry().holesPerPlayer(), serpent.arrows().size());
                    for (double[] head : serpent.arrows()) {
                        double baseX = (head[2] + head[4]) / 2;
                        double baseY = (head[3] + head[5]) / 2;
                        double ux = head[0] - baseX;
                        double uy = head[1] - baseY;
                        boolean onALeg = false;
                        for (int k = 0; k + 3 < line.length; k += 2) {
                            double lx = line[k + 2] - line[k];
                            double ly = line[k + 3] - line[k + 1];
                            double len = Math.hypot(lx, ly);
                            // the leg through the arrow's middle, the arrow along it, forwards when sown PLUS
                            double across = Math.abs((baseX - line[k]) * ly - (baseY - line[k + 1]) * lx) / len;
                            double along = (ux * lx + uy * ly) / len / Math.hypot(ux, uy);
                            if (across < 1e-6 && Math.abs(Math.abs(along) - 1) < 1e-9) {
                                onALeg = true;
                                assertEquals(way == Direction.PLUS ? 1 : -1, Math.signum(along), p + " " + way);
                            }
                        }
                        assertTrue(onALeg, p + "'s arrow on a leg of its serpent, " + at.geometry());
                    }
                }
            }
        }
    }

    @Test
    void aMovesArrowLeavesItsHoleTheWayTheSerpentGoes() {
        for (BoardLayout at : layouts()) {
            Geometry g = at.geometry();
            for (int i = 0; i < g.size(); i++) {
                Hole h = g.holeAt(i);
                for (Direction d : Direction.values()) {
                    Point way = at.way(h, d);
                    assertEquals(1, Math.hypot(way.x(), way.y()), 1e-12, "a unit vector");
                    Point arrow = at.moveArrow(h, d);
                    assertEquals(CELL * 0.27, distance(arrow, at.centre(h)), 1e-9, h.name() + d.symbol());
                    assertTrue(distance(arrow, at.centre(h)) < BoardLayout.cupRadius(CELL), "on its own cup");
                }
            }
        }
    }

    @Test
    void aHeapsPebblesStayInTheirCupAndApart() {
        double radius = 40;
        double pebble = BoardLayout.pebbleRadius(radius);
        assertEquals(BoardLayout.MAX_PEBBLES, BoardLayout.pebblesShown(BoardLayout.MAX_PEBBLES + 30));
        assertEquals(3, BoardLayout.pebblesShown(3));
        for (int shown = 1; shown <= BoardLayout.MAX_PEBBLES; shown++) {
            List<Point> heap = new ArrayList<>();
            for (int i = 0; i < shown; i++) {
                heap.add(BoardLayout.pebble(i, shown, 100, 200, radius));
            }
            for (Point p : heap) {
                assertTrue(distance(p, new Point(100, 200)) + pebble <= radius, shown + " pebbles: " + p + " in the cup");
                for (Point q : heap) {
                    assertTrue(p == q || distance(p, q) > pebble, shown + " pebbles: " + p + " and " + q + " apart");
                }
            }
        }
        assertEquals(new Point(100, 200), BoardLayout.pebble(0, 1, 100, 200, radius), "a single seed in the middle");
    }
}
