package org.katro.lesson.draft;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A lesson being written: its file name, its game (ruleset, size, start position, moves), its
 * title and summary in every language, and its steps. Immutable: each edit makes a new draft, so
 * the editor can compare, undo and autosave drafts freely. {@link LessonFiles} writes it as an
 * ordinary lesson and reads one back.
 *
 * @param name     the file name without {@code .fxml} (also the lesson's id)
 * @param position the start in docs/notation.md's notation, or null for the ruleset's start
 * @param moves    the moves played, space-separated
 * @param narrated false for a lesson whose captions are its only words (the visitor track's kind)
 */
public record LessonDraft(String name, String rules, int columns, String position, String moves, int minutes,
        boolean narrated, Wording title, Wording summary, List<DraftStep> steps) {
    public LessonDraft {
        position = position == null || position.isBlank() ? null : position;
        moves = moves == null ? "" : moves;
        title = title == null ? Wording.NONE : title;
        summary = summary == null ? Wording.NONE : summary;
        steps = List.copyOf(steps);
    }

    /** A new lesson on {@code rules}' start of {@code columns} columns, one step at the start. */
    public static LessonDraft start(String name, String rules, int columns) {
        return new LessonDraft(name, rules, columns, null, "", 2, true, Wording.NONE, Wording.NONE,
                List.of(DraftStep.at(0)));
    }

    public LessonDraft withName(String n) {
        return new LessonDraft(n, rules, columns, position, moves, minutes, narrated, title, summary, steps);
    }

    public LessonDraft withGame(String r, int c, String p, String m) {
        return new LessonDraft(name, r, c, p, m, minutes, narrated, title, summary, steps);
    }

    public LessonDraft withAbout(Wording t, Wording s, int min, boolean narr) {
        return new LessonDraft(name, rules, columns, position, moves, min, narr, t, s, steps);
    }

    public LessonDraft withSteps(List<DraftStep> s) {
        return new LessonDraft(name, rules, columns, position, moves, minutes, narrated, title, summary, s);
    }

    public LessonDraft withStep(int index, DraftStep step) {
        List<DraftStep> s = new ArrayList<>(steps);
        s.set(index, step);
        return withSteps(s);
    }

    /**
     * A new empty step at event {@code at}, in its place among the others (steps go forwards);
     * none if a step shows that event already. Returns the draft and the new step's index.
     */
    public Added withStepAt(int at) {
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).at() == at) {
                return new Added(this, i);
            }
        }
        List<DraftStep> s = new ArrayList<>(steps);
        s.add(DraftStep.at(at));
        s.sort(Comparator.comparingInt(DraftStep::at));
        int index = 0;
        while (s.get(index).at() != at) {
            index++;
        }
        return new Added(withSteps(s), index);
    }

    /**
     * Step {@code index} moved to event {@code at}, its texts, holes and question kept, in its place
     * among the others (steps go forwards); none if another step shows that event already.
     */
    public java.util.Optional<Added> withStepMoved(int index, int at) {
        for (int i = 0; i < steps.size(); i++) {
            if (i != index && steps.get(i).at() == at) {
                return java.util.Optional.empty();
            }
        }
        List<DraftStep> s = new ArrayList<>(steps);
        DraftStep moved = s.remove(index).withAt(at);
        int to = 0;
        while (to < s.size() && s.get(to).at() < at) {
            to++;
        }
        s.add(to, moved);
        return java.util.Optional.of(new Added(withSteps(s), to));
    }

    /**
     * Steps {@code a} and {@code b} trade places in the telling: each keeps the event it showed, and
     * the texts, holes and question of the other come to it.
     */
    public LessonDraft withStepsSwapped(int a, int b) {
        List<DraftStep> s = new ArrayList<>(steps);
        DraftStep first = s.get(a);
        s.set(a, s.get(b).withAt(first.at()));
        s.set(b, first.withAt(steps.get(b).at()));
        return withSteps(s);
    }

    /** The draft with step {@code index} taken out. */
    public LessonDraft withoutStep(int index) {
        List<DraftStep> s = new ArrayList<>(steps);
        s.remove(index);
        return withSteps(s);
    }

    /** A draft and the index of the step just added (or found) in it. */
    public record Added(LessonDraft draft, int index) {
    }
}
