package org.katro.ui;

import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import org.katro.text.Language;
import org.katro.ui.glossary.GlossaryButton;
import org.katro.ui.glossary.GlossaryController;
import org.katro.ui.shell.AppState;
import org.katro.ui.shell.Screens;
import org.katro.ui.sound.SoundControl;
import org.katro.ui.sound.StationSound;

import java.util.Locale;

/**
 * How every screen is dressed for the station: loaded from its folder in the language chosen, with
 * the glossary and the sound in its top bar, sized by the window (one root font size, and a size
 * class for the icons), touch sizes in a kiosk and high contrast when chosen.
 */
final class ScreenDress {
    private final AppState state;
    private final StationSound sound;
    private final Runnable showGlossary;
    /** The root font size, from which every other size in the CSS follows (em units). */
    private final DoubleBinding fontSize;
    private Parent shown;

    ScreenDress(Scene scene, AppState state, StationSound sound, Runnable showGlossary) {
        this.state = state;
        this.sound = sound;
        this.showGlossary = showGlossary;
        fontSize = Bindings.createDoubleBinding(() -> state.textScale().get()
                * Math.max(11, Math.min(20, Math.min(scene.getWidth() / 82, scene.getHeight() / 48))),
                scene.widthProperty(), scene.heightProperty(), state.textScale());
        // keeps the current screen's size class in step with the window
        fontSize.addListener((InvalidationListener) obs -> {
            if (shown != null) {
                shown.getStyleClass().removeAll("small", "medium", "large");
                shown.getStyleClass().add(sizeClass());
            }
        });
        InvalidationListener restyle = obs -> {
            if (shown != null) {
                dress(shown);
            }
        };
        state.highContrast().addListener(restyle);
        state.kiosk().addListener(restyle);
    }

    DoubleBinding fontSize() {
        return fontSize;
    }

    /** Loads a screen from its folder in the language now chosen, dressed for the station. */
    Parent load(Class<?> owner, String name, Object controller) {
        Language language = state.language().get();
        Parent root = Screens.load(owner, name, controller, language);
        // the glossary is one tap away from every screen, in its top bar's shared end, before the language
        if (owner != GlossaryController.class && root.lookup(".top-bar-end") instanceof Pane end) {
            end.getChildren().add(0, new GlossaryButton(language, showGlossary));
        }
        // sound on or off, and its volume, in every top bar: whatever plays by itself can be stopped
        if (root.lookup(".top-bar-end") instanceof Pane end) {
            end.getChildren().add(0, new SoundControl(language, sound));
        }
        dress(root);
        return root;
    }

    /** {@code root} is the screen now showing (null: none): sized by the window from now on. */
    void showing(Parent root) {
        if (shown != null) {
            shown.styleProperty().unbind();
        }
        if (root != null) {
            root.styleProperty().bind(Bindings.format(Locale.ROOT, "-fx-font-size: %.1fpx;", fontSize));
            // icon sizes in em would grow at every CSS pass (an icon's font is its own size), so the CSS
            // picks them in pixels by a size class that follows the font size
            root.getStyleClass().add(sizeClass());
        }
        shown = root;
    }

    private String sizeClass() {
        double size = fontSize.get();
        return size < 14 ? "small" : size < 18 ? "medium" : "large";
    }

    /** Adds or removes the optional stylesheets: touch sizes in a kiosk, high contrast when chosen. */
    void dress(Parent root) {
        Screens.dress(root, state.kiosk().get(), state.highContrast().get());
    }
}
