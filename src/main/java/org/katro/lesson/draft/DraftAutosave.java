package org.katro.lesson.draft;

import org.katro.engine.Ruleset;
import org.katro.files.SafeFile;
import org.katro.lesson.LessonFormat;
import org.katro.lesson.Question;

import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.regex.Pattern;

/**
 * The draft kept in the data folder as it is written, so that a crash (or a kill) loses nothing:
 * one UTF-8 properties file, written whole at each change, read back when the editor opens. It holds
 * drafts the loader would refuse too, which is why it is not a lesson's files.
 *
 * <p>The draft found at the start is first moved to a second file ({@link #offeredFile()}), so that
 * the work written meanwhile goes to the first one whether or not the curator has answered the
 * offer; it stays there until they take it up or throw it away. A file that cannot be a draft (too
 * big, damaged, or naming a game the editor cannot set up) is moved aside, never offered and never
 * deleted, and said.
 */
public final class DraftAutosave {
    /** The largest autosave read: a 10,000-step lesson in five languages is a few MiB. */
    public static final long LARGEST = 16L << 20;
    /** a hole as a step points it out */
    private static final Pattern HOLE = Pattern.compile("[NS][1-9][0-9]?");

    private final Path file;

    /** Why a file was moved aside. */
    public enum Why {
        /** over {@link #LARGEST}: not read at all */
        TOO_BIG,
        /** it does not read as a draft the editor can open */
        DAMAGED,
        /** a draft offered before and never answered, older than the one offered now */
        OLDER,
        /** the work written while a draft was offered, which the curator then took up instead */
        REPLACED
    }

    /** A file moved aside: where it is now, and why. */
    public record Aside(Path to, Why why) {
    }

    /** What the start found: the draft to offer (null for none), and the files moved aside on the way. */
    public record Found(LessonDraft offered, List<Aside> aside) {
        public Found {
            aside = List.copyOf(aside);
        }
    }

    public DraftAutosave(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** Where the draft offered back waits for the curator's answer, beside the autosave. */
    public Path offeredFile() {
        return file.resolveSibling(file.getFileName() + ".offered");
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
            putKept(m, k + "teaches", s.teaches());
            putKept(m, k + "fade", s.fade());
            if (s.question() != null) {
                m.put(k + "ask", s.question().kind().id());
                putKept(m, k + "rule", s.question().rule());
                putKept(m, k + "taught", s.question().taught());
                if (s.question().side() != null) {
                    m.put(k + "side", s.question().side());
                }
                if (s.question().other() != null) {
                    m.put(k + "other", s.question().other());
                }
                put(m, k + "explain", s.question().explain());
                for (Question.Mistake mistake : Question.Mistake.values()) {
                    put(m, k + "hint." + mistake.id(), s.question().hint(mistake));
                }
            }
        }
        Files.createDirectories(file.toAbsolutePath().getParent());
        SafeFile.write(file, LessonFormat.properties(m), true);
    }

    /**
     * At the editor's start: the draft kept (newest first) moved to {@link #offeredFile()} and read
     * from there; what cannot be offered moved aside. Never throws: a file that cannot even be moved
     * is not offered.
     */
    public Found start() {
        List<Aside> aside = new ArrayList<>();
        Path offered = offeredFile();
        try {
            if (Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                if (Files.exists(offered, LinkOption.NOFOLLOW_LINKS)) {
                    aside.add(aside(offered, Why.OLDER));
                }
                Files.move(file, offered, StandardCopyOption.ATOMIC_MOVE);
            }
            if (!Files.isRegularFile(offered, LinkOption.NOFOLLOW_LINKS)) {
                return new Found(null, aside);
            }
            if (Files.size(offered) > LARGEST) {
                aside.add(aside(offered, Why.TOO_BIG));
                return new Found(null, aside);
            }
            Optional<LessonDraft> d = read(offered);
            if (d.isEmpty()) {
                aside.add(aside(offered, Why.DAMAGED));
            }
            return new Found(d.orElse(null), aside);
        } catch (IOException e) {
            return new Found(null, aside);
        }
    }

    /** The offer answered (taken up, its draft now autosaved, or thrown away): its file goes. */
    public void answered() throws IOException {
        Files.deleteIfExists(offeredFile());
    }

    /** The autosave moved aside (if there is one), for the draft taken up to take its place. */
    public Optional<Aside> replaced() throws IOException {
        return Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) ? Optional.of(aside(file, Why.REPLACED)) : Optional.empty();
    }

    /** {@code from} renamed beside itself with the time and why, never over another file. */
    private static Aside aside(Path from, Why why) throws IOException {
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(Instant.now());
        String base = from.getFileName() + "." + why.name().toLowerCase(Locale.ROOT).replace('_', '-') + "-" + stamp;
        for (int n = 0; ; n++) {
            Path to = from.resolveSibling(n == 0 ? base : base + "-" + n);
            try {
                Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
                return new Aside(to, why);
            } catch (FileAlreadyExistsException taken) {
                // another file moved aside in the same second: the next number
            }
        }
    }

    /** The draft a file holds, if it reads as one the editor can open (its size known to be bounded). */
    private static Optional<LessonDraft> read(Path from) {
        try {
            Properties p = new Properties();
            p.load(new StringReader(Files.readString(from, StandardCharsets.UTF_8)));
            LessonDraft d = draft(p);
            return opens(d) ? Optional.of(d) : Optional.empty();
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }

    /** A value the editor keeps as read: written only when there is one. */
    private static void putKept(Map<String, String> m, String key, String value) {
        if (value != null) {
            m.put(key, value);
        }
    }

    private static LessonDraft draft(Properties p) {
        List<DraftStep> steps = new ArrayList<>();
        int count = Integer.parseInt(p.getProperty("steps"));
        for (int i = 0; i < count; i++) {
            String k = "step." + i + ".";
            String ask = p.getProperty(k + "ask");
            Map<Question.Mistake, Wording> hints = new EnumMap<>(Question.Mistake.class);
            for (Question.Mistake mistake : Question.Mistake.values()) {
                hints.put(mistake, words(p, k + "hint." + mistake.id()));
            }
            DraftQuestion q = ask == null ? null : new DraftQuestion(Question.Kind.byId(ask).orElseThrow(),
                    p.getProperty(k + "side"), p.getProperty(k + "other"), words(p, k + "explain"), p.getProperty(k + "rule"),
                    p.getProperty(k + "taught"), hints);
            String highlights = p.getProperty(k + "highlights", "").strip();
            steps.add(new DraftStep(Integer.parseInt(p.getProperty(k + "at")), words(p, k + "caption"),
                    words(p, k + "more"), words(p, k + "note"),
                    highlights.isEmpty() ? List.of() : Arrays.asList(highlights.split("\\s+")),
                    Integer.parseInt(p.getProperty(k + "picture", "0")), q,
                    Integer.parseInt(p.getProperty(k + "wins", "0")), Integer.parseInt(p.getProperty(k + "loses", "0")),
                    p.getProperty(k + "teaches"), p.getProperty(k + "fade")));
        }
        return new LessonDraft(p.getProperty("name"), p.getProperty("rules"),
                Integer.parseInt(p.getProperty("columns")), p.getProperty("position"), p.getProperty("moves"),
                Integer.parseInt(p.getProperty("minutes")), Boolean.parseBoolean(p.getProperty("narrated")),
                words(p, "title"), words(p, "summary"), steps);
    }

    /** Whether the editor can show {@code d}: a game it can set up, a step at least, holes it can point out. */
    private static boolean opens(LessonDraft d) {
        Optional<Ruleset> rules = Ruleset.byId(d.rules());
        return d.name() != null && rules.isPresent() && rules.get().allowsColumns(d.columns()) && !d.steps().isEmpty()
                && d.steps().stream().allMatch(s -> s.at() >= 0
                        && s.highlights().stream().allMatch(h -> HOLE.matcher(h).matches()));
    }

    /** The draft is saved as a lesson: nothing to offer back. */
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
