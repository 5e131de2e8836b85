package org.katro.lesson.draft;

import java.util.ArrayList;
import java.util.List;

/**
 * One step as the editor holds it: the event it shows and its texts in every language, the holes it
 * points out and its question.
 *
 * @param at         the event index the step shows (0: the start position)
 * @param highlights hole names ({@code S6}, {@code N5}), in the order they were chosen
 * @param picture    the worked example's picture number, 0 for none
 * @param question   null for none
 */
public record DraftStep(int at, Wording caption, Wording more, Wording note, List<String> highlights, int picture,
        DraftQuestion question) {
    public DraftStep {
        caption = caption == null ? Wording.NONE : caption;
        more = more == null ? Wording.NONE : more;
        note = note == null ? Wording.NONE : note;
        highlights = List.copyOf(highlights);
    }

    /** A new step at event {@code at}, with nothing written yet. */
    public static DraftStep at(int at) {
        return new DraftStep(at, Wording.NONE, Wording.NONE, Wording.NONE, List.of(), 0, null);
    }

    public DraftStep withCaption(Wording w) {
        return new DraftStep(at, w, more, note, highlights, picture, question);
    }

    public DraftStep withMore(Wording w) {
        return new DraftStep(at, caption, w, note, highlights, picture, question);
    }

    public DraftStep withQuestion(DraftQuestion q) {
        return new DraftStep(at, caption, more, note, highlights, picture, q);
    }

    /** The step with {@code hole} pointed out, or no longer pointed out if it was. */
    public DraftStep toggled(String hole) {
        List<String> h = new ArrayList<>(highlights);
        if (!h.remove(hole)) {
            h.add(hole);
        }
        return new DraftStep(at, caption, more, note, h, picture, question);
    }
}
