package org.katro.picture;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The palette's named colours, read from the stylesheet that defines them for the screens
 * ({@code Palette.css}, beside this class): the pictures' {@link Ink} takes the screen's colours
 * from there, so that a colour is written once. Read as text, line by line ({@code name: #rrggbb;}),
 * without JavaFX.
 */
public final class Palette {
    /** The palette stylesheet's name on the class path. */
    public static final String SHEET = "/org/katro/picture/Palette.css";
    private static final Pattern COLOUR = Pattern.compile("^\\s*(katro-[a-z-]+)\\s*:\\s*(#[0-9a-fA-F]{6}(?:[0-9a-fA-F]{2})?)\\s*;",
            Pattern.MULTILINE);
    private static final Map<String, String> COLOURS = read();

    private Palette() {
    }

    /** Every named colour, in the order the palette gives them: name to {@code #rrggbb} or {@code #rrggbbaa}, lower case. */
    public static Map<String, String> colours() {
        return COLOURS;
    }

    /** The colour named {@code name} (e.g. {@code katro-gold}). */
    public static String colour(String name) {
        String hex = COLOURS.get(name);
        if (hex == null) {
            throw new IllegalArgumentException("no colour " + name + " in " + SHEET);
        }
        return hex;
    }

    private static Map<String, String> read() {
        try (InputStream in = Palette.class.getResourceAsStream(SHEET)) {
            if (in == null) {
                throw new IllegalStateException(SHEET + " is not on the class path");
            }
            Matcher m = COLOUR.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
            Map<String, String> out = new LinkedHashMap<>();
            while (m.find()) {
                out.put(m.group(1), m.group(2).toLowerCase(Locale.ROOT));
            }
            return Collections.unmodifiableMap(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
