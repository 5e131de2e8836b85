package org.katro.computer;

/** How strongly the computer plays. */
public enum Level {
    /** uniformly random legal moves: for a first game */
    EASY,
    /**
     * takes the most seeds now without looking at the reply; never misses a win in one, but plays
     * two moves in five carelessly
     */
    MEDIUM,
    /** alpha-beta search on the fast path, deepening until its time budget runs out */
    HARD
}
