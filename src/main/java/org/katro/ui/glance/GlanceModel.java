package org.katro.ui.glance;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
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
 * stand (seed by seed), the turns played with what each took, each side's seeds after every turn,
 * and where the turns and captures fall among the events (the scrubber's marks). Its owner calls
 * {@link #update} whenever its cursor moves or the game grows; the lists are built again only when
 * the game or the language changes.
 */
public final class GlanceModel {
    static final String BUNDLE = "org.katro.ui.glance.Glance";

    /**
     * One played turn: its number (from 1), who played it, the move in words, the seeds it took and
     * the event at which it starts.
     */
    public record MoveRow(int number, String side, String move, int captured, int start) {
    }

    /** Each side's seeds before the first turn and after every turn: the chart's lines. */
    public record Curve(List<Integer> south, List<Integer> north) {
    }

    private final ReadOnlyStringWrapper southText = new ReadOnlyStringWrapper(this, "southText", "");
    private final ReadOnlyStringWrapper northText = new ReadOnlyStringWrapper(this, "northText", "");
    private final ReadOnlyObjectWrapper<List<MoveRow>> moves = new ReadOnlyObjectWrapper<>(this, "moves", List.of());
    private final ReadOnlyIntegerWrapper currentTurn = new ReadOnlyIntegerWrapper(this, "currentTurn", -1);
    private final ReadOnlyDoubleWrapper chartAt = new ReadOnlyDoubleWrapper(this, "chartAt");
    private final ReadOnlyObjectWrapper<Curve> curve = new ReadOnlyObjectWrapper<>(this, "curve",
            new Curve(List.of(), List.of()));
    private final ReadOnlyObjectWrapper<List<Integer>> turnMarks = new ReadOnlyObjectWrapper<>(this, "turnMarks",
            List.of());
    private final ReadOnlyObjectWrapper<List<Integer>> captureMarks = new ReadOnlyObjectWrapper<>(this,
            "captureMarks", List.of());

    private final ReadOnlyObjectWrapper<Texts> texts = new ReadOnlyObjectWrapper<>(this, "texts");
    private Narrator narrator;
    /** what the lists were last built from: the game's size in events and the language */
    private int builtFor = -1;

    public GlanceModel(Language language) {
        language(language);
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
        currentTurn.set(turn);
        List<Integer> starts = cursor.turnStarts();
        if (turn < 0) {
            chartAt.set(0);
        } else {
            int from = starts.get(turn);
            int to = starts.get(turn + 1);
            chartAt.set(turn + (double) (k - from) / Math.max(1, to - from));
        }
    }

    private void build(GameCursor cursor) {
        List<Turn> turns = cursor.turns();
        List<Integer> starts = cursor.turnStarts();
        List<MoveRow> rows = new ArrayList<>(turns.size());
        List<Integer> southCurve = new ArrayList<>(turns.size() + 1);
        List<Integer> northCurve = new ArrayList<>(turns.size() + 1);
        southCurve.add(cursor.start().total(Player.SOUTH));
        northCurve.add(cursor.start().total(Player.NORTH));
        List<Integer> captures = new ArrayList<>();
        List<Event> events = cursor.events();
        for (int t = 0; t < turns.size(); t++) {
            Turn turn = turns.get(t);
            Player mover = turn.before().toMove();
            int taken = 0;
            for (int i = starts.get(t); i < starts.get(t + 1); i++) {
                if (events.get(i) instanceof Event.Capture c) {
                    taken += c.count();
                    // the mark sits where the capture has happened: after its event
                    captures.add(i + 1);
                }
            }
            rows.add(new MoveRow(t + 1, narrator.player(mover), Narrator.moveShort(cursor.geometry(), mover, turn.move()),
                    taken, starts.get(t)));
            southCurve.add(turn.after().total(Player.SOUTH));
            northCurve.add(turn.after().total(Player.NORTH));
        }
        moves.set(List.copyOf(rows));
        curve.set(new Curve(List.copyOf(southCurve), List.copyOf(northCurve)));
        turnMarks.set(List.copyOf(starts.subList(1, Math.max(1, starts.size() - 1))));
        captureMarks.set(List.copyOf(captures));
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

    /** Every turn of the game, in order. */
    public ReadOnlyObjectProperty<List<MoveRow>> movesProperty() {
        return moves.getReadOnlyProperty();
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
