package org.katro.solver;

/**
 * The transposition table: what has been proved of each position met, keyed by its board, side to
 * move and the ply as far as the ruleset tells plies apart. A key is the seed counts packed a few
 * bits a hole, exact (never a hash that two positions could share), so a proof found under one line
 * holds under every other. It grows up to its memory budget; past that, a new entry replaces the
 * least searched one nearby, which costs only time: nothing replaced was needed for soundness.
 *
 * <p>Each entry's data packs four 16-bit fields (0 = nothing known):
 * <ul>
 * <li>{@code winIn}: the side to move wins within this many turns;</li>
 * <li>{@code noWin + 1}: it cannot win within {@code noWin} turns ({@link #NEVER}: it cannot win at all);</li>
 * <li>{@code lossIn + 1}: it loses within {@code lossIn} turns, whatever it does;</li>
 * <li>{@code noLoss + 1}: it cannot be made to lose within {@code noLoss} turns ({@link #NEVER}: never).</li>
 * </ul>
 */
final class Table {
    /** The deepest proof a field can hold; deeper iterations are not started. */
    static final int MAX_TURNS = 0xFFF0;
    /** A field's value for "at no depth". */
    static final int NEVER = 0xFFFF - 1;
    private static final int WINDOW = 16;
    private static final int START_CAPACITY = 1 << 16;

    final int words;
    private final long maxBytes;
    private long[] keys;
    private long[] data;
    private int mask;
    private int count;

    Table(int words, long maxBytes) {
        this.words = words;
        this.maxBytes = maxBytes;
        allocate(START_CAPACITY);
    }

    private void allocate(int capacity) {
        keys = new long[capacity * words];
        data = new long[capacity];
        mask = capacity - 1;
        count = 0;
    }

    private static long bytes(long capacity, int words) {
        return capacity * (words + 1) * 8L;
    }

    private int home(long[] key) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < words; i++) {
            h = (h ^ key[i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 31;
        }
        return (int) h & mask;
    }

    private boolean matches(int slot, long[] key) {
        int base = slot * words;
        for (int i = 0; i < words; i++) {
            if (keys[base + i] != key[i]) {
                return false;
            }
        }
        return true;
    }

    /** What is known of {@code key}; 0 when nothing is. */
    long get(long[] key) {
        int slot = home(key);
        for (int i = 0; i < WINDOW; i++, slot = (slot + 1) & mask) {
            long d = data[slot];
            if (d == 0) {
                return 0;
            }
            if (matches(slot, key)) {
                return d;
            }
        }
        return 0;
    }

    /** Records {@code d} (never 0) for {@code key}, in place of what was known. */
    void put(long[] key, long d) {
        if (count > (mask + 1) / 2 && bytes(2L * (mask + 1), words) <= maxBytes && mask < (1 << 29)) {
            grow();
        }
        int slot = home(key);
        int weakest = slot;
        for (int i = 0; i < WINDOW; i++, slot = (slot + 1) & mask) {
            if (data[slot] == 0) {
                count++;
                break;
            }
            if (matches(slot, key)) {
                break;
            }
            if (worth(data[slot]) < worth(data[weakest])) {
                weakest = slot;
            }
            if (i == WINDOW - 1) {
                slot = weakest;
            }
        }
        System.arraycopy(key, 0, keys, slot * words, words);
        data[slot] = d;
    }

    /** How much search an entry stands for: the deepest of its fields. */
    private static int worth(long d) {
        return Math.max(Math.max(winIn(d), noWin(d)), Math.max(lossIn(d), noLoss(d)));
    }

    private void grow() {
        long[] oldKeys = keys;
        long[] oldData = data;
        allocate(2 * (mask + 1));
        long[] key = new long[words];
        for (int s = 0; s < oldData.length; s++) {
            if (oldData[s] != 0) {
                System.arraycopy(oldKeys, s * words, key, 0, words);
                put(key, oldData[s]);
            }
        }
    }

    // ---------------------------------------------------------------- the fields (-1: nothing known)

    static int winIn(long d) {
        int turns = field(d, 0);
        return turns == 0 ? -1 : turns;
    }

    static int noWin(long d) {
        return field(d, 16) - 1;
    }

    static int lossIn(long d) {
        return field(d, 32) - 1;
    }

    static int noLoss(long d) {
        return field(d, 48) - 1;
    }

    private static int field(long d, int shift) {
        return (int) (d >>> shift) & 0xFFFF;
    }

    private static long with(long d, int shift, int value) {
        return (d & ~(0xFFFFL << shift)) | ((long) (value + 1) << shift);
    }

    static long withWinIn(long d, int turns) {
        return (d & ~0xFFFFL) | turns;
    }

    static long withNoWin(long d, int turns) {
        return with(d, 16, turns);
    }

    static long withLossIn(long d, int turns) {
        return with(d, 32, turns);
    }

    static long withNoLoss(long d, int turns) {
        return with(d, 48, turns);
    }

    /** The proved value of an entry, or {@link Value#UNSETTLED} where it knows only bounds. */
    static Value exact(long d) {
        int win = winIn(d);
        if (win > 0 && (win == 1 || noWin(d) >= win - 2)) {
            return Value.win(win);
        }
        int loss = lossIn(d);
        if (loss >= 0 && (loss == 0 || noLoss(d) >= loss - 2)) {
            return Value.loss(loss);
        }
        return noWin(d) == NEVER && noLoss(d) == NEVER ? Value.DRAW : Value.UNSETTLED;
    }
}
