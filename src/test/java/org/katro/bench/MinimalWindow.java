package org.katro.bench;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The floor of {@link Frames}'s start-up figures: a window with one label, timed as
 * {@code KatroApp} times itself with {@code -Dkatro.timing=true} (JVM start to the first pulse that
 * lays the scene out).
 */
public final class MinimalWindow extends Application {
    @Override
    public void start(Stage stage) {
        Scene scene = new Scene(new StackPane(new Label("Katro")), 1280, 800);
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            long jvmStart = ProcessHandle.current().info().startInstant().orElseThrow().toEpochMilli();
            long now = System.currentTimeMillis();
            // "at": the clock's time, for a benchmark that started the process to subtract its own start from
            // "cpu-ms": the processor time of all the process's threads, which a loaded machine changes less than the wall clock
            System.out.println("katro.timing first-frame-ms=" + (now - jvmStart) + " at=" + now
                    + " cpu-ms=" + ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(-1L));
            Platform.runLater(Platform::exit);
        };
        scene.addPostLayoutPulseListener(once[0]);
        stage.setScene(scene);
        stage.show();
    }

    public static void main(String[] args) {
        launch(args);
    }
}
