package org.katro.sound;

/**
 * The sounds of the game, one for each thing a listener should tell apart: a seed falling, several
 * seeds falling too fast to be heard one by one, a relay (the hand lifts a hole's seeds again), a
 * capture, the end of a turn and the end of the game.
 */
public enum Cue {
    /** one seed dropped into a hole */
    SEED,
    /** several seeds since the last sound, at a speed where one click each would be noise */
    SEEDS,
    /** the lap's last seed fell on seeds that do not capture: they are lifted and sown on */
    RELAY,
    /** seeds taken from the opponent's hole */
    CAPTURE,
    /** the turn is over */
    TURN_END,
    /** the game is over */
    GAME_OVER
}
