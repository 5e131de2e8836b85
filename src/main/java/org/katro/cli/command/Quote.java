package org.katro.cli.command;

import org.katro.engine.Phrase;

/**
 * How a message quotes what the user typed: at most {@value #MAX_QUOTED} characters of it, so that a
 * 50 MB move is not echoed back whole, and no control character raw, so that input cannot drive the
 * terminal that reads the message (ESC, line and paragraph separators, bidirectional overrides).
 */
public final class Quote {
    public static final int MAX_QUOTED = 80;

    private Quote() {
    }

    /** {@code text} cut after {@value #MAX_QUOTED} characters (marked {@code ...}), unsafe ones as {@code \}{@code uXXXX}. */
    public static String input(String text) {
        StringBuilder sb = new StringBuilder();
        int i = 0;
        for (int quoted = 0; i < text.length() && quoted < MAX_QUOTED; quoted++) {
            int c = text.codePointAt(i);
            int next = i + Character.charCount(c);
            if (shown(c)) {
                sb.appendCodePoint(c);
            } else {
                for (int j = i; j < next; j++) {
                    sb.append(String.format("\\u%04x", (int) text.charAt(j)));
                }
            }
            i = next;
        }
        if (i < text.length()) {
            sb.append("...");
        }
        return sb.toString();
    }

    /** The phrase in English, each piece of text in it quoted as {@link #input} does. */
    public static String english(Phrase phrase) {
        Object[] args = phrase.args().stream()
                .map(a -> a instanceof Phrase p ? english(p) : a instanceof Number ? a : input(String.valueOf(a)))
                .toArray();
        return new Phrase(phrase.bundle(), phrase.key(), args).english();
    }

    private static boolean shown(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                    Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED -> false;
            default -> true;
        };
    }
}
