package org.katro.board;

import org.katro.engine.Direction;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;

import java.util.Optional;

/**
 * The serpent as every renderer draws it: from each hole straight to the next, and from a player's
 * last hole back to hole 1 out past the board's side and along the player's outer edge, so that it
 * crosses no hole. A move's arrow leaves its hole the way the serpent does.
 */
public final class Serpent {
    private Serpent() {
    }

    /** Whether {@code p}'s way back to hole 1 runs past the board's right side (else its left). */
    public static boolean closesRight(Geometry g, Player p) {
        return g.hole(p, g.holesPerPlayer()).column() + 0.5 > g.columns() / 2.0;
    }

    /**
     * The way the serpent leaves {@code from} sown {@code d} when that is the way back between the
     * last hole and hole 1: one step across the board (columns, +1 to the right) from the last hole,
     * or along it (rows, +1 downwards) from hole 1, towards the player's outer edge. Empty when the
     * next hole is reached straight, where an arrow points at its centre: pointing at the far end of
     * the way back, the two arrows on a player's hole 1 pointed nearly the same way.
     */
    public static Optional<int[]> closingWay(Geometry g, Hole from, Direction d) {
        int n = g.holesPerPlayer();
        Player p = from.owner();
        if (g.hole(p, n).column() == g.hole(p, 1).column()) {
            return Optional.empty();
        }
        if (from.number() == n && d == Direction.PLUS) {
            return Optional.of(new int[] {closesRight(g, p) ? 1 : -1, 0});
        }
        if (from.number() == 1 && d == Direction.MINUS) {
            return Optional.of(new int[] {0, p == Player.SOUTH ? 1 : -1});
        }
        return Optional.empty();
    }
}
