package org.katro.cli;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code solve}: the position's line, then each move's, best first; JSON the same; bad input in one line. */
class SolveCommandTest {
    @Test
    void theWorkedExamplesLastTurnIsAWinInOneAndComesFirst() {
        InProcess run = InProcess.run("", "solve", "--rules", "fianarantsoa", "--columns", "2", "1+", "1+", "--seconds", "5");
        assertEquals(0, run.status(), run.err());
        String[] lines = run.out().split("\n");
        assertEquals("position\twin\t1", lines[0]);
        assertEquals("6+\twin\t1", lines[1]);
        assertEquals(11, lines.length, "the position, then its ten legal moves");
    }

    @Test
    void aProvedDrawHasNoTurns() {
        InProcess run = InProcess.run("", "solve", "--rules", "fianarantsoa", "--position", "0,0/0,1/0,0/0,0/1,0/0,0 S",
                "--json", "--seconds", "5");
        assertEquals("{\"position\":\"0,0/0,1/0,0/0,0/1,0/0,0 S 0\",\"value\":\"draw\",\"turns\":null,\"moves\":["
                + "{\"move\":\"4+\",\"value\":\"draw\",\"turns\":null},{\"move\":\"4-\",\"value\":\"draw\",\"turns\":null}]}\n",
                run.out());
    }

    @Test
    void badInputIsOneLineAndExitTwo() {
        for (String[] args : new String[][] {{"solve", "--rules", "fianarantsoa", "--seconds", "0"},
                {"solve", "--rules", "fianarantsoa", "--columns", "2", "9+"},
                {"solve", "--rules", "nope"}}) {
            InProcess run = InProcess.run("", args);
            assertEquals(2, run.status(), String.join(" ", args));
            assertEquals(1, run.errLines().size(), run.err());
            assertTrue(run.out().isEmpty());
        }
    }
}
