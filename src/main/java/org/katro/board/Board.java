package org.katro.board;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The board at one event, as every view of a game shows it: the app's board, the pictures, the web
 * page and the printed sheets all draw this one value, so a mark shown or hidden in one is shown or
 * hidden in all. It also holds the one rule for what a waiting question hides ({@link #question}).
 *
 * @param counts      seeds per board index
 * @param hand        seeds in the mover's hand
 * @param mover       whose hand it is (between turns, the side about to move)
 * @param ahead       during a lap, the holes the seeds in hand will fall into, in order
 * @param current     the hole the event acted on (lifted from or sown into); null at the start
 * @param lifted      whether {@code current} was lifted from
 * @param captureFrom the opponent's hole taken (on the capturing seed and on the capture)
 * @param captureInto the landing hole that captures
 * @param frontRows   per player (ordinal), the depth of their front row; -1 for an empty side or a hidden one
 * @param highlighted holes a lesson points out
 * @param selectable  holes the learner may tap to start the next turn
 * @param selected    the hole chosen (by the learner, or by a question about its move); null if none
 * @param directions  the ways {@code selected} may be sown, each drawn as an arrow on it
 * @param event       the event that led here; null at the start and for a board at rest
 * @param index       the event index shown (0 at the start); one more than the last board's is a step forward
 * @param best        between turns, the solver's value of each legal move ("Best moves"); null when not shown
 */
public record Board(Geometry geometry, int[] counts, int hand, Player mover, List<Hole> ahead, Hole current,
        boolean lifted, Hole captureFrom, Hole captureInto, int[] frontRows, Set<Hole> highlighted,
        Set<Hole> selectable, Hole selected, Set<Direction> directions, Event event, int index, BestMoves best) {

    private static final int[] NO_FRONT_ROWS = {-1, -1};

    public Board {
        counts = counts.clone();
        frontRows = frontRows.clone();
        ahead = List.copyOf(ahead);
        highlighted = Set.copyOf(highlighted);
        selectable = Set.copyOf(selectable);
        directions = Set.copyOf(directions);
    }

    /** The board where {@code cursor} stands. */
    public static Board at(GameCursor cursor) {
        Event event = cursor.current().orElse(null);
        Hole current = null;
        boolean lifted = false;
        Hole from = null;
        Hole into = null;
        if (event instanceof Event.Pick p) {
            current = p.hole();
            lifted = true;
        } else if (event instanceof Event.Sow s) {
            current = s.hole();
            // the capturing seed already shows what it will take: the capture is the next event
            if (s.endsLap() && s.outcome().captures() && cursor.index() < cursor.size()
                    && cursor.events().get(cursor.index()) instanceof Event.Capture c) {
                from = c.from();
                into = c.into();
            }
        } else if (event instanceof Event.Capture c) {
            current = c.into();
            from = c.from();
            into = c.into();
        }
        // between turns the hand shown is the next mover's, so it sits on the side about to play
        Player mover = event == null || event instanceof Event.TurnEnd || event instanceof Event.GameOver
                ? cursor.toMove() : event.player();
        int[] counts = new int[cursor.geometry().size()];
        for (int i = 0; i < counts.length; i++) {
            counts[i] = cursor.seeds(i);
        }
        return new Board(cursor.geometry(), counts, cursor.inHand(), mover, cursor.holesAhead(), current, lifted, from,
                into, cursor.rules().frontRows(cursor.position()), Set.of(), Set.of(), null, Set.of(), event,
                cursor.index(), null);
    }

    /** {@code p} at rest under {@code rules}: no lap under way, nothing marked but the front rows. */
    public static Board still(Rules rules, Position p) {
        return new Board(rules.geometry(p), p.counts(), 0, p.toMove(), List.of(), null, false, null, null,
                rules.frontRows(p), Set.of(), Set.of(), null, Set.of(), null, 0, null);
    }

    /**
     * {@code p} with the seeds of {@code move}'s hole lifted into the mover's hand and the move's
     * direction on that hole, nothing of their path shown: the board a question about a move asks on.
     */
    public static Board lifting(Rules rules, Position p, Move move) {
        Geometry geometry = rules.geometry(p);
        Hole hole = geometry.hole(p.toMove(), move.hole());
        int[] counts = p.counts();
        int hand = counts[hole.index()];
        counts[hole.index()] = 0;
        return new Board(geometry, counts, hand, p.toMove(), List.of(), hole, true, null, null, rules.frontRows(p),
                Set.of(), Set.of(), hole, Set.of(move.direction()), null, 0, null);
    }

    /**
     * This board while a question waits, giving nothing of its answer away: the seeds, the hand and
     * the hole played (with the way it is sown) stay; the path ahead, the capture marks, the holes
     * to choose and the best moves' values go, and so do the front rows when the question asks for
     * one. {@code played} is null for a question about the board before a turn.
     */
    public Board question(Hole played, Direction way, boolean hideFrontRows) {
        return new Board(geometry, counts, hand, mover, List.of(), current, lifted, null, null,
                hideFrontRows ? NO_FRONT_ROWS : frontRows, highlighted, Set.of(), played,
                played == null ? Set.of() : Set.of(way), event, index, null);
    }

    /** The same board without its front rows marked: a question about one waits ahead. */
    public Board withoutFrontRows() {
        return new Board(geometry, counts, hand, mover, ahead, current, lifted, captureFrom, captureInto, NO_FRONT_ROWS,
                highlighted, selectable, selected, directions, event, index, best);
    }

    /** The same board without the capture marked: a lesson told in captions alone marks it with its caption. */
    public Board withoutCapture() {
        return new Board(geometry, counts, hand, mover, ahead, current, lifted, null, null, frontRows,
                highlighted, selectable, selected, directions, event, index, best);
    }

    /** The same board with {@code holes} pointed out. */
    public Board highlighting(Set<Hole> holes) {
        return new Board(geometry, counts, hand, mover, ahead, current, lifted, captureFrom, captureInto, frontRows,
                holes, selectable, selected, directions, event, index, best);
    }

    /** The same board with the holes that may start a turn, the one chosen and its ways. */
    public Board choosing(Set<Hole> starts, Hole chosen, Set<Direction> ways) {
        return new Board(geometry, counts, hand, mover, ahead, current, lifted, captureFrom, captureInto, frontRows,
                highlighted, starts, chosen, ways, event, index, best);
    }

    /** The same board with the solver's values of the moves ({@code null}: none shown). */
    public Board valuing(BestMoves values) {
        return new Board(geometry, counts, hand, mover, ahead, current, lifted, captureFrom, captureInto, frontRows,
                highlighted, selectable, selected, directions, event, index, values);
    }

    @Override
    public int[] counts() {
        return counts.clone();
    }

    @Override
    public int[] frontRows() {
        return frontRows.clone();
    }

    /** Boards are equal when they show the same: the arrays are compared by their seeds. */
    @Override
    public boolean equals(Object o) {
        return o instanceof Board b && Arrays.equals(counts, b.counts) && hand == b.hand && mover == b.mover
                && ahead.equals(b.ahead) && Objects.equals(current, b.current) && lifted == b.lifted
                && Objects.equals(captureFrom, b.captureFrom) && Objects.equals(captureInto, b.captureInto)
                && Arrays.equals(frontRows, b.frontRows) && highlighted.equals(b.highlighted)
                && selectable.equals(b.selectable) && Objects.equals(selected, b.selected)
                && directions.equals(b.directions) && Objects.equals(event, b.event) && index == b.index
                && geometry.equals(b.geometry) && Objects.equals(best, b.best);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(counts), hand, mover, ahead, current, index);
    }

    @Override
    public String toString() {
        return "Board[index=" + index + ", counts=" + Arrays.toString(counts) + ", hand=" + hand + ", ahead=" + ahead
                + ", current=" + current + ", capture=" + captureFrom + "->" + captureInto + ", frontRows="
                + Arrays.toString(frontRows) + ", highlighted=" + highlighted + ", selected=" + selected + "]";
    }

    public int seeds(Hole hole) {
        return counts[hole.index()];
    }

    public int frontRow(Player player) {
        return frontRows[player.ordinal()];
    }

    /** What {@code hole} shows. */
    public HoleMarks marks(Hole hole) {
        return HoleMarks.of(this, hole);
    }

    /** Whether this board is the one after {@code before}, one event on in the same game: it may be animated. */
    public boolean follows(Board before) {
        return before != null && event != null && index == before.index + 1 && geometry.equals(before.geometry);
    }
}
