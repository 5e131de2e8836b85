package org.katro.kiosk.pin;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.katro.kiosk.pin.StaffExit.Outcome.RIGHT;
import static org.katro.kiosk.pin.StaffExit.Outcome.WAITING;
import static org.katro.kiosk.pin.StaffExit.Outcome.WRONG;

/** The staff's way out, on a clock the test sets: nothing here sleeps. */
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
        assertEquals(RIGHT, new StaffExit("2468").attempt("2468", 0));
        assertEquals(WRONG, new StaffExit("2468").attempt("1234", 0));
        assertEquals(WRONG, new StaffExit("2468").attempt("24680", 0));
        assertEquals(WRONG, new StaffExit("2468").attempt("", 0));
    }

    @Test
    void eachWrongTryMakesThePadWaitLongerAndTheFifthLocksItForAMinute() {
        StaffExit exit = new StaffExit("2468");
        long now = 0;
        List<Long> waits = new ArrayList<>();
        for (int i = 1; i <= 10; i++) {
            assertEquals(WRONG, exit.attempt("1111", now));
            long wait = exit.waitMillis(now);
            waits.add(wait);
            assertEquals(i >= StaffExit.TRIES_BEFORE_LOCK, exit.locked(), "try " + i);
            // even the right PIN is not looked at until the wait is over
            assertEquals(WAITING, exit.attempt("2468", now + wait - 1));
            assertEquals(i, exit.wrongTries(), "a try during the wait does not count");
            now += wait;
        }
        assertEquals(List.of(1_000L, 2_000L, 4_000L, 8_000L, 60_000L, 120_000L, 240_000L, 480_000L, 900_000L, 900_000L),
                waits);
        assertEquals(RIGHT, exit.attempt("2468", now));
    }

    @Test
    void theRightPinStartsTheCountAgain() {
        StaffExit exit = new StaffExit("2468");
        exit.attempt("1111", 0);
        exit.attempt("1111", 1_000);
        assertEquals(RIGHT, exit.attempt("2468", 3_000));
        assertEquals(0, exit.wrongTries());
        assertEquals(0, exit.waitMillis(3_000));
        exit.attempt("1111", 3_000);
        assertEquals(1_000, exit.waitMillis(3_000));
    }

    @Test
    void aClockSetBackDoesNotStretchTheWait() {
        StaffExit exit = new StaffExit("2468");
        exit.attempt("1111", 100_000);
        assertEquals(1_000, exit.waitMillis(0));
        assertEquals(500, exit.waitMillis(100_500));
    }

    @Test
    void theTriesWrittenDownBeforeARestartKeepThePadWaiting() {
        List<String> heard = new ArrayList<>();
        StaffExit before = new StaffExit("2468");
        before.listen(new StaffExit.Listener() {
            @Override
            public void wrong(long at) {
                heard.add("wrong at " + at);
            }

            @Override
            public void right() {
                heard.add("right");
            }
        });
        before.attempt("1111", 0);
        before.attempt("2468", 5_000);
        assertEquals(List.of("wrong at 0", "right"), heard);

        // the app restarted after five wrong tries, the last at 100 s: it is still locked for a minute
        StaffExit after = new StaffExit("2468");
        after.earlier(StaffExit.TRIES_BEFORE_LOCK, 100_000);
        assertTrue(after.locked());
        assertEquals(WAITING, after.attempt("2468", 100_001));
        assertEquals(RIGHT, after.attempt("2468", 100_000 + StaffExit.LOCK_MILLIS));

        StaffExit rightSince = new StaffExit("2468");
        rightSince.attempt("2468", 0);
        rightSince.earlier(StaffExit.TRIES_BEFORE_LOCK, 0);
        assertFalse(rightSince.locked(), "the right PIN typed since the restart ends the count");
    }
}
