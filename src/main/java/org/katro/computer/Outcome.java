package org.katro.computer;

import org.katro.engine.Event;
import org.katro.engine.Geometry.RowKind;
import org.katro.engine.Geometry;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Turn;

import java.util.ArrayList;
import java.util.List;

/**
 * What one move does, read from its recorded events: the reasons a hint gives for it.
 *
 * @param captured seeds taken from the opponent during the turn
 * @param relays   laps that ended in a relay
 * @param emptied  the opponent's rows that held seeds before the move and none after, inner first
 * @param wins     whether the move ends the game in the mover's favour
 * @param threat   the most seeds the opponent can take back with one reply (0 when the game is over)
 */
public record Outcome(Move move, Player mover, int captured, int relays, List<RowKind> emptied, boolean wins,
        int threat) {

    public Outcome {
        emptied = List.copyOf(emptied);
    }

    public static Outcome of(Rules rules, Position p, Move m) {
        Turn turn = rules.record(p, m);
        Player me = p.toMove();
        int captured = 0;
        int relays = 0;
        boolean wins = false;
        for (Event e : turn.events()) {
            if (e instanceof Event.Capture c) {
                captured += c.count();
            } else if (e instanceof Event.Sow s && s.endsLap() && s.outcome().relays()) {
                relays++;
            } else if (e instanceof Event.GameOver g) {
                wins = g.winner() == me;
            }
        }
        Geometry g = rules.geometry(p);
        List<RowKind> emptied = new ArrayList<>();
        for (int depth = g.depths() - 1; depth >= 0; depth--) {
            if (rowSeeds(p, g, me.opponent(), depth) > 0 && rowSeeds(turn.after(), g, me.opponent(), depth) == 0) {
                emptied.add(RowKind.of(depth, g.depths()));
            }
        }
        return new Outcome(m, me, captured, relays, emptied, wins, wins ? 0 : threat(rules, turn.after(), me));
    }

    private static int rowSeeds(Position p, Geometry g, Player owner, int depth) {
        int n = 0;
        for (int c = 0; c < g.columns(); c++) {
            n += p.seeds(g.indexOf(owner, depth, c));
        }
        return n;
    }

    /** The most of {@code me}'s seeds one reply from {@code p} can take. */
    private static int threat(Rules rules, Position p, Player me) {
        int worst = 0;
        for (Move reply : rules.legalMoves(p)) {
            worst = Math.max(worst, p.total(me) - rules.play(p, reply).total(me));
        }
        return worst;
    }
}
