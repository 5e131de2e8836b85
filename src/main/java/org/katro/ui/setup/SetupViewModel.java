package org.katro.ui.setup;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Replay;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.ui.form.GameForm;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.BackgroundJob;

import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The start screen's "set up a game" form: a ruleset, a board size, a position and moves in the
 * notation of docs/notation.md. Every edit is checked at once; each field has its own error text, empty
 * when the field is fine, and a game can be opened only when both are.
 */
public final class SetupViewModel {
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language", Language.ENGLISH);
    private final GameForm form = new GameForm(Ruleset.FIANARANTSOA);
    private final ReadOnlyStringWrapper positionError = new ReadOnlyStringWrapper(this, "positionError", "");
    private final ReadOnlyStringWrapper movesError = new ReadOnlyStringWrapper(this, "movesError", "");
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(this, "valid");

    private final ReadOnlyObjectWrapper<GameSession> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final BooleanProperty addingMoves = new SimpleBooleanProperty(this, "addingMoves");

    /** the position the editor's board last showed or wrote (it may hold no seed, which the notation refuses) */
    private Position edited;

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
        addingMoves.addListener((obs, old, now) -> {
            if (board.get() != null) {
                board.get().lockedProperty().set(!now);
            }
        });
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
        // the board shows what the fields hold, as far as it reads: the position, then the moves that play
        Position start = reading instanceof GameForm.Ready r ? r.start()
                : reading instanceof GameForm.Refused r ? r.start() : null;
        if (start != null) {
            edited = start;
            showBoard(start, ready != null ? ready.moves() : List.of());
        } else if (edited != null && edited.toString().equals(form.positionProperty().get())) {
            // the editor's own board, emptied: the notation asks for a seed, the board shows the empty holes
            showBoard(edited, List.of());
        }
    }

    private void showBoard(Position start, List<Move> moves) {
        GameCursor cursor = new GameCursor(form.rulesetProperty().get(), start, moves);
        cursor.toLast();
        GameSession vm = new GameSession(cursor, language.get());
        vm.lockedProperty().set(!addingMoves.get());
        board.set(vm);
    }

    // ---------------------------------------------------------------- the board editor

    /**
     * A tap on the board: adds a seed to {@code hole} while the seeds are edited; while moves are
     * added, chooses the hole a move starts from (its arrows then add the move).
     */
    public void tapped(Hole hole) {
        if (addingMoves.get()) {
            if (board.get() != null) {
                board.get().selectHole(hole);
            }
        } else {
            change(hole, 1);
        }
    }

    /** A long press or right click: takes a seed from {@code hole}, if it has one. */
    public void held(Hole hole) {
        if (!addingMoves.get()) {
            change(hole, -1);
        }
    }

    private void change(Hole hole, int by) {
        Position p = base();
        if (p == null || p.seeds(hole.index()) + by < 0) {
            return;
        }
        int[] counts = p.counts();
        counts[hole.index()] += by;
        write(new Position(p.rows(), p.columns(), counts, p.toMove(), p.ply()));
    }

    /** The position the editor starts from: what is typed, or else the board it last showed. */
    private Position base() {
        Position typed = typedPosition();
        return typed != null ? typed : edited;
    }

    private void write(Position p) {
        edited = p;
        form.positionProperty().set(p.toString());
    }

    /** Every hole emptied, the side to move and the turn kept. */
    public void clear() {
        Position p = base();
        if (p != null) {
            write(new Position(p.rows(), p.columns(), new int[p.counts().length], p.toMove(), p.ply()));
        }
    }

    /** The ruleset's start position at the chosen size, and no moves. */
    public void startPosition() {
        form.movesProperty().set("");
        form.positionProperty().set(form.rulesetProperty().get().start(form.columnsProperty().get()).toString());
    }

    /** Adds the move of the chosen hole in {@code direction} to the moves, as the board's arrow says. */
    public void addMove(Direction direction) {
        GameSession vm = board.get();
        Hole hole = vm == null ? null : vm.selectedHoleProperty().get();
        if (hole == null || !vm.selectedDirectionsProperty().get().contains(direction)) {
            return;
        }
        String before = form.movesProperty().get().strip();
        String move = new Move(hole.number(), direction).toString();
        form.movesProperty().set(before.isEmpty() ? move : before + " " + move);
    }

    /** The position field as it reads, or null. */
    private Position typedPosition() {
        try {
            return Notation.parsePosition(form.positionProperty().get(), form.rulesetProperty().get());
        } catch (NotationException e) {
            return null;
        }
    }

    /** A new game as the form describes it, at its start; only while {@link #validProperty()} holds. */
    public GameCursor game() {
        if (ready == null) {
            throw new IllegalStateException("the set-up is not valid");
        }
        return new GameCursor(form.rulesetProperty().get(), ready.start(), ready.moves());
    }

    /** The board of the editor: the position typed, after the moves typed that can be played. */
    public ReadOnlyObjectProperty<GameSession> boardProperty() {
        return board.getReadOnlyProperty();
    }

    /** Whether taps on the board add moves (a hole, then an arrow) rather than seeds. */
    public BooleanProperty addingMovesProperty() {
        return addingMoves;
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
