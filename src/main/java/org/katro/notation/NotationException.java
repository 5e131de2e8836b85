package org.katro.notation;

import org.katro.engine.Phrase;

/**
 * Text that is not a valid position, move or game; the message says what is wrong in
 * English, {@link #problem()} says it in any language.
 */
public final class NotationException extends Exception {
    /** the bundle of the problems, one per language */
    private static final String PROBLEMS = "org.katro.notation.Problems";

    /** The most characters of the text read that {@link #briefly()} quotes. */
    public static final int QUOTED = 6;

    private final transient Phrase problem;

    /** A piece of the text read, quoted in a problem; said whole wherever it is said as it is. */
    public record Typed(String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    NotationException(String key, Object... args) {
        this.problem = new Phrase(PROBLEMS, key, args);
    }

    /** What is wrong, in English, as the command line prints it. */
    @Override
    public String getMessage() {
        return problem.english();
    }

    /** What is wrong, to be said in any language. */
    public Phrase problem() {
        return problem;
    }

    /**
     * What is wrong, quoting at most {@value #QUOTED} characters of each piece of the text read:
     * what a screen says, since the text may have come from a clipboard holding anything.
     */
    public Phrase briefly() {
        return briefly(problem);
    }

    private static Phrase briefly(Phrase p) {
        return new Phrase(p.bundle(), p.key(), p.args().stream().map(a -> a instanceof Typed t ? cut(t.text())
                : a instanceof Phrase inner && PROBLEMS.equals(inner.bundle()) ? briefly(inner) : a).toArray());
    }

    private static String cut(String text) {
        return text.codePointCount(0, text.length()) <= QUOTED ? text
                : text.substring(0, text.offsetByCodePoints(0, QUOTED)) + "\u2026";
    }
}
