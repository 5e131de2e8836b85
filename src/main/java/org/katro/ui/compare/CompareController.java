package org.katro.ui.compare;

import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContentDisplay;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.beans.binding.Bindings;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.katro.engine.Geometry;
import org.katro.text.Narrator;
import org.katro.ui.form.GameRecordModel;
import org.katro.ui.form.RecordButtons;
import org.katro.ui.form.RecordPaste;
import org.katro.ui.board.BoardRoom;
import org.katro.ui.glance.GlancePanel;
import org.kordamp.ikonli.javafx.FontIcon;
import org.katro.engine.Ruleset;
import org.katro.ui.board.BoardView;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Scrubber;
import org.katro.ui.session.Stepping;
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
    @FXML private FlowPane form;
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
        // the comparisons' names are long (full ruleset names): the list takes the room the title leaves
        preset.setPrefWidth(0);
        preset.setMinWidth(0);
        preset.setConverter(Controls.named(resources, p -> "preset." + p.name()));
        preset.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                vm.choose(now);
            }
        });
        Narrator narrator = new Narrator(navigator.languageProperty().get());
        for (ComboBox<Ruleset> box : List.of(first, second)) {
            box.setItems(FXCollections.observableArrayList(Ruleset.values()));
            box.setConverter(Controls.said(narrator::choice));
        }
        first.valueProperty().bindBidirectional(vm.form().rulesetProperty());
        second.valueProperty().bindBidirectional(vm.secondProperty());
        columnsValue = Controls.columns(columns, vm.form().columnsProperty());
        position.textProperty().bindBidirectional(vm.form().positionProperty());
        moves.textProperty().bindBidirectional(vm.form().movesProperty());
        RecordPaste.into(moves, vm.form());
        compare.setOnAction(e -> vm.compare());
        compare.disableProperty().bind(vm.busyProperty());
        // a station's visitors choose among the ready-made comparisons; typing positions is for the classroom
        Controls.shownWhen(positionField, navigator.kioskProperty().not());
        Controls.shownWhen(movesField, navigator.kioskProperty().not());
        error.textProperty().bind(vm.errorProperty());
        Controls.shownWhen(error, vm.errorProperty().isNotEmpty());
        // the form as a record, its icons after Compare; a record opened or pasted is compared at once
        GameRecordModel record = new GameRecordModel(vm.form()::record, vm::open, navigator.languageProperty().get());
        RecordButtons.Parts parts = RecordButtons.of(record, navigator, ContentDisplay.GRAPHIC_ONLY);
        form.getChildren().add(parts.buttons());
        ((VBox) error.getParent()).getChildren().add(parts.message());

        HBox readings = (HBox) leftTitle.getParent().getParent();
        Reading leftReading = new Reading(leftBoard, leftTitle, leftNarration, "first");
        Reading rightReading = new Reading(rightBoard, rightTitle, rightNarration, "second");
        ((javafx.scene.layout.BorderPane) readings.getParent()).setCenter(new TwoReadings(leftReading, rightReading));
        leftReading.show(vm.leftProperty().get());
        rightReading.show(vm.rightProperty().get());
        listeners.on(vm.leftProperty(), (obs, old, now) -> leftReading.show(now));
        listeners.on(vm.rightProperty(), (obs, old, now) -> rightReading.show(now));

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
        Scrubber.marks(scrubber, vm.turnMarksProperty(), new javafx.beans.property.SimpleObjectProperty<>(List.of()),
                listeners);
        EventHandler<KeyEvent> buttons = Controls.keys(Map.of(KeyCode.LEFT, back, KeyCode.RIGHT, forward,
                KeyCode.HOME, toFirst, KeyCode.END, toLast), Map.of());
        keys = e -> {
            // arrows in a text field move its caret
            if (e.getTarget() instanceof TextField) {
                return;
            }
            // both boards a turn at a time: each reading's turns take as many steps as the longer one
            if (e.getCode() == KeyCode.PAGE_DOWN) {
                vm.forwardTurn();
                e.consume();
            } else if (e.getCode() == KeyCode.PAGE_UP) {
                vm.backTurn();
                e.consume();
            } else {
                buttons.handle(e);
            }
        };
        ViewListeners.keysWhileShown(topBar, keys, () -> { });
    }

    /**
     * One reading: its ruleset's full name, where it stands (turn and event), each side's seeds, its
     * board with its sentence beside or under it, or in the board's place its turns and seed chart.
     */
    private final class Reading extends VBox {
        private final BoardView board = new BoardView();
        private final Label title;
        private final Label where = new Label();
        private final Label narration;
        private final VBox side = new VBox();
        private final FlowPane totals = new FlowPane();
        private final String which;
        private final BoardRoom room;
        private final StackPane middle = new StackPane();
        private final HBox header = new HBox();
        private final ToggleButton turns = new ToggleButton(null, new FontIcon("mdi2f-format-list-numbered"));

        Reading(StackPane holder, Label title, Label narration, String which) {
            this.title = title;
            this.which = which;
            this.narration = narration;
            getStyleClass().add("reading");
            // two boards share the screen: the room goes to the holes, the key is on the explorer's board
            board.showKey(false, false);
            board.setId("board-" + which);
            where.setId("where-" + which);
            where.getStyleClass().add("reading-where");
            board.languageProperty().bind(navigator.languageProperty());
            board.animatedProperty().set(false);
            board.showSerpentProperty().set(false);
            holder.getChildren().setAll(board);
            side.getStyleClass().add("reading-side");
            narration.setMaxHeight(Double.MAX_VALUE);
            totals.getStyleClass().add("reading-where-box");
            side.getChildren().setAll(narration);
            room = new BoardRoom(holder, board, side, null);
            // the turns and the chart take the board's place while asked for, the board keeping its size
            turns.setId("turns-" + which);
            turns.getStyleClass().add("reading-turns");
            room.visibleProperty().bind(turns.selectedProperty().not());
            // the button sits in the board's top right corner, clear of the row labels and the hands:
            // beside the title, a finger-sized button made the title's line taller and the board smaller
            StackPane.setAlignment(turns, Pos.TOP_RIGHT);
            middle.getChildren().setAll(room, turns);
            HBox.setHgrow(title, Priority.ALWAYS);
            title.setMaxWidth(Double.MAX_VALUE);
            header.getStyleClass().add("reading-header");
            header.getChildren().setAll(title);
            getChildren().setAll(header, totals, middle);
            VBox.setVgrow(middle, Priority.ALWAYS);
        }

        void show(GameSession game) {
            if (game == null) {
                // the first comparison is still being worked out
                return;
            }
            // the hole the difference is about is pointed out on the board model, as a lesson's are
            board.stateProperty().bind(Bindings.createObjectBinding(
                    () -> game.boardProperty().get().highlighting(vm.markedProperty().get()), game.boardProperty(),
                    vm.markedProperty()));
            title.textProperty().bind(game.titleProperty());
            where.textProperty().bind(Bindings.concat(game.statusProperty(), " \u00b7 ", game.stepCounterProperty()));
            narration.textProperty().bind(game.narrationProperty());
            // each side's seeds with where the reading stands, above the board, where they always show
            // an icon only, named by its tooltip: a word would crowd the title
            turns.accessibleTextProperty().bind(Bindings.createStringBinding(
                    () -> game.glance().textsProperty().get().text("moves"), game.glance().textsProperty()));
            Tooltip tip = new Tooltip();
            tip.textProperty().bind(turns.accessibleTextProperty());
            turns.setTooltip(tip);
            totals.getChildren().setAll(where, GlancePanel.totals(game.glance()));
            // its turns (a tap moves both readings to that turn) and its seeds turn by turn
            GlancePanel glance = GlancePanel.compact(game.glance(), event -> vm.seekIn(game, event));
            glance.setId("glance-" + which);
            glance.setMinSize(0, 0);
            glance.visibleProperty().bind(turns.selectedProperty());
            middle.getChildren().setAll(room, glance, turns);
        }

        /** How this reading's board and sentence would share a {@code w} x {@code h} part of the screen. */
        BoardRoom.Share share(double w, double h) {
            Geometry g = board.geometry();
            double titles = header.prefHeight(w) + totals.prefHeight(w);
            return g == null ? new BoardRoom.Share(w, h, false, 0, 0)
                    : BoardRoom.share(g, w, h - titles, side.prefWidth(-1), 0, 0);
        }
    }

    /** The two readings side by side, or one above the other when that leaves less room empty. */
    private static final class TwoReadings extends Pane {
        /** The widest empty band, as a share of a reading's room, worth larger holes. */
        private static final double WASTE = 0.1;
        private final Reading first;
        private final Reading second;

        TwoReadings(Reading first, Reading second) {
            this.first = first;
            this.second = second;
            getStyleClass().add("readings");
            getChildren().setAll(first, second);
        }

        @Override
        protected void layoutChildren() {
            double w = getWidth();
            double h = getHeight();
            double gap = 6;
            BoardRoom.Share across = first.share((w - gap) / 2, h);
            BoardRoom.Share above = first.share(w, (h - gap) / 2);
            // the larger holes, unless that leaves a wide empty band beside the board
            boolean acrossFits = across.waste() <= WASTE;
            boolean aboveFits = above.waste() <= WASTE;
            boolean stacked = acrossFits && aboveFits ? above.cell() > across.cell()
                    : acrossFits != aboveFits ? aboveFits : above.waste() < across.waste();
            if (stacked) {
                double half = (h - gap) / 2;
                first.resizeRelocate(0, 0, w, half);
                second.resizeRelocate(0, half + gap, w, h - half - gap);
            } else {
                double half = (w - gap) / 2;
                first.resizeRelocate(0, 0, half, h);
                second.resizeRelocate(half + gap, 0, w - half - gap, h);
            }
        }
    }
}
