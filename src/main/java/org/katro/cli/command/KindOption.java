package org.katro.cli.command;

import org.katro.practice.Kind;
import picocli.CommandLine.Option;

/**
 * {@code --kind KIND}: one kind of practice question, or {@code winning-move} for puzzles; the
 * question kinds mixed when not given.
 */
public final class KindOption {
    /** The puzzles' kind: a position and a win to find, rather than a question on one move's lap. */
    public static final String WINNING_MOVE = "winning-move";

    @Option(names = "--kind", paramLabel = "KIND",
            description = "landing, capture, count (default: the three mixed) or " + WINNING_MOVE)
    String id;

    public boolean given() {
        return id != null;
    }

    /** Whether puzzles are asked for: find the winning move. */
    public boolean winningMove() {
        return WINNING_MOVE.equals(id);
    }

    /** The kind asked for, or null for every kind mixed (and for puzzles). */
    public Kind kind() throws CliException {
        return id == null || winningMove() ? null : Kind.byId(id).orElseThrow(() -> new CliException("unknown kind '"
                + Quote.input(id) + "' (kinds: landing, capture, count, " + WINNING_MOVE + ")"));
    }
}
