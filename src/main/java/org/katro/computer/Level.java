package org.katro.computer;

/** How strongly the computer plays. */
public enum Level {
    /** uniformly random legal moves: for a first game */
    EASY,
    /**
     * plays the move whose first lap captures the most, as a beginner sees it on the board, blind to
     * the relays and captures that follow; never misses a win in one
     */
    MEDIUM,
    /** alpha-beta search on the fast path, deepening until its time budget runs out */
    HARD,
    /**
     * the solver first: the quickest win where one is proved, the longest defence where the position
     * is proved lost, a drawing move where it is a proved draw; elsewhere it plays as {@link #HARD}
     */
    PERFECT
}
