package org.katro.lesson;

import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.hint.Rule;
import org.katro.solver.Value;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One step of a lesson: it covers the events after the previous step up to cursor index {@link #getAt()}
 * (index k = after k events) and explains the board there. A step may ask a question before its
 * events are shown. Immutable, as the whole lesson is.
 */
public final class Step {
    private final int at;
    private final int picture;
    private final String caption;
    private final String note;
    private final String more;
    private final String highlight;
    private final Question question;
    private final int wins;
    private final int loses;
    private final String teaches;
    private final String fade;

    /** How a faded step's laps are sown by the learner, from the most help to the least. */
    public enum Fade {
        /** every seed: the learner taps the hole where each seed falls */
        SEEDS,
        /** the seeds fall by themselves but the last: the learner taps where it falls */
        LAST,
        /** nothing falls by itself: the learner taps where the turn ends, then sees it sown */
        OUTCOME;

        /** The name the lesson file writes: {@code seeds}, {@code last}, {@code outcome}. */
        public String id() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }

        public static Optional<Fade> byId(String id) {
            return Arrays.stream(values()).filter(f -> f.id().equals(id)).findFirst();
        }
    }

    /**
     * @param at        the cursor index the step shows; steps go strictly forwards
     * @param picture   the number of the source's picture this step shows (worked example), 0 for none
     * @param caption   key of the text that explains what has just happened
     * @param note      key of an optional side note (e.g. where the source differs)
     * @param more      key of an optional longer explanation, shown behind a "More" control under the caption
     * @param highlight holes to point out, space-separated notation names: {@code "S6 N5"}
     * @param question  the question asked before the step's events, or null
     * @param wins      a claim the loader proves with the solver: the move of the turn this step shows (the
     *                  turn of its first event) wins in this many turns for its player, both sides' turns
     *                  counted as docs/rules.md counts them; 0 for no claim
     * @param loses     the same claim for a move that loses in this many turns against perfect play; 0 for none
     */
    public Step(int at, int picture, String caption, String note, String more, String highlight, Question question,
            int wins, int loses) {
        this(at, picture, caption, note, more, highlight, question, wins, loses, null);
    }

    /**
     * A step that teaches rules too.
     *
     * @param teaches the rules this step teaches, space-separated ids of {@link Rule} ({@code "wrap relay"}):
     *                a later question that needs one names this step, and the loader checks that it does
     */
    public Step(int at, int picture, String caption, String note, String more, String highlight, Question question,
            int wins, int loses, String teaches) {
        this(at, picture, caption, note, more, highlight, question, wins, loses, teaches, null);
    }

    /**
     * A step whose laps the learner sows.
     *
     * @param fade how the learner sows the step's laps ({@link Fade#id()}: {@code seeds}, {@code last},
     *             {@code outcome}); null for a step shown sown
     */
    public Step(int at, int picture, String caption, String note, String more, String highlight, Question question,
            int wins, int loses, String teaches, String fade) {
        this.fade = fade == null || fade.isBlank() ? null : fade.strip();
        this.teaches = teaches == null || teaches.isBlank() ? null : teaches.strip();
        this.at = at;
        this.picture = picture;
        this.caption = caption;
        this.note = note;
        this.more = more;
        this.highlight = highlight == null ? "" : highlight;
        this.question = question;
        this.wins = wins;
        this.loses = loses;
    }

    public int getAt() {
        return at;
    }

    public int getPicture() {
        return picture;
    }

    public String getCaption() {
        return caption;
    }

    public String getNote() {
        return note;
    }

    public String getMore() {
        return more;
    }

    public String getHighlight() {
        return highlight;
    }

    public Question getQuestion() {
        return question;
    }

    public int getWins() {
        return wins;
    }

    public int getLoses() {
        return loses;
    }

    /** The rules this step teaches, as written ({@code "wrap relay"}); null for none. */
    public String getTeaches() {
        return teaches;
    }

    /** How the learner sows this step's laps, as written ({@code "seeds"}); null for a step shown sown. */
    public String getFade() {
        return fade;
    }

    /** How the learner sows this step's laps; empty for a step shown sown (the loader has checked the name). */
    public Optional<Fade> fading() {
        return fade == null ? Optional.empty() : Fade.byId(fade);
    }

    /** The ids of the rules this step teaches, in order. */
    public List<String> taughtRules() {
        return teaches == null ? List.of() : Arrays.asList(teaches.split("\\s+"));
    }

    /** The move's worth this step claims, if it claims one. */
    public Optional<Value> claim() {
        return wins > 0 ? Optional.of(Value.win(wins))
                : loses > 0 ? Optional.of(Value.loss(loses)) : Optional.empty();
    }

    /** The highlight names, in order. */
    public List<String> highlightNames() {
        return highlight.isBlank() ? List.of() : Arrays.asList(highlight.trim().split("\\s+"));
    }

    /** The highlighted holes on {@code geometry}; the loader has checked that they exist. */
    public List<Hole> highlights(Geometry geometry) {
        return highlightNames().stream().map(n -> Lesson.hole(geometry, n).orElseThrow()).toList();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Step s && at == s.at && picture == s.picture && wins == s.wins && loses == s.loses
                && Objects.equals(caption, s.caption) && Objects.equals(note, s.note) && Objects.equals(more, s.more)
                && highlight.equals(s.highlight) && Objects.equals(question, s.question)
                && Objects.equals(teaches, s.teaches) && Objects.equals(fade, s.fade);
    }

    @Override
    public int hashCode() {
        return Objects.hash(at, picture, caption, note, more, highlight, question, wins, loses, teaches, fade);
    }
}
