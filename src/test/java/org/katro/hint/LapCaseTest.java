package org.katro.hint;

import org.junit.jupiter.api.Test;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The hint ladder's reading of a lap: the rule that decides it, in its own case, from the engine's events. */
class LapCaseTest {
    /** The worked example's game on the 6 x 2 board. */
    private static GameCursor worked() throws Exception {
        List<Move> moves = Notation.parseMoves("1+ 1+ 6+", org.katro.engine.Player.SOUTH);
        return new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), moves);
    }

    /** Every lap of {@code game}, by the event index of its lift. */
    private static List<LapCase> laps(GameCursor game) {
        List<LapCase> out = new ArrayList<>();
        for (int i = 0; i < game.size(); i++) {
            if (game.events().get(i) instanceof Event.Pick) {
                out.add(LapCase.of(game, i));
            }
        }
        return out;
    }

    private static Hole hole(GameCursor game, String name) {
        return game.geometry().hole(name.charAt(0) == 'S' ? org.katro.engine.Player.SOUTH : org.katro.engine.Player.NORTH,
                Integer.parseInt(name.substring(1)));
    }

    @Test
    void theFirstLapTurnsACornerAndTheHintSaysWhereNotTheLanding() throws Exception {
        GameCursor game = worked();
        LapCase first = laps(game).get(0);
        assertEquals("S3", first.landing().name());
        assertEquals(Rule.SERPENT, first.landingRule());
        String hint = first.hint(LapCase.Asked.LANDING, Language.ENGLISH);
        assertEquals("South's serpent turns at the end of each row: after S2 the seeds go on into the middle row, not"
                + " across the board. Count the 2 seeds again from S1.", hint);
        assertEquals(Set.of(hole(game, "S2")), first.lookAt(LapCase.Asked.LANDING), "the path so far, not S3");
    }

    /** The second rung over one marked hole speaks of one hole, not of "the marked holes". */
    @Test
    void theSecondRungOverOneMarkedHoleSaysTheHole() throws Exception {
        LapCase first = laps(worked()).get(0);
        assertEquals("The marked hole is where the first seed falls. Where does seed 2 go?",
                first.lookAtSaid(LapCase.Asked.LANDING, Language.ENGLISH));
        assertEquals("Le trou marqué est celui où tombe la première graine. Où va la graine 2 ?",
                first.lookAtSaid(LapCase.Asked.LANDING, Language.FRENCH));
    }

    @Test
    void theCapturedSeedsSownOnPassTheSerpentsEnd() throws Exception {
        GameCursor game = worked();
        LapCase sownOn = laps(game).get(2);
        assertEquals("S6", sownOn.lifted().name());
        assertEquals(Rule.WRAP, sownOn.landingRule());
        String hint = sownOn.hint(LapCase.Asked.LANDING, Language.ENGLISH);
        assertTrue(hint.startsWith("S6 is the last hole of South's serpent, and the serpent has no end"), hint);
        assertFalse(hint.contains("S5"), "not the landing: " + hint);
        assertTrue(sownOn.hint(LapCase.Asked.LANDING, Language.FRENCH).startsWith("S6 est le dernier trou du serpent de Sud"));
    }

    @Test
    void aCaptureNamesTheFrontRowsAndPointsAtTheFacingHole() throws Exception {
        GameCursor game = worked();
        LapCase capture = laps(game).get(1);
        assertEquals(Rule.CAPTURE, capture.captureRule());
        assertEquals("N5", capture.facing().name());
        assertTrue(capture.hint(LapCase.Asked.CAPTURE, Language.ENGLISH).contains("South's front row, now the inner row"));
        assertEquals(Set.of(hole(game, "S6"), hole(game, "N5")), capture.lookAt(LapCase.Asked.CAPTURE));
        assertEquals(Rule.CAPTURE, capture.reason(LapCase.Asked.CAPTURE));
        List<Rule> reasons = capture.reasons(LapCase.Asked.CAPTURE);
        assertEquals(3, reasons.size());
        assertTrue(reasons.contains(Rule.CAPTURE));
        assertEquals(Rule.CAPTURE, capture.turnRule(), "a capture goes on: the turn does not end");
    }

    @Test
    void anEmptyFacingHoleAndARelayAndAnEmptyHoleAreTheirOwnCases() throws Exception {
        List<LapCase> all = laps(worked());
        LapCase facingEmpty = all.stream().filter(l -> l.outcome() == Event.LapOutcome.RELAY_NOTHING_OPPOSITE)
                .findFirst().orElseThrow();
        assertEquals(Rule.FACING_EMPTY, facingEmpty.captureRule());
        assertEquals(0, facingEmpty.facingSeeds());
        assertTrue(facingEmpty.hint(LapCase.Asked.CAPTURE, Language.ENGLISH).contains("If that facing hole is empty,"
                + " there is nothing to take."));
        assertEquals(Rule.RELAY, facingEmpty.turnRule());
        LapCase empty = all.stream().filter(l -> l.outcome() == Event.LapOutcome.EMPTY_HOLE).findFirst().orElseThrow();
        assertEquals(0, empty.landingHeld());
        assertEquals(Rule.EMPTY_HOLE, empty.captureRule());
        assertEquals(Rule.EMPTY_HOLE, empty.reason(LapCase.Asked.TURN_ENDS));
        LapCase relay = all.stream().filter(l -> l.outcome() == Event.LapOutcome.RELAY).findFirst().orElseThrow();
        assertEquals(Rule.FRONT_ROW, relay.captureRule(), "an occupied hole outside the front row cannot capture");
        assertTrue(relay.hint(LapCase.Asked.TURN_ENDS, Language.ENGLISH).contains("(a relay), and the turn goes on"));
    }

    /** On every lap of the game, the board's pointing for a landing question never points at the landing. */
    @Test
    void theBoardNeverPointsAtTheAnswer() throws Exception {
        for (LapCase lap : laps(worked())) {
            assertFalse(lap.lookAt(LapCase.Asked.LANDING).contains(lap.landing()), lap.toString());
        }
    }
}
