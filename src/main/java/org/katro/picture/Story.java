package org.katro.picture;

import org.katro.engine.GameCursor;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonText;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.lesson.Step;
import org.katro.text.Language;
import org.katro.text.Narrator;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;

/**
 * A game to take home: its events, and for a lesson its steps with their captions, notes and
 * questions in one language. The web player and the printed strip both read it.
 */
public record Story(String title, GameCursor game, List<Chapter> chapters) {

    public Story {
        chapters = List.copyOf(chapters);
    }

    /**
     * One lesson step.
     *
     * @param from     the event index the step starts from
     * @param at       the event index it shows
     * @param question the prediction asked, or null
     * @param answer   the engine's answer, said once the lap is shown, or null
     * @param askAt    the event index where the question waits (its turn's start for a question about
     *                 the board before a turn, which is {@code from}); -1 without a question
     * @param answerAt the event index from which the answer is shown
     * @param frontRow whether the question asks a front row: the board then hides them until the answer
     * @param frame    the board at {@code at}, with the step's holes pointed out
     */
    public record Chapter(int from, int at, String caption, String note, String question, String answer, int askAt,
            int answerAt, boolean frontRow, Frame frame) {

        /** Whether the question waits at event index {@code k}: its board must not show the answer. */
        public boolean waits(int k) {
            return question != null && k >= askAt && k < answerAt;
        }
    }

    /**
     * A plain game, no steps, named by its ruleset's whole name as the app's title says it; it opens
     * where {@code game} stands.
     */
    public static Story game(GameCursor game, Language language) {
        return new Story(new Narrator(language).ruleset(game.ruleset(), game.geometry().rows(),
                game.geometry().columns()), game, List.of());
    }

    /** {@code lesson}'s game and steps in {@code language}. */
    public static Story lesson(Lesson lesson, Language language) {
        LessonText text = lesson.text(language.locale());
        GameCursor game = lesson.cursor();
        List<Chapter> chapters = new ArrayList<>();
        for (int i = 0; i < lesson.getSteps().size(); i++) {
            Step step = lesson.getSteps().get(i);
            int from = lesson.stepStart(i);
            String question = null;
            String answer = null;
            int askAt = -1;
            int answerAt = step.getAt();
            boolean frontRow = false;
            Question q = step.getQuestion();
            Optional<Reveal> reveal = q == null ? Optional.empty() : q.reveal(game, from);
            if (reveal.isPresent()) {
                Reveal r = reveal.get();
                question = r.question(language);
                answer = r.shown(language) + text.find(q.getExplain()).map(s -> " " + s).orElse("");
                askAt = r.askAt();
                frontRow = r.kind() == Question.Kind.FRONT_ROW;
                // a front row is read off the board before the turn: its answer comes with the next event
                answerAt = frontRow ? askAt + 1 : r.lapEnd();
            }
            game.seek(step.getAt());
            Frame frame = Frame.at(game).highlighting(new HashSet<>(step.highlights(game.geometry())));
            chapters.add(new Chapter(from, step.getAt(), text.get(step.getCaption()),
                    text.find(step.getNote()).orElse(null), question, answer, askAt, answerAt, frontRow, frame));
        }
        game.toFirst();
        return new Story(text.get(lesson.getTitle()), game, chapters);
    }
}
