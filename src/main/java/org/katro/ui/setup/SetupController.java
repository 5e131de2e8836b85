package org.katro.ui.setup;

import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import org.katro.engine.Ruleset;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.TopBar;
import org.katro.ui.shell.ViewListeners;

import java.util.ResourceBundle;

/** Wires SetupView.fxml to the navigator (home, worked example, language) and to a {@link SetupViewModel}. */
public final class SetupController {
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");

    private final Navigation navigator;
    private final SetupViewModel setup;
    /** the spinner's view of the column count; kept here because a bidirectional binding holds it only weakly */
    private ObjectProperty<Integer> columnsValue;
    private final ViewListeners listeners = new ViewListeners();

    @FXML private ResourceBundle resources;
    @FXML private TopBar topBar;
    @FXML private Button workedExample;
    @FXML private ComboBox<Ruleset> ruleset;
    @FXML private Spinner<Integer> columns;
    @FXML private Label positionLabel;
    @FXML private TextField position;
    @FXML private Label positionError;
    @FXML private Label movesLabel;
    @FXML private TextField moves;
    @FXML private Label movesError;
    @FXML private Button startGame;
    @FXML private Label checking;

    public SetupController(Navigation navigator, SetupViewModel setup) {
        this.navigator = navigator;
        this.setup = setup;
    }

    @FXML
    private void initialize() {
        topBar.connect(navigator, true);
        workedExample.setOnAction(e -> navigator.openWorkedExample());

        ruleset.setItems(FXCollections.observableArrayList(Ruleset.values()));
        ruleset.setConverter(Controls.named(resources, r -> "ruleset." + r.id()));
        ruleset.valueProperty().bindBidirectional(setup.form().rulesetProperty());
        columnsValue = Controls.columns(columns, setup.form().columnsProperty());
        position.textProperty().bindBidirectional(setup.form().positionProperty());
        moves.textProperty().bindBidirectional(setup.form().movesProperty());
        showError(position, positionError, setup.positionErrorProperty().get());
        showError(moves, movesError, setup.movesErrorProperty().get());
        listeners.on(setup.positionErrorProperty(), (obs, old, now) -> showError(position, positionError, now));
        listeners.on(setup.movesErrorProperty(), (obs, old, now) -> showError(moves, movesError, now));
        startGame.disableProperty().bind(setup.validProperty().not());
        Controls.shownWhen(checking, setup.checkingProperty());
        // a station's visitors choose a ruleset and a size; typed positions and moves are for the classroom
        for (Node typed : new Node[] {positionLabel, position, movesLabel, moves}) {
            Controls.shownWhen(typed, navigator.kioskProperty().not());
        }
        startGame.setOnAction(e -> navigator.openGame(setup.game()));
    }

    /** An error sits right under its field, with an icon and a marked outline, not only in colour. */
    private static void showError(TextField field, Label error, String text) {
        boolean shown = !text.isEmpty();
        error.setText(text);
        error.setVisible(shown);
        error.setManaged(shown);
        field.pseudoClassStateChanged(INVALID, shown);
    }
}
