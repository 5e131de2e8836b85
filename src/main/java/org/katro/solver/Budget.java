package org.katro.solver;

import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * How much a search may do: so many turns sown (its work), so that a busy computer reaches the same
 * answers as an idle one, only later; and a wall-clock limit as an outer bound only, read from
 * {@code clock} (nanoseconds), for a machine so slow that the work would take too long.
 */
public record Budget(long work, Duration time, LongSupplier clock) {
    /** No limit on the work: the clock alone stops the search (the command line's {@code --seconds}). */
    public static final long UNLIMITED = Long.MAX_VALUE;

    public Budget {
        if (work < 0) {
            throw new IllegalArgumentException("work " + work);
        }
    }

    /**
     * Turns sown a second on a typical computer (docs/performance.md): the work a budget named in time
     * stands for.
     */
    public static final long TURNS_A_SECOND = 1_000_000;
    /** How many times the typical time the outer limit allows: a busy computer still gives the same answers. */
    static final int SLACK = 4;

    /**
     * The work a typical computer does in {@code time}, with {@value #SLACK} times {@code time} as the
     * outer limit.
     */
    public static Budget typical(Duration time) {
        return of(Math.max(0, time.toMillis()) * (TURNS_A_SECOND / 1000), time.multipliedBy(SLACK));
    }

    /**
     * {@link #typical} named by its outer limit: the work a typical computer does in a {@value #SLACK}th
     * of {@code limit}, within {@code limit}.
     */
    public static Budget within(Duration limit) {
        return typical(limit.dividedBy(SLACK));
    }

    /** {@code work} turns sown, within {@code time} on the system's clock. */
    public static Budget of(long work, Duration time) {
        return new Budget(work, time, System::nanoTime);
    }

    /** The clock's time alone, as much work as it allows. */
    public static Budget time(Duration time) {
        return of(UNLIMITED, time);
    }

    /** The same budget read from another clock: a test's. */
    public Budget clock(LongSupplier other) {
        return new Budget(work, time, other);
    }

    /** What is left after {@code spent} turns sown, with the outer limit at {@code deadline} on this clock. */
    public Budget left(long spent, long deadline) {
        return new Budget(work == UNLIMITED ? UNLIMITED : Math.max(0, work - spent),
                Duration.ofNanos(Math.max(0, deadline - clock.getAsLong())), clock);
    }

    /** The clock's reading at which the outer limit is reached, from now. */
    public long deadline() {
        long now = clock.getAsLong();
        long nanos = Math.max(0, time.toNanos());
        return now + nanos < now ? Long.MAX_VALUE : now + nanos;
    }
}
