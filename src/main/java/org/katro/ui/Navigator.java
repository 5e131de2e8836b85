package org.katro.ui;

import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import org.katro.engine.GameCursor;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.Progress;
import org.katro.ui.lesson.LessonPlayerController;
import org.katro.ui.lesson.LessonPlayerModel;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * Shows one screen at a time in the window's scene and keeps what outlives a screen: the language,
 * the reduced-motion choice, the lessons and the session's progress. A language switch builds the
 * current screen again from its FXML with the other bundle; the view model, which holds the state,
 * carries over.
 */
public final class Navigator {
    private final Scene scene;
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final BooleanProperty reducedMotion = new SimpleBooleanProperty(this, "reducedMotion");
    /** The root font size, from which every other size in the CSS follows (em units). */
    private final DoubleBinding fontSize;
    private final LessonLibrary library;
    private final Progress progress = new Progress();

    private SetupViewModel setup;
    private GameViewModel game;
    /** builds the screen now showing, in the language now chosen */
    private Supplier<Parent> current = Region::new;

    public Navigator(Scene scene, Language language, boolean reducedMotion, LessonLibrary library) {
        this.scene = scene;
        this.library = library;
        this.language.set(language);
        this.reducedMotion.set(reducedMotion);
        fontSize = Bindings.createDoubleBinding(
                () -> Math.max(11, Math.min(20, Math.min(scene.getWidth() / 82, scene.getHeight() / 48))),
                scene.widthProperty(), scene.heightProperty());
        // keeps the current screen's size class in step with the window
        fontSize.addListener((InvalidationListener) obs -> {
            scene.getRoot().getStyleClass().removeAll("small", "medium", "large");
            scene.getRoot().getStyleClass().add(sizeClass());
        });
        this.language.addListener((obs, old, now) -> show(current));
    }

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    public BooleanProperty reducedMotionProperty() {
        return reducedMotion;
    }

    public LessonLibrary library() {
        return library;
    }

    public Progress progress() {
        return progress;
    }

    /** The game on screen, if the main screen is showing. */
    GameViewModel game() {
        return game;
    }

    /** The window is closing: taking the screen out of the scene stops its animations and playback. */
    public void close() {
        current = Region::new;
        scene.setRoot(new Region());
    }

    /** The home screen: the worked example, every lesson with its progress, the way to set up a game. */
    public void showHome() {
        game = null;
        show(() -> load(HomeController.class, "HomeView", new HomeController(this)));
    }

    /** Set up any game by ruleset, size, position and moves. */
    public void showSetup() {
        game = null;
        if (setup == null) {
            setup = new SetupViewModel(language.get());
        }
        show(() -> {
            setup.languageProperty().set(language.get());
            return load(SetupController.class, "SetupView", new SetupController(this, setup));
        });
    }

    public void openGame(GameCursor cursor) {
        GameViewModel vm = new GameViewModel(cursor, language.get());
        vm.reducedMotionProperty().set(reducedMotion.get());
        game = vm;
        show(() -> {
            vm.languageProperty().set(language.get());
            return load(MainController.class, "MainView", new MainController(this, vm));
        });
    }

    /** Opens {@code lesson} where the learner left it (its first step if never opened). */
    public void openLesson(Lesson lesson) {
        game = null;
        LessonPlayerModel[] shown = new LessonPlayerModel[1];
        show(() -> {
            // a lesson's texts are fixed when its model is made: a new language makes a new model at the same seed
            LessonPlayerModel model = new LessonPlayerModel(lesson, language.get(), progress, progress.of(lesson).at());
            if (shown[0] != null) {
                model.game().seek(shown[0].game().indexProperty().get());
            }
            shown[0] = model;
            model.game().reducedMotionProperty().set(reducedMotion.get());
            return load(LessonPlayerController.class, "LessonPlayer", new LessonPlayerController(this, model));
        });
    }

    private void show(Supplier<Parent> screen) {
        current = screen;
        Parent root = screen.get();
        if (scene.getRoot() != null) {
            scene.getRoot().styleProperty().unbind();
        }
        root.styleProperty().bind(Bindings.format(Locale.ROOT, "-fx-font-size: %.1fpx;", fontSize));
        // icon sizes in em would grow at every CSS pass (an icon's font is its own size), so the CSS
        // picks them in pixels by a size class that follows the font size
        root.getStyleClass().add(sizeClass());
        scene.setRoot(root);
    }

    private String sizeClass() {
        double size = fontSize.get();
        return size < 14 ? "small" : size < 18 ? "medium" : "large";
    }

    /**
     * Loads {@code name}.fxml from {@code owner}'s package with its bundle and stylesheet (and the
     * shared theme), the controller given in code.
     */
    private Parent load(Class<?> owner, String name, Object controller) {
        FXMLLoader loader = new FXMLLoader(owner.getResource(name + ".fxml"),
                language.get().bundle(owner.getPackageName() + "." + name));
        loader.setController(controller);
        try {
            Parent root = loader.load();
            root.getStylesheets().addAll(stylesheet(Navigator.class, "Theme"), stylesheet(Navigator.class, "MainView"),
                    stylesheet(owner, name));
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + name + ".fxml", e);
        }
    }

    private static String stylesheet(Class<?> owner, String name) {
        return owner.getResource(name + ".css").toExternalForm();
    }
}
