package org.katro.picture;

import org.katro.picture.Drawing.Circle;
import org.katro.picture.Drawing.Group;
import org.katro.picture.Drawing.Poly;
import org.katro.picture.Drawing.Rect;
import org.katro.picture.Drawing.Shape;
import org.katro.picture.Drawing.Style;
import org.katro.picture.Drawing.Text;

import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/** A {@link Drawing} as SVG: vector, for print and for the web player. */
public final class Svg {
    private Svg() {
    }

    /** A whole SVG document. */
    public static String document(Drawing d) {
        StringBuilder sb = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        open(sb, d, "");
        for (Shape s : d.shapes()) {
            shape(sb, s);
        }
        return sb.append("</svg>\n").toString();
    }

    /** The opening {@code <svg>} tag with its size and background; {@code extra} goes inside the tag. */
    public static void open(StringBuilder sb, Drawing d, String extra) {
        sb.append("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 ").append(n(d.width())).append(' ')
                .append(n(d.height())).append("\" width=\"").append(n(d.width())).append("\" height=\"")
                .append(n(d.height())).append("\" font-family=\"DejaVu Sans, Verdana, sans-serif\"").append(extra)
                .append(">\n<rect width=\"100%\" height=\"100%\" fill=\"").append(d.background()).append("\"/>\n");
    }

    /** One shape and what it holds. */
    public static void shape(StringBuilder sb, Shape s) {
        if (s instanceof Rect r) {
            sb.append("<rect x=\"").append(n(r.x())).append("\" y=\"").append(n(r.y())).append("\" width=\"")
                    .append(n(r.w())).append("\" height=\"").append(n(r.h())).append("\" rx=\"").append(n(r.radius()))
                    .append('"');
            style(sb, r.style());
            sb.append("/>\n");
        } else if (s instanceof Circle c) {
            sb.append("<circle cx=\"").append(n(c.cx())).append("\" cy=\"").append(n(c.cy())).append("\" r=\"")
                    .append(n(c.r())).append('"');
            style(sb, c.style());
            sb.append("/>\n");
        } else if (s instanceof Poly p) {
            sb.append(p.closed() ? "<polygon" : "<polyline").append(" points=\"");
            for (int i = 0; i < p.points().length; i += 2) {
                sb.append(i == 0 ? "" : " ").append(n(p.points()[i])).append(',').append(n(p.points()[i + 1]));
            }
            sb.append('"');
            style(sb, p.style());
            sb.append("/>\n");
        } else if (s instanceof Text t) {
            sb.append("<text x=\"").append(n(t.x())).append("\" y=\"").append(n(t.y())).append("\" font-size=\"")
                    .append(n(t.size())).append("\" fill=\"").append(t.colour()).append('"')
                    .append(t.bold() ? " font-weight=\"bold\"" : "")
                    .append(t.anchor().equals("start") ? "" : " text-anchor=\"" + t.anchor() + "\"").append('>')
                    .append(escape(t.text())).append("</text>\n");
        } else if (s instanceof Group g) {
            sb.append("<g");
            attributes(sb, g.attributes());
            sb.append(">\n");
            for (Shape inner : g.shapes()) {
                shape(sb, inner);
            }
            sb.append("</g>\n");
        }
    }

    /** The group's attributes in a fixed order, so the same board gives the same file. */
    public static void attributes(StringBuilder sb, Map<String, String> attributes) {
        new TreeMap<>(attributes).forEach((k, v) -> sb.append(' ').append(k).append("=\"").append(escape(v)).append('"'));
    }

    private static void style(StringBuilder sb, Style st) {
        sb.append(" fill=\"").append(st.fill() == null ? "none" : st.fill()).append('"');
        if (st.stroke() != null && st.width() > 0) {
            sb.append(" stroke=\"").append(st.stroke()).append("\" stroke-width=\"").append(n(st.width())).append('"');
            if (st.opacity() < 1) {
                sb.append(" stroke-opacity=\"").append(n(st.opacity())).append('"');
            }
            if (st.dash().length > 0) {
                sb.append(" stroke-dasharray=\"");
                for (int i = 0; i < st.dash().length; i++) {
                    sb.append(i == 0 ? "" : " ").append(n(st.dash()[i]));
                }
                sb.append("\" stroke-linecap=\"round\"");
            }
            sb.append(" stroke-linejoin=\"round\"");
        }
    }

    /** Text for XML: markup characters escaped. */
    public static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** A coordinate with at most two decimals, always with a dot. */
    static String n(double v) {
        String s = String.format(Locale.ROOT, "%.2f", v);
        s = s.contains(".") ? s.replaceAll("0+$", "").replaceAll("\\.$", "") : s;
        return s.equals("-0") ? "0" : s;
    }
}
