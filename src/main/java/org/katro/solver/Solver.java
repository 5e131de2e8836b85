package org.katro.solver;

import org.katro.engine.Direction;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.solver.Analysis.MoveValue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

/**
 * Proves what perfect play makes of a position: see {@link Value}. It plays turns only through the
 * engine ({@link Rules.WorkingBoard}), so every particular of a ruleset (gorobaka's first turn, the
 * start-row rule, the single-seed rule, endless turns and the 100,000-seed cap) counts as it does in
 * a game.
 *
 * <p>How: iterative deepening over all the legal moves together, one turn deeper each round, so the
 * shortest wins and the longest defences are found first and every value given is exact. At a
 * depth, "can the side to move win within d turns" and "must it lose within d turns" are proved or
 * refuted by a depth-first search, remembered per position in a {@link Table}. Where the positions
 * reachable from the one asked about are few enough, all of them are listed and solved backwards
 * from the ends ({@link Retrograde}): only that proves a draw.
 *
 * <p>{@link #solve} blocks until the values are proved, its {@link Budget} is spent or {@code cancelled}
 * says so (checked every few hundred turns sown): a screen runs it off the JavaFX thread. The budget
 * is counted in turns sown, so the same call proves the same values on a busy computer as on an idle
 * one; its clock is only an outer limit. One solver
 * serves one thread at a time; it keeps its table from one call to the next on the same board.
 */
public final class Solver {
    /** Turns sown between two looks at the clock and at the cancel flag. */
    private static final int CHECK_EVERY = 256;
    /**
     * Between two rounds of the search, the listing of every reachable position for a backward solve
     * goes on for a while, so that it has had this share of the search's work (turns sown): where the
     * positions are too many it costs only that (a quarter of the whole), and a small game is listed
     * whole and solved, its draws proved, soon after a quick search.
     */
    private static final double LISTING_SHARE = 1.0 / 3;

    private final Rules rules;
    private final long memoryBytes;
    private Rules.WorkingBoard board;
    private Table table;
    private int columns = -1;
    private int total = -1;
    private int holes;
    private int bits;
    /** the ply class (see {@link Rules#plyThatCounts}) after a turn played from each class */
    private final int[] nextPly = new int[2];
    private final List<Level> levels = new ArrayList<>();
    private long nodes;
    /** the turns sown at which the call's work is spent */
    private long workEnd;
    private long deadline;
    private java.util.function.LongSupplier clock;
    private BooleanSupplier cancelled;

    /** Thrown through the search when time or the caller says stop; what was proved so far is kept. */
    private static final class Stop extends RuntimeException {
        Stop() {
            super(null, null, false, false);
        }
    }

    private static final Stop STOP = new Stop();

    /** @param memoryBytes the most the solver's tables may take */
    public Solver(Ruleset ruleset, long memoryBytes) {
        this.rules = Rules.of(ruleset);
        this.memoryBytes = memoryBytes;
        nextPly[0] = rules.plyThatCounts(1);
        nextPly[1] = rules.plyThatCounts(2);
    }

    public Ruleset ruleset() {
        return rules.ruleset();
    }

    /** Turns sown since this solver was made: the figure behind "nodes a second". */
    public long nodes() {
        return nodes;
    }

    /**
     * The value of {@code p} and of each legal move, best first. Blocks for at most about {@code time}
     * (a plain blocking call: run it off the JavaFX thread); returns what is proved by then, the rest
     * unsettled, also when {@code cancelled} turns true.
     */
    public Analysis solve(Position p, Duration time, BooleanSupplier cancelled) {
        return solve(p, Budget.time(time), cancelled, false, a -> { });
    }

    /**
     * As {@link #solve}, and hands {@code proved} (on the solver's thread) what is proved so far each
     * time one more move is settled: a screen shows each value as soon as it is known.
     */
    public Analysis solve(Position p, Duration time, BooleanSupplier cancelled, Consumer<Analysis> proved) {
        return solve(p, Budget.time(time), cancelled, false, proved);
    }

    /**
     * As {@link #solve(Position, Duration, BooleanSupplier, Consumer)}, within {@code budget}'s work
     * first: the same position gives the same values whatever else the computer is doing, as long as
     * the budget's clock does not reach its outer limit.
     */
    public Analysis solve(Position p, Budget budget, BooleanSupplier cancelled, Consumer<Analysis> proved) {
        return solve(p, budget, cancelled, false, proved);
    }

    /**
     * As {@link #solve}, but stops as soon as the position's own value is proved: the moves then
     * carry what was proved of them by that time. What a computer player needs, and sooner.
     */
    public Analysis value(Position p, Duration time, BooleanSupplier cancelled) {
        return value(p, Budget.time(time), cancelled);
    }

    /** As {@link #value(Position, Duration, BooleanSupplier)}, within {@code budget}. */
    public Analysis value(Position p, Budget budget, BooleanSupplier cancelled) {
        return solve(p, budget, cancelled, true, a -> { });
    }

    /**
     * The line perfect play follows from {@code p} after {@code first}: {@code first}, then
     * {@link Line#of}'s quickest win or longest defence at each turn, up to the game's end. Where that
     * line is not proved to its end within the budget (or {@code first} is a draw or unsettled), it
     * holds {@code first} alone.
     */
    public List<Move> line(Position p, Move first, Budget budget, BooleanSupplier cancelled) {
        List<Move> line = new ArrayList<>(List.of(first));
        Line.of(this, rules.play(p, first), budget, cancelled).ifPresent(line::addAll);
        return line;
    }

    private Analysis solve(Position p, Budget budget, BooleanSupplier cancelled, boolean positionOnly,
            Consumer<Analysis> proved) {
        this.clock = budget.clock();
        this.deadline = budget.deadline();
        this.cancelled = cancelled;
        long nodes0 = nodes;
        this.workEnd = budget.work() > Long.MAX_VALUE - nodes0 ? Long.MAX_VALUE : nodes0 + budget.work();
        prepare(p);
        int ply = rules.plyThatCounts(p.ply());
        int side = p.toMove().ordinal();
        int[] b = p.counts();
        Level root = new Level(holes, board.geometry().holesPerPlayer());
        int n = expand(b, side, ply, root);
        if (n == 0) {
            return new Analysis(p, Value.loss(0), List.of(), nodes - nodes0);
        }
        Value[] values = new Value[n];
        int[] noWin = new int[n]; // each move proved not to win within this many turns
        for (int i = 0; i < n; i++) {
            values[i] = Value.UNSETTLED;
            noWin[i] = -1;
        }
        int child = 1 - side;
        int childPly = nextPly[ply];
        Retrograde listing = new Retrograde(this, b, side, ply);
        long listed = 0; // turns sown listing
        try {
            for (int d = 0; d <= Table.MAX_TURNS - 2 && !allSettled(values)
                    && !(positionOnly && positionValue(values, noWin).settled()); d++) {
                for (int i = 0; i < n; i++) {
                    if (values[i].settled()) {
                        continue;
                    }
                    Value known = Table.exact(probe(root.boards[i], child, childPly));
                    if (known.settled()) {
                        values[i] = moveValue(known);
                    } else if (d % 2 == 0) {
                        if (lost(root.boards[i], child, childPly, d, 1)) {
                            values[i] = Value.win(d + 1);
                        } else {
                            noWin[i] = d + 1;
                        }
                    } else if (win(root.boards[i], child, childPly, d, 1)) {
                        values[i] = Value.loss(d + 1);
                    }
                    if (values[i].settled()) {
                        proved.accept(analysis(p, root, values, noWin, nodes - nodes0));
                    }
                    if (positionOnly && positionValue(values, noWin).settled()) {
                        break;
                    }
                }
                long before = nodes;
                long slice = (long) (LISTING_SHARE * (before - nodes0 - listed)) - listed;
                if (listing != null && slice > 0 && !allSettled(values)
                        && !(positionOnly && positionValue(values, noWin).settled())) {
                    boolean done = listing.list(Math.min(slice, workEnd - before));
                    listed += nodes - before;
                    if (listing.tooMany()) {
                        listing = null;
                    } else if (done) {
                        listing.backwards();
                        listing = null;
                        d--; // the same round again: every move is now in the table, exact
                    }
                }
            }
        } catch (Stop stop) {
            // the values proved so far stand; the others stay unsettled
        }
        return analysis(p, root, values, noWin, nodes - nodes0);
    }

    /** What is proved of {@code p}'s moves (sown into {@code root}) and of {@code p} itself, best first. */
    private static Analysis analysis(Position p, Level root, Value[] values, int[] noWin, long nodes) {
        List<MoveValue> moves = new ArrayList<>(values.length);
        for (int i = 0; i < values.length; i++) {
            moves.add(new MoveValue(new Move((root.moves[i] >> 1) + 1,
                    (root.moves[i] & 1) == 0 ? Direction.PLUS : Direction.MINUS), values[i]));
        }
        moves.sort(Comparator.comparingInt((MoveValue m) -> m.value().rank()));
        return new Analysis(p, positionValue(values, noWin), moves, nodes);
    }

    private static boolean allSettled(Value[] values) {
        for (Value v : values) {
            if (!v.settled()) {
                return false;
            }
        }
        return true;
    }

    /** A move's value from the position after it (the opponent's value there), counting the move's own turn. */
    private static Value moveValue(Value after) {
        return switch (after.kind()) {
            case WIN -> Value.loss(after.turns() + 1);
            case LOSS -> Value.win(after.turns() + 1);
            default -> after;
        };
    }

    /**
     * The position's value from its moves': the quickest win, once no other move can still win
     * sooner; a loss when every move loses, as long as the longest; a draw when no move wins or may
     * still win and one draws.
     */
    private static Value positionValue(Value[] values, int[] noWin) {
        int quickest = Integer.MAX_VALUE;
        for (Value v : values) {
            if (v.kind() == Value.Kind.WIN) {
                quickest = Math.min(quickest, v.turns());
            }
        }
        if (quickest < Integer.MAX_VALUE) {
            for (int i = 0; i < values.length; i++) {
                if (!values[i].settled() && noWin[i] < quickest - 2) {
                    return Value.UNSETTLED;
                }
            }
            return Value.win(quickest);
        }
        int longest = -1;
        boolean draw = false;
        for (Value v : values) {
            switch (v.kind()) {
                case UNSETTLED -> {
                    return Value.UNSETTLED;
                }
                case DRAW -> draw = true;
                case LOSS -> longest = Math.max(longest, v.turns());
                default -> {
                }
            }
        }
        return draw ? Value.DRAW : Value.loss(longest);
    }

    // ---------------------------------------------------------------- the proof search

    /** Whether the side to move on {@code b} can win within {@code d} turns. */
    private boolean win(int[] b, int side, int ply, int d, int height) {
        if (d < 1) {
            return false;
        }
        Level lv = level(height);
        pack(b, side, ply, lv.key);
        long data = table.get(lv.key);
        int known = Table.winIn(data);
        if (known > 0 && known <= d) {
            return true;
        }
        if (Table.noWin(data) >= d || Table.lossIn(data) >= 0) {
            return false;
        }
        int n = expand(b, side, ply, lv);
        if (n == 0) {
            table.put(lv.key, lost(data, 0));
            return false;
        }
        int opp = 1 - side;
        int childPly = nextPly[ply];
        int candidates = 0;
        boolean won = false;
        for (int i = 0; i < n && !won; i++) {
            long c = probe(lv.boards[i], opp, childPly);
            int loss = Table.lossIn(c);
            if (loss >= 0 && loss <= d - 1) {
                won = true;
            } else if (Table.noLoss(c) < d - 1) {
                // the attacker tries first the moves that leave the defender fewest seeds
                lv.order[candidates] = i;
                lv.score[candidates++] = seeds(lv.boards[i], opp);
            }
        }
        if (!won) {
            lv.sort(candidates);
            for (int k = 0; k < candidates && !won; k++) {
                won = lost(lv.boards[lv.order[k]], opp, childPly, d - 1, height + 1);
            }
        }
        pack(b, side, ply, lv.key);
        data = table.get(lv.key);
        if (won) {
            int before = Table.winIn(data);
            data = Table.withNoLoss(Table.withWinIn(data, before > 0 ? Math.min(before, d) : d), Table.NEVER);
        } else {
            data = Table.withNoWin(data, Math.max(Table.noWin(data), d));
        }
        table.put(lv.key, data);
        return won;
    }

    /** Whether the side to move on {@code b} loses within {@code d} turns whatever it plays. */
    private boolean lost(int[] b, int side, int ply, int d, int height) {
        Level lv = level(height);
        pack(b, side, ply, lv.key);
        long data = table.get(lv.key);
        int known = Table.lossIn(data);
        if (known >= 0 && known <= d) {
            return true;
        }
        if (Table.noLoss(data) >= d || Table.winIn(data) > 0) {
            return false;
        }
        int n = expand(b, side, ply, lv);
        if (n == 0) {
            table.put(lv.key, lost(data, 0));
            return true;
        }
        boolean lost = d >= 2;
        if (lost) {
            int opp = 1 - side;
            int childPly = nextPly[ply];
            int candidates = 0;
            for (int i = 0; i < n && lost; i++) {
                long c = probe(lv.boards[i], opp, childPly);
                int win = Table.winIn(c);
                if (win > 0 && win <= d - 1) {
                    continue;
                }
                if (Table.noWin(c) >= d - 1 || Table.lossIn(c) >= 0) {
                    lost = false; // a defence already known to hold
                } else {
                    // the defender tries first the moves that keep most seeds on its side
                    lv.order[candidates] = i;
                    lv.score[candidates++] = -seeds(lv.boards[i], side);
                }
            }
            if (lost) {
                lv.sort(candidates);
                for (int k = 0; k < candidates && lost; k++) {
                    lost = win(lv.boards[lv.order[k]], opp, childPly, d - 1, height + 1);
                }
            }
        }
        pack(b, side, ply, lv.key);
        data = table.get(lv.key);
        if (lost) {
            int before = Table.lossIn(data);
            data = Table.withNoWin(Table.withLossIn(data, before >= 0 ? Math.min(before, d) : d), Table.NEVER);
        } else {
            data = Table.withNoLoss(data, Math.max(Table.noLoss(data), d));
        }
        table.put(lv.key, data);
        return lost;
    }

    /** An entry for a position whose side to move has no legal move: lost now. */
    private static long lost(long data, int turns) {
        return Table.withNoWin(Table.withLossIn(data, turns), Table.NEVER);
    }

    // ---------------------------------------------------------------- positions and turns

    /** Sets the key's layout and the table up for the board and seed total of {@code p}. */
    private void prepare(Position p) {
        int seeds = p.total();
        if (p.columns() == columns && seeds == total) {
            return;
        }
        board = rules.workingBoard(p.columns());
        columns = p.columns();
        total = seeds;
        holes = board.geometry().size();
        bits = 32 - Integer.numberOfLeadingZeros(seeds);
        table = new Table((holes * bits + 2 + 63) / 64, memoryBytes / 2); // the other half for Retrograde
        levels.clear();
    }

    /** The key of a position: its seed counts {@link #bits} bits each, then the side and the ply class. */
    void pack(int[] b, int side, int ply, long[] key) {
        java.util.Arrays.fill(key, 0);
        int at = 0;
        for (int i = 0; i < holes; i++, at += bits) {
            key[at >>> 6] |= (long) b[i] << (at & 63);
            if ((at & 63) + bits > 64) {
                key[(at >>> 6) + 1] |= (long) b[i] >>> (64 - (at & 63));
            }
        }
        key[at >>> 6] |= (long) (side | ply << 1) << (at & 63);
        if ((at & 63) + 2 > 64) {
            key[(at >>> 6) + 1] |= (long) (side | ply << 1) >>> (64 - (at & 63));
        }
    }

    /** The inverse of {@link #pack}: the seed counts into {@code b}; returns {@code side | ply << 1}. */
    int unpack(long[] keys, int offset, int[] b) {
        int at = 0;
        long m = (1L << bits) - 1;
        for (int i = 0; i < holes; i++, at += bits) {
            b[i] = (int) (bitsAt(keys, offset, at) & m);
        }
        return (int) (bitsAt(keys, offset, at) & 3);
    }

    private static long bitsAt(long[] keys, int offset, int at) {
        long v = keys[offset + (at >>> 6)] >>> (at & 63);
        if ((at & 63) != 0 && offset + (at >>> 6) + 1 < keys.length) {
            v |= keys[offset + (at >>> 6) + 1] << (64 - (at & 63));
        }
        return v;
    }

    long memoryBytes() {
        return memoryBytes;
    }

    /** What the table knows of a position. */
    long probe(int[] b, int side, int ply) {
        Level scratch = level(0);
        pack(b, side, ply, scratch.key);
        return table.get(scratch.key);
    }

    Table table() {
        return table;
    }

    int holes() {
        return holes;
    }

    int nextPly(int ply) {
        return nextPly[ply];
    }

    /** Seeds on {@code side}'s half (viewer order: North's holes first). */
    private int seeds(int[] b, int side) {
        int half = holes / 2;
        int from = side == Player.NORTH.ordinal() ? 0 : half;
        int sum = 0;
        for (int i = from; i < from + half; i++) {
            sum += b[i];
        }
        return sum;
    }

    /**
     * Sows every legal move of the side to move into {@code lv}'s boards; how many there are. Looks
     * at the work done, the clock and the cancel flag every {@link #CHECK_EVERY} turns.
     */
    int expand(int[] b, int side, int ply, Level lv) {
        Player mover = Player.values()[side];
        int n = 0;
        for (long starts = board.startHoles(b, mover, ply); starts != 0; starts &= starts - 1) {
            int hole = Long.numberOfTrailingZeros(starts) + 1;
            for (Direction d : Direction.values()) {
                if ((++nodes & (CHECK_EVERY - 1)) == 0
                        && (nodes > workEnd || clock.getAsLong() > deadline || cancelled.getAsBoolean())) {
                    throw STOP;
                }
                int[] into = lv.boards[n];
                System.arraycopy(b, 0, into, 0, holes);
                if (board.sow(into, mover, hole, d)) {
                    lv.moves[n++] = (hole - 1) * 2 + d.ordinal();
                }
            }
        }
        return n;
    }

    /** The working arrays of one height of the search: children's boards, their order, a key. */
    Level level(int height) {
        while (levels.size() <= height) {
            levels.add(new Level(holes, board.geometry().holesPerPlayer()));
        }
        return levels.get(height);
    }

    final class Level {
        final int[][] boards;
        final int[] moves;
        final int[] order;
        final int[] score;
        final long[] key;

        Level(int holes, int perPlayer) {
            boards = new int[2 * perPlayer][holes];
            moves = new int[2 * perPlayer];
            order = new int[2 * perPlayer];
            score = new int[2 * perPlayer];
            key = new long[table.words];
        }

        /** Sorts the first {@code n} of {@link #order} by ascending {@link #score} (insertion sort: n is small). */
        void sort(int n) {
            for (int i = 1; i < n; i++) {
                int o = order[i];
                int s = score[i];
                int j = i - 1;
                for (; j >= 0 && score[j] > s; j--) {
                    order[j + 1] = order[j];
                    score[j + 1] = score[j];
                }
                order[j + 1] = o;
                score[j + 1] = s;
            }
        }
    }
}
