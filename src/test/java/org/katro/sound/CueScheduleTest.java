package org.katro.sound;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CueScheduleTest {
    /** the worked example's events: South 1+, North 1+, South 6+ on the 6 x 2 board */
    private static final List<Event> EVENTS = new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2),
            List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS), new Move(6, Direction.PLUS))).events();

    /** The cues heard stepping through every event, {@code gap} milliseconds apart. */
    private static List<Optional<Cue>> stepThrough(long gap) {
        CueSchedule schedule = new CueSchedule();
        List<Optional<Cue>> out = new ArrayList<>();
        schedule.shown(0, EVENTS, 0);
        for (int k = 1; k <= EVENTS.size(); k++) {
            out.add(schedule.shown(k, EVENTS, k * gap));
        }
        return out;
    }

    @Test
    void atReadingPaceEverySeedRelayCaptureAndTurnEndHasItsOwnSound() {
        List<Optional<Cue>> heard = stepThrough(800);
        int seeds = 0;
        for (int k = 0; k < EVENTS.size(); k++) {
            Event e = EVENTS.get(k);
            Optional<Cue> expected = e instanceof Event.Sow ? Optional.of(Cue.SEED)
                    : e instanceof Event.Pick p ? (p.reason() == Event.PickReason.RELAY ? Optional.of(Cue.RELAY) : Optional.empty())
                    : e instanceof Event.Capture ? Optional.of(Cue.CAPTURE)
                    : e instanceof Event.TurnEnd ? Optional.of(Cue.TURN_END) : Optional.of(Cue.GAME_OVER);
            assertEquals(expected, heard.get(k), "event " + (k + 1) + ": " + e);
            seeds += e instanceof Event.Sow ? 1 : 0;
        }
        assertEquals(seeds, heard.stream().filter(c -> c.equals(Optional.of(Cue.SEED))).count());
        // the worked example has all four: a relay, a capture, turn ends and seeds
        assertTrue(heard.contains(Optional.of(Cue.RELAY)) && heard.contains(Optional.of(Cue.CAPTURE))
                && heard.contains(Optional.of(Cue.TURN_END)));
    }

    @Test
    void atHighSpeedSeedsAreThinnedButCapturesRelaysAndTurnEndsStay() {
        long gap = 30;
        List<Optional<Cue>> heard = stepThrough(gap);
        long sounds = heard.stream().filter(Optional::isPresent).count();
        long seedSounds = heard.stream().filter(c -> c.isPresent() && (c.get() == Cue.SEED || c.get() == Cue.SEEDS)).count();
        long seeds = EVENTS.stream().filter(e -> e instanceof Event.Sow).count();
        assertTrue(seedSounds < seeds / 2, seedSounds + " seed sounds for " + seeds + " seeds");
        // a thinned seed is not lost from the ear: the next seed heard is the rattle of several
        assertTrue(heard.contains(Optional.of(Cue.SEEDS)));
        for (Cue kept : List.of(Cue.RELAY, Cue.CAPTURE, Cue.TURN_END)) {
            assertEquals(stepThrough(800).stream().filter(c -> c.equals(Optional.of(kept))).count(),
                    heard.stream().filter(c -> c.equals(Optional.of(kept))).count(), kept + " kept at speed");
        }
        // no two seed sounds closer than the least gap
        long last = -CueSchedule.LEAST_SEED_GAP_MILLIS;
        for (int k = 0; k < heard.size(); k++) {
            if (heard.get(k).isPresent()) {
                long at = (k + 1) * gap;
                if (heard.get(k).get() == Cue.SEED || heard.get(k).get() == Cue.SEEDS) {
                    assertTrue(at - last >= CueSchedule.LEAST_SEED_GAP_MILLIS, "seed sound at " + at + " after " + last);
                }
                last = at;
            }
        }
        assertTrue(sounds > 0);
    }

    @Test
    void aJumpAStepBackOrTheFirstBoardAreSilent() {
        CueSchedule schedule = new CueSchedule();
        assertEquals(Optional.empty(), schedule.shown(1, EVENTS, 0), "the first board shown");
        assertEquals(Optional.of(Cue.SEED), schedule.shown(2, EVENTS, 1000));
        assertEquals(Optional.empty(), schedule.shown(1, EVENTS, 2000), "a step back");
        // a jump onto a seed's fall: silent, though stepping onto it sounds
        int seed = 9;
        while (!(EVENTS.get(seed - 1) instanceof Event.Sow && EVENTS.get(seed) instanceof Event.Sow)) {
            seed++;
        }
        assertEquals(Optional.empty(), schedule.shown(seed, EVENTS, 3000), "a jump");
        assertEquals(Optional.of(Cue.SEED), schedule.shown(seed + 1, EVENTS, 4000));
    }
}
