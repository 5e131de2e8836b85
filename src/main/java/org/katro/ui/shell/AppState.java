package org.katro.ui.shell;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.katro.lesson.Progress;
import org.katro.practice.Review;
import org.katro.text.Language;

import java.util.List;

/**
 * What outlives one screen: the visitor's or learner's choices (language, motion, contrast, text
 * size), the station's modes (kiosk, projector, table, files) and who is learning, with the
 * session's progress. Every screen reads it through {@link Navigation}; the app and the kiosk set it.
 */
public final class AppState {
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final BooleanProperty reducedMotion = new SimpleBooleanProperty(this, "reducedMotion");
    private final BooleanProperty highContrast = new SimpleBooleanProperty(this, "highContrast");
    /** the "Best moves" switch of the games played and explored: it keeps its setting from game to game */
    private final BooleanProperty bestMoves = new SimpleBooleanProperty(this, "bestMoves");
    /** Kiosk sizes: every control a finger can hit (Touch.css). */
    private final BooleanProperty kiosk = new SimpleBooleanProperty(this, "kiosk");
    private final DoubleProperty textScale = new SimpleDoubleProperty(this, "textScale", 1);
    private final BooleanProperty projector = new SimpleBooleanProperty(this, "projector");
    /** table mode: two players face to face; the play screen starts with it */
    private final BooleanProperty tableMode = new SimpleBooleanProperty(this, "tableMode");
    /** Whether save and open dialogs may be shown (a kiosk turns them off, and the clipboard with them). */
    private final BooleanProperty filesAllowed = new SimpleBooleanProperty(this, "filesAllowed", true);
    /** who is learning; empty while nobody is */
    private final StringProperty learner = new SimpleStringProperty(this, "learner", "");
    /** the learner's missed items (practice kinds, lessons' questions) due again, the longest waiting first */
    private final ObjectProperty<List<Review>> due = new SimpleObjectProperty<>(this, "due", List.of());
    /** the next practice opened asks the {@link #due} kinds first */
    private final BooleanProperty reviewing = new SimpleBooleanProperty(this, "reviewing");
    private final Progress progress = new Progress();
    /** the class's own, on a projector: the answers the teacher records for the class, apart from every learner's */
    private final Progress classProgress = new Progress();
    /** every language the choosers offer; the data folder's added ones join after the first frame */
    private final ObservableList<Language> languages = FXCollections.observableArrayList(Language.all());

    public AppState(Language language, boolean reducedMotion) {
        this.language.set(language);
        this.reducedMotion.set(reducedMotion);
    }

    public ObjectProperty<Language> language() {
        return language;
    }

    public BooleanProperty reducedMotion() {
        return reducedMotion;
    }

    public BooleanProperty highContrast() {
        return highContrast;
    }

    public BooleanProperty bestMoves() {
        return bestMoves;
    }

    public BooleanProperty kiosk() {
        return kiosk;
    }

    /** Multiplies the text size the window size gives (1 = normal). */
    public DoubleProperty textScale() {
        return textScale;
    }

    public BooleanProperty projector() {
        return projector;
    }

    public BooleanProperty tableMode() {
        return tableMode;
    }

    public BooleanProperty filesAllowed() {
        return filesAllowed;
    }

    public StringProperty learner() {
        return learner;
    }

    /** The learner's missed items due again today (practice kinds, lessons' questions), which home counts and practice asks first. */
    public ObjectProperty<List<Review>> due() {
        return due;
    }

    /** Set by home's "questions to review": the practice opened next asks the due kinds first. */
    public BooleanProperty reviewing() {
        return reviewing;
    }

    /** The languages the choosers offer, in their order; the app sets them again once the added ones are read. */
    public ObservableList<Language> languages() {
        return languages;
    }

    public Progress progress() {
        return progress;
    }

    public Progress classProgress() {
        return classProgress;
    }
}
