package org.katro.practice;

import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules.Tally;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Makes practice questions on positions from random games. Everything comes from one random
 * source, so the same seed gives the same questions, on the command line as on the screen.
 */
public final class QuestionMaker {
    /** Positions come from random games of up to this many turns: openings and middle games alike. */
    static final int MAX_TURNS = 40;
    /** Random games tried for a move that fits before the closest one found is taken. */
    private static final int TRIES = 60;

    private final SplittableRandom random;

    public QuestionMaker(long seed) {
        random = new SplittableRandom(seed);
    }

    /** A question of a random kind, or of {@code kind} if given, on a board of {@code columns}. */
    public PracticeQuestion next(Ruleset ruleset, int columns, Kind kind, int maxHand) {
        Kind k = kind != null ? kind : Kind.values()[random.nextInt(Kind.values().length)];
        // without a choice most laps end without a capture: half the capture and count questions look for one
        Boolean wantCapture = k == Kind.LANDING ? null : random.nextBoolean();
        Rules rules = Rules.of(ruleset);
        Position start = ruleset.start(columns);
        PracticeQuestion closest = null;
        for (int t = 0; t < TRIES; t++) {
            Position p = rules.randomGame(start, random, new Tally(), random.nextInt(MAX_TURNS + 1));
            List<Move> moves = rules.legalMoves(p);
            int offset = moves.isEmpty() ? 0 : random.nextInt(moves.size());
            for (int i = 0; i < moves.size(); i++) {
                Move m = moves.get((offset + i) % moves.size());
                if (p.seeds(rules.geometry(p).hole(p.toMove(), m.hole())) > maxHand) {
                    continue;
                }
                PracticeQuestion q = new PracticeQuestion(k, ruleset, p, m, FirstLap.of(rules, p, m));
                if (wantCapture == null || q.lap().captures() == wantCapture) {
                    return q;
                }
                if (closest == null) {
                    closest = q;
                }
            }
        }
        if (closest != null) {
            return closest;
        }
        // no random game offered a small enough hand: the start position always has a legal move
        Move m = rules.legalMoves(start).get(0);
        return new PracticeQuestion(k, ruleset, start, m, FirstLap.of(rules, start, m));
    }

    /** A question for the practice screen: any ruleset, on the board and hand of {@code difficulty}. */
    public PracticeQuestion next(Difficulty difficulty) {
        return next(difficulty, null);
    }

    /** As {@link #next(Difficulty)}, under {@code pinned} when it is not null. */
    public PracticeQuestion next(Difficulty difficulty, Ruleset pinned) {
        return next(difficulty, pinned, null);
    }

    /** As {@link #next(Difficulty, Ruleset)}, of {@code kind} when it is not null (a missed kind asked again). */
    public PracticeQuestion next(Difficulty difficulty, Ruleset pinned, Kind kind) {
        Ruleset r = pinned != null ? pinned : Ruleset.values()[random.nextInt(Ruleset.values().length)];
        return next(r, difficulty.columns(r), kind, difficulty.maxHand());
    }
}
