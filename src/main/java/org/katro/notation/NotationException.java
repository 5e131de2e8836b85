package org.katro.notation;

import org.katro.engine.Phrase;

/**
 * Text that is not a valid position, move or game; the message says what is wrong in
 * English, {@link #problem()} says it in any language.
 */
public final class NotationException extends Exception {
    /** the bundle of the problems, one per language */
    private static final String PROBLEMS = "org.katro.notation.Problems";

    private final transient Phrase problem;

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
}
