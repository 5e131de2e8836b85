package org.katro.ui.session;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.katro.board.BestMoves;
import org.katro.board.Board;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.IllegalMoveException;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Turn;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.ui.glance.GlanceModel;
import org.katro.ui.session.Stepping;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;

/**
 * A game on screen, as the explorer, play, set-up, compare, lesson and practice screens show one:
 * where it stands among its events (its {@link Stepping}), its board, what may be done next, and the
 * texts that say so. The views bind to these properties and call these methods; those who follow
 * the game (the play screen's computer, the memory) are told each {@link GameChange}. Nothing here
 * needs a running JavaFX toolkit, so plain tests drive it.
 */
public final class GameSession {
    private final GameCursor cursor;
    private final Rules rules;

    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language", Language.ENGLISH);
    private final Stepping stepping = new Stepping();
    private final BooleanProperty playing = stepping.playingProperty();
    private final BooleanProperty reducedMotion = new SimpleBooleanProperty(this, "reducedMotion");
    private final BooleanProperty showSerpent = new SimpleBooleanProperty(this, "showSerpent", true);
    private final ObjectProperty<Direction> serpentDirection =
            new SimpleObjectProperty<>(this, "serpentDirection", Direction.PLUS);

    private final ReadOnlyBooleanWrapper canPlayMove = new ReadOnlyBooleanWrapper(this, "canPlayMove");
    private final ReadOnlyObjectWrapper<Board> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final ReadOnlyObjectWrapper<Hole> selectedHole = new ReadOnlyObjectWrapper<>(this, "selectedHole");
    private final ReadOnlyObjectWrapper<Set<Direction>> selectedDirections =
            new ReadOnlyObjectWrapper<>(this, "selectedDirections", Set.of());
    private final BooleanProperty locked = new SimpleBooleanProperty(this, "locked");
    private final ObjectProperty<Direction> hinted = new SimpleObjectProperty<>(this, "hinted");
    private final ObjectProperty<Set<Hole>> pointedOut = new SimpleObjectProperty<>(this, "pointedOut", Set.of());
    private final BooleanProperty bestMoves = new SimpleBooleanProperty(this, "bestMoves");
    /** the solver's values shown on the board, and the position they are the values of */
    private BestMoves best;
    private Position bestFor;
    private final ReadOnlyStringWrapper narration = new ReadOnlyStringWrapper(this, "narration");
    private final ReadOnlyStringWrapper stepCounter = new ReadOnlyStringWrapper(this, "stepCounter");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title");
    private final ReadOnlyStringWrapper moveHint = new ReadOnlyStringWrapper(this, "moveHint");

    private final GlanceModel glance;
    private final List<Consumer<GameChange>> followers = new CopyOnWriteArrayList<>();
    /** the event index last shown, so that a refresh that moved nowhere says nothing */
    private int shown = -1;
    private Narrator narrator;
    /** What the solver's line this game is says it shows; null for any other game. */
    private String line;
    /** Set when the learner's last move attempt failed, until the next change of step or selection. */
    private String moveProblem;

    public GameSession(GameCursor cursor, Language language) {
        this.cursor = cursor;
        this.rules = cursor.rules();
        this.language.set(language);
        this.narrator = new Narrator(language);
        this.glance = new GlanceModel(language);
        this.language.addListener((obs, old, now) -> {
            narrator = new Narrator(now);
            glance.language(now);
            refresh();
        });
        locked.addListener(obs -> refresh());
        pointedOut.addListener(obs -> refresh());
        playing.addListener((obs, was, now) -> tell(new GameChange.Playback(now)));
        refresh();
    }

    /** {@code follower} is told every change from now on, until the returned action is run. */
    public Runnable follow(Consumer<GameChange> follower) {
        followers.add(follower);
        return () -> followers.remove(follower);
    }

    private void tell(GameChange change) {
        for (Consumer<GameChange> f : followers) {
            f.accept(change);
        }
    }

    // ---------------------------------------------------------------- stepping

    /** One seed (one event) forward, as the learner asks: stops playback. */
    public void forward() {
        playing.set(false);
        tick();
    }

    /** One event forward for playback; stops playing at the end. Returns whether it moved. */
    public boolean tick() {
        boolean moved = cursor.forward();
        refresh();
        return moved;
    }

    public void back() {
        step(cursor::back);
    }

    public void forwardLap() {
        step(cursor::forwardLap);
    }

    public void backLap() {
        step(cursor::backLap);
    }

    public void forwardTurn() {
        step(cursor::forwardTurn);
    }

    public void backTurn() {
        step(cursor::backTurn);
    }

    public void first() {
        step(cursor::toFirst);
    }

    public void last() {
        step(cursor::toLast);
    }

    /** Goes straight to event {@code k} (clamped to the game), as the scrubber does. */
    public void seek(int k) {
        int target = Math.max(0, Math.min(cursor.size(), k));
        if (target != cursor.index()) {
            step(() -> cursor.seek(target));
        }
    }

    /** Starts or pauses playback; at the end of the game playing starts again from the start. */
    public void togglePlaying() {
        if (playing.get()) {
            playing.set(false);
        } else if (cursor.canStepForward()) {
            playing.set(true);
        }
    }

    private void step(Runnable move) {
        playing.set(false);
        move.run();
        refresh();
    }

    // ---------------------------------------------------------------- the learner's own moves

    /**
     * The learner clicked {@code hole}: selects it when a turn may start there (then a direction
     * plays it), otherwise says why not.
     */
    public void selectHole(Hole hole) {
        catchUp();
        moveProblem = null;
        hinted.set(null);
        if (!canPlayMove.get()) {
            selectedHole.set(null);
        } else if (startHoles().contains(hole)) {
            selectedHole.set(hole.equals(selectedHole.get()) ? null : hole);
        } else {
            selectedHole.set(null);
            moveProblem = narrator.text("move.cannotStart", hole.name(), narrator.player(cursor.toMove()));
        }
        refresh();
    }

    /**
     * While the last turns are still being played back, a learner who reaches for a hole (or asks for
     * a hint) wants to play now: the rest of the playback is shown at once.
     */
    public void catchUp() {
        if (playing.get() && cursor.winner().isEmpty() && !locked.get()) {
            step(cursor::toLast);
        }
    }

    /** Chooses the hole of {@code m} and marks the arrow of its direction: a hint shown on the board. */
    public void hint(Move m) {
        Hole hole = cursor.geometry().hole(cursor.toMove(), m.hole());
        if (!hole.equals(selectedHole.get())) {
            selectHole(hole);
        }
        hinted.set(m.direction());
        refresh();
    }

    /**
     * Plays the selected hole in {@code direction}: the turn is added to the game and played from its
     * first event on.
     */
    public void playSelected(Direction direction) {
        Hole hole = selectedHole.get();
        if (hole == null || !canPlayMove.get()) {
            return;
        }
        selectedHole.set(null);
        try {
            // the serpent's arrows keep the way the learner chose for them: a move does not turn them
            play(new Move(hole.number(), direction));
        } catch (IllegalMoveException e) {
            moveProblem = narrator.text("move.illegal", hole.name() + direction.symbol());
            refresh();
        }
    }

    /**
     * Adds {@code m} at the game's end (the learner's or the computer's turn). Playback carries on
     * into it when the learner was at the end or watching; someone looking back at an earlier turn
     * stays there. Throws {@link IllegalMoveException} if {@code m} cannot be played.
     */
    public void play(Move m) {
        boolean follow = playing.get() || cursor.index() == cursor.size();
        cursor.append(m);
        moveProblem = null;
        selectedHole.set(null);
        playing.set(follow);
        refresh();
        tell(new GameChange.Turns(cursor.turns().size()));
    }

    /** Drops turn {@code turn} (0-based) and every later one: undo. */
    public void truncate(int turn) {
        playing.set(false);
        cursor.truncate(turn);
        moveProblem = null;
        selectedHole.set(null);
        refresh();
        tell(new GameChange.Turns(cursor.turns().size()));
    }

    /**
     * Moves the selection to the next ({@code +1}) or previous ({@code -1}) hole that may start a
     * turn, in serpent order: choosing a hole by keyboard.
     */
    public void cycleSelection(int step) {
        List<Hole> holes = new ArrayList<>(startHoles());
        if (holes.isEmpty()) {
            return;
        }
        holes.sort(Comparator.comparingInt(Hole::number));
        int at = holes.indexOf(selectedHole.get());
        int next = at < 0 ? (step > 0 ? 0 : holes.size() - 1) : Math.floorMod(at + step, holes.size());
        moveProblem = null;
        selectedHole.set(holes.get(next));
        refresh();
    }

    /** The directions {@code hole} may be sown in now: the arrows shown on it. */
    private Set<Direction> directions(Hole hole) {
        Set<Direction> out = EnumSet.noneOf(Direction.class);
        if (hole != null && canPlayMove.get()) {
            for (Move m : rules.legalMoves(cursor.last())) {
                if (m.hole() == hole.number()) {
                    out.add(m.direction());
                }
            }
        }
        return out;
    }

    private Set<Hole> startHoles() {
        Set<Hole> out = new HashSet<>();
        if (canPlayMove.get()) {
            for (Move m : rules.legalMoves(cursor.last())) {
                out.add(cursor.geometry().hole(cursor.toMove(), m.hole()));
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- bringing every property up to date

    private void refresh() {
        int k = cursor.index();

        stepping.at(k, cursor.size());
        canPlayMove.set(k == cursor.size() && cursor.winner().isEmpty() && !locked.get());
        if (!canPlayMove.get()) {
            selectedHole.set(null);
        }
        selectedDirections.set(directions(selectedHole.get()));
        if (hinted.get() != null && !selectedDirections.get().contains(hinted.get())) {
            hinted.set(null);
        }
        Event event = cursor.current().orElse(null);
        board.set(Board.at(cursor).choosing(startHoles(), selectedHole.get(), selectedDirections.get())
                .highlighting(pointedOut.get()).valuing(bestShown()));

        Player toMove = cursor.toMove();
        title.set(narrator.ruleset(cursor.ruleset(), cursor.geometry().rows(), cursor.geometry().columns()));
        stepCounter.set(narrator.text("counter", k, cursor.size()));
        status.set(cursor.winner().map(w -> narrator.text("status.winner", narrator.player(w)))
                .orElseGet(() -> narrator.text("status.toMove", cursor.position().ply() + 1,
                        narrator.player(toMove))));
        // with no move yet there is nothing to step through: a game to play, not one to follow
        narration.set(line != null ? lineNarration(event, k)
                : event == null ? narrator.text(cursor.size() == 0 ? "startEmpty" : "start", narrator.player(toMove))
                : narrator.describe(cursor.ruleset(), cursor.events(), k - 1));
        // playback stops to let a capture or a turn's end sink in
        stepping.shows(narration.get(), event instanceof Event.Capture || event instanceof Event.TurnEnd, eventsInTurn());
        moveHint.set(moveHint(toMove));
        glance.update(cursor);
        if (k != shown) {
            shown = k;
            tell(new GameChange.Shown(k));
        }
    }

    /**
     * A line the solver found, from the position where it starts (not the game's start): first what
     * it shows, then each event under its turn's move in the app's notation ("S3-, turn 1 of 8: …").
     */
    private String lineNarration(Event event, int k) {
        if (event == null) {
            return narrator.text("line.start", line);
        }
        int t = Math.min(cursor.turn(), cursor.turns().size() - 1);
        Turn turn = cursor.turns().get(t);
        return narrator.text("line.turn", Narrator.moveShort(cursor.geometry(), turn.before().toMove(), turn.move()),
                t + 1, cursor.turns().size(), narrator.describe(cursor.ruleset(), cursor.events(), k - 1));
    }

    /**
     * Narrates this game as the solver's line that {@code heading} says ("S3- loses in 8 turns: here
     * is how North wins."): the board shown first is where the line starts, not a game's start.
     */
    public void narrateAsLine(String heading) {
        line = heading;
        refresh();
    }

    /** How many events the turn now shown has (none before the first move). */
    private int eventsInTurn() {
        List<Integer> starts = cursor.turnStarts();
        int t = cursor.turn();
        return t + 1 < starts.size() ? starts.get(t + 1) - starts.get(t) : 0;
    }

    /**
     * The values of the moves, on the board only where they belong: between turns, on the very
     * position they were found for (a step or a move makes them stale at once, before any search is
     * told to stop).
     */
    private BestMoves bestShown() {
        Event e = cursor.current().orElse(null);
        return best != null && (e == null || e instanceof Event.TurnEnd) && cursor.position().equals(bestFor)
                ? best : null;
    }

    /** Shows {@code values}, the solver's values of the moves of {@code p}, on the board; nulls: none. */
    public void showBestMoves(Position p, BestMoves values) {
        bestFor = p;
        best = values;
        refresh();
    }

    private String moveHint(Player toMove) {
        if (moveProblem != null) {
            return moveProblem;
        }
        if (!canPlayMove.get()) {
            // a game that ends in a win has no turn to play, even seen from before its end
            return ends() || locked.get() ? "" : narrator.text("move.goToEnd");
        }
        Hole selected = selectedHole.get();
        return selected == null ? narrator.text("move.prompt", narrator.player(toMove))
                : narrator.text("move.selected", selected.name());
    }

    /** Whether the game's last event, wherever the cursor is, ends it. */
    private boolean ends() {
        return cursor.size() == 0 ? cursor.winner().isPresent()
                : cursor.events().get(cursor.size() - 1) instanceof Event.GameOver;
    }

    // ---------------------------------------------------------------- properties

    public GameCursor cursor() {
        return cursor;
    }

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    /** Each side's seeds, the turns played and the chart, as the game stands. */
    public GlanceModel glance() {
        return glance;
    }

    public BooleanProperty reducedMotionProperty() {
        return reducedMotion;
    }

    public BooleanProperty showSerpentProperty() {
        return showSerpent;
    }

    public ObjectProperty<Direction> serpentDirectionProperty() {
        return serpentDirection;
    }

    /** Where the game stands among its events, and its playback. */
    public Stepping stepping() {
        return stepping;
    }

    /** Whether the learner may play the next turn by clicking: at the game's end, with no winner yet. */
    public ReadOnlyBooleanProperty canPlayMoveProperty() {
        return canPlayMove.getReadOnlyProperty();
    }

    /** The board at the event shown, with the holes that may start a turn and the one chosen. */
    public ReadOnlyObjectProperty<Board> boardProperty() {
        return board.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Hole> selectedHoleProperty() {
        return selectedHole.getReadOnlyProperty();
    }

    /** The direction a hint suggests for the selected hole; null when no hint is shown. */
    public ReadOnlyObjectProperty<Direction> hintedProperty() {
        return hinted;
    }

    /** The legal directions of the selected hole (empty when none is selected). */
    public ReadOnlyObjectProperty<Set<Direction>> selectedDirectionsProperty() {
        return selectedDirections.getReadOnlyProperty();
    }

    /**
     * Set while the side to move is not the learner's (the computer's turn): no hole may be chosen
     * and no move played by clicking.
     */
    public BooleanProperty lockedProperty() {
        return locked;
    }

    /** Holes the board points out besides the game's own marks (the computer's last move on the play screen). */
    public ObjectProperty<Set<Hole>> pointedOutProperty() {
        return pointedOut;
    }

    /** The "Best moves" switch: whether the board shows what each move is worth ({@link BestMovesModel}). */
    public BooleanProperty bestMovesProperty() {
        return bestMoves;
    }

    public ReadOnlyStringProperty narrationProperty() {
        return narration.getReadOnlyProperty();
    }

    /** "event k of n". */
    public ReadOnlyStringProperty stepCounterProperty() {
        return stepCounter.getReadOnlyProperty();
    }

    /** Which turn it is and who moves, or who won. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** The ruleset and board in words. */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** How to play the next turn by clicking, or why the last attempt failed. */
    public ReadOnlyStringProperty moveHintProperty() {
        return moveHint.getReadOnlyProperty();
    }
}
