package org.katro.notation;

import java.util.List;

/**
 * The one JSON writer: the events, the solver's answer, the practice questions and the web page's
 * data are all written through it, so every one escapes texts the same way. Its strings are also safe
 * inside an HTML {@code <script>} element ({@code <}, {@code >}, {@code &} and the line separators
 * are escaped), so no translated text can close the web page's script. Here, beside the notation,
 * because the events' JSON is part of the notation and the notation may use nothing above the engine.
 */
public final class Json {
    private final StringBuilder out = new StringBuilder();
    /** The closing brackets of the objects and arrays still open, innermost last. */
    private final StringBuilder open = new StringBuilder();
    /** Nothing written yet in the innermost open object or array. */
    private boolean fresh = true;
    /** A member's name written, its value not yet. */
    private boolean named;

    /** A new object: end it with {@link #end()}. */
    public static Json object() {
        return new Json().beginObject();
    }

    /** A new array: end it with {@link #end()}. */
    public static Json array() {
        return new Json().beginArray();
    }

    public Json beginObject() {
        return begin('{', '}');
    }

    public Json beginArray() {
        return begin('[', ']');
    }

    /** Ends the innermost open object or array. */
    public Json end() {
        out.append(open.charAt(open.length() - 1));
        open.setLength(open.length() - 1);
        fresh = false;
        return this;
    }

    /** A member's name; its value comes next. */
    public Json name(String name) {
        separate();
        out.append(string(name)).append(':');
        named = true;
        return this;
    }

    /** A string, or {@code null}. */
    public Json value(String s) {
        return raw(string(s));
    }

    public Json value(long n) {
        return raw(Long.toString(n));
    }

    public Json value(boolean b) {
        return raw(Boolean.toString(b));
    }

    /** A value already written as JSON (another writer's {@link #toString()}). */
    public Json raw(String json) {
        separate();
        out.append(json);
        fresh = false;
        named = false;
        return this;
    }

    public Json field(String name, String value) {
        return name(name).value(value);
    }

    public Json field(String name, long value) {
        return name(name).value(value);
    }

    public Json field(String name, boolean value) {
        return name(name).value(value);
    }

    /** An array of strings. */
    public Json strings(List<String> values) {
        beginArray();
        values.forEach(this::value);
        return end();
    }

    /** An array of numbers. */
    public Json numbers(int[] values) {
        beginArray();
        for (int v : values) {
            value(v);
        }
        return end();
    }

    /** What has been written. */
    @Override
    public String toString() {
        return out.toString();
    }

    /** {@code s} as a JSON string, safe inside a {@code <script>} element; {@code null} for null. */
    public static String string(String s) {
        if (s == null) {
            return "null";
        }
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> {
                    if (c < 0x20 || c == '<' || c == '>' || c == '&' || c == '\u2028' || c == '\u2029') {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }

    private Json begin(char opening, char closing) {
        separate();
        out.append(opening);
        open.append(closing);
        fresh = true;
        named = false;
        return this;
    }

    private void separate() {
        if (!fresh && !named) {
            out.append(',');
        }
    }
}
