package org.katro.store;

import java.sql.ResultSet;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A station's visit figures: anonymous visits (a random id, a start and an end, nothing of the
 * visitor) and what happened in them. Every station writes its name with them, so that several
 * stations can share one PostgreSQL database and staff can look at one or all.
 */
public final class Visits {
    /** What happened in a visit. */
    public enum Kind {
        LESSON_STARTED("lesson-started"), LESSON_FINISHED("lesson-finished"), ANSWER("answer"), LANGUAGE("language"),
        ATTRACT_TOUCH("attract-touch"), ERROR("error");

        final String code;

        Kind(String code) {
            this.code = code;
        }
    }

    /** One day's figures; {@code seconds} is the visits' length in all. */
    public record Day(LocalDate day, int visits, long seconds, int lessonsStarted, int lessonsFinished, int right,
            int wrong, int attractTouches, int errors) {
        Day add(Day o) {
            return new Day(day, visits + o.visits, seconds + o.seconds, lessonsStarted + o.lessonsStarted,
                    lessonsFinished + o.lessonsFinished, right + o.right, wrong + o.wrong, attractTouches + o.attractTouches,
                    errors + o.errors);
        }
    }

    /** A lesson's funnel: visits that started it, and that finished it. */
    public record Funnel(String lesson, int started, int finished) { }

    /** A question ({@code lesson#step}) with its first answers. */
    public record Question(String question, int right, int wrong) {
        public double wrongShare() {
            return right + wrong == 0 ? 0 : (double) wrong / (right + wrong);
        }
    }

    /**
     * Everything the staff page and {@code report --visits} show.
     *
     * @param perHour   visits begun in each hour of the day, 0 to 23
     * @param lessons   the funnel, most started first
     * @param hardest   questions by the share of wrong first answers, the hardest first
     * @param languages times each language was chosen
     */
    public record Figures(List<Day> days, int[] perHour, List<Funnel> lessons, List<Question> hardest,
            Map<String, Integer> languages) { }

    private final Store store;

    public Visits(Store store) {
        this.store = store;
    }

    /** A visit begins (its first touch); its end is written as it goes, so a visit cut short still counts. */
    public void started(String visit, long at) {
        store.write("INSERT INTO visit (station, id, started, ended) VALUES (?, ?, ?, ?)", store.station(), visit, at, at);
    }

    public void lasted(String visit, long until) {
        store.write("UPDATE visit SET ended = ? WHERE station = ? AND id = ?", until, store.station(), visit);
    }

    public void happened(String visit, long at, Kind kind, String subject, boolean right) {
        store.write("INSERT INTO visit_event (station, visit, at, kind, subject, right_first) VALUES (?, ?, ?, ?, ?, ?)",
                store.station(), visit, at, kind.code, subject, right ? 1 : 0);
    }

    /** The stations that have written figures, by name. */
    public List<String> stations() {
        return store.read(c -> {
            List<String> names = new ArrayList<>();
            try (var s = c.prepareStatement("SELECT DISTINCT station FROM visit ORDER BY station"); ResultSet r = s.executeQuery()) {
                while (r.next()) {
                    names.add(r.getString(1));
                }
            }
            return names;
        }, List.of());
    }

    /** The figures of {@code station} (all stations when empty), days and hours in {@code zone}; none when the database cannot be read. */
    public Figures figures(Optional<String> station, ZoneId zone) {
        return read(station, zone).orElse(new Figures(List.of(), new int[24], List.of(), List.of(), Map.of()));
    }

    /** {@link #figures}, or empty when the database cannot be read. */
    public Optional<Figures> read(Optional<String> station, ZoneId zone) {
        return store.read(c -> {
            String where = station.isPresent() ? " WHERE station = ?" : "";
            Map<LocalDate, Day> days = new TreeMap<>();
            int[] perHour = new int[24];
            try (var s = c.prepareStatement("SELECT started, ended FROM visit" + where)) {
                if (station.isPresent()) {
                    s.setString(1, station.get());
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        ZonedDateTime start = Instant.ofEpochMilli(r.getLong(1)).atZone(zone);
                        perHour[start.getHour()]++;
                        add(days, new Day(start.toLocalDate(), 1, Math.max(0, r.getLong(2) - r.getLong(1)) / 1000,
                                0, 0, 0, 0, 0, 0));
                    }
                }
            }
            Map<String, int[]> funnel = new HashMap<>();
            Map<String, int[]> questions = new HashMap<>();
            Map<String, Integer> languages = new TreeMap<>();
            try (var s = c.prepareStatement("SELECT at, kind, subject, right_first FROM visit_event" + where)) {
                if (station.isPresent()) {
                    s.setString(1, station.get());
                }
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        LocalDate day = Instant.ofEpochMilli(r.getLong(1)).atZone(zone).toLocalDate();
                        String subject = r.getString(3);
                        boolean right = r.getInt(4) != 0;
                        switch (r.getString(2)) {
                            case "lesson-started" -> {
                                funnel.computeIfAbsent(subject, k -> new int[2])[0]++;
                                add(days, new Day(day, 0, 0, 1, 0, 0, 0, 0, 0));
                            }
                            case "lesson-finished" -> {
                                funnel.computeIfAbsent(subject, k -> new int[2])[1]++;
                                add(days, new Day(day, 0, 0, 0, 1, 0, 0, 0, 0));
                            }
                            case "answer" -> {
                                questions.computeIfAbsent(subject, k -> new int[2])[right ? 0 : 1]++;
                                add(days, new Day(day, 0, 0, 0, 0, right ? 1 : 0, right ? 0 : 1, 0, 0));
                            }
                            case "language" -> languages.merge(subject, 1, Integer::sum);
                            case "attract-touch" -> add(days, new Day(day, 0, 0, 0, 0, 0, 0, 1, 0));
                            case "error" -> add(days, new Day(day, 0, 0, 0, 0, 0, 0, 0, 1));
                            default -> {
                                // a kind a newer station writes: not counted here
                            }
                        }
                    }
                }
            }
            List<Funnel> lessons = new ArrayList<>();
            funnel.forEach((lesson, n) -> lessons.add(new Funnel(lesson, n[0], n[1])));
            lessons.sort(Comparator.comparingInt(Funnel::started).reversed().thenComparing(Funnel::lesson));
            List<Question> hardest = new ArrayList<>();
            questions.forEach((q, n) -> hardest.add(new Question(q, n[0], n[1])));
            hardest.sort(Comparator.comparingDouble(Question::wrongShare).reversed()
                    .thenComparing(Comparator.comparingInt(Question::wrong).reversed()).thenComparing(Question::question));
            return new Figures(List.copyOf(days.values()), perHour, lessons, hardest, languages);
        });
    }

    private static void add(Map<LocalDate, Day> days, Day d) {
        days.merge(d.day(), d, Day::add);
    }
}
