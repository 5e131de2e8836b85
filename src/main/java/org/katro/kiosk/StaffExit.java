package org.katro.kiosk;

/**
 * The hidden way out for staff: a long press in the top-left corner opens a PIN pad; the right PIN
 * closes the kiosk. Pure logic; the kiosk screen feeds it presses and digits.
 */
public final class StaffExit {
    /** How long the corner must be held. */
    public static final long HOLD_MILLIS = 3_000;
    /** The corner's size, in scene pixels: big enough to find, away from every control. */
    public static final double CORNER = 64;

    private final String pin;
    private long pressedAt = -1;

    public StaffExit(String pin) {
        this.pin = pin;
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

    public boolean unlocks(String typed) {
        return pin.equals(typed);
    }
}
