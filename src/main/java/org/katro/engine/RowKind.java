package org.katro.engine;

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
