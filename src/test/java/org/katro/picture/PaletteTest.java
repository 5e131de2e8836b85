package org.katro.picture;

import org.junit.jupiter.api.Test;

import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each shared colour is written once, in the palette, so that a colour changed there changes on
 * every screen and in every picture: no screen's stylesheet writes a palette colour out again, every
 * name a stylesheet looks up is in the palette, and the pictures' ink takes the screen's colours
 * from the palette rather than copying them. The web page's stylesheet is a browser's (it cannot
 * look up JavaFX's names) and is left out.
 */
class PaletteTest {
    private static final Pattern HEX = Pattern.compile("#([0-9a-fA-F]{8}|[0-9a-fA-F]{6})\\b");
    private static final Pattern NAME = Pattern.compile("\\bkatro-[a-z][a-z-]*[a-z]\\b");

    /** The screens' stylesheets as built, the palette's own and the web page's left out. */
    private static Map<Path, String> sheets() throws Exception {
        Path palette = Path.of(Palette.class.getResource("Palette.css").toURI());
        Path classes = palette.getParent().getParent().getParent().getParent();
        Map<Path, String> out = new TreeMap<>();
        try (Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(f -> f.toString().endsWith(".css")).toList()) {
                if (!f.equals(palette) && !classes.relativize(f).startsWith(Path.of("org", "katro", "web"))) {
                    out.put(classes.relativize(f), Files.readString(f, StandardCharsets.UTF_8));
                }
            }
        }
        assertTrue(out.keySet().stream().anyMatch(p -> p.endsWith("Board.css")), out.keySet()::toString);
        assertTrue(out.keySet().stream().anyMatch(p -> p.endsWith("Theme.css")), out.keySet()::toString);
        return out;
    }

    @Test
    void thePaletteNamesEachColourOnceAndEachSeeThroughVariantFollowsItsColour() throws Exception {
        Map<String, String> colours = Palette.colours();
        assertTrue(colours.size() >= 25, colours::toString);
        String text = new String(Palette.class.getResourceAsStream("Palette.css").readAllBytes(), StandardCharsets.UTF_8);
        Matcher defined = Pattern.compile("^\\s*(katro-[a-z-]+)\\s*:", Pattern.MULTILINE).matcher(text);
        int definitions = 0;
        while (defined.find()) {
            definitions++;
        }
        assertEquals(colours.size(), definitions, "every definition read, none twice");
        Set<String> solid = new HashSet<>();
        for (String hex : colours.values()) {
            if (hex.length() == 7) {
                assertTrue(solid.add(hex), hex + " named twice");
            }
        }
        colours.forEach((name, hex) -> assertTrue(hex.length() == 7 || solid.contains(hex.substring(0, 7)),
                name + " (" + hex + ") is a see-through variant of no palette colour: change it with its colour"));
    }

    @Test
    void noScreenStylesheetWritesAPaletteColourAgainAndEveryNameItLooksUpIsInThePalette() throws Exception {
        Set<String> solid = new HashSet<>();
        for (String hex : Palette.colours().values()) {
            solid.add(hex.substring(0, 7));
        }
        List<String> again = new ArrayList<>();
        List<String> unknown = new ArrayList<>();
        for (Map.Entry<Path, String> sheet : sheets().entrySet()) {
            Matcher hex = HEX.matcher(sheet.getValue());
            while (hex.find()) {
                if (solid.contains(hex.group().substring(0, 7).toLowerCase(Locale.ROOT))) {
                    again.add(sheet.getKey() + ": " + hex.group());
                }
            }
            Matcher name = NAME.matcher(sheet.getValue());
            while (name.find()) {
                if (!Palette.colours().containsKey(name.group())) {
                    unknown.add(sheet.getKey() + ": " + name.group());
                }
            }
        }
        assertTrue(again.isEmpty(), "palette colours written again instead of named: " + again);
        assertTrue(unknown.isEmpty(), "names looked up but not in the palette: " + unknown);
    }

    @Test
    void thePicturesInkTakesTheScreensColoursFromThePalette() throws Exception {
        Set<String> palette = new HashSet<>(Palette.colours().values());
        StringBuilder css = new StringBuilder();
        sheets().values().forEach(css::append);
        String screens = css.toString().toLowerCase(Locale.ROOT);
        int fromPalette = 0;
        for (RecordComponent c : Ink.class.getRecordComponents()) {
            Object value = c.getAccessor().invoke(Ink.WOOD);
            List<?> colours = value instanceof List<?> l ? l : value instanceof String ? List.of(value) : List.of();
            for (Object colour : colours) {
                String hex = colour.toString().toLowerCase(Locale.ROOT);
                if (palette.contains(hex)) {
                    fromPalette++;
                } else {
                    // a colour of the pictures' own (one flat colour for a screen's gradient), written nowhere else
                    assertFalse(screens.contains(hex), c.getName() + " " + hex + " copies a screen's colour");
                }
            }
        }
        assertTrue(fromPalette >= 27, "the ink's colours from the palette: " + fromPalette);
        assertEquals(Palette.colour("katro-gold"), Ink.WOOD.accent());
        assertEquals(Palette.colour("katro-capture"), Ink.WOOD.capture());
    }
}
