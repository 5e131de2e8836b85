package org.katro.engine;

import org.katro.engine.Geometry.RowKind;

/**
 * One hole of the board, as everything that shows or explains it needs it.
 *
 * @param owner  whose side it is on
 * @param number its number on the owner's serpent, from 1
 * @param depth  its row counted from the owner's outer row (0 = outer)
 * @param row    the kind of that row (outer, middle, inner)
 * @param viewRow its row as the viewer sees the board, 0 = top (North's outer row)
 * @param column its column as the viewer sees it, 0 = left
 * @param index  its place in {@link Position#counts()}: {@code viewRow * columns + column}
 */
public record Hole(Player owner, int number, int depth, RowKind row, int viewRow, int column, int index) {
    /** The notation name, e.g. {@code S7} or {@code N1}. */
    public String name() {
        return String.valueOf(owner.symbol()) + number;
    }

    @Override
    public String toString() {
        return name();
    }
}
