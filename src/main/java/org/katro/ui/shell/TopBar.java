package org.katro.ui.shell;

import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import org.katro.text.Language;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ResourceBundle;

/**
 * The bar at the top of every screen: the way back home first, the screen's own titles and toggles
 * (its FXML children) in the middle, and at the end the language chooser, the same on every screen.
 * The end group ({@code .top-bar-end}) is where a control every screen shares goes, before the
 * language.
 */
public final class TopBar extends HBox {
    private final HBox end = new HBox();

    public TopBar() {
        getStyleClass().add("top-bar");
        end.getStyleClass().add("top-bar-end");
    }

    /**
     * Adds the shared controls around the screen's own: the way home (unless {@code wayBack} is
     * false: the home screen itself) and the language chooser, in the language now chosen.
     */
    public void connect(Navigation navigator, boolean wayBack) {
        ResourceBundle texts = navigator.languageProperty().get().bundle(TopBar.class.getPackageName() + ".Shell");
        if (wayBack) {
            Button home = new Button(texts.getString("home"), new FontIcon("mdi2h-home"));
            home.setId("home");
            home.setMinWidth(USE_PREF_SIZE);
            home.setTooltip(new Tooltip(texts.getString("tip.home")));
            home.setOnAction(e -> navigator.showHome());
            getChildren().add(0, home);
        }
        Pane spacer = new Pane();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        ComboBox<Language> language = new ComboBox<>();
        language.setId("language");
        language.setAccessibleText(texts.getString("language"));
        language.setTooltip(new Tooltip(texts.getString("tip.language")));
        Controls.chooseLanguage(language, navigator.languageProperty());
        HBox chooser = new HBox(new FontIcon("mdi2t-translate"), language);
        chooser.getStyleClass().add("language-box");
        end.getChildren().add(chooser);
        getChildren().addAll(spacer, end);
    }
}
