package org.katro.kiosk.pin;

import javafx.event.ActionEvent;
import javafx.event.Event;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.StackPane;

/**
 * Wires PinPad.fxml to its {@link PinPadModel}; the dimmed screen takes every touch. A station with
 * its own PIN has no warning about the default one at all, not a hidden one.
 */
public final class PinPadController {
    private final PinPadModel model;

    @FXML private StackPane dim;
    @FXML private Label defaultPin;
    @FXML private Label shown;
    @FXML private Label problem;

    public PinPadController(PinPadModel model) {
        this.model = model;
    }

    @FXML
    private void initialize() {
        dim.addEventHandler(MouseEvent.ANY, Event::consume);
        if (!model.warnsOfDefaultPin()) {
            ((Pane) defaultPin.getParent()).getChildren().remove(defaultPin);
        }
        shown.textProperty().bind(model.shownProperty());
        problem.textProperty().bind(model.problemProperty());
    }

    /** A digit's key: its text is its digit. */
    @FXML
    private void digit(ActionEvent e) {
        model.digit(Integer.parseInt(((Button) e.getSource()).getText()));
    }

    @FXML
    private void clear() {
        model.clear();
    }

    @FXML
    private void ok() {
        model.ok();
    }

    @FXML
    private void cancel() {
        model.cancel();
    }
}
