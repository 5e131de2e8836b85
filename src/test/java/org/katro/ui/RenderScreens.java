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
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.Question;
import org.katro.lesson.LessonSource;
import org.katro.practice.Kind;
import org.katro.text.Language;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModelTest;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.store.Store;
import org.katro.store.Learners;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.Lesson;
import javafx.scene.control.ScrollPane;
import javafx.scene.Parent;
import javafx.scene.Node;
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

    /** Play's side column in small windows, each board's shape, in English and French: Undo, Hint and Best moves in view. */
    @Test
    void playSmallWindows() throws Exception {
        for (int[] size : new int[][] {{1024, 640}, {1280, 800}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                for (Object[] shape : new Object[][] {{Ruleset.GOROBAKA, 2}, {Ruleset.KATRO4, 10}, {Ruleset.FIANARANTSOA, 6}}) {
                    Ruleset r = (Ruleset) shape[0];
                    int columns = (Integer) shape[1];
                    render("play-" + r.rows() + "x" + columns + "-" + size[0] + "x" + size[1] + "-" + language.locale().getLanguage(),
                            size, language, n -> {
                                PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                                play.playOn(r, columns);
                                n.openPlay(play);
                            });
                }
            }
        }
    }

    /** The explorer as an analysis board: a long game loaded, shown at its tenth turn, the turns to come listed. */
    @Test
    void explorer() throws Exception {
        for (int[] size : new int[][] {{1920, 1080}, {1024, 640}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                for (int[] board : new int[][] {{6, 4}, {6, 2}, {6, 6}, {4, 8}, {4, 4}}) {
                    render("explorer-" + board[0] + "x" + board[1] + "-" + suffix, size, language, n -> {
                        n.openGame(longGame(board[0] == 6 ? Ruleset.FIANARANTSOA : Ruleset.GOROBAKA, board[1]));
                        n.game().seek(n.game().cursor().turnStarts().get(Math.min(10, n.game().cursor().turns().size() - 1)) + 1);
                    });
                }
            }
        }
    }

    /**
     * "Who is learning?" with the learner learning now marked and a pupil's picture pad open, then the
     * teacher page scrolled to its progress charts (a pupil with 14 lessons, one with 2, one with none).
     */
    @Test
    void learners() throws Exception {
        Path data = Files.createTempDirectory("katro-render-learners");
        LessonLibrary library = LessonLoader.load(List.of(LessonSource.bundled()));
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0L)) {
            Learners learners = new Learners(store);
            List<String> names = List.of("Aina", "Hérilala", "Jean-Baptiste Rakotomalala", "Mialy", "Soa", "Zo");
            for (int i = 0; i < names.size(); i++) {
                learners.add(new Learners.Learner(names.get(i), LearnersViewModel.PICTURES.get(i)));
            }
            learners.password("Soa", List.of("lemur", "star"));
            for (int l = 0; l < 14; l++) {
                Lesson lesson = library.lessons().get(l);
                int reached = l % 3 == 0 ? 0 : l % 3 == 1 ? lesson.getSteps().size() / 2 : lesson.getSteps().size() - 1;
                learners.shown("Aina", lesson.id(), reached, reached, l % 3 == 2, true);
                if (l < 2) {
                    learners.shown("Hérilala", lesson.id(), reached + 3, reached + 3, false, true);
                }
            }
            int[][] sizes = {{1920, 1080}, {1024, 640}};
            for (int[] size : sizes) {
                for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                    String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                    render("learners-" + suffix, size, language, n -> {
                        LearnersViewModel vm = new LearnersViewModel(language, Runnable::run, Runnable::run, learners,
                                name -> { }, pin -> true, data);
                        vm.lessons(library);
                        vm.learning("Mialy", (from, to) -> { }, name -> { });
                        n.openLearners(vm);
                        vm.choose(new Learners.Learner("Soa", "seed"));
                        vm.tap("lemur");
                    });
                    snapshot("teacher-" + suffix, () -> {
                        Scene scene = new Scene(new Region(), size[0], size[1]);
                        Navigator n = new Navigator(scene, language, true, () -> library);
                        LearnersViewModel vm = new LearnersViewModel(language, Runnable::run, Runnable::run, learners,
                                name -> { }, pin -> true, data);
                        vm.lessons(library);
                        n.openLearners(vm);
                        vm.unlock("");
                        Parent root = scene.getRoot();
                        for (int i = 0; i < 2; i++) {
                            root.applyCss();
                            root.layout();
                        }
                        ScrollPane scroll = (ScrollPane) root.lookup("#scroll");
                        Node rows = root.lookup("#rows");
                        double y = scroll.getContent().sceneToLocal(rows.localToScene(0, 0)).getY();
                        scroll.setVvalue(Math.min(1, y / (scroll.getContent().getLayoutBounds().getHeight()
                                - scroll.getViewportBounds().getHeight())));
                        return scene;
                    });
                }
            }
        }
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

    /** The editor's hints and fading (issue 43): a landing question's hint fields, one typed, the engine's under each. */
    @Test
    void editorHints() throws Exception {
        Path data = Files.createTempDirectory("katro-render-editor-hints");
        for (int[] size : new int[][] {{1920, 1080}, {1024, 640}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                CompletableFuture<Navigator> opened = new CompletableFuture<>();
                Scene scene = new Scene(new Region(), size[0], size[1]);
                Platform.runLater(() -> {
                    Navigator n = new Navigator(scene, language, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
                    n.allowLessonEditor(data.resolve("lessons"), data.resolve("draft.properties"), data.resolve("languages"));
                    n.showEditor();
                    n.editorModel().open(n.library().byId("worked-example").orElseThrow());
                    opened.complete(n);
                });
                Navigator n = opened.get(30, TimeUnit.SECONDS);
                // the game's board is set up off the screen's thread; the engine's hints are said from it
                org.testfx.util.WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS,
                        () -> n.editorModel().game().boardProperty().get() != null);
                snapshot("editor-hints-" + size[0] + "x" + size[1] + "-" + language.code(), () -> {
                    var steps = n.editorModel().draftProperty().get().steps();
                    n.editorModel().selectedProperty().set(java.util.stream.IntStream.range(0, steps.size())
                            .filter(i -> steps.get(i).question() != null).findFirst().orElseThrow());
                    n.editorModel().setHint(org.katro.lesson.Question.Mistake.OFF, "en", "Follow the arrow from S1, one hole a seed.");
                    scene.getRoot().applyCss();
                    scene.getRoot().layout();
                    javafx.scene.control.ScrollPane pane = (javafx.scene.control.ScrollPane) scene.lookup("#textsScroll");
                    javafx.scene.Node from = scene.lookup("#hintsTitle");
                    double y = pane.getContent().sceneToLocal(from.localToScene(from.getBoundsInLocal())).getMinY();
                    pane.setVvalue(Math.min(1, y / (pane.getContent().getBoundsInLocal().getHeight()
                            - pane.getViewportBounds().getHeight())));
                    return scene;
                });
            }
        }
    }

    /** A game of up to 30 turns of {@code r} on {@code columns} columns, the same every time. */
    static GameCursor longGame(Ruleset r, int columns) {
        GameCursor game = new GameCursor(r, r.start(columns), List.of());
        java.util.SplittableRandom random = new java.util.SplittableRandom(45);
        for (int i = 0; i < 30; i++) {
            game.rules().randomMove(game.last(), random).ifPresent(game::append);
        }
        game.toFirst();
        return game;
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

    /**
     * The end of a game between two people (Katra Gorobaka, four columns), and its review once the
     * solver has looked at every move, the first move (a thrown win) on the board.
     */
    @Test
    void review() throws Exception {
        for (int[] size : new int[][] {{1920, 1080}, {1024, 640}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                Scene scene = new Scene(new Region(), size[0], size[1]);
                CompletableFuture<Navigator> built = new CompletableFuture<>();
                Platform.runLater(() -> {
                    Navigator navigator = new Navigator(scene, language, true,
                            () -> LessonLoader.load(List.of(LessonSource.bundled())));
                    PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                    play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
                    play.load("rules gorobaka\nstart " + Ruleset.GOROBAKA.start(4) + "\nmoves 6+ 2+ 2- 3- 1+ 4+ 1+\n");
                    navigator.openPlay(play);
                    play.game().last();
                    built.complete(navigator);
                });
                Navigator n = built.get(30, TimeUnit.SECONDS);
                snapshot("game-end-" + suffix, () -> scene);
                Platform.runLater(() -> n.reviewGame(n.playModel().game().cursor()));
                // a scroll pane's content is its child once the pane has its skin, from a CSS pass
                WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
                    scene.getRoot().applyCss();
                    return scene.getRoot().lookup("#review-turn-7") != null;
                }).get());
                snapshot("review-" + suffix, () -> scene);
            }
        }
    }

    /**
     * "Best moves" in play and its judgement, in English and French: the 6 x 2 board with S1 chosen
     * (its arrows by the scrubber at 1024 x 640), and the 6 x 6 start, where the solver proves nothing.
     */
    @Test
    void bestMovesInPlay() throws Exception {
        for (int[] size : new int[][] {{1920, 1080}, {1024, 640}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                renderSolved("best-play-s1-" + suffix, size, language, n -> {
                    PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                    play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(2) + "\nmoves\n");
                    play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
                    n.openPlay(play);
                    play.game().selectHole(play.game().cursor().geometry().hole(org.katro.engine.Player.SOUTH, 1));
                });
                renderSolved("best-judged-6x6-" + suffix, size, language, n -> {
                    PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                    play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
                    n.openPlay(play);
                });
            }
        }
    }

    /** Renders the screen {@code setUp} opens with "Best moves" on, once every move's value is on the board. */
    private static void renderSolved(String name, int[] size, Consumer<Navigator> setUp) throws Exception {
        renderSolved(name, size, Language.ENGLISH, setUp);
    }

    /** As above in {@code language}; where the solver proves nothing, once the judgement's moves are marked. */
    private static void renderSolved(String name, int[] size, Language language, Consumer<Navigator> setUp) throws Exception {
        Scene scene = new Scene(new Region(), size[0], size[1]);
        CompletableFuture<Navigator> built = new CompletableFuture<>();
        Platform.runLater(() -> {
            Navigator navigator = new Navigator(scene, language, true,
                    () -> LessonLoader.load(List.of(LessonSource.bundled())));
            setUp.accept(navigator);
            navigator.game().bestMovesProperty().set(true);
            built.complete(navigator);
        });
        Navigator n = built.get(30, TimeUnit.SECONDS);
        // the solver's thread hands each value on as it is proved; two minutes at most, then as it stands
        try {
            WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
                var best = n.game().boardProperty().get().best();
                return best != null && (!best.preferred().isEmpty() || best.moves().size()
                        == n.game().cursor().rules().legalMoves(n.game().cursor().position()).size());
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

    /** Issue 44: the kiosk's home, its 6x6 play screen and table mode, at both sizes, in English and French. */
    @Test
    void tableScreens() throws Exception {
        int[][] sizes = {{1920, 1080}, {1024, 640}};
        for (int[] size : sizes) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                renderKiosk("table-home-" + suffix, size, language, false, (n, k, clock, scene) -> { });
                renderKiosk("table-play6-" + suffix, size, language, false,
                        (n, k, clock, scene) -> n.playOn(Ruleset.FIANARANTSOA, 6));
                renderKiosk("table-face-" + suffix, size, language, false, (n, k, clock, scene) -> {
                    n.playOn(Ruleset.FIANARANTSOA, 6);
                    n.playModel().tableProperty().set(true);
                });
                render("table-app-" + suffix, size, language, n -> {
                    n.playOn(Ruleset.FIANARANTSOA, 6);
                    n.playModel().tableProperty().set(true);
                });
            }
        }
    }

    /**
     * Issue 45's desk: set-up and compare with their game record's buttons, in English and French at
     * both sizes, and every comparison on a station in Malagasy, whose row labels are the longest.
     */
    @Test
    void deskScreens() throws Exception {
        int[][] sizes = {{1920, 1080}, {1024, 640}};
        for (int[] size : sizes) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                render("desk-setup-" + suffix, size, language, Navigator::showSetup);
                render("desk-compare-" + suffix, size, language, n -> {
                    n.showCompare();
                    n.compareModel().choose(CompareViewModel.Preset.WHOLE_FILE);
                    n.compareModel().toDivergence();
                });
            }
        }
        for (CompareViewModel.Preset preset : CompareViewModel.Preset.values()) {
            renderKiosk("desk-kiosk-compare-" + preset + "-1920x1080-mg", sizes[0], Language.MALAGASY, false,
                    (n, k, clock, scene) -> {
                        n.showCompare();
                        n.compareModel().choose(preset);
                        n.compareModel().toDivergence();
                    });
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

    /**
     * Every question of the rules lessons, the worked example and the visitor track after one and two
     * wrong answers (the hint ladder's first two rungs), at 1920 x 1080, in English and French.
     */
    @Test
    void hintLadder() throws Exception {
        int[] size = {1920, 1080};
        // -Dkatro.hintLessons=rules-1-serpent,visitor renders only those
        List<String> only = List.of(System.getProperty("katro.hintLessons", "").split(","));
        for (Lesson lesson : LessonLoader.load(List.of(LessonSource.bundled())).lessons()) {
            if (lesson.id().startsWith("ruleset-") || !only.get(0).isEmpty() && !only.contains(lesson.id())) {
                continue;
            }
            for (int step = 0; step < lesson.getSteps().size(); step++) {
                if (lesson.getSteps().get(step).getQuestion() == null) {
                    continue;
                }
                for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                    for (int wrongs = 1; wrongs <= 2; wrongs++) {
                        int at = step;
                        int times = wrongs;
                        render("hint-" + lesson.id() + "-step" + (step + 1) + "-wrong" + wrongs + "-" + language.locale().getLanguage(),
                                size, language, n -> wrongAnswers(n, lesson.id(), at, times));
                    }
                }
            }
        }
    }

    /** The worked example projected (issue 43): its first step and its first question, at a projector's and a small screen's size. */
    @Test
    void projector() throws Exception {
        for (int[] size : new int[][] {{1920, 1080}, {1024, 640}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                for (int presses : new int[] {0, 2}) {
                    render("projector-" + size[0] + "x" + size[1] + "-" + language.locale().getLanguage() + "-" + presses, size, language, n -> {
                        n.projectorProperty().set(true);
                        n.openLesson(n.library().byId("worked-example").orElseThrow());
                        for (int i = 0; i < presses; i++) {
                            n.lessonPlayer().next();
                            n.lessonPlayer().finishStep();
                        }
                    });
                }
            }
        }
    }

    /** rules-1's faded lap: waiting for the first tap, then after a wrong tap with the path drawn (English, French). */
    @Test
    void fading() throws Exception {
        for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
            for (boolean wrong : List.of(false, true)) {
                render("fading-rules-1-" + (wrong ? "wrong-tap" : "waiting") + "-" + language.locale().getLanguage(),
                        new int[] {1920, 1080}, language, n -> {
                            n.openLesson(n.library().byId("rules-1-serpent").orElseThrow());
                            LessonPlayerModel lesson = n.lessonPlayer();
                            while (!lesson.sowingProperty().get()) {
                                if (lesson.askingProperty().get()) {
                                    lesson.showAnswer();
                                } else {
                                    lesson.next();
                                }
                                lesson.finishStep();
                            }
                            if (wrong) {
                                lesson.tapped(lesson.game().cursor().geometry().hole(org.katro.engine.Player.NORTH, 1));
                            }
                        });
            }
        }
    }

    /** Lesson {@code id} at step {@code step}'s question, each question before it shown answered, then {@code wrongs} wrong answers. */
    private static void wrongAnswers(Navigator n, String id, int step, int wrongs) {
        n.openLesson(n.library().byId(id).orElseThrow());
        LessonPlayerModel lesson = n.lessonPlayer();
        while (!lesson.askingProperty().get() || lesson.stepProperty().get() != step) {
            // a faded step's seeds are sown where they fall, as a question's answer is shown
            if (lesson.askingProperty().get() || lesson.sowingProperty().get()) {
                lesson.showAnswer();
            } else {
                lesson.next();
            }
            lesson.finishStep();
        }
        org.katro.lesson.Reveal r = lesson.presentation().reveal(step);
        for (int i = 0; i < wrongs; i++) {
            if (r.kind() == Question.Kind.LANDING) {
                lesson.tapped(r.lap().pick().hole());
            } else {
                lesson.choose(lesson.choicesProperty().get().stream().map(LessonPlayerModel.Choice::answer)
                        .filter(a -> !r.isRight(a)).findFirst().orElseThrow());
            }
        }
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

    /** Practice, issues 45 and 46: a wrong yes/no with its rule and reasons, a lesson's question asked again, and a puzzle answered with a slower win, in English and French. */
    @Test
    void practiceScreens() throws Exception {
        for (int[] size : new int[][] {{1920, 1080}, {1024, 640}}) {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                String suffix = size[0] + "x" + size[1] + "-" + language.locale().getLanguage();
                render("practice-why-" + suffix, size, language, n -> n.openPractice(PracticeViewModelTest.wrongCapture(language)));
                render("practice-again-" + suffix, size, language, n -> n.openPractice(PracticeViewModelTest.askedAgain(language)));
                render("puzzle-slower-" + suffix, size, language, n -> n.openPractice(PracticeViewModelTest.slowerWin(language)));
            }
        }
    }
}
