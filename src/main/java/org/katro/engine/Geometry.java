package org.katro.engine;

/**
 * The shape of a board and each player's serpent on it. Hole numbers follow docs/notation.md: South's
 * hole 1 is the left end of its outer row, numbers run boustrophedon inwards; North's serpent is
 * South's turned by 180 degrees.
 */
public final class Geometry {
    private final int rows;
    private final int columns;
    private final Hole[][] serpents;
    private final Hole[] byIndex;

    public Geometry(int rows, int columns) {
        if (rows != 4 && rows != 6) {
            throw new IllegalArgumentException("a board has 4 or 6 rows");
        }
        if (columns < 1) {
            throw new IllegalArgumentException("a board needs columns");
        }
        this.rows = rows;
        this.columns = columns;
        int perPlayer = rows / 2 * columns;
        serpents = new Hole[2][perPlayer];
        byIndex = new Hole[rows * columns];
        for (int pos = 0; pos < perPlayer; pos++) {
            int depth = pos / columns;
            int along = pos % columns;
            int col = depth % 2 == 0 ? along : columns - 1 - along;
            int viewRow = rows - 1 - depth;
            RowKind kind = RowKind.of(depth, rows / 2);
            Hole south = new Hole(Player.SOUTH, pos + 1, depth, kind, viewRow, col, viewRow * columns + col);
            Hole north = new Hole(Player.NORTH, pos + 1, depth, kind, rows - 1 - viewRow, columns - 1 - col,
                    rows * columns - 1 - south.index());
            serpents[0][pos] = south;
            serpents[1][pos] = north;
            byIndex[south.index()] = south;
            byIndex[north.index()] = north;
        }
    }

    public int rows() {
        return rows;
    }

    public int columns() {
        return columns;
    }

    /** Rows on each side: 3 on a 6-row board, 2 on a 4-row board. */
    public int depths() {
        return rows / 2;
    }

    /** Holes on each side, the length of each serpent. */
    public int holesPerPlayer() {
        return rows / 2 * columns;
    }

    public int size() {
        return rows * columns;
    }

    /** The hole with serpent number {@code number} (from 1) of {@code player}. */
    public Hole hole(Player player, int number) {
        return serpents[player.ordinal()][number - 1];
    }

    /** The hole after {@code from} along its owner's serpent, going {@code d}: where a lap's first seed falls. */
    public Hole next(Hole from, Direction d) {
        return hole(from.owner(), Math.floorMod(from.number() - 1 + d.step(), holesPerPlayer()) + 1);
    }

    /** The hole at a board index (viewer order, row-major from the top). */
    public Hole holeAt(int index) {
        return byIndex[index];
    }

    /** The board index of {@code player}'s hole at {@code depth} (0 = outer) in viewer column {@code column}. */
    public int indexOf(Player player, int depth, int column) {
        int viewRow = player == Player.SOUTH ? rows - 1 - depth : depth;
        return viewRow * columns + column;
    }

    /** Board index of each hole of {@code player}'s serpent, in serpent order (a fresh array). */
    public int[] serpent(Player player) {
        Hole[] holes = serpents[player.ordinal()];
        int[] out = new int[holes.length];
        for (int i = 0; i < holes.length; i++) {
            out[i] = holes[i].index();
        }
        return out;
    }

    /** Where a row lies on its owner's side, from the owner's seat. */
    public enum RowKind {
        OUTER,
        MIDDLE,
        INNER;

        /** The kind of the row at {@code depth} (0 = outer) on a side with {@code depths} rows. */
        public static RowKind of(int depth, int depths) {
            if (depth == 0) {
                return OUTER;
            }
            return depth == depths - 1 ? INNER : MIDDLE;
        }
    }
}
