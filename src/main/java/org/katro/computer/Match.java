package org.katro.computer;

import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;

import java.util.Optional;
import java.util.random.RandomGenerator;

/** Plays one game between two computers, for tournaments. */
public final class Match {
    private Match() {
    }

    /**
     * The position after {@code plies} uniformly random legal moves from {@code start} (fewer if the
     * game ends first): tournaments start from varied openings, since in some rulesets the first
     * move nearly decides the game.
     */
    public static Position opening(Rules rules, Position start, int plies, RandomGenerator random) {
        Position p = start;
        for (int i = 0; i < plies; i++) {
            Optional<Move> m = rules.randomMove(p, random);
            if (m.isEmpty() || rules.winner(rules.play(p, m.get())).isPresent()) {
                break;
            }
            p = rules.play(p, m.get());
        }
        return p;
    }

    /**
     * Plays from {@code start} until the side to move has no legal move or {@code maxTurns} turns
     * have passed. Returns the winner, or empty for a game cut short.
     */
    public static Optional<Player> play(Rules rules, Position start, Computer south, Computer north, int maxTurns) {
        Position p = start;
        for (int turn = 0; turn < maxTurns; turn++) {
            Computer mover = p.toMove() == Player.SOUTH ? south : north;
            Optional<Move> m = mover.choose(p, () -> false);
            if (m.isEmpty()) {
                return Optional.of(p.toMove().opponent());
            }
            p = rules.play(p, m.get());
        }
        return rules.winner(p);
    }
}
