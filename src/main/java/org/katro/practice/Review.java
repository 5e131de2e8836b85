package org.katro.practice;

import java.util.Optional;

/**
 * Something a learner missed and is asked again in practice until known: a lesson's question,
 * asked again on its board, or a practice kind, asked again with a fresh question of that kind. Its
 * {@link #id()} is the name the store keeps ({@code question rules-5 4}, {@code kind capture}).
 */
public sealed interface Review {
    String id();

    /** The question at step {@code step} (from 0) of lesson {@code lesson}. */
    record Question(String lesson, int step) implements Review {
        @Override
        public String id() {
            return "question " + lesson + " " + step;
        }
    }

    /** A kind of practice question. */
    record Practice(Kind kind) implements Review {
        @Override
        public String id() {
            return "kind " + kind.id();
        }
    }

    /** The item a kept name stands for; empty for a name this version does not know. */
    static Optional<Review> byId(String id) {
        String[] words = id.split(" ");
        if (words.length == 2 && words[0].equals("kind")) {
            return Kind.byId(words[1]).map(Practice::new);
        }
        if (words.length == 3 && words[0].equals("question") && words[2].matches("\\d{1,6}")) {
            return Optional.of(new Question(words[1], Integer.parseInt(words[2])));
        }
        return Optional.empty();
    }
}
