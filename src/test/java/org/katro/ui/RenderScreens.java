package org.katro.ui;

import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.image.WritableImage;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Ruleset;
import org.katro.kiosk.Kiosk;
import org.katro.kiosk.KioskSettings;
import org.katro.kiosk.pin.StaffExit;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.Question;
import org.katro.lesson.LessonSource;
import org.katro.practice.Kind;
import org.katro.text.Language;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModelTest;
import org.testfx.api.FxToolkit;
import org.testfx.util.WaitForAsyncUtils;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import javax.imageio.ImageIO;

/**
 * Renders the screens to PNG files, for the README and docs/, and for looking at the layout at both ends of
 * the size range. Not a test: it runs only when asked for, with
 * {@code mvn -Dkatro.buildDir=/tmp/build-ui -Dtest=RenderScreens -Dkatro.render=shots test}
 * (the PNGs go to the folder named by katro.render).
 */
@EnabledIfSystemProperty(named = "katro.render", matches = ".+")
@Tag("screen")
public class RenderScreens {
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
                render("front-row-" + suffix, size, language, RenderScreens::frontRowQuestion);
                // start, mid-lap of South's long third turn (hand and path ahead), capture reaching North's outer row
                render("main-" + suffix, size, language, n -> game(n, 0));
                render("lap-" + suffix, size, language, n -> game(n, midLap()));
                render("capture-" + suffix, size, language, n -> game(n, outerRowCapture()));
            }
        }
        for (int[] size : sizes) {
            for (Language language : Language.values()) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                // against the computer, a hole chosen (its arrows on it) and a hint given
                render("play-" + suffix, size, language, n -> {
                    PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                    play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(6) + "\nmoves 1+ 18-\n");
                    n.openPlay(play);
                    play.game().last();
                    play.hint();
                });
                render("practice-" + suffix, size, language, n -> n.openPractice(PracticeViewModelTest.asking(language, Kind.LANDING)));
                render("compare-" + suffix, size, language, n -> {
                    n.showCompare();
                    n.compareModel().choose(CompareViewModel.Preset.WHOLE_FILE);
                    n.compareModel().toDivergence();
                });
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

    /** The lesson editor (issue 43), a question chosen on its second step, at the three sizes a curator uses, in English and French. */
    @Test
    void editor() throws Exception {
        Path data = Files.createTempDirectory("katro-render-editor");
        for (int[] size : new int[][] {{1920, 1080}, {1280, 800}, {1024, 640}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                String suffix = size[0] + "x" + size[1] + "-" + language.code();
                render("editor-" + suffix, size, language, n -> {
                    n.allowLessonEditor(data.resolve("lessons"), data.resolve("draft.properties"), data.resolve("languages"));
                    n.showEditor();
                    n.editorModel().open(n.library().byId("worked-example").orElseThrow());
                    n.editorModel().selectedProperty().set(1);
                });
            }
        }
    }

    /** The translation screen (issue 43), Spanish started and a count chosen, in English and French. */
    @Test
    void translate() throws Exception {
        Path languages = Files.createTempDirectory("katro-render-translate").resolve("languages");
        org.katro.translation.Translation.start(languages, "es");
        for (int[] size : new int[][] {{1920, 1080}, {1280, 800}, {1024, 640}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                snapshot("translate-" + size[0] + "x" + size[1] + "-" + language.code(), () -> {
                    var vm = new org.katro.ui.translate.TranslateViewModel(languages, Runnable::run, Runnable::run, language);
                    vm.codeProperty().set("es");
                    vm.searchProperty().set("texts missing.");
                    var root = org.katro.ui.shell.Screens.load(org.katro.ui.translate.TranslateController.class, "TranslateView",
                            new org.katro.ui.translate.TranslateController(vm, language), language);
                    return new Scene(root, size[0], size[1]);
                });
            }
        }
    }

    /** "Best moves" on: a small board, the 6 x 2 board, and the play screen with a hole chosen, once the solver is done. */
    @Test
    void bestMoves() throws Exception {
        for (int[] size : new int[][] {{1920, 1080}, {1024, 640}}) {
            String suffix = size[0] + "x" + size[1] + "-en";
            renderSolved("best-4x3-" + suffix, size, n -> n.openGame(new GameCursor(Ruleset.KATRO4,
                    Ruleset.KATRO4.start(3), List.of())));
            renderSolved("best-6x2-" + suffix, size, n -> n.openGame(new GameCursor(Ruleset.FIANARANTSOA,
                    Ruleset.FIANARANTSOA.start(2), List.of())));
            renderSolved("best-play-6x2-" + suffix, size, n -> {
                PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 20);
                play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(2) + "\nmoves\n");
                play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
                n.openPlay(play);
                play.game().selectHole(play.game().cursor().geometry().hole(org.katro.engine.Player.SOUTH, 3));
            });
        }
    }

    /** Renders the screen {@code setUp} opens with "Best moves" on, once every move's value is on the board. */
    private static void renderSolved(String name, int[] size, Consumer<Navigator> setUp) throws Exception {
        Scene scene = new Scene(new Region(), size[0], size[1]);
        CompletableFuture<Navigator> built = new CompletableFuture<>();
        Platform.runLater(() -> {
            Navigator navigator = new Navigator(scene, Language.ENGLISH, true,
                    () -> LessonLoader.load(List.of(LessonSource.bundled())));
            setUp.accept(navigator);
            navigator.game().bestMovesProperty().set(true);
            built.complete(navigator);
        });
        Navigator n = built.get(30, TimeUnit.SECONDS);
        // the solver's thread hands each value on as it is proved; a minute at most, then as it stands
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
                var best = n.game().boardProperty().get().best();
                return best != null && best.moves().size()
                        == n.game().cursor().rules().legalMoves(n.game().cursor().position()).size();
            }).get());
        } catch (TimeoutException notAllProved) {
            // the picture shows the values proved so far
        }
        snapshot(name, () -> scene);
    }

    /** The kiosk's screens and overlays, and the high-contrast theme, at both sizes in every language. */
    @Test
    void kioskScreens() throws Exception {
        int[][] sizes = {{1920, 1080}, {1024, 640}};
        for (int[] size : sizes) {
            for (Language language : Language.values()) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                renderKiosk("kiosk-home-" + suffix, size, language, false, (n, k, clock, scene) -> { });
                renderKiosk("kiosk-attract-" + suffix, size, language, false, (n, k, clock, scene) -> {
                    clock.addAndGet(31_000);
                    k.tick();
                });
                renderKiosk("kiosk-countdown-" + suffix, size, language, false, (n, k, clock, scene) -> {
                    n.openLesson(n.library().byId("worked-example").orElseThrow());
                    clock.addAndGet(63_000);
                    k.tick();
                });
                renderKiosk("kiosk-pin-" + suffix, size, language, false, (n, k, clock, scene) -> {
                    javafx.event.Event.fireEvent(scene.getRoot(), mouse(MouseEvent.MOUSE_PRESSED));
                    clock.addAndGet(StaffExit.HOLD_MILLIS);
                    javafx.event.Event.fireEvent(scene.getRoot(), mouse(MouseEvent.MOUSE_RELEASED));
                });
                renderKiosk("contrast-home-" + suffix, size, language, true, (n, k, clock, scene) -> { });
                renderKiosk("contrast-capture-" + suffix, size, language, true, (n, k, clock, scene) -> {
                    n.openGame(Navigator.workedExample());
                    n.game().seek(outerRowCapture());
                });
                renderKiosk("contrast-lesson-" + suffix, size, language, true, (n, k, clock, scene) -> {
                    n.openLesson(n.library().byId("worked-example").orElseThrow());
                    n.lessonPlayer().next();
                    n.lessonPlayer().next();
                });
            }
        }
    }

    /** A press in the staff corner. */
    private static MouseEvent mouse(javafx.event.EventType<MouseEvent> type) {
        return new MouseEvent(type, 10, 10, 10, 10, MouseButton.PRIMARY, 1, false, false, false, false, true, false,
                false, false, false, false, null);
    }

    /** What a kiosk picture sets up: the navigator, the kiosk, its clock and the scene. */
    private interface KioskSetUp {
        void accept(Navigator navigator, Kiosk kiosk, AtomicLong clock, Scene scene);
    }

    private static void renderKiosk(String name, int[] size, Language language, boolean highContrast, KioskSetUp setUp)
            throws Exception {
        snapshot(name, () -> {
            Scene scene = new Scene(new Region(), size[0], size[1]);
            Navigator navigator = new Navigator(scene, language, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
            AtomicLong clock = new AtomicLong();
            KioskSettings settings = new KioskSettings(true, language.locale().getLanguage(), 30, 60, 10, "1234",
                    Optional.empty(), List.of(), 1.0, highContrast, true, Path.of("katro.log"));
            Kiosk kiosk = new Kiosk(scene, navigator, settings, clock::get, () -> { }, note -> { });
            kiosk.start();
            setUp.accept(navigator, kiosk, clock, scene);
            kiosk.stop();
            return scene;
        });
    }

    /** Three seeds into the lap of 9 that South sows after taking North's middle-row seeds (docs/worked-example.md #50). */
    private static int midLap() {
        List<Event> events = Navigator.workedExample().events();
        int capture = outerRowCapture() - 1;
        for (int i = capture + 1; i < events.size(); i++) {
            if (events.get(i) instanceof Event.Pick) {
                return i + 4;
            }
        }
        throw new AssertionError("no lap after the capture");
    }

    /** Just after the capture that reaches North's outer row (docs/worked-example.md #48). */
    public static int outerRowCapture() {
        List<Event> events = Navigator.workedExample().events();
        for (int i = 0; i < events.size(); i++) {
            if (events.get(i) instanceof Event.Capture c && c.emptyRowsBefore() == 2) {
                return i + 1;
            }
        }
        throw new AssertionError("no capture reaches the outer row");
    }

    /** The worked example at its front-row question, each question before it shown answered. */
    private static void frontRowQuestion(Navigator n) {
        n.openLesson(n.library().byId("worked-example").orElseThrow());
        LessonPlayerModel lesson = n.lessonPlayer();
        while (!lesson.askingProperty().get() || lesson.kindProperty().get() != Question.Kind.FRONT_ROW) {
            if (lesson.askingProperty().get()) {
                lesson.showAnswer();
            } else {
                lesson.next();
            }
            lesson.finishStep();
        }
    }

    private static void game(Navigator n, int event) {
        n.openGame(Navigator.workedExample());
        n.game().seek(event);
    }

    private static void render(String name, int[] size, Language language, Consumer<Navigator> setUp)
            throws Exception {
        snapshot(name, () -> {
            Scene scene = new Scene(new Region(), size[0], size[1]);
            Navigator navigator = new Navigator(scene, language, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
            setUp.accept(navigator);
            return scene;
        });
    }

    private static void snapshot(String name, java.util.function.Supplier<Scene> build) throws Exception {
        CompletableFuture<WritableImage> shot = new CompletableFuture<>();
        Platform.runLater(() -> {
            try {
                Scene scene = build.get();
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
