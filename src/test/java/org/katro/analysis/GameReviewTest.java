package org.katro.analysis;

import org.junit.jupiter.api.Test;
import org.katro.analysis.GameReview.Mark;
import org.katro.analysis.GameReview.TurnReview;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.solver.Value;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A known game reviewed: Katra Gorobaka on four columns, {@code 6+ 2+ 2- 3- 1+ 4+ 1+}, whose values
 * {@code katro solve} gives board by board (the start is a win in 1 for South by 5- or 8+; 6+ leaves
 * it lost in 3; North then throws its win in 3 away with 2+; and so on).
 */
class GameReviewTest {
    private static final Duration TIME = Duration.ofSeconds(20);
    private static final Ruleset R = Ruleset.GOROBAKA;
    private static final String GAME = "6+ 2+ 2- 3- 1+ 4+ 1+";

    private static GameCursor game() throws Exception {
        Position start = R.start(4);
        return new GameCursor(R, start, Notation.parseMoves(GAME, Player.SOUTH));
    }

    private static List<Move> moves(Player first, String text) throws Exception {
        return Notation.parseMoves(text, first);
    }

    @Test
    void eachMoveHasItsValueBeforeAndAfterAsTheSolverProvesThem() throws Exception {
        List<TurnReview> told = new ArrayList<>();
        List<TurnReview> review = GameReview.of(game(), 0, TIME, () -> false, told::add);
        assertEquals(review, told, "each turn is handed on as it is reviewed, in order");
        assertEquals(7, review.size());
        // before: the board's value for the mover; after: what the move left the mover, turns left
        List<Value> before = List.of(Value.win(1), Value.win(3), Value.win(3), Value.loss(4), Value.win(3),
                Value.loss(2), Value.win(1));
        List<Value> after = List.of(Value.loss(3), Value.loss(3), Value.win(4), Value.loss(3), Value.win(2),
                Value.loss(1), Value.win(0));
        List<Mark> marks = List.of(Mark.THREW_WIN, Mark.THREW_WIN, Mark.WEAKER, Mark.BEST, Mark.BEST, Mark.BEST,
                Mark.BEST);
        for (int i = 0; i < review.size(); i++) {
            TurnReview t = review.get(i);
            assertEquals(i + 1, t.turn());
            assertEquals(i % 2 == 0 ? Player.SOUTH : Player.NORTH, t.mover());
            assertEquals(before.get(i), t.before(), "before turn " + t.turn());
            assertEquals(after.get(i), t.after(), "after turn " + t.turn());
            assertEquals(marks.get(i), t.mark(), "turn " + t.turn());
            assertEquals(Optional.empty(), t.judgement(), "every board here is proved");
        }
        // what a move leaves its side is what the next board is worth to the other side, turned round
        for (int i = 0; i + 1 < review.size(); i++) {
            Value left = review.get(i).after();
            Value next = review.get(i + 1).before();
            assertEquals(left.turns(), next.turns(), "turn " + (i + 1));
            assertEquals(left.kind() == Value.Kind.WIN ? Value.Kind.LOSS : Value.Kind.WIN, next.kind());
        }
    }

    @Test
    void aThrownWinShowsTheQuickestWinsTheirLineAndTheRefutation() throws Exception {
        Rules rules = Rules.of(R);
        TurnReview first = GameReview.of(game(), 0, TIME, () -> false, t -> { }).get(0);
        assertEquals(moves(Player.SOUTH, "5- 8+"), first.quickest(), "the two wins in one");
        assertEquals(List.of(first.quickest().get(0)), first.better(), "the better move wins at once");
        assertEquals(Optional.of(Player.SOUTH), rules.winner(rules.play(first.board(), first.better().get(0))));
        // the refutation: North's quickest win after 6+, against South's longest defence
        assertEquals(3, first.refutation().size(), first.refutation().toString());
        Position p = rules.play(first.board(), first.move());
        for (Move m : first.refutation()) {
            assertTrue(rules.legalMoves(p).contains(m), m + " is legal on " + p);
            p = rules.play(p, m);
        }
        assertEquals(Optional.of(Player.NORTH), rules.winner(p));

        TurnReview second = GameReview.of(game(), 0, TIME, () -> false, t -> { }).get(1);
        assertEquals(moves(Player.NORTH, "1- 2-"), second.quickest());
        assertTrue(second.quickest().stream().noneMatch(second.move()::equals), "2+ is not among them");
        assertEquals(3, second.better().size(), "North's win in 3, played out: " + second.better());
    }

    @Test
    void aBoardTheSolverCannotProveGetsTheHardLevelsJudgement() {
        GameCursor big = new GameCursor(Ruleset.FIANARANTSOA, Ruleset.FIANARANTSOA.start(6),
                List.of(new Move(1, org.katro.engine.Direction.PLUS)));
        TurnReview t = GameReview.of(big, 0, Duration.ofMillis(50), () -> false, r -> { }).get(0);
        assertEquals(Mark.UNPROVED, t.mark());
        assertEquals(Value.UNSETTLED, t.before());
        assertTrue(t.judgement().isPresent(), "the hard level's choice stands in");
        assertTrue(Rules.of(Ruleset.FIANARANTSOA).legalMoves(t.board()).contains(t.judgement().get()));
    }

    @Test
    void aCancelledReviewStopsWithWhatItHas() throws Exception {
        List<TurnReview> told = new ArrayList<>();
        List<TurnReview> review = GameReview.of(game(), 0, TIME, () -> told.size() >= 2, told::add);
        assertEquals(2, review.size());
    }
}
