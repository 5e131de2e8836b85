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
 * @param wins       the step's claim that its turn's move wins in so many turns, 0 for none (kept as read: the
 *                   editor does not write claims, but a lesson saved from it keeps them)
 * @param loses      the same for a move that loses, 0 for none
 * @param teaches    the rules the step teaches, as read, or null (the editor does not write these, but a
 *                   lesson saved from it keeps them)
 * @param fade       how the learner sows the step's laps ({@code seeds}, {@code last}, {@code outcome}), or null
 */
public record DraftStep(int at, Wording caption, Wording more, Wording note, List<String> highlights, int picture,
        DraftQuestion question, int wins, int loses, String teaches, String fade) {
    public DraftStep(int at, Wording caption, Wording more, Wording note, List<String> highlights, int picture,
            DraftQuestion question, int wins, int loses) {
        this(at, caption, more, note, highlights, picture, question, wins, loses, null, null);
    }

    public DraftStep {
        caption = caption == null ? Wording.NONE : caption;
        more = more == null ? Wording.NONE : more;
        note = note == null ? Wording.NONE : note;
        highlights = List.copyOf(highlights);
    }

    /** A new step at event {@code at}, with nothing written yet. */
    public static DraftStep at(int at) {
        return new DraftStep(at, Wording.NONE, Wording.NONE, Wording.NONE, List.of(), 0, null, 0, 0, null, null);
    }

    /** The step, its texts, holes and question kept, showing event {@code event}. */
    public DraftStep withAt(int event) {
        return new DraftStep(event, caption, more, note, highlights, picture, question, wins, loses, teaches, fade);
    }

    public DraftStep withCaption(Wording w) {
        return new DraftStep(at, w, more, note, highlights, picture, question, wins, loses, teaches, fade);
    }

    public DraftStep withMore(Wording w) {
        return new DraftStep(at, caption, w, note, highlights, picture, question, wins, loses, teaches, fade);
    }

    /** The step with its laps sown by the learner as {@code f} says ({@code seeds}, {@code last}, {@code outcome}), or shown for null. */
    public DraftStep withFade(String f) {
        return new DraftStep(at, caption, more, note, highlights, picture, question, wins, loses, teaches, f);
    }

    public DraftStep withQuestion(DraftQuestion q) {
        return new DraftStep(at, caption, more, note, highlights, picture, q, wins, loses, teaches, fade);
    }

    /** The step with {@code hole} pointed out, or no longer pointed out if it was. */
    public DraftStep toggled(String hole) {
        List<String> h = new ArrayList<>(highlights);
        if (!h.remove(hole)) {
            h.add(hole);
        }
        return new DraftStep(at, caption, more, note, h, picture, question, wins, loses, teaches, fade);
    }
}
