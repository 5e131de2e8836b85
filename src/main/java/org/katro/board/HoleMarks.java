package org.katro.board;

import org.katro.engine.Direction;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.solver.Value;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * What one hole shows on a {@link Board}, worked out once for every view: the app's board, the
 * pictures and the printed sheets read these marks and badges, never the board's fields on their
 * own. Every mark pairs colour with a line style or a symbol.
 *
 * @param seeds       the seeds in the hole
 * @param ahead       a seed in hand will still fall here during this lap
 * @param receiving   the current seed falls here
 * @param lifted      the hole was just lifted
 * @param taken       the opponent's hole taken by the capture
 * @param landing     the landing hole that captures
 * @param selectable  the learner may start the next turn here
 * @param selected    chosen, waiting for a direction (or the hole a question's move lifts)
 * @param frontRow    the hole lies in its owner's front row
 * @param highlighted a lesson points the hole out
 * @param badge       the symbol on the hole (✕ taken, ★ landing, ↑ lifted, ▼ receiving, the order of
 *                    the holes ahead, ● selected), or null
 * @param values      the solver's value of each move from this hole, by its direction ("Best moves"); empty
 *                    when none is shown
 */
public record HoleMarks(int seeds, boolean ahead, boolean receiving, boolean lifted, boolean taken, boolean landing,
        boolean selectable, boolean selected, boolean frontRow, boolean highlighted, String badge,
        Map<Direction, Value> values) {
    public HoleMarks {
        values = Map.copyOf(values);
    }

    /** The badges' symbols (besides the order of the holes ahead): the board's key explains each of them. */
    public static final String TAKEN = "\u2715";
    public static final String LANDING = "\u2605";
    public static final String LIFTED = "\u2191";
    public static final String RECEIVING = "\u25bc";
    public static final String SELECTED = "\u25cf";

    /** The names of the marks this hole shows, in the order of the fields, as a page's {@code data-marks} lists them. */
    public List<String> names() {
        List<String> out = new ArrayList<>();
        boolean[] on = {ahead, receiving, lifted, taken, landing, selectable, selected, frontRow, highlighted};
        String[] names = {"ahead", "receiving", "lifted", "taken", "landing", "selectable", "selected", "front-row",
                "highlighted"};
        for (int i = 0; i < on.length; i++) {
            if (on[i]) {
                out.add(names[i]);
            }
        }
        return out;
    }

    /** The marks of {@code hole} on {@code b}. */
    public static HoleMarks of(Board b, Hole hole) {
        boolean current = hole.equals(b.current());
        boolean taken = hole.equals(b.captureFrom());
        boolean landing = hole.equals(b.captureInto());
        boolean selected = hole.equals(b.selected());
        int order = b.ahead().indexOf(hole);
        String badge = taken ? TAKEN : landing ? LANDING : current ? (b.lifted() ? LIFTED : RECEIVING)
                : order >= 0 ? Integer.toString(order + 1) : selected ? SELECTED : null;
        Map<Direction, Value> values = new EnumMap<>(Direction.class);
        if (b.best() != null && hole.owner() == b.mover()) {
            for (Direction d : Direction.values()) {
                Value v = b.best().moves().get(new Move(hole.number(), d));
                if (v != null) {
                    values.put(d, v);
                }
            }
        }
        return new HoleMarks(b.seeds(hole), order >= 0, current && !b.lifted(), current && b.lifted(), taken, landing,
                b.selectable().contains(hole), selected, b.frontRow(hole.owner()) == hole.depth(),
                b.highlighted().contains(hole), badge, values);
    }
}
