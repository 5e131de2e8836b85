package org.katro.practice;

import org.junit.jupiter.api.Test;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import org.katro.text.Language;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A puzzle means what it says (issue 45): "win in one turn" accepts only the moves that win at once,
 * all of them, and a slower win is told so; its answer can be played out to the game's end.
 */
public class PuzzleTest {
    /** The position of issue 45: S1+ wins in 11 turns, S3- in 5, while S3+, S4+, S6- and S8- win at once. */
    public static final String POSITION = "1,0,1,1/1,0,1,1/2,0,1,8/2,10,2,1 S 20";

    /** The puzzle of {@link #POSITION}, proved by a solver of its own. */
    public static Puzzle issue45() {
        try {
            Position p = Notation.parsePosition(POSITION, Ruleset.GOROBAKA);
            return PuzzleMaker.of(Ruleset.GOROBAKA, p, () -> false).orElseThrow();
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    /** South's move {@code m}, such as {@code 3+}. */
    public static Move move(String m) {
        try {
            return Notation.parseMove(m, Player.SOUTH);
        } catch (NotationException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void onlyTheQuickestWinsAreRightAndASlowerWinIsToldSo() {
        Puzzle p = issue45();
        assertEquals(1, p.turns());
        assertEquals(List.of("S3+", "S4+", "S6-", "S8-"), p.quickest().stream().map(p::name).sorted().toList());
        assertFalse(p.accepts(move("1+")), "a win in 11 turns is not a win in one");
        assertFalse(p.accepts(move("3-")), "nor is a win in 5");
        assertEquals(11, p.slower(move("1+")).orElseThrow());
        for (Move m : p.quickest()) {
            assertTrue(p.accepts(m), p.name(m));
        }
        String first = p.name(p.quickest().get(0));
        assertEquals("That wins too, in 11 turns, but " + first + " wins at once.", p.verdict(Language.ENGLISH, move("1+"), true));
        String hint = p.verdict(Language.ENGLISH, move("1+"), false);
        assertEquals("That wins too, in 11 turns, but another move wins at once.", hint);
        assertEquals("Ce coup gagne aussi, en 11 tours, mais " + first + " gagne tout de suite.",
                p.verdict(Language.FRENCH, move("1+"), true));
        // the answer names the quickest wins only
        String answer = p.answer(Language.ENGLISH);
        assertFalse(answer.contains("S1+") || answer.contains("S3-"), answer);
        assertEquals(String.join(", ", p.quickest().stream().map(p::name).toList()) + " (each wins in one turn)", answer);
        assertTrue(p.text(Language.ENGLISH).endsWith("Find a move that wins at once."), p.text(Language.ENGLISH));
    }

    @Test
    void everyQuickestWinIsRightAndTheOthersAreSaidToBeAsGood() {
        Puzzle p = issue45();
        assertEquals("Right! S3+ wins at once. S4+, S6-, S8- were as good: they win at once too.",
                p.verdict(Language.ENGLISH, move("3+"), true));
        assertEquals("Right! S8- wins at once. S3+, S4+, S6- were as good: they win at once too.",
                p.verdict(Language.ENGLISH, move("8-"), true));
        for (Language l : Language.values()) {
            String said = p.verdict(l, move("4+"), true);
            assertTrue(said.contains("S3+") && said.contains("S6-") && !said.contains("{"), l + ": " + said);
        }
    }

    @Test
    void theAnswerPlaysOutToTheWinnersWin() {
        for (Puzzle p : List.of(issue45(), new PuzzleMaker(3).next(new PuzzleMaker.Size(Ruleset.KATRO4, 3), 5, () -> false))) {
            Rules rules = Rules.of(p.ruleset());
            assertTrue(p.accepts(p.line().get(0)), "the line starts with a quickest win: " + p.line());
            assertEquals(p.turns(), p.line().size(), "the winner's moves and the loser's longest defence, to the end");
            Position at = p.position();
            for (Move m : p.line()) {
                at = rules.play(at, m);
            }
            assertTrue(rules.legalMoves(at).isEmpty(), "the game is over: " + at);
            assertEquals(p.position().toMove().opponent(), at.toMove(), "and the loser is the one left without a move");
        }
    }
}
