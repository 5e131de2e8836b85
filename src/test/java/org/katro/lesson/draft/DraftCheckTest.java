package org.katro.lesson.draft;

import org.junit.jupiter.api.Test;
import org.katro.lesson.Question;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.katro.lesson.draft.DraftCheck.Kind.ANSWER_IN_TEXT;
import static org.katro.lesson.draft.DraftCheck.Kind.ANSWER_POINTED_OUT;
import static org.katro.lesson.draft.DraftCheck.Kind.GLOSSARY;
import static org.katro.lesson.draft.DraftCheck.Kind.LONG;
import static org.katro.lesson.draft.DraftCheck.Kind.LONG_FOR_VISITORS;
import static org.katro.lesson.draft.DraftCheck.Kind.MISSING;
import static org.katro.lesson.draft.DraftCheck.Kind.REFUSED;
import static org.katro.lesson.draft.DraftCheck.Kind.REPEATS;

/** The checks before saving: the loader's refusal beside its step, and each warning the lesson tests give. */
class DraftCheckTest {
    private static final LessonDraft GOOD = LessonFilesTest.threeSteps();

    private static LessonDraft caption(LessonDraft d, int step, String language, String text) {
        DraftStep s = d.steps().get(step);
        return d.withStep(step, s.withCaption(s.caption().with(language, text)));
    }

    private static List<DraftCheck.Kind> kinds(DraftCheck.Result r, int step) {
        return r.of(step).stream().map(DraftCheck.Problem::kind).distinct().toList();
    }

    @Test
    void aGoodDraftLoadsAndOnlyItsMissingTranslationsAreCountedPerLanguage() {
        DraftCheck.Result r = DraftCheck.check(GOOD);
        assertNotNull(r.lesson());
        // title, summary, three captions, one More, one explanation: the summary and the More are English only
        assertEquals(Map.of("en", 0, "fr", 2, "mg", 7, "de", 7, "ca", 7), r.missing());
        assertEquals(List.of(new DraftCheck.Problem(2, MISSING, "fr", List.of(1))),
                r.of(2).stream().filter(p -> p.language().equals("fr")).toList());
        assertTrue(r.problems().stream().allMatch(p -> p.kind() == MISSING), r.problems().toString());
    }

    @Test
    void theLoadersRefusalIsShownBesideTheStepItConcerns() {
        // the question's lap (S1's two seeds, to event 3) cannot end within a step that stops at event 1
        DraftStep withQuestion = GOOD.steps().get(1).withQuestion(DraftQuestion.of(Question.Kind.CAPTURE));
        DraftCheck.Result r = DraftCheck.check(GOOD.withStep(1, withQuestion));
        assertNull(r.lesson());
        DraftCheck.Problem refused = r.of(1).stream().filter(DraftCheck.Problem::refusal).findFirst().orElseThrow();
        assertTrue(refused.args().get(0).toString().contains("must end within its step"), refused.toString());
        // an English caption is what every other language falls back on: without it the loader refuses
        DraftCheck.Result noEnglish = DraftCheck.check(caption(GOOD, 2, "en", ""));
        assertEquals(List.of(REFUSED), noEnglish.of(2).stream().filter(p -> p.kind() == REFUSED).map(DraftCheck.Problem::kind).toList());
    }

    @Test
    void aCaptionOverItsLimitIsFlaggedInItsLanguage() {
        String thirtyOne = "word ".repeat(31).strip();
        DraftCheck.Result r = DraftCheck.check(caption(GOOD, 0, "en", thirtyOne));
        assertEquals(List.of(new DraftCheck.Problem(0, LONG, "en", List.of(31, 30))),
                r.of(0).stream().filter(p -> p.kind() == LONG).toList());
        // 31 words are within French's 36
        assertTrue(DraftCheck.check(caption(GOOD, 0, "fr", thirtyOne)).of(0).stream().noneMatch(p -> p.kind() == LONG));
        // the visitor track's captions hold 12 words
        LessonDraft visitors = GOOD.withAbout(GOOD.title(), GOOD.summary(), 2, false);
        DraftCheck.Result v = DraftCheck.check(caption(visitors, 0, "fr", "un deux trois quatre cinq six sept huit neuf dix onze douze treize"));
        assertEquals(List.of(new DraftCheck.Problem(0, LONG_FOR_VISITORS, "fr", List.of(13, 12))),
                v.of(0).stream().filter(p -> p.kind() == LONG_FOR_VISITORS).toList());
    }

    @Test
    void aQuestionWhoseAnswerIsShownBesideItIsFlagged() {
        // the landing question of step 2 waits on step 1's picture: its caption and highlights are shown
        DraftStep shown = GOOD.steps().get(1);
        LessonDraft named = GOOD.withStep(1, shown.withCaption(shown.caption().with("fr", "Regardez S3.")));
        assertEquals(List.of(new DraftCheck.Problem(2, ANSWER_IN_TEXT, "fr", List.of("S3"))),
                DraftCheck.check(named).of(2).stream().filter(p -> p.kind() == ANSWER_IN_TEXT).toList());
        // a hint read before the second try that names the answer gives it away too
        DraftStep asked = GOOD.steps().get(2);
        LessonDraft hinted = GOOD.withStep(2, asked.withQuestion(asked.question().withHint(Question.Mistake.SHORT,
                new Wording(Map.of("en", "Count on from S1.", "fr", "La dernière tombe en S3.")))));
        assertEquals(List.of(new DraftCheck.Problem(2, ANSWER_IN_TEXT, "fr", List.of("S3"))),
                DraftCheck.check(hinted).of(2).stream().filter(p -> p.kind() == ANSWER_IN_TEXT).toList());
        LessonDraft pointed = GOOD.withStep(1, shown.toggled("S3"));
        assertEquals(List.of(ANSWER_POINTED_OUT), kinds(DraftCheck.check(pointed), 2).stream()
                .filter(k -> k == ANSWER_POINTED_OUT).toList());
        assertTrue(kinds(DraftCheck.check(GOOD.withStep(1, shown.toggled("S2"))), 2).stream()
                .noneMatch(k -> k == ANSWER_POINTED_OUT));
    }

    @Test
    void aStepSayingWhatTheOneBeforeSaidIsFlagged() {
        LessonDraft again = caption(GOOD, 1, "fr", GOOD.steps().get(0).caption().in("fr"));
        assertEquals(List.of(REPEATS), kinds(DraftCheck.check(again), 1).stream().filter(k -> k == REPEATS).toList());
        assertTrue(kinds(DraftCheck.check(GOOD), 1).stream().noneMatch(k -> k == REPEATS));
    }

    @Test
    void aWordTheGlossaryRejectsIsFlaggedWithItsTerm() {
        DraftCheck.Result r = DraftCheck.check(caption(caption(GOOD, 1, "en", "South drops a seed in the next pit."),
                1, "fr", "Le Sud pose un pion."));
        assertEquals(List.of(new DraftCheck.Problem(1, GLOSSARY, "fr", List.of("pion", "graine")),
                        new DraftCheck.Problem(1, GLOSSARY, "en", List.of("pit", "hole"))),
                r.of(1).stream().filter(p -> p.kind() == GLOSSARY).sorted(java.util.Comparator.comparing(
                        DraftCheck.Problem::language).reversed()).toList());
    }

    /** The editor checks the step typed in at once: what it finds is what the whole check finds for that step. */
    @Test
    void theCheckOfOneStepAgreesWithTheWholeCheck() {
        DraftCheck.Result before = DraftCheck.check(GOOD);
        String prior = GOOD.steps().get(0).caption().in("en");
        LessonDraft repeated = caption(caption(GOOD, 1, "en", prior), 1, "de", "Ein Satz");
        LessonDraft longer = caption(repeated, 2, "en", "word ".repeat(31));
        DraftCheck.Result quick = DraftCheck.withStep(DraftCheck.withStep(before, GOOD, repeated, 1), repeated, longer, 2);
        DraftCheck.Result whole = DraftCheck.check(longer);
        for (int step = -1; step < 3; step++) {
            assertEquals(java.util.Set.copyOf(whole.of(step)), java.util.Set.copyOf(quick.of(step)), "step " + step);
        }
        assertEquals(whole.missing(), quick.missing());
        assertTrue(kinds(quick, 1).contains(REPEATS) && kinds(quick, 2).contains(LONG), quick.problems().toString());
    }
}
