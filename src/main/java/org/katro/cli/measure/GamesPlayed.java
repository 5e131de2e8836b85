package org.katro.cli.measure;

import java.io.PrintStream;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * How far a long run of games is, said on standard error every few seconds, so that a run of many
 * games is seen to go on; a run shorter than that says nothing. Standard output keeps only the answer.
 */
final class GamesPlayed {
    /** How often a long run says how far it is. */
    static final long EVERY_NANOS = 5_000_000_000L;

    private final PrintStream err;
    private final String command;
    private final long total;
    private final LongSupplier clock;
    private final long start;
    private long next;

    GamesPlayed(PrintStream err, String command, long total) {
        this(err, command, total, System::nanoTime);
    }

    GamesPlayed(PrintStream err, String command, long total, LongSupplier clock) {
        this.err = err;
        this.command = command;
        this.total = total;
        this.clock = clock;
        this.start = clock.getAsLong();
        this.next = start + EVERY_NANOS;
    }

    /** After each game: {@code played} of the games are over. */
    void played(long played) {
        long now = clock.getAsLong();
        if (now - next >= 0) {
            err.printf(Locale.ROOT, "%s: %d of %d games played, %d s%n", command, played, total,
                    (now - start) / 1_000_000_000L);
            err.flush();
            next = now + EVERY_NANOS;
        }
    }
}
