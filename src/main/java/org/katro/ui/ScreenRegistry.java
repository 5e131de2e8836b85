package org.katro.ui;

import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.layout.Pane;
import org.katro.ui.compare.CompareController;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.editor.EditorController;
import org.katro.ui.editor.EditorTranslations;
import org.katro.ui.editor.EditorViewModel;
import org.katro.ui.explorer.ExplorerController;
import org.katro.ui.glossary.GlossaryController;
import org.katro.ui.home.HomeController;
import org.katro.ui.learners.LearnersController;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.lesson.LessonPlayerController;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayScreen;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeController;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.review.ReviewScreen;
import org.katro.ui.review.ReviewViewModel;
import org.katro.ui.session.GameSession;
import org.katro.ui.setup.SetupController;
import org.katro.ui.setup.SetupViewModel;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screen;
import org.katro.ui.shell.Screens;
import org.katro.ui.staff.StaffController;
import org.katro.ui.staff.StaffViewModel;

import java.util.EnumMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * What builds each kind of screen: its FXML, in its own folder, with the controller made for the
 * screen's view model. A screen is built again from here when the language changes; its view
 * model, which holds the state, carries over.
 */
final class ScreenRegistry {
    /** Builds a screen on {@code model}, its parts loaded by {@code load}. */
    @FunctionalInterface
    interface Builder<M> {
        Parent build(Navigation navigation, M model, Screens.Loader load);
    }

    /** The home screen's model: who is told of the controller built, to show the progress when it arrives. */
    record Home(Consumer<HomeController> built) {
    }

    /** A line the solver found, on the explorer, and the way back to the screen it was opened from. */
    record Line(GameSession game, Runnable back, String heading) {
    }

    /** A game reviewed, and the way back to the screen it was opened from. */
    record Review(ReviewViewModel vm, Runnable back) {
    }

    /** The staff page: its figures, the ways back to the visitors, out and to the editor (null: none), and the station's sound. */
    record Staff(StaffViewModel vm, Runnable back, Runnable closeStation, Runnable writeLesson, Supplier<String> sound) {
    }

    /** The lesson editor: its draft, its translations and its way back to the staff page (null from home). */
    record Editor(EditorViewModel vm, EditorTranslations translations, Runnable toStaff) {
    }

    private record Entry<M>(Class<M> model, Builder<M> builder) {
        Parent build(Navigation navigation, Object shown, Screens.Loader load) {
            return builder.build(navigation, model.cast(shown), load);
        }
    }

    private final Map<Screen.Kind, Entry<?>> entries = new EnumMap<>(Screen.Kind.class);

    ScreenRegistry() {
        put(Screen.Kind.HOME, Home.class, (nav, home, load) -> {
            HomeController controller = new HomeController(nav);
            Parent root = load.load(HomeController.class, "HomeView", controller);
            home.built().accept(controller);
            return root;
        });
        put(Screen.Kind.SETUP, SetupViewModel.class, (nav, vm, load) -> {
            vm.languageProperty().set(nav.languageProperty().get());
            return load.load(SetupController.class, "SetupView", new SetupController(nav, vm));
        });
        put(Screen.Kind.EXPLORER, GameSession.class, (nav, vm, load) -> {
            vm.languageProperty().set(nav.languageProperty().get());
            ExplorerController explorer = new ExplorerController(nav, vm);
            Parent root = load.load(ExplorerController.class, "ExplorerView", explorer);
            explorer.offerGameRecord();
            explorer.analysisBoard();
            return root;
        });
        put(Screen.Kind.LINE, Line.class, (nav, line, load) -> {
            line.game().languageProperty().set(nav.languageProperty().get());
            ExplorerController main = new ExplorerController(nav, line.game());
            Parent root = load.load(ExplorerController.class, "ExplorerView", main);
            main.showAsLine(line.back(), line.heading());
            return root;
        });
        put(Screen.Kind.PLAY, PlayViewModel.class, (nav, vm, load) -> {
            vm.languageProperty().set(nav.languageProperty().get());
            vm.reducedMotionProperty().set(nav.reducedMotionProperty().get());
            return PlayScreen.build(nav, vm, load);
        });
        put(Screen.Kind.REVIEW, Review.class, (nav, review, load) ->
                ReviewScreen.build(nav, review.vm(), review.back(), load));
        put(Screen.Kind.COMPARE, CompareViewModel.class, (nav, vm, load) -> {
            vm.languageProperty().set(nav.languageProperty().get());
            return load.load(CompareController.class, "CompareView", new CompareController(nav, vm));
        });
        put(Screen.Kind.PRACTICE, PracticeViewModel.class, (nav, vm, load) -> {
            vm.languageProperty().set(nav.languageProperty().get());
            return load.load(PracticeController.class, "PracticeView", new PracticeController(nav, vm));
        });
        put(Screen.Kind.LESSON, LessonPlayerModel.class, (nav, model, load) ->
                load.load(LessonPlayerController.class, "LessonPlayer", new LessonPlayerController(nav, model)));
        put(Screen.Kind.GLOSSARY, Runnable.class, (nav, back, load) -> load.load(GlossaryController.class,
                "GlossaryView", new GlossaryController(nav.languageProperty().get(), back)));
        put(Screen.Kind.LEARNERS, LearnersViewModel.class, (nav, vm, load) -> {
            vm.languageProperty().set(nav.languageProperty().get());
            return load.load(LearnersController.class, "LearnersView", new LearnersController(nav, vm));
        });
        put(Screen.Kind.STAFF, Staff.class, (nav, staff, load) -> {
            staff.vm().languageProperty().set(nav.languageProperty().get());
            Parent page = load.load(StaffController.class, "StaffView",
                    new StaffController(staff.vm(), staff.back(), staff.closeStation(), staff.writeLesson()));
            // the station's sound and table mode as its settings file sets them, under the figures' summary
            if (page.lookup(".staff-summary") instanceof Label summary && summary.getParent() instanceof Pane column) {
                Label sounds = new Label(staff.sound().get());
                sounds.setId("staff-sound");
                sounds.setWrapText(true);
                column.getChildren().add(column.getChildren().indexOf(summary) + 1, sounds);
            }
            return page;
        });
        put(Screen.Kind.EDITOR, Editor.class, (nav, editor, load) -> {
            editor.vm().languageProperty().set(nav.languageProperty().get());
            return load.load(EditorController.class, "EditorView",
                    new EditorController(nav, editor.vm(), editor.translations(), editor.toStaff()));
        });
    }

    private <M> void put(Screen.Kind kind, Class<M> model, Builder<M> builder) {
        entries.put(kind, new Entry<>(model, builder));
    }

    /** Builds the screen of {@code kind} on {@code model}. */
    Parent build(Screen.Kind kind, Navigation navigation, Object model, Screens.Loader load) {
        return entries.get(kind).build(navigation, model, load);
    }
}
