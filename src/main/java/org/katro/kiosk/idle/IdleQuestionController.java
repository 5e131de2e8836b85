package org.katro.kiosk.idle;

import javafx.event.Event;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.StackPane;

/** Wires IdleQuestion.fxml to its {@link IdleQuestionModel}; the dimmed screen takes every touch. */
public final class IdleQuestionController {
    private final IdleQuestionModel model;

    @FXML private StackPane dim;
    @FXML private Label countdown;
    @FXML private Button stay;

    public IdleQuestionController(IdleQuestionModel model) {
        this.model = model;
    }

    @FXML
    private void initialize() {
        dim.addEventHandler(MouseEvent.ANY, Event::consume);
        countdown.textProperty().bind(model.countdownProperty());
    }

    @FXML
    private void stay() {
        model.stay();
    }

    /** The button a visitor's first key presses. */
    public void focus() {
        stay.requestFocus();
    }
}
