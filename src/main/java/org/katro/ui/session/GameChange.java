package org.katro.ui.session;

/**
 * What changed in a game on screen, as its {@link GameSession} tells those who follow it: the play
 * screen waits for a turn to be added, the memory writes the moves and the place. Each says what it
 * is, so nobody reads "a turn was added" off the scrubber's range.
 */
public sealed interface GameChange {
    /** A turn was added at the game's end, or turns were taken back: the game now has {@code turns} turns. */
    record Turns(int turns) implements GameChange {
    }

    /** The event at index {@code index} is shown (0 is the start). */
    record Shown(int index) implements GameChange {
    }

    /** Playback started ({@code playing}) or stopped. */
    record Playback(boolean playing) implements GameChange {
    }
}
