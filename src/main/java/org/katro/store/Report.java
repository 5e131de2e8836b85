package org.katro.store;

import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;

/**
 * The figures as CSV (RFC 4180, lines ending CRLF): the learners' progress for a teacher, a
 * station's visits per day for a museum. The teacher page, the staff page and {@code report} all
 * export these same texts.
 */
public final class Report {
    public static final String PROGRESS_HEADER = "learner,lesson,reached,done,asked,right";
    public static final String VISITS_HEADER =
            "day,visits,seconds,lessons_started,lessons_finished,answers_right,answers_wrong,attract_touches,errors";

    private Report() {
    }

    /** One row per learner and lesson started; {@code reached} counts the steps seen (1 when only the first was shown). */
    public static String progress(Map<String, Map<String, Learners.Lesson>> everyone) {
        StringBuilder csv = new StringBuilder(PROGRESS_HEADER).append("\r\n");
        everyone.forEach((learner, lessons) -> lessons.values().forEach(l -> csv.append(field(learner)).append(',')
                .append(field(l.lesson())).append(',').append(l.reached() + 1).append(',').append(l.done()).append(',')
                .append(l.asked()).append(',').append(l.right()).append("\r\n")));
        return csv.toString();
    }

    /** One row per day with a visit or an event, oldest first. */
    public static String visits(Visits visits, Optional<String> station, ZoneId zone) {
        StringBuilder csv = new StringBuilder(VISITS_HEADER).append("\r\n");
        for (Visits.Day d : visits.figures(station, zone).days()) {
            csv.append(d.day()).append(',').append(d.visits()).append(',').append(d.seconds()).append(',')
                    .append(d.lessonsStarted()).append(',').append(d.lessonsFinished()).append(',').append(d.right())
                    .append(',').append(d.wrong()).append(',').append(d.attractTouches()).append(',').append(d.errors())
                    .append("\r\n");
        }
        return csv.toString();
    }

    /**
     * A field quoted when it must be; a name a spreadsheet would take for a formula ({@code =}, {@code +},
     * {@code -}, {@code @}) starts with an apostrophe, so that opening the export runs nothing.
     */
    static String field(String text) {
        String safe = !text.isEmpty() && "=+-@\t\r".indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
        return safe.matches("[^,\"\r\n]*") ? safe : "\"" + safe.replace("\"", "\"\"") + "\"";
    }
}
