package org.katro.picture;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.font.FontRenderContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * DejaVu Sans, shipped with the application (see DejaVu-LICENSE.txt beside it): it has the letters of
 * all five languages and the board's symbols (✕ ★ ↑ ▼ ⚑), so a PNG or a PDF prints the same on any
 * machine, and the painter measures its texts with the font they are printed in.
 */
public final class Fonts {
    private static final String REGULAR = "DejaVuSans.ttf";
    private static final String BOLD = "DejaVuSans-Bold.ttf";
    private static final FontRenderContext CONTEXT = new FontRenderContext(null, true, true);
    private static Font regular;
    private static Font bold;

    private Fonts() {
    }

    /** The font's bytes, for a PDF to embed. */
    public static InputStream open(boolean isBold) {
        InputStream in = Fonts.class.getResourceAsStream(isBold ? BOLD : REGULAR);
        if (in == null) {
            throw new IllegalStateException("the application's font is missing: " + (isBold ? BOLD : REGULAR));
        }
        return in;
    }

    /** The font at {@code size}, for drawing with Java2D. */
    public static synchronized Font font(double size, boolean isBold) {
        if (regular == null) {
            regular = load(false);
            bold = load(true);
        }
        return (isBold ? bold : regular).deriveFont((float) size);
    }

    /** How wide {@code text} is at {@code size}. */
    public static double width(String text, double size, boolean isBold) {
        return font(size, isBold).getStringBounds(text, CONTEXT).getWidth();
    }

    private static Font load(boolean isBold) {
        try (InputStream in = open(isBold)) {
            return Font.createFont(Font.TRUETYPE_FONT, in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (FontFormatException e) {
            throw new IllegalStateException(e);
        }
    }
}
