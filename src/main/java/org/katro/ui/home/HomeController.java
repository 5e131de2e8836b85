package org.katro.ui.home;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.katro.board.Board;
import org.katro.engine.GameCursor;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonText;
import org.katro.lesson.Progress;
import org.katro.text.Texts;
import org.katro.ui.board.BoardView;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.TopBar;

import java.util.List;
import java.util.ResourceBundle;

/**
 * The home screen: a board and one main button, katro in 90 seconds (the visitor track); then the
 * worked example, the other screens, and every other lesson with its length and the session's
 * progress (to start or resume it).
 */
public final class HomeController {
    /** The lesson the big button opens; without it (a curator removed it) the plain visualiser does. */
    static final String WORKED_EXAMPLE = "worked-example";
    /** The lesson the main button opens; without it (a curator removed it) the worked example is the main button. */
    public static final String VISITOR_TRACK = "visitor";
    /** The share of the window's height the home board takes. */
    private static final double BOARD_SHARE = 0.7;
    /** The text size the "larger text" button gives. */
    private static final double LARGE_TEXT = 1.25;

    private final Navigation navigator;

    @FXML private ResourceBundle resources;
    /** the screen's texts with arguments (counts, plurals) */
    private Texts texts;
    @FXML private TopBar topBar;
    @FXML private ToggleButton highContrast;
    @FXML private ToggleButton largeText;
    @FXML private StackPane boardHolder;
    @FXML private Button visitor;
    @FXML private Button workedExample;
    @FXML private Button explore;
    @FXML private Button play;
    @FXML private Button compare;
    @FXML private Button practice;
    @FXML private Label totals;
    @FXML private VBox lessons;
    @FXML private Label problems;

    public HomeController(Navigation navigator) {
        this.navigator = navigator;
    }

    @FXML
    private void initialize() {
        texts = new Texts(navigator.languageProperty().get(), HomeController.class.getPackageName() + ".HomeView");
        topBar.connect(navigator, false);
        highContrast.selectedProperty().bindBidirectional(navigator.highContrastProperty());
        largeText.setSelected(navigator.textScaleProperty().get() > 1);
        largeText.setOnAction(e -> navigator.textScaleProperty().set(largeText.isSelected() ? LARGE_TEXT : 1));
        showBoard();
        navigator.library().byId(VISITOR_TRACK).ifPresentOrElse(track -> {
            visitor.setText(track.title(navigator.languageProperty().get().locale()));
            visitor.setOnAction(e -> navigator.openLesson(track));
            if (navigator.kioskProperty().get()) {
                // on a kiosk the board, the biggest thing on screen, is the way in too: any touch of it starts the track
                boardHolder.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> navigator.openLesson(track));
                boardHolder.getStyleClass().add("touch-to-start");
            }
        }, () -> {
            visitor.setVisible(false);
            visitor.setManaged(false);
            workedExample.setDefaultButton(true);
        });
        workedExample.setOnAction(e -> navigator.library().byId(WORKED_EXAMPLE).ifPresentOrElse(navigator::openLesson,
                () -> navigator.openWorkedExample()));
        explore.setOnAction(e -> navigator.showSetup());
        play.setOnAction(e -> navigator.showPlay());
        compare.setOnAction(e -> navigator.showCompare());
        practice.setOnAction(e -> navigator.showPractice());

        Progress progress = navigator.progress();
        // before any question is answered there is no share of right answers to tell
        totals.setText(progress.questionsAsked() == 0
                ? texts.text("totals.fresh", progress.lessonsDone(), navigator.library().lessons().size())
                : texts.text("totals", progress.lessonsDone(), navigator.library().lessons().size(),
                        progress.questionsRight(), progress.questionsAsked()));
        for (Lesson lesson : navigator.library().lessons()) {
            // the visitor track is the main button above, not a row of the list
            if (!lesson.id().equals(VISITOR_TRACK)) {
                lessons.getChildren().add(row(lesson, progress.of(lesson)));
            }
        }
        // a curator sees at once which of their files were refused, and why
        // (a kiosk's visitors see nothing of it: there the refusals go to the log file)
        boolean refused = !navigator.library().problems().isEmpty() && !navigator.kioskProperty().get();
        problems.setVisible(refused);
        problems.setManaged(refused);
        problems.setText(texts.text("problems", navigator.library().problems().size()) + "\n" + String.join("\n",
                navigator.library().problems().stream().map(p -> p.message(texts.language())).toList()));
    }

    /** The small board at rest, as the visitor track starts: what the game looks like at a glance. */
    private void showBoard() {
        BoardView board = new BoardView();
        board.setId("home-board");
        board.languageProperty().bind(navigator.languageProperty());
        GameCursor start = navigator.library().byId(VISITOR_TRACK).map(Lesson::cursor)
                .orElseGet(() -> new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of()));
        board.stateProperty().set(Board.still(start.rules(), start.start()));
        boardHolder.getChildren().add(board);
        // most of the window's height, so that the small board's holes stay readable at 1024 x 640 and fill a kiosk
        boardHolder.sceneProperty().addListener((obs, old, scene) -> {
            boardHolder.prefHeightProperty().unbind();
            if (scene != null) {
                boardHolder.prefHeightProperty().bind(scene.heightProperty().multiply(BOARD_SHARE));
            }
        });
    }

    private HBox row(Lesson lesson, Progress.Entry p) {
        LessonText text = lesson.text(navigator.languageProperty().get().locale());
        Label title = new Label(text.get(lesson.getTitle()));
        title.getStyleClass().add("lesson-title");
        title.setWrapText(true);
        Label summary = new Label(text.find(lesson.getSummary()).orElse(""));
        summary.setWrapText(true);
        String state = p.done() ? texts.text("state.done", p.right(), p.asked())
                : p.started() ? texts.text("state.started", p.at() + 1, lesson.getSteps().size())
                : texts.text("state.new", lesson.getSteps().size());
        Label meta = new Label(texts.text("minutes", lesson.getMinutes()) + " \u00b7 " + state);
        meta.getStyleClass().add("lesson-meta");
        meta.setId("meta-" + lesson.id());
        VBox about = new VBox(title, summary, meta);
        about.getStyleClass().add("lesson-texts");
        HBox.setHgrow(about, Priority.ALWAYS);
        Button open = new Button(resources.getString(p.started() && !p.done() ? "resume" : "start"));
        open.setId("open-" + lesson.id());
        open.setMinWidth(Button.USE_PREF_SIZE);
        open.setOnAction(e -> navigator.openLesson(lesson));
        HBox row = new HBox(about, open);
        row.getStyleClass().add("lesson-row");
        return row;
    }
}
