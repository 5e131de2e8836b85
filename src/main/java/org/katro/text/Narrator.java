package org.katro.text;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.Hole;

/**
 * Turns engine events into full sentences of the Messages bundle: what happened and, for the last
 * seed of a lap and for captures, why. Every word comes from the bundle so a language switch only
 * needs a new narrator.
 */
public final class Narrator extends Texts {
    static final String BUNDLE = "org.katro.text.Messages";

    public Narrator(Language language) {
        super(language, BUNDLE);
    }

    /** The sentence for event {@code e}. */
    public String describe(Event e) {
        if (e instanceof Event.Pick p) {
            String who = player(p.player());
            String hole = p.hole().name();
            return switch (p.reason()) {
                case START -> text("pick.start", who, p.count(), hole, p.direction() == Direction.PLUS ? 1 : 0);
                case RELAY -> text("pick.relay", who, p.count(), hole);
                case AFTER_CAPTURE -> text("pick.afterCapture", who, p.count(), hole);
            };
        }
        if (e instanceof Event.Sow s) {
            return s.endsLap() ? lapEnd(s) : text("sow", player(s.player()), s.hole().name(), s.inHand());
        }
        if (e instanceof Event.Capture c) {
            return capture(c);
        }
        if (e instanceof Event.TurnEnd t) {
            return text("turnEnd", player(t.player()), player(t.next()));
        }
        Event.GameOver g = (Event.GameOver) e;
        return text(g.loserHasSeeds() ? "gameOver.noMove" : "gameOver.noSeeds", player(g.winner()),
                player(g.loser()));
    }

    private String lapEnd(Event.Sow s) {
        String who = player(s.player());
        String opponent = player(s.player().opponent());
        String hole = s.hole().name();
        String front = s.frontRow() < 0 ? "" : row(s.hole().row());
        return switch (s.outcome()) {
            case EMPTY_HOLE -> text("lap.empty", who, hole);
            case EMPTY_HOLE_NOTHING_OPPOSITE -> text("lap.emptyNothingOpposite", who, hole, opponent);
            case RELAY -> text("lap.relay", who, hole);
            case RELAY_NOTHING_OPPOSITE -> text("lap.relayNothingOpposite", who, hole, opponent, front);
            case CAPTURE -> text("lap.capture", who, hole, opponent, front);
            case CAPTURE_ON_EMPTY -> text("lap.captureOnEmpty", who, hole, opponent, front);
            case CAPTURE_LONE_SEED -> text("lap.captureLoneSeed", who, hole, opponent);
        };
    }

    private String capture(Event.Capture c) {
        String who = player(c.player());
        String opponent = player(c.player().opponent());
        Hole from = c.from();
        StringBuilder sb = new StringBuilder(text(c.wholeFile() ? "capture.wholeFile" : "capture", who, c.count(),
                from.name(), opponent, row(from.row()), c.into().name()));
        if (c.emptyRowsBefore() > 0) {
            sb.append(' ').append(text(c.emptyRowsBefore() == 1 ? "capture.reach1" : "capture.reach2", opponent,
                    row(from.row())));
        }
        if (c.lastSeeds()) {
            sb.append(' ').append(text("capture.lastSeeds", opponent));
        }
        return sb.toString();
    }
}
