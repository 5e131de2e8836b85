package org.katro.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Missed items come back after 1, 3 and 7 days, a miss sends one back to the first box, and a known one goes. */
class ReviewsTest {
    @TempDir
    Path dir;
    final List<String> log = new ArrayList<>();
    /** the clock, moved by hand */
    final AtomicLong now = new AtomicLong(1_700_000_000_000L);

    private Store open() {
        return Store.open(Store.Target.sqlite(dir, "hall"), log::add, Runnable::run, now::get);
    }

    private void days(double days) {
        now.addAndGet((long) (days * Reviews.DAY));
    }

    /** A practice kind and a lesson's question (missed in the lesson) alike. */
    @ParameterizedTest
    @ValueSource(strings = {"kind capture", "question rules-5-capture 4"})
    void aMissComesBackAfterOneThreeAndSevenDaysThenIsKnown(String item) {
        try (Store store = open()) {
            Reviews reviews = new Reviews(store, now::get);
            reviews.missed("Hery", item);
            assertEquals(List.of(), reviews.due("Hery").orElseThrow());
            assertEquals(Map.of("Hery", 1), reviews.stillMissed(List.of("Hery", "Soa")));
            days(0.99);
            assertEquals(List.of(), reviews.due("Hery").orElseThrow());
            days(0.01);
            assertEquals(List.of(item), reviews.due("Hery").orElseThrow());

            reviews.right("Hery", item);
            days(2.99);
            assertEquals(List.of(), reviews.due("Hery").orElseThrow());
            days(0.01);
            assertEquals(List.of(item), reviews.due("Hery").orElseThrow());

            reviews.right("Hery", item);
            days(6.99);
            assertEquals(List.of(), reviews.due("Hery").orElseThrow());
            days(0.01);
            assertEquals(List.of(item), reviews.due("Hery").orElseThrow());

            reviews.right("Hery", item);
            days(30);
            assertEquals(List.of(), reviews.due("Hery").orElseThrow());
            assertEquals(Map.of(), reviews.stillMissed(List.of("Hery")));
        }
        assertEquals(List.of(), log);
    }

    @Test
    void aMissOnReviewStartsAgainFromTheFirstBox() {
        try (Store store = open()) {
            Reviews reviews = new Reviews(store, now::get);
            reviews.missed("Hery", "question rules-5 4");
            days(1);
            reviews.right("Hery", "question rules-5 4");
            days(3);
            reviews.missed("Hery", "question rules-5 4");
            days(2);
            // back in box 1: due a day after the miss, not seven
            assertEquals(List.of("question rules-5 4"), reviews.due("Hery").orElseThrow());
            reviews.right("Hery", "question rules-5 4");
            days(2);
            assertEquals(List.of(), reviews.due("Hery").orElseThrow());
            days(1);
            assertEquals(List.of("question rules-5 4"), reviews.due("Hery").orElseThrow());
        }
    }

    @Test
    void aRightAnswerBeforeTheItemIsDueChangesNothing() {
        try (Store store = open()) {
            Reviews reviews = new Reviews(store, now::get);
            reviews.missed("Hery", "kind landing");
            reviews.right("Hery", "kind landing");
            reviews.right("Hery", "kind landing");
            reviews.right("Hery", "kind landing");
            days(1);
            assertEquals(List.of("kind landing"), reviews.due("Hery").orElseThrow());
        }
    }

    @Test
    void dueItemsComeLongestWaitingFirstAndEachLearnerHasTheirOwn() {
        try (Store store = open()) {
            Reviews reviews = new Reviews(store, now::get);
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner("Hery", "zebu"));
            learners.add(new Learners.Learner("Soa", "star"));
            reviews.missed("Hery", "kind count");
            days(0.5);
            reviews.missed("Hery", "kind landing");
            reviews.missed("Soa", "kind landing");
            days(2);
            assertEquals(List.of("kind count", "kind landing"), reviews.due("Hery").orElseThrow());
            assertEquals(Map.of("Hery", 2, "Soa", 1), reviews.stillMissed(List.of("Hery", "Soa")));
            learners.rename("Hery", "Hery R.");
            learners.remove("Soa");
            assertEquals(Map.of("Hery R.", 2), reviews.stillMissed(List.of("Hery", "Hery R.", "Soa")));
        }
    }
}
