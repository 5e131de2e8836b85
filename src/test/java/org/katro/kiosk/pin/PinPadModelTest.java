package org.katro.kiosk.pin;

import org.junit.jupiter.api.Test;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The PIN pad's view model, no window: what staff see as they type, wait and get in. */
class PinPadModelTest {
    private final AtomicLong clock = new AtomicLong(1_000_000);
    private final List<String> log = new ArrayList<>();
    private final AtomicInteger rights = new AtomicInteger();
    private final AtomicInteger cancels = new AtomicInteger();
    private final StaffExit staff = new StaffExit("2468");

    private PinPadModel pad(Language language) {
        return new PinPadModel(language, staff, false, clock::get, log::add, rights::incrementAndGet, cancels::incrementAndGet);
    }

    private static void type(PinPadModel pad, String digits) {
        digits.chars().forEach(c -> pad.digit(c - '0'));
    }

    @Test
    void theDigitsShowAsDotsUpToTheLongestPin() {
        PinPadModel pad = pad(Language.ENGLISH);
        assertTrue(pad.shownProperty().get().isBlank());
        type(pad, "123");
        assertEquals("\u25cf\u25cf\u25cf", pad.shownProperty().get());
        type(pad, "4567890123");
        assertEquals("\u25cf".repeat(PinPadModel.LONGEST), pad.shownProperty().get());
        pad.clear();
        assertTrue(pad.shownProperty().get().isBlank());
        pad.cancel();
        assertEquals(1, cancels.get());
    }

    @Test
    void aWrongPinSaysWhyAndCountsTheWaitDownInThePadsLanguage() {
        PinPadModel pad = pad(Language.FRENCH);
        type(pad, "1357");
        pad.ok();
        assertTrue(pad.shownProperty().get().isBlank(), "a try is forgotten");
        assertEquals("Ce code n'est pas le bon. Réessayez dans 1 seconde.", pad.problemProperty().get());
        clock.addAndGet(1_000);
        pad.tick();
        assertEquals("Ce code n'est pas le bon.", pad.problemProperty().get());
        type(pad, "2468");
        pad.ok();
        assertEquals(1, rights.get());
        assertEquals(List.of("staff PIN: wrong, try 1; the pad waits 1 s", "staff PIN: right; the staff page opens"), log);
    }

    @Test
    void aPadOpenedDuringAWaitShowsItAndTakesNoTry() {
        for (int i = 0; i < StaffExit.TRIES_BEFORE_LOCK; i++) {
            staff.attempt("0000", clock.addAndGet(StaffExit.LOCK_MILLIS));
        }
        clock.addAndGet(30_000);
        PinPadModel pad = pad(Language.ENGLISH);
        assertEquals("Too many wrong tries. Try again in 30 seconds.", pad.problemProperty().get());
        type(pad, "2468");
        pad.ok();
        assertEquals(0, rights.get(), "not even compared");
        assertEquals(List.of("staff PIN: typed during the wait, not checked (30 s left)"), log);
    }
}
