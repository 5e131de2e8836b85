package org.katro.computer;

import org.junit.jupiter.api.Test;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.solver.Budget;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ThrownWinTest {
    private static final Budget TIME = Budget.time(Duration.ofSeconds(20));

    /** Whether the side to move on {@code p} can win within {@code turns} turns: a plain minimax, the solver's own check aside. */
    private static boolean wins(Rules rules, Position p, int turns) {
        if (turns <= 0) {
            return false;
        }
        for (Move m : rules.legalMoves(p)) {
            if (loses(rules, rules.play(p, m), turns - 1)) {
                return true;
            }
        }
        return false;
    }

    private static boolean loses(Rules rules, Position p, int turns) {
        List<Move> moves = rules.legalMoves(p);
        if (moves.isEmpty()) {
            return true;
        }
        for (Move m : moves) {
            if (!wins(rules, rules.play(p, m), turns - 1)) {
                return false;
            }
        }
        return true;
    }

    @Test
    void aMoveThatThrowsAWinAwayIsToldWithTheRefutationTheSolverProved() throws Exception {
        Rules rules = Rules.of(Ruleset.GOROBAKA);
        Position before = Notation.parsePosition("1,1/2,4/4,2/1,1 S 2", Ruleset.GOROBAKA);
        Move thrown = Notation.parseMove("3+", Player.SOUTH);
        assertTrue(wins(rules, before, 3), "South could win in 3");
        ThrownWin w = ThrownWin.of(Ruleset.GOROBAKA, before, thrown, TIME, () -> false).orElseThrow();
        assertEquals(Player.SOUTH, w.mover());
        assertEquals(thrown, w.move());
        assertEquals(3, w.winBefore());
        assertFalse(w.draws());
        // replayed: North's moves and South's longest defence, each legal, and South is out of moves at the end
        Position p = rules.play(before, thrown);
        assertFalse(wins(rules, p, 1), "North cannot win at once");
        assertTrue(wins(rules, p, 3), "North wins in 3 whatever South does");
        assertEquals(3, w.refutation().size(), w.refutation().toString());
        for (int i = 0; i < w.refutation().size(); i++) {
            Move m = w.refutation().get(i);
            assertTrue(rules.legalMoves(p).contains(m), m + " is legal in " + p);
            p = rules.play(p, m);
            // after each of North's moves South is lost within what is left; after South's, North still wins
            int left = w.refutation().size() - i - 1;
            assertTrue(i % 2 == 0 ? loses(rules, p, left) : wins(rules, p, left), "after " + m);
        }
        assertEquals(Optional.of(Player.NORTH), rules.winner(p));
    }

    @Test
    void aMoveThatKeepsTheWinOrAPositionNotWonIsNothingToTell() throws Exception {
        Position before = Notation.parsePosition("1,1/2,4/4,2/1,1 S 2", Ruleset.GOROBAKA);
        assertEquals(Optional.empty(), ThrownWin.of(Ruleset.GOROBAKA, before,
                Notation.parseMove("1-", Player.SOUTH), TIME, () -> false), "1- still wins in 3");
        Position lost = Notation.parsePosition("1,1/10,2/1,1/0,0 S 4", Ruleset.KATRO4);
        assertEquals(Optional.empty(), ThrownWin.of(Ruleset.KATRO4, lost,
                Notation.parseMove("3-", Player.SOUTH), TIME, () -> false), "nothing to throw away in a lost position");
        assertEquals(Optional.empty(), ThrownWin.of(Ruleset.GOROBAKA, before, Notation.parseMove("3+", Player.SOUTH),
                TIME, () -> true), "cancelled: nothing said");
    }
}
