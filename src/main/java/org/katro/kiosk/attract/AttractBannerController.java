package org.katro.kiosk.attract;

import javafx.fxml.FXML;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import org.katro.text.Language;

/** Wires AttractBanner.fxml to its {@link AttractBannerModel}. */
public final class AttractBannerController {
    /** the style class of a language's name, whose user data is its {@link Language}: the kiosk reads a touch on it */
    public static final String LANGUAGE = "attract-language";

    private final AttractBannerModel model;

    @FXML private Label banner;
    @FXML private HBox languages;

    public AttractBannerController(AttractBannerModel model) {
        this.model = model;
    }

    @FXML
    private void initialize() {
        banner.setText(model.invitation());
        for (Language l : model.languages()) {
            Label name = new Label(l.toString());
            name.setId("attract-language-" + l.code());
            name.getStyleClass().add(LANGUAGE);
            name.setUserData(l);
            languages.getChildren().add(name);
        }
    }
}
