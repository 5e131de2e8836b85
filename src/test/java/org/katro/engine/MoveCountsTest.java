package org.katro.engine;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;

import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.katro.engine.Ruleset.FIANARANTSOA;
import static org.katro.engine.Ruleset.GOROBAKA;
import static org.katro.engine.Ruleset.GOROBAKA_NO_SINGLETONS;
import static org.katro.engine.Ruleset.KATRO4;
import static org.katro.engine.Ruleset.KATRO4_EMPTY;
import static org.katro.engine.Ruleset.MANCALA_WORLD;

/**
 * Regression guards: how many sequences of legal moves of each length the rules allow from each
 * ruleset's start, that is the legal moves summed over every position reached one move earlier (a
 * game that has ended adds none). A change to any rule that a game can reach changes some count. The
 * numbers were counted once by this engine and by {@link ReferenceRules}, which agreed; each ruleset
 * goes as deep as counts in about a second.
 */
class MoveCountsTest {

    static Stream<Arguments> pinned() {
        return Stream.of(
                Arguments.of(FIANARANTSOA, new long[] {36, 1180, 31572, 862468}),
                Arguments.of(MANCALA_WORLD, new long[] {12, 144, 1320, 12152, 103148, 869310}),
                Arguments.of(KATRO4, new long[] {12, 144, 1440, 13324, 127700, 1166576}),
                Arguments.of(KATRO4_EMPTY, new long[] {12, 144, 1440, 14034, 136454, 1310022}),
                Arguments.of(GOROBAKA, new long[] {16, 344, 8256, 160828, 3615016}),
                Arguments.of(GOROBAKA_NO_SINGLETONS, new long[] {16, 344, 6540, 96404, 1535248}));
    }

    @ParameterizedTest
    @MethodSource("pinned")
    void theMoveSequencesFromTheStartAreCountedAsPinned(Ruleset r, long[] pinned) {
        long[] counts = new long[pinned.length];
        count(Rules.of(r), r.start(), counts, 0);
        assertArrayEquals(pinned, counts, r.id());
    }

    /** The shallow counts again with the rules written a second time, so that the pins keep their source. */
    @ParameterizedTest
    @EnumSource(Ruleset.class)
    void theReferenceRulesCountTheSameShallowSequences(Ruleset r) {
        long[] pinned = pinned().filter(a -> a.get()[0] == r).map(a -> (long[]) a.get()[1]).findFirst().orElseThrow();
        long[] counts = new long[3];
        countByReference(new ReferenceRules(r), r.start(), counts, 0);
        assertArrayEquals(java.util.Arrays.copyOf(pinned, 3), counts, r.id());
    }

    private static void count(Rules rules, Position p, long[] counts, int depth) {
        List<Move> legal = rules.legalMoves(p);
        counts[depth] += legal.size();
        if (depth + 1 < counts.length) {
            for (Move m : legal) {
                count(rules, rules.play(p, m), counts, depth + 1);
            }
        }
    }

    private static void countByReference(ReferenceRules rules, Position p, long[] counts, int depth) {
        List<Move> legal = rules.legalMoves(p);
        counts[depth] += legal.size();
        if (depth + 1 < counts.length) {
            for (Move m : legal) {
                countByReference(rules, rules.play(p, m).after(), counts, depth + 1);
            }
        }
    }
}
