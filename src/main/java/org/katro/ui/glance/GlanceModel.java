package org.katro.ui.glance;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Player;
import org.katro.engine.Turn;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;

import java.util.ArrayList;
import java.util.List;

/**
 * The game at a glance, shared by the explorer, play and compare screens: each side's seeds as they
 * stand (seed by seed), the turns played so far with what each has taken, each side's seeds after
 * every turn up to the event shown, and where the turns and captures fall among the events (the
 * scrubber's marks). What is still to come is not told: at the start of the worked example no turn
 * is played and the chart holds the starting seeds alone. Only a screen that is an analysis board
 * ({@link #comingShownProperty()}) lists the turns to come as well, each marked so and with nothing
 * of what it will take, for a tap to jump ahead. Its owner calls {@link #update} whenever its
 * cursor moves or the game grows; the whole game's lists are built again only when the game or the
 * language changes.
 */
public final class GlanceModel {
    static final String BUNDLE = "org.katro.ui.glance.Glance";

    /**
     * One turn: its number (from 1), who plays it, the move in words, the seeds it took (none told
     * while it is still to come), the event at which it starts and whether it is still to come.
     */
    public record MoveRow(int number, String side, String move, int captured, int start, boolean coming) {
        /** The same turn, with {@code taken} seeds taken so far and no longer to come. */
        MoveRow played(int taken) {
            return new MoveRow(number, side, move, taken, start, false);
        }

        /** The same turn, still to come: what it takes is not told. */
        MoveRow toCome() {
            return new MoveRow(number, side, move, 0, start, true);
        }
    }

    /**
     * The chart's lines up to the event shown: each side's seeds at the start and after every turn
     * ended by then (the lines go on to {@link #southSeedsProperty()} at {@link #chartAtProperty()}).
     */
    public record Curve(List<Integer> south, List<Integer> north) {
    }

    private final ReadOnlyStringWrapper southText = new ReadOnlyStringWrapper(this, "southText", "");
    private final ReadOnlyStringWrapper northText = new ReadOnlyStringWrapper(this, "northText", "");
    private final ReadOnlyObjectWrapper<List<MoveRow>> moves = new ReadOnlyObjectWrapper<>(this, "moves", List.of());
    private final ReadOnlyObjectWrapper<List<MoveRow>> allMoves = new ReadOnlyObjectWrapper<>(this, "allMoves", List.of());
    private final ReadOnlyObjectWrapper<List<MoveRow>> listed = new ReadOnlyObjectWrapper<>(this, "listed", List.of());
    private final BooleanProperty comingShown = new SimpleBooleanProperty(this, "comingShown");
    private final ReadOnlyIntegerWrapper currentTurn = new ReadOnlyIntegerWrapper(this, "currentTurn", -1);
    private final ReadOnlyDoubleWrapper chartAt = new ReadOnlyDoubleWrapper(this, "chartAt");
    private final ReadOnlyObjectWrapper<Curve> curve = new ReadOnlyObjectWrapper<>(this, "curve",
            new Curve(List.of(), List.of()));
    private final ReadOnlyIntegerWrapper southSeeds = new ReadOnlyIntegerWrapper(this, "southSeeds");
    private final ReadOnlyIntegerWrapper northSeeds = new ReadOnlyIntegerWrapper(this, "northSeeds");
    private final ReadOnlyIntegerWrapper turnsInGame = new ReadOnlyIntegerWrapper(this, "turnsInGame");
    private final ReadOnlyIntegerWrapper seedsInGame = new ReadOnlyIntegerWrapper(this, "seedsInGame");
    private final ReadOnlyObjectWrapper<List<Integer>> turnMarks = new ReadOnlyObjectWrapper<>(this, "turnMarks",
            List.of());
    private final ReadOnlyObjectWrapper<List<Integer>> captureMarks = new ReadOnlyObjectWrapper<>(this,
            "captureMarks", List.of());

    private final ReadOnlyObjectWrapper<Texts> texts = new ReadOnlyObjectWrapper<>(this, "texts");
    private Narrator narrator;
    /** what the lists were last built from: the game's size in events and the language */
    private int builtFor = -1;
    /** the whole game's captures, in order, each shown from its mark in {@link #captureMarks} on */
    private List<Event.Capture> captures = List.of();
    /** each side's seeds at the start and after every turn of the whole game */
    private List<Integer> southAfter = List.of();
    private List<Integer> northAfter = List.of();

    public GlanceModel(Language language) {
        language(language);
        comingShown.addListener(obs -> list());
    }

    /** Says everything again in {@code language} (on the next {@link #update}). */
    public void language(Language language) {
        narrator = new Narrator(language);
        texts.set(new Texts(language, BUNDLE));
        builtFor = -1;
    }

    /** Brings every property up to where {@code cursor} stands. */
    public void update(GameCursor cursor) {
        if (builtFor != cursor.size()) {
            build(cursor);
            builtFor = cursor.size();
            // what was shown came from the game before: built again below
            moves.set(List.of());
            curve.set(new Curve(List.of(), List.of()));
            listed.set(List.of());
        }
        int k = cursor.index();
        // the seeds in hand are still the mover's: a side's count changes only when seeds are taken
        Event event = cursor.current().orElse(null);
        int inHand = cursor.inHand();
        Player holder = event == null ? null : event.player();
        int s = cursor.position().total(Player.SOUTH) + (holder == Player.SOUTH ? inHand : 0);
        int n = cursor.position().total(Player.NORTH) + (holder == Player.NORTH ? inHand : 0);
        southText.set(texts.get().text("total", narrator.player(Player.SOUTH), s));
        northText.set(texts.get().text("total", narrator.player(Player.NORTH), n));
        int turn = k == 0 ? -1 : cursor.turn();
        List<Integer> starts = cursor.turnStarts();
        double at = 0;
        if (turn >= 0) {
            int from = starts.get(turn);
            int to = starts.get(turn + 1);
            at = turn + (double) (k - from) / Math.max(1, to - from);
        }
        // the turns begun so far, the one shown with what it has taken up to now; built again only
        // when that changes (a turn begins, a capture happens), not at every seed
        List<MoveRow> shown = moves.get();
        int taken = turn < 0 ? 0 : takenBefore(k, starts.get(turn));
        if (shown.size() != turn + 1 || turn >= 0 && shown.get(turn).captured() != taken) {
            List<MoveRow> played = new ArrayList<>(allMoves.get().subList(0, turn + 1));
            if (turn >= 0) {
                played.set(turn, played.get(turn).played(taken));
            }
            moves.set(List.copyOf(played));
        }
        // the list again only when the turns begun change, or a game grew under the one listed
        if (moves.get() != shown || listed.get().size() != (comingShown.get() ? allMoves.get().size() : moves.get().size())) {
            list();
        }
        currentTurn.set(turn);
        // the start and every turn ended by now: again only once another turn has ended
        if (curve.get().south().size() != (int) at + 1) {
            curve.set(new Curve(southAfter.subList(0, (int) at + 1), northAfter.subList(0, (int) at + 1)));
        }
        southSeeds.set(s);
        northSeeds.set(n);
        chartAt.set(at);
    }

    /** The seeds taken from event {@code from} up to the event shown, {@code k}: a capture counts once its event has happened. */
    private int takenBefore(int k, int from) {
        int taken = 0;
        List<Integer> marks = captureMarks.get();
        for (int c = 0; c < captures.size(); c++) {
            if (marks.get(c) > from && marks.get(c) <= k) {
                taken += captures.get(c).count();
            }
        }
        return taken;
    }

    private void build(GameCursor cursor) {
        List<Turn> turns = cursor.turns();
        List<Integer> starts = cursor.turnStarts();
        List<MoveRow> rows = new ArrayList<>(turns.size());
        List<Integer> southCurve = new ArrayList<>(turns.size() + 1);
        List<Integer> northCurve = new ArrayList<>(turns.size() + 1);
        southCurve.add(cursor.start().total(Player.SOUTH));
        northCurve.add(cursor.start().total(Player.NORTH));
        List<Integer> marks = new ArrayList<>();
        List<Event.Capture> taken = new ArrayList<>();
        List<Event> events = cursor.events();
        for (int t = 0; t < turns.size(); t++) {
            Turn turn = turns.get(t);
            Player mover = turn.before().toMove();
            int seeds = 0;
            for (int i = starts.get(t); i < starts.get(t + 1); i++) {
                if (events.get(i) instanceof Event.Capture c) {
                    seeds += c.count();
                    taken.add(c);
                    // the mark sits where the capture has happened: after its event
                    marks.add(i + 1);
                }
            }
            rows.add(new MoveRow(t + 1, narrator.player(mover), Narrator.moveShort(cursor.geometry(), mover, turn.move()),
                    seeds, starts.get(t), false));
            southCurve.add(turn.after().total(Player.SOUTH));
            northCurve.add(turn.after().total(Player.NORTH));
        }
        captures = List.copyOf(taken);
        southAfter = List.copyOf(southCurve);
        northAfter = List.copyOf(northCurve);
        allMoves.set(List.copyOf(rows));
        turnsInGame.set(turns.size());
        seedsInGame.set(southCurve.get(0) + northCurve.get(0));
        turnMarks.set(List.copyOf(starts.subList(1, Math.max(1, starts.size() - 1))));
        captureMarks.set(List.copyOf(marks));
    }

    /** The list's rows: the turns begun, then, on an analysis board, those still to come. */
    private void list() {
        List<MoveRow> rows = new ArrayList<>(moves.get());
        if (comingShown.get()) {
            for (MoveRow later : allMoves.get().subList(Math.min(rows.size(), allMoves.get().size()), allMoves.get().size())) {
                rows.add(later.toCome());
            }
        }
        listed.set(List.copyOf(rows));
    }

    /** Event index at which to show turn {@code t} (0-based): its lift, so the turn is the current one. */
    public static int eventOf(MoveRow row) {
        return row.start() + 1;
    }

    // ---------------------------------------------------------------- properties

    /** "South: 24 seeds", counting the seeds in South's hand. */
    public ReadOnlyStringProperty southTextProperty() {
        return southText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty northTextProperty() {
        return northText.getReadOnlyProperty();
    }

    /** The turns begun up to the event shown, in order; the last one's seeds taken so far. */
    public ReadOnlyObjectProperty<List<MoveRow>> movesProperty() {
        return moves.getReadOnlyProperty();
    }

    /**
     * The rows of the list of turns: those begun up to the event shown ({@link #movesProperty()}),
     * then, while {@link #comingShownProperty()} holds, every later turn of the game, marked as to come.
     */
    public ReadOnlyObjectProperty<List<MoveRow>> listedProperty() {
        return listed.getReadOnlyProperty();
    }

    /**
     * Whether the list goes on with the turns still to come (the explorer, an analysis board); off,
     * as for a game being learnt, it stops at the turn shown.
     */
    public BooleanProperty comingShownProperty() {
        return comingShown;
    }

    /**
     * Every turn of the game with all it takes, never shown: the turns' columns are as wide as the
     * whole game needs, so that they keep their width while turns are added.
     */
    public ReadOnlyObjectProperty<List<MoveRow>> allMovesProperty() {
        return allMoves.getReadOnlyProperty();
    }

    /** How many turns the whole game has: the chart's turn axis runs that far. */
    public ReadOnlyIntegerProperty turnsInGameProperty() {
        return turnsInGame.getReadOnlyProperty();
    }

    /** All the seeds of the game: the most a side can hold, the chart's seed axis's top. */
    public ReadOnlyIntegerProperty seedsInGameProperty() {
        return seedsInGame.getReadOnlyProperty();
    }

    /** The turn (0-based) of the event shown; -1 at the start. */
    public ReadOnlyIntegerProperty currentTurnProperty() {
        return currentTurn.getReadOnlyProperty();
    }

    /** Where the event shown falls on the chart's turn axis: 2.5 is half way through the third turn. */
    public ReadOnlyDoubleProperty chartAtProperty() {
        return chartAt.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Curve> curveProperty() {
        return curve.getReadOnlyProperty();
    }

    /** South's seeds at the event shown, those in its hand included: where its line ends. */
    public ReadOnlyIntegerProperty southSeedsProperty() {
        return southSeeds.getReadOnlyProperty();
    }

    public ReadOnlyIntegerProperty northSeedsProperty() {
        return northSeeds.getReadOnlyProperty();
    }

    /** The events at which a turn starts, the first one left out. */
    public ReadOnlyObjectProperty<List<Integer>> turnMarksProperty() {
        return turnMarks.getReadOnlyProperty();
    }

    /** The events just after each capture. */
    public ReadOnlyObjectProperty<List<Integer>> captureMarksProperty() {
        return captureMarks.getReadOnlyProperty();
    }

    /** The panel's own words (its headings), in the language now chosen. */
    public ReadOnlyObjectProperty<Texts> textsProperty() {
        return texts.getReadOnlyProperty();
    }
}
