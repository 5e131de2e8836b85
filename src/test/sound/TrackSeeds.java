import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;

import java.util.List;

/**
 * The seeds the visitor track sows, step by step (from its step's start to its picture), as the
 * attract loop plays it, and its relay picks, whose cue is a seed's knock with a tone over it:
 * record-track.sh compares the knocks heard in one round with them.
 */
public class TrackSeeds {
    public static void main(String[] args) {
        Lesson track = LessonLoader.load(List.of(LessonSource.bundled())).byId("visitor").orElseThrow();
        List<Event> events = track.cursor().events();
        int all = 0;
        int relays = 0;
        for (int i = 0; i < track.getSteps().size(); i++) {
            int sown = 0;
            int relay = 0;
            for (int k = track.stepStart(i); k < track.getSteps().get(i).getAt(); k++) {
                sown += events.get(k) instanceof Event.Sow ? 1 : 0;
                relay += events.get(k) instanceof Event.Pick p && p.reason() == Event.PickReason.RELAY ? 1 : 0;
            }
            all += sown;
            relays += relay;
            System.out.println("step " + (i + 1) + ": " + sown + " sown, " + relay + " relay picks");
        }
        System.out.println("all: " + all + " sown, " + relays + " relay picks");
    }
}
