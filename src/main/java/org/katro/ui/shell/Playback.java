package org.katro.ui.shell;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.scene.Node;
import javafx.util.Duration;

import java.util.function.BooleanSupplier;

/**
 * Plays a screen's events one after another while its {@link Stepping} is playing, at its speed;
 * it runs only while {@code view} is in a window, so a screen that is left stops playing.
 */
public final class Playback {
    private Playback() {
    }

    /**
     * {@code tick} shows the next event and says whether there was one; playback stops when there is
     * none. The timeline is held by {@code listeners}, that is by the view, never by the model.
     */
    public static void wire(Stepping stepping, BooleanSupplier tick, Node view, ViewListeners listeners) {
        Timeline timeline = new Timeline();
        // one key frame per second of playback; the rate turns it into the chosen events per second
        timeline.getKeyFrames().add(new KeyFrame(Duration.seconds(1), e -> {
            if (!tick.getAsBoolean()) {
                stepping.playingProperty().set(false);
            }
        }));
        timeline.setCycleCount(Animation.INDEFINITE);
        timeline.rateProperty().bind(stepping.speedProperty());
        listeners.on(stepping.playingProperty(), (obs, was, now) -> {
            if (now && view.getScene() != null) {
                // the first event comes at once, not a whole period later
                timeline.playFrom(Duration.seconds(1).subtract(Duration.millis(1)));
            } else {
                timeline.stop();
            }
        });
        view.sceneProperty().addListener((obs, old, now) -> {
            if (now == null) {
                stepping.playingProperty().set(false);
                timeline.stop();
            }
        });
    }
}
