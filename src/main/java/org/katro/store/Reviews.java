package org.katro.store;

import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.LongSupplier;

/**
 * What each learner missed, asked again until known (Leitner boxes): a miss puts the item in box 1,
 * due a day later; a right answer when it is due moves it to box 2 (due 3 days later), then to box
 * 3 (7 days), then it is known and goes; a miss anywhere sends it back to box 1. An item is a lesson's
 * question or a practice kind, named by {@code org.katro.practice.Review}; the store keeps its name only.
 * A right answer before the item is due changes nothing: being asked again after the wait is what
 * keeps it, not answering it twice in a row.
 */
public final class Reviews {
    /** A day, in the clock's milliseconds. */
    public static final long DAY = 86_400_000L;
    /** The days an item of box 1, 2 and 3 waits before it is asked again. */
    static final List<Integer> WAITS = List.of(1, 3, 7);

    private final Store store;
    private final LongSupplier clock;

    /** @param clock the time now, in milliseconds since 1970 */
    public Reviews(Store store, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
    }

    /** {@code item} was missed: back to box 1, due a day from now. */
    public void missed(String learner, String item) {
        store.write("INSERT INTO review (learner, item, box, due) VALUES (?, ?, 1, ?)"
                + " ON CONFLICT (learner, item) DO UPDATE SET box = 1, due = excluded.due",
                learner, item, clock.getAsLong() + WAITS.get(0) * DAY);
    }

    /** {@code item} was answered right: if it was due, to the next box, or known from the last one. */
    public void right(String learner, String item) {
        long now = clock.getAsLong();
        // the last box first, so that an item moved into it by the update below is not taken as known at once
        store.write("DELETE FROM review WHERE learner = ? AND item = ? AND due <= ? AND box >= ?",
                learner, item, now, WAITS.size());
        store.write("UPDATE review SET due = ? + CASE box WHEN 1 THEN ? ELSE ? END, box = box + 1"
                + " WHERE learner = ? AND item = ? AND due <= ? AND box < ?",
                now, WAITS.get(1) * DAY, WAITS.get(2) * DAY, learner, item, now, WAITS.size());
    }

    /** The learner's items due now, the longest waiting first; empty when the database cannot be read. */
    public Optional<List<String>> due(String learner) {
        return store.read(c -> {
            List<String> due = new ArrayList<>();
            try (var s = c.prepareStatement("SELECT item FROM review WHERE learner = ? AND due <= ? ORDER BY due, item")) {
                s.setString(1, learner);
                s.setLong(2, clock.getAsLong());
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        due.add(r.getString(1));
                    }
                }
            }
            return due;
        });
    }

    /** How many items each of the learners named still has in a box (missed and not yet known); a learner with none is left out. */
    public Map<String, Integer> stillMissed(List<String> names) {
        if (names.isEmpty()) {
            return Map.of();
        }
        return store.read(c -> {
            Map<String, Integer> counts = new TreeMap<>();
            try (var s = c.prepareStatement("SELECT learner, COUNT(*) FROM review WHERE learner IN ("
                    + String.join(", ", Collections.nCopies(names.size(), "?")) + ") GROUP BY learner")) {
                for (int i = 0; i < names.size(); i++) {
                    s.setString(i + 1, names.get(i));
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        counts.put(r.getString(1), r.getInt(2));
                    }
                }
            }
            return counts;
        }, Map.of());
    }
}
