package org.katro.picture;

import java.util.List;
import java.util.Map;

/**
 * A picture as a list of plain shapes in one coordinate space: what the board painter makes and the
 * SVG, PNG and web writers read, so that every output draws the same board. Groups name their part
 * of the board ({@code data-hole}, {@code data-count}, a part's name) for the web player and tests.
 */
public record Drawing(double width, double height, String background, List<Shape> shapes) {
    public Drawing {
        shapes = List.copyOf(shapes);
    }

    /**
     * How a shape is filled and outlined; colours are {@code #rrggbb}, null for none.
     *
     * @param opacity the stroke's opacity (serpent lines are see-through)
     * @param dash    dash and gap lengths, empty for a solid line
     */
    public record Style(String fill, String stroke, double width, double opacity, double[] dash) {
        public static Style fill(String colour) {
            return new Style(colour, null, 0, 1, new double[0]);
        }

        public static Style line(String colour, double width, double... dash) {
            return new Style(null, colour, width, 1, dash);
        }

        public Style filled(String colour) {
            return new Style(colour, stroke, width, opacity, dash);
        }

        public Style seeThrough(double o) {
            return new Style(fill, stroke, width, o, dash);
        }
    }

    public sealed interface Shape permits Rect, Circle, Poly, Text, Group {
    }

    public record Rect(double x, double y, double w, double h, double radius, Style style) implements Shape {
    }

    public record Circle(double cx, double cy, double r, Style style) implements Shape {
    }

    /** A polyline, or a polygon when {@code closed}; points as x, y, x, y… */
    public record Poly(double[] points, boolean closed, Style style) implements Shape {
    }

    /**
     * One line of text.
     *
     * @param anchor where {@code x} is: {@code start}, {@code middle} or {@code end}
     * @param y      the baseline
     */
    public record Text(double x, double y, String text, double size, boolean bold, String colour, String anchor)
            implements Shape {
    }

    /**
     * Shapes that belong together: a hole, the hand, a row label. The attributes go to the SVG as
     * they are (e.g. {@code data-hole=S5}); {@code part} names the slot the web player swaps.
     */
    public record Group(String part, Map<String, String> attributes, List<Shape> shapes) implements Shape {
        public Group {
            attributes = Map.copyOf(attributes);
            shapes = List.copyOf(shapes);
        }
    }
}
