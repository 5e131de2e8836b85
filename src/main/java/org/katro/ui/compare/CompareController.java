package org.katro.ui.compare;

import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import org.katro.engine.Ruleset;
import org.katro.ui.board.BoardView;
import org.katro.ui.game.GameViewModel;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Scrubber;
import org.katro.ui.shell.Stepping;
import org.katro.ui.shell.TopBar;
import org.katro.ui.shell.ViewListeners;

import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * Wires CompareView.fxml to a {@link CompareViewModel}: the form, the two boards (rebuilt for each
 * comparison), the stepping controls that move both, and the verdict, marked once the readings part.
 */
public final class CompareController {
    private static final PseudoClass PARTED = PseudoClass.getPseudoClass("parted");

    private final Navigation navigator;
    private final CompareViewModel vm;
    private final ViewListeners listeners = new ViewListeners();
    private EventHandler<KeyEvent> keys;
    /** the spinner's view of the column count; kept here because a bidirectional binding holds it only weakly */
    private ObjectProperty<Integer> columnsValue;

    @FXML private ResourceBundle resources;
    @FXML private TopBar topBar;
    @FXML private ComboBox<CompareViewModel.Preset> preset;
    @FXML private ComboBox<Ruleset> first;
    @FXML private ComboBox<Ruleset> second;
    @FXML private Spinner<Integer> columns;
    @FXML private HBox positionField;
    @FXML private TextField position;
    @FXML private HBox movesField;
    @FXML private TextField moves;
    @FXML private Button compare;
    @FXML private Label error;
    @FXML private Label leftTitle;
    @FXML private StackPane leftBoard;
    @FXML private Label leftNarration;
    @FXML private Label rightTitle;
    @FXML private StackPane rightBoard;
    @FXML private Label rightNarration;
    @FXML private HBox verdictBox;
    @FXML private Label verdict;
    @FXML private Slider scrubber;
    @FXML private Button toFirst;
    @FXML private Button back;
    @FXML private Button forward;
    @FXML private Button toLast;
    @FXML private Button toDivergence;
    @FXML private Label counter;

    public CompareController(Navigation navigator, CompareViewModel vm) {
        this.navigator = navigator;
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        topBar.connect(navigator, true);

        preset.setItems(FXCollections.observableArrayList(CompareViewModel.Preset.values()));
        preset.setConverter(Controls.named(resources, p -> "preset." + p.name()));
        preset.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                vm.choose(now);
            }
        });
        for (ComboBox<Ruleset> box : List.of(first, second)) {
            box.setItems(FXCollections.observableArrayList(Ruleset.values()));
            box.setConverter(Controls.named(resources, r -> "ruleset." + r.id()));
        }
        first.valueProperty().bindBidirectional(vm.form().rulesetProperty());
        second.valueProperty().bindBidirectional(vm.secondProperty());
        columnsValue = Controls.columns(columns, vm.form().columnsProperty());
        position.textProperty().bindBidirectional(vm.form().positionProperty());
        moves.textProperty().bindBidirectional(vm.form().movesProperty());
        compare.setOnAction(e -> vm.compare());
        compare.disableProperty().bind(vm.busyProperty());
        // a station's visitors choose among the ready-made comparisons; typing positions is for the classroom
        Controls.shownWhen(positionField, navigator.kioskProperty().not());
        Controls.shownWhen(movesField, navigator.kioskProperty().not());
        error.textProperty().bind(vm.errorProperty());
        Controls.shownWhen(error, vm.errorProperty().isNotEmpty());

        show(vm.leftProperty().get(), leftBoard, leftTitle, leftNarration, "board-first");
        show(vm.rightProperty().get(), rightBoard, rightTitle, rightNarration, "board-second");
        listeners.on(vm.leftProperty(), (obs, old, now) -> show(now, leftBoard, leftTitle, leftNarration, "board-first"));
        listeners.on(vm.rightProperty(), (obs, old, now) ->
                show(now, rightBoard, rightTitle, rightNarration, "board-second"));

        verdict.textProperty().bind(vm.verdictProperty());
        verdict.setId("verdict");
        verdictBox.pseudoClassStateChanged(PARTED, vm.partedProperty().get());
        listeners.on(vm.partedProperty(), (obs, old, now) -> verdictBox.pseudoClassStateChanged(PARTED, now));
        counter.textProperty().bind(vm.counterProperty());
        Stepping stepping = vm.stepping();
        Controls.step(toFirst, vm::first, stepping.canStepBackProperty());
        Controls.step(back, vm::back, stepping.canStepBackProperty());
        Controls.step(forward, vm::forward, stepping.canStepForwardProperty());
        Controls.step(toLast, vm::last, stepping.canStepForwardProperty());
        toDivergence.setOnAction(e -> vm.toDivergence());
        // shown only for readings that part: elsewhere it could never act
        Controls.shownWhen(toDivergence, vm.divergentProperty());

        Scrubber.wire(scrubber, stepping.indexProperty(), stepping.sizeProperty(), vm::seek, listeners);
        EventHandler<KeyEvent> buttons = Controls.keys(Map.of(KeyCode.LEFT, back, KeyCode.RIGHT, forward,
                KeyCode.HOME, toFirst, KeyCode.END, toLast), Map.of());
        keys = e -> {
            // arrows in a text field move its caret
            if (!(e.getTarget() instanceof TextField)) {
                buttons.handle(e);
            }
        };
        ViewListeners.keysWhileShown(topBar, keys, () -> { });
    }

    /** One reading: a board of its own bound to its game, its ruleset and its sentence. */
    private void show(GameViewModel game, StackPane holder, Label title, Label narration, String id) {
        if (game == null) {
            // the first comparison is still being worked out
            return;
        }
        BoardView board = new BoardView();
        board.setId(id);
        board.languageProperty().bind(navigator.languageProperty());
        board.animatedProperty().set(false);
        board.showSerpentProperty().set(false);
        board.stateProperty().bind(game.boardProperty());
        board.highlightedProperty().bind(vm.markedProperty());
        holder.getChildren().setAll(board);
        title.textProperty().bind(game.titleProperty());
        narration.textProperty().bind(game.narrationProperty());
    }
}
