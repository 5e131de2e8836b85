package org.katro.ui.session;

import javafx.animation.PauseTransition;
import javafx.util.Duration;

/**
 * What {@link Playback} waits on between two events: the screen's animation timer, or a clock the
 * station reads (and a test moves by hand, {@link PolledClock}). One wait at a time: a new one
 * replaces the one waiting.
 */
public interface PlaybackClock {
    /** Runs {@code then} once {@code seconds} have passed on this clock. */
    void after(double seconds, Runnable then);

    /** Forgets the wait under way, if any. */
    void cancel();

    /** The screen's own timer: a pause on JavaFX's animation clock. */
    static PlaybackClock animation() {
        PauseTransition wait = new PauseTransition();
        return new PlaybackClock() {
            @Override
            public void after(double seconds, Runnable then) {
                wait.setDuration(Duration.seconds(seconds));
                wait.setOnFinished(e -> then.run());
                wait.playFromStart();
            }

            @Override
            public void cancel() {
                wait.stop();
            }
        };
    }
}
