package org.katro.lesson;

import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Geometry.RowKind;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Turn;
import org.katro.hint.LapCase;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import org.katro.practice.FirstLap;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A predict-then-reveal question asked when its step begins, before the step's lap is shown. It is
 * about the first lap that ends after the step's start; the right answer is read from the engine's
 * events, never written in the lesson. Immutable, as the whole lesson is.
 */
public final class Question {
    /** The most seeds a count question offers as an answer. */
    static final int MOST_COUNTED = 12;

    /** What the learner predicts. */
    public enum Kind {
        /** tap the hole where the lap's last seed will fall */
        LANDING("landing", false),
        /** yes or no: will the lap end in a capture? */
        CAPTURE("capture", false),
        /** yes or no: will the lap end the turn? */
        TURN_ENDS("turn-ends", false),
        /** how many seeds will the lap's capture take (0 when none)? */
        COUNT("count", false),
        /** which row is a player's front row now (asked where a turn starts)? */
        FRONT_ROW("front-row", true),
        /** which of two moves captures with its first lap (asked where a turn starts)? */
        WHICH_CAPTURES("which-captures", true);

        private final String id;
        private final boolean beforeTurn;

        Kind(String id, boolean beforeTurn) {
            this.id = id;
            this.beforeTurn = beforeTurn;
        }

        public String id() {
            return id;
        }

        /** Asked where a turn starts, before its first lift (otherwise once the lap's seeds are in hand). */
        public boolean beforeTurn() {
            return beforeTurn;
        }

        /** Answered yes or no. */
        public boolean yesNo() {
            return this == CAPTURE || this == TURN_ENDS;
        }

        public static Optional<Kind> byId(String id) {
            return Arrays.stream(values()).filter(k -> k.id.equals(id)).findFirst();
        }
    }

    /**
     * A kind of wrong answer, as the hint ladder tells them apart: a curator may write a hint for each
     * ({@code hintOff="step3.off"}), which the first wrong answer of that kind gets instead of the
     * engine's. A question's kind has one or two of them.
     */
    public enum Mistake {
        /** landing: a hole no seed of the lap falls in (before the lap's start, past its end, the other side) */
        OFF("off", "hintOff", Kind.LANDING),
        /** landing: a hole a seed of the lap falls in, before the last one (the lap counted too short) */
        SHORT("short", "hintShort", Kind.LANDING),
        /** capture, turn-ends: yes, where the answer is no */
        YES("yes", "hintYes", Kind.CAPTURE, Kind.TURN_ENDS),
        /** capture, turn-ends: no, where the answer is yes */
        NO("no", "hintNo", Kind.CAPTURE, Kind.TURN_ENDS),
        /** count: more seeds than the capture takes */
        MORE("more", "hintMore", Kind.COUNT),
        /** count: fewer seeds than the capture takes */
        FEWER("fewer", "hintFewer", Kind.COUNT),
        /** front-row: a row further in than the front row, which has no seed left */
        EMPTY_ROW("empty-row", "hintEmptyRow", Kind.FRONT_ROW),
        /** front-row: a row further out than the front row, while seeds lie further in */
        OUTER_ROW("outer-row", "hintOuterRow", Kind.FRONT_ROW),
        /** which-captures: the move whose first lap captures nothing */
        NO_CAPTURE("no-capture", "hintNoCapture", Kind.WHICH_CAPTURES);

        private final String id;
        private final String attribute;
        private final List<Kind> kinds;

        Mistake(String id, String attribute, Kind... kinds) {
            this.id = id;
            this.attribute = attribute;
            this.kinds = List.of(kinds);
        }

        /** The name the editor's text keys and the guide use: {@code off}, {@code empty-row}. */
        public String id() {
            return id;
        }

        /** The question's attribute in a lesson file that names the hint's text: {@code hintOff}. */
        public String attribute() {
            return attribute;
        }

        /** The mistakes an answer to a question of {@code kind} can make, in this order. */
        public static List<Mistake> of(Kind kind) {
            return Arrays.stream(values()).filter(m -> m.kinds.contains(kind)).toList();
        }

        public static Optional<Mistake> byAttribute(String attribute) {
            return Arrays.stream(values()).filter(m -> m.attribute.equals(attribute)).findFirst();
        }
    }

    private final String ask;
    private final String explain;
    private final String side;
    private final String other;
    private final String rule;
    private final String taught;
    private final Map<Mistake, String> hints;

    /**
     * @param ask     the kind's id: {@code landing}, {@code capture}, {@code turn-ends}, {@code count},
     *                {@code front-row}, {@code which-captures}
     * @param explain key of an optional lesson-specific explanation shown with the answer
     * @param side    front-row: whose front row, {@code S} or {@code N}; the side to move when null
     * @param other   which-captures: the move set beside the game's own, e.g. {@code 5+} (same player, same position)
     */
    public Question(String ask, String explain, String side, String other) {
        this(ask, explain, side, other, null, null);
    }

    /**
     * A question that names what it needs the learner to know.
     *
     * @param rule   the id of the {@link org.katro.hint.Rule} the answer turns on ({@code wrap}); the
     *               loader checks it against the engine's own finding
     * @param taught the step that taught that rule: its number in this lesson ({@code 3}), or a lesson
     *               before this one and its step ({@code rules-1-serpent:4}); it must come first
     */
    public Question(String ask, String explain, String side, String other, String rule, String taught) {
        this(ask, explain, side, other, rule, taught, Map.of());
    }

    /**
     * A question with the curator's own hints.
     *
     * @param hints by kind of wrong answer, the key of the hint its first wrong answer gets instead of the
     *              engine's; a kind left out keeps the engine's
     */
    public Question(String ask, String explain, String side, String other, String rule, String taught,
            Map<Mistake, String> hints) {
        Map<Mistake, String> own = new EnumMap<>(Mistake.class);
        hints.forEach((m, key) -> {
            if (key != null && !key.isBlank()) {
                own.put(m, key);
            }
        });
        this.hints = Collections.unmodifiableMap(own);
        this.rule = rule;
        this.taught = taught;
        this.ask = ask;
        this.explain = explain;
        this.side = side;
        this.other = other;
    }

    public String getAsk() {
        return ask;
    }

    public String getExplain() {
        return explain;
    }

    public String getSide() {
        return side;
    }

    public String getOther() {
        return other;
    }

    public String getRule() {
        return rule;
    }

    public String getTaught() {
        return taught;
    }

    /** The keys of the curator's hints, by kind of wrong answer, in {@link Mistake}'s order. */
    public Map<Mistake, String> getHints() {
        return hints;
    }

    public Kind kind() {
        return Kind.byId(ask).orElseThrow();
    }

    /**
     * The answer, from the events of {@code game} (a cursor on the lesson's game, wherever it stands):
     * the first lap that ends after cursor index {@code stepStart}; empty if there is none, or if a
     * question asked before a turn does not stand where one starts, or names a move that is not legal.
     */
    public Optional<Reveal> reveal(GameCursor game, int stepStart) {
        int lapEnd = -1;
        for (int end : game.lapEnds()) {
            if (end > stepStart) {
                lapEnd = end;
                break;
            }
        }
        if (lapEnd < 0) {
            return Optional.empty();
        }
        List<Event> events = game.events();
        int pickAt = lapEnd - 1;
        while (!(events.get(pickAt) instanceof Event.Pick)) {
            pickAt--;
        }
        Event.Pick pick = (Event.Pick) events.get(pickAt);
        List<Hole> sown = new ArrayList<>();
        for (int i = pickAt + 1; i < lapEnd; i++) {
            sown.add(((Event.Sow) events.get(i)).hole());
        }
        List<Event.Capture> captures = new ArrayList<>();
        for (int i = lapEnd; i < game.size() && events.get(i) instanceof Event.Capture c; i++) {
            captures.add(c);
        }
        int askAt = kind().beforeTurn() ? stepStart : Math.max(stepStart, pickAt + 1);
        Reveal.Lap lap = new Reveal.Lap(pick, sown, (Event.Sow) events.get(lapEnd - 1), captures);
        Reveal.Turn before = null;
        if (kind().beforeTurn()) {
            int turn = game.turnStarts().indexOf(stepStart);
            if (turn < 0 || turn >= game.turns().size()) {
                return Optional.empty();
            }
            Optional<Reveal.Turn> t = turnFacts(game.rules(), game.turns().get(turn));
            if (t.isEmpty()) {
                return Optional.empty();
            }
            before = t.get();
        }
        return Optional.of(new Reveal(kind(), askAt, lapEnd, lap, before, opponentSeeds(game, pickAt, pick.player()),
                LapCase.of(game, pickAt)));
    }

    /** What the learner may read off the board before the turn: a front row, or the other move's first lap. */
    private Optional<Reveal.Turn> turnFacts(Rules rules, Turn turn) {
        Position p = turn.before();
        Player whose = side == null || side.isBlank() ? p.toMove() : Player.fromSymbol(side.charAt(0));
        int depths = rules.geometry(p).depths();
        int depth = rules.frontRow(p, whose);
        if (depth < 0) {
            return Optional.empty();
        }
        RowKind front = RowKind.of(depth, depths);
        if (kind() != Kind.WHICH_CAPTURES) {
            return Optional.of(new Reveal.Turn(whose, front, depths, null, null, null, null));
        }
        Move alternative;
        try {
            List<Move> parsed = Notation.parseMoves(other == null ? "" : other, p.toMove());
            if (parsed.size() != 1 || !rules.legalMoves(p).contains(parsed.get(0))
                    || parsed.get(0).equals(turn.move())) {
                return Optional.empty();
            }
            alternative = parsed.get(0);
        } catch (NotationException e) {
            return Optional.empty();
        }
        FirstLap played = FirstLap.of(rules, p, turn.move());
        FirstLap else_ = FirstLap.of(rules, p, alternative);
        if (played.captures() == else_.captures()) {
            return Optional.empty();
        }
        return Optional.of(new Reveal.Turn(whose, front, depths, turn.move(), played, alternative, else_));
    }

    /** The opponent's seeds when the lap starts: a capture takes no more, so the count buttons stop there. */
    private static int opponentSeeds(GameCursor game, int pickAt, Player mover) {
        int turn = 0;
        while (turn + 1 < game.turnStarts().size() && game.turnStarts().get(turn + 1) <= pickAt) {
            turn++;
        }
        Position p = game.turns().get(turn).before();
        return Math.min(MOST_COUNTED, p.total(mover.opponent()));
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Question q && Objects.equals(ask, q.ask) && Objects.equals(explain, q.explain)
                && Objects.equals(side, q.side) && Objects.equals(other, q.other) && Objects.equals(rule, q.rule)
                && Objects.equals(taught, q.taught) && hints.equals(q.hints);
    }

    @Override
    public int hashCode() {
        return Objects.hash(ask, explain, side, other, rule, taught, hints);
    }
}
