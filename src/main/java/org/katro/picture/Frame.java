package org.katro.picture;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;

import java.util.List;
import java.util.Set;

/**
 * The board at one event, as a picture shows it: seeds per hole, the hand, the holes still to be
 * sown, the hole acted on, a capture's two holes, both front rows, and any holes pointed out.
 *
 * @param counts      seeds per board index
 * @param hand        seeds in the mover's hand
 * @param mover       whose hand it is (between turns, the side about to move)
 * @param ahead       during a lap, the holes the seeds in hand will fall into, in order
 * @param current     the hole the event acted on (lifted from or sown into); null at the start
 * @param lifted      whether {@code current} was lifted from
 * @param captureFrom the opponent's hole taken (on the capturing seed and on the capture)
 * @param captureInto the landing hole that captures
 * @param frontRows   per player (ordinal), the depth of their front row; -1 for an empty side
 * @param highlighted holes a lesson points out
 * @param move        a move to mark on its hole with its direction (a practice question), or null
 */
public record Frame(Geometry geometry, int[] counts, int hand, Player mover, List<Hole> ahead, Hole current,
        boolean lifted, Hole captureFrom, Hole captureInto, int[] frontRows, Set<Hole> highlighted, Move move) {

    public Frame {
        counts = counts.clone();
        frontRows = frontRows.clone();
        ahead = List.copyOf(ahead);
        highlighted = Set.copyOf(highlighted);
    }

    /** The board where {@code cursor} stands, as the explorer shows it. */
    public static Frame at(GameCursor cursor) {
        Event event = cursor.current().orElse(null);
        Position position = cursor.position();
        Rules rules = cursor.rules();
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
        return new Frame(cursor.geometry(), counts, cursor.inHand(), mover, cursor.holesAhead(), current, lifted, from,
                into, rules.frontRows(position), Set.of(), null);
    }

    /**
     * {@code p} with {@code move} marked on the hole it lifts and that hole's seeds in the mover's hand,
     * as the question about it says, nothing of their path shown.
     */
    public static Frame still(Rules rules, Position p, Move move) {
        Geometry geometry = rules.geometry(p);
        Hole lifted = geometry.hole(p.toMove(), move.hole());
        int[] counts = p.counts();
        int hand = counts[lifted.index()];
        counts[lifted.index()] = 0;
        return new Frame(geometry, counts, hand, p.toMove(), List.of(), lifted, true, null, null,
                rules.frontRows(p), Set.of(), move);
    }

    /**
     * The same board as a waiting question shows it, giving nothing of its answer away: no path
     * ahead and no capture marks; with {@code hideFrontRows} (a question about them), no front rows.
     */
    public Frame question(boolean hideFrontRows) {
        return new Frame(geometry, counts, hand, mover, List.of(), current, lifted, null, null,
                hideFrontRows ? new int[] {-1, -1} : frontRows, highlighted, move);
    }

    /** The same board with {@code holes} pointed out. */
    public Frame highlighting(Set<Hole> holes) {
        return new Frame(geometry, counts, hand, mover, ahead, current, lifted, captureFrom, captureInto, frontRows,
                holes, move);
    }

    @Override
    public int[] counts() {
        return counts.clone();
    }

    @Override
    public int[] frontRows() {
        return frontRows.clone();
    }

    public int seeds(Hole hole) {
        return counts[hole.index()];
    }

    public int frontRow(Player player) {
        return frontRows[player.ordinal()];
    }

    /** The hole {@link #move} lifts, or null. */
    public Hole moveHole() {
        return move == null ? null : geometry.hole(mover, move.hole());
    }

    /** The symbol on {@code hole}, as the board shows it: ✕ taken, ★ landing, ↑ lifted, ▼ receiving, the order ahead. */
    public String badge(Hole hole) {
        int order = ahead.indexOf(hole);
        if (hole.equals(captureFrom)) {
            return "\u2715";
        }
        if (hole.equals(captureInto)) {
            return "\u2605";
        }
        if (hole.equals(current)) {
            return lifted ? "\u2191" : "\u25bc";
        }
        if (order >= 0) {
            return Integer.toString(order + 1);
        }
        if (hole.equals(moveHole())) {
            return move.direction() == Direction.PLUS ? "+" : "\u2212";
        }
        return null;
    }
}
