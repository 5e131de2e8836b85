package org.katro.ui;

import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.util.StringConverter;
import org.katro.engine.Ruleset;

import java.util.ResourceBundle;

/** Wires SetupView.fxml to the navigator (home, worked example, language) and to a {@link SetupViewModel}. */
final class SetupController {
    private static final PseudoClass INVALID = PseudoClass.getPseudoClass("invalid");

    private final Navigator navigator;
    private final SetupViewModel setup;
    /** the spinner's view of the column count; kept here because a bidirectional binding holds it only weakly */
    private ObjectProperty<Integer> columnsValue;
    private final ViewListeners listeners = new ViewListeners();

    @FXML private ResourceBundle resources;
    @FXML private Button home;
    @FXML private ComboBox<Language> language;
    @FXML private Button workedExample;
    @FXML private ComboBox<Ruleset> ruleset;
    @FXML private Spinner<Integer> columns;
    @FXML private TextField position;
    @FXML private Label positionError;
    @FXML private TextField moves;
    @FXML private Label movesError;
    @FXML private Button startGame;

    SetupController(Navigator navigator, SetupViewModel setup) {
        this.navigator = navigator;
        this.setup = setup;
    }

    @FXML
    private void initialize() {
        home.setOnAction(e -> navigator.showHome());
        navigator.chooseLanguageWith(language);
        workedExample.setOnAction(e -> navigator.openGame(KatroApp.workedExample()));

        ruleset.setItems(FXCollections.observableArrayList(Ruleset.values()));
        ruleset.setConverter(new StringConverter<>() {
            @Override
            public String toString(Ruleset r) {
                return r == null ? "" : resources.getString("ruleset." + r.id());
            }

            @Override
            public Ruleset fromString(String s) {
                throw new UnsupportedOperationException("the ruleset list is not editable");
            }
        });
        ruleset.valueProperty().bindBidirectional(setup.rulesetProperty());
        columns.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(Ruleset.MIN_COLUMNS,
                Ruleset.MAX_COLUMNS, setup.columnsProperty().get()));
        columnsValue = setup.columnsProperty().asObject();
        columns.getValueFactory().valueProperty().bindBidirectional(columnsValue);
        position.textProperty().bindBidirectional(setup.positionProperty());
        moves.textProperty().bindBidirectional(setup.movesProperty());
        showError(position, positionError, setup.positionErrorProperty().get());
        showError(moves, movesError, setup.movesErrorProperty().get());
        listeners.on(setup.positionErrorProperty(), (obs, old, now) -> showError(position, positionError, now));
        listeners.on(setup.movesErrorProperty(), (obs, old, now) -> showError(moves, movesError, now));
        startGame.disableProperty().bind(setup.validProperty().not());
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
