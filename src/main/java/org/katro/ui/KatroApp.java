package org.katro.ui;

import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;

import java.util.List;
import java.util.Map;

/**
 * The visualiser. Options: {@code --lang=fr} (or another language code), {@code --reduced-motion},
 * {@code --open=worked-example} (skip the home screen), {@code --lessons=DIR} (a curator's lessons). With {@code -Dkatro.timing=true} it prints
 * the time from the JVM's start to the first frame shown.
 */
public final class KatroApp extends Application {
    @Override
    public void start(Stage stage) {
        Map<String, String> named = getParameters().getNamed();
        List<String> flags = getParameters().getUnnamed();
        Language language = Language.byCode(named.getOrDefault("lang", "en")).orElse(Language.ENGLISH);
        Scene scene = new Scene(new Region(), 1280, 800);
        LessonLibrary lessons = LessonLoader.load(LessonSource.standard(getParameters().getRaw()));
        Navigator navigator = new Navigator(scene, language, flags.contains("--reduced-motion"), lessons);
        if ("worked-example".equals(named.get("open"))) {
            navigator.openGame(workedExample());
        } else {
            navigator.showHome();
        }
        if (Boolean.getBoolean("katro.timing")) {
            reportFirstFrame(scene);
        }
        stage.setTitle("Katro");
        stage.setMinWidth(800);
        stage.setMinHeight(560);
        stage.setScene(scene);
        stage.setOnHidden(e -> navigator.close());
        stage.show();
    }

    /** The game of WORKED_EXAMPLE.md: 6 x 2 board, South 1+, North 1+, South 6+. */
    static GameCursor workedExample() {
        return new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2),
                List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS), new Move(6, Direction.PLUS)));
    }

    /** Prints, once, the milliseconds from the process's start (the JVM's) to the end of the first pulse that drew the scene. */
    private static void reportFirstFrame(Scene scene) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            long jvmStart = ProcessHandle.current().info().startInstant().orElseThrow().toEpochMilli();
            System.out.println("katro.timing first-frame-ms=" + (System.currentTimeMillis() - jvmStart));
        };
        scene.addPostLayoutPulseListener(once[0]);
    }

    public static void main(String[] args) {
        launch(args);
    }
}
