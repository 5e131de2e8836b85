package org.katro.ui.sound;

import javafx.scene.control.CustomMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.MenuButton;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.Tips;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * Sound on or off, and behind a second small button the voice on or off and the volume (up to the
 * station's ceiling): the same in every top bar. The on/off button is always in sight, so that
 * whatever plays by itself can be stopped with one tap.
 */
public final class SoundControl extends HBox {
    public static final String BUNDLE = "org.katro.ui.sound.Sound";

    public SoundControl(Language language, StationSound sound) {
        Texts texts = new Texts(language, BUNDLE);
        getStyleClass().add("sound-control");
        // narrow: the top bars of a 1024 x 640 window in Malagasy have little room to spare
        setSpacing(0);
        // icons alone, their words in the tooltip and for screen readers: every top bar has room for them
        ToggleButton button = new ToggleButton();
        button.setId("sound-button");
        button.setMinWidth(USE_PREF_SIZE);
        Tips.set(button, texts.text("sound") + ": " + texts.text("tip.sound"));
        button.setAccessibleText(texts.text("sound"));
        button.setAccessibleHelp(texts.text("tip.sound"));
        FontIcon icon = new FontIcon(sound.onProperty().get() ? "mdi2v-volume-high" : "mdi2v-volume-off");
        button.setGraphic(icon);
        // the button's own listener: it goes with the button, so nothing holds a screen left behind
        button.selectedProperty().addListener((obs, was, now) -> icon.setIconLiteral(now ? "mdi2v-volume-high" : "mdi2v-volume-off"));
        // bidirectional: the button shows the station's sound and sets it, on every screen alike
        button.selectedProperty().bindBidirectional(sound.onProperty());

        CustomMenuItem item = new CustomMenuItem(volumeAndVoice(texts, sound), false);
        MenuButton settings = new MenuButton(null, new FontIcon("mdi2t-tune-variant"));
        settings.setId("sound-settings");
        settings.setMinWidth(USE_PREF_SIZE);
        settings.setAccessibleText(texts.text("volume"));
        Tips.set(settings, texts.text("volume") + ", " + texts.text("voice"));
        settings.getItems().add(item);
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {button, settings}) {
            c.setStyle("-fx-padding: 0.35em 0.4em;");
        }
        settings.getStyleClass().add("sound-settings");
        settings.disableProperty().bind(sound.onProperty().not());
        // a window under 1400 px wide has no room for the second button: a right click on the first opens the same
        settings.visibleProperty().bind(javafx.beans.binding.Bindings.selectDouble(sceneProperty(), "width").greaterThanOrEqualTo(WIDE));
        settings.managedProperty().bind(settings.visibleProperty());
        button.setContextMenu(new javafx.scene.control.ContextMenu(new CustomMenuItem(volumeAndVoice(texts, sound), false)));
        getChildren().addAll(button, settings);
    }

    /** the least window width with room for the volume's own button */
    private static final double WIDE = 1400;

    /** The voice's toggle and the volume's slider, on the station's sound. */
    private static VBox volumeAndVoice(Texts texts, StationSound sound) {
        ToggleButton voice = new ToggleButton(texts.text("voice"));
        voice.setId("voice-button");
        voice.setGraphic(new FontIcon("mdi2a-account-voice"));
        voice.setTooltip(new Tooltip(texts.text("voice") + ": " + texts.text("tip.voice")));
        voice.setAccessibleText(texts.text("voice"));
        voice.setAccessibleHelp(texts.text("tip.voice"));
        voice.selectedProperty().bindBidirectional(sound.speechProperty());

        Slider volume = new Slider(0, 1, sound.volumeProperty().get());
        volume.setId("volume");
        volume.setPrefWidth(160);
        volume.setAccessibleText(texts.text("volume"));
        volume.maxProperty().bind(sound.maxVolumeProperty());
        volume.valueProperty().bindBidirectional(sound.volumeProperty());
        // the voice and the volume behind one small button: the top bars are full already
        Label volumeLabel = new Label(texts.text("volume"), volume);
        volumeLabel.setContentDisplay(javafx.scene.control.ContentDisplay.BOTTOM);
        VBox more = new VBox(8, voice, volumeLabel);
        more.getStyleClass().add("sound-more");
        return more;
    }
}
