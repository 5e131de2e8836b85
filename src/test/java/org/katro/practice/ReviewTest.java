package org.katro.practice;

import org.junit.jupiter.api.Test;

import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** The names the store keeps for missed items read back as the same items; names of another version are left alone. */
class ReviewTest {
    @Test
    void eachItemReadsBackFromItsName() {
        for (Kind kind : Kind.values()) {
            Review r = new Review.Practice(kind);
            assertEquals(Optional.of(r), Review.byId(r.id()));
        }
        Review q = new Review.Question("rules-5", 4);
        assertEquals("question rules-5 4", q.id());
        assertEquals(Optional.of(q), Review.byId(q.id()));
        assertEquals(Optional.empty(), Review.byId("kind sowing"));
        assertEquals(Optional.empty(), Review.byId("question rules-5 four"));
        assertEquals(Optional.empty(), Review.byId("puzzle 3"));
    }
}
