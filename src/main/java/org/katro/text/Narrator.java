package org.katro.text;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Ruleset;

import java.util.List;

/**
 * Turns engine events into full sentences of the Messages bundle: what happened and, for the last
 * seed of a lap and for captures, why. Every word comes from the bundle so a language switch only
 * needs a new narrator. A sentence may read the events around its own (how many seeds a capture
 * takes, whether the game ends) and the ruleset (why a hole captures or relays in that reading).
 */
public final class Narrator extends Texts {
    static final String BUNDLE = "org.katro.text.Messages";

    public Narrator(Language language) {
        super(language, BUNDLE);
    }

    /** The ruleset's whole name, as a visitor reads it in a sentence. */
    public String name(Ruleset ruleset) {
        return text("name." + ruleset.id());
    }

    /** The ruleset's whole name with its number of rows, as every chooser of rulesets lists it. */
    public String choice(Ruleset ruleset) {
        return text("ruleset.rows", name(ruleset), ruleset.rows());
    }

    /** The ruleset's whole name with the board's size, as the screens' titles say it. */
    public String ruleset(Ruleset ruleset, int rows, int columns) {
        return text("ruleset.sized", name(ruleset), rows, columns);
    }

    /** A move in words: the hole it starts from and the hole its first seed falls into ("S7 towards S6"). */
    public String move(Geometry geometry, Player mover, Move move) {
        Hole from = geometry.hole(mover, move.hole());
        return text("move.words", from.name(), geometry.next(from, move.direction()).name());
    }

    /** A move in a list, where room is short: "S7-", the app's one notation, the same in every language. */
    public static String moveShort(Geometry geometry, Player mover, Move move) {
        return geometry.hole(mover, move.hole()).name() + move.direction().symbol();
    }

    /** The sentence for event {@code index} of {@code events}, a game played under {@code ruleset}. */
    public String describe(Ruleset ruleset, List<Event> events, int index) {
        Event e = events.get(index);
        Event next = index + 1 < events.size() ? events.get(index + 1) : null;
        if (e instanceof Event.Pick p) {
            String who = player(p.player());
            String hole = p.hole().name();
            return switch (p.reason()) {
                case START -> text("pick.start", who, p.count(), hole, p.direction() == Direction.PLUS ? 1 : 0);
                case RELAY -> text("pick.relay", who, p.count(), hole);
                case AFTER_CAPTURE -> text("pick.afterCapture", who, p.count(), hole, capturedBefore(events, index));
            };
        }
        if (e instanceof Event.Sow s) {
            return s.endsLap() ? lapEnd(ruleset.capture(), s, next)
                    : text("sow", player(s.player()), s.hole().name(), s.inHand());
        }
        if (e instanceof Event.Capture c) {
            return capture(c);
        }
        if (e instanceof Event.TurnEnd t) {
            String over = text("turnEnd", player(t.player()));
            // the turn that ends the game hands it to nobody
            return next instanceof Event.GameOver ? over : over + " " + text("turnEnd.next", player(t.next()));
        }
        Event.GameOver g = (Event.GameOver) e;
        return text(g.loserHasSeeds() ? "gameOver.noMove" : "gameOver.noSeeds", player(g.winner()),
                player(g.loser()));
    }

    /** The seeds the captures just before a lift put into the lifted hole. */
    private static int capturedBefore(List<Event> events, int index) {
        int seeds = 0;
        for (int i = index - 1; i >= 0 && events.get(i) instanceof Event.Capture c; i--) {
            seeds += c.count();
        }
        return seeds;
    }

    /**
     * Where the lap's last seed fell and what that leads to. Each reading captures on its own kind of
     * hole, so the reason a hole captures or relays is said in that reading's terms.
     */
    private String lapEnd(Ruleset.Capture reading, Event.Sow s, Event next) {
        String who = player(s.player());
        String opponent = player(s.player().opponent());
        String hole = s.hole().name();
        String row = row(s.hole().row());
        // a capturing lap is followed by its captures; the first says how many seeds face the hole
        int facing = next instanceof Event.Capture c ? c.count() : 0;
        boolean file = reading == Ruleset.Capture.WHOLE_FILE;
        boolean onEmpty = reading == Ruleset.Capture.EMPTY_FRONT_ROW;
        return switch (s.outcome()) {
            case EMPTY_HOLE -> text(onEmpty ? "lap.emptyOutsideFront" : "lap.empty", who, hole);
            case EMPTY_HOLE_NOTHING_OPPOSITE -> text("lap.emptyNothingOpposite", who, hole, opponent, row);
            case RELAY -> text(file ? "lap.relayOutsideInner" : onEmpty ? "lap.relayOccupied" : "lap.relay",
                    who, hole);
            case RELAY_NOTHING_OPPOSITE -> text(file ? "lap.relayEmptyColumn" : "lap.relayNothingOpposite",
                    who, hole, opponent, row);
            case CAPTURE -> text(file ? "lap.captureColumn" : "lap.capture", who, hole, opponent, row, facing);
            case CAPTURE_ON_EMPTY -> text("lap.captureOnEmpty", who, hole, opponent, row, facing);
            case CAPTURE_LONE_SEED -> text("lap.captureLoneSeed", who, hole, opponent, row, facing);
        };
    }

    private String capture(Event.Capture c) {
        String opponent = player(c.player().opponent());
        String from = row(c.from().row());
        StringBuilder sb = new StringBuilder(text("capture", player(c.player()), c.count(), c.from().name(), opponent,
                from, c.into().name()));
        if (c.emptyRowsBefore() > 0) {
            sb.append(' ').append(text(c.emptyRowsBefore() == 1 ? "capture.reach1" : "capture.reach2", opponent, from));
        }
        if (c.lastSeeds()) {
            sb.append(' ').append(text("capture.lastSeeds", opponent, c.count()));
        }
        return sb.toString();
    }
}
