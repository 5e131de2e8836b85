package org.katro.ui.icons;

import org.kordamp.ikonli.AbstractIkonHandler;
import org.kordamp.ikonli.Ikon;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The app's icons for ikonli's {@code FontIcon}: the Material Design Icons the app names (by
 * ikonli's {@code mdi2} names), drawn from a font that holds those glyphs alone (11 KB, where the whole icon
 * font is 1.3 MB). Loading the whole font took 30 to 60 ms of the JavaFX thread's first screen at
 * every start. {@code src/build/icon-font.sh} writes the font and the list from the names in the
 * sources.
 */
public final class IconFont extends AbstractIkonHandler {
    /** The font's family, as its name table says (the subset keeps the whole font's). */
    private static final String FAMILY = "Material Design Icons";
    private static final String FONT = "katro-icons.ttf";
    private static final Map<String, Glyph> GLYPHS = read();

    /** One icon: its name and its code point in the font. */
    private record Glyph(String description, int code) implements Ikon {
        @Override
        public String getDescription() {
            return description;
        }

        @Override
        public int getCode() {
            return code;
        }
    }

    /** Every icon name the font holds. */
    public static Set<String> names() {
        return GLYPHS.keySet();
    }

    @Override
    public boolean supports(String description) {
        return description != null && GLYPHS.containsKey(description);
    }

    @Override
    public Ikon resolve(String description) {
        return GLYPHS.get(description);
    }

    @Override
    public URL getFontResource() {
        return IconFont.class.getResource(FONT);
    }

    @Override
    public InputStream getFontResourceAsStream() {
        return IconFont.class.getResourceAsStream(FONT);
    }

    @Override
    public String getFontFamily() {
        return FAMILY;
    }

    private static Map<String, Glyph> read() {
        Properties list = new Properties();
        try (InputStream in = IconFont.class.getResourceAsStream("icons.list")) {
            list.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the icons' list", e);
        }
        return list.stringPropertyNames().stream().collect(Collectors.toUnmodifiableMap(name -> name,
                name -> new Glyph(name, Integer.parseInt(list.getProperty(name).strip(), 16))));
    }
}
