package org.katro.store;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The figures as CSV (RFC 4180, lines ending CRLF, every field quoted, so that a {@code ;} or a
 * {@code ,} in a name stays in its field in a spreadsheet that splits on either): the learners'
 * progress for a teacher, a station's visits per day for a museum. The teacher page, the staff page
 * and {@code report} all export these same texts.
 */
public final class Report {
    /** The progress's first line, without its line end. */
    public static final String PROGRESS_HEADER = fields(List.of("learner", "lesson", "reached", "done", "asked", "right"));
    /** The first answers' first line, without its line end. */
    public static final String ANSWERS_HEADER = fields(List.of("learner", "lesson", "step", "answer", "right"));
    /** The visits' first line, without its line end. */
    public static final String VISITS_HEADER = fields(List.of("day", "visits", "seconds", "lessons_started",
            "lessons_finished", "answers_right", "answers_wrong", "attract_touches", "errors"));

    private Report() {
    }

    /** One row per learner and lesson started; {@code reached} counts the steps seen (1 when only the first was shown). */
    public static String progress(Map<String, Map<String, Learners.Lesson>> everyone) {
        StringBuilder csv = new StringBuilder(PROGRESS_HEADER).append("\r\n");
        everyone.forEach((learner, lessons) -> lessons.values().forEach(l -> csv.append(line(List.of(learner, l.lesson(),
                l.reached() + 1, l.done(), l.asked(), l.right())))));
        return csv.toString();
    }

    /**
     * The progress as {@link #progress(Map)} writes it, to {@code out} row by row as the database
     * gives them: nothing of the class is held in memory. False when the database cannot be read.
     */
    public static boolean progress(Learners learners, OutputStream out) throws IOException {
        return rows(out, PROGRESS_HEADER, each -> learners.eachProgress(p -> each.accept(List.of(p.learner(), p.lesson(),
                p.reached() + 1, p.done(), p.asked(), p.right()))));
    }

    /**
     * One row per first answer, as the teacher page's table shows it: the step counted from 1 (as
     * the lesson player says "Step 3"), the answer's word ({@code S5}, {@code yes}, a number, a row,
     * a move; empty when it was kept before the words were) and whether it was right.
     * Written to {@code out} row by row as the database gives them; false when it cannot be read.
     */
    public static boolean answers(Learners learners, OutputStream out) throws IOException {
        return rows(out, ANSWERS_HEADER, each -> learners.eachAnswer(a -> each.accept(List.of(a.learner(), a.lesson(),
                a.step() + 1, a.answer(), a.right()))));
    }

    private static boolean rows(OutputStream out, String header, Predicate<Consumer<List<?>>> read)
            throws IOException {
        Writer csv = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        csv.write(header + "\r\n");
        boolean[] written = {false};
        try {
            written[0] = read.test(fields -> {
                try {
                    csv.write(line(fields));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
        csv.flush();
        return written[0];
    }

    /** One row per day with a visit or an event, oldest first. */
    public static String visits(Visits.Figures figures) {
        StringBuilder csv = new StringBuilder(VISITS_HEADER).append("\r\n");
        for (Visits.Day d : figures.days()) {
            csv.append(line(List.of(d.day(), d.visits(), d.seconds(), d.lessonsStarted(), d.lessonsFinished(), d.right(),
                    d.wrong(), d.attractTouches(), d.errors())));
        }
        return csv.toString();
    }

    private static String line(List<?> fields) {
        return fields(fields) + "\r\n";
    }

    private static String fields(List<?> fields) {
        return fields.stream().map(f -> field(String.valueOf(f))).collect(Collectors.joining(","));
    }

    /**
     * A field in quotes. A field a spreadsheet would take for a formula starts with an apostrophe, so
     * that opening the export runs nothing: one that begins with a tab or a carriage return, or whose
     * first visible character, after any spaces and invisible characters (a no-break or zero-width
     * space, a byte-order mark, another format character), is {@code =}, {@code +}, {@code -} or
     * {@code @}, or a full-width one of these.
     */
    static String field(String text) {
        String safe = formula(text) ? "'" + text : text;
        return "\"" + safe.replace("\"", "\"\"") + "\"";
    }

    private static boolean formula(String text) {
        if (!text.isEmpty() && (text.charAt(0) == '\t' || text.charAt(0) == '\r')) {
            return true;
        }
        return text.codePoints().filter(c -> !invisible(c)).findFirst()
                .stream().mapToObj(c -> Normalizer.normalize(Character.toString(c), Normalizer.Form.NFKC))
                .anyMatch(c -> !c.isEmpty() && "=+-@".indexOf(c.charAt(0)) >= 0);
    }

    private static boolean invisible(int c) {
        int type = Character.getType(c);
        return Character.isWhitespace(c) || Character.isSpaceChar(c) || type == Character.FORMAT
                || type == Character.CONTROL;
    }
}
