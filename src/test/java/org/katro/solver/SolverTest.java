package org.katro.solver;

import org.junit.jupiter.api.Test;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.solver.Analysis.MoveValue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The solver against checks that share nothing with it but the engine's rules: a plain minimax
 * written here, every claimed win replayed against every defence, every claimed loss defended for
 * exactly as long as claimed. Small boards only (4 x 2 and 6 x 2), so that all of it takes seconds.
 */
class SolverTest {
    private static final long MEMORY = 64L << 20;
    /** Ample: a small board is settled long before; the tests never depend on how long it takes. */
    private static final Duration AMPLE = Duration.ofSeconds(60);
    private static final int BIG = 1_000_000;

    /** Positions of a random game on {@code columns} columns: every ply from the start to the end. */
    private static List<Position> game(Ruleset r, int columns, long seed) {
        Rules rules = Rules.of(r);
        List<Position> out = new ArrayList<>();
        Position p = r.start(columns);
        SplittableRandom random = new SplittableRandom(seed);
        while (out.size() < 60) {
            out.add(p);
            Optional<Move> m = rules.randomMove(p, random);
            if (m.isEmpty()) {
                break;
            }
            p = rules.play(p, m.get());
        }
        return out;
    }

    /**
     * Plain negamax with alpha-beta over the engine's public moves, {@code depth} turns deep: for
     * the side to move, {@code BIG - n} when it wins with the game over {@code n} turns from the
     * root, {@code -(BIG - n)} when it loses so, 0 when neither is forced within the depth.
     */
    private static int plain(Rules rules, Position p, int depth, int ply, int alpha, int beta) {
        List<Move> moves = rules.legalMoves(p);
        if (moves.isEmpty()) {
            return -(BIG - ply);
        }
        if (depth == 0) {
            return 0;
        }
        for (Move m : moves) {
            int score = -plain(rules, rules.play(p, m), depth - 1, ply + 1, -beta, -alpha);
            if (score > alpha) {
                alpha = score;
                if (alpha >= beta) {
                    break;
                }
            }
        }
        return alpha;
    }

    /** The plain minimax's value, as a {@link Value}, or empty when nothing is forced within {@code depth}. */
    private static Optional<Value> plainValue(Rules rules, Position p, int depth, int ply) {
        int s = plain(rules, p, depth, ply, -BIG - 1, BIG + 1);
        return s > 0 ? Optional.of(Value.win(BIG - s)) : s < 0 ? Optional.of(Value.loss(BIG + s)) : Optional.empty();
    }

    /** The value of the position after a move, for the side that moved; the turns are counted from before it. */
    private static Value forTheMover(Value after) {
        return after.kind() == Value.Kind.WIN ? Value.loss(after.turns()) : Value.win(after.turns());
    }

    /** A found value agrees with the plain minimax within its horizon: the same, or beyond it. */
    private static void agree(Optional<Value> plain, Value solved, int horizon, String where) {
        if (plain.isPresent()) {
            assertEquals(plain.get(), solved, where);
        } else {
            assertFalse((solved.kind() == Value.Kind.WIN || solved.kind() == Value.Kind.LOSS) && solved.turns() <= horizon,
                    where + ": the solver claims " + solved + ", the plain minimax finds nothing within " + horizon);
        }
    }

    @Test
    void onTheSmallestBoardsTheValuesAgreeWithAPlainMinimax() {
        int compared = 0;
        int forced = 0;
        for (Ruleset r : Ruleset.values()) {
            boolean four = r.rows() == 4;
            int horizon = four ? 7 : 5;
            Rules rules = Rules.of(r);
            Solver solver = new Solver(r, MEMORY);
            List<Position> positions = game(r, 2, 7);
            positions.addAll(game(r, 2, 8));
            for (int i = 0; i < positions.size(); i += 3) {
                Position p = positions.get(i);
                Analysis a = solver.solve(p, AMPLE, () -> false);
                String where = r.id() + " " + p;
                if (four) {
                    assertTrue(a.value().settled(), where + ": a 4 x 2 game is settled whole");
                }
                Optional<Value> plain = plainValue(rules, p, horizon, 0);
                agree(plain, a.value(), horizon, where);
                forced += plain.isPresent() ? 1 : 0;
                assertEquals(new HashSet<>(rules.legalMoves(p)), new HashSet<>(a.moves().stream().map(MoveValue::move).toList()),
                        where + ": every legal move, and only those");
                for (MoveValue m : a.moves()) {
                    agree(plainValue(rules, rules.play(p, m.move()), horizon - 1, 1).map(SolverTest::forTheMover), m.value(), horizon,
                            where + " " + m.move());
                    compared++;
                }
            }
        }
        assertTrue(compared > 200 && forced > 20, compared + " moves compared, " + forced + " positions forced within the horizon");
    }

    @Test
    void everyWinIsReplayedAgainstEveryDefenceAndEveryLossIsDefendedForAsLong() {
        int wins = 0;
        int losses = 0;
        for (Ruleset r : Ruleset.values()) {
            Solver solver = new Solver(r, MEMORY);
            List<Position> positions = game(r, 2, 11);
            for (int i = 0; i < positions.size(); i += 2) {
                Position p = positions.get(i);
                Value v = solver.solve(p, AMPLE, () -> false).value();
                if (v.kind() == Value.Kind.WIN && v.turns() <= 9) {
                    winsWithin(solver, p, v.turns());
                    wins++;
                } else if (v.kind() == Value.Kind.LOSS && v.turns() <= 8) {
                    lastsAsLong(solver, p, v.turns());
                    losses++;
                }
            }
        }
        assertTrue(wins > 10 && losses > 5, wins + " wins and " + losses + " losses replayed");
    }

    /** The side to move, playing the solver's best move each turn, wins within {@code n} turns against every defence. */
    private static void winsWithin(Solver solver, Position p, int n) {
        Rules rules = Rules.of(solver.ruleset());
        assertTrue(n >= 1, p + ": the win was claimed sooner than it came");
        MoveValue best = solver.value(p, AMPLE, () -> false).moves().get(0);
        assertEquals(Value.Kind.WIN, best.value().kind(), p + ": a won position's best move wins");
        assertTrue(best.value().turns() <= n, p + ": the win is no further away than before");
        Position after = rules.play(p, best.move());
        for (Move defence : rules.legalMoves(after)) {
            winsWithin(solver, rules.play(after, defence), n - 2);
        }
    }

    /**
     * The side to move loses in exactly {@code n}: the solver's defence keeps a legal move for it at
     * every one of its turns before the {@code n}-th whatever the winner plays, and the winner, from
     * the position after that defence, wins in {@code n - 1} against every defence.
     */
    private static void lastsAsLong(Solver solver, Position p, int n) {
        Rules rules = Rules.of(solver.ruleset());
        if (n == 0) {
            assertTrue(rules.legalMoves(p).isEmpty(), p + ": lost in 0 is no legal move");
            return;
        }
        MoveValue best = solver.solve(p, AMPLE, () -> false).moves().get(0);
        assertEquals(Value.loss(n), best.value(), p + ": the longest defence is as long as the loss");
        winsWithin(solver, rules.play(p, best.move()), n - 1);
        holds(solver, p, n);
    }

    private static void holds(Solver solver, Position p, int k) {
        if (k <= 0) {
            return;
        }
        Rules rules = Rules.of(solver.ruleset());
        assertFalse(rules.legalMoves(p).isEmpty(), p + ": the defence ended " + k + " turns early");
        Position after = rules.play(p, solver.value(p, AMPLE, () -> false).moves().get(0).move());
        for (Move attack : rules.legalMoves(after)) {
            holds(solver, rules.play(after, attack), k - 2);
        }
    }

    @Test
    void theWorkedExamplesLastMoveWinsInOne() throws Exception {
        // docs/rules.md: after the worked example's 1+ 1+, South's 6+ wins in 1
        Position p = Notation.parsePosition("3,1/0,3/1,1/0,1/5,2/2,5 S 2", Ruleset.FIANARANTSOA);
        Analysis a = new Solver(Ruleset.FIANARANTSOA, MEMORY).solve(p, AMPLE, () -> false);
        assertEquals(Value.win(1), a.value());
        assertEquals(new MoveValue(new Move(6, org.katro.engine.Direction.PLUS), Value.win(1)), a.moves().get(0));
    }

    @Test
    void gorobakasFirstTurnIsFromTheInnerRowInTheSolverToo() {
        Solver solver = new Solver(Ruleset.GOROBAKA, MEMORY);
        Position first = Ruleset.GOROBAKA.start(2);
        Position later = new Position(first.rows(), first.columns(), first.counts(), first.toMove(), 2);
        List<Move> atFirst = solver.solve(first, AMPLE, () -> false).moves().stream().map(MoveValue::move).toList();
        List<Move> atLater = solver.solve(later, AMPLE, () -> false).moves().stream().map(MoveValue::move).toList();
        assertEquals(new HashSet<>(Rules.of(Ruleset.GOROBAKA).legalMoves(first)), new HashSet<>(atFirst));
        assertEquals(8, atLater.size(), "later, any hole: the same board is another position");
        assertTrue(atFirst.stream().allMatch(m -> m.hole() > 2), "the first turn: the inner row only " + atFirst);
    }

    @Test
    void aTurnTooLongToSowIsNoMove() throws Exception {
        // North's four moves would each sow more than 100,000 seeds: none is legal, North has lost
        Position p = Notation.parsePosition("999,998/997,997/999,997/997,0 N 2", Ruleset.KATRO4_EMPTY);
        Analysis a = new Solver(Ruleset.KATRO4_EMPTY, MEMORY).solve(p, AMPLE, () -> false);
        assertEquals(Value.loss(0), a.value());
        assertEquals(List.of(), a.moves());
    }

    @Test
    void onlyWhatIsProvedIsADraw() {
        // katro4-empty's 4 x 2 start: its every reachable position is listed, and neither side can force the end
        Analysis a = new Solver(Ruleset.KATRO4_EMPTY, MEMORY).solve(Ruleset.KATRO4_EMPTY.start(2), AMPLE, () -> false);
        assertEquals(Value.DRAW, a.value());
        assertTrue(a.moves().stream().noneMatch(m -> m.value().kind() == Value.Kind.WIN), a.moves().toString());
    }

    @Test
    void aCancelledSearchStopsAndSettlesNothingMore() throws Exception {
        AtomicBoolean stop = new AtomicBoolean();
        CountDownLatch searching = new CountDownLatch(1);
        Solver solver = new Solver(Ruleset.FIANARANTSOA, MEMORY);
        CompletableFuture<Analysis> run = CompletableFuture.supplyAsync(() -> solver.solve(Ruleset.FIANARANTSOA.start(6),
                Duration.ofHours(1), () -> {
                    searching.countDown();
                    return stop.get();
                }));
        // hang guards only, as below: the search asks within its first few hundred turns
        assertTrue(searching.await(10, TimeUnit.MINUTES), "the search looks at the cancel flag");
        stop.set(true);
        // a hang guard only: without the cancel the search would run for its hour
        Analysis a = run.get(10, TimeUnit.MINUTES);
        assertEquals(Value.UNSETTLED, a.value(), "the 6 x 6 start is not proved in the moment before the cancel");
        assertEquals(36, a.moves().size());
    }

    @Test
    void theLineOfEveryWinAndLossEndsTheGameInAsManyTurnsWithThatWinner() {
        // the worked example's board (win in 9, losses up to 10) and katro4 4 x 3 (win in 15): long lines
        for (Position p : List.of(Ruleset.FIANARANTSOA.start(2), Ruleset.KATRO4.start(3))) {
            Ruleset r = p.rows() == 6 ? Ruleset.FIANARANTSOA : Ruleset.KATRO4;
            Rules rules = Rules.of(r);
            Solver solver = new Solver(r, MEMORY);
            Analysis a = solver.solve(p, AMPLE, () -> false);
            int lines = 0;
            for (MoveValue mv : a.moves()) {
                Value v = mv.value();
                if (v.kind() != Value.Kind.WIN && v.kind() != Value.Kind.LOSS) {
                    continue;
                }
                List<Move> line = solver.line(p, mv.move(), Budget.time(AMPLE), () -> false);
                String where = r.id() + " " + mv.move() + " " + v + " " + line;
                assertEquals(mv.move(), line.get(0), where);
                assertEquals(v.turns(), line.size(), where);
                Position q = p;
                for (Move m : line) {
                    assertTrue(rules.legalMoves(q).contains(m), where);
                    q = rules.play(q, m);
                }
                assertEquals(Optional.of(v.kind() == Value.Kind.WIN ? p.toMove() : p.toMove().opponent()),
                        rules.winner(q), where);
                lines++;
            }
            assertTrue(lines >= 6, r.id() + ": " + a.moves());
        }
    }

    @Test
    void eachMoveIsHandedOnAsSoonAsItIsProved() {
        Position p = Ruleset.FIANARANTSOA.start(2);
        List<Analysis> seen = new ArrayList<>();
        Analysis last = new Solver(Ruleset.FIANARANTSOA, MEMORY).solve(p, AMPLE, () -> false, seen::add);
        // one report per move settled, each with one more settled than the one before
        assertEquals(last.moves().size(), seen.size());
        for (int k = 0; k < seen.size(); k++) {
            assertEquals(k + 1, seen.get(k).moves().stream().filter(m -> m.value().settled()).count());
        }
        assertEquals(last.moves(), seen.get(seen.size() - 1).moves());
        assertEquals(last.value(), seen.get(seen.size() - 1).value());
    }
}
