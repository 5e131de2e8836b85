package org.katro.engine;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.katro.engine.Rules.Tally;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Thousands of seeded random games per ruleset, each checked event by event: seeds conserved, every
 * step undoable, the fast path equal to the recorded events replayed by the test, the game over
 * exactly when the side to move is stuck, and seeking anywhere equal to stepping there.
 */
class RandomGamesTest {
    private static final int SEEKS_PER_GAME = 6;

    static Stream<Arguments> rulesets() {
        return Stream.of(
                Arguments.of(Ruleset.FIANARANTSOA, 2000, 400),
                Arguments.of(Ruleset.MANCALA_WORLD, 2000, 400),
                Arguments.of(Ruleset.KATRO4, 2000, 400),
                // its games often run to thousands of turns, and late in a game many candidate moves are
                // endless, each one sown for hundreds of laps before it is refused: a shorter cut
                Arguments.of(Ruleset.KATRO4_EMPTY, 1000, 150),
                Arguments.of(Ruleset.GOROBAKA, 2000, 400),
                Arguments.of(Ruleset.GOROBAKA_NO_SINGLETONS, 2000, 400));
    }

    @ParameterizedTest
    @MethodSource("rulesets")
    void randomGamesKeepEveryInvariant(Ruleset ruleset, int games, int maxTurns) {
        SplittableRandom random = new SplittableRandom(0x6b6174726fL + ruleset.ordinal());
        Rules rules = Rules.of(ruleset);
        int finished = 0;
        for (int game = 0; game < games; game++) {
            // mostly the board sizes the sources name, sometimes any size the ruleset accepts
            List<Integer> traditional = ruleset.traditionalColumns();
            int columns = game % 5 == 4 ? 2 + random.nextInt(9) : traditional.get(random.nextInt(traditional.size()));
            Position start = ruleset.start(columns);
            String where = ruleset.id() + " game " + game + " on " + columns + " columns";
            GameCursor cursor = playRandomGame(rules, start, random, maxTurns, where);
            if (cursor.turns().get(cursor.turns().size() - 1).endsGame()) {
                finished++;
            }
            walk(cursor, random, where);
            checkFastRandomGame(rules, start, random, maxTurns, where);
        }
        // enough games reach their end for the game-over checks to count (most katro4-empty games are cut)
        assertTrue(finished >= games / 50, ruleset.id() + ": only " + finished + " of " + games + " games ended");
    }

    /** Plays random legal moves, checking each turn's events against the rules' fast path. */
    private static GameCursor playRandomGame(Rules rules, Position start, SplittableRandom random, int maxTurns,
            String where) {
        GameCursor cursor = new GameCursor(rules.ruleset(), start, List.of());
        Geometry g = rules.geometry(start);
        Position p = start;
        for (int turn = 0; turn < maxTurns; turn++) {
            Optional<Move> m = rules.randomMove(p, random);
            if (m.isEmpty()) {
                assertEquals(0, turn, where + ": no move although the last turn did not end the game");
                assertNoMoveIsPlayable(rules, p, where);
                return cursor;
            }
            Turn t = cursor.append(m.get());
            assertEquals(p, t.before(), where);
            checkTurnShape(t, g, where + ", turn " + turn);
            assertFastPathEqualsTheEventsReplayed(rules, t, where + ", turn " + turn);
            p = t.after();
            if (t.endsGame()) {
                assertNoMoveIsPlayable(rules, p, where + ", after turn " + turn);
                Event.GameOver over = (Event.GameOver) t.events().get(t.events().size() - 1);
                assertEquals(p.total(p.toMove()) > 0, over.loserHasSeeds(), where);
                return cursor;
            }
        }
        assertTrue(rules.randomMove(p, random).isPresent(), where + ": cut short, so the game was not over");
        return cursor;
    }

    /**
     * The fast path's position equals the recorded events applied one by one to the board here, by the
     * test itself: each lift takes all of its hole's seeds, each seed goes into its hole, each capture
     * moves all of the taken hole's seeds.
     */
    static void assertFastPathEqualsTheEventsReplayed(Rules rules, Turn t, String where) {
        int[] b = t.before().counts();
        int hand = 0;
        // messages are built only on failure: this runs for every event of thousands of games
        for (Event e : t.events()) {
            if (e instanceof Event.Pick pick) {
                if (b[pick.hole().index()] != pick.count()) {
                    fail(where + ": a lift takes the whole hole, not " + pick);
                }
                hand += pick.count();
                b[pick.hole().index()] = 0;
            } else if (e instanceof Event.Sow sow) {
                b[sow.hole().index()]++;
                hand--;
                if (hand != sow.inHand()) {
                    fail(where + ": " + hand + " seeds left in hand after " + sow);
                }
            } else if (e instanceof Event.Capture c) {
                if (b[c.from().index()] != c.count()) {
                    fail(where + ": a capture takes the whole hole, not " + c);
                }
                b[c.into().index()] += c.count();
                b[c.from().index()] = 0;
            }
        }
        assertEquals(0, hand, where + ": the hand is empty at the end of the turn");
        Position fast = rules.play(t.before(), t.move());
        if (!Arrays.equals(b, fast.counts())) {
            fail(where + ": fast path " + fast + " but the events lead to " + Arrays.toString(b));
        }
        assertEquals(new Position(fast.rows(), fast.columns(), b, t.before().toMove().opponent(), t.before().ply() + 1),
                t.after(), where + ": the recorded position after the turn");
    }

    /** The side to move is stuck: every hole in both directions is refused. */
    private static void assertNoMoveIsPlayable(Rules rules, Position p, String where) {
        assertTrue(rules.legalMoves(p).isEmpty(), where);
        assertEquals(p.toMove().opponent(), rules.winner(p).orElseThrow(), where);
        int holes = rules.geometry(p).holesPerPlayer();
        for (int h = 1; h <= holes; h++) {
            for (Direction d : Direction.values()) {
                Move m = new Move(h, d);
                assertThrows(IllegalMoveException.class, () -> rules.play(p, m), where + ": " + m);
            }
        }
    }

    /**
     * A recorded turn is Pick, Sow..., then after each lap's last seed either the end, or captures and a
     * Pick from the landing hole, or a relay Pick from it; then TurnEnd and, if so, GameOver. Each seed
     * falls into the next hole of the mover's serpent in the move's direction.
     */
    static void checkTurnShape(Turn t, Geometry g, String where) {
        List<Event> events = t.events();
        Player mover = t.before().toMove();
        Direction direction = t.move().direction();
        int holes = g.holesPerPlayer();
        int i = 0;
        int lap = 0;
        Hole landing = null;
        Event.LapOutcome outcome = null;
        while (true) {
            Event.Pick pick = assertInstanceOf(Event.Pick.class, events.get(i++), where);
            if (pick.player() != mover || pick.lap() != lap || pick.direction() != direction || pick.count() < 1) {
                fail(where + ": bad pick " + pick);
            }
            if (lap == 0) {
                assertEquals(Event.PickReason.START, pick.reason(), where);
                assertEquals(g.hole(mover, t.move().hole()), pick.hole(), where);
                assertEquals(t.before().seeds(pick.hole()), pick.count(), where);
            } else {
                assertEquals(landing, pick.hole(), where + ": sowing goes on from the landing hole");
                assertEquals(outcome.captures() ? Event.PickReason.AFTER_CAPTURE : Event.PickReason.RELAY,
                        pick.reason(), where);
            }
            int at = pick.hole().number();
            for (int left = pick.count() - 1; left >= 0; left--) {
                Event.Sow sow = assertInstanceOf(Event.Sow.class, events.get(i++), where);
                at = Math.floorMod(at - 1 + direction.step(), holes) + 1;
                if (sow.hole() != g.hole(mover, at) || sow.inHand() != left || sow.lap() != lap
                        || sow.endsLap() != (left == 0) || sow.player() != mover) {
                    fail(where + ": bad seed " + sow + ", expected in " + g.hole(mover, at).name());
                }
            }
            Event.Sow last = (Event.Sow) events.get(i - 1);
            landing = last.hole();
            outcome = last.outcome();
            if (last.frontRow() < 0 || last.frontRow() >= g.depths()) {
                fail(where + ": bad front row in " + last);
            }
            lap++;
            if (outcome.endsTurn()) {
                break;
            }
            if (outcome.captures()) {
                boolean lastSeeds = false;
                int taken = 0;
                while (events.get(i) instanceof Event.Capture c) {
                    i++;
                    taken++;
                    if (c.into() != landing || c.from().owner() != mover.opponent() || c.count() < 1 || lastSeeds) {
                        fail(where + ": bad capture " + c);
                    }
                    lastSeeds = c.lastSeeds();
                }
                assertTrue(taken > 0, where + ": a capture outcome without captures");
                if (lastSeeds) {
                    break;
                }
            } else {
                assertTrue(outcome.relays(), where);
            }
        }
        Event.TurnEnd end = assertInstanceOf(Event.TurnEnd.class, events.get(i++), where);
        assertEquals(mover, end.player(), where);
        assertEquals(mover.opponent(), end.next(), where);
        if (i < events.size()) {
            Event.GameOver over = assertInstanceOf(Event.GameOver.class, events.get(i++), where);
            assertEquals(mover, over.winner(), where);
            assertEquals(mover.opponent(), over.loser(), where);
        }
        assertEquals(events.size(), i, where + ": events after the end of the turn");
        assertEquals(t.before().total(), t.after().total(), where);
    }

    /**
     * Steps through the whole game and back: seeds conserved at every step, each step undone exactly,
     * turn boundaries at the recorded positions; then seeks to random steps.
     */
    static void walk(GameCursor cursor, SplittableRandom random, String where) {
        int total = cursor.start().total();
        int size = cursor.size();
        int[] targets = new int[SEEKS_PER_GAME];
        Position[] targetPositions = new Position[SEEKS_PER_GAME];
        int[] targetHands = new int[SEEKS_PER_GAME];
        for (int s = 0; s < SEEKS_PER_GAME; s++) {
            targets[s] = random.nextInt(size + 1);
        }
        List<Integer> turnStarts = cursor.turnStarts();
        int turn = 0;
        Position previous = cursor.position();
        int previousHand = cursor.inHand();
        record(cursor, targets, targetPositions, targetHands);
        while (cursor.forward()) {
            int k = cursor.index();
            Position here = cursor.position();
            int hand = cursor.inHand();
            if (cursor.total() != total) {
                fail(where + ": " + cursor.total() + " seeds at step " + k + " instead of " + total);
            }
            cursor.back();
            if (!previous.equals(cursor.position()) || previousHand != cursor.inHand()) {
                fail(where + ": stepping back from " + k + " gives " + cursor.position() + " instead of " + previous);
            }
            cursor.forward();
            if (!here.equals(cursor.position()) || hand != cursor.inHand()) {
                fail(where + ": stepping forward again to " + k + " gives " + cursor.position() + " instead of " + here);
            }
            if (k == turnStarts.get(turn + 1)) {
                assertEquals(cursor.turns().get(turn).after(), here, where + ": after turn " + turn);
                assertEquals(0, hand, where);
                turn++;
            }
            record(cursor, targets, targetPositions, targetHands);
            previous = here;
            previousHand = hand;
        }
        assertEquals(size, cursor.index(), where);
        assertEquals(cursor.last(), cursor.position(), where);
        // a game may be over before any move, when the side to move has none
        boolean overAtStart = cursor.rules().winner(cursor.start()).isPresent();
        boolean over = overAtStart
                || !cursor.turns().isEmpty() && cursor.turns().get(cursor.turns().size() - 1).endsGame();
        assertEquals(over, cursor.winner().isPresent(), where);

        while (cursor.back()) {
            if (cursor.total() != total) {
                fail(where + ": " + cursor.total() + " seeds at step " + cursor.index() + " on the way back");
            }
            if (turn > 0 && cursor.index() == turnStarts.get(turn - 1)) {
                turn--;
                Position expected = turn == 0 ? cursor.start() : cursor.turns().get(turn - 1).after();
                assertEquals(expected, cursor.position(), where + ": back at the start of turn " + turn);
            }
        }
        assertEquals(0, turn, where);
        assertEquals(cursor.start(), cursor.position(), where);
        assertEquals(overAtStart, cursor.winner().isPresent(), where);

        List<Integer> order = new ArrayList<>();
        for (int s = 0; s < SEEKS_PER_GAME; s++) {
            order.add(s);
        }
        for (int s = 0; s < SEEKS_PER_GAME; s++) {
            int pick = order.remove(random.nextInt(order.size()));
            cursor.seek(targets[pick]);
            assertEquals(targets[pick], cursor.index(), where);
            assertEquals(targetPositions[pick], cursor.position(), where + ": seek(" + targets[pick] + ")");
            assertEquals(targetHands[pick], cursor.inHand(), where + ": seek(" + targets[pick] + ")");
            assertEquals(targets[pick] == size && over, cursor.winner().isPresent(), where);
        }
    }

    private static void record(GameCursor cursor, int[] targets, Position[] positions, int[] hands) {
        for (int s = 0; s < targets.length; s++) {
            if (targets[s] == cursor.index()) {
                positions[s] = cursor.position();
                hands[s] = cursor.inHand();
            }
        }
    }

    /** The benchmark's allocation-free game: seeds conserved, and it stops only when the side is stuck. */
    private static void checkFastRandomGame(Rules rules, Position start, SplittableRandom random, int maxTurns,
            String where) {
        Tally tally = new Tally();
        Position end = rules.randomGame(start, random, tally, maxTurns);
        assertEquals(start.total(), end.total(), where);
        assertEquals(end.ply() - start.ply(), tally.turns(), where);
        if (end.ply() - start.ply() < maxTurns) {
            assertFalse(rules.hasLegalMove(end), where + ": the fast game stopped early at " + end);
        }
    }
}
