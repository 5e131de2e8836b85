package org.katro.practice;

import org.junit.jupiter.api.Test;
import org.katro.engine.Move;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis;
import org.katro.solver.Solver;
import org.katro.solver.Value;
import org.katro.text.Language;

import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.stream.Collectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class PuzzleMakerTest {

    @Test
    void aPuzzleAcceptsExactlyTheQuickestWinsAFreshSolverProvesAndItsLevelIsItsQuickestWin() {
        // two of the boards the solver settles quickest, so that the test stays fast; the others are made the same way
        PuzzleMaker maker = new PuzzleMaker(7);
        for (int turns : Puzzle.LEVELS) {
            for (PuzzleMaker.Size size : List.of(new PuzzleMaker.Size(Ruleset.KATRO4, 3), new PuzzleMaker.Size(Ruleset.GOROBAKA, 4))) {
                Puzzle p = maker.next(size, turns, () -> false);
                // a solver that has seen nothing of the maker's work
                Analysis fresh = new Solver(p.ruleset(), 64L << 20).solve(p.position(), Duration.ofSeconds(30), () -> false);
                String where = p.ruleset().id() + " " + p.position();
                assertEquals(Value.win(turns), fresh.value(), where);
                Set<Move> winning = fresh.moves().stream().filter(m -> m.value().kind() == Value.Kind.WIN)
                        .map(Analysis.MoveValue::move).collect(Collectors.toSet());
                assertTrue(fresh.moves().stream().allMatch(m -> m.value().settled()), where);
                assertEquals(winning, new HashSet<>(p.winning()), where);
                for (Analysis.MoveValue m : fresh.moves()) {
                    // the puzzle asks for a win in its turns: exactly the moves that win that quickly are right
                    assertEquals(m.value().equals(Value.win(turns)), p.accepts(m.move()), where + " " + m);
                    // every wrong move has its refutation: a legal reply of the opponent
                    assertEquals(!winning.contains(m.move()), p.refutation(m.move()).isPresent(), where + " " + m);
                }
                // something to find: at most half the moves win
                assertTrue(2 * winning.size() <= fresh.moves().size(), where);
            }
        }
    }

    @Test
    void aWrongMoveIsAnsweredByTheReplyThatWins() {
        Puzzle p = new PuzzleMaker(3).next(new PuzzleMaker.Size(Ruleset.KATRO4, 3), 3, () -> false);
        Puzzle.Refutation r = p.refutations().get(0);
        Rules rules = Rules.of(p.ruleset());
        var after = rules.play(p.position(), r.move());
        assertTrue(rules.legalMoves(after).contains(r.reply()));
        if (r.after().kind() == Value.Kind.WIN) {
            // the reply is a quickest win of the opponent
            Analysis a = new Solver(p.ruleset(), 64L << 20).value(after, Duration.ofSeconds(30), () -> false);
            assertEquals(r.after(), a.value());
            assertEquals(a.value(), a.moves().stream().filter(m -> m.move().equals(r.reply())).findFirst().orElseThrow().value());
        }
        String why = p.why(Language.ENGLISH, r.move());
        assertTrue(why.startsWith("Not " + p.name(r.move())), why);
        assertTrue(why.contains(p.position().toMove().opponent().symbol() + r.reply().toString()), why);
    }

    @Test
    void theSameSeedGivesTheSamePuzzles() {
        List<String> a = List.of(new PuzzleMaker(11).next(3, () -> false), new PuzzleMaker(11).next(3, () -> false))
                .stream().map(p -> p.ruleset().id() + " " + p.position()).toList();
        assertEquals(a.get(0), a.get(1));
    }

    @Test
    void aCancelledSearchStops() {
        assertThrows(CancellationException.class, () -> new PuzzleMaker(1).next(5, () -> true));
    }

    @Test
    void theQuestionSaysWhoPlaysAndHowQuicklyTheyWinInEveryLanguage() {
        PuzzleMaker.Size size = new PuzzleMaker.Size(Ruleset.KATRO4, 3);
        Puzzle p = new PuzzleMaker(5).next(size, 3, () -> false);
        assertTrue(p.text(Language.ENGLISH).contains("win in 3 turns"), p.text(Language.ENGLISH));
        Puzzle one = new PuzzleMaker(5).next(size, 1, () -> false);
        for (Language l : Language.values()) {
            assertTrue(p.text(l).contains("3"), l + ": " + p.text(l));
            // every argument filled in, every apostrophe kept (a choice with a pattern inside reads quotes twice)
            for (String text : List.of(p.text(l), one.text(l), p.why(l, p.refutations().get(0).move()), p.answer(l))) {
                assertFalse(text.contains("{") || text.isBlank(), l + ": " + text);
                // a quote read twice shows as two, or swallows the words after it
                assertFalse(text.contains("''"), l + ": " + text);
            }
            if (l == Language.MALAGASY) {
                assertTrue(p.text(l).contains("Tadiavo ny fihetsika handresy"), "the words after the choice are kept: " + p.text(l));
            }
        }
    }
}
