package org.katro.solver;

/**
 * What perfect play makes of a position (or of a move), for the side to move: a win or a loss in so
 * many turns (both sides' turns counted, the one that ends the game included, as docs/rules.md counts
 * them), a draw where it is proved that neither side can ever force the end, or unsettled when the
 * budget ran out before either was proved.
 */
public record Value(Kind kind, int turns) {
    public enum Kind {
        WIN, LOSS, DRAW, UNSETTLED;

        /** The word the command line prints. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    public static final Value DRAW = new Value(Kind.DRAW, -1);
    public static final Value UNSETTLED = new Value(Kind.UNSETTLED, -1);

    public Value {
        if ((kind == Kind.WIN || kind == Kind.LOSS) != turns >= 0) {
            throw new IllegalArgumentException("a win or a loss has a number of turns, nothing else does");
        }
    }

    public static Value win(int turns) {
        return new Value(Kind.WIN, turns);
    }

    public static Value loss(int turns) {
        return new Value(Kind.LOSS, turns);
    }

    public boolean settled() {
        return kind != Kind.UNSETTLED;
    }

    /**
     * Orders values from the mover's best to worst: the quickest win, then longer wins, a draw,
     * unsettled (it may still be anything), then the longest loss before the quickest.
     */
    int rank() {
        return switch (kind) {
            case WIN -> turns;
            case DRAW -> 1_000_000;
            case UNSETTLED -> 1_000_001;
            case LOSS -> 3_000_000 - turns;
        };
    }

    @Override
    public String toString() {
        return turns >= 0 ? kind.word() + " in " + turns : kind.word();
    }
}
