package org.katro.ui.practice;

import org.katro.lesson.Lesson;
import org.katro.lesson.Presentation;
import org.katro.lesson.Reveal;
import org.katro.practice.Review;

import java.util.Optional;
import java.util.function.Function;

/**
 * A lesson's question the learner missed, asked again in practice as the lesson asked it: on the
 * lesson's board at that step, of the same kind, graded by the engine's answer, told with the lesson's
 * own ladder and verdicts ({@link Presentation}, {@link Reveal}); nothing of it is made again here.
 *
 * @param step the step (from 0) whose question it is
 */
record AskedAgain(Lesson lesson, int step, Presentation presentation) {

    /** The question {@code item} names, from the lessons known; empty when its lesson or question is gone. */
    static Optional<AskedAgain> of(Review.Question item, Function<String, Optional<Lesson>> lessons) {
        return lessons.apply(item.lesson())
                .filter(l -> item.step() < l.getSteps().size() && l.getSteps().get(item.step()).getQuestion() != null)
                .map(l -> new AskedAgain(l, item.step(), new Presentation(l)));
    }

    Reveal reveal() {
        return presentation.reveal(step);
    }

    /** The name the learner's boxes keep it by. */
    Review item() {
        return new Review.Question(lesson.id(), step);
    }
}
