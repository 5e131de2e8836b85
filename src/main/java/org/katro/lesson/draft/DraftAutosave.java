package org.katro.lesson.draft;

import org.katro.files.SafeFile;
import org.katro.lesson.LessonFormat;
import org.katro.lesson.Question;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The draft kept in the data folder as it is written, so that a crash (or a kill) loses nothing:
 * one UTF-8 properties file, written whole at each change, read back when the editor opens. It holds
 * drafts the loader would refuse too, which is why it is not a lesson's files.
 */
public final class DraftAutosave {
    private final Path file;

    public DraftAutosave(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    public void save(LessonDraft d) throws IOException {
        Map<String, String> m = new LinkedHashMap<>();
        m.put("name", d.name());
        m.put("rules", d.rules());
        m.put("columns", String.valueOf(d.columns()));
        if (d.position() != null) {
            m.put("position", d.position());
        }
        m.put("moves", d.moves());
        m.put("minutes", String.valueOf(d.minutes()));
        m.put("narrated", String.valueOf(d.narrated()));
        put(m, "title", d.title());
        put(m, "summary", d.summary());
        m.put("steps", String.valueOf(d.steps().size()));
        for (int i = 0; i < d.steps().size(); i++) {
            DraftStep s = d.steps().get(i);
            String k = "step." + i + ".";
            m.put(k + "at", String.valueOf(s.at()));
            put(m, k + "caption", s.caption());
            put(m, k + "more", s.more());
            put(m, k + "note", s.note());
            m.put(k + "highlights", String.join(" ", s.highlights()));
            m.put(k + "picture", String.valueOf(s.picture()));
            m.put(k + "wins", String.valueOf(s.wins()));
            m.put(k + "loses", String.valueOf(s.loses()));
            if (s.question() != null) {
                m.put(k + "ask", s.question().kind().id());
                if (s.question().side() != null) {
                    m.put(k + "side", s.question().side());
                }
                if (s.question().other() != null) {
                    m.put(k + "other", s.question().other());
                }
                put(m, k + "explain", s.question().explain());
            }
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        SafeFile.write(file, LessonFormat.properties(m), true);
    }

    /** The draft kept, if there is one that reads; a damaged file is left alone and not offered. */
    public Optional<LessonDraft> load() {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        try {
            Properties p = new Properties();
            p.load(new StringReader(Files.readString(file, StandardCharsets.UTF_8)));
            List<DraftStep> steps = new ArrayList<>();
            int count = Integer.parseInt(p.getProperty("steps"));
            for (int i = 0; i < count; i++) {
                String k = "step." + i + ".";
                String ask = p.getProperty(k + "ask");
                DraftQuestion q = ask == null ? null : new DraftQuestion(Question.Kind.byId(ask).orElseThrow(),
                        p.getProperty(k + "side"), p.getProperty(k + "other"), words(p, k + "explain"));
                String highlights = p.getProperty(k + "highlights", "").strip();
                steps.add(new DraftStep(Integer.parseInt(p.getProperty(k + "at")), words(p, k + "caption"),
                        words(p, k + "more"), words(p, k + "note"),
                        highlights.isEmpty() ? List.of() : Arrays.asList(highlights.split("\\s+")),
                        Integer.parseInt(p.getProperty(k + "picture", "0")), q,
                        Integer.parseInt(p.getProperty(k + "wins", "0")), Integer.parseInt(p.getProperty(k + "loses", "0"))));
            }
            return Optional.of(new LessonDraft(p.getProperty("name"), p.getProperty("rules"),
                    Integer.parseInt(p.getProperty("columns")), p.getProperty("position"), p.getProperty("moves"),
                    Integer.parseInt(p.getProperty("minutes")), Boolean.parseBoolean(p.getProperty("narrated")),
                    words(p, "title"), words(p, "summary"), steps));
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** The draft is saved as a lesson (or given up): nothing to offer back. */
    public void clear() throws IOException {
        Files.deleteIfExists(file);
    }

    private static void put(Map<String, String> m, String key, Wording w) {
        w.byLanguage().forEach((language, text) -> m.put(key + "." + language, text));
    }

    private static Wording words(Properties p, String key) {
        Map<String, String> m = new LinkedHashMap<>();
        for (String language : Wording.languages()) {
            String t = p.getProperty(key + "." + language);
            if (t != null) {
                m.put(language, t);
            }
        }
        return new Wording(m);
    }
}
