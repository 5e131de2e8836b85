package org.katro.ui;

import javafx.application.Platform;
import org.katro.lesson.Lesson;
import org.katro.lesson.Presentation;
import org.katro.lesson.draft.DraftAutosave;
import org.katro.lesson.draft.LessonFolder;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.editor.EditorTranslations;
import org.katro.ui.editor.EditorViewModel;
import org.katro.ui.home.HomeController;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.setup.SetupViewModel;
import org.katro.ui.shell.AppState;
import org.katro.ui.shell.Workers;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The view models a screen leaves behind and finds again: the set-up form, the game played, the
 * comparison, the practice session and the editor's draft, each made when its screen first opens,
 * with the threads its long work runs on, and the models a screen makes anew each time it opens (a
 * lesson's player, the learners). A new visitor (a kiosk's reset) forgets all but the draft.
 */
final class ScreenModels {
    /** where lessons are written: the curator's folder, the editor's autosave, the data folder's added languages */
    record EditorFolders(Path lessons, Path autosave, Path languages) {
    }

    private final AppState state;
    private final Workers workers;
    /** what the editor calls once it saved a lesson: the lessons read again */
    private final Runnable reloadLessons;
    private SetupViewModel setup;
    private PlayViewModel play;
    private CompareViewModel compare;
    private PracticeViewModel practice;
    /** null where no lesson may be written */
    private EditorFolders folders;
    /** the lesson editor's draft, kept while the app runs (and in the autosave across a crash) */
    private EditorViewModel editor;
    private EditorTranslations translations;
    /** makes the learners screen's model; null where the app keeps no learners (a kiosk) */
    private Supplier<LearnersViewModel> learners;

    ScreenModels(AppState state, Workers workers, Runnable reloadLessons) {
        this.state = state;
        this.workers = workers;
        this.reloadLessons = reloadLessons;
    }

    /** A new visitor: the set-up form, the game, the comparison and the practice session forgotten. */
    void forget() {
        setup = null;
        play = null;
        compare = null;
        practice = null;
    }

    SetupViewModel setup() {
        if (setup == null) {
            setup = new SetupViewModel(state.language().get(), workers.forms(), Platform::runLater);
        }
        return setup;
    }

    /** The game played (a new one against the computer at first), face to face when the station's table mode holds. */
    PlayViewModel play() {
        if (play == null) {
            play = new PlayViewModel(state.language().get(), workers.search(), Platform::runLater, PlayViewModel.BUDGET_MILLIS);
            play.tableProperty().set(state.tableMode().get());
        }
        return play;
    }

    void play(PlayViewModel vm) {
        play = vm;
    }

    /** The game played, if the play screen was ever opened; null otherwise. */
    PlayViewModel playShown() {
        return play;
    }

    CompareViewModel compare() {
        if (compare == null) {
            compare = new CompareViewModel(state.language().get(), workers.forms(), Platform::runLater);
        }
        return compare;
    }

    CompareViewModel compareShown() {
        return compare;
    }

    /** The practice session where it was left; a new session draws its questions from the clock. */
    PracticeViewModel practice() {
        return practice != null ? practice
                : new PracticeViewModel(state.language().get(), System.nanoTime(), workers.puzzles(), Platform::runLater);
    }

    void practice(PracticeViewModel vm) {
        practice = vm;
    }

    PracticeViewModel practiceShown() {
        return practice;
    }

    /** The models of {@code opened}'s player, where the learner left it: each one made goes on from the last (a new language). */
    Supplier<LessonPlayerModel> lesson(Lesson opened) {
        // the lesson's game is replayed once, here: a new language goes on in the same game
        Presentation presentation = new Presentation(opened);
        // on a kiosk the next visitor starts the visitor track at its first step, wherever the last one left it
        int start = state.kiosk().get() && opened.id().equals(HomeController.VISITOR_TRACK) ? 0 : state.progress().of(opened).at();
        LessonPlayerModel[] last = new LessonPlayerModel[1];
        return () -> {
            // a lesson's texts are fixed when its model is made: a new language makes a new model that goes on from the last
            LessonPlayerModel model = new LessonPlayerModel(presentation, state.language().get(), state.progress(), start);
            model.projectInto(state.classProgress());
            if (last[0] != null) {
                model.continueFrom(last[0]);
            }
            last[0] = model;
            model.game().reducedMotionProperty().set(state.reducedMotion().get());
            return model;
        };
    }

    /** The app keeps learners: {@code screen} makes the learners screen's model each time it opens. */
    void offerLearners(Supplier<LearnersViewModel> screen) {
        learners = screen;
    }

    /** A new model of the learners screen, the teacher's PIN asked at once with {@code teacher}; empty where the app keeps no learners. */
    Optional<LearnersViewModel> learners(boolean teacher) {
        return Optional.ofNullable(learners).map(Supplier::get).map(vm -> {
            vm.teacherProperty().set(teacher);
            return vm;
        });
    }

    boolean hasLearners() {
        return learners != null;
    }

    void allowEditor(EditorFolders where) {
        folders = where;
    }

    boolean editorAllowed() {
        return folders != null;
    }

    EditorViewModel editor() {
        if (editor == null) {
            editor = new EditorViewModel(state.language().get(), new LessonFolder(folders.lessons()),
                    new DraftAutosave(folders.autosave()), workers.forms(), workers.editorFiles(), Platform::runLater,
                    reloadLessons);
            translations = new EditorTranslations(folders.languages(), workers.editorFiles(), Platform::runLater,
                    state.language()::get);
        }
        return editor;
    }

    /** The editor's translations, made with its draft by {@link #editor()}. */
    EditorTranslations translations() {
        return translations;
    }

    EditorViewModel editorShown() {
        return editor;
    }
}
