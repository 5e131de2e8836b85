package org.katro.notation;

/** Text that is not a valid position or move; the message says what is wrong, for a user to read. */
public final class NotationException extends Exception {
    public NotationException(String message) {
        super(message);
    }
}
