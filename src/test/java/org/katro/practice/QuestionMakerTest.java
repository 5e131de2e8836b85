package org.katro.practice;

import org.junit.jupiter.api.Test;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The practice questions a pupil answers and a teacher prints: legal moves on positions of every
 * ruleset, answers that agree with the game played seed by seed, the same questions for the same seed.
 */
class QuestionMakerTest {

    @Test
    void everyAnswerAgreesWithTheLapPlayedSeedBySeed() throws Exception {
        int checked = 0;
        for (Ruleset r : Ruleset.values()) {
            QuestionMaker maker = new QuestionMaker(r.ordinal());
            for (int level = 1; level <= Difficulty.TOP; level++) {
                Difficulty d = new Difficulty(level);
                for (Kind kind : Kind.values()) {
                    for (int i = 0; i < 4; i++) {
                        check(maker.next(r, d.columns(r), kind, d.maxHand()));
                        checked++;
                    }
                }
            }
        }
        assertEquals(6 * 4 * 3 * 4, checked);
    }

    /**
     * Replays the move on a cursor: the lap ends where the cursor says, the seeds the opponent loses
     * on the board before the next lift are the seeds taken; a short hand lands where counting along the
     * serpent says.
     */
    private static void check(PracticeQuestion q) throws Exception {
        Rules rules = Rules.of(q.ruleset());
        // the printed position reads back, ply included, and the move is legal there
        assertEquals(q.position(), Notation.parsePosition(q.position().toString(), q.ruleset()));
        assertTrue(rules.legalMoves(q.position()).contains(q.move()), q.toString());
        GameCursor cursor = new GameCursor(q.ruleset(), q.position(), List.of(q.move()));
        Player mover = q.position().toMove();
        Geometry g = cursor.geometry();
        Hole start = g.hole(mover, q.move().hole());
        int hand = q.position().seeds(start);
        cursor.seek(cursor.lapEnds().get(0));
        Hole landing = ((Event.Sow) cursor.current().orElseThrow()).hole();
        if (hand < g.holesPerPlayer()) {
            int n = g.holesPerPlayer();
            assertEquals(g.hole(mover, Math.floorMod(q.move().hole() - 1 + hand * q.move().direction().step(), n) + 1),
                    landing, q.toString());
        }
        int before = opponentSeeds(cursor, mover.opponent());
        while (cursor.forward() && !(cursor.current().orElseThrow() instanceof Event.Pick
                || cursor.current().orElseThrow() instanceof Event.TurnEnd)) {
            // the captures of the first lap, if any
        }
        int taken = before - opponentSeeds(cursor, mover.opponent());
        String expected = switch (q.kind()) {
            case LANDING -> landing.name();
            case CAPTURE -> taken > 0 ? "yes" : "no";
            case COUNT -> Integer.toString(taken);
        };
        assertEquals(expected, q.answer(), q.toString());
        assertEquals(hand, q.lap().seeds());
    }

    private static int opponentSeeds(GameCursor cursor, Player opponent) {
        int sum = 0;
        for (int i = 0; i < cursor.geometry().size(); i++) {
            if (cursor.geometry().holeAt(i).owner() == opponent) {
                sum += cursor.seeds(i);
            }
        }
        return sum;
    }

    @Test
    void theSameSeedGivesTheSameQuestionsAndAnotherSeedOthers() {
        assertEquals(questions(7), questions(7));
        assertNotEquals(questions(7), questions(8));
    }

    private static List<String> questions(long seed) {
        QuestionMaker maker = new QuestionMaker(seed);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            out.add(maker.next(Ruleset.FIANARANTSOA, 6, null, Integer.MAX_VALUE).json(Language.ENGLISH));
            out.add(maker.next(Difficulty.FIRST).json(Language.ENGLISH));
        }
        return out;
    }

    @Test
    void mixedQuestionsHoldEveryKindEveryRulesetAndBothAnswersToCaptures() {
        QuestionMaker maker = new QuestionMaker(1);
        Set<Kind> kinds = EnumSet.noneOf(Kind.class);
        Set<Ruleset> rulesets = EnumSet.noneOf(Ruleset.class);
        Set<String> captureAnswers = new HashSet<>();
        Set<Boolean> countIsZero = new HashSet<>();
        for (int i = 0; i < 60; i++) {
            PracticeQuestion q = maker.next(Difficulty.FIRST);
            kinds.add(q.kind());
            rulesets.add(q.ruleset());
            if (q.kind() == Kind.CAPTURE) {
                captureAnswers.add(q.answer());
            } else if (q.kind() == Kind.COUNT) {
                countIsZero.add(q.answer().equals("0"));
            }
        }
        assertEquals(EnumSet.allOf(Kind.class), kinds);
        assertEquals(EnumSet.allOf(Ruleset.class), rulesets);
        assertEquals(Set.of("yes", "no"), captureAnswers);
        assertEquals(Set.of(true, false), countIsZero);
    }

    @Test
    void harderLevelsLiftMoreSeedsOnBiggerBoards() {
        QuestionMaker maker = new QuestionMaker(3);
        int mostAtFirst = 0;
        int mostAtTop = 0;
        for (int i = 0; i < 30; i++) {
            PracticeQuestion easy = maker.next(Difficulty.FIRST);
            assertTrue(easy.lap().seeds() <= 3, easy.toString());
            assertEquals(easy.ruleset().traditionalColumns().stream().mapToInt(c -> c).min().orElseThrow(),
                    easy.position().columns());
            mostAtFirst = Math.max(mostAtFirst, easy.lap().seeds());
            PracticeQuestion hard = maker.next(new Difficulty(Difficulty.TOP));
            assertEquals(hard.ruleset().traditionalColumns().stream().mapToInt(c -> c).max().orElseThrow(),
                    hard.position().columns());
            mostAtTop = Math.max(mostAtTop, hard.lap().seeds());
        }
        assertTrue(mostAtTop > 5, "the top level lifts big hands: at most " + mostAtTop);
        assertEquals(new Difficulty(2), Difficulty.FIRST.harder());
        assertEquals(new Difficulty(Difficulty.TOP), new Difficulty(Difficulty.TOP).harder());
    }

    @Test
    void theQuestionNamesTheMoveAndItsHandInEveryLanguageWithRealPlurals() {
        QuestionMaker maker = new QuestionMaker(5);
        PracticeQuestion one = null;
        PracticeQuestion many = null;
        for (int i = 0; i < 200 && (one == null || many == null); i++) {
            PracticeQuestion q = maker.next(Ruleset.FIANARANTSOA, 6, Kind.LANDING, Integer.MAX_VALUE);
            if (q.lap().seeds() == 1) {
                one = q;
            } else if (q.lap().seeds() > 1) {
                many = q;
            }
        }
        assertTrue(one.text(Language.ENGLISH).contains("with one seed in hand"), one.text(Language.ENGLISH));
        assertTrue(many.text(Language.ENGLISH).contains("with " + many.lap().seeds() + " seeds in hand"));
        for (Language l : Language.values()) {
            String text = many.text(l);
            assertTrue(text.contains(many.lap().start().name()), l + ": " + text);
            assertTrue(text.contains(Integer.toString(many.lap().seeds())), l + ": " + text);
            assertTrue(l == Language.ENGLISH || !text.equals(many.text(Language.ENGLISH)), l + " is translated");
        }
    }
}
