package org.katro.bench;

import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.draft.DraftCheck;
import org.katro.lesson.draft.DraftStep;
import org.katro.lesson.draft.LessonDraft;
import org.katro.lesson.draft.Wording;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.editor.EditorViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Benchmark, not a test: keystroke-to-screen time in the lesson editor, on the 10,000-step
 * lesson (6 x 10 board, 200 seeds a hole, one move of 15,983 events) and on a 10-step one: a
 * character typed into a caption on the JavaFX thread, the editor's answer (the step checked, its
 * line and problems shown) and the screen's CSS and layout, timed there. Target: under 100 ms. Runs only with {@code -Dkatro.bench=editor}:
 * {@code mvn test -Dtest=EditorKeystrokeBench -Dkatro.bench=editor}.
 */
@EnabledIfSystemProperty(named = "katro.bench", matches = "editor")
@ExtendWith(ApplicationExtension.class)
class EditorKeystrokeBench {
    private static final int KEYSTROKES = 30;
    private Navigator navigator;

    @Start
    void start(Stage stage) throws Exception {
        Path dir = Files.createTempDirectory("katro-editor-bench");
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.allowLessonEditor(dir.resolve("lessons"), dir.resolve("data/lesson-draft.properties"), dir.resolve("data/languages"));
        navigator.showEditor();
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aKeystrokeCostsTheSameOnTenAndTenThousandSteps(FxRobot robot) throws Exception {
        // once untimed first, so that neither figure pays for the first compilations
        keystrokes(robot, lesson(10));
        long[][] small = keystrokes(robot, lesson(10));
        long[][] large = keystrokes(robot, lesson(10_000));
        System.out.printf("editor keystroke-to-screen, %d keystrokes: 10 steps %s; 10,000 steps %s%n", KEYSTROKES,
                figures(small[0]), figures(large[0]));
        System.out.printf("of which the editor's answer before CSS and layout: 10 steps %s; 10,000 steps %s%n",
                figures(small[1]), figures(large[1]));
    }

    /** Median, 90th percentile and slowest of sorted times. */
    private static String figures(long[] sorted) {
        return String.format(java.util.Locale.ROOT, "median %.1f ms, p90 %.1f ms, max %.1f ms", sorted[sorted.length / 2] / 1e6,
                sorted[sorted.length * 9 / 10] / 1e6, sorted[sorted.length - 1] / 1e6);
    }

    /** The long lesson: one move from 200 seeds a hole on 6 x 10, a step at each of its first events. */
    private static Lesson lesson(int steps) {
        String row = String.join(",", Collections.nCopies(10, "200"));
        String position = String.join("/", Collections.nCopies(6, row)) + " S 0";
        List<DraftStep> list = new ArrayList<>();
        for (int i = 0; i < steps; i++) {
            list.add(new DraftStep(i, new Wording(Map.of("en", "Step " + i + " of the long move.")), Wording.NONE,
                    Wording.NONE, List.of(), 0, null, 0, 0));
        }
        LessonDraft d = new LessonDraft("long", Ruleset.FIANARANTSOA.id(), 10, position, "1+", 2, true,
                new Wording(Map.of("en", "Long")), Wording.NONE, list);
        Lesson lesson = DraftCheck.check(d).lesson();
        assertNotNull(lesson, DraftCheck.check(d).problems().toString());
        return lesson;
    }

    /**
     * The times of each keystroke to the screen laid out, and to the editor's answer alone, each
     * sorted, once the lesson is open and wholly checked.
     */
    private long[][] keystrokes(FxRobot robot, Lesson lesson) throws Exception {
        EditorViewModel vm = navigator.editorModel();
        long opened = System.nanoTime();
        robot.interact(() -> vm.open(lesson));
        WaitForAsyncUtils.waitFor(30, TimeUnit.MINUTES, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            EditorViewModel.Checked c = vm.checkedProperty().get();
            return c != null && c.draft() == vm.draftProperty().get();
        });
        System.out.printf("%d steps: opened and wholly checked (on the checks' thread) in %.1f s%n",
                lesson.getSteps().size(), (System.nanoTime() - opened) / 1e9);
        robot.interact(() -> vm.selectedProperty().set(lesson.getSteps().size() / 2));
        TextInputControl caption = robot.lookup("#caption-en").queryAs(TextInputControl.class);
        long[] took = new long[KEYSTROKES];
        long[] answered = new long[KEYSTROKES];
        for (int k = 0; k < KEYSTROKES; k++) {
            String typed = caption.getText() + (char) ('a' + k % 26);
            // on the JavaFX thread, as a key typed is: the field, the editor's answer, then the screen laid out
            CompletableFuture<long[]> time = new CompletableFuture<>();
            Platform.runLater(() -> {
                long t0 = System.nanoTime();
                caption.setText(typed);
                long t1 = System.nanoTime();
                Parent root = caption.getScene().getRoot();
                root.applyCss();
                root.layout();
                time.complete(new long[] {System.nanoTime() - t0, t1 - t0});
            });
            long[] t = time.get(1, TimeUnit.MINUTES);
            took[k] = t[0];
            answered[k] = t[1];
            WaitForAsyncUtils.waitForFxEvents();
        }
        Arrays.sort(took);
        Arrays.sort(answered);
        return new long[][] {took, answered};
    }
}
