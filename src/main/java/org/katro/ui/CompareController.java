package org.katro.ui;

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
import javafx.scene.control.SpinnerValueFactory;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.util.StringConverter;
import org.katro.engine.Ruleset;

import java.util.List;
import java.util.ResourceBundle;
import java.util.function.Function;

/**
 * Wires CompareView.fxml to a {@link CompareViewModel}: the form, the two boards (rebuilt for each
 * comparison), the stepping controls that move both, and the verdict, marked once the readings part.
 */
final class CompareController {
    private static final PseudoClass PARTED = PseudoClass.getPseudoClass("parted");

    private final Navigator navigator;
    private final CompareViewModel vm;
    private final ViewListeners listeners = new ViewListeners();
    private final EventHandler<KeyEvent> keys = this::key;
    /** the spinner's view of the column count; kept here because a bidirectional binding holds it only weakly */
    private ObjectProperty<Integer> columnsValue;

    @FXML private ResourceBundle resources;
    @FXML private Button home;
    @FXML private ComboBox<CompareViewModel.Preset> preset;
    @FXML private ComboBox<Language> language;
    @FXML private ComboBox<Ruleset> first;
    @FXML private ComboBox<Ruleset> second;
    @FXML private Spinner<Integer> columns;
    @FXML private TextField position;
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

    CompareController(Navigator navigator, CompareViewModel vm) {
        this.navigator = navigator;
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        home.setOnAction(e -> navigator.showHome());
        navigator.chooseLanguageWith(language);

        preset.setItems(FXCollections.observableArrayList(CompareViewModel.Preset.values()));
        preset.setConverter(named(p -> "preset." + p.name()));
        preset.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                vm.choose(now);
            }
        });
        for (ComboBox<Ruleset> box : List.of(first, second)) {
            box.setItems(FXCollections.observableArrayList(Ruleset.values()));
            box.setConverter(named(r -> "ruleset." + r.id()));
        }
        first.valueProperty().bindBidirectional(vm.firstProperty());
        second.valueProperty().bindBidirectional(vm.secondProperty());
        columns.setValueFactory(new SpinnerValueFactory.IntegerSpinnerValueFactory(Ruleset.MIN_COLUMNS,
                Ruleset.MAX_COLUMNS, vm.columnsProperty().get()));
        columnsValue = vm.columnsProperty().asObject();
        columns.getValueFactory().valueProperty().bindBidirectional(columnsValue);
        position.textProperty().bindBidirectional(vm.positionProperty());
        moves.textProperty().bindBidirectional(vm.movesProperty());
        compare.setOnAction(e -> vm.compare());
        error.textProperty().bind(vm.errorProperty());
        error.visibleProperty().bind(vm.errorProperty().isNotEmpty());
        error.managedProperty().bind(vm.errorProperty().isNotEmpty());

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
        bind(toFirst, vm::first, false);
        bind(back, vm::back, false);
        bind(forward, vm::forward, true);
        bind(toLast, vm::last, true);
        toDivergence.setOnAction(e -> vm.toDivergence());
        toDivergence.disableProperty().bind(vm.divergentProperty().not());

        Scrubber.wire(scrubber, vm.indexProperty(), vm.sizeProperty(), vm::seek, listeners);
        ViewListeners.keysWhileShown(home, keys, () -> { });
    }

    /** One reading: a board of its own bound to its game, its ruleset and its sentence. */
    private void show(GameViewModel game, StackPane holder, Label title, Label narration, String id) {
        BoardView board = new BoardView();
        board.setId(id);
        board.resourcesProperty().set(navigator.languageProperty().get().bundle("org.katro.ui.MainView"));
        board.animatedProperty().set(false);
        board.showSerpentProperty().set(false);
        board.stateProperty().bind(game.boardProperty());
        board.highlightedProperty().bind(vm.markedProperty());
        holder.getChildren().setAll(board);
        title.textProperty().bind(game.titleProperty());
        narration.textProperty().bind(game.narrationProperty());
    }

    private void bind(Button button, Runnable action, boolean forwards) {
        button.setOnAction(e -> action.run());
        button.disableProperty().bind(forwards ? vm.canStepForwardProperty().not() : vm.canStepBackProperty().not());
    }

    private <T> StringConverter<T> named(Function<T, String> key) {
        return new StringConverter<>() {
            @Override
            public String toString(T value) {
                return value == null ? "" : resources.getString(key.apply(value));
            }

            @Override
            public T fromString(String s) {
                throw new UnsupportedOperationException("the list is not editable");
            }
        };
    }

    private void key(KeyEvent e) {
        if (e.getTarget() instanceof TextField) {
            return;
        }
        switch (e.getCode()) {
            case LEFT -> fire(back);
            case RIGHT -> fire(forward);
            case HOME -> fire(toFirst);
            case END -> fire(toLast);
            default -> {
                return;
            }
        }
        e.consume();
    }

    private static void fire(Button b) {
        if (!b.isDisabled()) {
            b.fire();
        }
    }
}
