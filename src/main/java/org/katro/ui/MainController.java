package org.katro.ui;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.binding.Bindings;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyEvent;
import javafx.scene.Node;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.katro.engine.Direction;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ResourceBundle;

/**
 * Wires MainView.fxml to a {@link GameViewModel}: every control is bound to the view model's
 * properties, every action calls one of its methods. The only state kept here is the playback
 * timeline, which stops as soon as the screen leaves its window.
 */
final class MainController {
    private final Navigator navigator;
    private final GameViewModel vm;
    private final BoardView board = new BoardView();
    private final Timeline playback = new Timeline();
    private final ViewListeners listeners = new ViewListeners();
    private final EventHandler<KeyEvent> keys = this::key;

    @FXML private ResourceBundle resources;
    @FXML private Button home;
    @FXML private Label title;
    @FXML private Label status;
    @FXML private ToggleButton serpent;
    @FXML private ToggleButton direction;
    @FXML private FontIcon directionIcon;
    @FXML private CheckBox reducedMotion;
    @FXML private ComboBox<Language> language;
    @FXML private StackPane boardHolder;
    @FXML private Label narration;
    @FXML private VBox sidePanel;
    @FXML private Label moveHint;
    @FXML private Button sowMinus;
    @FXML private Button sowPlus;
    @FXML private Slider scrubber;
    @FXML private Button first;
    @FXML private Button backTurn;
    @FXML private Button backLap;
    @FXML private Button back;
    @FXML private Button play;
    @FXML private FontIcon playIcon;
    @FXML private Button forward;
    @FXML private Button forwardLap;
    @FXML private Button forwardTurn;
    @FXML private Button last;
    @FXML private Label stepCounter;
    @FXML private Slider speed;

    MainController(Navigator navigator, GameViewModel vm) {
        this.navigator = navigator;
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        boardHolder.getChildren().add(board);
        board.setId("board");
        board.resourcesProperty().set(resources);
        board.stateProperty().bind(vm.boardProperty());
        board.showSerpentProperty().bind(vm.showSerpentProperty());
        board.serpentDirectionProperty().bind(vm.serpentDirectionProperty());
        board.animatedProperty().bind(vm.reducedMotionProperty().not());
        board.stepDurationProperty().bind(Bindings.createObjectBinding(
                () -> Duration.seconds(Math.min(0.3, 0.8 / vm.speedProperty().get())), vm.speedProperty()));
        board.onHoleClickedProperty().set(vm::selectHole);
        board.directionsProperty().bind(vm.selectedDirectionsProperty());
        board.onDirectionChosenProperty().set(vm::playSelected);

        title.textProperty().bind(vm.titleProperty());
        status.textProperty().bind(vm.statusProperty());
        narration.textProperty().bind(vm.narrationProperty());
        narration.setId("narration");
        moveHint.textProperty().bind(vm.moveHintProperty());
        stepCounter.textProperty().bind(vm.stepCounterProperty());

        home.setOnAction(e -> navigator.showHome());
        serpent.selectedProperty().bindBidirectional(vm.showSerpentProperty());
        direction.setSelected(vm.serpentDirectionProperty().get() == Direction.MINUS);
        direction.selectedProperty().addListener((obs, old, minus) ->
                vm.serpentDirectionProperty().set(minus ? Direction.MINUS : Direction.PLUS));
        listeners.on(vm.serpentDirectionProperty(), (obs, old, now) -> direction.setSelected(now == Direction.MINUS));
        direction.textProperty().bind(Bindings.createStringBinding(() -> resources.getString(
                vm.serpentDirectionProperty().get() == Direction.PLUS ? "direction.plus" : "direction.minus"),
                vm.serpentDirectionProperty()));
        direction.selectedProperty().addListener((obs, old, minus) ->
                directionIcon.setIconLiteral(minus ? "mdi2r-rotate-left" : "mdi2r-rotate-right"));
        reducedMotion.selectedProperty().bindBidirectional(vm.reducedMotionProperty());
        reducedMotion.selectedProperty().bindBidirectional(navigator.reducedMotionProperty());
        navigator.chooseLanguageWith(language);

        sowMinus.setOnAction(e -> vm.playSelected(Direction.MINUS));
        sowPlus.setOnAction(e -> vm.playSelected(Direction.PLUS));
        // only the directions the rules allow from the chosen hole
        sowMinus.disableProperty().bind(Bindings.createBooleanBinding(
                () -> !vm.selectedDirectionsProperty().get().contains(Direction.MINUS), vm.selectedDirectionsProperty()));
        sowPlus.disableProperty().bind(Bindings.createBooleanBinding(
                () -> !vm.selectedDirectionsProperty().get().contains(Direction.PLUS), vm.selectedDirectionsProperty()));

        bindStep(first, vm::first, false);
        bindStep(backTurn, vm::backTurn, false);
        bindStep(backLap, vm::backLap, false);
        bindStep(back, vm::back, false);
        bindStep(forward, vm::forward, true);
        bindStep(forwardLap, vm::forwardLap, true);
        bindStep(forwardTurn, vm::forwardTurn, true);
        bindStep(last, vm::last, true);
        play.setOnAction(e -> vm.togglePlaying());
        play.disableProperty().bind(vm.canStepForwardProperty().not().and(vm.playingProperty().not()));
        listeners.on(vm.playingProperty(), (obs, was, now) -> playIcon.setIconLiteral(now ? "mdi2p-pause" : "mdi2p-play"));

        Scrubber.wire(scrubber, vm.indexProperty(), vm.sizeProperty(), vm::seek, listeners);
        scrubber.disableProperty().bind(vm.sizeProperty().isEqualTo(0));
        speed.setMin(GameViewModel.MIN_SPEED);
        speed.setMax(GameViewModel.MAX_SPEED);
        speed.valueProperty().bindBidirectional(vm.speedProperty());

        // one key frame per second of playback; the rate turns it into the chosen events per second
        playback.getKeyFrames().add(new KeyFrame(Duration.seconds(1), e -> vm.tick()));
        playback.setCycleCount(Animation.INDEFINITE);
        playback.rateProperty().bind(vm.speedProperty());
        listeners.on(vm.playingProperty(), (obs, was, now) -> {
            if (now && board.getScene() != null) {
                playback.playFrom(Duration.seconds(1).subtract(Duration.millis(1)));
            } else {
                playback.stop();
            }
        });

        // keys and playback live only while the screen is in a window; leaving it stops both
        ViewListeners.keysWhileShown(home, keys, () -> {
            vm.playingProperty().set(false);
            playback.stop();
        });
    }

    /** Adds {@code panel} at the foot of the side column: the play screen's controls. */
    void addPanel(Node panel) {
        sidePanel.getChildren().add(panel);
    }

    /** The step buttons: disabled when the view model says the step cannot act. */
    private void bindStep(Button button, Runnable action, boolean forwards) {
        button.setOnAction(e -> action.run());
        button.disableProperty().bind(forwards ? vm.canStepForwardProperty().not() : vm.canStepBackProperty().not());
    }

    private void key(KeyEvent e) {
        boolean shift = e.isShiftDown();
        switch (e.getCode()) {
            case LEFT -> fire(shift ? backLap : back);
            case RIGHT -> fire(shift ? forwardLap : forward);
            case PAGE_UP -> fire(backTurn);
            case PAGE_DOWN -> fire(forwardTurn);
            case HOME -> fire(first);
            case END -> fire(last);
            case SPACE -> fire(play);
            // choosing a hole and a direction without a mouse: Up/Down go through the holes that may start
            case UP -> vm.cycleSelection(1);
            case DOWN -> vm.cycleSelection(-1);
            case ADD, PLUS, EQUALS -> fire(sowPlus);
            case SUBTRACT, MINUS -> fire(sowMinus);
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
