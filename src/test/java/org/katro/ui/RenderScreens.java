package org.katro.ui;

import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Region;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.junit.jupiter.api.BeforeAll;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Ruleset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.testfx.api.FxToolkit;

import javax.imageio.ImageIO;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Renders the screens to PNG files, for the README and for looking at the layout at both ends of
 * the size range. Not a test: it runs only when asked for, with
 * {@code mvn -Dkatro.buildDir=/tmp/build-ui -Dtest=RenderScreens -Dkatro.render=shots test}
 * (the PNGs go to the folder named by katro.render).
 */
@EnabledIfSystemProperty(named = "katro.render", matches = ".+")
class RenderScreens {
    private static Path out;

    @BeforeAll
    static void toolkit() throws Exception {
        FxToolkit.registerPrimaryStage();
        out = Path.of(System.getProperty("katro.render"));
        Files.createDirectories(out);
    }

    @Test
    void mainScreen() throws Exception {
        int[][] sizes = {{1920, 1080}, {1024, 640}};
        for (int[] size : sizes) {
            for (Language language : Language.values()) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                render("home-" + suffix, size, language, Navigator::showHome);
                render("setup-" + suffix, size, language, Navigator::showSetup);
                render("lesson-" + suffix, size, language, n -> n.openLesson(n.library().byId("worked-example").orElseThrow()));
                // start, mid-lap of South's long third turn (hand and path ahead), capture reaching North's outer row
                render("main-" + suffix, size, language, n -> game(n, 0));
                render("lap-" + suffix, size, language, n -> game(n, midLap()));
                render("capture-" + suffix, size, language, n -> game(n, outerRowCapture()));
            }
        }
        render("board-6x6-1024x640-en", sizes[1], Language.ENGLISH, n -> {
            n.openGame(new GameCursor(Ruleset.FIANARANTSOA, Ruleset.FIANARANTSOA.start(6),
                    List.of(new Move(5, Direction.PLUS))));
            n.game().seek(9);
        });
        render("board-4x8-1920x1080-fr", sizes[0], Language.FRENCH,
                n -> n.openGame(new GameCursor(Ruleset.GOROBAKA, Ruleset.GOROBAKA.start(), List.of())));
        render("board-4x10-1024x640-en", sizes[1], Language.ENGLISH,
                n -> n.openGame(new GameCursor(Ruleset.KATRO4, Ruleset.KATRO4.start(10), List.of())));
    }

    /** Three seeds into the lap of 9 that South sows after taking North's middle-row seeds (WORKED_EXAMPLE.md #50). */
    private static int midLap() {
        List<Event> events = KatroApp.workedExample().events();
        int capture = outerRowCapture() - 1;
        for (int i = capture + 1; i < events.size(); i++) {
            if (events.get(i) instanceof Event.Pick) {
                return i + 4;
            }
        }
        throw new AssertionError("no lap after the capture");
    }

    /** Just after the capture that reaches North's outer row (WORKED_EXAMPLE.md #48). */
    static int outerRowCapture() {
        List<Event> events = KatroApp.workedExample().events();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof Event.Capture c && c.emptyRowsBefore() == 2) {
                return i + 1;
            }
        }
        throw new AssertionError("no capture reaches the outer row");
    }

    private static void game(Navigator n, int event) {
        n.openGame(KatroApp.workedExample());
        n.game().seek(event);
    }

    private static void render(String name, int[] size, Language language, Consumer<Navigator> setUp)
            throws Exception {
        CompletableFuture<WritableImage> shot = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                Scene scene = new Scene(new Region(), size[0], size[1]);
                Navigator navigator = new Navigator(scene, language, true, LessonLoader.load(List.of(LessonSource.bundled())));
                setUp.accept(navigator);
                scene.getRoot().applyCss();
                scene.getRoot().layout();
                // a second pass: the board's font size follows its own layout
                scene.getRoot().applyCss();
                scene.getRoot().layout();
                shot.complete(scene.snapshot(null));
            } catch (Throwable t) {
                shot.completeExceptionally(t);
            }
        });
        WritableImage image = shot.get(30, TimeUnit.SECONDS);
        ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", new File(out.toFile(), name + ".png"));
    }
}
