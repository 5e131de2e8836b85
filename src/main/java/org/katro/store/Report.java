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
import java.util.TreeSet;
import java.util.function.Consumer;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The figures as CSV (RFC 4180, lines ending CRLF, every field quoted, so that a {@code ;} or a
 * {@code ,} in a name stays in its field in a spreadsheet that splits on either; the learners' files
 * begin with a byte-order mark): the learners' progress for a teacher, a station's visits per day for a museum. The teacher page, the staff page
 * and {@code report} all export these same texts.
 */
public final class Report {
    /**
     * A byte-order mark first: a spreadsheet opened by a double click (Excel, LibreOffice) then reads
     * the file as UTF-8, so that "Hérilala" is not "HÃ©rilala". Programs that read CSV skip it.
     */
    public static final String BOM = "\uFEFF";
    /** The progress's first line, without its line end. */
    public static final String PROGRESS_HEADER = fields(List.of("learner", "lesson", "title", "reached", "steps", "done",
            "asked", "right"));
    /** The first answers' first line, without its line end. */
    public static final String ANSWERS_HEADER = fields(List.of("learner", "lesson", "title", "step", "question", "answer",
            "right_answer", "right"));
    /** The visits' first line, without its line end. */
    public static final String VISITS_HEADER = fields(List.of("day", "visits", "seconds", "lessons_started",
            "lessons_finished", "answers_right", "answers_wrong", "attract_touches", "errors"));

    /**
     * What the reports say beside a lesson's id, in the language chosen: its title and length, and
     * its questions' words (the lessons are not the database's: the store knows a lesson by its id).
     */
    public interface Words {
        /** Titles that are the ids, no question known: for a report made without the lessons. */
        Words IDS = new Words() { };

        /** The lesson's title; its id for a lesson not known. */
        default String title(String lesson) {
            return lesson;
        }

        /** The lesson's number of steps; 0 for a lesson not known. */
        default int steps(String lesson) {
            return 0;
        }

        /** The question a step (from 0) asks as the screen asks it; empty when unknown. */
        default String question(String lesson, int step) {
            return "";
        }

        /** The step's right answer as its button says it; empty when unknown. */
        default String rightAnswer(String lesson, int step) {
            return "";
        }

        /** An answer ({@code S5}, {@code yes}) as its button says it; as kept when unknown. */
        default String said(String lesson, int step, String answer) {
            return answer;
        }
    }

    private Report() {
    }

    /**
     * One row per learner and lesson started, and one with an empty lesson for a learner who started
     * none; {@code reached} counts the steps seen (1 when only the first was shown), {@code steps}
     * the lesson's.
     */
    public static String progress(List<Learners.Learner> learners, Map<String, Map<String, Learners.Lesson>> everyone,
            Words words) {
        StringBuilder csv = new StringBuilder(BOM).append(PROGRESS_HEADER).append("\r\n");
        TreeSet<String> names = new TreeSet<>(everyone.keySet());
        learners.forEach(l -> names.add(l.name()));
        for (String learner : names) {
            Map<String, Learners.Lesson> lessons = everyone.getOrDefault(learner, Map.of());
            if (lessons.isEmpty()) {
                csv.append(line(progressRow(new Learners.Progress(learner, "", -1, false, 0, 0), words)));
            }
            lessons.values().forEach(l -> csv.append(line(progressRow(new Learners.Progress(learner, l.lesson(), l.reached(),
                    l.done(), l.asked(), l.right()), words))));
        }
        return csv.toString();
    }

    /**
     * The progress as {@link #progress(List, Map, Words)} writes it, to {@code out} row by row as the
     * database gives them: nothing of the class is held in memory. False when the database cannot be read.
     */
    public static boolean progress(Learners learners, OutputStream out, Words words) throws IOException {
        return rows(out, PROGRESS_HEADER, each -> learners.eachProgress(p -> each.accept(progressRow(p, words))));
    }

    private static List<?> progressRow(Learners.Progress p, Words words) {
        boolean started = !p.lesson().isEmpty();
        return List.of(p.learner(), p.lesson(), started ? words.title(p.lesson()) : "", p.reached() + 1,
                started ? words.steps(p.lesson()) : 0, p.done(), p.asked(), p.right());
    }

    /**
     * One row per first answer, as the teacher page's table shows it: the step counted from 1 (as
     * the lesson player says "Step 3"), the question as the lesson asked it, the answer as its button
     * said it ({@code S5}, "Yes", a number, a row, a move; empty when it was kept before the words
     * were), the right answer, and whether it was right.
     * Written to {@code out} row by row as the database gives them; false when it cannot be read.
     */
    public static boolean answers(Learners learners, OutputStream out, Words words) throws IOException {
        return rows(out, ANSWERS_HEADER, each -> learners.eachAnswer(a -> each.accept(List.of(a.learner(), a.lesson(),
                words.title(a.lesson()), a.step() + 1, words.question(a.lesson(), a.step()),
                a.answer().isEmpty() ? "" : words.said(a.lesson(), a.step(), a.answer()), words.rightAnswer(a.lesson(), a.step()),
                a.right()))));
    }

    private static boolean rows(OutputStream out, String header, Predicate<Consumer<List<?>>> read)
            throws IOException {
        Writer csv = new BufferedWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        csv.write(BOM + header + "\r\n");
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
