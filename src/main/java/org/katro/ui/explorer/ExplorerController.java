package org.katro.ui.explorer;

import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.katro.ui.session.BestMovesModel;
import org.katro.ui.session.GameSession;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.notation.GameText;
import org.katro.ui.board.BoardRoom;
import org.katro.ui.form.GameRecordModel;
import org.katro.ui.form.RecordButtons;
import org.katro.ui.board.BoardView;
import org.katro.ui.glance.GlancePanel;
import org.katro.ui.projector.ProjectorMode;
import org.katro.ui.projector.ProjectorModel;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Tips;
import org.katro.ui.why.WhyBox;
import org.katro.ui.session.Playback;
import org.katro.ui.shell.Scrubber;
import org.katro.ui.session.SpeedControl;
import org.katro.ui.session.Stepping;
import org.katro.ui.shell.TopBar;
import org.katro.ui.shell.ViewListeners;
import org.katro.ui.share.TakeHomeMenu;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * Wires ExplorerView.fxml to a {@link GameSession}: every control is bound to the view model's
 * properties, every action calls one of its methods; playback and keys live while the screen is
 * in a window.
 */
public final class ExplorerController {
    /** A window at least this high gives the move list all the rows it wants where the list comes first. */
    private static final double TALL = 1000;
    private final Navigation navigator;
    private final GameSession vm;
    private final BoardView board = new BoardView();
    private final ViewListeners listeners = new ViewListeners();
    private EventHandler<KeyEvent> keys;

    @FXML private ResourceBundle resources;
    @FXML private TopBar topBar;
    @FXML private Label title;
    @FXML private Label status;
    @FXML private ToggleButton serpent;
    @FXML private ToggleButton direction;
    @FXML private FontIcon directionIcon;
    @FXML private CheckBox reducedMotion;
    @FXML private TakeHomeMenu takeHome;
    @FXML private StackPane boardHolder;
    @FXML private Label narration;
    @FXML private VBox sidePanel;
    @FXML private Label moveTitle;
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
    @FXML private SpeedControl speedControl;
    @FXML private ToggleButton pauseAtBreaks;
    @FXML private Separator bestSeparator;
    @FXML private ToggleButton bestMoves;
    @FXML private Label bestSummary;
    @FXML private VBox bestRows;
    private BestMovesModel best;
    private BoardRoom room;

    public ExplorerController(Navigation navigator, GameSession vm) {
        this.navigator = navigator;
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        boardHolder.getChildren().add(board);
        board.setId("board");
        board.languageProperty().bind(navigator.languageProperty());
        board.stateProperty().bind(vm.boardProperty());
        board.showSerpentProperty().bind(vm.showSerpentProperty());
        board.serpentDirectionProperty().bind(vm.serpentDirectionProperty());
        board.animatedProperty().bind(vm.reducedMotionProperty().not());
        board.stepDurationProperty().bind(Bindings.createObjectBinding(
                () -> Duration.seconds(Math.min(0.3, 0.8 / vm.stepping().speedProperty().get())),
                vm.stepping().speedProperty()));
        board.onHoleClickedProperty().set(vm::selectHole);
        board.hintedProperty().bind(vm.hintedProperty());
        board.onDirectionChosenProperty().set(vm::playSelected);

        title.textProperty().bind(vm.titleProperty());
        status.textProperty().bind(vm.statusProperty());
        narration.textProperty().bind(vm.narrationProperty());
        narration.setId("narration");
        sidePanel.getChildren().add(sidePanel.getChildren().indexOf(narration) + 1, new WhyBox(navigator, vm.boardProperty()));
        moveHint.textProperty().bind(vm.moveHintProperty());
        stepCounter.textProperty().bind(vm.stepCounterProperty());

        topBar.connect(navigator, true);
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
        takeHome.offer(navigator, TakeHomeMenu.Offer.game(vm.cursor()));

        // a game that is over has no turn to play; sowing waits for the game's end
        Controls.shownWhen(moveTitle, vm.moveHintProperty().isNotEmpty());
        Controls.shownWhen(moveHint, vm.moveHintProperty().isNotEmpty());
        Controls.shownWhen(sowMinus.getParent(), vm.canPlayMoveProperty());
        sowMinus.setOnAction(e -> vm.playSelected(Direction.MINUS));
        sowPlus.setOnAction(e -> vm.playSelected(Direction.PLUS));
        // only the directions the rules allow from the chosen hole
        sowMinus.disableProperty().bind(Bindings.createBooleanBinding(
                () -> !vm.selectedDirectionsProperty().get().contains(Direction.MINUS), vm.selectedDirectionsProperty()));
        sowPlus.disableProperty().bind(Bindings.createBooleanBinding(
                () -> !vm.selectedDirectionsProperty().get().contains(Direction.PLUS), vm.selectedDirectionsProperty()));

        Stepping stepping = vm.stepping();
        Controls.step(first, vm::first, stepping.canStepBackProperty());
        Controls.step(backTurn, vm::backTurn, stepping.canStepBackProperty());
        Controls.step(backLap, vm::backLap, stepping.canStepBackProperty());
        Controls.step(back, vm::back, stepping.canStepBackProperty());
        Controls.step(forward, vm::forward, stepping.canStepForwardProperty());
        Controls.step(forwardLap, vm::forwardLap, stepping.canStepForwardProperty());
        Controls.step(forwardTurn, vm::forwardTurn, stepping.canStepForwardProperty());
        Controls.step(last, vm::last, stepping.canStepForwardProperty());
        play.setOnAction(e -> vm.togglePlaying());
        play.disableProperty().bind(stepping.canStepForwardProperty().not().and(stepping.playingProperty().not()));
        showPlaying(stepping.playingProperty().get());
        listeners.on(stepping.playingProperty(), (obs, was, now) -> showPlaying(now));

        Scrubber.wire(scrubber, stepping.indexProperty(), stepping.sizeProperty(), vm::seek, listeners);
        Scrubber.marks(scrubber, vm.glance().turnMarksProperty(), vm.glance().captureMarksProperty(), listeners);
        ProjectorMode projector = shareTheRoom();
        scrubber.disableProperty().bind(stepping.sizeProperty().isEqualTo(0));
        speedControl.connect(stepping, navigator.languageProperty().get(), listeners);
        pauseAtBreaks.selectedProperty().bindBidirectional(stepping.pauseAtBreaksProperty());

        Playback.wire(stepping, vm::tick, topBar, listeners);
        EventHandler<KeyEvent> buttons = Controls.keys(
                Map.of(KeyCode.LEFT, back, KeyCode.RIGHT, forward, KeyCode.PAGE_UP, backTurn,
                        KeyCode.PAGE_DOWN, forwardTurn, KeyCode.HOME, first, KeyCode.END, last, KeyCode.SPACE, play,
                        KeyCode.ADD, sowPlus, KeyCode.PLUS, sowPlus, KeyCode.EQUALS, sowPlus),
                Map.of(KeyCode.LEFT, backLap, KeyCode.RIGHT, forwardLap));
        keys = e -> {
            if (projector.key(e)) {
                return;
            }
            // choosing a hole and a direction without a mouse: Up/Down go through the holes that may start
            switch (e.getCode()) {
                case UP -> vm.cycleSelection(1);
                case DOWN -> vm.cycleSelection(-1);
                case SUBTRACT, MINUS -> Controls.fire(sowMinus);
                default -> {
                    buttons.handle(e);
                    return;
                }
            }
            e.consume();
        };
        // keys live only while the screen is in a window
        ViewListeners.keysWhileShown(topBar, keys, () -> { });
        showBestMoves();
    }

    /**
     * The "Best moves" switch and what it shows beside the board: the position's value and each
     * move's, best first, a tap on one (or on its mark on the board) opening the line the solver
     * found. The search runs only while the screen is in a window.
     */
    private void showBestMoves() {
        best = new BestMovesModel(vm, navigator.workers().bestMoves(), Platform::runLater, BestMovesModel.BUDGET,
                BestMovesModel.JUDGEMENT);
        // the switch keeps its setting from game to game (and, where the app remembers it, from one start to the next)
        vm.bestMovesProperty().set(navigator.state().bestMoves().get());
        bestMoves.selectedProperty().bindBidirectional(vm.bestMovesProperty());
        bestMoves.selectedProperty().addListener((obs, was, now) -> navigator.state().bestMoves().set(now));
        bestSummary.setId("best-summary");
        bestSummary.setMinHeight(Region.USE_PREF_SIZE);
        bestSummary.textProperty().bind(best.summaryProperty());
        Controls.shownWhen(bestSummary, best.summaryProperty().isNotEmpty());
        best.rowsProperty().addListener((obs, old, rows) -> {
            bestRows.getChildren().clear();
            for (BestMovesModel.Row row : rows) {
                Button b = new Button(row.text());
                b.setId("best-" + row.move());
                b.getStyleClass().add("best-row");
                b.setMaxWidth(Double.MAX_VALUE);
                b.setWrapText(true);
                Tips.set(b, resources.getString("tip.bestLine"));
                // only a proved win or loss has a line to show
                b.setDisable(!row.hasLine());
                b.setOnAction(e -> best.line(row.move(), found -> navigator.openLine(found.line(), found.about())));
                bestRows.getChildren().add(b);
            }
        });
        topBar.sceneProperty().addListener((obs, old, now) -> {
            if (now == null) {
                best.leave();
            } else {
                best.resume();
            }
        });
    }

    /**
     * This screen shows a line the solver found: the way back to the game it came from heads the
     * side column, then what the line shows ({@code heading}: "S3- loses in 8 turns: here is how
     * North wins."), over the line's moves.
     */
    public void showAsLine(Runnable back, String heading) {
        Button way = new Button(resources.getString("line.back"), new FontIcon("mdi2a-arrow-left"));
        way.setId("line-back");
        way.setMaxWidth(Double.MAX_VALUE);
        way.setOnAction(e -> back.run());
        Label says = new Label(heading);
        says.setId("line-heading");
        says.setWrapText(true);
        says.getStyleClass().add("line-heading");
        Label about = new Label(resources.getString("line.about"));
        about.setWrapText(true);
        about.getStyleClass().add("line-about");
        sidePanel.getChildren().addAll(0, java.util.List.of(way, says, about));
    }

    /** The play button offers to pause while playing, by its icon and its word. */
    private void showPlaying(boolean playing) {
        playIcon.setIconLiteral(playing ? "mdi2p-pause" : "mdi2p-play");
        play.setText(resources.getString(playing ? "word.pause" : "word.play"));
    }

    /**
     * The board, the side column and the game at a glance share the middle of the screen: the
     * glance goes beside the side column or under the board, wherever the board leaves room. In
     * projector mode the board and the narration alone show, a lap at each press of the clicker.
     */
    private ProjectorMode shareTheRoom() {
        BorderPane screen = (BorderPane) boardHolder.getParent();
        Region side = (Region) screen.getRight();
        side.getStyleClass().add("glance-side");
        // an analysis board: the list goes on with the turns to come, a tap on one jumps there
        vm.glance().comingShownProperty().set(true);
        GlancePanel panel = new GlancePanel(vm.glance(), vm::seek);
        ScrollPane glance = new ScrollPane(panel) {
            // the room shares itself out so that the list shows its rows (BoardRoom): those it wants, or at least a few
            @Override
            protected double computeMinHeight(double width) {
                // a full-HD window's height holds the rows the list wants; a smaller one, a few
                boolean tall = getScene() != null && getScene().getHeight() >= TALL;
                return panel.heightFor(tall ? GlancePanel.WANTED_ROWS : GlancePanel.LEAST_ROWS, width)
                        + snappedTopInset() + snappedBottomInset();
            }

            @Override
            protected double computePrefHeight(double width) {
                return panel.heightFor(GlancePanel.WANTED_ROWS, width) + snappedTopInset() + snappedBottomInset();
            }
        };
        glance.getStyleClass().addAll("side-scroll", "glance-scroll");
        // the room shares the width so that the turns show whole where it can (BoardRoom)
        glance.minWidthProperty().bind(Bindings.createDoubleBinding(() -> panel.turnsWidthProperty().get()
                + glance.getInsets().getLeft() + glance.getInsets().getRight(), panel.turnsWidthProperty(), glance.insetsProperty()));
        glance.setFitToWidth(true);
        glance.setFitToHeight(true);
        glance.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        screen.setRight(null);
        room = new BoardRoom(boardHolder, board, side, glance);
        screen.setCenter(room);
        // a game asks no question: the pacing only steps, a lap at a time
        ProjectorModel pacing = new ProjectorModel(new SimpleBooleanProperty(false), vm::forwardLap,
                vm::backLap, () -> { });
        ProjectorMode projector = new ProjectorMode(navigator, screen, (ScrollPane) side, List.of(glance), pacing,
                vm.narrationProperty(), new SimpleStringProperty(""),
                new SimpleStringProperty(""), listeners);
        projector.offerIn(topBar);
        return projector;
    }

    /**
     * The explorer's own game, as an analysis board: the move list gets its rows before the side
     * column's foot (the column scrolls below "Best moves", a flat board gives up a little height), and a game with turns
     * can be reviewed, the way back returning here as it was. Play and the review keep their room as it is.
     */
    public void analysisBoard() {
        Button review = new Button(resources.getString("review"), new FontIcon("mdi2r-replay"));
        review.setId("explorer-review");
        review.setMaxWidth(Double.MAX_VALUE);
        review.setWrapText(true);
        Tips.set(review, resources.getString("tip.review"));
        review.setOnAction(e -> navigator.reviewGame(vm.cursor()));
        Controls.shownWhen(review, vm.glance().turnsInGameProperty().greaterThan(0));
        addPanel(review);
        // the list takes its rows; "Best moves" and the way to the review stay in view above it where
        // there is room, and the values too while they show
        room.extraFirst(bestMoves.isSelected() ? bestRows : bestMoves);
        listeners.on(bestMoves.selectedProperty(), (obs, was, on) -> room.extraFirst(on ? bestRows : bestMoves));
    }

    /**
     * The game as a record at the side column's foot: Copy, Paste, Save… and Open… (docs/notation.md),
     * for the explorer's own games (the play screen offers the same in its panel). A paste or a file opens as a new
     * game; a station offers no clipboard, and files only where they are the visitor's to use.
     */
    public void offerGameRecord() {
        GameCursor game = vm.cursor();
        GameRecordModel record = new GameRecordModel(() -> GameText.of(game),
                text -> navigator.openGame(GameText.read(text, game.ruleset(), game.start()).cursor()),
                navigator.languageProperty().get());
        // no heading of its own: each button says what it does, and the turns below keep the row it would take
        RecordButtons.Parts parts = RecordButtons.of(record, navigator, ContentDisplay.GRAPHIC_ONLY);
        VBox box = new VBox(6, new Separator(), parts.buttons(), parts.message());
        box.setId("game-record");
        Controls.shownWhen(box, parts.buttons().visibleProperty());
        sidePanel.getChildren().add(box);
    }

    /** The shared board this screen shows its game on. */
    public BoardView board() {
        return board;
    }

    /**
     * Adds {@code panel} to the side column, before "Best moves": a screen's own controls around the
     * game, which keep their place high in the column.
     */
    public void addPanel(Node panel) {
        sidePanel.getChildren().add(sidePanel.getChildren().indexOf(bestSeparator), panel);
    }

    /**
     * Takes the "Best moves" switch out of the side column, for a screen that puts it higher (among
     * its own buttons, where it is in view without scrolling); the values it shows
     * stay at the column's foot, under a separator shown only while there are values to separate.
     */
    public ToggleButton takeBestMovesSwitch() {
        sidePanel.getChildren().remove(bestMoves);
        Controls.shownWhen(bestSeparator, bestSummary.visibleProperty());
        return bestMoves;
    }
}
