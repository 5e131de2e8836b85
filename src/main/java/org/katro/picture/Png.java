package org.katro.picture;

import org.katro.picture.Drawing.Circle;
import org.katro.picture.Drawing.Group;
import org.katro.picture.Drawing.Poly;
import org.katro.picture.Drawing.Rect;
import org.katro.picture.Drawing.Shape;
import org.katro.picture.Drawing.Style;
import org.katro.picture.Drawing.Text;

import javax.imageio.ImageIO;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;

/** A {@link Drawing} as pixels, with Java2D (headless: no display is needed). */
public final class Png {
    /** Pixels per unit for a saved picture: a 6 x 6 board comes out about 1,500 pixels wide. */
    public static final double SCALE = 1.4;
    private Png() {
    }

    /** The drawing at {@code scale} pixels per unit. */
    public static BufferedImage image(Drawing d, double scale) {
        BufferedImage img = new BufferedImage((int) Math.ceil(d.width() * scale), (int) Math.ceil(d.height() * scale),
                BufferedImage.TYPE_INT_RGB);
        Graphics2D g = img.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.setColor(colour(d.background(), 1));
            g.fillRect(0, 0, img.getWidth(), img.getHeight());
            g.scale(scale, scale);
            for (Shape s : d.shapes()) {
                draw(g, s);
            }
        } finally {
            g.dispose();
        }
        return img;
    }

    /** Writes the drawing as a PNG file's bytes. */
    public static void write(Drawing d, double scale, OutputStream out) throws IOException {
        ImageIO.write(image(d, scale), "png", out);
    }

    private static void draw(Graphics2D g, Shape s) {
        if (s instanceof Rect r) {
            paint(g, new RoundRectangle2D.Double(r.x(), r.y(), r.w(), r.h(), 2 * r.radius(), 2 * r.radius()), r.style());
        } else if (s instanceof Circle c) {
            paint(g, new Ellipse2D.Double(c.cx() - c.r(), c.cy() - c.r(), 2 * c.r(), 2 * c.r()), c.style());
        } else if (s instanceof Poly p) {
            Path2D.Double path = new Path2D.Double();
            double[] pts = p.points();
            path.moveTo(pts[0], pts[1]);
            for (int i = 2; i < pts.length; i += 2) {
                path.lineTo(pts[i], pts[i + 1]);
            }
            if (p.closed()) {
                path.closePath();
            }
            paint(g, path, p.style());
        } else if (s instanceof Text t) {
            g.setFont(Fonts.font(t.size(), t.bold()));
            g.setColor(colour(t.colour(), 1));
            double w = Fonts.width(t.text(), t.size(), t.bold());
            double x = switch (t.anchor()) {
                case "middle" -> t.x() - w / 2;
                case "end" -> t.x() - w;
                default -> t.x();
            };
            g.drawString(t.text(), (float) x, (float) t.y());
        } else if (s instanceof Group group) {
            for (Shape inner : group.shapes()) {
                draw(g, inner);
            }
        }
    }

    private static void paint(Graphics2D g, java.awt.Shape shape, Style st) {
        if (st.fill() != null) {
            g.setColor(colour(st.fill(), 1));
            g.fill(shape);
        }
        if (st.stroke() != null && st.width() > 0) {
            float[] dash = new float[st.dash().length];
            for (int i = 0; i < dash.length; i++) {
                dash[i] = (float) Math.max(0.1, st.dash()[i]);
            }
            g.setStroke(dash.length == 0 ? new BasicStroke((float) st.width(), BasicStroke.CAP_BUTT, BasicStroke.JOIN_ROUND)
                    : new BasicStroke((float) st.width(), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 10, dash, 0));
            g.setColor(colour(st.stroke(), st.opacity()));
            g.draw(shape);
        }
    }

    private static Color colour(String hex, double opacity) {
        int rgb = Integer.parseInt(hex.substring(1), 16);
        return new Color((rgb >> 16) & 0xff, (rgb >> 8) & 0xff, rgb & 0xff, (int) Math.round(opacity * 255));
    }
}
