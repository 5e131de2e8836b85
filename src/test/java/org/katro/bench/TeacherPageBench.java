package org.katro.bench;

import javafx.application.Platform;
import javafx.collections.ListChangeListener;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.shell.BackgroundJob;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Benchmark, not a test: the learners' screen and its teacher page on a school's station after
 * years, 10,000 learners of three lessons each (30,000 lessons, 60,000 first answers), read on a
 * thread of their own as the app does. Measures, five times, from the screen asked for to its
 * chooser laid out, and from the right PIN to the class's totals and the first page of learners
 * laid out. Runs only with {@code -Dkatro.bench=teacher}:
 * {@code mvn test -Dtest=TeacherPageBench -Dkatro.bench=teacher}.
 */
@ExtendWith(ApplicationExtension.class)
@EnabledIfSystemProperty(named = "katro.bench", matches = "teacher")
class TeacherPageBench {
    private static final int LEARNERS = 10_000;
    private static final List<String> LESSONS = List.of("worked-example", "rules-1-serpent", "rules-2-sowing");
    private static final int ROUNDS = 5;

    @TempDir
    Path dir;
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        Stage window = new Stage();
        window.setScene(scene);
        window.show();
    }

    @Test
    void tenThousandLearners(FxRobot robot) throws Exception {
        Store.open(Store.Target.sqlite(dir, "school"), note -> { }, Runnable::run, () -> 0L).close();
        fill();
        Executor thread = BackgroundJob.thread("katro-bench-store");
        try (Store store = Store.open(Store.Target.sqlite(dir, "school"), System.out::println, Runnable::run, () -> 0L)) {
            Learners learners = new Learners(store);
            long[] screen = new long[ROUNDS];
            long[] page = new long[ROUNDS];
            for (int round = 0; round < ROUNDS; round++) {
                LearnersViewModel vm = new LearnersViewModel(Language.ENGLISH, thread, Platform::runLater, learners,
                        name -> { }, pin -> true, dir);
                long[] at = new long[3];
                robot.interact(() -> {
                    at[0] = System.nanoTime();
                    navigator.openLearners(vm);
                    // after the screen's own listeners, which build what is read
                    vm.learners().addListener((ListChangeListener<Learners.Learner>) c -> at[1] = laidOut());
                    vm.rows().addListener((ListChangeListener<LearnersViewModel.Row>) c -> at[2] = laidOut());
                });
                WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> at[1] != 0);
                long[] unlocked = new long[1];
                robot.interact(() -> {
                    unlocked[0] = System.nanoTime();
                    vm.unlock("2468");
                });
                WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> at[2] != 0 && !vm.totalsProperty().get().isEmpty());
                WaitForAsyncUtils.waitForFxEvents();
                assertEquals(LearnersViewModel.PAGE, vm.rows().size());
                screen[round] = at[1] - at[0];
                page[round] = at[2] - unlocked[0];
                System.out.printf(Locale.ROOT, "katro.bench teacher round %d: screen %.0f ms, teacher page %.0f ms (%s)%n",
                        round + 1, screen[round] / 1e6, page[round] / 1e6, vm.totalsProperty().get());
                robot.interact(navigator::showHome);
            }
            System.out.printf(Locale.ROOT, "katro.bench teacher, %,d learners: screen median %.0f ms, teacher page median %.0f ms"
                    + " (from the PIN to totals and the first %d learners laid out)%n", LEARNERS, median(screen), median(page),
                    LearnersViewModel.PAGE);
        }
    }

    /** The screen laid out as it is now, and when that was done. */
    private long laidOut() {
        Parent root = scene.getRoot();
        root.applyCss();
        root.layout();
        return System.nanoTime();
    }

    private static double median(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2] / 1e6;
    }

    /** The learners, their lessons and first answers, written at once (the store writes them one by one, each safely). */
    private void fill() throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Store.FILE))) {
            c.setAutoCommit(false);
            try (PreparedStatement learner = c.prepareStatement("INSERT INTO learner (name, picture) VALUES (?, ?)");
                    PreparedStatement lesson = c.prepareStatement(
                            "INSERT INTO lesson_progress (learner, lesson, reached, at_step, done) VALUES (?, ?, ?, ?, ?)");
                    PreparedStatement answer = c.prepareStatement(
                            "INSERT INTO first_answer (learner, lesson, step, right_first) VALUES (?, ?, ?, ?)")) {
                for (int i = 0; i < LEARNERS; i++) {
                    String name = String.format(Locale.ROOT, "Learner %05d", i);
                    learner.setString(1, name);
                    learner.setString(2, LearnersViewModel.PICTURES.get(i % LearnersViewModel.PICTURES.size()));
                    learner.addBatch();
                    for (int l = 0; l < LESSONS.size(); l++) {
                        lesson.setString(1, name);
                        lesson.setString(2, LESSONS.get(l));
                        lesson.setInt(3, 3 + l);
                        lesson.setInt(4, 3 + l);
                        lesson.setInt(5, (i + l) % 2);
                        lesson.addBatch();
                        for (int step = 1; step <= 2; step++) {
                            answer.setString(1, name);
                            answer.setString(2, LESSONS.get(l));
                            answer.setInt(3, step);
                            answer.setInt(4, (i + step) % 3 == 0 ? 0 : 1);
                            answer.addBatch();
                        }
                    }
                }
                learner.executeBatch();
                lesson.executeBatch();
                answer.executeBatch();
            }
            c.commit();
        }
    }
}
