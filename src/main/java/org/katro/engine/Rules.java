package org.katro.engine;

import org.katro.engine.Geometry.RowKind;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.random.RandomGenerator;

/**
 * Plays one ruleset. One sowing routine serves both paths: with an event list it records every
 * pick, seed, capture and turn end for the screens; without one it only moves seeds, for search and
 * benchmarks.
 */
public final class Rules {
    /**
     * Turns longer than this many laps start looking for a repeated lap-start state, to find sowing
     * that would never end. Most turns end sooner and pay nothing; a longer one pays a comparison per lap.
     */
    private static final int LAPS_BEFORE_LOOP_CHECK = 16;

    /**
     * docs/rules.md: a turn that would sow more than this many seeds is not legal. It bounds every turn's
     * time and events, as some hand-made positions sow for millions of laps before their state repeats.
     */
    public static final int MAX_SEEDS_SOWN = 100_000;

    /** What {@link #sow} returns for a turn that would never end. */
    private static final int ENDLESS = -1;
    /** What {@link #sow} returns for a turn that would sow more than {@link #MAX_SEEDS_SOWN} seeds. */
    private static final int TOO_LONG = -2;

    private static final Map<Ruleset, Rules> ALL = new EnumMap<>(Ruleset.class);

    static {
        for (Ruleset r : Ruleset.values()) {
            ALL.put(r, new Rules(r));
        }
    }

    private final Ruleset ruleset;
    private final Geometry[] geometries = new Geometry[Ruleset.MAX_COLUMNS + 1];
    /** the fast path's tables for each number of columns */
    private final Tables[] tables = new Tables[Ruleset.MAX_COLUMNS + 1];

    private Rules(Ruleset ruleset) {
        this.ruleset = ruleset;
        for (int c = Ruleset.MIN_COLUMNS; c <= Ruleset.MAX_COLUMNS; c++) {
            geometries[c] = new Geometry(ruleset.rows(), c);
            tables[c] = new Tables(geometries[c]);
        }
    }

    /**
     * One board size's tables for sowing. Which holes hold seeds is kept as a bit set in a long, bit
     * {@code 32 * player + serpent position} (from 0) for each hole: a row's or a side's emptiness is then
     * one AND, where counting the holes cost a loop for every lap.
     */
    private static final class Tables {
        final int columns;
        /** per player: board index of each hole in serpent order */
        final int[][] serpent = new int[2][];
        /** per player and direction ({@code way}): board index -> board index of the next hole sown */
        final int[][] after = new int[4][];
        /**
         * per way: the board indices of the mover's holes in sowing order from serpent hole 1, twice
         * over, so that a hand's holes are one run of it without wrapping
         */
        final int[][] ring = new int[4][];
        /** per way: board index -> its place in {@link #ring} (0 to n-1) */
        final int[][] place = new int[4][];
        /**
         * per way: {@code ringRun[k]} is the XOR of the bits of {@link #ring}'s first k holes, so that the
         * bits of a run shorter than a serpent are two loads: no hole repeats in it, so XOR is OR
         */
        final long[][] ringRun = new long[4][];
        /** per board index: the hole's bit */
        final long[] bit;
        /** per board index: the bits of its owner's rows nearer the centre than the hole's row */
        final long[] inwardOf;
        /** per board index and opponent's depth: the opponent's hole in the same column at that depth */
        final int[] opposite;
        final int depths;
        /** per player: the bits of all their holes */
        final long[] side = new long[2];
        /** per player and depth (0 = outer): the bits of that row */
        final long[][] row = new long[2][];
        /** per bit (0 to 63): the depth of the row its hole lies in */
        final int[] depthOfBit = new int[64];
        /** per board index: the hole's depth */
        final int[] depth;

        Tables(Geometry g) {
            columns = g.columns();
            int n = g.holesPerPlayer();
            depths = g.depths();
            bit = new long[g.size()];
            inwardOf = new long[g.size()];
            opposite = new int[g.size() * depths];
            depth = new int[g.size()];
            for (int i = 0; i < g.size(); i++) {
                Hole h = g.holeAt(i);
                depth[i] = h.depth();
                for (int d = 0; d < depths; d++) {
                    opposite[i * depths + d] = g.indexOf(h.owner().opponent(), d, h.column());
                }
            }
            for (Player p : Player.values()) {
                int pi = p.ordinal();
                serpent[pi] = g.serpent(p);
                for (int i = 0; i < n; i++) {
                    bit[serpent[pi][i]] = 1L << (32 * pi + i);
                    depthOfBit[32 * pi + i] = i / columns;
                }
                side[pi] = ((1L << n) - 1) << (32 * pi);
                row[pi] = new long[depths];
                for (int d = 0; d < depths; d++) {
                    row[pi][d] = ((1L << columns) - 1) << (32 * pi + d * columns);
                }
                for (int i = 0; i < n; i++) {
                    for (int e = i / columns + 1; e < depths; e++) {
                        inwardOf[serpent[pi][i]] |= row[pi][e];
                    }
                }
                for (Direction d : Direction.values()) {
                    int way = pi * 2 + d.ordinal();
                    after[way] = new int[g.size()];
                    ring[way] = new int[2 * n];
                    place[way] = new int[g.size()];
                    for (int i = 0; i < n; i++) {
                        after[way][serpent[pi][i]] = serpent[pi][Math.floorMod(i + d.step(), n)];
                        int hole = serpent[pi][Math.floorMod(i * d.step(), n)];
                        ring[way][i] = hole;
                        ring[way][i + n] = hole;
                        place[way][hole] = i;
                    }
                    ringRun[way] = new long[2 * n + 1];
                    for (int i = 0; i < 2 * n; i++) {
                        ringRun[way][i + 1] = ringRun[way][i] ^ bit[ring[way][i]];
                    }
                }
            }
        }

        /** The bits of the holes of {@code b} that hold seeds. */
        long occupied(int[] b) {
            long out = 0;
            for (int i = 0; i < b.length; i++) {
                out |= (-(long) b[i] >> 63) & bit[i]; // branch-free: all ones when the hole holds seeds
            }
            return out;
        }

        /** The depth of {@code player}'s innermost row holding a seed in {@code occupied}; -1 if none. */
        int front(long occupied, int player) {
            long mine = occupied & side[player];
            return mine == 0 ? -1 : depthOfBit[63 - Long.numberOfLeadingZeros(mine)];
        }

        /** The depth of {@code player}'s outermost row holding a seed; -1 if none. */
        int outermost(long occupied, int player) {
            long mine = occupied & side[player];
            return mine == 0 ? -1 : depthOfBit[Long.numberOfTrailingZeros(mine)];
        }
    }

    public static Rules of(Ruleset ruleset) {
        return ALL.get(ruleset);
    }

    public Ruleset ruleset() {
        return ruleset;
    }

    public Geometry geometry(Position p) {
        checkShape(p);
        return geometries[p.columns()];
    }

    private void checkShape(Position p) {
        if (p.rows() != ruleset.rows() || !ruleset.allowsColumns(p.columns())) {
            throw new IllegalArgumentException(ruleset.id() + " is played on " + ruleset.rows() + " rows of "
                    + Ruleset.MIN_COLUMNS + " to " + Ruleset.MAX_COLUMNS + " columns, not " + p.rows() + " x "
                    + p.columns());
        }
    }

    // ---------------------------------------------------------------- which holes may start a turn

    /**
     * Why a turn may not start from {@code hole} (serpent number), to be said in any language; empty
     * when it may. This does not look at whether the sowing would end.
     */
    public Optional<Phrase> whyNotStart(Position p, int hole) {
        Geometry g = geometry(p);
        if (hole < 1 || hole > g.holesPerPlayer()) {
            return Optional.of(reason("noHole", String.valueOf(p.toMove().symbol()) + hole, g.holesPerPlayer()));
        }
        Hole h = g.hole(p.toMove(), hole);
        int seeds = p.seeds(h);
        if (seeds == 0) {
            return Optional.of(reason("emptyHole", h.name()));
        }
        if (seeds < minSeeds()) {
            return Optional.of(reason("singleSeed", h.name(), ruleset.id()));
        }
        int only = startDepth(p.raw(), g, p.toMove(), p.ply());
        if (only >= 0 && h.depth() != only) {
            return Optional.of(ruleset.startRow() == Ruleset.StartRow.OUTERMOST
                    ? reason("outermostRow", reason("row." + RowKind.of(only, g.depths()).name().toLowerCase(Locale.ROOT)))
                    : reason("innerRowFirst"));
        }
        return Optional.empty();
    }

    /** The fewest seeds a hole must hold to start a turn. */
    private int minSeeds() {
        return ruleset.noSingletons() ? 2 : 1;
    }

    /** The only row (depth, 0 = outer) a turn may start from under the start-row rule; -1 when any row may. */
    private int startDepth(int[] b, Geometry g, Player p, int ply) {
        return switch (ruleset.startRow()) {
            case OUTERMOST -> tables[g.columns()].outermost(tables[g.columns()].occupied(b), p.ordinal());
            case INNER_ON_FIRST_TURN -> ply == 0 ? g.depths() - 1 : -1;
            case ANY -> -1;
        };
    }

    private static Phrase reason(String key, Object... args) {
        return new Phrase(IllegalMoveException.REASONS, key, args);
    }

    /** The moves the start-row rules allow, in hole order then +/-; some may never end. */
    public List<Move> candidateMoves(Position p) {
        Geometry g = geometry(p);
        long holes = startHoles(p.raw(), tables[g.columns()].occupied(p.raw()), g, p.toMove(), p.ply());
        List<Move> out = new ArrayList<>(2 * Long.bitCount(holes));
        for (; holes != 0; holes &= holes - 1) {
            int hole = Long.numberOfTrailingZeros(holes) + 1;
            out.add(new Move(hole, Direction.PLUS));
            out.add(new Move(hole, Direction.MINUS));
        }
        return out;
    }

    /**
     * The serpent positions (bit k for position k, from 0) a turn may start from, as {@link #whyNotStart}
     * judges them. Allocation-free: random games call it every turn.
     */
    private long startHoles(int[] b, long occupied, Geometry g, Player p, int ply) {
        Tables t = tables[g.columns()];
        int onlyDepth = ruleset.startRow() == Ruleset.StartRow.OUTERMOST ? t.outermost(occupied, p.ordinal())
                : startDepth(b, g, p, ply);
        long allowed = onlyDepth < 0 ? t.side[p.ordinal()] : t.row[p.ordinal()][onlyDepth];
        long holes = (occupied & allowed) >>> (32 * p.ordinal());
        if (minSeeds() > 1) {
            for (long h = holes; h != 0; h &= h - 1) {
                int pos = Long.numberOfTrailingZeros(h);
                if (b[t.serpent[p.ordinal()][pos]] < minSeeds()) {
                    holes &= ~(1L << pos);
                }
            }
        }
        return holes;
    }

    /** The position of the {@code k}-th (from 0) set bit of {@code bits}. */
    private static int nthBit(long bits, int k) {
        for (int i = 0; i < k; i++) {
            bits &= bits - 1;
        }
        return Long.numberOfTrailingZeros(bits);
    }

    /** Every legal move, in hole order then + before -. */
    public List<Move> legalMoves(Position p) {
        List<Move> out = new ArrayList<>();
        for (Move m : candidateMoves(p)) {
            if (ends(p, m)) {
                out.add(m);
            }
        }
        return out;
    }

    public boolean hasLegalMove(Position p) {
        for (Move m : candidateMoves(p)) {
            if (ends(p, m)) {
                return true;
            }
        }
        return false;
    }

    /** The winner when the side to move has no legal move; empty while the game goes on. */
    public Optional<Player> winner(Position p) {
        return hasLegalMove(p) ? Optional.empty() : Optional.of(p.toMove().opponent());
    }

    private boolean ends(Position p, Move m) {
        int[] b = p.raw().clone();
        return sow(b, geometries[p.columns()], p.toMove(), m.hole() - 1, m.direction(), null, null, new Work(),
                tables[p.columns()].occupied(b)) >= 0;
    }

    /** A random legal move, uniformly among all of them; empty when there is none. */
    public Optional<Move> randomMove(Position p, RandomGenerator random) {
        List<Move> candidates = candidateMoves(p);
        while (!candidates.isEmpty()) {
            Move m = candidates.remove(random.nextInt(candidates.size()));
            if (ends(p, m)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    /**
     * Plays uniformly random legal moves from {@code start} on one working board until the side to
     * move has none, or {@code maxTurns} turns have been played. Counts turns, laps and seeds in
     * {@code tally}; returns the last position.
     */
    public Position randomGame(Position start, RandomGenerator random, Tally tally, int maxTurns) {
        Geometry g = geometry(start);
        int[] b = start.counts();
        int[] trial = new int[b.length];
        int[] codes = new int[2 * g.holesPerPlayer()];
        Work work = new Work();
        long occupied = tables[g.columns()].occupied(b);
        Player side = start.toMove();
        int ply = start.ply();
        for (int turn = 0; turn < maxTurns; turn++) {
            long holes = startHoles(b, occupied, g, side, ply);
            int count = 2 * Long.bitCount(holes);
            boolean listed = false; // the move list is only written out once a move was found endless
            boolean moved = false;
            while (count > 0 && !moved) {
                int pick = random.nextInt(count);
                int code = listed ? codes[pick] : nthBit(holes, pick >> 1) * 2 + (pick & 1);
                System.arraycopy(b, 0, trial, 0, b.length);
                if (sow(trial, g, side, code >> 1, (code & 1) == 0 ? Direction.PLUS : Direction.MINUS, null, tally,
                        work, occupied) >= 0) {
                    occupied = work.occupied;
                    int[] swap = b;
                    b = trial;
                    trial = swap;
                    moved = true;
                } else {
                    if (!listed) {
                        for (int i = 0; i < count; i++) {
                            codes[i] = nthBit(holes, i >> 1) * 2 + (i & 1);
                        }
                        listed = true;
                    }
                    codes[pick] = codes[--count];
                }
            }
            if (!moved) {
                break;
            }
            tally.turns++;
            side = side.opponent();
            ply++;
        }
        return new Position(start.rows(), start.columns(), b, side, ply);
    }

    // ---------------------------------------------------------------- playing

    /** The fast path: the position after {@code m}, recording nothing. */
    public Position play(Position p, Move m) {
        return play(p, m, null);
    }

    /** The fast path, adding laps and seeds sown to {@code tally}. */
    public Position play(Position p, Move m, Tally tally) {
        int[] b = p.raw().clone();
        run(p, m, b, null, tally);
        return new Position(p.rows(), p.columns(), b, p.toMove().opponent(), p.ply() + 1);
    }

    /** The recording path: every event of the move, then the turn end and, if so, the game's end. */
    public Turn record(Position p, Move m) {
        int[] b = p.raw().clone();
        List<Event> events = new ArrayList<>();
        run(p, m, b, events, null);
        Position after = new Position(p.rows(), p.columns(), b, p.toMove().opponent(), p.ply() + 1);
        events.add(new Event.TurnEnd(p.toMove(), after.toMove()));
        if (!hasLegalMove(after)) {
            events.add(new Event.GameOver(p.toMove(), after.toMove(), after.total(after.toMove()) > 0));
        }
        return new Turn(p, m, events, after);
    }

    private void run(Position p, Move m, int[] b, List<Event> events, Tally tally) {
        Optional<Phrase> why = whyNotStart(p, m.hole());
        if (why.isPresent()) {
            throw new IllegalMoveException(why.get());
        }
        int laps = sow(b, geometries[p.columns()], p.toMove(), m.hole() - 1, m.direction(), events, tally, new Work(),
                tables[p.columns()].occupied(b));
        if (laps == ENDLESS) {
            throw new IllegalMoveException(reason("endless", m.toString()));
        }
        if (laps == TOO_LONG) {
            throw new IllegalMoveException(reason("tooLong", m.toString()));
        }
    }

    /**
     * Sows a whole turn on {@code b} in place. Returns the number of laps, or {@link #ENDLESS} if the
     * sowing never ends, or {@link #TOO_LONG} if it would sow more than {@link #MAX_SEEDS_SOWN} seeds;
     * then {@code b} holds an arbitrary state of the turn. A turn that never ends and whose repetition is
     * not seen within the limit is refused as too long, which is true of it as well.
     */
    private int sow(int[] b, Geometry g, Player p, int start, Direction direction, List<Event> events, Tally tally,
            Work work, long occupied) {
        Tables t = tables[g.columns()];
        int way = p.ordinal() * 2 + direction.ordinal();
        int[] after = t.after[way];
        int[] ring = t.ring[way];
        int[] place = t.place[way];
        long[] run = t.ringRun[way];
        int n = ring.length / 2;
        int me = p.ordinal();
        Player opp = p.opponent();
        int pos = t.serpent[me][start];
        int[] taken = work.taken; // the opponent's holes a capture takes
        boolean loneSeed = ruleset.loneSeedCaptures() && Position.total(b, p) == 1;
        boolean wholeFile = ruleset.capture() == Ruleset.Capture.WHOLE_FILE;
        boolean onEmpty = ruleset.capture() == Ruleset.Capture.EMPTY_FRONT_ROW;
        int inner = t.depths - 1;
        Event.PickReason reason = Event.PickReason.START;
        int[] mark = null; // Brent's cycle check: a remembered lap start, moved at doubling intervals
        int markPos = -1;
        int power = 1;
        int sinceMark = 0;
        int lap = 0;
        int sown = 0;
        while (true) {
            if (lap >= LAPS_BEFORE_LOOP_CHECK) {
                if (mark != null && pos == markPos && Arrays.equals(b, mark)) {
                    return ENDLESS;
                }
                if (mark == null || ++sinceMark == power) {
                    mark = work.mark(b);
                    markPos = pos;
                    power *= 2;
                    sinceMark = 0;
                }
            }
            int hand = b[pos];
            if (hand > MAX_SEEDS_SOWN - sown) {
                return TOO_LONG;
            }
            b[pos] = 0;
            occupied &= ~t.bit[pos];
            if (events != null) {
                events.add(new Event.Pick(p, g.holeAt(pos), hand, reason, direction, lap));
            }
            sown += hand;
            if (events == null) {
                // the whole hand at once: each full round of the serpent puts one seed in every hole of
                // the mover's, and the rest go one each into the holes that follow
                int rest = hand;
                if (hand >= n) {
                    int rounds = hand / n;
                    rest = hand - rounds * n;
                    for (int i = 0; i < n; i++) {
                        b[ring[i]] += rounds;
                    }
                    occupied |= t.side[me];
                }
                int from = place[pos];
                int to = from + rest;
                for (int i = from + 1; i <= to; i++) {
                    b[ring[i]]++;
                }
                occupied |= run[from + 1] ^ run[to + 1];
                pos = ring[to];
            } else {
                while (hand > 1) {
                    pos = after[pos];
                    b[pos]++;
                    occupied |= t.bit[pos];
                    hand--;
                    events.add(new Event.Sow(p, g.holeAt(pos), hand, lap, null, -1));
                }
                pos = after[pos];
                b[pos]++;
                occupied |= t.bit[pos];
            }
            int landing = pos;
            boolean occupiedBefore = b[landing] > 1;
            boolean lone = loneSeed && lap == 0;
            // whether the ruleset's capture condition holds here; it captures if the opponent has seeds to take
            boolean triggers;
            int takenCount = 0;
            if (wholeFile) {
                triggers = occupiedBefore && t.depth[landing] == inner;
                if (triggers) {
                    takenCount = fileOf(b, t, landing, taken);
                }
            } else {
                // the landing row is the front row when no row nearer the centre holds seeds
                triggers = (occupiedBefore != onEmpty || lone) && (occupied & t.inwardOf[landing]) == 0;
                if (triggers) {
                    int oppFront = t.front(occupied, opp.ordinal());
                    int opposite = oppFront < 0 ? -1 : t.opposite[landing * t.depths + oppFront];
                    if (opposite >= 0 && b[opposite] > 0) {
                        taken[takenCount++] = opposite;
                    }
                }
            }
            boolean captures = takenCount > 0;
            if (events != null) {
                events.add(new Event.Sow(p, g.holeAt(landing), 0, lap,
                        outcome(captures, triggers, occupiedBefore, lone, onEmpty), t.front(occupied, me)));
            }
            lap++;
            if (!captures && !occupiedBefore) {
                break; // an empty hole that captures nothing ends the turn
            }
            if (captures) {
                int oppFront = t.front(occupied, opp.ordinal());
                int[] counts = events == null ? null : new int[takenCount];
                for (int i = 0; i < takenCount; i++) {
                    if (counts != null) {
                        counts[i] = b[taken[i]];
                    }
                    b[landing] += b[taken[i]];
                    b[taken[i]] = 0;
                    occupied &= ~t.bit[taken[i]];
                }
                boolean oppEmpty = (occupied & t.side[opp.ordinal()]) == 0;
                if (events != null) {
                    int emptyRows = wholeFile ? 0 : inner - oppFront;
                    for (int i = 0; i < takenCount; i++) {
                        events.add(new Event.Capture(p, g.holeAt(taken[i]), g.holeAt(landing), counts[i], emptyRows,
                                wholeFile, oppEmpty && i == takenCount - 1));
                    }
                }
                if (oppEmpty) {
                    break; // the opponent's last seed is taken: the game ends at once
                }
                reason = Event.PickReason.AFTER_CAPTURE;
            } else {
                reason = Event.PickReason.RELAY;
            }
        }
        if (tally != null) {
            tally.laps += lap;
            tally.seeds += sown;
        }
        work.occupied = occupied;
        return lap;
    }

    /** How a lap ended, for the screens: the sowing itself only needs whether it captured and where it fell. */
    private static Event.LapOutcome outcome(boolean captures, boolean triggers, boolean occupiedBefore, boolean lone,
            boolean onEmpty) {
        if (captures) {
            return lone ? Event.LapOutcome.CAPTURE_LONE_SEED
                    : onEmpty ? Event.LapOutcome.CAPTURE_ON_EMPTY : Event.LapOutcome.CAPTURE;
        }
        if (triggers) {
            return occupiedBefore ? Event.LapOutcome.RELAY_NOTHING_OPPOSITE
                    : Event.LapOutcome.EMPTY_HOLE_NOTHING_OPPOSITE;
        }
        return occupiedBefore ? Event.LapOutcome.RELAY : Event.LapOutcome.EMPTY_HOLE;
    }

    /** Puts the opponent's holes opposite {@code landing} that hold seeds into {@code out}, inner first; how many. */
    private static int fileOf(int[] b, Tables t, int landing, int[] out) {
        int count = 0;
        for (int d = t.depths - 1; d >= 0; d--) {
            int i = t.opposite[landing * t.depths + d];
            if (b[i] > 0) {
                out[count++] = i;
            }
        }
        return count;
    }

    /** The depth of a player's front row in {@code p}; -1 when the side is empty. */
    public int frontRow(Position p, Player player) {
        Tables t = tables[geometry(p).columns()];
        return t.front(t.occupied(p.raw()), player.ordinal());
    }

    /** Both players' front rows in {@code p}, by {@link Player#ordinal()}, as {@link #frontRow} gives each. */
    public int[] frontRows(Position p) {
        Tables t = tables[geometry(p).columns()];
        long occupied = t.occupied(p.raw());
        return new int[] {t.front(occupied, Player.SOUTH.ordinal()), t.front(occupied, Player.NORTH.ordinal())};
    }

    /**
     * A sowing's working arrays, kept by a caller that sows many turns (a random game) so that a turn
     * allocates nothing; one per thread, as {@code Rules} is shared.
     */
    private static final class Work {
        /** the opponent's holes a capture takes: at most one per row of a side */
        final int[] taken = new int[3];
        /** which holes hold seeds at the end of the turn sown last, as {@link Tables} keeps them */
        long occupied;
        /** the cycle check's remembered board, made at the first turn that needs one */
        private int[] mark;

        /** A copy of {@code b} in the remembered board. */
        int[] mark(int[] b) {
            if (mark == null || mark.length != b.length) {
                mark = new int[b.length];
            }
            System.arraycopy(b, 0, mark, 0, b.length);
            return mark;
        }
    }

    /**
     * The ply as far as this ruleset can tell plies apart: two positions with the same board and side
     * to move play alike when this is the same for both. Gorobaka treats the game's first turn alone
     * differently; the other rulesets never read the ply.
     */
    public int plyThatCounts(int ply) {
        return ruleset.startRow() == Ruleset.StartRow.INNER_ON_FIRST_TURN ? Math.min(ply, 1) : 0;
    }

    /** A working board for a search of {@code columns} columns: one per thread, as it keeps scratch arrays. */
    public WorkingBoard workingBoard(int columns) {
        if (!ruleset.allowsColumns(columns)) {
            throw new IllegalArgumentException("columns must be from " + Ruleset.MIN_COLUMNS + " to " + Ruleset.MAX_COLUMNS);
        }
        return new WorkingBoard(columns);
    }

    /**
     * This ruleset's turns played on a bare board array (viewer order, as {@link Position#counts()}),
     * in place and allocating nothing, for a search that visits millions of positions: the same
     * sowing as {@link #play}, without a position made for every turn. Not shared between threads.
     */
    public final class WorkingBoard {
        private final Geometry g;
        private final Work work = new Work();

        private WorkingBoard(int columns) {
            g = geometries[columns];
        }

        public Geometry geometry() {
            return g;
        }

        /**
         * The holes {@code side} may start a turn from under the start-row and single-seed rules: bit k
         * for serpent hole k + 1. Some of them may still never end or sow too long; {@link #sow} says.
         */
        public long startHoles(int[] board, Player side, int ply) {
            return Rules.this.startHoles(board, tables[g.columns()].occupied(board), g, side, ply);
        }

        /**
         * Sows {@code side}'s turn from serpent hole {@code hole} (from 1), which {@link #startHoles}
         * allows, on {@code board} in place. False when the turn is not legal (it would never end or
         * sow more than {@link #MAX_SEEDS_SOWN} seeds): then {@code board} holds no meaningful state.
         */
        public boolean sow(int[] board, Player side, int hole, Direction direction) {
            return Rules.this.sow(board, g, side, hole - 1, direction, null, null, work,
                    tables[g.columns()].occupied(board)) >= 0;
        }
    }

    /** Counts what the fast path did, for benchmarks: turns, laps and seeds sown. */
    public static final class Tally {
        long turns;
        long laps;
        long seeds;

        public long turns() {
            return turns;
        }

        public long laps() {
            return laps;
        }

        public long seeds() {
            return seeds;
        }
    }
}
