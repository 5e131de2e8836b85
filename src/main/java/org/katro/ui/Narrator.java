package org.katro.ui;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.Hole;
import org.katro.engine.Phrase;
import org.katro.engine.Player;
import org.katro.engine.RowKind;

import java.text.MessageFormat;
import java.util.Arrays;
import java.util.Locale;
import java.util.ResourceBundle;

/**
 * Turns engine events into full sentences of the Messages bundle: what happened and, for the last
 * seed of a lap and for captures, why. Every word comes from the bundle so a language switch only
 * needs a new narrator.
 */
final class Narrator {
    static final String BUNDLE = "org.katro.ui.Messages";

    private final ResourceBundle bundle;
    private final Language language;
    private final Locale locale;

    Narrator(Language language) {
        this(language, BUNDLE);
    }

    /** Sentences of another screen's bundle (it must name the players as player.south and player.north). */
    Narrator(Language language, String bundleName) {
        this.language = language;
        this.locale = language.locale();
        this.bundle = language.bundle(bundleName);
    }

    /**
     * A message of the bundle formatted for this locale; arguments that are phrases (why a position
     * cannot be read, why a move is not allowed) are said in the same language.
     */
    String text(String key, Object... args) {
        Object[] said = Arrays.stream(args).map(a -> a instanceof Phrase p ? language.say(p) : a).toArray();
        return new MessageFormat(bundle.getString(key), locale).format(said);
    }

    String player(Player p) {
        return text(p == Player.SOUTH ? "player.south" : "player.north");
    }

    String row(RowKind row) {
        return text("row." + row.name().toLowerCase(Locale.ROOT));
    }

    /** The sentence for event {@code e}. */
    String describe(Event e) {
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
