package org.katro.lesson.draft;

import org.katro.lesson.Question;

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
 */
public record DraftQuestion(Question.Kind kind, String side, String other, Wording explain, String rule,
        String taught) {
    public DraftQuestion(Question.Kind kind, String side, String other, Wording explain) {
        this(kind, side, other, explain, null, null);
    }

    public DraftQuestion {
        Objects.requireNonNull(kind);
        side = side == null || side.isBlank() ? null : side.strip();
        other = other == null || other.isBlank() ? null : other.strip();
        explain = explain == null ? Wording.NONE : explain;
    }

    public static DraftQuestion of(Question.Kind kind) {
        return new DraftQuestion(kind, null, null, Wording.NONE);
    }

    public DraftQuestion withExplain(Wording explain) {
        return new DraftQuestion(kind, side, other, explain, rule, taught);
    }
}
