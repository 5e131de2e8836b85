package org.katro.lesson.draft;

import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.LessonText;
import org.katro.lesson.Question;
import org.katro.lesson.Step;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * A draft as an ordinary lesson, and back: the FXML file and one UTF-8 {@code .properties} file per
 * language, exactly as {@code lessons/README.md} describes them, so the loader reads them as any
 * other and a developer can still edit them by hand. The texts' keys are made from the step's place
 * ({@code step3}, {@code step3.more}); reading a lesson keeps its texts, not its keys.
 */
public final class LessonFiles {
    private LessonFiles() {
    }

    /**
     * The files of a draft, by file name, and the line of each element in the lesson file, so that a
     * refusal of the loader (which names a line) is shown beside the step it concerns.
     *
     * @param stepLines the line of each step's {@code <Step>}
     * @param questionLines the line of each step's {@code <Question>}, 0 for none
     */
    public record Written(Map<String, byte[]> files, int lessonLine, int[] stepLines, int[] questionLines) {
        /** The step a line of the lesson file belongs to; -1 for the lesson itself. */
        public int stepOfLine(int line) {
            int step = -1;
            for (int i = 0; i < stepLines.length; i++) {
                if (stepLines[i] <= line && line > 0) {
                    step = i;
                }
            }
            return step;
        }
    }

    /** The lesson's files: {@code NAME.fxml}, {@code NAME.properties} (English) and one per other language. */
    public static Written write(LessonDraft d) {
        List<String> lines = new ArrayList<>();
        lines.add("<?xml version=\"1.0\" encoding=\"UTF-8\"?>");
        lines.add("<?import org.katro.lesson.Lesson?>");
        lines.add("<?import org.katro.lesson.Step?>");
        lines.add("<?import org.katro.lesson.Question?>");
        // every language's texts by key, in the order the file names them
        Map<String, Map<String, String>> texts = new LinkedHashMap<>();
        Wording.languages().forEach(l -> texts.put(l, new LinkedHashMap<>()));
        StringBuilder lesson = new StringBuilder("<Lesson title=\"title\"");
        put(texts, "title", d.title());
        if (!d.summary().isEmpty()) {
            lesson.append(" summary=\"summary\"");
            put(texts, "summary", d.summary());
        }
        lesson.append(attr("rules", d.rules())).append(attr("columns", String.valueOf(d.columns())));
        if (d.position() != null) {
            lesson.append(attr("position", d.position()));
        }
        if (!d.moves().isBlank()) {
            lesson.append(attr("moves", d.moves()));
        }
        lesson.append(attr("minutes", String.valueOf(d.minutes())));
        if (!d.narrated()) {
            lesson.append(attr("narration", "none"));
        }
        lines.add(lesson.append(">").toString());
        int lessonLine = lines.size();
        lines.add("  <steps>");
        int[] stepLines = new int[d.steps().size()];
        int[] questionLines = new int[d.steps().size()];
        for (int i = 0; i < d.steps().size(); i++) {
            DraftStep s = d.steps().get(i);
            String key = "step" + (i + 1);
            StringBuilder step = new StringBuilder("    <Step").append(attr("at", String.valueOf(s.at())))
                    .append(attr("caption", key));
            put(texts, key, s.caption());
            if (!s.more().isEmpty()) {
                step.append(attr("more", key + ".more"));
                put(texts, key + ".more", s.more());
            }
            if (!s.note().isEmpty()) {
                step.append(attr("note", key + ".note"));
                put(texts, key + ".note", s.note());
            }
            if (!s.highlights().isEmpty()) {
                step.append(attr("highlight", String.join(" ", s.highlights())));
            }
            if (s.picture() > 0) {
                step.append(attr("picture", String.valueOf(s.picture())));
            }
            DraftQuestion q = s.question();
            if (q == null) {
                lines.add(step.append("/>").toString());
                stepLines[i] = lines.size();
                continue;
            }
            lines.add(step.append(">").toString());
            stepLines[i] = lines.size();
            StringBuilder question = new StringBuilder("      <question><Question").append(attr("ask", q.kind().id()));
            if (q.side() != null) {
                question.append(attr("side", q.side()));
            }
            if (q.other() != null) {
                question.append(attr("other", q.other()));
            }
            if (!q.explain().isEmpty()) {
                question.append(attr("explain", key + ".why"));
                put(texts, key + ".why", q.explain());
            }
            lines.add(question.append("/></question>").toString());
            questionLines[i] = lines.size();
            lines.add("    </Step>");
        }
        lines.add("  </steps>");
        lines.add("</Lesson>");
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put(d.name() + ".fxml", (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
        for (String language : Wording.languages()) {
            files.put(bundleName(d.name(), language), properties(texts.get(language)));
        }
        return new Written(files, lessonLine, stepLines, questionLines);
    }

    /** The texts file of {@code language}: {@code NAME.properties} for the default one, else {@code NAME_fr.properties}. */
    public static String bundleName(String name, String language) {
        return name + (language.equals(Wording.languages().get(0)) ? "" : "_" + language) + ".properties";
    }

    /** The draft of a loaded lesson: its game, its steps and each language's own texts (no English standing in). */
    public static LessonDraft read(Lesson lesson) {
        Function<String, Wording> words = key -> {
            Map<String, String> m = new LinkedHashMap<>();
            if (key != null) {
                for (Locale language : Lesson.LANGUAGES) {
                    LessonText t = lesson.text(language);
                    t.own(key).ifPresent(text -> m.put(language.getLanguage(), text));
                }
            }
            return new Wording(m);
        };
        List<DraftStep> steps = new ArrayList<>();
        for (Step s : lesson.getSteps()) {
            Question q = s.getQuestion();
            DraftQuestion question = q == null ? null
                    : new DraftQuestion(q.kind(), q.getSide(), q.getOther(), words.apply(q.getExplain()));
            steps.add(new DraftStep(s.getAt(), words.apply(s.getCaption()), words.apply(s.getMore()),
                    words.apply(s.getNote()), s.highlightNames(), s.getPicture(), question));
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
    static LessonSource inMemory(Map<String, byte[]> files, String name) {
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

    private static void put(Map<String, Map<String, String>> texts, String key, Wording w) {
        w.byLanguage().forEach((language, text) -> texts.computeIfAbsent(language, l -> new LinkedHashMap<>()).put(key, text));
    }

    private static String attr(String name, String value) {
        return " " + name + "=\"" + value.replace("&", "&amp;").replace("<", "&lt;").replace("\"", "&quot;")
                .replace("\n", "&#10;").replace("\t", "&#9;").replace("\r", "&#13;") + "\"";
    }

    /** Texts as a UTF-8 properties file that {@link java.util.Properties#load(java.io.Reader)} reads back unchanged. */
    static byte[] properties(Map<String, String> texts) {
        StringBuilder out = new StringBuilder("# written by the lesson editor; UTF-8, one text a line\n");
        texts.forEach((key, text) -> out.append(escape(key, true)).append('=').append(escape(text, false)).append('\n'));
        return out.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static String escape(String s, boolean key) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\f' -> out.append("\\f");
                case '=', ':' -> out.append(key ? "\\" + c : String.valueOf(c));
                case '#', '!' -> out.append(i == 0 ? "\\" + c : String.valueOf(c));
                case ' ' -> out.append(i == 0 || key ? "\\ " : " ");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
