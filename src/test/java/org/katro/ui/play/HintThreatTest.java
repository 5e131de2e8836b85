package org.katro.ui.play;

import org.junit.jupiter.api.Test;
import org.katro.computer.Outcome;
import org.katro.engine.Event;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.text.Language;

import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 45: the hint's risk is said in true words. It said "North can take back at most 3 seeds",
 * but North takes nothing back: the number is the most of the mover's seeds one reply of North's can
 * capture.
 */
class HintThreatTest {

    /** The most of the mover's seeds one reply captures, read from the reply turns' own capture events. */
    private static int mostCaptured(Rules rules, Position after) {
        int most = 0;
        for (Move reply : rules.legalMoves(after)) {
            int taken = rules.record(after, reply).events().stream().filter(e -> e instanceof Event.Capture)
                    .mapToInt(e -> ((Event.Capture) e).count()).sum();
            most = Math.max(most, taken);
        }
        return most;
    }

    @Test
    void theRiskIsTheMostSeedsOneReplyCaptures() {
        PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 20);
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        SplittableRandom random = new SplittableRandom(3);
        int told = 0;
        for (int game = 0; game < 40 && told < 5; game++) {
            Position p = rules.randomGame(Ruleset.FIANARANTSOA.start(4), random, new Rules.Tally(), 6 + game % 10);
            for (Move m : rules.legalMoves(p)) {
                Outcome o = Outcome.of(rules, p, m);
                if (o.wins() || o.threat() < 2) {
                    continue;
                }
                String said = play.explain(rules.geometry(p), o);
                String opponent = p.toMove().opponent() == org.katro.engine.Player.NORTH ? "North" : "South";
                assertTrue(said.endsWith("Afterwards " + opponent + " can capture up to " + o.threat()
                        + " seeds with a single reply."), said);
                assertFalse(said.contains("take back"), said);
                assertEquals(mostCaptured(rules, rules.play(p, m)), o.threat(), "the number said is true: " + said);
                told++;
            }
        }
        assertTrue(told >= 5, "risks told: " + told);
    }
}
