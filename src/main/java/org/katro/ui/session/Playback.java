package org.katro.ui.session;

import javafx.animation.PauseTransition;
import javafx.scene.Node;
import javafx.util.Duration;
import org.katro.ui.shell.ViewListeners;

import java.util.function.BooleanSupplier;

/**
 * Plays a screen's events one after another while its {@link Stepping} is playing, each left on
 * screen as long as the stepping says its sentence needs (and, where it is paced by speech, until
 * its speech ends); it stops at the end, and at captures and
 * turn ends when the stepping pauses there. It runs only while {@code view} is in a window, so a
 * screen that is left stops playing.
 */
public final class Playback {
    private Playback() {
    }

    /**
     * {@code tick} shows the next event and says whether there was one; playback stops when there is
     * none. The timer is held by {@code listeners}, that is by the view, never by the model.
     */
    public static void wire(Stepping stepping, BooleanSupplier tick, Node view, ViewListeners listeners) {
        PauseTransition wait = new PauseTransition();
        Runnable next = () -> {
            if (!tick.getAsBoolean() || stepping.pausesHere()) {
                stepping.playingProperty().set(false);
            } else if (stepping.playingProperty().get()) {
                wait.setDuration(Duration.seconds(stepping.secondsShown()));
                wait.playFromStart();
            }
        };
        // the event's time over while it is still being spoken: the next comes when the speech ends
        boolean[] waitingForSpeech = {false};
        wait.setOnFinished(e -> {
            waitingForSpeech[0] = stepping.waitsForSpeech();
            if (!waitingForSpeech[0]) {
                next.run();
            }
        });
        listeners.on(stepping.speakingProperty(), (obs, was, now) -> {
            if (!now && waitingForSpeech[0]) {
                waitingForSpeech[0] = false;
                if (stepping.playingProperty().get() && view.getScene() != null) {
                    next.run();
                }
            }
        });
        listeners.on(stepping.playingProperty(), (obs, was, now) -> {
            wait.stop();
            waitingForSpeech[0] = false;
            if (now && view.getScene() != null) {
                // the first event comes at once, not a whole wait later
                next.run();
            }
        });
        view.sceneProperty().addListener((obs, old, now) -> {
            if (now == null) {
                stepping.playingProperty().set(false);
                wait.stop();
            }
        });
    }
}
