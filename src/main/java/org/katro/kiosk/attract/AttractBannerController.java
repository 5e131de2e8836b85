package org.katro.kiosk.attract;

import javafx.fxml.FXML;
import javafx.scene.control.Label;

/** Wires AttractBanner.fxml to its {@link AttractBannerModel}. */
public final class AttractBannerController {
    private final AttractBannerModel model;

    @FXML private Label banner;

    public AttractBannerController(AttractBannerModel model) {
        this.model = model;
    }

    @FXML
    private void initialize() {
        banner.setText(model.invitation());
    }
}
