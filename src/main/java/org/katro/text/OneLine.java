package org.katro.text;

/**
 * A name as the screens show it, whoever wrote it (a learner's name, a lesson's title): one line,
 * with nothing in it that makes it show as another text or as nothing.
 */
public final class OneLine {
    private OneLine() {
    }

    /**
     * {@code typed} without control characters, line breaks, bidirectional embeddings, overrides,
     * isolates and marks, zero-width spaces and byte-order marks (a title written "‮evil‬" would
     * show reversed), and without spaces around it.
     */
    public static String clean(String typed) {
        StringBuilder name = new StringBuilder(typed.length());
        typed.codePoints().filter(c -> !hidden(c)).forEach(name::appendCodePoint);
        return name.toString().strip();
    }

    private static boolean hidden(int c) {
        int type = Character.getType(c);
        return type == Character.CONTROL || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                || c >= 0x202A && c <= 0x202E || c >= 0x2066 && c <= 0x2069 || c == 0x200E || c == 0x200F
                || c == 0x061C || c == 0x200B || c == 0xFEFF;
    }
}
