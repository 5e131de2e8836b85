package org.katro.lesson;

import org.katro.engine.Event;
import org.katro.engine.GameCursor;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A predict-then-reveal question asked when its step begins, before the step's events are shown. It
 * is about the first lap that ends after that point; the right answer is read from the engine's
 * events, never written in the lesson.
 */
public final class Question {
    /** What the learner predicts. */
    public enum Kind {
        /** tap the hole where the lap's last seed will fall */
        LANDING("landing"),
        /** yes or no: will the lap end in a capture? */
        CAPTURE("capture"),
        /** yes or no: will the lap end the turn? */
        TURN_ENDS("turn-ends");

        private final String id;

        Kind(String id) {
            this.id = id;
        }

        public String id() {
            return id;
        }

        public static Optional<Kind> byId(String id) {
            return Arrays.stream(values()).filter(k -> k.id.equals(id)).findFirst();
        }
    }

    private String ask;
    private String explain;

    public String getAsk() {
        return ask;
    }

    /** The kind's id: {@code landing}, {@code capture} or {@code turn-ends}. */
    public void setAsk(String ask) {
        this.ask = ask;
    }

    public String getExplain() {
        return explain;
    }

    /** Key of an optional lesson-specific explanation shown with the answer. */
    public void setExplain(String explain) {
        this.explain = explain;
    }

    public Kind kind() {
        return Kind.byId(ask).orElseThrow();
    }

    /**
     * The answer, from the events of {@code game} (a cursor on the lesson's game, wherever it stands):
     * the first lap that ends after cursor index {@code askedAt}; empty if no lap ends after it.
     */
    public Optional<Reveal> reveal(GameCursor game, int askedAt) {
        for (int end : game.lapEnds()) {
            if (end > askedAt) {
                Event.Sow last = (Event.Sow) game.events().get(end - 1);
                List<Event.Capture> captures = new ArrayList<>();
                for (int i = end; i < game.size() && game.events().get(i) instanceof Event.Capture c; i++) {
                    captures.add(c);
                }
                return Optional.of(new Reveal(kind(), end, last, captures));
            }
        }
        return Optional.empty();
    }
}
