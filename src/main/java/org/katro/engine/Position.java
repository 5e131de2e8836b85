package org.katro.engine;

import java.util.Arrays;

/**
 * An immutable position: the seeds in every hole (viewer order, row-major from North's outer row),
 * the side to move and how many turns have been played.
 */
public record Position(int rows, int columns, int[] counts, Player toMove, int ply) {
    public Position {
        if (counts.length != rows * columns) {
            throw new IllegalArgumentException("counts do not fit a " + rows + " x " + columns + " board");
        }
        if (toMove == null) {
            throw new IllegalArgumentException("a position needs a side to move");
        }
        if (ply < 0) {
            throw new IllegalArgumentException("ply must be >= 0");
        }
        counts = counts.clone();
        for (int c : counts) {
            if (c < 0) {
                throw new IllegalArgumentException("seed counts are >= 0");
            }
        }
    }

    /** The start position: two seeds in every hole, South to move. */
    public static Position start(int rows, int columns) {
        int[] counts = new int[rows * columns];
        Arrays.fill(counts, 2);
        return new Position(rows, columns, counts, Player.SOUTH, 0);
    }

    @Override
    public int[] counts() {
        return counts.clone();
    }

    public int seeds(int index) {
        return counts[index];
    }

    public int seeds(Hole hole) {
        return counts[hole.index()];
    }

    public int total() {
        int sum = 0;
        for (int c : counts) {
            sum += c;
        }
        return sum;
    }

    /** All seeds on {@code player}'s side. */
    public int total(Player player) {
        return total(counts, player);
    }

    /** All seeds on {@code player}'s side of a board in viewer order; the engine sows on bare arrays. */
    static int total(int[] counts, Player player) {
        int half = counts.length / 2;
        int from = player == Player.NORTH ? 0 : half;
        int sum = 0;
        for (int i = from; i < from + half; i++) {
            sum += counts[i];
        }
        return sum;
    }

    // package-private: the engine reads the array without copying it
    int[] raw() {
        return counts;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Position p && rows == p.rows && columns == p.columns && toMove == p.toMove
                && ply == p.ply && Arrays.equals(counts, p.counts);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(counts) * 31 + toMove.hashCode() * 7 + ply;
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            if (r > 0) {
                sb.append('/');
            }
            for (int c = 0; c < columns; c++) {
                if (c > 0) {
                    sb.append(',');
                }
                sb.append(counts[r * columns + c]);
            }
        }
        return sb.append(' ').append(toMove.symbol()).append(' ').append(ply).toString();
    }
}
