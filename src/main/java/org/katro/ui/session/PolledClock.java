package org.katro.ui.session;

import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * A playback clock on a clock read in milliseconds ({@code now}): a wait is over when its owner
 * looks ({@link #poll()}) and the clock has reached its end. Its owner is told how long each new
 * wait lasts ({@code waiting}), so that it can look just then rather than on a coarse tick; a test
 * moves the clock by hand and polls.
 */
public final class PolledClock implements PlaybackClock {
    private final LongSupplier now;
    private final LongConsumer waiting;
    private Runnable then;
    private long due;

    public PolledClock(LongSupplier now, LongConsumer waiting) {
        this.now = now;
        this.waiting = waiting;
    }

    @Override
    public void after(double seconds, Runnable then) {
        long millis = Math.round(seconds * 1000);
        this.then = then;
        // counted from when it is asked for, not from when the last wait was due: a wait is never cut short
        due = now.getAsLong() + millis;
        waiting.accept(millis);
    }

    @Override
    public void cancel() {
        then = null;
    }

    /** Runs the wait's end if the clock has reached it. */
    public void poll() {
        if (then != null && now.getAsLong() >= due) {
            Runnable run = then;
            then = null;
            run.run();
        }
    }
}
