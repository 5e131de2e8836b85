package org.katro.practice;

import org.katro.engine.Event;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;

import java.util.List;

/**
 * What the first lap of a move does, read from the engine's events: every answer of a practice
 * question comes from here, so the questions are graded by the rules the board plays.
 *
 * @param start    the hole the move lifts
 * @param seeds    the seeds lifted into the hand
 * @param landing  where the lap's last seed falls
 * @param captures whether the lap ends in a capture
 * @param taken    the seeds that capture takes (gorobaka: the whole file), 0 when none
 */
public record FirstLap(Hole start, int seeds, Hole landing, boolean captures, int taken) {

    /** The first lap of the legal move {@code m} from {@code p}. */
    public static FirstLap of(Rules rules, Position p, Move m) {
        List<Event> events = rules.record(p, m).events();
        Event.Pick pick = (Event.Pick) events.get(0);
        int end = lastSeed(events);
        Event.Sow last = (Event.Sow) events.get(end);
        int taken = 0;
        for (int i = end + 1; i < events.size() && events.get(i) instanceof Event.Capture c; i++) {
            taken += c.count();
        }
        return new FirstLap(pick.hole(), pick.count(), last.hole(), last.outcome().captures(), taken);
    }

    /** The index in a turn's {@code events} of the first lap's last seed. */
    static int lastSeed(List<Event> events) {
        int end = 1;
        while (!(events.get(end) instanceof Event.Sow s && s.endsLap())) {
            end++;
        }
        return end;
    }
}
