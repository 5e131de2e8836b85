package org.katro.ui;

import javafx.application.Platform;
import org.katro.lesson.draft.DraftAutosave;
import org.katro.lesson.draft.LessonFolder;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.editor.EditorTranslations;
import org.katro.ui.editor.EditorViewModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.setup.SetupViewModel;
import org.katro.ui.shell.AppState;
import org.katro.ui.shell.Workers;

import java.nio.file.Path;

/**
 * The view models a screen leaves behind and finds again: the set-up form, the game played, the
 * comparison, the practice session and the editor's draft, each made when its screen first opens,
 * with the threads its long work runs on. A new visitor (a kiosk's reset) forgets all but the draft.
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
        return practice != null ? practice : new PracticeViewModel(state.language().get(), System.nanoTime());
    }

    void practice(PracticeViewModel vm) {
        practice = vm;
    }

    PracticeViewModel practiceShown() {
        return practice;
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
