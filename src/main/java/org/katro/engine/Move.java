package org.katro.engine;

/** A turn's choice: which own hole (serpent number, from 1) and which way to sow. */
public record Move(int hole, Direction direction) {
    public Move {
        if (hole < 1) {
            throw new IllegalArgumentException("hole numbers start at 1");
        }
        if (direction == null) {
            throw new IllegalArgumentException("a move needs a direction");
        }
    }

    @Override
    public String toString() {
        return hole + String.valueOf(direction.symbol());
    }
}
