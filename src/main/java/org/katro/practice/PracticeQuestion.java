package org.katro.practice;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.hint.LapCase;
import org.katro.notation.Json;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;

import java.util.List;

/**
 * One practice question: a move from a position, and one thing to say about its first lap.
 *
 * @param lap what the first lap does, from the engine's events (the answer comes from it)
 */
public record PracticeQuestion(Kind kind, Ruleset ruleset, Position position, Move move, FirstLap lap) {
    private static final String BUNDLE = PracticeQuestion.class.getPackageName() + ".Questions";

    /** The move as the notation writes it with its player, e.g. {@code S3+}. */
    public String moveName() {
        return position.toMove().symbol() + move.toString();
    }

    /** The right answer as the command line prints it: a hole ({@code S5}), {@code yes}/{@code no}, or a number. */
    public String answer() {
        return switch (kind) {
            case LANDING -> lap.landing().name();
            case CAPTURE -> lap.captures() ? "yes" : "no";
            case COUNT -> Integer.toString(lap.taken());
        };
    }

    /** The question in {@code language}: who plays which hole which way with how many seeds, then what is asked. */
    public String text(Language language) {
        Texts texts = new Texts(language, BUNDLE);
        String player = new Narrator(language).player(position.toMove());
        Object[] args = {player, lap.start().name(), lap.seeds(), move.direction() == Direction.PLUS ? 1 : 0};
        return texts.text("move", args) + " " + texts.text("ask." + kind.id(), args);
    }

    /**
     * Why the first lap captures or not, read from the position as the narrator tells it: where the
     * last seed falls, and what that hole and the one facing it hold.
     */
    public String why(Language language) {
        List<Event> events = Rules.of(ruleset).record(position, move).events();
        return new Narrator(language).describe(ruleset, events, FirstLap.lastSeed(events));
    }

    /** The first lap as the hint ladder sees it: the rule that decides the answer, in this question's own case. */
    public LapCase lapCase() {
        Rules rules = Rules.of(ruleset);
        List<Event> events = rules.record(position, move).events();
        return LapCase.of(rules, position, (Event.Pick) events.get(0), events.subList(1, events.size()));
    }

    /** The question as one JSON object on one line, its text in {@code language}. */
    public String json(Language language) {
        return Json.object().field("kind", kind.id()).field("rules", ruleset.id())
                .field("position", position.toString()).field("move", moveName())
                .field("question", text(language)).field("answer", answer()).end().toString();
    }
}
