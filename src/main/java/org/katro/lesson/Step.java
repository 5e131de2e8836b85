package org.katro.lesson;

import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.solver.Value;

import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * One step of a lesson: it covers the events after the previous step up to cursor index {@link #getAt()}
 * (index k = after k events) and explains the board there. A step may ask a question before its
 * events are shown.
 */
public final class Step {
    private int at;
    private int picture;
    private String caption;
    private String note;
    private String more;
    private String highlight = "";
    private Question question;
    private int wins;
    private int loses;

    public int getAt() {
        return at;
    }

    /** The cursor index the step shows; steps go strictly forwards. */
    public void setAt(int at) {
        this.at = at;
    }

    public int getPicture() {
        return picture;
    }

    /** The number of the source's picture this step shows (worked example), 0 for none. */
    public void setPicture(int picture) {
        this.picture = picture;
    }

    public String getCaption() {
        return caption;
    }

    /** Key of the text that explains what has just happened. */
    public void setCaption(String caption) {
        this.caption = caption;
    }

    public String getNote() {
        return note;
    }

    /** Key of an optional side note (e.g. where the source differs). */
    public void setNote(String note) {
        this.note = note;
    }

    public String getMore() {
        return more;
    }

    /** Key of an optional longer explanation, shown behind a "More" control under the caption. */
    public void setMore(String more) {
        this.more = more;
    }

    public String getHighlight() {
        return highlight;
    }

    /** Holes to point out, space-separated notation names: {@code "S6 N5"}. */
    public void setHighlight(String highlight) {
        this.highlight = highlight == null ? "" : highlight;
    }

    public Question getQuestion() {
        return question;
    }

    public void setQuestion(Question question) {
        this.question = question;
    }

    public int getWins() {
        return wins;
    }

    /**
     * A claim the loader proves with the solver: the move of the turn this step shows (the turn of
     * its first event) wins in this many turns for its player, both sides' turns counted as
     * RULES.md counts them; 0 for no claim.
     */
    public void setWins(int wins) {
        this.wins = wins;
    }

    public int getLoses() {
        return loses;
    }

    /** The same claim for a move that loses in this many turns against perfect play; 0 for none. */
    public void setLoses(int loses) {
        this.loses = loses;
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
}
