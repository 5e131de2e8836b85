package org.katro.engine;

/** A move that the rules in force do not allow from the given position; the message says why. */
public final class IllegalMoveException extends RuntimeException {
    public IllegalMoveException(String reason) {
        super(reason);
    }
}
