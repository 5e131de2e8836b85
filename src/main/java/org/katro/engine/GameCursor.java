package org.katro.engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Walks through a game one event at a time, both ways. The cursor keeps one working board and
 * applies or undoes events on it, so a step back costs as little as a step forward and nothing is
 * replayed from the start. Index {@code k} means "the first k events have happened": 0 is the start
 * position, {@link #size()} the end.
 */
public final class GameCursor {
    private final Rules rules;
    private final Geometry geometry;
    private final Position start;
    private final List<Turn> turns = new ArrayList<>();
    private final List<Event> events = new ArrayList<>();
    /** event index at which each turn starts; one more entry, the end, closes the last turn */
    private final List<Integer> turnStarts = new ArrayList<>();
    private final List<Integer> lapStarts = new ArrayList<>();
    private final List<Integer> lapEnds = new ArrayList<>();

    private final int[] board;
    private int hand;
    private Player toMove;
    private int ply;
    private Player winner;
    private final Player startWinner;
    private int index;

    public GameCursor(Ruleset ruleset, Position start, List<Move> moves) {
        this.rules = Rules.of(ruleset);
        this.geometry = rules.geometry(start);
        this.start = start;
        this.board = start.counts();
        this.toMove = start.toMove();
        this.ply = start.ply();
        this.startWinner = rules.winner(start).orElse(null);
        this.winner = startWinner;
        turnStarts.add(0);
        for (Move m : moves) {
            append(m);
        }
    }

    /**
     * Plays {@code m} from the game's last position and adds its events at the end; the cursor stays
     * where it is. Throws {@link IllegalMoveException} if the move is not legal there.
     */
    public Turn append(Move m) {
        // the last turn already knows whether it ended the game; only the start needs asking
        boolean over = turns.isEmpty() ? startWinner != null : turns.get(turns.size() - 1).endsGame();
        if (over) {
            throw new IllegalMoveException(new Phrase(IllegalMoveException.REASONS, "gameOver"));
        }
        Turn turn = rules.record(last(), m);
        turns.add(turn);
        for (Event e : turn.events()) {
            int at = events.size();
            if (e instanceof Event.Pick) {
                lapStarts.add(at);
            } else if (e instanceof Event.Sow s && s.endsLap()) {
                lapEnds.add(at + 1);
            }
            events.add(e);
        }
        turnStarts.add(events.size());
        return turn;
    }

    /** Drops every turn from {@code turn} (0-based) on; the cursor moves back if it stood past them. */
    public void truncate(int turn) {
        if (turn < 0 || turn > turns.size()) {
            throw new IndexOutOfBoundsException(turn);
        }
        int cut = turnStarts.get(turn);
        seek(Math.min(index, cut));
        turns.subList(turn, turns.size()).clear();
        events.subList(cut, events.size()).clear();
        turnStarts.subList(turn + 1, turnStarts.size()).clear();
        lapStarts.removeIf(i -> i >= cut);
        lapEnds.removeIf(i -> i > cut);
    }

    // ---------------------------------------------------------------- what the game is

    public Ruleset ruleset() {
        return rules.ruleset();
    }

    public Rules rules() {
        return rules;
    }

    public Geometry geometry() {
        return geometry;
    }

    public Position start() {
        return start;
    }

    public List<Turn> turns() {
        return Collections.unmodifiableList(turns);
    }

    public List<Event> events() {
        return Collections.unmodifiableList(events);
    }

    /** How many events the game has. */
    public int size() {
        return events.size();
    }

    /** The position after the last turn. */
    public Position last() {
        return turns.isEmpty() ? start : turns.get(turns.size() - 1).after();
    }

    // ---------------------------------------------------------------- where the cursor is

    public int index() {
        return index;
    }

    /** The event that brought the board to this step; empty at the start. */
    public Optional<Event> current() {
        return index == 0 ? Optional.empty() : Optional.of(events.get(index - 1));
    }

    /** The turn (0-based) the cursor is in: the turn of the last event that happened, 0 at the start. */
    public int turn() {
        if (index == 0) {
            return 0;
        }
        int t = Collections.binarySearch(turnStarts, index - 1);
        return t >= 0 ? t : -t - 2;
    }

    public int seeds(int boardIndex) {
        return board[boardIndex];
    }

    public int seeds(Hole hole) {
        return board[hole.index()];
    }

    /** Seeds in the mover's hand at this step. */
    public int inHand() {
        return hand;
    }

    /** The side to move (it changes at a turn's end event). */
    public Player toMove() {
        return toMove;
    }

    /** The winner, once the game-over event has happened. */
    public Optional<Player> winner() {
        return Optional.ofNullable(winner);
    }

    /** The board at this step, with the side to move and ply as they stand. */
    public Position position() {
        return new Position(start.rows(), start.columns(), board, toMove, ply);
    }

    public int total() {
        int sum = hand;
        for (int c : board) {
            sum += c;
        }
        return sum;
    }

    /**
     * During a lap, the holes the seeds in hand will fall into, in order (the last one first to be
     * reached last); empty between laps.
     */
    public List<Hole> holesAhead() {
        if (hand == 0 || index == 0) {
            return List.of();
        }
        Event e = events.get(index - 1);
        Hole from = e instanceof Event.Pick p ? p.hole() : ((Event.Sow) e).hole();
        Direction d = lapPick().direction();
        int n = geometry.holesPerPlayer();
        List<Hole> out = new ArrayList<>(hand);
        for (int i = 1; i <= hand; i++) {
            int number = Math.floorMod(from.number() - 1 + i * d.step(), n) + 1;
            out.add(geometry.hole(from.owner(), number));
        }
        return out;
    }

    /** The lift that started the lap the cursor is in (or last ended). */
    private Event.Pick lapPick() {
        for (int i = index - 1; i >= 0; i--) {
            if (events.get(i) instanceof Event.Pick p) {
                return p;
            }
        }
        throw new IllegalStateException("no lap has started");
    }

    // ---------------------------------------------------------------- stepping

    public boolean canStepForward() {
        return index < events.size();
    }

    public boolean canStepBack() {
        return index > 0;
    }

    public boolean forward() {
        if (!canStepForward()) {
            return false;
        }
        apply(events.get(index++), true);
        return true;
    }

    public boolean back() {
        if (!canStepBack()) {
            return false;
        }
        apply(events.get(--index), false);
        return true;
    }

    /** Goes to step {@code k} (0 to size), from wherever is nearer: here or the start of k's turn. */
    public void seek(int k) {
        if (k < 0 || k > events.size()) {
            throw new IndexOutOfBoundsException(k);
        }
        int t = turnContaining(k);
        int turnStart = turnStarts.get(t);
        if (Math.abs(k - index) > k - turnStart) {
            resetTo(t == 0 ? start : turns.get(t - 1).after(), turnStart);
        }
        while (index < k) {
            forward();
        }
        while (index > k) {
            back();
        }
    }

    public void toFirst() {
        seek(0);
    }

    public void toLast() {
        seek(events.size());
    }

    /** To the end of this lap, or of the next one if the cursor stands at a lap's end; the last step past them. */
    public void forwardLap() {
        seek(nextAfter(lapEnds));
    }

    /** To the start of this lap, or of the previous one if the cursor stands at a lap's start; 0 before them. */
    public void backLap() {
        seek(previousBefore(lapStarts));
    }

    public void forwardTurn() {
        seek(nextAfter(turnStarts.subList(1, turnStarts.size())));
    }

    public void backTurn() {
        seek(previousBefore(turnStarts));
    }

    /** Step indices where a lap starts (just before its lift). */
    public List<Integer> lapStarts() {
        return Collections.unmodifiableList(lapStarts);
    }

    /** Step indices where a lap has ended (just after its last seed). */
    public List<Integer> lapEnds() {
        return Collections.unmodifiableList(lapEnds);
    }

    /** Step index at which each turn starts, then the end of the last one. */
    public List<Integer> turnStarts() {
        return Collections.unmodifiableList(turnStarts);
    }

    private int nextAfter(List<Integer> stops) {
        for (int s : stops) {
            if (s > index) {
                return s;
            }
        }
        return events.size();
    }

    private int previousBefore(List<Integer> stops) {
        int best = 0;
        for (int s : stops) {
            if (s < index) {
                best = s;
            }
        }
        return best;
    }

    private int turnContaining(int k) {
        int t = Collections.binarySearch(turnStarts, k);
        t = t >= 0 ? t : -t - 2;
        return Math.min(t, Math.max(0, turns.size() - 1));
    }

    private void resetTo(Position p, int at) {
        System.arraycopy(p.raw(), 0, board, 0, board.length);
        hand = 0;
        toMove = p.toMove();
        ply = p.ply();
        winner = at == 0 ? startWinner : null;
        index = at;
    }

    private void apply(Event e, boolean forward) {
        int sign = forward ? 1 : -1;
        if (e instanceof Event.Pick p) {
            board[p.hole().index()] -= sign * p.count();
            hand += sign * p.count();
        } else if (e instanceof Event.Sow s) {
            board[s.hole().index()] += sign;
            hand -= sign;
        } else if (e instanceof Event.Capture c) {
            board[c.from().index()] -= sign * c.count();
            board[c.into().index()] += sign * c.count();
        } else if (e instanceof Event.TurnEnd t) {
            toMove = forward ? t.next() : t.player();
            ply += sign;
        } else if (e instanceof Event.GameOver g) {
            winner = forward ? g.winner() : null;
        }
    }
}
