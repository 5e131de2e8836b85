package org.katro.practice;

import java.util.Locale;
import java.util.Optional;

/** What a practice question asks about the first lap of a move. */
public enum Kind {
    /** the hole where the lap's last seed falls */
    LANDING,
    /** whether the lap ends in a capture */
    CAPTURE,
    /** how many seeds the lap's capture takes, 0 when none */
    COUNT;

    /** The name the command line and the JSON use: {@code landing}, {@code capture}, {@code count}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<Kind> byId(String id) {
        for (Kind k : values()) {
            if (k.id().equals(id)) {
                return Optional.of(k);
            }
        }
        return Optional.empty();
    }
}
