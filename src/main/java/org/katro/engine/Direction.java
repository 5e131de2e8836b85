package org.katro.engine;

/** The way a turn runs round the serpent: towards higher hole numbers or lower ones. */
public enum Direction {
    PLUS('+', 1),
    MINUS('-', -1);

    private final char symbol;
    private final int step;

    Direction(char symbol, int step) {
        this.symbol = symbol;
        this.step = step;
    }

    public char symbol() {
        return symbol;
    }

    /** +1 or -1 along the serpent. */
    public int step() {
        return step;
    }
}
