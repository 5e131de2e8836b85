package org.katro.ui.form;

import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.katro.engine.Move;
import org.katro.engine.Phrase;
import org.katro.engine.Position;
import org.katro.engine.Replay;
import org.katro.engine.Ruleset;
import org.katro.notation.GameText;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * A game typed in a form: a ruleset, a board size, a position and moves in the notation of
 * docs/notation.md, as the set-up and compare screens ask for it. Choosing a ruleset or a size writes
 * that board's start position into the position field. {@link Typed#read} says what the fields
 * hold; a long list of moves takes time, so the screens read it off the JavaFX thread.
 */
public final class GameForm {
    private final ObjectProperty<Ruleset> ruleset = new SimpleObjectProperty<>(this, "ruleset");
    private final IntegerProperty columns = new SimpleIntegerProperty(this, "columns");
    private final StringProperty position = new SimpleStringProperty(this, "position", "");
    private final StringProperty moves = new SimpleStringProperty(this, "moves", "");

    /** What the form holds: a field that cannot be read, a move the rules refuse, or a game. */
    public sealed interface Reading {
    }

    /** The position ({@code inPosition}) or the moves cannot be read. */
    public record Unreadable(boolean inPosition, Phrase problem) implements Reading {
    }

    /** Every field reads, but a move cannot be played. */
    public record Refused(Position start, Replay.Refusal refusal) implements Reading {
    }

    /** A game: every move played from the start. */
    public record Ready(Position start, List<Move> moves, Replay replay) implements Reading {
    }

    public GameForm(Ruleset initial) {
        ruleset.set(initial);
        columns.set(initial.defaultColumns());
        position.set(initial.start(columns.get()).toString());
        // a new ruleset or board size starts from that board's start position
        ruleset.addListener((obs, old, now) -> {
            columns.set(now.defaultColumns());
            position.set(now.start(columns.get()).toString());
        });
        columns.addListener((obs, old, now) -> position.set(ruleset.get().start(now.intValue()).toString()));
    }

    /** Fills the form: the ruleset and size first (they reset the position), then the position and moves. */
    public void fill(Ruleset r, String start, String moveText) {
        ruleset.set(r);
        columns.set(start.substring(0, start.indexOf('/')).split(",").length);
        position.set(start);
        moves.set(moveText);
    }

    /**
     * Takes a whole game record (the play screen's Copy, a .katro file) pasted where moves go: fills
     * the ruleset, size and position from it and returns its moves, for the moves field; empty when
     * {@code text} is not a record that reads (bare moves, or a record whose check will say why).
     */
    public Optional<String> takeRecord(String text) {
        if (!GameText.isRecord(text)) {
            return Optional.empty();
        }
        try {
            GameText g = GameText.parse(text);
            fill(g.ruleset(), g.start().toString(), moves.get());
            return Optional.of(movesOf(g));
        } catch (NotationException e) {
            return Optional.empty();
        }
    }

    /**
     * Fills the form with the game of {@code text} (a paste or a file): a whole record fills every
     * field, bare moves the moves field alone, where the screen's check says what they do.
     *
     * @throws NotationException when {@code text} is a record that cannot be read, or nothing at all
     */
    public void open(String text) throws NotationException {
        if (text.isBlank() || GameText.isRecord(text)) {
            GameText g = GameText.parse(text);
            fill(g.ruleset(), g.start().toString(), movesOf(g));
        } else {
            moves.set(text.strip());
        }
    }

    /**
     * The game the fields hold, as a record, every move checked: what Copy and Save… write. A typed
     * game is short, so it is read at once.
     *
     * @throws NotationException saying why, when the fields hold no game
     */
    public GameText record() throws NotationException {
        Position start = Notation.parsePosition(position.get(), ruleset.get());
        String typed = moves.get();
        return typed.isBlank() ? new GameText(ruleset.get(), start, List.of())
                : GameText.read(typed, ruleset.get(), start);
    }

    private static String movesOf(GameText g) {
        return String.join(" ", g.moves().stream().map(Move::toString).toList());
    }

    /** What the fields hold now, to be read off the JavaFX thread ({@link Typed#read}). */
    public Typed typed() {
        return new Typed(ruleset.get(), position.get(), moves.get());
    }

    /** The fields' values at one moment. */
    public record Typed(Ruleset ruleset, String position, String moves) {
        /**
         * Reads the position and moves, playing every move that can be played; {@code stop} may
         * drop the work between moves (a {@link java.util.concurrent.CancellationException}).
         */
        public Reading read(BooleanSupplier stop) {
            return GameForm.read(ruleset, position, moves, stop);
        }
    }

    private static Reading read(Ruleset r, String positionText, String moveText, BooleanSupplier stop) {
        Position start;
        try {
            start = Notation.parsePosition(positionText, r);
        } catch (NotationException e) {
            return new Unreadable(true, e.briefly());
        }
        List<Move> list;
        try {
            list = GameText.isRecord(moveText) ? GameText.parse(moveText).moves() : Notation.parseMoves(moveText, start.toMove());
        } catch (NotationException e) {
            return new Unreadable(false, e.briefly());
        }
        Replay replay = Replay.of(r, start, list, stop);
        if (replay.refusal().isPresent()) {
            return new Refused(start, replay.refusal().get());
        }
        return new Ready(start, list, replay);
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
}
