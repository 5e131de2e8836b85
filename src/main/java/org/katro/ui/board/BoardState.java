package org.katro.ui.board;

import org.katro.engine.Event;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;

import java.util.List;
import java.util.Set;

/**
 * Everything the board shows at one step, as one immutable value: the view draws it and the tests
 * read it, so neither has to ask the cursor.
 *
 * @param counts      seeds per board index
 * @param hand        seeds in the mover's hand
 * @param mover       whose hand it is (the side to move between turns)
 * @param ahead       during a lap, the holes the seeds in hand will fall into, in order
 * @param current     the hole the current event acts on (lifted from or sown into); null at the start
 * @param lifted      whether {@code current} was lifted from (rather than sown into)
 * @param captureFrom the opponent's hole taken at this step (on the capturing seed and the capture)
 * @param captureInto the landing hole that captures
 * @param frontRows   per player (ordinal), the depth of their front row; -1 for an empty side
 * @param selectable  holes the learner may click to start the next turn
 * @param selected    the hole clicked, waiting for a direction; null if none
 * @param forwardStep whether this state came from one step forward (the board may animate it)
 * @param event       the event that led here; null at the start
 */
public record BoardState(Geometry geometry, int[] counts, int hand, Player mover, List<Hole> ahead, Hole current,
        boolean lifted, Hole captureFrom, Hole captureInto, int[] frontRows, Set<Hole> selectable, Hole selected,
        boolean forwardStep, Event event) {

    public BoardState {
        counts = counts.clone();
        frontRows = frontRows.clone();
        ahead = List.copyOf(ahead);
        selectable = Set.copyOf(selectable);
    }

    /** {@code p} at rest under {@code rules}: no lap under way, nothing marked but the front rows. */
    public static BoardState still(Geometry geometry, Rules rules, Position p) {
        return new BoardState(geometry, p.counts(), 0, p.toMove(), List.of(), null, false, null, null,
                rules.frontRows(p), Set.of(),
                null, false, null);
    }

    @Override
    public int[] counts() {
        return counts.clone();
    }

    @Override
    public int[] frontRows() {
        return frontRows.clone();
    }

    /**
     * This board while a question about the lap ahead waits: the seeds, the hand and the hole played
     * (drawn as chosen, so its direction's arrow can sit on it) stay; the path ahead, the landing and
     * the capture marks go, and so do the front rows when the question asks for one.
     */
    public BoardState question(Hole played, boolean hideFrontRows) {
        return new BoardState(geometry, counts, hand, mover, List.of(), current, lifted, null, null,
                hideFrontRows ? new int[] {-1, -1} : frontRows, Set.of(), played, false, event);
    }

    public int seeds(Hole hole) {
        return counts[hole.index()];
    }

    public int frontRow(Player player) {
        return frontRows[player.ordinal()];
    }
}
