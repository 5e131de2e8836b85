package org.katro.cli.command;

/** A problem with what the user typed; the message is printed as it is, on one line, and the exit status is 2. */
public final class CliException extends Exception {
    public CliException(String message) {
        super(message);
    }
}
