package org.katro.kiosk.pin;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * The hidden way out for staff: a long press in the top-left corner opens a PIN pad; the right PIN
 * closes the kiosk. Wrong tries make the pad wait longer and longer before it takes the next one, and
 * after {@value #TRIES_BEFORE_LOCK} it stays locked for at least a minute, so that a visitor cannot
 * find the PIN by trying. Pure logic on a clock in milliseconds; the kiosk screen feeds it presses,
 * PINs and the time. The tries are also told to a {@link Listener}, which writes them down, and the
 * tries written down before a restart are added with {@link #earlier}, so that a restart does not
 * end a wait.
 */
public final class StaffExit {
    /** How long the corner must be held. */
    public static final long HOLD_MILLIS = 3_000;
    /** The corner's size, in scene pixels: big enough to find, away from every control. */
    public static final double CORNER = 64;
    /** Wrong tries in a row after which the pad locks. */
    public static final int TRIES_BEFORE_LOCK = 5;
    /** The first lock; each further wrong try doubles it. */
    public static final long LOCK_MILLIS = 60_000;
    /**
     * The exit status of a station that staff closed with the PIN: distinct from a crash and from
     * refused settings ({@code 2}), so that the service that restarts a station that died leaves one
     * that staff closed (katro-kiosk.service: {@code RestartPreventExitStatus=2 3}).
     */
    public static final int EXIT_STATUS = 3;
    /** The longest wait: a quarter of an hour, still short enough for staff who mistyped. */
    public static final long MAX_WAIT_MILLIS = 15 * 60_000;

    /** What became of a typed PIN. */
    public enum Outcome {
        /** the right PIN: the station closes */
        RIGHT,
        /** a wrong PIN: the pad waits before the next try */
        WRONG,
        /** typed while the pad was waiting: not even compared */
        WAITING
    }

    /** Hears each compared try, to write it down. */
    public interface Listener {
        void wrong(long at);

        void right();
    }

    private final byte[] pin;
    private long pressedAt = -1;
    private int wrongTries;
    private long lastWrong;
    private boolean rightSinceStart;
    private Listener listener = new Listener() {
        @Override
        public void wrong(long at) {
        }

        @Override
        public void right() {
        }
    };

    public StaffExit(String pin) {
        this.pin = pin.getBytes(StandardCharsets.UTF_8);
    }

    public void listen(Listener listener) {
        this.listener = listener;
    }

    /**
     * The wrong tries in a row written down before this start, the last at {@code lastWrong}: added to
     * the ones made since, unless the right PIN has been typed since.
     */
    public void earlier(int wrong, long lastWrong) {
        if (!rightSinceStart && wrong > 0) {
            wrongTries += wrong;
            this.lastWrong = Math.max(this.lastWrong, lastWrong);
        }
    }

    /** A press starts; only one in the corner counts. */
    public void press(double x, double y, long now) {
        pressedAt = x <= CORNER && y <= CORNER ? now : -1;
    }

    /** The press ends (or moves away); true when it was held long enough to open the PIN pad. */
    public boolean release(long now) {
        boolean held = pressedAt >= 0 && now - pressedAt >= HOLD_MILLIS;
        pressedAt = -1;
        return held;
    }

    /** Tries {@code typed} at time {@code now}; during a wait the PIN is not compared at all. */
    public Outcome attempt(String typed, long now) {
        if (waitMillis(now) > 0) {
            return Outcome.WAITING;
        }
        // compared in constant time: how long a wrong PIN takes says nothing about the right one
        if (MessageDigest.isEqual(pin, typed.getBytes(StandardCharsets.UTF_8))) {
            wrongTries = 0;
            rightSinceStart = true;
            listener.right();
            return Outcome.RIGHT;
        }
        wrongTries++;
        lastWrong = now;
        listener.wrong(now);
        return Outcome.WRONG;
    }

    /** Wrong tries since the last right one. */
    public int wrongTries() {
        return wrongTries;
    }

    /** True once there have been {@value #TRIES_BEFORE_LOCK} wrong tries in a row. */
    public boolean locked() {
        return wrongTries >= TRIES_BEFORE_LOCK;
    }

    /** How long the pad still waits before it takes a try: 0 when it takes one now. */
    public long waitMillis(long now) {
        if (wrongTries == 0) {
            return 0;
        }
        long delay = delayAfter(wrongTries);
        // a clock set back must not stretch the wait beyond its length
        return Math.max(0, Math.min(delay, lastWrong + delay - now));
    }

    /**
     * The wait after {@code wrong} wrong tries in a row: 1, 2, 4 and 8 seconds after the first four,
     * then {@link #LOCK_MILLIS}, doubling with each further one up to {@link #MAX_WAIT_MILLIS}.
     */
    static long delayAfter(int wrong) {
        if (wrong < TRIES_BEFORE_LOCK) {
            return 1_000L << (wrong - 1);
        }
        return Math.min(MAX_WAIT_MILLIS, LOCK_MILLIS << Math.min(wrong - TRIES_BEFORE_LOCK, 10));
    }
}
