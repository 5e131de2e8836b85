package org.katro.lesson.draft;

import org.katro.engine.Hole;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonFormat;
import org.katro.lesson.Presentation;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.text.Glossary;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;
import java.util.regex.Pattern;

/**
 * What a draft's reader would meet, before it is saved: the loader's refusal, if it refuses the
 * draft's files (the loader's own rules, never written a second time), and the warnings the lesson
 * tests give the shipped lessons: a missing translation, a caption over its limit, a question whose
 * answer is shown beside it, a step that says what the one before said, a word the glossary rejects.
 * Each problem names the step it concerns.
 */
public final class DraftCheck {
    /**
     * Words a caption may hold, per language: 30 in English, more where the same idea takes more
     * words in our translations (see LessonTextsTest, which holds the shipped lessons to them).
     */
    public static final Map<String, Integer> CAPTION_WORDS = Map.of("en", 30, "fr", 36, "ca", 36, "mg", 38, "de", 32);
    /** Words a caption of the visitor track (a lesson with no narration) may hold, in every language. */
    public static final int VISITOR_WORDS = 12;

    /** What a problem is; the editor's bundle says each (key {@code problem.} and the kind, lower case). */
    public enum Kind {
        /** the loader refuses the files: args the reason (English), then the reason as a phrase, for a screen to say in its words */
        REFUSED,
        /** texts of the step written in another language and not in this one: args the count */
        MISSING,
        /** a caption over the word limit, the rest belongs behind More: args words, limit */
        LONG,
        /** a caption of the visitor track over its limit: args words, limit */
        LONG_FOR_VISITORS,
        /** a text shown beside the waiting question names its answer: args the hole */
        ANSWER_IN_TEXT,
        /** the hole the question asks for is pointed out by the step before, just before it is asked: args the hole */
        ANSWER_POINTED_OUT,
        /** the caption is the one before's: no args */
        REPEATS,
        /** a word the glossary rejects: args the word, the glossary's term */
        GLOSSARY
    }

    /**
     * One problem.
     *
     * @param step     the step's index, -1 for the lesson as a whole
     * @param language the language code it concerns, empty for all
     * @param refusal  whether the loader refuses the lesson for it (else it is a warning)
     */
    public record Problem(int step, Kind kind, String language, List<Object> args) {
        public Problem {
            args = List.copyOf(args);
        }

        public boolean refusal() {
            return kind == Kind.REFUSED;
        }
    }

    /**
     * The check of a draft.
     *
     * @param lesson  the lesson as the loader reads the draft's files, or null when it refuses them
     * @param byStep  the problems of the lesson as a whole, then of each step in turn (at {@code step + 1}):
     *                kept by step so that a keystroke's check replaces one step's without going through the rest
     * @param missing per language code, the texts written in another language and not in this one
     */
    public record Result(LessonFormat.Written written, Lesson lesson, List<List<Problem>> byStep, Map<String, Integer> missing) {
        public Result {
            byStep = List.copyOf(byStep);
            missing = Map.copyOf(missing);
        }

        /** Every problem: the lesson's, then step by step. */
        public List<Problem> problems() {
            return byStep.stream().flatMap(List::stream).toList();
        }

        /** The problems of step {@code step} (-1: of the lesson as a whole). */
        public List<Problem> of(int step) {
            return step + 1 < byStep.size() ? byStep.get(step + 1) : List.of();
        }
    }

    private DraftCheck() {
    }

    /** Checks {@code draft}: the loader reads its files as they would be saved, then the warnings. */
    public static Result check(LessonDraft draft) {
        return check(draft, () -> false);
    }

    /**
     * As {@link #check(LessonDraft)}, stopping with {@link CancellationException} once {@code stop}
     * holds (looked at between steps): a newer draft came.
     */
    public static Result check(LessonDraft draft, BooleanSupplier stop) {
        LessonFormat.Written written = LessonFiles.write(draft);
        List<Problem> problems = new ArrayList<>();
        Lesson lesson = null;
        try {
            lesson = LessonFiles.load(written, draft.name());
        } catch (LessonException e) {
            problems.add(new Problem(written.stepOfLine(e.line()), Kind.REFUSED, "", List.of(e.reason(), e.phrase())));
        }
        Map<String, Integer> missing = new LinkedHashMap<>();
        Wording.languages().forEach(l -> missing.put(l, 0));
        count(missing, draft.title(), null);
        count(missing, draft.summary(), null);
        for (int i = 0; i < draft.steps().size(); i++) {
            if (stop.getAsBoolean()) {
                throw new CancellationException();
            }
            own(draft.steps().get(i)).forEach((language, n) -> missing.merge(language, n, Integer::sum));
            problems.addAll(ofStep(draft, i));
        }
        glossary(problems, -1, List.of(draft.title(), draft.summary()));
        if (lesson != null) {
            answers(problems, lesson, stop);
        }
        return new Result(written, lesson, byStep(problems, draft.steps().size()), missing);
    }

    /** {@code problems} by step, the lesson's first, each step's in the order found. */
    private static List<List<Problem>> byStep(List<Problem> problems, int steps) {
        int size = steps + 1;
        for (Problem p : problems) {
            size = Math.max(size, p.step() + 2);
        }
        List<List<Problem>> by = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            by.add(new ArrayList<>());
        }
        for (Problem p : problems) {
            by.get(p.step() + 1).add(p);
        }
        by.replaceAll(List::copyOf);
        return by;
    }

    /**
     * {@code before} (the check of {@code was}) brought up to {@code now}, a draft that differs from it
     * in the texts of step {@code step} alone: that step's warnings (and the next one's, which
     * compares its caption with it) checked again, the rest kept. Costs what one step costs, however
     * long the lesson; the loader's refusal and the answers shown wait for the next whole check.
     */
    public static Result withStep(Result before, LessonDraft was, LessonDraft now, int step) {
        List<List<Problem>> byStep = new ArrayList<>(before.byStep());
        for (int i = step; i <= step + 1 && i < now.steps().size(); i++) {
            List<Problem> problems = new ArrayList<>();
            for (Problem p : before.of(i)) {
                if (!ofOneStep(p.kind())) {
                    problems.add(p);
                }
            }
            problems.addAll(ofStep(now, i));
            while (byStep.size() <= i + 1) {
                byStep.add(List.of());
            }
            byStep.set(i + 1, List.copyOf(problems));
        }
        Map<String, Integer> missing = new LinkedHashMap<>(before.missing());
        own(was.steps().get(step)).forEach((language, n) -> missing.merge(language, -n, Integer::sum));
        own(now.steps().get(step)).forEach((language, n) -> missing.merge(language, n, Integer::sum));
        return new Result(before.written(), before.lesson(), byStep, missing);
    }

    /** Whether a kind of problem comes from its step alone (and the one before it). */
    private static boolean ofOneStep(Kind kind) {
        return kind != Kind.REFUSED && kind != Kind.ANSWER_IN_TEXT && kind != Kind.ANSWER_POINTED_OUT;
    }

    /** Per language, the texts of step {@code s} written in another language and not in this one. */
    private static Map<String, Integer> own(DraftStep s) {
        Map<String, Integer> own = new LinkedHashMap<>();
        for (Wording w : texts(s)) {
            count(own, w, null);
        }
        return own;
    }

    /** The warnings of step {@code i} that it (and the one before it) alone decide. */
    private static List<Problem> ofStep(LessonDraft draft, int i) {
        List<Problem> problems = new ArrayList<>();
        DraftStep s = draft.steps().get(i);
        own(s).forEach((language, n) -> {
            if (n > 0) {
                problems.add(new Problem(i, Kind.MISSING, language, List.of(n)));
            }
        });
        length(problems, draft, i);
        if (i > 0) {
            DraftStep before = draft.steps().get(i - 1);
            if (Wording.languages().stream().anyMatch(l -> !s.caption().in(l).isBlank()
                    && s.caption().in(l).strip().equals(before.caption().in(l).strip()))) {
                problems.add(new Problem(i, Kind.REPEATS, "", List.of()));
            }
        }
        glossary(problems, i, texts(s));
        return problems;
    }

    private static List<Wording> texts(DraftStep s) {
        List<Wording> out = new ArrayList<>(List.of(s.caption(), s.more(), s.note()));
        if (s.question() != null) {
            out.add(s.question().explain());
            out.addAll(s.question().hints().values());
        }
        return out;
    }

    /** Adds one to each language that lacks a text {@code w} has in another (to {@code also} as well). */
    private static void count(Map<String, Integer> into, Wording w, Map<String, Integer> also) {
        if (w.isEmpty()) {
            return;
        }
        for (String language : Wording.languages()) {
            if (w.in(language).isBlank()) {
                into.merge(language, 1, Integer::sum);
                if (also != null) {
                    also.merge(language, 1, Integer::sum);
                }
            }
        }
    }

    private static void length(List<Problem> problems, LessonDraft draft, int step) {
        Wording caption = draft.steps().get(step).caption();
        for (String language : Wording.languages()) {
            int words = words(caption.in(language));
            // an added language is held to the most any shipped one may say
            int limit = draft.narrated() ? CAPTION_WORDS.getOrDefault(language, 38) : VISITOR_WORDS;
            if (words > limit) {
                problems.add(new Problem(step, draft.narrated() ? Kind.LONG : Kind.LONG_FOR_VISITORS, language,
                        List.of(words, limit)));
            }
        }
    }

    /** The words of a text, as a reader counts them: runs holding a letter or a digit. */
    public static int words(String text) {
        return (int) Arrays.stream(text.strip().split("\\s+"))
                .filter(w -> w.codePoints().anyMatch(Character::isLetterOrDigit)).count();
    }

    private static void glossary(List<Problem> problems, int step, List<Wording> texts) {
        for (Language language : Language.values()) {
            String code = language.locale().getLanguage();
            Glossary glossary = Glossary.of(language);
            for (Wording w : texts) {
                for (Glossary.Rejected r : glossary.rejected(w.in(code))) {
                    problems.add(new Problem(step, Kind.GLOSSARY, code, List.of(r.word(), r.chosen().replace("*", ""))));
                }
            }
        }
    }

    /**
     * A landing question's hole shown while it waits: named by a text beside it, or pointed out. The
     * moment is the one the lesson player shows ({@link Presentation}), in every language.
     */
    private static void answers(List<Problem> problems, Lesson lesson, BooleanSupplier stop) {
        Presentation presentation = new Presentation(lesson);
        for (int i = 0; i < lesson.getSteps().size(); i++) {
            if (stop.getAsBoolean()) {
                throw new CancellationException();
            }
            Reveal r = presentation.reveal(i);
            if (r == null || r.kind() != Question.Kind.LANDING || r.landing().equals(r.lap().pick().hole())) {
                // a full round back to the hole played: the question itself names that hole
                continue;
            }
            Hole landing = r.landing();
            Pattern named = Pattern.compile("(?<![\\p{L}\\d])" + landing.name() + "(?!\\d)");
            boolean pointed = false;
            for (Language language : Language.values()) {
                Presentation.Moment m = presentation.seek(r.askAt(), i, language, Reveal.Medium.SCREEN);
                // the waiting board points out nothing, but the step before's picture comes at that event first
                pointed |= presentation.seek(r.askAt(), -1, language, Reveal.Medium.SCREEN).board().highlighted()
                        .contains(landing);
                List<String> texts = new ArrayList<>(List.of(m.caption(), m.more(), m.note()));
                // the curator's hints are read before the second try
                lesson.getSteps().get(i).getQuestion().getHints().values()
                        .forEach(key -> texts.add(lesson.text(language.locale()).get(key)));
                for (String shown : texts) {
                    if (named.matcher(shown).find()) {
                        problems.add(new Problem(i, Kind.ANSWER_IN_TEXT, language.locale().getLanguage(),
                                List.of(landing.name())));
                        break;
                    }
                }
            }
            if (pointed) {
                problems.add(new Problem(i, Kind.ANSWER_POINTED_OUT, "", List.of(landing.name())));
            }
        }
    }
}
