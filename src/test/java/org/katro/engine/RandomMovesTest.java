package org.katro.engine;

import org.junit.jupiter.api.Test;
import org.katro.engine.Rules.Tally;
import org.katro.notation.Notation;

import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** Random moves, as tournaments' openings and the benchmark play them, are uniform among the legal ones. */
class RandomMovesTest {
    private static final Rules RULES = Rules.of(Ruleset.KATRO4_EMPTY);

    private static Position position() throws Exception {
        return Notation.parsePosition(Uniformity.POSITION, Ruleset.KATRO4_EMPTY);
    }

    @Test
    void theFixtureHasEndlessCandidates() throws Exception {
        Position p = position();
        assertEquals(10, RULES.candidateMoves(p).size());
        assertEquals(8, RULES.legalMoves(p).size());
        assertEquals(8, RULES.legalMoves(p).stream().map(m -> RULES.play(p, m)).distinct().count());
    }

    @Test
    void aRandomMoveIsUniformAmongTheLegalOnes() throws Exception {
        Position p = position();
        SplittableRandom random = new SplittableRandom(20);
        Uniformity.assertUniform(RULES.legalMoves(p), () -> RULES.randomMove(p, random).orElseThrow());
    }

    /** The benchmark's and random games' own choice, which skips endless moves without listing the moves. */
    @Test
    void aRandomGamesTurnIsUniformAmongTheLegalMoves() throws Exception {
        Position p = position();
        List<Move> legal = RULES.legalMoves(p);
        List<Position> after = legal.stream().map(m -> RULES.play(p, m)).toList();
        SplittableRandom random = new SplittableRandom(21);
        Uniformity.assertUniform(legal, () -> {
            Tally tally = new Tally();
            Position end = RULES.randomGame(p, random, tally, 1);
            assertEquals(1, tally.turns());
            return legal.get(after.indexOf(end));
        });
    }
}
