package org.katro.ui.practice;

import org.junit.jupiter.api.Test;
import org.katro.engine.Direction;
import org.katro.hint.LapCase;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Reveal;
import org.katro.engine.Event;
import org.katro.engine.Hole;
import org.katro.practice.Difficulty;
import org.katro.practice.Kind;
import org.katro.practice.PracticeQuestion;
import org.katro.practice.Puzzle;
import org.katro.practice.Review;
import org.katro.practice.PuzzleTest;
import org.katro.engine.Move;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.text.Language;
import org.katro.board.Board;
import org.katro.board.HoleMarks;

import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The practice session without a stage: fair questions, grading, the lap played, and the levels. */
public class PracticeViewModelTest {

    /** A session of a fixed seed asking a question of {@code kind}, for the screens' tests. */
    public static PracticeViewModel asking(Language language, Kind kind) {
        PracticeViewModel vm = new PracticeViewModel(language, 1);
        askUntil(vm, kind);
        return vm;
    }

    /** A session on issue 45's puzzle, answered twice with its slower win, for the screens' pictures. */
    public static PracticeViewModel slowerWin(Language language) {
        PracticeViewModel vm = new PracticeViewModel(language, 1, job -> { }, Runnable::run);
        Puzzle p = PuzzleTest.issue45();
        vm.ask(p);
        for (int i = 0; i < 2; i++) {
            vm.answerHole(Rules.of(p.ruleset()).geometry(p.position()).hole(p.position().toMove(), 1));
            vm.answerDirection(Direction.PLUS);
        }
        return vm;
    }

    /** A session whose capture question was answered wrongly, its rule hinted and the reasons offered, for the screens' pictures. */
    public static PracticeViewModel wrongCapture(Language language) {
        PracticeViewModel vm = asking(language, Kind.CAPTURE);
        vm.answerCapture(!vm.questionProperty().get().lap().captures());
        return vm;
    }

    /** A session asking again rules-5's question on an empty facing hole, answered wrongly once, for the screens' pictures. */
    public static PracticeViewModel askedAgain(Language language) {
        PracticeViewModel vm = new PracticeViewModel(language, 1);
        vm.review(List.of(new Review.Question("rules-5-capture", 4)),
                LessonLoader.load(List.of(LessonSource.bundled()))::byId);
        vm.choose("yes");
        return vm;
    }

    /** Asks new questions until one of {@code kind} comes. */
    private static PracticeQuestion askUntil(PracticeViewModel vm, Kind kind) {
        while (vm.questionProperty().get().kind() != kind) {
            vm.next();
        }
        return vm.questionProperty().get();
    }

    private static void answerRight(PracticeViewModel vm) {
        PracticeQuestion q = vm.questionProperty().get();
        if (!vm.choicesProperty().get().isEmpty()) {
            vm.choose(Reveal.REASON + q.lapCase().reason(LapCase.Asked.CAPTURE).id());
            return;
        }
        switch (q.kind()) {
            case LANDING -> vm.answerHole(q.lap().landing());
            case CAPTURE -> vm.answerCapture(q.lap().captures());
            case COUNT -> vm.answerCount(q.lap().taken());
        }
    }

    /** A wrong answer, twice: the second try is wrong too, and the question is over. */
    private static void answerWrong(PracticeViewModel vm) {
        tryWrong(vm);
        tryWrong(vm);
    }

    /** A wrong answer of the question's kind: another hole, the other word (after it, a wrong reason), another number. */
    private static void tryWrong(PracticeViewModel vm) {
        PracticeQuestion q = vm.questionProperty().get();
        if (!vm.choicesProperty().get().isEmpty()) {
            vm.choose(wrongReason(vm, q));
            return;
        }
        switch (q.kind()) {
            case LANDING -> {
                Hole landing = q.lap().landing();
                int other = landing.number() == 1 ? 2 : 1;
                vm.answerHole(vm.game().cursor().geometry().hole(landing.owner(), other));
            }
            case CAPTURE -> vm.answerCapture(!q.lap().captures());
            case COUNT -> vm.answerCount(q.lap().taken() + 1);
        }
    }

    /** A reason offered on a yes/no question's second try that is not the right one. */
    private static String wrongReason(PracticeViewModel vm, PracticeQuestion q) {
        String right = Reveal.REASON + q.lapCase().reason(LapCase.Asked.CAPTURE).id();
        return vm.choicesProperty().get().stream().map(PracticeViewModel.Choice::answer).filter(a -> !a.equals(right))
                .findFirst().orElseThrow();
    }

    @Test
    void whileAQuestionWaitsTheBoardShowsTheMoveAndNothingOfItsLap() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 11);
        // what the screen reads when a question comes: the count buttons must reach the answer
        vm.questionProperty().addListener((obs, old, q) -> assertTrue(
                vm.countLimitProperty().get() >= q.lap().taken() && vm.boardProperty().get().selected() == q.lap().start(),
                "the question comes with its own buttons and board"));
        for (int i = 0; i < 30; i++) {
            PracticeQuestion q = vm.questionProperty().get();
            Board s = vm.boardProperty().get();
            assertEquals(q.lap().start(), s.selected(), "the hole played is marked");
            assertEquals(Set.of(q.move().direction()), s.directions(), "and its direction");
            assertEquals(0, s.seeds(q.lap().start()), "its seeds are lifted");
            assertEquals(q.lap().seeds(), s.hand(), "and in the hand");
            assertEquals(q.position().toMove(), s.mover(), "of the player to move");
            for (int k = 0; k < s.geometry().size(); k++) {
                Hole h = s.geometry().holeAt(k);
                HoleMarks m = s.marks(h);
                assertFalse(m.ahead() || m.receiving() || m.landing() || m.taken(), h + " gives a hint");
                assertEquals(h.equals(q.lap().start()) ? "\u2191" : null, m.badge(), h + "'s badge: only the lift");
            }
            assertEquals("", vm.feedbackProperty().get());
            assertEquals("", vm.explanationProperty().get());
            if (!q.lap().landing().equals(q.lap().start())) {
                assertFalse(vm.questionTextProperty().get().matches(".*\\b" + q.lap().landing() + "\\b.*"),
                        "the question does not name where the lap ends: " + vm.questionTextProperty().get());
            }
            vm.next();
        }
    }

    @Test
    void eachKindIsGradedByItsAnswerAndTheFirstAnswerCounts() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 5);
        for (Kind kind : Kind.values()) {
            askUntil(vm, kind);
            answerRight(vm);
            assertTrue(vm.answeredProperty().get() && vm.rightProperty().get(), kind + " right");
            assertTrue(vm.feedbackProperty().get().startsWith("Right!"), vm.feedbackProperty().get());
            tryWrong(vm);
            assertTrue(vm.rightProperty().get(), "a second answer changes nothing");
            vm.next();
            askUntil(vm, kind);
            answerWrong(vm);
            assertTrue(vm.answeredProperty().get());
            assertFalse(vm.rightProperty().get(), kind + " wrong");
            assertTrue(vm.feedbackProperty().get().startsWith("Not this time"), vm.feedbackProperty().get());
            vm.next();
        }
        // answers of another kind are not taken for this question's
        askUntil(vm, Kind.CAPTURE);
        vm.answerCount(0);
        vm.answerHole(vm.questionProperty().get().lap().start());
        assertFalse(vm.answeredProperty().get());
        assertTrue(vm.scoreProperty().get().contains("3 of 6 right"), vm.scoreProperty().get());
    }

    @Test
    void aFirstWrongAnswerIsSaidBackAndASecondTryIsOpen() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 5);
        PracticeQuestion q = askUntil(vm, Kind.LANDING);
        tryWrong(vm);
        assertTrue(vm.tryAgainProperty().get());
        assertFalse(vm.answeredProperty().get(), "the lap is not shown yet");
        assertFalse(vm.lap().playingProperty().get());
        String said = vm.feedbackProperty().get();
        assertTrue(said.startsWith("Not quite: ") && said.endsWith("Try once more."), said);
        assertFalse(said.contains(q.lap().landing().name()), "the second try is still a prediction: " + said);
        answerRight(vm);
        assertTrue(vm.answeredProperty().get() && vm.rightProperty().get());
        assertTrue(vm.scoreProperty().get().contains("0 of 1 right"), "only first answers count: "
                + vm.scoreProperty().get());
        vm.next();
        q = askUntil(vm, Kind.COUNT);
        vm.answerCount(q.lap().taken() + 1);
        assertTrue(vm.feedbackProperty().get().startsWith("Not " + (q.lap().taken() + 1) + ": the capture takes fewer"),
                vm.feedbackProperty().get());
    }

    @Test
    void missesInARowLowerTheLevel() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 2);
        for (int i = 0; i < PracticeViewModel.RUN; i++) {
            answerRight(vm);
            vm.next();
        }
        assertEquals(new Difficulty(2), vm.difficultyProperty().get());
        tryWrong(vm);
        answerRight(vm);
        vm.next();
        assertEquals(new Difficulty(2), vm.difficultyProperty().get(), "one miss is not enough");
        answerWrong(vm);
        assertEquals(Difficulty.FIRST, vm.difficultyProperty().get(), "two in a row are");
        vm.next();
        answerWrong(vm);
        vm.next();
        answerWrong(vm);
        assertEquals(Difficulty.FIRST, vm.difficultyProperty().get(), "never below the first level");
    }

    @Test
    void theLapIsPlayedToItsLastSeedAndCaptureThenTheAnswerIsSaid() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 8);
        for (Kind kind : Kind.values()) {
            PracticeQuestion q = askUntil(vm, kind);
            answerWrong(vm);
            assertTrue(vm.lap().playingProperty().get(), "the lap starts playing at the answer");
            int ticks = 0;
            while (vm.tickLap()) {
                ticks++;
                assertEquals("", vm.explanationProperty().get(), "the answer waits for the lap's end");
            }
            assertTrue(ticks >= q.lap().seeds(), "a step per seed, the lift shown with the question: " + ticks);
            Board s = vm.boardProperty().get();
            Event last = s.event();
            if (q.lap().captures()) {
                assertTrue(last instanceof Event.Capture, String.valueOf(last));
                assertEquals(q.lap().landing(), s.captureInto());
            } else {
                assertEquals(q.lap().landing(), ((Event.Sow) last).hole());
                assertNull(s.captureFrom());
            }
            String said = vm.explanationProperty().get();
            switch (kind) {
                case LANDING -> assertEquals("The last seed falls into " + q.lap().landing() + ".", said);
                case CAPTURE -> assertTrue(said.startsWith(q.lap().captures() ? "Yes" : "No"), said);
                case COUNT -> assertTrue(said.startsWith(q.lap().taken() == 0 ? "No seed"
                        : q.lap().taken() == 1 ? "One seed" : q.lap().taken() + " seeds"), said);
            }
            vm.next();
        }
    }

    @Test
    void aRunOfRightAnswersRaisesTheLevelAndAWrongOneStartsTheRunAgain() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 2);
        for (int i = 0; i < PracticeViewModel.RUN - 1; i++) {
            answerRight(vm);
            vm.next();
        }
        answerWrong(vm);
        vm.next();
        for (int i = 0; i < PracticeViewModel.RUN - 1; i++) {
            answerRight(vm);
            vm.next();
        }
        assertEquals(Difficulty.FIRST, vm.difficultyProperty().get());
        answerRight(vm);
        assertEquals(new Difficulty(2), vm.difficultyProperty().get());
        for (int i = 0; i < 3 * PracticeViewModel.RUN; i++) {
            vm.next();
            answerRight(vm);
        }
        assertEquals(new Difficulty(Difficulty.TOP), vm.difficultyProperty().get());
        vm.next();
        PracticeQuestion q = vm.questionProperty().get();
        assertEquals(new Difficulty(Difficulty.TOP).columns(q.ruleset()), q.position().columns(),
                "the next question is on the bigger board");
    }

    // ---------------------------------------------------------------- issue 45

    /** A session whose puzzles wait for the test: none is made unless asked for. */
    private static PracticeViewModel quiet(long seed) {
        return new PracticeViewModel(Language.ENGLISH, seed, job -> { }, Runnable::run);
    }

    @Test
    void aWrongYesOrNoSaysWhyFromThePositionRatherThanOfferingTheOtherButton() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 5);
        for (boolean captures : new boolean[] {false, true}) {
            PracticeQuestion q = askUntil(vm, Kind.CAPTURE);
            while (q.lap().captures() != captures) {
                vm.next();
                q = askUntil(vm, Kind.CAPTURE);
            }
            vm.answerCapture(!captures);
            assertFalse(vm.answeredProperty().get(), "a second try, but not the other button");
            String hint = vm.feedbackProperty().get();
            assertTrue(hint.startsWith("Not quite: you answered " + (captures ? "No. " : "Yes. ")), hint);
            assertTrue(hint.contains(q.lapCase().hint(LapCase.Asked.CAPTURE, Language.ENGLISH))
                    && hint.endsWith("Now say why: choose the reason."), "the rule in this lap's case, then why: " + hint);
            assertTrue(vm.choicesProperty().get().stream().allMatch(c -> c.answer().startsWith(Reveal.REASON)),
                    "the second try is a reason");
            vm.answerCapture(captures);
            assertFalse(vm.answeredProperty().get(), "the other button would be no answer");
            vm.choose(wrongReason(vm, q));
            assertTrue(vm.answeredProperty().get() && !vm.rightProperty().get());
            String said = vm.feedbackProperty().get();
            String reason = LapCase.reasonSaid(LapCase.Asked.CAPTURE, q.lapCase().reason(LapCase.Asked.CAPTURE),
                    Language.ENGLISH);
            assertTrue(said.startsWith("Not this time. " + reason), said);
            assertTrue(reason.startsWith(captures ? "Yes" : "No"), reason);
            // the reason from the position: where the last seed lands, and what that hole and the one facing it hold
            assertTrue(said.contains(q.why(Language.ENGLISH)) && q.why(Language.ENGLISH).contains(q.lap().landing().name()), said);
            vm.next();
        }
    }

    @Test
    void theReasonsOfferedAreSaidAgainInTheLanguageChosen() {
        PracticeViewModel vm = wrongCapture(Language.ENGLISH);
        PracticeQuestion q = vm.questionProperty().get();
        vm.languageProperty().set(Language.FRENCH);
        assertEquals(q.lapCase().reasons(LapCase.Asked.CAPTURE).stream()
                        .map(r -> LapCase.reasonSaid(LapCase.Asked.CAPTURE, r, Language.FRENCH)).toList(),
                vm.choicesProperty().get().stream().map(PracticeViewModel.Choice::label).toList());
        PracticeViewModel again = askedAgain(Language.ENGLISH);
        again.languageProperty().set(Language.FRENCH);
        assertTrue(again.choicesProperty().get().stream().allMatch(c -> c.label().startsWith("Oui")
                || c.label().startsWith("Non")), again.choicesProperty().get().toString());
        assertTrue(again.questionTextProperty().get().startsWith("Reposée"), again.questionTextProperty().get());
    }

    @Test
    void aCountWhereNothingIsCapturedSaysThereIsNoCapture() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 5);
        PracticeQuestion q = askUntil(vm, Kind.COUNT);
        while (q.lap().captures()) {
            vm.next();
            q = askUntil(vm, Kind.COUNT);
        }
        vm.answerCount(3);
        String said = vm.feedbackProperty().get();
        assertFalse(said.contains("fewer") || said.contains("more"), "nothing is captured, so no capture takes fewer: " + said);
        assertTrue(said.startsWith("Not this time: you answered 3, but there is no capture. "), said);
    }

    @Test
    void puzzlesAndMoveQuestionsAreCountedApart() {
        PracticeViewModel vm = quiet(2);
        answerRight(vm);
        vm.next();
        answerRight(vm);
        Puzzle p = PuzzleTest.issue45();
        for (int i = 0; i < 4; i++) {
            vm.ask(p);
            vm.answerHole(Rules.of(p.ruleset()).geometry(p.position()).hole(p.position().toMove(), p.quickest().get(0).hole()));
            vm.answerDirection(p.quickest().get(0).direction());
        }
        assertEquals("Puzzles solved: 4 of 4", vm.scoreProperty().get());
        vm.puzzlesProperty().set(false);
        assertTrue(vm.scoreProperty().get().startsWith("Level 1 of 4 \u00b7 2 of 2 right"), vm.scoreProperty().get());
        assertEquals("1 2 2 2 4 4 any", vm.streak());
    }

    @Test
    void aPuzzlesAnswerIsPlayedOutToTheWinSeedBySeed() {
        PracticeViewModel vm = quiet(2);
        Puzzle p = PuzzleTest.issue45();
        vm.ask(p);
        Move win = p.quickest().get(1);
        vm.answerHole(Rules.of(p.ruleset()).geometry(p.position()).hole(p.position().toMove(), win.hole()));
        vm.answerDirection(win.direction());
        assertTrue(vm.feedbackProperty().get().startsWith("Right! " + p.name(win) + " wins at once. "), vm.feedbackProperty().get());
        assertTrue(vm.feedbackProperty().get().contains(p.name(p.quickest().get(0))), "the other quickest wins were as good");
        vm.showAnswer();
        assertTrue(vm.lap().playingProperty().get());
        int seeds = 0;
        while (vm.tickLap()) {
            if (vm.boardProperty().get().event() instanceof Event.Sow) {
                seeds++;
            }
        }
        assertTrue(seeds >= 2, "seed by seed: " + seeds);
        assertTrue(vm.boardProperty().get().event() instanceof Event.GameOver, String.valueOf(vm.boardProperty().get().event()));
        assertTrue(vm.lapShownProperty().get());
    }

    @Test
    void aRulesetPinnedIsTheOnlyOneAskedAndTheTitleSaysIt() {
        PracticeViewModel vm = quiet(4);
        vm.pinnedProperty().set(Ruleset.MANCALA_WORLD);
        for (int i = 0; i < 8; i++) {
            PracticeQuestion q = vm.questionProperty().get();
            assertEquals(Ruleset.MANCALA_WORLD, q.ruleset());
            assertEquals("Practice: Katro after Mancala World, 6 rows \u00d7 " + q.position().columns() + " columns",
                    vm.titleProperty().get());
            answerRight(vm);
            vm.next();
        }
        assertTrue(vm.streak().endsWith(" mancala-world"), vm.streak());
        vm.languageProperty().set(Language.FRENCH);
        assertTrue(vm.titleProperty().get().startsWith("Entra\u00eenement : Katro selon Mancala World, 6 rang\u00e9es"),
                vm.titleProperty().get());
    }

    @Test
    void aStreakKeepsThePinAndThePuzzlesAndAnOlderLineIsStillRead() {
        PracticeViewModel vm = quiet(4);
        vm.resume("3 2 10 8 5 2 gorobaka");
        assertEquals("3 2 10 8 5 2 gorobaka", vm.streak());
        assertEquals(Ruleset.GOROBAKA, vm.questionProperty().get().ruleset());
        assertEquals(3, vm.difficultyProperty().get().level());
        PracticeViewModel older = quiet(4);
        older.resume("2 1 4 4");
        assertEquals("2 1 4 4 0 0 any", older.streak());
        for (String unread : List.of("2 1 4 4 0 0 chess", "2 1 4 4 3 4 any", "2 1 4 4 0")) {
            PracticeViewModel fresh = quiet(4);
            fresh.resume(unread);
            assertEquals("1 0 0 0 0 0 any", fresh.streak(), unread);
        }
    }

    @Test
    void missedKindsDueAgainAreAskedFirstThenAnyKindAndEachFirstAnswerIsHeard() {
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 3);
        List<String> heard = new java.util.ArrayList<>();
        vm.onFirstAnswer((item, right) -> heard.add(item.id() + " " + right));
        List<Kind> due = List.of(Kind.COUNT, Kind.CAPTURE, Kind.COUNT);
        vm.review(due.stream().<Review>map(Review.Practice::new).toList(), id -> Optional.empty());
        for (Kind kind : due) {
            PracticeQuestion q = vm.questionProperty().get();
            assertEquals(kind, q.kind());
            if (kind == Kind.CAPTURE) {
                vm.answerCapture(!q.lap().captures());
            } else {
                vm.answerCount(q.lap().taken());
            }
            vm.next();
        }
        assertEquals(0, vm.dueLeft());
        assertEquals(List.of("kind count true", "kind capture false", "kind count true"), heard);
        // then questions of every kind again
        Set<Kind> kinds = new java.util.HashSet<>();
        for (int i = 0; i < 40; i++) {
            kinds.add(vm.questionProperty().get().kind());
            vm.next();
        }
        assertEquals(Set.of(Kind.values()), kinds);
    }
}
