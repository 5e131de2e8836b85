package org.katro.ui.setup;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Replay;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import org.katro.text.Language;
import org.katro.text.Narrator;

import java.util.List;
import java.util.Optional;

/**
 * The start screen's "set up a game" form: a ruleset, a board size, a position and moves in the
 * notation of NOTATION.md. Every edit is checked at once; each field has its own error text, empty
 * when the field is fine, and a game can be opened only when both are.
 */
public final class SetupViewModel {
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language", Language.ENGLISH);
    private final ObjectProperty<Ruleset> ruleset = new SimpleObjectProperty<>(this, "ruleset", Ruleset.FIANARANTSOA);
    private final IntegerProperty columns = new SimpleIntegerProperty(this, "columns", 6);
    private final StringProperty position = new SimpleStringProperty(this, "position", "");
    private final StringProperty moves = new SimpleStringProperty(this, "moves", "");
    private final ReadOnlyStringWrapper positionError = new ReadOnlyStringWrapper(this, "positionError", "");
    private final ReadOnlyStringWrapper movesError = new ReadOnlyStringWrapper(this, "movesError", "");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");

    /** the checked start and moves; null while the form is not valid */
    private Position start;
    private List<Move> moveList;

    public SetupViewModel(Language language) {
        this.language.set(language);
        // a new ruleset or board size starts from that board's start position
        ruleset.addListener((obs, old, now) -> {
            columns.set(now.defaultColumns());
            position.set(now.start(columns.get()).toString());
        });
        columns.addListener((obs, old, now) -> position.set(ruleset.get().start(now.intValue()).toString()));
        position.addListener(obs -> check());
        moves.addListener(obs -> check());
        this.language.addListener(obs -> check());
        position.set(ruleset.get().start(columns.get()).toString());
    }

    private void check() {
        Narrator texts = new Narrator(language.get());
        this.start = null;
        positionError.set("");
        movesError.set("");
        Position start;
        try {
            start = Notation.parsePosition(position.get(), ruleset.get());
        } catch (NotationException e) {
            positionError.set(texts.text("setup.positionError", e.problem()));
            valid.set(false);
            return;
        }
        List<Move> list;
        try {
            list = Notation.parseMoves(moves.get(), start.toMove());
        } catch (NotationException e) {
            movesError.set(texts.text("setup.movesSyntax", e.problem()));
            valid.set(false);
            return;
        }
        Optional<Replay.Refusal> refused = Replay.of(ruleset.get(), start, list).refusal();
        if (refused.isPresent()) {
            Replay.Refusal r = refused.get();
            movesError.set(texts.text("setup.movesIllegal", r.index() + 1, String.valueOf(r.mover().symbol()) + r.move(),
                    r.reason()));
            valid.set(false);
            return;
        }
        this.start = start;
        this.moveList = list;
        valid.set(true);
    }

    /** A new game as the form describes it, at its start; only while {@link #validProperty()} holds. */
    public GameCursor game() {
        if (start == null) {
            throw new IllegalStateException("the set-up is not valid");
        }
        return new GameCursor(ruleset.get(), start, moveList);
    }

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    public ObjectProperty<Ruleset> rulesetProperty() {
        return ruleset;
    }

    /** Choosing a size writes that board's start position into the position field. */
    public IntegerProperty columnsProperty() {
        return columns;
    }

    public StringProperty positionProperty() {
        return position;
    }

    public StringProperty movesProperty() {
        return moves;
    }

    public ReadOnlyStringProperty positionErrorProperty() {
        return positionError.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty movesErrorProperty() {
        return movesError.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }
}
