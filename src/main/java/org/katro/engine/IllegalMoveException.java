package org.katro.engine;

/**
 * A move that the rules in force do not allow from the given position; the message says why in
 * English, {@link #reason()} says it in any language.
 */
public final class IllegalMoveException extends RuntimeException {
    /** the bundle of the reasons, one per language */
    static final String REASONS = "org.katro.engine.Reasons";

    private final transient Phrase reason;

    IllegalMoveException(Phrase reason) {
        this.reason = reason;
    }

    /** Why, in English; worded only when asked, as the computer's search skips endless moves unread. */
    @Override
    public String getMessage() {
        return reason.english();
    }

    /** Why the move is not allowed, to be said in any language. */
    public Phrase reason() {
        return reason;
    }
}
