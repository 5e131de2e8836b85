package org.katro.bench;

import javafx.animation.AnimationTimer;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;
import org.katro.engine.GameCursor;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.session.GameSession;
import org.katro.ui.explorer.StepBenchmark;
import org.katro.ui.session.Stepping;

import java.util.List;

/**
 * One run of {@link Frames}, in a JVM of its own: a scene that plays by itself, between the lines
 * {@code katro.frames begin} and {@code katro.frames end} on standard error, where JavaFX's pulse
 * logger writes each pulse's time. {@code -Dkatro.frames.scene=} names the scene: {@code floor} (a
 * label whose text changes every frame: the least a pulse can cost on this display), {@code worked-example},
 * {@code 6x6} or {@code 4x10} (the longest turn of random games), played at the fastest speed;
 * {@code -Dkatro.frames.full=true} shows it full screen, otherwise in a 1024 x 640 window.
 */
public final class FrameScene extends Application {
    /** How long the floor runs, about as long as a scene of the app plays. */
    private static final double FLOOR_SECONDS = 8;

    @Override
    public void start(Stage stage) {
        String which = System.getProperty("katro.frames.scene", "floor");
        boolean full = Boolean.getBoolean("katro.frames.full");
        Rectangle2D screen = Screen.getPrimary().getBounds();
        Scene scene = full ? new Scene(new Region(), screen.getWidth(), screen.getHeight()) : new Scene(new Region(), 1024, 640);
        Runnable play;
        if (which.equals("floor")) {
            Label label = new Label("0");
            scene.setRoot(new StackPane(label));
            long[] first = {0};
            AnimationTimer timer = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    if (first[0] == 0) {
                        first[0] = now;
                    }
                    label.setText(Long.toString((now - first[0]) / 1_000_000));
                    if (now - first[0] > FLOOR_SECONDS * 1e9) {
                        stop();
                        end();
                    }
                }
            };
            play = timer::start;
        } else {
            Navigator navigator = new Navigator(scene, Language.ENGLISH, false,
                    () -> LessonLoader.load(List.of(LessonSource.bundled())));
            navigator.openGame(cursor(which));
            GameSession vm = navigator.game();
            Stepping stepping = vm.stepping();
            stepping.speedProperty().set(Stepping.MAX_SPEED);
            // no pause at captures and turn ends: the whole sequence plays, as the attract loop does
            noStops(stepping);
            // a first pass, not counted, warms the JIT and the caches up: a station runs all day, so
            // what counts is how the second and later passes run; the second pass is timed
            boolean[] warm = {false};
            stepping.playingProperty().addListener((obs, was, now) -> {
                if (now) {
                    return;
                }
                if (warm[0]) {
                    end();
                } else {
                    warm[0] = true;
                    Platform.runLater(() -> {
                        vm.first();
                        System.err.println("\nkatro.frames begin");
                        stepping.playingProperty().set(true);
                    });
                }
            });
            play = () -> stepping.playingProperty().set(true);
        }
        stage.setScene(scene);
        if (full) {
            stage.setFullScreenExitHint("");
            stage.setFullScreen(true);
        }
        stage.show();
        // a second to settle (first layout, fonts, the JIT's first pass) before the pulses count
        new Thread(() -> {
            try {
                Thread.sleep(1500);
            } catch (InterruptedException e) {
                return;
            }
            Platform.runLater(() -> {
                if (which.equals("floor")) {
                    System.err.println("\nkatro.frames begin");
                }
                play.run();
            });
        }).start();
    }

    /**
     * Turns "Stops" off. Through reflection, so that {@code -Dkatro.frames.before=} can run this scene on
     * a build from before the switch existed (it played on through captures anyway).
     */
    private static void noStops(Stepping stepping) {
        try {
            Object stops = Stepping.class.getMethod("pauseAtBreaksProperty").invoke(stepping);
            ((javafx.beans.property.BooleanProperty) stops).set(false);
        } catch (NoSuchMethodException e) {
            // an older build: no stops to turn off
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void end() {
        System.err.println("\nkatro.frames end");
        Platform.exit();
    }

    /** The game whose events the scene plays: the worked example, or the longest turn of 40 random games. */
    static GameCursor cursor(String which) {
        return switch (which) {
            case "worked-example" -> Navigator.workedExample();
            case "6x6" -> longestTurn(Ruleset.FIANARANTSOA, 6);
            case "4x10" -> longestTurn(Ruleset.GOROBAKA, 10);
            default -> throw new IllegalArgumentException("no scene " + which);
        };
    }

    private static GameCursor longestTurn(Ruleset ruleset, int columns) {
        Turn longest = StepBenchmark.longestTurn(ruleset, columns);
        return new GameCursor(ruleset, longest.before(), List.of(longest.move()));
    }
}
