package org.katro.hint;

import java.util.Arrays;
import java.util.Optional;

/**
 * The rules a lap's outcome turns on, as a learner is taught them one by one: each question about a
 * lap is decided by one of them, and a hint names that one, in the learner's case.
 */
public enum Rule {
    /** seeds go one by one along the mover's serpent, round its corners */
    SERPENT("serpent"),
    /** the serpent has no end: after the last hole comes hole 1 (and before hole 1, the last hole) */
    WRAP("wrap"),
    /** a last seed in an empty hole ends the turn */
    EMPTY_HOLE("empty-hole"),
    /** a last seed on an occupied hole that does not capture: its seeds are lifted and sown on */
    RELAY("relay"),
    /** only a last seed in the mover's front row can capture; a front row is the innermost row with seeds */
    FRONT_ROW("front-row"),
    /** a last seed on an occupied hole of the front row takes what the facing hole holds, then sows on */
    CAPTURE("capture"),
    /** a capture needs seeds in the facing hole: an empty one gives nothing, and the lap goes on or ends */
    FACING_EMPTY("facing-empty"),
    /** katro4-empty: a last seed in an empty hole of the front row captures too */
    CAPTURE_ON_EMPTY("capture-on-empty"),
    /** katro4: a player's single last seed captures wherever it falls */
    LONE_SEED("lone-seed"),
    /** gorobaka: a capture from the inner row takes the whole facing column */
    WHOLE_FILE("whole-file");

    private final String id;

    Rule(String id) {
        this.id = id;
    }

    /** The rule's name in a lesson file ({@code teaches}, {@code rule}). */
    public String id() {
        return id;
    }

    public static Optional<Rule> byId(String id) {
        return Arrays.stream(values()).filter(r -> r.id.equals(id)).findFirst();
    }
}
