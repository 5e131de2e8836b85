package org.katro.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code review}: one line per move, its value before and after, and a thrown win's quickest wins. */
class ReviewCommandTest {
    @Test
    void aKnownGameIsReviewedMoveByMove() {
        InProcess run = InProcess.run("", "review", "--rules", "gorobaka", "--columns", "4",
                "6+", "2+", "2-", "3-", "1+", "4+", "1+", "--seconds", "20");
        assertEquals(0, run.status(), run.err());
        assertEquals("""
                S6+\twin in 1\tloss in 3\tthrew a win away; quickest wins: S5- S8+
                N2+\twin in 3\tloss in 3\tthrew a win away; quickest wins: N1- N2-
                S2-\twin in 3\twin in 4
                N3-\tloss in 4\tloss in 3
                S1+\twin in 3\twin in 2
                N4+\tloss in 2\tloss in 1
                S1+\twin in 1\twin in 0
                """, run.out());
    }

    @Test
    void anUnprovedBoardGetsTheComputersJudgementSaidToBeNoProof() {
        InProcess run = InProcess.run("", "review", "--rules", "fianarantsoa", "--columns", "6", "1+",
                "--seconds", "1");
        assertEquals(0, run.status(), run.err());
        assertTrue(run.out().startsWith("S1+\tunsettled\tunsettled\tnot proved; the computer's judgement, not a proof: "),
                run.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"review", "--rules", "gorobaka", "--columns", "4", "--seconds", "0"},
                {"review", "--rules", "gorobaka", "--columns", "4", "9+"},
                {"review", "--rules", "gorobaka", "--columns", "4", "--position", "1,1/1,1/1,1/1,1 S"}}) {
            InProcess run = InProcess.run("", args);
            assertEquals(2, run.status(), String.join(" ", args));
            assertEquals(1, run.errLines().size(), run.err());
            assertTrue(run.out().isEmpty());
        }
    }
}
