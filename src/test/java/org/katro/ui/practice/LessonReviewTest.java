package org.katro.ui.practice;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.board.Board;
import org.katro.engine.GameCursor;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.practice.Review;
import org.katro.store.Reviews;
import org.katro.store.Store;
import org.katro.text.Language;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A lesson's question missed at the first try comes back in practice a day later, asked as the
 * lesson asked it (on the lesson's board at that step, the same kind, the engine's answer, the
 * lesson's ladder), and its first answer there moves it through the learner's boxes.
 */
class LessonReviewTest {
    private static final LessonLibrary LIBRARY = LessonLoader.load(List.of(LessonSource.bundled()));
    /** rules-5's second question: will South capture? No: the facing hole is empty */
    private static final int STEP = 4;

    @TempDir
    Path dir;
    final AtomicLong now = new AtomicLong(1_700_000_000_000L);

    private void days(double days) {
        now.addAndGet((long) (days * Reviews.DAY));
    }

    /** The learner's due items as the app reads them: the store's names, each as the item it stands for. */
    private static List<Review> due(Reviews reviews) {
        return reviews.due("Hery").orElseThrow().stream().flatMap(id -> Review.byId(id).stream()).toList();
    }

    @Test
    void aMissedRules5QuestionIsAskedAgainOnItsBoardADayLater() {
        Lesson lesson = LIBRARY.byId("rules-5-capture").orElseThrow();
        Review missed = new Review.Question(lesson.id(), STEP);
        try (Store store = Store.open(Store.Target.sqlite(dir, "hall"), m -> { }, Runnable::run, now::get)) {
            Reviews reviews = new Reviews(store, now::get);
            // the lesson's first answer was wrong (Memory hears it from the lesson's progress)
            reviews.missed("Hery", missed.id());
            days(0.99);
            assertEquals(List.of(), due(reviews), "not before a day");
            days(0.01);
            assertEquals(List.of(missed), due(reviews));

            PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 3);
            List<String> heard = new ArrayList<>();
            vm.onFirstAnswer((item, right) -> {
                heard.add(item.id() + " " + right);
                if (right) {
                    reviews.right("Hery", item.id());
                } else {
                    reviews.missed("Hery", item.id());
                }
            });
            vm.review(due(reviews), LIBRARY::byId);

            // that very question, on the lesson's board where it waits, its lap ahead hidden
            Presentation p = new Presentation(lesson);
            Reveal r = p.reveal(STEP);
            GameCursor c = lesson.cursor();
            c.seek(r.askAt());
            Board asked = p.at(Board.at(c), r.askAt(), STEP, Language.ENGLISH, Reveal.Medium.SCREEN).board();
            assertNotNull(vm.lessonQuestionProperty().get());
            assertEquals(Question.Kind.CAPTURE, vm.lessonQuestionProperty().get().kind());
            assertEquals(asked, vm.boardProperty().get());
            assertTrue(vm.questionTextProperty().get().endsWith(r.question(Language.ENGLISH, Reveal.Medium.SCREEN)),
                    vm.questionTextProperty().get());
            assertTrue(vm.questionTextProperty().get().contains(lesson.title(Language.ENGLISH.locale())),
                    vm.questionTextProperty().get());
            assertEquals(List.of("Yes", "No"), vm.choicesProperty().get().stream().map(PracticeViewModel.Choice::label).toList());
            assertEquals("no", r.answer(), "the engine's answer: the facing hole is empty");

            // the lesson's ladder: the rule in this case, then why
            vm.choose("yes");
            assertFalse(vm.answeredProperty().get());
            assertTrue(vm.feedbackProperty().get().contains("Now say why"), vm.feedbackProperty().get());
            assertEquals(r.reasons(), vm.choicesProperty().get().stream().map(PracticeViewModel.Choice::answer).toList());
            vm.choose(Reveal.REASON + "facing-empty");
            assertTrue(vm.answeredProperty().get() && vm.rightProperty().get(), vm.feedbackProperty().get());
            assertEquals(List.of(missed.id() + " false"), heard, "only the first answer counts");

            // missed again: back to the first box, due a day later; then right at the first try, 3 days
            days(1);
            vm.review(due(reviews), LIBRARY::byId);
            vm.choose("no");
            assertTrue(vm.answeredProperty().get() && vm.rightProperty().get());
            days(2.99);
            assertEquals(List.of(), due(reviews));
            days(0.01);
            assertEquals(List.of(missed), due(reviews));
        }
    }

    /** A landing question asked again climbs the lesson's ladder: a hint, then the board pointing, then the answer. */
    @Test
    void aLandingQuestionAskedAgainPointsAtThePathOnItsSecondWrongTap() {
        Lesson lesson = LIBRARY.byId("rules-2-direction").orElseThrow();
        Presentation p = new Presentation(lesson);
        Reveal r = p.reveal(1);
        assertEquals(Question.Kind.LANDING, r.kind());
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 3);
        vm.review(List.of(new Review.Question(lesson.id(), 1)), LIBRARY::byId);
        Board asking = vm.boardProperty().get();
        assertEquals(List.of(), vm.choicesProperty().get(), "a hole is tapped");
        var wrong = vm.game().cursor().geometry().hole(r.landing().owner(), r.landing().number() == 1 ? 2 : 1);
        vm.answerHole(wrong);
        assertTrue(vm.tryAgainProperty().get());
        assertTrue(vm.feedbackProperty().get().contains(r.lapCase().hint(r.asked(), Language.ENGLISH)),
                "the rule in this lap's case: " + vm.feedbackProperty().get());
        assertEquals(asking, vm.boardProperty().get(), "nothing pointed at yet");
        vm.answerHole(wrong);
        assertFalse(p.pointing(asking, 1).highlighted().isEmpty());
        assertEquals(p.pointing(asking, 1), vm.boardProperty().get(), "the path so far pointed at");
        assertFalse(vm.boardProperty().get().highlighted().contains(r.landing()), "never the answer");
        vm.answerHole(wrong);
        assertTrue(vm.answeredProperty().get() && !vm.rightProperty().get());
        assertTrue(vm.feedbackProperty().get().startsWith("Not quite."), vm.feedbackProperty().get());
    }
}
