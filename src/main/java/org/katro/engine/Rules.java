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
     * RULES.md: a turn that would sow more than this many seeds is not legal. It bounds every turn's
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
    private final int[][][] serpents = new int[Ruleset.MAX_COLUMNS + 1][][];
    /** per column count, per player and direction: board index -> board index of the next hole sown */
    private final int[][][] successors = new int[Ruleset.MAX_COLUMNS + 1][][];

    private Rules(Ruleset ruleset) {
        this.ruleset = ruleset;
        for (int c = Ruleset.MIN_COLUMNS; c <= Ruleset.MAX_COLUMNS; c++) {
            geometries[c] = new Geometry(ruleset.rows(), c);
            serpents[c] = new int[][] {geometries[c].serpent(Player.SOUTH), geometries[c].serpent(Player.NORTH)};
            successors[c] = new int[4][];
            for (Player p : Player.values()) {
                for (Direction d : Direction.values()) {
                    int[] serpent = serpents[c][p.ordinal()];
                    int[] next = new int[c * ruleset.rows()];
                    for (int i = 0; i < serpent.length; i++) {
                        next[serpent[i]] = serpent[Math.floorMod(i + d.step(), serpent.length)];
                    }
                    successors[c][p.ordinal() * 2 + d.ordinal()] = next;
                }
            }
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
            case OUTERMOST -> outermostDepth(b, g, p);
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
        int[] found = new int[g.holesPerPlayer()];
        int count = startHoles(p.raw(), g, p.toMove(), p.ply(), found);
        List<Move> out = new ArrayList<>(2 * count);
        for (int i = 0; i < count; i++) {
            out.add(new Move(found[i] + 1, Direction.PLUS));
            out.add(new Move(found[i] + 1, Direction.MINUS));
        }
        return out;
    }

    /**
     * Fills {@code out} with the serpent positions (from 0) a turn may start from, as
     * {@link #whyNotStart} judges them, and returns how many there are. Allocation-free: random games
     * call it every turn.
     */
    private int startHoles(int[] b, Geometry g, Player p, int ply, int[] out) {
        int[] serpent = serpents[g.columns()][p.ordinal()];
        int minSeeds = minSeeds();
        int onlyDepth = startDepth(b, g, p, ply);
        int from = onlyDepth < 0 ? 0 : onlyDepth * g.columns();
        int to = onlyDepth < 0 ? serpent.length : from + g.columns();
        int count = 0;
        for (int pos = from; pos < to; pos++) {
            // branch-free: which holes hold seeds is random, and mispredicted branches cost more than the writes
            out[count] = pos;
            count += 1 - ((b[serpent[pos]] - minSeeds) >>> 31);
        }
        return count;
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
        return sow(b, geometries[p.columns()], p.toMove(), m.hole() - 1, m.direction(), null, null) >= 0;
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
        int[] found = new int[g.holesPerPlayer()];
        int[] codes = new int[2 * found.length];
        Player side = start.toMove();
        int ply = start.ply();
        for (int turn = 0; turn < maxTurns; turn++) {
            int holes = startHoles(b, g, side, ply, found);
            int count = 2 * holes;
            boolean listed = false; // the move list is only written out once a move was found endless
            boolean moved = false;
            while (count > 0 && !moved) {
                int pick = random.nextInt(count);
                int code = listed ? codes[pick] : found[pick >> 1] * 2 + (pick & 1);
                System.arraycopy(b, 0, trial, 0, b.length);
                if (sow(trial, g, side, code >> 1, (code & 1) == 0 ? Direction.PLUS : Direction.MINUS, null, tally) >= 0) {
                    int[] swap = b;
                    b = trial;
                    trial = swap;
                    moved = true;
                } else {
                    if (!listed) {
                        for (int i = 0; i < count; i++) {
                            codes[i] = found[i >> 1] * 2 + (i & 1);
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
        int laps = sow(b, geometries[p.columns()], p.toMove(), m.hole() - 1, m.direction(), events, tally);
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
    private int sow(int[] b, Geometry g, Player p, int start, Direction direction, List<Event> events, Tally tally) {
        // the board index of the hole after each hole along the serpent, in this turn's direction
        int[] after = successors[g.columns()][p.ordinal() * 2 + direction.ordinal()];
        Player opp = p.opponent();
        int pos = serpents[g.columns()][p.ordinal()][start];
        int[] taken = new int[g.depths()]; // the opponent's holes a capture takes
        boolean loneSeed = ruleset.loneSeedCaptures() && Position.total(b, p) == 1;
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
                    mark = b.clone();
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
            if (events != null) {
                events.add(new Event.Pick(p, g.holeAt(pos), hand, reason, direction, lap));
            }
            sown += hand;
            while (hand > 1) {
                pos = after[pos];
                b[pos]++;
                hand--;
                if (events != null) {
                    events.add(new Event.Sow(p, g.holeAt(pos), hand, lap, null, -1));
                }
            }
            pos = after[pos];
            int landing = pos;
            boolean occupied = ++b[landing] > 1;
            Hole landingHole = g.holeAt(landing);
            int depth = landingHole.depth();
            Event.LapOutcome outcome;
            int takenCount = 0;
            switch (ruleset.capture()) {
                case OCCUPIED_FRONT_ROW, EMPTY_FRONT_ROW -> {
                    boolean onEmpty = ruleset.capture() == Ruleset.Capture.EMPTY_FRONT_ROW;
                    boolean lone = loneSeed && lap == 0;
                    // the landing row is the front row when no row nearer the centre holds seeds
                    boolean triggers = (occupied != onEmpty || lone) && !seedsInward(b, g, p, depth);
                    if (triggers) {
                        int oppFront = frontDepth(b, g, opp);
                        int opposite = oppFront < 0 ? -1 : g.indexOf(opp, oppFront, landingHole.column());
                        if (opposite >= 0 && b[opposite] > 0) {
                            taken[takenCount++] = opposite;
                            outcome = lone ? Event.LapOutcome.CAPTURE_LONE_SEED
                                    : onEmpty ? Event.LapOutcome.CAPTURE_ON_EMPTY : Event.LapOutcome.CAPTURE;
                        } else {
                            outcome = occupied ? Event.LapOutcome.RELAY_NOTHING_OPPOSITE
                                    : Event.LapOutcome.EMPTY_HOLE_NOTHING_OPPOSITE;
                        }
                    } else {
                        outcome = occupied ? Event.LapOutcome.RELAY : Event.LapOutcome.EMPTY_HOLE;
                    }
                }
                case WHOLE_FILE -> {
                    if (occupied && depth == g.depths() - 1) {
                        takenCount = fileOf(b, g, opp, landingHole.column(), taken);
                        outcome = takenCount > 0 ? Event.LapOutcome.CAPTURE : Event.LapOutcome.RELAY_NOTHING_OPPOSITE;
                    } else {
                        outcome = occupied ? Event.LapOutcome.RELAY : Event.LapOutcome.EMPTY_HOLE;
                    }
                }
                default -> throw new IllegalStateException();
            }
            if (events != null) {
                events.add(new Event.Sow(p, landingHole, 0, lap, outcome, frontDepth(b, g, p)));
            }
            lap++;
            if (outcome.endsTurn()) {
                break;
            }
            if (outcome.captures()) {
                int oppFront = events == null ? 0 : frontDepth(b, g, opp);
                int[] counts = events == null ? null : new int[takenCount];
                for (int i = 0; i < takenCount; i++) {
                    if (counts != null) {
                        counts[i] = b[taken[i]];
                    }
                    b[landing] += b[taken[i]];
                    b[taken[i]] = 0;
                }
                boolean oppEmpty = frontDepth(b, g, opp) < 0;
                if (events != null) {
                    boolean wholeFile = ruleset.capture() == Ruleset.Capture.WHOLE_FILE;
                    int emptyRows = wholeFile ? 0 : g.depths() - 1 - oppFront;
                    for (int i = 0; i < takenCount; i++) {
                        events.add(new Event.Capture(p, g.holeAt(taken[i]), landingHole, counts[i], emptyRows,
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
        return lap;
    }

    /** Puts the opponent's holes in {@code column} that hold seeds into {@code out}, inner first; returns how many. */
    private static int fileOf(int[] b, Geometry g, Player owner, int column, int[] out) {
        int count = 0;
        for (int d = g.depths() - 1; d >= 0; d--) {
            int i = g.indexOf(owner, d, column);
            if (b[i] > 0) {
                out[count++] = i;
            }
        }
        return count;
    }

    /** The depth (0 = outer) of {@code player}'s front row: the innermost row holding a seed; -1 if none. */
    static int frontDepth(int[] b, Geometry g, Player player) {
        for (int d = g.depths() - 1; d >= 0; d--) {
            if (rowHasSeeds(b, g, player, d)) {
                return d;
            }
        }
        return -1;
    }

    /** Whether any of {@code player}'s rows nearer the centre than {@code depth} holds a seed. */
    private static boolean seedsInward(int[] b, Geometry g, Player player, int depth) {
        for (int d = g.depths() - 1; d > depth; d--) {
            if (rowHasSeeds(b, g, player, d)) {
                return true;
            }
        }
        return false;
    }

    private static int outermostDepth(int[] b, Geometry g, Player player) {
        for (int d = 0; d < g.depths(); d++) {
            if (rowHasSeeds(b, g, player, d)) {
                return d;
            }
        }
        return -1;
    }

    private static boolean rowHasSeeds(int[] b, Geometry g, Player player, int depth) {
        int start = g.indexOf(player, depth, 0);
        int end = start + g.columns();
        int any = 0;
        for (int i = start; i < end; i++) {
            any |= b[i]; // branch-free, as in startHoles
        }
        return any != 0;
    }

    /** The depth of a player's front row in {@code p}; -1 when the side is empty. */
    public int frontRow(Position p, Player player) {
        return frontDepth(p.raw(), geometry(p), player);
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
