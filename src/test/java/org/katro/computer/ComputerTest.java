package org.katro.computer;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.engine.Uniformity;
import org.katro.notation.Notation;
import org.katro.solver.Budget;

import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ComputerTest {

    /** Positions where exactly one of several legal moves takes North's last seed at once. */
    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        "fianarantsoa;0,0,0,0/1,0,0,0/0,0,0,0/1,2,1,0/0,0,0,0/1,0,1,3 S 5",
        "mancala-world;0,0,0,0,0,0/0,0,0,0,0,1/0,0,0,0,0,0/0,0,3,0,3,2/3,2,0,2,1,3/1,0,0,2,1,0 S 5",
        "katro4;0,0,0,0/0,0,1,0/0,0,0,0/2,0,3,0 S 5",
        "katro4-empty;0,0,0,0/0,0,1,0/1,0,0,0/2,0,0,2 S 5",
        "gorobaka;0,1,0,0/0,0,0,0/0,3,0,0/2,2,0,0 S 5",
        "gorobaka-no-singletons;0,0,2,2/0,0,0,1/1,3,2,2/6,6,6,1 S 4",
    })
    void everyLevelAboveTheLowestTakesTheLastSeedWhenItCan(String id, String position) throws Exception {
        Ruleset ruleset = Ruleset.byId(id).orElseThrow();
        Rules rules = Rules.of(ruleset);
        Position p = Notation.parsePosition(position, ruleset);
        List<Move> legal = rules.legalMoves(p);
        List<Move> winning = legal.stream()
                .filter(m -> rules.winner(rules.play(p, m)).equals(Optional.of(Player.SOUTH))).toList();
        assertEquals(1, winning.size(), "the fixture has exactly one winning move");
        assertEquals(0, rules.play(p, winning.get(0)).total(Player.NORTH), "and it takes North's last seed");
        assertTrue(legal.size() > 1, "and other moves that do not win");
        for (Level level : List.of(Level.MEDIUM, Level.HARD, Level.PERFECT)) {
            for (long seed = 0; seed < 5; seed++) {
                Optional<Move> chosen = new Computer(rules, level, 200, seed).choose(p, () -> false);
                assertEquals(Optional.of(winning.get(0)), chosen, level + " with seed " + seed);
            }
        }
    }

    @Test
    void easyPlaysEachLegalMoveAsOftenAsAnother() throws Exception {
        Rules rules = Rules.of(Ruleset.KATRO4_EMPTY);
        Position p = Notation.parsePosition(Uniformity.POSITION, Ruleset.KATRO4_EMPTY);
        Computer easy = new Computer(rules, Level.EASY, 10, 22);
        Uniformity.assertUniform(rules.legalMoves(p), () -> easy.choose(p, () -> false).orElseThrow());
    }

    @Test
    void mediumTakesTheCaptureItSeesAtTheFirstLapNotTheHaulBehindTheRelays() throws Exception {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position p = Notation.parsePosition("3,3,8/2,5,1/1,1,2/0,0,0/0,0,1/7,0,2 S 6", Ruleset.FIANARANTSOA);
        Move seen = Notation.parseMove("4-", Player.SOUTH);
        Move hidden = Notation.parseMove("3-", Player.SOUTH);
        assertEquals(2, Outcome.of(rules, p, seen).captured(), "4- captures 2 seeds when its first lap ends");
        assertEquals(11, Outcome.of(rules, p, hidden).captured(), "3- relays first, then captures 11 in all");
        assertEquals(12, Outcome.of(rules, p, hidden).relays(), "the hint counts its relays, those facing nothing too");
        assertEquals(0, Outcome.of(rules, p, seen).relays(), "4- captures, then ends: no relay");
        for (long seed = 0; seed < 5; seed++) {
            assertEquals(Optional.of(seen), new Computer(rules, Level.MEDIUM, 10, seed).choose(p, () -> false));
        }
    }

    @Test
    void everyLevelAlwaysPlaysALegalMoveInRandomGames() {
        SplittableRandom random = new SplittableRandom(3);
        for (Ruleset ruleset : Ruleset.values()) {
            Rules rules = Rules.of(ruleset);
            for (Level level : Level.values()) {
                Computer computer = new Computer(rules, level, 5, 7);
                Position p = ruleset.start(4);
                for (int turn = 0; turn < 40 && rules.winner(p).isEmpty(); turn++) {
                    Optional<Move> m = turn % 2 == 0 ? computer.choose(p, () -> false) : rules.randomMove(p, random);
                    assertTrue(m.isPresent(), "a move while the game goes on");
                    assertTrue(rules.legalMoves(p).contains(m.get()), ruleset.id() + " " + level + ": " + m.get()
                            + " is legal in " + p);
                    p = rules.play(p, m.get());
                }
            }
        }
    }

    @Test
    void anOutcomeCountsTheSeedsTakenAndTheRowsEmptied() throws Exception {
        Rules rules = Rules.of(Ruleset.GOROBAKA);
        Position p = Notation.parsePosition("0,3,0,1/0,2,0,0/1,1,0,0/0,0,0,0 S 2", Ruleset.GOROBAKA);
        Outcome o = Outcome.of(rules, p, new Move(8, org.katro.engine.Direction.MINUS));
        assertEquals(5, o.captured(), "the whole file: 2 from the inner row, 3 from the outer");
        assertEquals(List.of(org.katro.engine.Geometry.RowKind.INNER), o.emptied());
        assertEquals(false, o.wins());
        assertEquals(0, o.threat(), "North's last seed cannot take anything back");
    }

    @Test
    void aTooLongMoveIsNeverChosen() throws Exception {
        // North's 1- would sow more than 100,000 seeds; its three other moves are ordinary
        Rules rules = Rules.of(Ruleset.KATRO4_EMPTY);
        Position p = Notation.parsePosition("43,254/0,0/281,179/240,0 N 3", Ruleset.KATRO4_EMPTY);
        List<Move> legal = rules.legalMoves(p);
        assertEquals(3, legal.size());
        assertFalse(legal.contains(Notation.parseMove("1-", Player.NORTH)));
        for (Level level : Level.values()) {
            for (long seed = 0; seed < 3; seed++) {
                Computer computer = new Computer(rules, level, 200, seed);
                Optional<Move> m = assertTimeoutPreemptively(Duration.ofSeconds(30),
                        () -> computer.choose(p, () -> false), level + " answers");
                assertTrue(legal.contains(m.orElseThrow()), level + " with seed " + seed + " chose " + m);
            }
        }
        Position stuck = Notation.parsePosition("999,998/997,997/999,997/997,0 N 2", Ruleset.KATRO4_EMPTY);
        for (Level level : Level.values()) {
            assertEquals(Optional.empty(), assertTimeoutPreemptively(Duration.ofSeconds(30),
                    () -> new Computer(rules, level, 200, 1).choose(stuck, () -> false)),
                    level + ": every move of North is too long, so it has none");
        }
    }

    @Test
    void noMoveWhenTheGameIsOver() throws Exception {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position over = Notation.parsePosition("0,0/0,0/0,0/4,11/3,1/5,0 N 3", Ruleset.FIANARANTSOA);
        for (Level level : Level.values()) {
            assertEquals(Optional.empty(), new Computer(rules, level, 50, 1).choose(over, () -> false));
        }
    }

    @Test
    void aCancelledSearchGivesNoMove() {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Optional<Move> m = new Computer(rules, Level.HARD, 60_000, 1).choose(Ruleset.FIANARANTSOA.start(), () -> true);
        assertEquals(Optional.empty(), m);
    }

    @Test
    void theSearchStopsWhenCancelledMidway() {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        long[] calls = {0};
        // cancelled after a while: a budget of a minute must not be used up
        Optional<Move> m = new Computer(rules, Level.HARD, 60_000, 1).choose(Ruleset.FIANARANTSOA.start(),
                () -> ++calls[0] > 50);
        assertEquals(Optional.empty(), m);
        assertTrue(calls[0] > 1, "the search polled the cancel flag while it ran");
    }

    /**
     * The hard level's budget is work: a clock running 10 ms a reading (a computer far busier than
     * this one) leaves it the same move, as deep, as the system's clock, for a fixed seed, as long as
     * the outer limit is not reached; a search stopping on the clock would look less deep there.
     */
    @Test
    void hardPlaysTheSameMoveWhateverTheClockSaysWithinTheOuterLimit() {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Budget budget = Budget.of(200_000, Duration.ofSeconds(10));
        for (int i = 0; i < 3; i++) {
            Position p = Match.opening(rules, Ruleset.FIANARANTSOA.start(6), 4 + 2 * i, new SplittableRandom(i));
            Computer normal = new Computer(rules, Level.HARD, budget, i, 64);
            long[] readings = {0};
            Computer busy = new Computer(rules, Level.HARD, budget.clock(() -> ++readings[0] * 10_000_000L), i, 64);
            Optional<Move> expected = normal.choose(p, () -> false);
            assertEquals(expected, busy.choose(p, () -> false), "position " + i);
            assertEquals(normal.depthReached(), busy.depthReached(), "position " + i);
            assertEquals(normal.positionsSearched(), busy.positionsSearched(), "position " + i);
            assertTrue(normal.depthReached() >= 4, "the work reaches 4 turns deep, not " + normal.depthReached());
        }
    }

    /** The outer limit still holds: a clock past it at every reading leaves a legal move, found at once. */
    @Test
    void theOuterLimitStopsTheHardLevelOnAClockPastIt() {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position start = Ruleset.FIANARANTSOA.start(6);
        long[] readings = {0};
        Computer late = new Computer(rules, Level.HARD,
                Budget.of(Computer.HARD_WORK, Duration.ofSeconds(1)).clock(() -> ++readings[0] * 3_600_000_000_000L), 1, 64);
        Move m = late.choose(start, () -> false).orElseThrow();
        assertTrue(rules.legalMoves(start).contains(m));
        // the clock is read every 256 positions; the search then unwinds
        assertTrue(late.positionsSearched() < 1_000, "stopped at its first look at the clock: " + late.positionsSearched());
    }

    @Test
    void aMatchEndsWithTheWinnerTheRulesName() {
        for (Ruleset ruleset : Ruleset.values()) {
            Rules rules = Rules.of(ruleset);
            Position start = ruleset.start(2);
            for (long seed = 1; seed <= 3; seed++) {
                Optional<Player> w = Match.play(rules, start, new Computer(rules, Level.MEDIUM, 10, seed),
                        new Computer(rules, Level.EASY, 10, seed + 1), 2_000);
                // the same game again, move by move with the same seeds, to reach its last position
                Computer south = new Computer(rules, Level.MEDIUM, 10, seed);
                Computer north = new Computer(rules, Level.EASY, 10, seed + 1);
                Position p = start;
                for (int turn = 0; turn < 2_000 && rules.winner(p).isEmpty(); turn++) {
                    p = rules.play(p, (p.toMove() == Player.SOUTH ? south : north).choose(p, () -> false).orElseThrow());
                }
                assertTrue(rules.winner(p).isPresent(), ruleset.id() + " seed " + seed + ": the game ends");
                assertEquals(rules.winner(p), w, ruleset.id() + " seed " + seed + " ends at " + p);
            }
        }
    }

    @Test
    void aMatchCutShortHasNoWinner() {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position start = Ruleset.FIANARANTSOA.start();
        assertEquals(Optional.empty(), Match.play(rules, start, new Computer(rules, Level.EASY, 10, 1),
                new Computer(rules, Level.EASY, 10, 2), 3), "three turns do not end a 6 x 6 game");
    }

    // ---------------------------------------------------------------- the perfect level

    /** The position's proved value, after checking that the fixture holds moves of other values too. */
    private static org.katro.solver.Analysis proved(Ruleset r, Position p) {
        org.katro.solver.Analysis a = new org.katro.solver.Solver(r, 64L << 20).solve(p, Duration.ofSeconds(20), () -> false);
        assertTrue(a.moves().stream().allMatch(m -> m.value().settled()), "every move proved: " + a.moves());
        return a;
    }

    @Test
    void perfectPlaysTheQuickestOfTheProvedWins() throws Exception {
        Position p = Notation.parsePosition("2,0/2,2/1,1/1,1/2,5/5,2 S 2", Ruleset.FIANARANTSOA);
        org.katro.solver.Analysis a = proved(Ruleset.FIANARANTSOA, p);
        assertEquals(org.katro.solver.Value.win(7), a.value());
        Move quickest = Notation.parseMove("5+", Player.SOUTH);
        // the fixture: one win in 7, and slower wins that a player who only wins would take as well
        assertEquals(List.of(quickest), a.moves().stream().filter(m -> m.value().equals(a.value()))
                .map(org.katro.solver.Analysis.MoveValue::move).toList());
        assertTrue(a.moves().stream().filter(m -> m.value().kind() == org.katro.solver.Value.Kind.WIN).count() > 3);
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        for (long seed = 0; seed < 3; seed++) {
            Computer.Choice c = new Computer(rules, Level.PERFECT, 5_000, seed).decide(p, () -> false).orElseThrow();
            assertEquals(new Computer.Choice(quickest, org.katro.solver.Value.win(7)), c, "seed " + seed);
        }
    }

    @Test
    void perfectPlaysTheLongestDefenceOfAProvedLoss() throws Exception {
        Position p = Notation.parsePosition("1,1/10,2/1,1/0,0 S 4", Ruleset.KATRO4);
        org.katro.solver.Analysis a = proved(Ruleset.KATRO4, p);
        assertEquals(org.katro.solver.Value.loss(8), a.value());
        Move longest = Notation.parseMove("3+", Player.SOUTH);
        assertEquals(List.of(longest), a.moves().stream().filter(m -> m.value().equals(a.value()))
                .map(org.katro.solver.Analysis.MoveValue::move).toList(), "one defence lasts 8 turns, the others 4 or 2");
        Rules rules = Rules.of(Ruleset.KATRO4);
        for (long seed = 0; seed < 3; seed++) {
            assertEquals(new Computer.Choice(longest, org.katro.solver.Value.loss(8)),
                    new Computer(rules, Level.PERFECT, 5_000, seed).decide(p, () -> false).orElseThrow(), "seed " + seed);
        }
    }

    @Test
    void perfectPlaysAsHardWhereTheSolverProvesNothing() {
        // the 6 x 6 start is far beyond a few milliseconds of proof
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position start = Ruleset.FIANARANTSOA.start(6);
        Computer perfect = new Computer(rules, Level.PERFECT, 30, 4);
        Computer.Choice c = perfect.decide(start, () -> false).orElseThrow();
        assertEquals(org.katro.solver.Value.UNSETTLED, c.proved());
        assertTrue(rules.legalMoves(start).contains(c.move()));
        assertTrue(perfect.depthReached() > 0, "the hard level's search chose it");
        assertTrue(new Computer(rules, Level.PERFECT, 30, 4).decide(start, () -> true).isEmpty(), "cancelled: no move");
    }
}
