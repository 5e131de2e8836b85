package org.katro.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The learners of a classroom (or the one learner of a home computer) and what each has done:
 * lessons reached and done, first answers, and what they leave open (preferences, practice, the
 * game). Each write goes to the store at once, so a power cut loses at most the last action.
 */
public final class Learners {
    /** A learner: a name and a picture from the set, no password. */
    public record Learner(String name, String picture) { }

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
    public List<Learner> all() {
        return store.read(c -> {
            List<Learner> all = new ArrayList<>();
            try (var s = c.prepareStatement("SELECT name, picture FROM learner ORDER BY name"); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    all.add(new Learner(r.getString(1), r.getString(2)));
                }
            }
            return all;
        }, List.of());
    }

    /** Adds a learner, or gives one a new picture. */
    public void add(Learner learner) {
        store.write("INSERT INTO learner (name, picture) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET picture = excluded.picture",
                learner.name(), learner.picture());
    }

    /** The learner's lessons, by id. */
    public Map<String, Lesson> lessons(String learner) {
        return store.read(c -> byLearner(c.prepareStatement(
                "SELECT learner, lesson, reached, at_step, done FROM lesson_progress WHERE learner = ?"), c.prepareStatement(
                "SELECT learner, lesson, step, right_first FROM first_answer WHERE learner = ?"), List.of(learner))
                .getOrDefault(learner, Map.of()), Map.of());
    }

    /** Every learner's lessons: learner, then lesson, each in order (the report and the teacher page). */
    public Map<String, Map<String, Lesson>> everyone() {
        return store.read(c -> byLearner(c.prepareStatement(
                "SELECT learner, lesson, reached, at_step, done FROM lesson_progress"), c.prepareStatement(
                "SELECT learner, lesson, step, right_first FROM first_answer"), List.of()), Map.of());
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

    /** The learner is at step {@code at} of {@code lesson}, {@code reached} at most. */
    public void shown(String learner, String lesson, int reached, int at, boolean done) {
        store.write("INSERT INTO lesson_progress (learner, lesson, reached, at_step, done) VALUES (?, ?, ?, ?, ?)"
                + " ON CONFLICT (learner, lesson) DO UPDATE SET reached = excluded.reached, at_step = excluded.at_step,"
                + " done = excluded.done", learner, lesson, reached, at, done ? 1 : 0);
    }

    /** A first answer; a later answer to the same question changes nothing. */
    public void answered(String learner, String lesson, int step, boolean right) {
        store.write("INSERT INTO first_answer (learner, lesson, step, right_first) VALUES (?, ?, ?, ?)"
                + " ON CONFLICT (learner, lesson, step) DO NOTHING", learner, lesson, step, right ? 1 : 0);
    }

    /** What the learner left open: preferences, the practice streak, the game. */
    public Map<String, String> state(String learner) {
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
        }, Map.of());
    }

    public void put(String learner, String name, String value) {
        store.write("INSERT INTO learner_state (learner, name, value) VALUES (?, ?, ?)"
                + " ON CONFLICT (learner, name) DO UPDATE SET value = excluded.value", learner, name, value);
    }
}
