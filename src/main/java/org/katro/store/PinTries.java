package org.katro.store;

import java.sql.ResultSet;
import java.util.Optional;

/**
 * The wrong tries in a row at one of this station's PIN pads, kept in the database so that
 * restarting the app does not end the wait they earned. Each wrong try adds one in the database
 * itself, so a try made before the stored count was read is not lost over it.
 */
public final class PinTries {
    /** The teacher page's pad (the learners screen). */
    public static final String TEACHER = "teacher";
    /** The kiosk's staff pad. */
    public static final String STAFF = "staff";

    /** The tries written down: how many wrong in a row, the last at {@code lastWrong} (ms). */
    public record Tries(int wrong, long lastWrong) { }

    private final Store store;
    private final String pad;

    public PinTries(Store store, String pad) {
        this.store = store;
        this.pad = pad;
    }

    /** The tries written down (none for a pad never tried); empty when the database cannot be read. */
    public Optional<Tries> read() {
        return store.read(c -> {
            try (var s = c.prepareStatement("SELECT wrong, last_wrong FROM pin_tries WHERE station = ? AND pad = ?")) {
                s.setString(1, store.station());
                s.setString(2, pad);
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? new Tries(r.getInt(1), r.getLong(2)) : new Tries(0, 0);
                }
            }
        });
    }

    /** A wrong try at {@code at}: one more in a row. */
    public void wrong(long at) {
        store.write("INSERT INTO pin_tries (station, pad, wrong, last_wrong) VALUES (?, ?, 1, ?)"
                + " ON CONFLICT (station, pad) DO UPDATE SET wrong = pin_tries.wrong + 1, last_wrong = excluded.last_wrong",
                store.station(), pad, at);
    }

    /** The right PIN: the count starts again. */
    public void right() {
        store.write("DELETE FROM pin_tries WHERE station = ? AND pad = ?", store.station(), pad);
    }
}
