package org.katro.ui.icons;

import org.junit.jupiter.api.Test;

import java.awt.Font;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every icon the app names, in its code, screens and stylesheets, is in the icons' font: a name
 * missing from it would show an empty box (ikonli finds no handler). An icon added to a screen needs
 * {@code src/build/icon-font.sh} run again.
 */
class IconFontTest {
    private static final Pattern NAME = Pattern.compile("mdi2[a-z]-[a-z0-9-]+");

    @Test
    void everyIconTheAppNamesIsInTheFont() throws Exception {
        Set<String> named = new TreeSet<>();
        try (Stream<Path> files = Files.walk(Path.of("src/main"))) {
            for (Path file : files.filter(f -> f.toString().matches(".*\\.(java|fxml|css)")).toList()) {
                Matcher m = NAME.matcher(Files.readString(file));
                while (m.find()) {
                    named.add(m.group());
                }
            }
        }
        assertTrue(named.size() > 50, named.size() + " icons named");
        Set<String> missing = new TreeSet<>(named);
        missing.removeAll(IconFont.names());
        assertEquals(Set.of(), missing, "named by the app, not in icons.list");
        IconFont icons = new IconFont();
        Font font;
        try (InputStream in = icons.getFontResourceAsStream()) {
            font = Font.createFont(Font.TRUETYPE_FONT, in);
        }
        assertEquals(icons.getFontFamily(), font.getFamily(java.util.Locale.ROOT));
        List<String> blank = named.stream().filter(n -> !font.canDisplay(icons.resolve(n).getCode())).toList();
        assertEquals(List.of(), blank, "listed, but the font has no glyph for them");
        assertTrue(icons.supports("mdi2h-home") && !icons.supports("mdi2z-none-such"));
    }
}
