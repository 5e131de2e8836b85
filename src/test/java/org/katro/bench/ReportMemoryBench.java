package org.katro.bench;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.katro.store.Learners;
import org.katro.store.Store;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Benchmark, not a test: {@code report --answers} and {@code report} on a station with 50,000
 * learners and 1,000,000 first answers, each in a JVM of 128 MiB of heap (the report held every
 * answer in memory, and ran out of it). Runs only with {@code -Dkatro.bench=report}:
 * {@code mvn test -Dtest=ReportMemoryBench -Dkatro.bench=report}.
 */
@EnabledIfSystemProperty(named = "katro.bench", matches = "report")
class ReportMemoryBench {
    private static final int LEARNERS = 50_000;
    private static final int ANSWERS_EACH = 20;

    @TempDir
    Path dir;

    @Test
    void aMillionAnswersInAHundredAndTwentyEightMebibytes() throws Exception {
        try (Store store = Store.open(Store.Target.sqlite(dir, "hall"), note -> { }, Runnable::run, () -> 0L)) {
            new Learners(store).totals();
        }
        fill();
        for (List<String> report : List.of(List.of("report", "--answers"), List.of("report"))) {
            long start = System.nanoTime();
            Process p = new ProcessBuilder(java(report)).redirectError(ProcessBuilder.Redirect.INHERIT).start();
            long lines = 0;
            try (BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
                while (out.readLine() != null) {
                    lines++;
                }
            }
            assertEquals(0, p.waitFor(), report.toString());
            System.out.printf(Locale.ROOT, "%s: %d lines in %.1f s at -Xmx128m%n", report, lines, (System.nanoTime() - start) / 1e9);
            assertEquals(report.contains("--answers") ? LEARNERS * ANSWERS_EACH + 1 : LEARNERS * 2 + 1, lines);
        }
    }

    private List<String> java(List<String> report) {
        List<String> command = new java.util.ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx128m", "-cp", System.getProperty("java.class.path"), "org.katro.cli.Main"));
        command.addAll(report);
        command.addAll(List.of("--data", dir.toString()));
        return command;
    }

    private void fill() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Store.FILE))) {
            c.setAutoCommit(false);
            try (PreparedStatement lesson = c.prepareStatement(
                    "INSERT INTO lesson_progress (learner, lesson, reached, at_step, done) VALUES (?, ?, ?, ?, ?)");
                    PreparedStatement answer = c.prepareStatement(
                            "INSERT INTO first_answer (learner, lesson, step, right_first, answer) VALUES (?, ?, ?, ?, ?)")) {
                for (int i = 0; i < LEARNERS; i++) {
                    String name = String.format(Locale.ROOT, "Learner %05d", i);
                    for (String id : List.of("worked-example", "rules-1-serpent")) {
                        lesson.setString(1, name);
                        lesson.setString(2, id);
                        lesson.setInt(3, 12);
                        lesson.setInt(4, 12);
                        lesson.setInt(5, i % 2);
                        lesson.addBatch();
                        for (int step = 0; step < ANSWERS_EACH / 2; step++) {
                            answer.setString(1, name);
                            answer.setString(2, id);
                            answer.setInt(3, step);
                            answer.setInt(4, (i + step) % 3 == 0 ? 0 : 1);
                            answer.setString(5, "S" + (step + 1));
                            answer.addBatch();
                        }
                    }
                    if (i % 1000 == 999) {
                        lesson.executeBatch();
                        answer.executeBatch();
                    }
                }
                lesson.executeBatch();
                answer.executeBatch();
            }
            c.commit();
        }
    }
}
