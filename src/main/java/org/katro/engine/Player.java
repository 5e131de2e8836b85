package org.katro.engine;

/** The two sides: South sits at the bottom of the board, North at the top. */
public enum Player {
    SOUTH('S'),
    NORTH('N');

    private final char symbol;

    Player(char symbol) {
        this.symbol = symbol;
    }

    public char symbol() {
        return symbol;
    }

    public Player opponent() {
        return this == SOUTH ? NORTH : SOUTH;
    }

    public static Player fromSymbol(char c) {
        return switch (c) {
            case 'S' -> SOUTH;
            case 'N' -> NORTH;
            default -> throw new IllegalArgumentException("not a side: " + c);
        };
    }
}
