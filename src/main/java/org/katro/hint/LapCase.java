package org.katro.hint;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Geometry.RowKind;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.text.Language;
import org.katro.text.Texts;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One lap seen as a teacher sees it: which rule decides where it ends and what that leads to, in this
 * lap's own case (the serpent's wrap from its last hole to hole 1, the corner it turns, the empty hole,
 * the empty facing hole, the relay that goes on), worked out from the engine's events and the board,
 * never typed per lesson. The hint ladder of every question about a lap reads it: a first wrong answer
 * gets {@link #hint}, a second gets the board pointing at {@link #lookAt} (never the answer), and a
 * yes/no question's second try chooses among {@link #reasons}. No JavaFX; lessons and practice alike.
 *
 * @param mover         whose lap it is
 * @param lifted        the hole whose seeds are in hand
 * @param direction     the way they are sown
 * @param path          the holes the seeds fall into, in order; the last is the landing
 * @param landingHeld   the seeds the landing hole held before the last seed fell
 * @param moverFront    the depth of the mover's front row once the last seed has fallen (-1: none)
 * @param opponentFront the depth of the opponent's front row (-1: the opponent has no seed)
 * @param facing        the opponent's hole facing the landing in their front row; null when they have none
 * @param facingSeeds   the seeds in {@code facing}
 * @param outcome       what the last seed leads to, as the engine says
 * @param captures      the captures the lap makes
 * @param depths        the rows of one side
 */
public record LapCase(Player mover, Hole lifted, Direction direction, List<Hole> path, int landingHeld,
        int moverFront, int opponentFront, Hole facing, int facingSeeds, Event.LapOutcome outcome,
        List<Event.Capture> captures, int depths) {
    private static final String BUNDLE = "org.katro.hint.Hints";

    public LapCase {
        path = List.copyOf(path);
        captures = List.copyOf(captures);
    }

    /**
     * The lap that starts with {@code pick}, from {@code before} (the board just before the lift) and
     * the events that follow the lift: its seeds sown, then the captures its last seed makes, if any.
     */
    public static LapCase of(Rules rules, Position before, Event.Pick pick, List<Event> after) {
        Geometry g = rules.geometry(before);
        int[] counts = before.counts();
        counts[pick.hole().index()] = 0;
        List<Hole> path = new ArrayList<>();
        Event.Sow last = null;
        List<Event.Capture> captures = new ArrayList<>();
        int held = 0;
        for (Event e : after) {
            if (last == null && e instanceof Event.Sow s) {
                held = counts[s.hole().index()];
                counts[s.hole().index()]++;
                path.add(s.hole());
                last = s.endsLap() ? s : null;
            } else if (last != null && e instanceof Event.Capture c) {
                captures.add(c);
            } else {
                break;
            }
        }
        if (last == null) {
            throw new IllegalArgumentException("the events after the lift do not end its lap");
        }
        Position now = new Position(before.rows(), before.columns(), counts, pick.player(), before.ply());
        Player opponent = pick.player().opponent();
        int opponentFront = rules.frontRow(now, opponent);
        Hole facing = opponentFront < 0 ? null
                : g.holeAt(g.indexOf(opponent, opponentFront, last.hole().column()));
        return new LapCase(pick.player(), pick.hole(), pick.direction(), path, held, last.frontRow(), opponentFront,
                facing, facing == null ? 0 : counts[facing.index()], last.outcome(), captures, g.depths());
    }

    /** The lap whose lift is event {@code pickAt} of {@code game} (the cursor is not moved). */
    public static LapCase of(GameCursor game, int pickAt) {
        List<Event> events = game.events();
        int turn = 0;
        while (turn + 1 < game.turnStarts().size() && game.turnStarts().get(turn + 1) <= pickAt) {
            turn++;
        }
        Position start = game.turns().get(turn).before();
        int[] counts = start.counts();
        for (int i = game.turnStarts().get(turn); i < pickAt; i++) {
            Event e = events.get(i);
            if (e instanceof Event.Pick p) {
                counts[p.hole().index()] = 0;
            } else if (e instanceof Event.Sow s) {
                counts[s.hole().index()]++;
            } else if (e instanceof Event.Capture c) {
                counts[c.from().index()] -= c.count();
                counts[c.into().index()] += c.count();
            }
        }
        Position before = new Position(start.rows(), start.columns(), counts, start.toMove(), start.ply());
        return of(game.rules(), before, (Event.Pick) events.get(pickAt), events.subList(pickAt + 1, events.size()));
    }

    public Hole landing() {
        return path.get(path.size() - 1);
    }

    /**
     * Where the path passes the serpent's end (from the last hole to hole 1, or back): the index in
     * {@link #path} of the hole after the wrap; -1 for none.
     */
    public int wrapAt() {
        Hole from = lifted;
        for (int i = 0; i < path.size(); i++) {
            if (Math.abs(path.get(i).number() - from.number()) > 1) {
                return i;
            }
            from = path.get(i);
        }
        return -1;
    }

    /** The first place the path turns into another row: the index in {@link #path} of the first hole of the new row; -1 for none. */
    public int cornerAt() {
        Hole from = lifted;
        for (int i = 0; i < path.size(); i++) {
            if (path.get(i).depth() != from.depth()) {
                return i;
            }
            from = path.get(i);
        }
        return -1;
    }

    /** The rule that decides where the last seed falls. */
    public Rule landingRule() {
        return wrapAt() >= 0 ? Rule.WRAP : Rule.SERPENT;
    }

    /** The rule that decides whether the lap captures (and how much). */
    public Rule captureRule() {
        return switch (outcome) {
            case CAPTURE -> captures.stream().anyMatch(Event.Capture::wholeFile) ? Rule.WHOLE_FILE
                    : captures.stream().anyMatch(c -> c.emptyRowsBefore() > 0) ? Rule.FRONT_ROW : Rule.CAPTURE;
            case CAPTURE_ON_EMPTY -> Rule.CAPTURE_ON_EMPTY;
            case CAPTURE_LONE_SEED -> Rule.LONE_SEED;
            case EMPTY_HOLE -> Rule.EMPTY_HOLE;
            case EMPTY_HOLE_NOTHING_OPPOSITE, RELAY_NOTHING_OPPOSITE -> Rule.FACING_EMPTY;
            case RELAY -> Rule.FRONT_ROW;
        };
    }

    /** The rule that decides whether the lap ends the turn. */
    public Rule turnRule() {
        return outcome.endsTurn() ? Rule.EMPTY_HOLE : outcome.relays() ? Rule.RELAY : Rule.CAPTURE;
    }

    // ---------------------------------------------------------------- the ladder's rungs

    /** What a question about this lap asks, for the hint to speak of the rule that decides it. */
    public enum Asked { LANDING, CAPTURE, TURN_ENDS, COUNT }

    /** The rule a question of kind {@code asked} turns on. */
    public Rule decides(Asked asked) {
        return switch (asked) {
            case LANDING -> landingRule();
            case CAPTURE, COUNT -> captureRule();
            case TURN_ENDS -> turnRule();
        };
    }

    /**
     * The first rung: the rule that decides the question, said in this lap's case (the hole before the
     * wrap or the corner, the hole to count from, the front row, the facing hole and what a capture
     * needs of it), without saying the answer.
     */
    public String hint(Asked asked, Language language) {
        Texts t = new Texts(language, BUNDLE);
        String who = t.player(mover);
        String other = t.player(mover.opponent());
        String ours = moverFront < 0 ? "" : t.row(RowKind.of(moverFront, depths));
        String theirs = opponentFront < 0 ? "" : t.row(RowKind.of(opponentFront, depths));
        return switch (decides(asked)) {
            case WRAP -> {
                int w = wrapAt();
                Hole before = w == 0 ? lifted : path.get(w - 1);
                yield t.text(direction == Direction.PLUS ? "hint.wrap.up" : "hint.wrap.down", who, before.name(),
                        path.size(), lifted.name());
            }
            case SERPENT -> {
                int c = cornerAt();
                yield c < 0 ? t.text("hint.serpent", who, lifted.name(), path.size())
                        : t.text("hint.corner", who, (c == 0 ? lifted : path.get(c - 1)).name(),
                                t.row(RowKind.of(path.get(c).depth(), depths)), path.size(), lifted.name());
            }
            case EMPTY_HOLE -> t.text(asked == Asked.TURN_ENDS ? "hint.empty-hole.turn" : "hint.empty-hole", who,
                    path.size(), lifted.name());
            case RELAY -> t.text("hint.relay", who, path.size(), lifted.name());
            case FRONT_ROW -> t.text("hint.front-row", who, ours, other, theirs);
            case FACING_EMPTY -> t.text("hint.facing-empty", who, ours, other, theirs);
            case CAPTURE -> t.text(asked == Asked.TURN_ENDS ? "hint.capture.turn"
                    : asked == Asked.COUNT ? "hint.capture.count" : "hint.capture", who, ours, other, theirs);
            case WHOLE_FILE -> t.text("hint.whole-file", who, ours, other, theirs);
            case CAPTURE_ON_EMPTY -> t.text("hint.capture-on-empty", who, ours, other, theirs);
            case LONE_SEED -> t.text("hint.lone-seed", who, ours, other, theirs);
        };
    }

    /**
     * The second rung: the holes the board points at, never the answer. Where the last seed falls:
     * the path so far (every hole but the last; nothing for a single seed). What it leads to: the
     * landing and the hole facing it.
     */
    public Set<Hole> lookAt(Asked asked) {
        Set<Hole> out = new LinkedHashSet<>();
        if (asked == Asked.LANDING) {
            out.addAll(path.subList(0, path.size() - 1));
            // a lap longer than the serpent passes its landing before its last seed
            out.remove(landing());
        } else {
            out.add(landing());
            if (facing != null) {
                out.add(facing);
            }
        }
        return out;
    }

    /** What the second rung says about the holes it points at. */
    public String lookAtSaid(Asked asked, Language language) {
        Texts t = new Texts(language, BUNDLE);
        if (asked == Asked.LANDING) {
            return path.size() == 1 ? t.text("look.one", lifted.name(), t.player(mover))
                    : t.text("look.path", path.size() - 1, path.size());
        }
        return facing == null ? t.text("look.landing", landing().name())
                : t.text("look.facing", landing().name(), facing.name());
    }

    /**
     * A yes/no question's second try: why, as three reasons to choose from (the right one and others
     * the question could have turned on), in a fixed order so that the right one is not always first.
     */
    public List<Rule> reasons(Asked asked) {
        List<Rule> all = asked == Asked.TURN_ENDS ? List.of(Rule.EMPTY_HOLE, Rule.RELAY, Rule.CAPTURE)
                : List.of(Rule.CAPTURE, Rule.EMPTY_HOLE, Rule.FACING_EMPTY, Rule.FRONT_ROW);
        Rule right = reason(asked);
        List<Rule> others = all.stream().filter(r -> r != right).limit(2).toList();
        return all.stream().filter(r -> r == right || others.contains(r)).toList();
    }

    /** The right reason for a yes/no question: the rule that decides it, any capture said as one. */
    public Rule reason(Asked asked) {
        if (asked == Asked.TURN_ENDS) {
            return turnRule();
        }
        return outcome.captures() ? Rule.CAPTURE : captureRule();
    }

    /** A reason as its button says it, yes or no first. */
    public static String reasonSaid(Asked asked, Rule reason, Language language) {
        return new Texts(language, BUNDLE).text("reason." + (asked == Asked.TURN_ENDS ? "turn." : "capture.") + reason.id());
    }

    /** What a yes/no question's second try asks. */
    public static String whyAsked(Language language) {
        return new Texts(language, BUNDLE).text("reasons.ask");
    }
}
