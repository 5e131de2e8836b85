package org.katro.cli.command;

import java.util.Objects;

/** A failure that no command worded itself (a bug, memory running out, a number the engine cannot hold), in one line. */
public final class Failure {
    private Failure() {
    }

    /** Input the engine cannot hold (a number out of its range): bad input, not an internal error. */
    public static boolean isBadInput(Throwable e) {
        return e instanceof IllegalArgumentException || e instanceof ArithmeticException;
    }

    /** What went wrong, in one line, when it was none of the refusals the commands word themselves. */
    public static String describe(Throwable e) {
        String message = Objects.toString(e.getMessage(), "");
        String said = message.isEmpty() ? "" : ": " + Quote.input(message);
        return isBadInput(e) ? "out of range" + said : "internal error: " + e.getClass().getName() + said;
    }
}
