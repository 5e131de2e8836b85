package org.katro.lesson.words;

import org.katro.lesson.LessonLibrary;
import org.katro.lesson.Presentation;
import org.katro.lesson.Reveal;
import org.katro.store.Report;
import org.katro.text.Language;

import java.util.HashMap;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.Optional;

/**
 * The reports' words for the lessons of a library, in one language: titles beside the ids, and each
 * question as the screen asks it with its right answer, worked out by the engine once per lesson.
 * A lesson since changed or removed keeps its id and the answers as they were kept.
 */
public final class ReportWords implements Report.Words {
    private final LessonLibrary library;
    private final Language language;
    /** each lesson's questions, worked out when the report first reaches it; empty for a lesson not known */
    private final Map<String, Optional<Presentation>> worked = new HashMap<>();

    public ReportWords(LessonLibrary library, Language language) {
        this.library = library;
        this.language = language;
    }

    @Override
    public String title(String lesson) {
        return library.byId(lesson).map(l -> l.title(language.locale())).orElse(lesson);
    }

    @Override
    public int steps(String lesson) {
        return library.byId(lesson).map(l -> l.getSteps().size()).orElse(0);
    }

    @Override
    public String question(String lesson, int step) {
        return reveal(lesson, step).map(r -> r.question(language, Reveal.Medium.SCREEN)).orElse("");
    }

    @Override
    public String rightAnswer(String lesson, int step) {
        return reveal(lesson, step).map(r -> label(r, r.answer(), language)).orElse("");
    }

    @Override
    public String said(String lesson, int step, String answer) {
        return reveal(lesson, step).map(r -> label(r, answer, language)).orElse(answer);
    }

    /** An answer as its button says it; one this question does not offer (a lesson since changed), as kept. */
    public static String label(Reveal reveal, String answer, Language language) {
        try {
            return reveal.label(answer, language);
        } catch (IllegalArgumentException | MissingResourceException e) {
            return answer;
        }
    }

    private Optional<Reveal> reveal(String lesson, int step) {
        Optional<Presentation> p = worked.computeIfAbsent(lesson, id -> library.byId(id).map(Presentation::new));
        return p.filter(q -> step >= 0 && step < q.lesson().getSteps().size()).map(q -> q.reveal(step));
    }
}
