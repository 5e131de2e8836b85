package org.katro.ui.session;

import javafx.scene.Node;
import org.katro.ui.shell.ViewListeners;

import java.util.function.BooleanSupplier;

/**
 * Plays a screen's events one after another while its {@link Stepping} is playing, each left on
 * screen as long as the stepping says its sentence needs (and, where it is paced by speech, until
 * its speech ends), on the stepping's clock; it stops at the end, and at captures and
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
        PlaybackClock animation = PlaybackClock.animation();
        // the clock of the wait under way: the stepping may be given another (the kiosk's) between two waits
        PlaybackClock[] clock = {animation};
        // the event's time over while it is still being spoken: the next comes when the speech ends
        boolean[] waitingForSpeech = {false};
        Runnable[] next = new Runnable[1];
        Runnable over = () -> {
            waitingForSpeech[0] = stepping.waitsForSpeech();
            if (!waitingForSpeech[0]) {
                next[0].run();
            }
        };
        next[0] = () -> {
            if (!tick.getAsBoolean() || stepping.pausesHere()) {
                stepping.playingProperty().set(false);
            } else if (stepping.playingProperty().get()) {
                clock[0] = stepping.clockProperty().get() == null ? animation : stepping.clockProperty().get();
                clock[0].after(stepping.secondsShown(), over);
            }
        };
        listeners.on(stepping.speakingProperty(), (obs, was, now) -> {
            if (!now && waitingForSpeech[0]) {
                waitingForSpeech[0] = false;
                if (stepping.playingProperty().get() && view.getScene() != null) {
                    next[0].run();
                }
            }
        });
        listeners.on(stepping.playingProperty(), (obs, was, now) -> {
            clock[0].cancel();
            waitingForSpeech[0] = false;
            if (now && view.getScene() != null) {
                // the first event comes at once, not a whole wait later, unless the words on screen are
                // still being said: the next step's seeds never fall over the last step's caption
                waitingForSpeech[0] = stepping.waitsForSpeech();
                if (!waitingForSpeech[0]) {
                    next[0].run();
                }
            }
        });
        view.sceneProperty().addListener((obs, old, now) -> {
            if (now == null) {
                stepping.playingProperty().set(false);
                clock[0].cancel();
            }
        });
    }
}
