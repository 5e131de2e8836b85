package org.katro.ui.explorer;

import javafx.application.Platform;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.katro.ui.session.GameSession;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxToolkit;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Benchmark, not a test: how long one step forward or back takes with the screen brought up to date
 * (view model, CSS, layout, and a full software render of the 1920 x 1080 scene), over the longest
 * turn found in random 6 x 6 games. Run with
 * {@code mvn -Dkatro.buildDir=/tmp/build-ui -Dtest=StepBenchmark -Dkatro.bench=true test}.
 */
@EnabledIfSystemProperty(named = "katro.bench", matches = "true")
@Tag("screen")
public class StepBenchmark {

    @Test
    void stepAtTheLongestTurn() throws Exception {
        FxToolkit.registerPrimaryStage();
        Turn longest = longestTurn(Ruleset.FIANARANTSOA, 6);
        System.out.println("longest 6x6 turn found: " + longest.events().size() + " events, " + longest.before()
                + " " + longest.move());
        CompletableFuture<String> report = new CompletableFuture<>();
        Platform.runLater(() -> {
            Scene scene = new Scene(new Region(), 1920, 1080);
            Navigator navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
            navigator.openGame(new GameCursor(Ruleset.FIANARANTSOA, longest.before(), List.of(longest.move())));
            GameSession vm = navigator.game();
            Parent root = scene.getRoot();
            int n = vm.stepping().sizeProperty().get();
            for (int warm = 0; warm < 2; warm++) {
                while (vm.stepping().canStepForwardProperty().get()) {
                    vm.forward();
                    root.applyCss();
                    root.layout();
                }
                vm.first();
            }
            long[] layout = new long[2 * n];
            long[] render = new long[2 * n];
            for (int i = 0; i < 2 * n; i++) {
                long t0 = System.nanoTime();
                if (i < n) {
                    vm.forward();
                } else {
                    vm.back();
                }
                root.applyCss();
                root.layout();
                long t1 = System.nanoTime();
                scene.snapshot(null);
                long t2 = System.nanoTime();
                layout[i] = t1 - t0;
                render[i] = t2 - t0;
            }
            report.complete("step + CSS + layout: " + stats(layout) + "\nstep + CSS + layout + full render: "
                    + stats(render));
        });
        System.out.println(report.get(120, TimeUnit.SECONDS));
    }

    private static String stats(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return String.format("median %.2f ms, p95 %.2f ms, max %.2f ms over %d steps", sorted[sorted.length / 2] / 1e6,
                sorted[(int) (sorted.length * 0.95)] / 1e6, sorted[sorted.length - 1] / 1e6, sorted.length);
    }

    /** The turn with the most events in 40 random games of {@code ruleset} (the same turn every run). */
    public static Turn longestTurn(Ruleset ruleset, int columns) {
        Rules rules = Rules.of(ruleset);
        Turn best = null;
        SplittableRandom random = new SplittableRandom(7);
        for (int game = 0; game < 40; game++) {
            Position p = ruleset.start(columns);
            for (int turn = 0; turn < 200; turn++) {
                Move m = rules.randomMove(p, random).orElse(null);
                if (m == null) {
                    break;
                }
                Turn t = rules.record(p, m);
                if (best == null || t.events().size() > best.events().size()) {
                    best = t;
                }
                p = t.after();
            }
        }
        return best;
    }
}
