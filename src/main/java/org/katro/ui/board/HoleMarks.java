package org.katro.ui.board;

import org.katro.engine.Hole;

/**
 * What one hole shows at one step, worked out from the board's state alone, so that a test can
 * read the marks without drawing them. Every mark pairs colour with a line style or a symbol.
 *
 * @param seeds      the seeds in the hole
 * @param ahead      a seed in hand will still fall here during this lap
 * @param receiving  the current seed falls here
 * @param lifted     the hole was just lifted
 * @param taken      the opponent's hole taken by the capture
 * @param landing    the landing hole that captures
 * @param selectable the learner may start the next turn here
 * @param selected   chosen, waiting for a direction
 * @param frontRow   the hole lies in its owner's front row
 * @param badge      the symbol on the hole (✕ taken, ★ landing, ↑ lifted, ▼ receiving, the order of
 *                   the holes ahead, ● selected), or null
 */
public record HoleMarks(int seeds, boolean ahead, boolean receiving, boolean lifted, boolean taken, boolean landing,
        boolean selectable, boolean selected, boolean frontRow, String badge) {
    /** The badges' symbols (besides the order of the holes ahead): the legend explains each of them. */
    public static final String TAKEN = "\u2715";
    public static final String LANDING = "\u2605";
    public static final String LIFTED = "\u2191";
    public static final String RECEIVING = "\u25bc";
    public static final String SELECTED = "\u25cf";

    /** The marks of {@code hole} in {@code s}. */
    public static HoleMarks of(BoardState s, Hole hole) {
        boolean current = hole.equals(s.current());
        boolean taken = hole.equals(s.captureFrom());
        boolean landing = hole.equals(s.captureInto());
        boolean selected = hole.equals(s.selected());
        int order = s.ahead().indexOf(hole);
        String badge = taken ? TAKEN : landing ? LANDING : current ? (s.lifted() ? LIFTED : RECEIVING)
                : order >= 0 ? Integer.toString(order + 1) : selected ? SELECTED : null;
        return new HoleMarks(s.seeds(hole), order >= 0, current && !s.lifted(), current && s.lifted(), taken, landing,
                s.selectable().contains(hole), selected, s.frontRow(hole.owner()) == hole.depth(), badge);
    }
}
