package org.katro.store;

import org.katro.text.OneLine;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.Consumer;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The learners of a classroom (or the one learner of a home computer) and what each has done:
 * lessons reached and done, first answers, and what they leave open (preferences, practice, the
 * game). Each write goes to the store at once, so a power cut loses at most the last action.
 * Progress only moves forward in the database itself, whatever order the writes come in: a step
 * reached or a lesson done is never lowered, and a first answer is never replaced. Reads are empty
 * when the database cannot be read.
 */
public final class Learners {
    /** A learner: a name and a picture from the set (their picture password, if any, is read apart: {@link #password(String)}). */
    public record Learner(String name, String picture) { }

    /** A typed name as it is kept: as {@link OneLine#clean} leaves it (nothing that makes it show as another, or as nothing). */
    public static String clean(String typed) {
        return OneLine.clean(typed);
    }

    /** A name set in a sentence: isolated (FSI ... PDI), so that its writing direction never reorders the words around it. */
    public static String isolated(String name) {
        return "\u2068" + name + "\u2069";
    }

    /**
     * The form in which two names are the same name: compatibility-normalised (NFKC: a full-width
     * "Ｈｅｒｙ" is "Hery") and case-folded (upper then lower case, so "STRASSE" and "straße" agree).
     */
    public static String sameness(String name) {
        String folded = Normalizer.normalize(clean(name), Normalizer.Form.NFKC).toUpperCase(Locale.ROOT)
                .toLowerCase(Locale.ROOT);
        return Normalizer.normalize(folded, Normalizer.Form.NFKC);
    }

    /**
     * One lesson of one learner.
     *
     * @param reached      the furthest step shown, from 0
     * @param at           the step to resume at
     * @param firstAnswers each answered step's first answer, right or not
     */
    public record Lesson(String lesson, int reached, int at, boolean done, Map<Integer, Boolean> firstAnswers) {
        public Lesson {
            firstAnswers = Map.copyOf(firstAnswers);
        }

        public int asked() {
            return firstAnswers.size();
        }

        public int right() {
            return (int) firstAnswers.values().stream().filter(b -> b).count();
        }
    }

    private final Store store;

    public Learners(Store store) {
        this.store = store;
    }

    /** Every learner, by name. */
    public Optional<List<Learner>> all() {
        return store.read(c -> {
            List<Learner> all = new ArrayList<>();
            try (var s = c.prepareStatement("SELECT name, picture FROM learner ORDER BY name"); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    all.add(new Learner(r.getString(1), r.getString(2)));
                }
            }
            return all;
        });
    }

    /** Adds a learner, or gives one a new picture. */
    public void add(Learner learner) {
        store.write("INSERT INTO learner (name, picture) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET picture = excluded.picture",
                learner.name(), learner.picture());
    }

    /**
     * Learners added all at once, in one transaction (a class list of thousands of names): true once
     * the database has every one, false, with none added, when it cannot take them now.
     */
    public boolean addAll(List<Learner> added) {
        return store.writeAll("INSERT INTO learner (name, picture) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET picture = excluded.picture",
                added.stream().map(l -> new Object[] {l.name(), l.picture()}).toList());
    }

    /** A learner unless already there (a picture chosen before is kept). */
    public void ensure(Learner learner) {
        store.write("INSERT INTO learner (name, picture) VALUES (?, ?) ON CONFLICT (name) DO NOTHING",
                learner.name(), learner.picture());
    }

    /** The learner's lessons, by id. */
    public Optional<Map<String, Lesson>> lessons(String learner) {
        return store.read(c -> byLearner(c.prepareStatement(
                "SELECT learner, lesson, reached, at_step, done FROM lesson_progress WHERE learner = ?"), c.prepareStatement(
                "SELECT learner, lesson, step, right_first FROM first_answer WHERE learner = ?"), List.of(learner))
                .getOrDefault(learner, Map.of()));
    }

    /** Every learner's lessons: learner, then lesson, each in order (the report and the teacher page). */
    public Optional<Map<String, Map<String, Lesson>>> everyone() {
        return store.read(c -> byLearner(c.prepareStatement(
                "SELECT learner, lesson, reached, at_step, done FROM lesson_progress"), c.prepareStatement(
                "SELECT learner, lesson, step, right_first FROM first_answer"), List.of()));
    }

    /** A page of the learners whose name holds some text: the page's learners by name, and how many hold it in all. */
    public record Page(int total, List<Learner> learners) { }

    /** The whole class in a line: its learners, the lessons they finished, their first answers and how many were right. */
    public record Totals(int learners, int lessonsDone, int asked, int right) { }

    /**
     * The learners whose name holds {@code part} (any case for the letters A to Z; empty: everyone),
     * by name, {@code size} of them from the {@code from}-th: what a page shows, and no more, is read.
     */
    public Page page(String part, int from, int size) {
        String like = "%" + part.toLowerCase(Locale.ROOT).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
        return store.read(c -> {
            int total;
            try (var s = c.prepareStatement("SELECT COUNT(*) FROM learner WHERE LOWER(name) LIKE ? ESCAPE '\\'")) {
                s.setString(1, like);
                try (ResultSet r = s.executeQuery()) {
                    total = r.next() ? r.getInt(1) : 0;
                }
            }
            List<Learner> page = new ArrayList<>();
            try (var s = c.prepareStatement(
                    "SELECT name, picture FROM learner WHERE LOWER(name) LIKE ? ESCAPE '\\' ORDER BY name LIMIT ? OFFSET ?")) {
                s.setString(1, like);
                s.setInt(2, size);
                s.setInt(3, from);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        page.add(new Learner(r.getString(1), r.getString(2)));
                    }
                }
            }
            return new Page(total, page);
        }, new Page(0, List.of()));
    }

    /** The lessons of the learners named, by learner, then lesson. */
    public Map<String, Map<String, Lesson>> of(List<String> names) {
        if (names.isEmpty()) {
            return Map.of();
        }
        String in = " WHERE learner IN (" + String.join(", ", Collections.nCopies(names.size(), "?")) + ")";
        return store.read(c -> byLearner(c.prepareStatement("SELECT learner, lesson, reached, at_step, done FROM lesson_progress" + in),
                c.prepareStatement("SELECT learner, lesson, step, right_first FROM first_answer" + in), names), Map.of());
    }

    /** The class's totals, counted by the database. */
    public Totals totals() {
        return store.read(c -> {
            try (var s = c.createStatement(); ResultSet r = s.executeQuery("SELECT (SELECT COUNT(*) FROM learner),"
                    + " (SELECT COUNT(*) FROM lesson_progress WHERE done <> 0), (SELECT COUNT(*) FROM first_answer),"
                    + " (SELECT COUNT(*) FROM first_answer WHERE right_first <> 0)")) {
                r.next();
                return new Totals(r.getInt(1), r.getInt(2), r.getInt(3), r.getInt(4));
            }
        }, new Totals(0, 0, 0, 0));
    }

    /** Both statements take {@code names} as their parameters, in order. */
    private static Map<String, Map<String, Lesson>> byLearner(PreparedStatement lessons, PreparedStatement answers,
            List<String> names) throws SQLException {
        try (lessons; answers) {
            for (int i = 0; i < names.size(); i++) {
                lessons.setString(i + 1, names.get(i));
                answers.setString(i + 1, names.get(i));
            }
            Map<List<String>, Map<Integer, Boolean>> firsts = new HashMap<>();
            try (ResultSet r = answers.executeQuery()) {
                while (r.next()) {
                    firsts.computeIfAbsent(List.of(r.getString(1), r.getString(2)), k -> new TreeMap<>())
                            .put(r.getInt(3), r.getInt(4) != 0);
                }
            }
            Map<String, Map<String, Lesson>> all = new TreeMap<>();
            try (ResultSet r = lessons.executeQuery()) {
                while (r.next()) {
                    String name = r.getString(1);
                    String lesson = r.getString(2);
                    all.computeIfAbsent(name, k -> new TreeMap<>()).put(lesson, new Lesson(lesson, r.getInt(3), r.getInt(4),
                            r.getInt(5) != 0, firsts.getOrDefault(List.of(name, lesson), Map.of())));
                }
            }
            return all;
        }
    }

    /**
     * The learner is at step {@code at} of {@code lesson}, {@code reached} at most. The stored step
     * reached and lesson done only go up (CASE rather than MAX or GREATEST, which SQLite and
     * PostgreSQL spell differently); the step to resume at is replaced only when {@code atKnown}, that
     * is when the stored progress was read first, so that a write made without it changes nothing
     * it could not see.
     */
    public void shown(String learner, String lesson, int reached, int at, boolean done, boolean atKnown) {
        store.write("INSERT INTO lesson_progress (learner, lesson, reached, at_step, done) VALUES (?, ?, ?, ?, ?)"
                + " ON CONFLICT (learner, lesson) DO UPDATE SET"
                + " reached = CASE WHEN excluded.reached > lesson_progress.reached THEN excluded.reached"
                + " ELSE lesson_progress.reached END,"
                + " done = CASE WHEN excluded.done > lesson_progress.done THEN excluded.done ELSE lesson_progress.done END"
                + (atKnown ? ", at_step = excluded.at_step" : ""), learner, lesson, reached, at, done ? 1 : 0);
    }

    /**
     * A first answer and what it was (a hole {@code S5}, {@code yes}, a number, a row, a move: see
     * {@code Reveal}); a later answer to the same question changes nothing.
     */
    public void answered(String learner, String lesson, int step, boolean right, String answer) {
        store.write("INSERT INTO first_answer (learner, lesson, step, right_first, answer) VALUES (?, ?, ?, ?, ?)"
                + " ON CONFLICT (learner, lesson, step) DO NOTHING", learner, lesson, step, right ? 1 : 0, answer);
    }

    /** One first answer: right or not, and what was answered ({@code ""} when written before answers were kept). */
    public record Answer(boolean right, String answer) { }

    /** One first answer of one learner in one lesson (the report's row); {@code step} counts from 0. */
    public record FirstAnswer(String learner, String lesson, int step, boolean right, String answer) { }


    /** One learner's one lesson as the report counts it: the step reached from 0, the first answers and the right ones; a learner who started none has one with an empty lesson, reached -1. */
    public record Progress(String learner, String lesson, int reached, boolean done, int asked, int right) { }

    /**
     * Every learner's lessons, learner then lesson, each given to {@code each} as it is read and none
     * kept (a class of a million answers is counted by the database, not in memory); false when the
     * database cannot be read.
     */
    public boolean eachProgress(Consumer<Progress> each) {
        return store.stream(c -> {
            // a learner who started nothing has a line too, its lesson empty
            try (var s = store.rows(c, "SELECT p.learner, p.lesson, p.reached, p.done, COUNT(a.step),"
                    + " SUM(CASE WHEN a.right_first <> 0 THEN 1 ELSE 0 END) FROM lesson_progress p LEFT JOIN first_answer a"
                    + " ON a.learner = p.learner AND a.lesson = p.lesson GROUP BY p.learner, p.lesson, p.reached, p.done"
                    + " UNION ALL SELECT l.name, '', -1, 0, 0, 0 FROM learner l"
                    + " WHERE NOT EXISTS (SELECT 1 FROM lesson_progress q WHERE q.learner = l.name)"
                    + " ORDER BY 1, 2"); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    each.accept(new Progress(r.getString(1), r.getString(2), r.getInt(3), r.getInt(4) != 0, r.getInt(5),
                            r.getInt(6)));
                }
            }
            return true;
        }, false);
    }

    /** Every first answer, by learner, lesson and step, each given to {@code each} as it is read and none kept; false when unreadable. */
    public boolean eachAnswer(Consumer<FirstAnswer> each) {
        return store.stream(c -> {
            try (var s = store.rows(c, "SELECT learner, lesson, step, right_first, answer FROM first_answer"
                    + " ORDER BY learner, lesson, step"); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    each.accept(new FirstAnswer(r.getString(1), r.getString(2), r.getInt(3), r.getInt(4) != 0, r.getString(5)));
                }
            }
            return true;
        }, false);
    }

    /** The first answers to {@code lesson} of the learners named: by learner, then step. */
    public Map<String, Map<Integer, Answer>> answers(String lesson, List<String> names) {
        return names.isEmpty() ? Map.of() : answersOf(lesson, names).orElse(Map.of());
    }

    /** The first answers to {@code lesson} of every learner (the report): by learner, then step. */
    public Optional<Map<String, Map<Integer, Answer>>> answers(String lesson) {
        return answersOf(lesson, List.of());
    }

    /** The answers of the learners named, or of everyone when none is. */
    private Optional<Map<String, Map<Integer, Answer>>> answersOf(String lesson, List<String> names) {
        String in = names.isEmpty() ? "" : " AND learner IN (" + String.join(", ", Collections.nCopies(names.size(), "?")) + ")";
        return store.read(c -> {
            Map<String, Map<Integer, Answer>> all = new TreeMap<>();
            try (var s = c.prepareStatement("SELECT learner, step, right_first, answer FROM first_answer WHERE lesson = ?" + in)) {
                s.setString(1, lesson);
                for (int i = 0; i < names.size(); i++) {
                    s.setString(i + 2, names.get(i));
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        all.computeIfAbsent(r.getString(1), k -> new TreeMap<>())
                                .put(r.getInt(2), new Answer(r.getInt(3) != 0, r.getString(4)));
                    }
                }
            }
            return all;
        });
    }

    /**
     * The class's answer to a projected question, as the teacher recorded it (a show of hands): kept
     * apart from every learner's, and a later one to the same question replaces it.
     */
    public void classAnswered(String lesson, int step, boolean right, String answer) {
        store.write("INSERT INTO class_answer (lesson, step, right_first, answer) VALUES (?, ?, ?, ?)"
                + " ON CONFLICT (lesson, step) DO UPDATE SET right_first = excluded.right_first, answer = excluded.answer",
                lesson, step, right ? 1 : 0, answer);
    }

    /** The class's recorded answers to {@code lesson}, by step; empty when none or unreadable. */
    public Map<Integer, Answer> classAnswers(String lesson) {
        return store.read(c -> {
            Map<Integer, Answer> all = new TreeMap<>();
            try (var s = c.prepareStatement("SELECT step, right_first, answer FROM class_answer WHERE lesson = ?")) {
                s.setString(1, lesson);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        all.put(r.getInt(1), new Answer(r.getInt(2) != 0, r.getString(3)));
                    }
                }
            }
            return all;
        }, Map.of());
    }

    /**
     * A learner's new name, with everything that is theirs: written in order through the store's
     * queue, the learner's row first: if the new name was taken meanwhile, that is refused, the old
     * name stays, and nothing of theirs moves to the other learner.
     */
    public void rename(String from, String to) {
        store.write("UPDATE learner SET name = ? WHERE name = ?", to, from);
        for (String table : List.of("lesson_progress", "first_answer", "learner_state", "review")) {
            store.write("UPDATE " + table + " SET learner = ? WHERE learner = ? AND NOT EXISTS (SELECT 1 FROM learner WHERE name = ?)",
                    to, from, from);
        }
    }

    /** A learner gone, with their progress, answers, what they left open and what they are asked again. */
    public void remove(String name) {
        for (String table : List.of("first_answer", "lesson_progress", "learner_state", "review")) {
            store.write("DELETE FROM " + table + " WHERE learner = ?", name);
        }
        store.write("DELETE FROM learner WHERE name = ?", name);
    }

    /**
     * A learner's picture password: the pictures to tap, in order; empty when they have none (or the
     * database cannot be read, which the caller tells apart by {@code Optional.empty()}).
     */
    public Optional<List<String>> password(String name) {
        return store.read(c -> {
            try (var s = c.prepareStatement("SELECT pictures_password FROM learner WHERE name = ?")) {
                s.setString(1, name);
                try (ResultSet r = s.executeQuery()) {
                    String kept = r.next() ? r.getString(1) : "";
                    return kept.isEmpty() ? List.<String>of() : List.of(kept.split(" "));
                }
            }
        });
    }

    /** Which of the learners named have a picture password. */
    public Set<String> withPassword(List<String> names) {
        if (names.isEmpty()) {
            return Set.of();
        }
        return store.read(c -> {
            Set<String> with = new HashSet<>();
            try (var s = c.prepareStatement("SELECT name FROM learner WHERE pictures_password <> '' AND name IN ("
                    + String.join(", ", Collections.nCopies(names.size(), "?")) + ")")) {
                for (int i = 0; i < names.size(); i++) {
                    s.setString(i + 1, names.get(i));
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        with.add(r.getString(1));
                    }
                }
            }
            return with;
        }, Set.of());
    }

    /** Sets a learner's picture password, the pictures in order; none removes it. */
    public void password(String name, List<String> pictures) {
        store.write("UPDATE learner SET pictures_password = ? WHERE name = ?", String.join(" ", pictures), name);
    }

    /** What the learner left open: preferences, the practice streak, the game. */
    public Optional<Map<String, String>> state(String learner) {
        return store.read(c -> {
            Map<String, String> state = new LinkedHashMap<>();
            try (var s = c.prepareStatement("SELECT name, value FROM learner_state WHERE learner = ?")) {
                s.setString(1, learner);
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        state.put(r.getString(1), r.getString(2));
                    }
                }
            }
            return state;
        });
    }

    public void put(String learner, String name, String value) {
        store.write("INSERT INTO learner_state (learner, name, value) VALUES (?, ?, ?)"
                + " ON CONFLICT (learner, name) DO UPDATE SET value = excluded.value", learner, name, value);
    }
}
