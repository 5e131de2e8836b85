package org.katro.kiosk.pin;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.katro.text.Language;
import org.katro.text.Texts;

import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * The staff PIN pad: the digits typed so far (shown as dots), why the last try failed and how long
 * the pad still waits, in the station's own language whatever the last visitor chose. Each try goes
 * to {@link StaffExit} and to {@code log}; the right PIN runs {@code right}.
 */
public final class PinPadModel {
    /** The longest PIN the pad takes: further digits are not typed. */
    public static final int LONGEST = 8;
    private static final String NOTHING = " ";

    private final Texts texts;
    private final StaffExit staff;
    private final boolean defaultPin;
    private final LongSupplier clock;
    private final Consumer<String> log;
    private final Runnable right;
    private final Runnable cancel;
    private final StringBuilder typed = new StringBuilder();
    private final ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper(this, "shown", NOTHING);
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", NOTHING);

    /**
     * A pad on {@code staff}'s tries, in the station's {@code language}; {@code defaultPin} when the
     * station still has the PIN the manual prints, which the pad tells staff.
     */
    public PinPadModel(Language language, StaffExit staff, boolean defaultPin, LongSupplier clock, Consumer<String> log,
            Runnable right, Runnable cancel) {
        this.texts = new Texts(language, "org.katro.kiosk.pin.PinPad");
        this.staff = staff;
        this.defaultPin = defaultPin;
        this.clock = clock;
        this.log = log;
        this.right = right;
        this.cancel = cancel;
        // a wait that began before the pad opened is shown at once: closing the pad ends no wait
        if (staff.waitMillis(clock.getAsLong()) > 0) {
            showProblem(clock.getAsLong());
        }
    }

    /** Only staff open the pad: the warning about the default PIN is theirs, not the visitors'. */
    public boolean warnsOfDefaultPin() {
        return defaultPin;
    }

    public void digit(int digit) {
        if (typed.length() < LONGEST) {
            typed.append(digit);
        }
        show();
    }

    public void clear() {
        typed.setLength(0);
        show();
    }

    /** Tries the digits typed; they are forgotten whatever comes of them. */
    public void ok() {
        long now = clock.getAsLong();
        StaffExit.Outcome outcome = staff.attempt(typed.toString(), now);
        clear();
        long wait = seconds(staff.waitMillis(now));
        log.accept("staff PIN: " + switch (outcome) {
            case RIGHT -> "right; the staff page opens";
            case WRONG -> "wrong, try " + staff.wrongTries() + "; the pad "
                    + (staff.locked() ? "is locked for " : "waits ") + wait + " s";
            case WAITING -> "typed during the wait, not checked (" + wait + " s left)";
        });
        if (outcome == StaffExit.Outcome.RIGHT) {
            right.run();
        } else {
            showProblem(now);
        }
    }

    public void cancel() {
        cancel.run();
    }

    /** The clock has moved: a wait shown counts down. */
    public void tick() {
        if (!problem.get().isBlank()) {
            showProblem(clock.getAsLong());
        }
    }

    /** The digits typed, as one dot each. */
    public ReadOnlyStringProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /** Why the last try failed and, while the pad waits, how long it still waits; blank before any. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    private void show() {
        shown.set(typed.isEmpty() ? NOTHING : "\u25cf".repeat(typed.length()));
    }

    private void showProblem(long now) {
        long wait = staff.waitMillis(now);
        String why = texts.text(staff.locked() ? "pin.locked" : "pin.wrong");
        if (wait == 0) {
            problem.set(why);
        } else if (wait <= 60_000) {
            problem.set(why + " " + texts.text("pin.wait.seconds", seconds(wait)));
        } else {
            problem.set(why + " " + texts.text("pin.wait.minutes", (wait + 59_999) / 60_000));
        }
    }

    /** Whole seconds, rounded up: a wait is over only when it says 0. */
    private static long seconds(long millis) {
        return (millis + 999) / 1000;
    }
}
