package org.katro.ui.setup;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.katro.engine.GameCursor;
import org.katro.engine.Replay;
import org.katro.engine.Ruleset;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.ui.form.GameForm;
import org.katro.ui.shell.BackgroundJob;

import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The start screen's "set up a game" form: a ruleset, a board size, a position and moves in the
 * notation of NOTATION.md. Every edit is checked at once; each field has its own error text, empty
 * when the field is fine, and a game can be opened only when both are.
 */
public final class SetupViewModel {
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language", Language.ENGLISH);
    private final GameForm form = new GameForm(Ruleset.FIANARANTSOA);
    private final ReadOnlyStringWrapper positionError = new ReadOnlyStringWrapper(this, "positionError", "");
    private final ReadOnlyStringWrapper movesError = new ReadOnlyStringWrapper(this, "movesError", "");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");

    /** the game the form describes; null while it is not valid */
    private GameForm.Ready ready;

    /** the check of what is typed, off the JavaFX thread */
    private final BackgroundJob check;

    /**
     * @param background where typed games are checked (never the JavaFX thread)
     * @param fx         runs a check's result on the thread that owns the view models
     */
    public SetupViewModel(Language language, Executor background, Consumer<Runnable> fx) {
        this.language.set(language);
        this.check = new BackgroundJob(background, fx);
        form.positionProperty().addListener(obs -> check());
        form.movesProperty().addListener(obs -> check());
        this.language.addListener(obs -> check());
        check();
    }

    /** Checks the form anew; until the check is done no game can be opened. */
    private void check() {
        ready = null;
        valid.set(false);
        GameForm.Typed typed = form.typed();
        check.run(typed::read, this::show);
    }

    private void show(GameForm.Reading reading) {
        Narrator texts = new Narrator(language.get());
        ready = reading instanceof GameForm.Ready r ? r : null;
        positionError.set("");
        movesError.set("");
        if (reading instanceof GameForm.Unreadable u) {
            (u.inPosition() ? positionError : movesError).set(texts.text(u.inPosition() ? "setup.positionError"
                    : "setup.movesSyntax", u.problem()));
        } else if (reading instanceof GameForm.Refused r) {
            Replay.Refusal refusal = r.refusal();
            movesError.set(texts.text("setup.movesIllegal", refusal.index() + 1,
                    String.valueOf(refusal.mover().symbol()) + refusal.move(), refusal.reason()));
        }
        valid.set(ready != null);
    }

    /** A new game as the form describes it, at its start; only while {@link #validProperty()} holds. */
    public GameCursor game() {
        if (ready == null) {
            throw new IllegalStateException("the set-up is not valid");
        }
        return new GameCursor(form.rulesetProperty().get(), ready.start(), ready.moves());
    }

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    /** The ruleset, size, position and moves typed. */
    public GameForm form() {
        return form;
    }

    public ReadOnlyStringProperty positionErrorProperty() {
        return positionError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty movesErrorProperty() {
        return movesError.getReadOnlyProperty();
    }

    /** Whether what is typed is being checked (a long list of moves takes a moment). */
    public ReadOnlyBooleanProperty checkingProperty() {
        return check.busyProperty();
    }

    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }
}
