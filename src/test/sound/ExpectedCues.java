import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.sound.CueSchedule;

import java.util.List;

/**
 * The sound each event of the worked example makes when stepped to one by one at reading pace, as
 * the schedule model says (no thinning at that pace): one line per event, "k CUE" or "k -".
 * check-onsets.sh compares the recording with it.
 */
public class ExpectedCues {
    public static void main(String[] args) {
        // the worked example (Navigator.workedExample, which needs JavaFX): 6 x 2, 1+ 1+ 6+
        List<Event> events = new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of(new Move(1, Direction.PLUS),
                new Move(1, Direction.PLUS), new Move(6, Direction.PLUS))).events();
        for (int k = 1; k <= events.size(); k++) {
            System.out.println(k + " " + CueSchedule.cueOf(events.get(k - 1)).map(Enum::name).orElse("-"));
        }
    }
}
