package org.katro.ui.shell;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import org.katro.engine.GameCursor;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.Progress;
import org.katro.text.Language;

import java.util.function.Consumer;

/**
 * What a screen may ask of the application: go to another screen, and read or change what
 * outlives a screen (language, text size, contrast, motion, lessons, progress). Screens know this
 * interface only, never the class that builds them, so no screen depends on another.
 */
public interface Navigation {
    /** What outlives one screen, which the properties below read and change. */
    AppState state();

    default ObjectProperty<Language> languageProperty() {
        return state().language();
    }

    default BooleanProperty reducedMotionProperty() {
        return state().reducedMotion();
    }

    default BooleanProperty highContrastProperty() {
        return state().highContrast();
    }

    /** Projector mode: the lesson or game for a class, the board and the current sentence only, in large type. */
    default BooleanProperty projectorProperty() {
        return state().projector();
    }

    /** Multiplies the text size the window size gives (1 = normal). */
    default DoubleProperty textScaleProperty() {
        return state().textScale();
    }

    /** Kiosk mode: touch sizes, no lesson problems shown to visitors, and no way to the clipboard. */
    default ReadOnlyBooleanProperty kioskProperty() {
        return state().kiosk();
    }

    /** Whether save and open dialogs may be shown (a kiosk turns them off, and the clipboard with them). */
    default ReadOnlyBooleanProperty filesAllowedProperty() {
        return state().filesAllowed();
    }

    /** Where the user saves and opens files (the desktop's dialogs, or a test's answers). */
    FileDialogs fileDialogs();

    /** The threads long work runs on, shared by every screen. */
    Workers workers();

    /** The lessons, read now if they have not been (waiting for a read under way). */
    LessonLibrary library();

    /** Hands the lessons to {@code then} on this thread: at once if they are read, else once they are. */
    void whenLessonsRead(Consumer<LessonLibrary> then);

    default Progress progress() {
        return state().progress();
    }

    /** The home screen: the worked example, every lesson with its progress, the other screens. */
    void showHome();

    /** Set up any game by ruleset, size, position and moves. */
    void showSetup();

    /** The game being played, where it was left (a new one against the computer at first). */
    void showPlay();

    /** A new game against the computer on {@code rules}' board of {@code columns} columns, on the play screen. */
    void playOn(Ruleset rules, int columns);

    /** Two readings of the same moves side by side. */
    void showCompare();

    /** Endless practice: questions on moves from random games, graded and explained. */
    void showPractice();

    /** The explorer on {@code cursor}'s game. */
    void openGame(GameCursor cursor);

    /**
     * The explorer on {@code line}, a line the solver found ("Best moves"), under {@code heading},
     * which says what it shows; its way back returns to the screen it was opened from, as it was.
     */
    void openLine(GameCursor line, String heading);

    /**
     * "Review the game": {@code game} stepped through with each move's value before and after it; its
     * way back returns to the screen it was opened from, as it was.
     */
    void reviewGame(GameCursor game);

    /** The explorer on the game of the worked example, without its lesson. */
    void openWorkedExample();

    /** Opens {@code lesson} where the learner left it. */
    void openLesson(Lesson lesson);

    /** The game's words explained; its way back returns to the screen it was opened from. */
    void showGlossary();

    /** Whether lessons may be written from the home screen: outside kiosk mode (a kiosk's staff page has its own way), with a curator's lessons folder. */
    boolean lessonEditorAvailable();

    /** The lesson editor, with the draft it holds. */
    void showEditor();

    /** {@code lesson} in the real lesson player, in a window of its own: kiosk size or window size, in {@code language}. */
    void previewLesson(Lesson lesson, boolean kioskSize, Language language);

    /** Reads the lessons again: a lesson just saved is in the lesson list without a restart. */
    void reloadLessons();

    /** Who is learning now, by name; empty while nobody is (before one is chosen, or one removed). */
    default ReadOnlyStringProperty learnerProperty() {
        return state().learner();
    }

    /** Whether this app keeps learners to switch between (not a kiosk's visitors). */
    boolean hasLearners();

    /** "Who is learning?"; with {@code teacher}, the teacher page's PIN asked at once. */
    void showLearners(boolean teacher);
}
