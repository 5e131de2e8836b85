package org.katro.ui.lesson;

import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.katro.ui.board.BoardRoom;
import org.katro.ui.board.BoardView;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Playback;
import org.katro.ui.shell.ViewListeners;

import java.util.Map;

/**
 * Wires LessonPlayer.fxml to a {@link LessonPlayerModel}, with the main screen's board. When a step
 * is to be shown, its events play one by one (at once with reduced motion); the playback stops when
 * the screen leaves its window.
 */
public final class LessonPlayerController {
    private final Navigation navigator;
    private final LessonPlayerModel model;
    private final BoardView board = new BoardView();
    private final ViewListeners listeners = new ViewListeners();
    private EventHandler<KeyEvent> keys;

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

    public LessonPlayerController(Navigation navigator, LessonPlayerModel model) {
        this.navigator = navigator;
        this.model = model;
    }

    @FXML
    private void initialize() {
        boardHolder.getChildren().add(board);
        board.setId("board");
        // the board and the lesson's column share the middle: what the board's shape leaves goes to the column
        BorderPane screen = (BorderPane) boardHolder.getParent();
        Region side = (Region) screen.getRight();
        screen.setRight(null);
        screen.setCenter(new BoardRoom(boardHolder, board, side, null));
        board.languageProperty().bind(navigator.languageProperty());
        board.stateProperty().bind(model.game().boardProperty());
        board.highlightedProperty().bind(model.highlightedProperty());
        board.animatedProperty().bind(model.game().reducedMotionProperty().not());
        board.onHoleClickedProperty().set(model::tapped);

        lessons.setOnAction(e -> navigator.showHome());
        title.setText(model.title());
        source.setText(model.source());
        stepLabel.textProperty().bind(model.stepLabelProperty());
        caption.textProperty().bind(model.captionProperty());
        Controls.shownWhen(note, model.noteProperty().isNotEmpty());
        note.textProperty().bind(model.noteProperty());
        Controls.shownWhen(question, model.askingProperty());
        question.textProperty().bind(model.questionProperty());
        Controls.shownWhen(answers, model.askingProperty().and(model.yesNoProperty()));
        Controls.shownWhen(verdict, model.verdictProperty().isNotEmpty());
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
        backSeed.disableProperty().bind(model.game().stepping().canStepBackProperty().not().or(model.askingProperty()));
        forwardSeed.setOnAction(e -> model.forwardSeed());
        forwardSeed.disableProperty().bind(model.game().stepping().canStepForwardProperty().not().or(model.askingProperty()));

        Playback.wire(model.game().stepping(), model::tick, lessons, listeners);
        listeners.on(model.targetProperty(), (obs, old, now) -> play());
        // the main screen's keys: Left/Right a seed, Shift+Left/Right or Page Up/Down a step
        keys = Controls.keys(Map.of(KeyCode.LEFT, backSeed, KeyCode.RIGHT, forwardSeed, KeyCode.PAGE_UP, previous,
                KeyCode.PAGE_DOWN, next), Map.of(KeyCode.LEFT, previous, KeyCode.RIGHT, next));
        // keys live only while the screen is in a window; leaving it shows the step's end
        ViewListeners.keysWhileShown(lessons, keys, model::finishStep);
    }

    /** Plays the step's events; with reduced motion, or off screen, shows its end at once. */
    private void play() {
        if (model.game().reducedMotionProperty().get() || board.getScene() == null) {
            model.finishStep();
        } else {
            model.game().stepping().playingProperty().set(true);
        }
    }
}
