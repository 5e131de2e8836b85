package org.katro.analysis;

import org.katro.engine.Event;
import org.katro.engine.Event.LapOutcome;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Phrase;
import org.katro.engine.Replay;

import java.util.List;
import java.util.Optional;

/**
 * Where two readings of the same moves first part, and which rule makes them part: the first event
 * that differs, or the move the second ruleset refuses (its game then stops there).
 *
 * @param index  the event (0-based) where the readings first differ; for a refused move, the end of
 *               the second game
 * @param first  the first reading's event there (null if its game has ended)
 * @param second the second reading's event there (null if its game has stopped)
 * @param move   the move the second ruleset refuses, or null
 * @param hole   the hole the difference is about: the landing hole, the capturing hole or the refused start
 */
public record Divergence(int index, Kind kind, Event first, Event second, Move move, Hole hole) {

    /** The rule behind the difference. */
    public enum Kind {
        /** the second ruleset does not start a turn from a hole holding a single seed */
        START_SINGLETON,
        /** the second ruleset starts a turn only from the outermost row that holds seeds */
        START_OUTERMOST,
        /** the second ruleset's first turn must start from the inner row */
        START_INNER_FIRST,
        /** under the second ruleset the move would sow for ever */
        ENDLESS,
        /** under the second ruleset the move would sow more seeds than a turn may */
        TOO_LONG,
        /** the last seed falls into an empty hole of the front row: one ruleset captures, the other not */
        EMPTY_CAPTURE,
        /** a lone last seed captures under one ruleset only */
        LONE_SEED,
        /** the last seed lands on seeds in the front row: one ruleset captures, the other relays */
        CAPTURE_OR_RELAY,
        /** one ruleset takes the whole file facing the landing hole, the other the facing hole only */
        WHOLE_FILE,
        /** one reading ends the game here (the side to move has no move it allows), the other goes on */
        NO_MOVE,
        /** any other difference */
        OTHER
    }

    /**
     * The first difference between {@code a} (every move played) and {@code second} (the same moves, as
     * many as its rules allow); empty when they agree on every event.
     */
    public static Optional<Divergence> of(GameCursor a, Replay second) {
        GameCursor b = second.game();
        List<Event> ea = a.events();
        List<Event> eb = b.events();
        int common = Math.min(ea.size(), eb.size());
        for (int k = 0; k < common; k++) {
            if (!ea.get(k).equals(eb.get(k))) {
                return Optional.of(differ(k, ea.get(k), eb.get(k)));
            }
        }
        if (second.refusal().isPresent()) {
            Replay.Refusal r = second.refusal().get();
            Hole hole = b.geometry().hole(r.mover(), r.move().hole());
            return Optional.of(new Divergence(eb.size(), refused(r.reason()),
                    ea.size() > eb.size() ? ea.get(eb.size()) : null, null, r.move(), hole));
        }
        if (ea.size() != eb.size()) {
            Event a0 = common < ea.size() ? ea.get(common) : null;
            Event b0 = common < eb.size() ? eb.get(common) : null;
            boolean over = a0 instanceof Event.GameOver || b0 instanceof Event.GameOver;
            return Optional.of(new Divergence(common, over ? Kind.NO_MOVE : Kind.OTHER, a0, b0, null, null));
        }
        return Optional.empty();
    }

    /** The rule the engine named when it refused the move (its reason's key in the engine's Reasons bundle). */
    private static Kind refused(Phrase reason) {
        return switch (reason.key()) {
            case "singleSeed" -> Kind.START_SINGLETON;
            case "outermostRow" -> Kind.START_OUTERMOST;
            case "innerRowFirst" -> Kind.START_INNER_FIRST;
            case "endless" -> Kind.ENDLESS;
            case "tooLong" -> Kind.TOO_LONG;
            default -> Kind.OTHER;
        };
    }

    private static Divergence differ(int k, Event a, Event b) {
        if (a instanceof Event.Sow sa && b instanceof Event.Sow sb && sa.endsLap() && sb.endsLap()) {
            LapOutcome oa = sa.outcome();
            LapOutcome ob = sb.outcome();
            Kind kind = either(oa, ob, LapOutcome.CAPTURE_ON_EMPTY) ? Kind.EMPTY_CAPTURE
                    : either(oa, ob, LapOutcome.CAPTURE_LONE_SEED) ? Kind.LONE_SEED
                    : oa.captures() != ob.captures() && (oa.relays() || ob.relays()) ? Kind.CAPTURE_OR_RELAY
                    : Kind.OTHER;
            return new Divergence(k, kind, a, b, null, sa.hole());
        }
        if (a instanceof Event.Capture ca && b instanceof Event.Capture cb && ca.wholeFile() != cb.wholeFile()) {
            return new Divergence(k, Kind.WHOLE_FILE, a, b, null, ca.into());
        }
        return new Divergence(k, Kind.OTHER, a, b, null, null);
    }

    private static boolean either(LapOutcome a, LapOutcome b, LapOutcome o) {
        return (a == o) != (b == o);
    }

    /** Whether the first reading is the one that does what the kind names (captures, takes the file). */
    public boolean firstDoesIt() {
        return switch (kind) {
            case EMPTY_CAPTURE -> ((Event.Sow) first).outcome() == LapOutcome.CAPTURE_ON_EMPTY;
            case LONE_SEED -> ((Event.Sow) first).outcome() == LapOutcome.CAPTURE_LONE_SEED;
            case CAPTURE_OR_RELAY -> ((Event.Sow) first).outcome().captures();
            case WHOLE_FILE -> ((Event.Capture) first).wholeFile();
            case NO_MOVE -> first instanceof Event.GameOver;
            default -> true;
        };
    }
}
