package org.katro.solver;

import java.util.Arrays;

/**
 * Solves backwards from the ends: lists every position reachable from one, and when they are few
 * enough to list, gives each its exact value, starting from the positions whose side to move has
 * no legal move (lost in 0) and working back one turn at a time. What is left unsolved then is a
 * proved draw: the list is closed under every legal move, and from none of them can either side
 * force the end. The values go into the solver's table.
 */
final class Retrograde {
    /** Bytes a listed position costs, about: its key, its place in the index, its moves both ways. */
    private static final int BYTES_PER_POSITION = 160;

    private final Solver solver;
    private final int words;
    private final int cap;
    private long[] keys;
    private int[] index;
    private int count;
    private int[] edges = new int[1 << 16];
    private int edgeCount;
    /** per position looked at: where its moves start in {@link #edges} */
    private int[] firstEdge = new int[1024];
    /** how many positions' moves are listed */
    private int done;
    private final long[] key;
    private final int[] b;

    /** Starts the list with the position asked about. */
    Retrograde(Solver solver, int[] board, int side, int ply) {
        this.solver = solver;
        this.words = solver.table().words;
        this.cap = (int) Math.min(1 << 24, solver.memoryBytes() / 2 / BYTES_PER_POSITION);
        keys = new long[1024 * words];
        index = new int[1 << 12];
        key = new long[words];
        b = new int[solver.holes()];
        solver.pack(board, side, ply, key);
        add(key);
    }

    /** Whether the positions are more than the memory allows: then the list is given up. */
    boolean tooMany() {
        return count > cap;
    }

    /**
     * Lists on, for about {@code work} turns sown at most, the moves of positions listed but not yet
     * looked at; true once every reachable position is listed.
     */
    boolean list(long work) {
        long end = solver.nodes() + work;
        Solver.Level lv = solver.level(1);
        for (; done < count; done++) {
            if (tooMany() || ((done & 63) == 0 && solver.nodes() > end)) {
                return false;
            }
            if (done + 1 >= firstEdge.length) {
                firstEdge = Arrays.copyOf(firstEdge, 2 * firstEdge.length);
            }
            firstEdge[done] = edgeCount;
            int sidePly = solver.unpack(keys, done * words, b);
            int s = sidePly & 1;
            int n = solver.expand(b, s, sidePly >> 1, lv);
            int childPly = solver.nextPly(sidePly >> 1);
            for (int m = 0; m < n; m++) {
                solver.pack(lv.boards[m], 1 - s, childPly, key);
                int child = find(key);
                if (child < 0) {
                    child = add(key);
                }
                if (edgeCount == edges.length) {
                    edges = Arrays.copyOf(edges, 2 * edges.length);
                }
                edges[edgeCount++] = child;
            }
        }
        firstEdge[count] = edgeCount;
        return true;
    }

    /** The values, nearest ends first, so that each win is the quickest and each loss the longest. */
    void backwards() {
        int[] predStart = new int[count + 1];
        for (int e = 0; e < edgeCount; e++) {
            predStart[edges[e] + 1]++;
        }
        for (int i = 0; i < count; i++) {
            predStart[i + 1] += predStart[i];
        }
        int[] pred = new int[edgeCount];
        int[] fill = Arrays.copyOf(predStart, count);
        for (int i = 0; i < count; i++) {
            for (int e = firstEdge[i]; e < firstEdge[i + 1]; e++) {
                pred[fill[edges[e]]++] = i;
            }
        }
        int[] left = new int[count]; // moves not yet known to lose, per position
        int[] turns = new int[count]; // -1 unknown; else the distance to the end
        boolean[] won = new boolean[count];
        int[] queue = new int[count];
        int head = 0;
        int tail = 0;
        for (int i = 0; i < count; i++) {
            left[i] = firstEdge[i + 1] - firstEdge[i];
            turns[i] = -1;
            if (left[i] == 0) {
                turns[i] = 0;
                queue[tail++] = i;
            }
        }
        while (head < tail) {
            int v = queue[head++];
            for (int e = predStart[v]; e < predStart[v + 1]; e++) {
                int u = pred[e];
                if (turns[u] >= 0) {
                    continue;
                }
                if (!won[v]) {
                    won[u] = true;
                    turns[u] = turns[v] + 1;
                    queue[tail++] = u;
                } else if (--left[u] == 0) {
                    turns[u] = turns[v] + 1;
                    queue[tail++] = u;
                }
            }
        }
        Table table = solver.table();
        // the position asked about and its moves are listed first: written last, they are the last replaced
        for (int i = count - 1; i >= 0; i--) {
            System.arraycopy(keys, i * words, key, 0, words);
            long d;
            if (turns[i] < 0) {
                d = Table.withNoLoss(Table.withNoWin(0, Table.NEVER), Table.NEVER);
            } else if (won[i]) {
                d = Table.withNoLoss(Table.withNoWin(Table.withWinIn(0, turns[i]), Math.max(-1, turns[i] - 2)), Table.NEVER);
            } else {
                d = Table.withNoWin(Table.withNoLoss(Table.withLossIn(0, turns[i]), Math.max(-1, turns[i] - 2)), Table.NEVER);
            }
            table.put(key, d);
        }
    }

    private int hash(long[] key, int offset) {
        long h = 0x9E3779B97F4A7C15L;
        for (int i = 0; i < words; i++) {
            h = (h ^ key[offset + i]) * 0xBF58476D1CE4E5B9L;
            h ^= h >>> 29;
        }
        return (int) h;
    }

    /** The listed position with this key, or -1. */
    private int find(long[] key) {
        int mask = index.length - 1;
        for (int slot = hash(key, 0) & mask; index[slot] != 0; slot = (slot + 1) & mask) {
            int i = index[slot] - 1;
            if (Arrays.equals(keys, i * words, i * words + words, key, 0, words)) {
                return i;
            }
        }
        return -1;
    }

    private int add(long[] key) {
        if ((count + 1) * words > keys.length) {
            keys = Arrays.copyOf(keys, 2 * keys.length);
        }
        System.arraycopy(key, 0, keys, count * words, words);
        count++;
        if (2 * count > index.length) {
            index = new int[2 * index.length];
            for (int i = 0; i < count; i++) {
                place(i);
            }
        } else {
            place(count - 1);
        }
        return count - 1;
    }

    private void place(int i) {
        int mask = index.length - 1;
        int slot = hash(keys, i * words) & mask;
        while (index[slot] != 0) {
            slot = (slot + 1) & mask;
        }
        index[slot] = i + 1;
    }
}
