package org.katro.ui.session;

import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.layout.HBox;
import org.katro.text.Language;
import org.katro.ui.shell.Tips;
import org.katro.ui.shell.ViewListeners;

import java.util.ResourceBundle;

/**
 * The playback speed, between the words "slow" and "fast". The slider goes by doublings (its value
 * is the power of two of {@link Stepping#speedProperty()}), so the reading pace sits near the middle
 * and each notch feels the same.
 */
public final class SpeedControl extends HBox {
    private final Slider slider = new Slider(log2(Stepping.MIN_SPEED), log2(Stepping.MAX_SPEED), 0);
    private final Label slow = new Label();
    private final Label fast = new Label();
    /** set while the slider follows the stepping, so that following does not set the speed again */
    private boolean following;

    public SpeedControl() {
        getStyleClass().add("speed-control");
        slider.setId("speed");
        slider.getStyleClass().add("speed");
        slider.setBlockIncrement(0.5);
        slow.setMinWidth(USE_PREF_SIZE);
        fast.setMinWidth(USE_PREF_SIZE);
        getChildren().addAll(slow, slider, fast);
    }

    /** Shows and sets {@code stepping}'s speed, with its words in {@code language}. */
    public void connect(Stepping stepping, Language language, ViewListeners listeners) {
        ResourceBundle texts = language.bundle("org.katro.ui.shell.Shell");
        slow.setText(texts.getString("slow"));
        fast.setText(texts.getString("fast"));
        slider.setAccessibleText(texts.getString("speed"));
        Tips.set(slider, texts.getString("tip.speed"));
        slider.setValue(log2(stepping.speedProperty().get()));
        listeners.on(stepping.speedProperty(), (obs, old, now) -> {
            following = true;
            slider.setValue(log2(now.doubleValue()));
            following = false;
        });
        slider.valueProperty().addListener((obs, old, now) -> {
            if (!following) {
                stepping.speedProperty().set(Math.pow(2, now.doubleValue()));
            }
        });
    }

    private static double log2(double x) {
        return Math.log(x) / Math.log(2);
    }
}
