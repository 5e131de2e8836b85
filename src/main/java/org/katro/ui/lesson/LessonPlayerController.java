package org.katro.ui.lesson;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;
import org.katro.ui.BoardView;
import org.katro.ui.Navigator;
import org.katro.ui.ViewListeners;

/**
 * Wires LessonPlayer.fxml to a {@link LessonPlayerModel}, with the main screen's board. When a step
 * is to be shown, its events play one by one (at once with reduced motion); the playback stops when
 * the screen leaves its window.
 */
public final class LessonPlayerController {
    private final Navigator navigator;
    private final LessonPlayerModel model;
    private final BoardView board = new BoardView();
    private final Timeline playback = new Timeline();
    private final ViewListeners listeners = new ViewListeners();
    private final EventHandler<KeyEvent> keys = this::key;

    @FXML private Button lessons;
    @FXML private Label title;
    @FXML private Label source;
    @FXML private StackPane boardHolder;
    @FXML private Label stepLabel;
    @FXML private Label caption;
    @FXML private Label note;
    @FXML private Label question;
    @FXML private HBox answers;
    @FXML private Button yes;
    @FXML private Button no;
    @FXML private Label verdict;
    @FXML private Button previous;
    @FXML private Button backSeed;
    @FXML private Button forwardSeed;
    @FXML private Button next;

    public LessonPlayerController(Navigator navigator, LessonPlayerModel model) {
        this.navigator = navigator;
        this.model = model;
    }

    @FXML
    private void initialize() {
        boardHolder.getChildren().add(board);
        board.setId("board");
        board.resourcesProperty().set(navigator.languageProperty().get().bundle("org.katro.ui.MainView"));
        board.stateProperty().bind(model.game().boardProperty());
        board.highlightedProperty().bind(model.highlightedProperty());
        board.animatedProperty().bind(model.game().reducedMotionProperty().not());
        board.onHoleClickedProperty().set(model::tapped);

        lessons.setOnAction(e -> navigator.showHome());
        title.setText(model.title());
        source.setText(model.source());
        stepLabel.textProperty().bind(model.stepLabelProperty());
        caption.textProperty().bind(model.captionProperty());
        shown(note, model.noteProperty().isNotEmpty());
        note.textProperty().bind(model.noteProperty());
        shown(question, model.askingProperty());
        question.textProperty().bind(model.questionProperty());
        shown(answers, model.askingProperty().and(model.yesNoProperty()));
        shown(verdict, model.verdictProperty().isNotEmpty());
        verdict.textProperty().bind(model.verdictProperty());
        listeners.on(model.lastRightProperty(), (obs, was, right) -> {
            verdict.getStyleClass().removeAll("right", "wrong");
            verdict.getStyleClass().add(right ? "right" : "wrong");
        });
        yes.setOnAction(e -> model.answer(true));
        no.setOnAction(e -> model.answer(false));

        previous.setOnAction(e -> model.previous());
        previous.disableProperty().bind(model.canPreviousProperty().not());
        next.setOnAction(e -> model.next());
        next.disableProperty().bind(model.canNextProperty().not());
        backSeed.setOnAction(e -> model.backSeed());
        backSeed.disableProperty().bind(model.game().canStepBackProperty().not().or(model.askingProperty()));
        forwardSeed.setOnAction(e -> model.forwardSeed());
        forwardSeed.disableProperty().bind(model.game().canStepForwardProperty().not().or(model.askingProperty()));

        playback.getKeyFrames().add(new KeyFrame(Duration.millis(220), e -> {
            if (!model.tick()) {
                playback.stop();
            }
        }));
        playback.setCycleCount(Animation.INDEFINITE);
        listeners.on(model.targetProperty(), (obs, old, now) -> play());
        // keys and playback live only while the screen is in a window; leaving it stops both
        ViewListeners.keysWhileShown(lessons, keys, () -> {
            playback.stop();
            model.finishStep();
        });
    }

    /** Plays the step's events; with reduced motion, or off screen, shows its end at once. */
    private void play() {
        if (model.game().reducedMotionProperty().get() || board.getScene() == null) {
            model.finishStep();
        } else {
            playback.play();
        }
    }

    /** The main screen's keys: Left/Right a seed, Shift+Left/Right or Page Up/Down a step. */
    private void key(KeyEvent e) {
        boolean shift = e.isShiftDown();
        Button target = switch (e.getCode()) {
            case LEFT -> shift ? previous : backSeed;
            case RIGHT -> shift ? next : forwardSeed;
            case PAGE_UP -> previous;
            case PAGE_DOWN -> next;
            default -> null;
        };
        if (target != null) {
            if (!target.isDisabled()) {
                target.fire();
            }
            e.consume();
        }
    }

    private static void shown(javafx.scene.Node node, javafx.beans.value.ObservableBooleanValue when) {
        node.visibleProperty().bind(when);
        node.managedProperty().bind(when);
    }
}
