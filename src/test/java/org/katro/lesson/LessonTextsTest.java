package org.katro.lesson;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.katro.engine.GameCursor;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The shipped lessons read well on a kiosk and ask fair questions: short captions in every language,
 * "lap" defined before it is used, yes and no balanced, and nothing shown beside a question that
 * names its answer.
 */
class LessonTextsTest {
    /**
     * Words a caption may hold, per language: 30 in English (one idea a passer-by reads in a few
     * seconds), more where the same idea takes more words. Measured on our own translations of the
     * same captions: French and Catalan need about 1.15 times the English words (articles,
     * "de la"), Malagasy about 1.25 (particles such as "ny", "an'i", "ao amin'ny"); German about
     * 1.05 (compounds make fewer, longer words: its lines are long in letters, not in words). The
     * lesson editor warns at the same limits (DraftCheck).
     */
    static final Map<String, Integer> CAPTION_WORDS = org.katro.lesson.draft.DraftCheck.CAPTION_WORDS;

    /** The sentence that defines "lap" in each language, with the glossary's word for it. */
    private static final Map<String, Pattern> LAP_DEFINED = Map.of(
            "en", Pattern.compile("\\bis a lap\\b"), "fr", Pattern.compile("[Cc]'est un semis"),
            "mg", Pattern.compile("atao hoe fafy"), "de", Pattern.compile("ist ein Durchgang"),
            "ca", Pattern.compile("és una passada"));
    private static final Map<String, Pattern> LAP_WORD = Map.of(
            "en", Pattern.compile("\\blaps?\\b"), "fr", Pattern.compile("\\bsemis\\b"),
            "mg", Pattern.compile("\\bfafy\\b"), "de", Pattern.compile("\\bDurchg"),
            "ca", Pattern.compile("\\bpassad"));

    private static LessonLibrary bundled;

    @BeforeAll
    static void load() {
        bundled = LessonLoader.load(List.of(LessonSource.bundled()));
        assertEquals(List.of(), bundled.problems());
    }

    @Test
    void everyCaptionHoldsItsLanguagesWordLimit() {
        List<String> over = new ArrayList<>();
        for (Lesson lesson : bundled.lessons()) {
            for (Locale language : Lesson.LANGUAGES) {
                int limit = CAPTION_WORDS.get(language.getLanguage());
                for (Step step : lesson.getSteps()) {
                    String caption = lesson.text(language).get(step.getCaption());
                    int words = caption.trim().split("\\s+").length;
                    if (words > limit) {
                        over.add(lesson.id() + " " + language + " " + step.getCaption() + ": " + words + " > " + limit);
                    }
                }
            }
        }
        assertEquals(List.of(), over, "longer explanations go behind More");
    }

    /**
     * The texts of a lesson as a learner meets them, in order: for each step, the question asked
     * before it (its question names the lap when it asks about its end), then its caption, its
     * longer explanation and its note, then the question's explanation.
     */
    private static List<String> inOrder(Lesson lesson, Locale language) {
        List<String> out = new ArrayList<>();
        LessonText text = lesson.text(language);
        for (Step s : lesson.getSteps()) {
            Question q = s.getQuestion();
            if (q != null && q.kind() != Question.Kind.LANDING && !q.kind().beforeTurn()) {
                out.add("(a question about the end of this " + LAP_WORD.get(language.getLanguage()).pattern() + ")");
            }
            out.add(text.get(s.getCaption()));
            if (s.getMore() != null) {
                out.add(text.get(s.getMore()));
            }
            if (s.getNote() != null) {
                out.add(text.get(s.getNote()));
            }
            if (q != null && q.getExplain() != null) {
                out.add(text.get(q.getExplain()));
            }
        }
        return out;
    }

    @Test
    void lapIsDefinedBeforeItIsUsed() {
        // the rules tutorial in the list's order, and the worked example on its own (its button opens it first)
        List<String> tutorial = bundled.lessons().stream().map(Lesson::id).filter(id -> id.startsWith("rules-")).toList();
        for (Locale language : Lesson.LANGUAGES) {
            String code = language.getLanguage();
            for (List<String> course : List.of(tutorial, List.of("worked-example"))) {
                List<String> texts = new ArrayList<>();
                course.forEach(id -> texts.addAll(inOrder(bundled.byId(id).orElseThrow(), language)));
                String first = texts.stream().filter(t -> LAP_WORD.get(code).matcher(t).find()
                        || t.startsWith("(a question")).findFirst().orElseThrow();
                assertTrue(LAP_DEFINED.get(code).matcher(first).find(), code + " " + course.get(0)
                        + ": the lap is used before it is defined, in: " + first);
            }
        }
    }

    @Test
    void yesAndNoAreBalancedInEveryLesson() {
        for (Lesson lesson : bundled.lessons()) {
            GameCursor game = lesson.cursor();
            int yes = 0;
            int no = 0;
            for (int i = 0; i < lesson.getSteps().size(); i++) {
                Question q = lesson.getSteps().get(i).getQuestion();
                if (q != null && q.kind().yesNo()) {
                    String answer = q.reveal(game, lesson.stepStart(i)).orElseThrow().answer();
                    yes += answer.equals("yes") ? 1 : 0;
                    no += answer.equals("no") ? 1 : 0;
                }
            }
            assertTrue(Math.abs(yes - no) <= 1, lesson.id() + ": " + yes + " yes, " + no + " no");
        }
    }

    @Test
    void theLessonsAskEveryKindOfQuestion() {
        java.util.Set<Question.Kind> asked = java.util.EnumSet.noneOf(Question.Kind.class);
        bundled.lessons().forEach(l -> l.getSteps().stream().filter(s -> s.getQuestion() != null)
                .forEach(s -> asked.add(s.getQuestion().kind())));
        assertEquals(java.util.EnumSet.allOf(Question.Kind.class), asked);
    }

    @Test
    void noTextShownBesideAQuestionNamesItsAnswer() {
        for (Lesson lesson : bundled.lessons()) {
            GameCursor game = lesson.cursor();
            for (int i = 0; i < lesson.getSteps().size(); i++) {
                Question q = lesson.getSteps().get(i).getQuestion();
                if (q == null || q.kind() != Question.Kind.LANDING) {
                    continue;
                }
                Reveal r = q.reveal(game, lesson.stepStart(i)).orElseThrow();
                if (r.answer().equals(r.lap().pick().hole().name())) {
                    // a full round back to the hole played: the question itself names that hole
                    continue;
                }
                Step shown = lesson.getSteps().get(lesson.reachedAt(r.askAt()));
                for (Locale language : Lesson.LANGUAGES) {
                    LessonText text = lesson.text(language);
                    for (String key : new String[] {shown.getCaption(), shown.getMore(), shown.getNote()}) {
                        if (key != null) {
                            assertFalse(Pattern.compile("\\b" + r.answer() + "\\b").matcher(text.get(key)).find(),
                                    lesson.id() + " step " + i + " " + language + ": " + key + " names " + r.answer());
                        }
                    }
                }
            }
        }
    }
}
