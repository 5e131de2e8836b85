package org.katro.kiosk;

/**
 * Decides, from the time of the last touch, when an unattended station should show its attract
 * loop or ask "Are you still there?" and then reset. Pure logic on a clock in milliseconds, so the
 * screens drive it with a timer and the tests with numbers.
 */
public final class IdleWatch {
    /** What the station should be showing. */
    public enum State {
        /** someone is using it */
        ACTIVE,
        /** in a lesson or game, nobody touched it for a while: the countdown is showing */
        ASKING,
        /** nobody answered: clear progress and go home */
        RESET,
        /** on the home screen, nobody touched it for a while: the attract loop plays */
        ATTRACT
    }

    private final long attractMillis;
    private final long idleMillis;
    private final long countdownMillis;
    private long lastTouch;
    private boolean home = true;

    public IdleWatch(KioskSettings settings, long now) {
        this.attractMillis = settings.attractSeconds() * 1000L;
        this.idleMillis = settings.idleSeconds() * 1000L;
        this.countdownMillis = settings.countdownSeconds() * 1000L;
        this.lastTouch = now;
    }

    /** Any input: a touch, a click, a key. */
    public void touch(long now) {
        lastTouch = now;
    }

    /** The home screen is showing (true) or a lesson or game is (false); restarts the wait. */
    public void atHome(boolean home, long now) {
        this.home = home;
        this.lastTouch = now;
    }

    public State state(long now) {
        long idle = now - lastTouch;
        if (home) {
            return idle >= attractMillis ? State.ATTRACT : State.ACTIVE;
        }
        if (idle >= idleMillis + countdownMillis) {
            return State.RESET;
        }
        return idle >= idleMillis ? State.ASKING : State.ACTIVE;
    }

    /** Whole seconds left on the "Are you still there?" countdown (0 outside it). */
    public int secondsLeft(long now) {
        long idle = now - lastTouch;
        if (home || idle < idleMillis) {
            return 0;
        }
        return (int) Math.max(0, (idleMillis + countdownMillis - idle + 999) / 1000);
    }
}
