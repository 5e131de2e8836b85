package org.katro.lesson.draft;

import org.katro.lesson.Question;

import java.util.EnumMap;
import java.util.Map;
import java.util.Objects;

/**
 * A step's question as the editor holds it: its kind and what the kind needs, never its answer,
 * which the engine works out ({@link org.katro.lesson.Presentation}).
 *
 * @param side    front-row only: {@code S} or {@code N}, or null for the side to move
 * @param other   which-captures only: the other move ({@code 4-}), or null
 * @param explain the lesson's own explanation shown with the answer
 * @param rule    the rule the question needs, as read (docs/curator.md), or null
 * @param taught  the step that taught it, as read, or null: the editor does not write these, but a
 *                lesson saved from it keeps them
 * @param hints   the curator's hint per kind of wrong answer, in every language written; a kind left
 *                out (or written in no language) keeps the engine's hint
 */
public record DraftQuestion(Question.Kind kind, String side, String other, Wording explain, String rule,
        String taught, Map<Question.Mistake, Wording> hints) {
    public DraftQuestion(Question.Kind kind, String side, String other, Wording explain) {
        this(kind, side, other, explain, null, null, Map.of());
    }

    public DraftQuestion {
        Objects.requireNonNull(kind);
        side = side == null || side.isBlank() ? null : side.strip();
        other = other == null || other.isBlank() ? null : other.strip();
        explain = explain == null ? Wording.NONE : explain;
        Map<Question.Mistake, Wording> written = new EnumMap<>(Question.Mistake.class);
        hints.forEach((m, w) -> {
            if (w != null && !w.isEmpty()) {
                written.put(m, w);
            }
        });
        hints = Map.copyOf(written);
    }

    public static DraftQuestion of(Question.Kind kind) {
        return new DraftQuestion(kind, null, null, Wording.NONE);
    }

    public DraftQuestion withExplain(Wording explain) {
        return new DraftQuestion(kind, side, other, explain, rule, taught, hints);
    }

    /** The question with the other move {@code move} (which-captures). */
    public DraftQuestion withOther(String move) {
        return new DraftQuestion(kind, side, move, explain, rule, taught, hints);
    }

    /** The curator's hint for wrong answers of kind {@code mistake}; empty when the engine's stands. */
    public Wording hint(Question.Mistake mistake) {
        return hints.getOrDefault(mistake, Wording.NONE);
    }

    public DraftQuestion withHint(Question.Mistake mistake, Wording hint) {
        Map<Question.Mistake, Wording> h = new EnumMap<>(Question.Mistake.class);
        h.putAll(hints);
        h.put(mistake, hint);
        return new DraftQuestion(kind, side, other, explain, rule, taught, h);
    }
}
