package org.katro.kiosk;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StaffExitTest {
    @Test
    void onlyALongPressInTheCornerOpensThePinPad() {
        StaffExit exit = new StaffExit("2468");
        exit.press(10, 10, 0);
        assertFalse(exit.release(StaffExit.HOLD_MILLIS - 1), "too short");
        exit.press(500, 10, 0);
        assertFalse(exit.release(10_000), "not in the corner");
        exit.press(10, 10, 0);
        assertTrue(exit.release(StaffExit.HOLD_MILLIS));
    }

    @Test
    void onlyTheRightPinUnlocks() {
        StaffExit exit = new StaffExit("2468");
        assertTrue(exit.unlocks("2468"));
        assertFalse(exit.unlocks("1234"));
        assertFalse(exit.unlocks(""));
    }
}
