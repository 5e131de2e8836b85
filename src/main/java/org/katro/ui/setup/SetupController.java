package org.katro.ui.setup;

import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.beans.binding.Bindings;
import org.katro.engine.Ruleset;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.ui.form.GameRecordModel;
import org.katro.ui.form.RecordButtons;
import org.katro.ui.form.RecordPaste;
import org.katro.ui.board.BoardView;
import org.katro.ui.session.GameSession;
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
    @FXML private VBox gameRecord;
    @FXML private ToggleButton editSeeds;
    @FXML private ToggleButton editMoves;
    @FXML private Button clearBoard;
    @FXML private Button startPosition;
    @FXML private Label editorHint;
    @FXML private StackPane editorBoard;
    private final BoardView board = new BoardView();

    public SetupController(Navigation navigator, SetupViewModel setup) {
        this.navigator = navigator;
        this.setup = setup;
    }

    @FXML
    private void initialize() {
        topBar.connect(navigator, true);
        workedExample.setOnAction(e -> navigator.openWorkedExample());

        ruleset.setItems(FXCollections.observableArrayList(Ruleset.values()));
        ruleset.setConverter(Controls.said(new Narrator(navigator.languageProperty().get())::choice));
        ruleset.valueProperty().bindBidirectional(setup.form().rulesetProperty());
        columnsValue = Controls.columns(columns, setup.form().columnsProperty());
        position.textProperty().bindBidirectional(setup.form().positionProperty());
        moves.textProperty().bindBidirectional(setup.form().movesProperty());
        RecordPaste.into(moves, setup.form());
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
        // the game typed, as a record: a record opened or pasted fills the form, bare moves its moves
        GameRecordModel record = new GameRecordModel(setup.form()::record, setup.form()::open,
                navigator.languageProperty().get());
        RecordButtons.Parts parts = RecordButtons.of(record, navigator, ContentDisplay.LEFT);
        gameRecord.getChildren().setAll(parts.buttons(), parts.message());
        Controls.shownWhen(gameRecord, parts.buttons().visibleProperty());
        editor();
    }

    /**
     * The board editor: the position the fields hold, seeds added by a tap and taken by a long press
     * or right click; in the moves mode a hole and an arrow add a move. Each change is written into
     * the fields, and each field's change shows on the board.
     */
    private void editor() {
        board.setId("editor-board");
        // a board being built has no marks yet to explain
        board.showKey(false, true);
        board.languageProperty().bind(navigator.languageProperty());
        board.animatedProperty().set(false);
        board.showSerpentProperty().bind(editMoves.selectedProperty());
        board.onHoleClickedProperty().set(setup::tapped);
        board.onHoleHeldProperty().set(setup::held);
        board.onDirectionChosenProperty().set(setup::addMove);
        editorBoard.getChildren().setAll(board);
        showBoard(setup.boardProperty().get());
        listeners.on(setup.boardProperty(), (obs, old, now) -> showBoard(now));

        ToggleGroup mode = new ToggleGroup();
        editSeeds.setToggleGroup(mode);
        editMoves.setToggleGroup(mode);
        editMoves.setSelected(setup.addingMovesProperty().get());
        mode.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                // one mode is always on: pressing the chosen one again keeps it
                old.setSelected(true);
            } else {
                setup.addingMovesProperty().set(now == editMoves);
            }
        });
        editorHint.textProperty().bind(Bindings.createStringBinding(() -> resources.getString(
                setup.addingMovesProperty().get() ? "editor.hint.moves" : "editor.hint.seeds"),
                setup.addingMovesProperty()));
        clearBoard.setOnAction(e -> setup.clear());
        startPosition.setOnAction(e -> setup.startPosition());
    }

    private void showBoard(GameSession game) {
        if (game != null) {
            board.stateProperty().bind(game.boardProperty());
        }
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
