package org.katro.lesson.draft;

import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonFormat;
import org.katro.lesson.LessonFormat.Written;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.LessonText;
import org.katro.lesson.Question;
import org.katro.lesson.Step;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A draft as an ordinary lesson, and back: the FXML file and one UTF-8 {@code .properties} file per
 * language, exactly as {@code docs/curator.md} describes them, so the loader reads them as any
 * other and a developer can still edit them by hand. The texts' keys are made from the step's place
 * ({@code step3}, {@code step3.more}, {@code step3.hint.off}); reading a lesson keeps its texts, not its keys.
 */
public final class LessonFiles {
    private LessonFiles() {
    }

    /**
     * The lesson's files: {@code NAME.fxml}, {@code NAME.properties} (English) and one per other
     * language, written by the one writer ({@link LessonFormat}) with keys made from each text's place.
     */
    public static Written write(LessonDraft d) {
        // every language's texts by key, in the order the file names them
        Map<String, Map<String, String>> texts = new LinkedHashMap<>();
        Wording.languages().forEach(l -> texts.put(l, new LinkedHashMap<>()));
        String title = put(texts, "title", d.title(), true);
        String summary = put(texts, "summary", d.summary(), false);
        List<Step> steps = new ArrayList<>();
        for (int i = 0; i < d.steps().size(); i++) {
            DraftStep s = d.steps().get(i);
            String key = "step" + (i + 1);
            String caption = put(texts, key, s.caption(), true);
            String more = put(texts, key + ".more", s.more(), false);
            String note = put(texts, key + ".note", s.note(), false);
            DraftQuestion q = s.question();
            Question question = null;
            if (q != null) {
                String why = put(texts, key + ".why", q.explain(), false);
                Map<Question.Mistake, String> hints = new EnumMap<>(Question.Mistake.class);
                for (Question.Mistake m : Question.Mistake.values()) {
                    hints.put(m, put(texts, key + ".hint." + m.id(), q.hint(m), false));
                }
                question = new Question(q.kind().id(), why, q.side(), q.other(), q.rule(), q.taught(), hints);
            }
            steps.add(new Step(s.at(), s.picture(), caption, note, more, String.join(" ", s.highlights()), question,
                    s.wins(), s.loses(), s.teaches(), s.fade()));
        }
        Lesson lesson = new Lesson(title, summary, d.rules(), d.columns(), d.position(), d.moves(), d.minutes(),
                d.narrated() ? Lesson.NARRATED : "none", steps);
        return LessonFormat.write(d.name(), lesson, texts);
    }

    /** The draft of a loaded lesson: its game, its steps and each language's own texts (no English standing in). */
    public static LessonDraft read(Lesson lesson) {
        Function<String, Wording> words = key -> {
            Map<String, String> m = new LinkedHashMap<>();
            if (key != null) {
                for (String code : Wording.languages()) {
                    LessonText t = lesson.text(Locale.forLanguageTag(code));
                    t.own(key).ifPresent(text -> m.put(code, text));
                }
            }
            return new Wording(m);
        };
        List<DraftStep> steps = new ArrayList<>();
        for (Step s : lesson.getSteps()) {
            Question q = s.getQuestion();
            Map<Question.Mistake, Wording> hints = new EnumMap<>(Question.Mistake.class);
            if (q != null) {
                q.getHints().forEach((m, key) -> hints.put(m, words.apply(key)));
            }
            DraftQuestion question = q == null ? null
                    : new DraftQuestion(q.kind(), q.getSide(), q.getOther(), words.apply(q.getExplain()), q.getRule(),
                            q.getTaught(), hints);
            steps.add(new DraftStep(s.getAt(), words.apply(s.getCaption()), words.apply(s.getMore()),
                    words.apply(s.getNote()), s.highlightNames(), s.getPicture(), question, s.getWins(), s.getLoses(),
                    s.getTeaches(), s.getFade()));
        }
        return new LessonDraft(lesson.id(), lesson.getRules(), lesson.getColumns(), lesson.getPosition(),
                lesson.getMoves(), lesson.getMinutes(), lesson.narrated(), words.apply(lesson.getTitle()),
                words.apply(lesson.getSummary()), steps);
    }

    /** The draft as the loader reads it from its files: the lesson, or the loader's refusal with its line. */
    public static Lesson load(Written written, String name) throws LessonException {
        return LessonLoader.load(inMemory(written.files(), name), name + ".fxml");
    }

    /** Files held in memory as a lesson source, for the loader to read a draft that is not saved. */
    public static LessonSource inMemory(Map<String, byte[]> files, String name) {
        return new LessonSource() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public List<String> files() {
                return files.keySet().stream().filter(f -> f.endsWith(".fxml")).toList();
            }

            @Override
            public Optional<byte[]> read(String file) {
                return Optional.ofNullable(files.get(file));
            }

            @Override
            public String where(String file) {
                return file;
            }
        };
    }

    /** Adds wording {@code w} under {@code key}; returns the key, or null for an optional wording not written. */
    private static String put(Map<String, Map<String, String>> texts, String key, Wording w, boolean required) {
        w.byLanguage().forEach((language, text) -> texts.computeIfAbsent(language, l -> new LinkedHashMap<>()).put(key, text));
        return required || !w.isEmpty() ? key : null;
    }
}
