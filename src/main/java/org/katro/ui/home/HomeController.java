package org.katro.ui.home;

import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import org.katro.board.Board;
import org.katro.engine.GameCursor;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonText;
import org.katro.lesson.Progress;
import org.katro.practice.Review;
import org.katro.text.Language;
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
    /** the lessons, once read; null until then */
    private LessonLibrary library;
    private BoardView board;

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
    @FXML private Button review;
    /** kept by this screen so that the weak listener on the app's state lives as long as it does */
    private final ChangeListener<List<Review>> dueHeard = (obs, old, now) -> showDue(now.size());
    @FXML private Button writeLesson;
    @FXML private Label totals;
    @FXML private VBox lessons;
    @FXML private Label problems;
    @FXML private FlowPane languages;

    public HomeController(Navigation navigator) {
        this.navigator = navigator;
    }

    /** On a station, a row of the languages by their own names: a visitor finds hers on the first screen, in one touch. */
    private void offerLanguages(boolean station) {
        languages.setVisible(station);
        languages.setManaged(station);
        if (!station) {
            return;
        }
        Language now = navigator.languageProperty().get();
        for (Language l : navigator.state().languages()) {
            ToggleButton name = new ToggleButton(l.toString());
            name.setId("language-" + l.code());
            name.getStyleClass().add("language-choice");
            name.setSelected(l == now);
            // the screen is built again in the language chosen; the one already chosen stays chosen
            name.setOnAction(e -> {
                name.setSelected(true);
                navigator.languageProperty().set(l);
            });
            languages.getChildren().add(name);
        }
    }

    @FXML
    private void initialize() {
        texts = new Texts(navigator.languageProperty().get(), HomeController.class.getPackageName() + ".HomeView");
        topBar.connect(navigator, false);
        highContrast.selectedProperty().bindBidirectional(navigator.highContrastProperty());
        largeText.setSelected(navigator.textScaleProperty().get() > 1);
        largeText.setOnAction(e -> navigator.textScaleProperty().set(largeText.isSelected() ? LARGE_TEXT : 1));
        // until the lessons are read: the small board's plain start, and the track's title from this screen's bundle
        board = new BoardView();
        showBoard(new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of()));
        visitor.setText(resources.getString("visitor"));
        // the first focus goes to the main action: on the top bar's first button, High contrast, its
        // ring looked like the switch turned on
        Platform.runLater(visitor::requestFocus);
        // a tap before the lessons come waits for them
        visitor.setOnAction(e -> navigator.library().byId(VISITOR_TRACK).ifPresent(navigator::openLesson));
        if (navigator.kioskProperty().get()) {
            // on a kiosk the board, the biggest thing on screen, is the way in too: any touch of it starts the track
            boardHolder.addEventHandler(MouseEvent.MOUSE_CLICKED,
                    e -> navigator.library().byId(VISITOR_TRACK).ifPresent(navigator::openLesson));
            boardHolder.getStyleClass().add("touch-to-start");
        }
        offerLanguages(navigator.kioskProperty().get());
        workedExample.setOnAction(e -> navigator.library().byId(WORKED_EXAMPLE).ifPresentOrElse(navigator::openLesson,
                () -> navigator.openWorkedExample()));
        explore.setOnAction(e -> navigator.showSetup());
        play.setOnAction(e -> navigator.showPlay());
        compare.setOnAction(e -> navigator.showCompare());
        practice.setOnAction(e -> navigator.showPractice());
        showDue(navigator.state().due().get().size());
        // the due items are read after the learner is: the line comes when they do (weakly heard: home is built anew each time)
        navigator.state().due().addListener(new WeakChangeListener<>(dueHeard));
        review.setOnAction(e -> {
            navigator.state().reviewing().set(true);
            navigator.showPractice();
        });
        // a curator's or a teacher's tool: never on a visitor's kiosk
        writeLesson.setVisible(navigator.lessonEditorAvailable());
        writeLesson.setManaged(navigator.lessonEditorAvailable());
        writeLesson.setOnAction(e -> navigator.showEditor());
        // read on a thread of their own: the list, the totals and the track's board come after the first frame
        navigator.whenLessonsRead(this::lessonsRead);
    }

    /** "3 questions to review" while some missed ones are due again; nothing when none is. */
    private void showDue(int due) {
        review.setVisible(due > 0);
        review.setManaged(due > 0);
        review.setText(texts.text("review", due));
    }

    private void lessonsRead(LessonLibrary library) {
        this.library = library;
        library.byId(VISITOR_TRACK).ifPresentOrElse(track -> {
            visitor.setText(track.title(navigator.languageProperty().get().locale()));
            showBoard(track.cursor());
        }, () -> {
            visitor.setVisible(false);
            visitor.setManaged(false);
            workedExample.setDefaultButton(true);
            boardHolder.getStyleClass().remove("touch-to-start");
        });
        // a curator sees at once which of their files were refused, and why
        // (a kiosk's visitors see nothing of it: there the refusals go to the log file)
        boolean refused = !library.problems().isEmpty() && !navigator.kioskProperty().get();
        problems.setVisible(refused);
        problems.setManaged(refused);
        problems.setText(texts.text("problems", library.problems().size()) + "\n" + String.join("\n",
                library.problems().stream().map(p -> p.message(texts.language())).toList()));
        showProgress();
    }

    /** The totals and each lesson's row, from the progress as it is now (again when the stored progress arrives). */
    public void showProgress() {
        if (library == null) {
            // the rows come with the lessons, with the progress of then
            return;
        }
        Progress progress = navigator.progress();
        // the visitor track is the main button above, not a row of the list: the totals count the rows
        List<Lesson> listed = library.lessons().stream().filter(l -> !l.id().equals(VISITOR_TRACK)).toList();
        long done = listed.stream().filter(l -> progress.of(l).done()).count();
        // before any question is answered there is no share of right answers to tell
        totals.setText(progress.questionsAsked() == 0
                ? texts.text("totals.fresh", done, listed.size())
                : texts.text("totals", done, listed.size(), progress.questionsRight(), progress.questionsAsked()));
        lessons.getChildren().clear();
        for (Lesson lesson : listed) {
            lessons.getChildren().add(row(lesson, progress.of(lesson)));
        }
    }

    /** The small board at rest, as the visitor track starts: what the game looks like at a glance. */
    private void showBoard(GameCursor start) {
        board.stateProperty().set(Board.still(start.rules(), start.start()));
        if (board.getParent() != null) {
            return;
        }
        board.setId("home-board");
        board.languageProperty().bind(navigator.languageProperty());
        boardHolder.getChildren().add(board);
        // most of the window's height, so that the small board's holes stay readable at 1024 x 640 and fill a kiosk
        boardHolder.sceneProperty().addListener((obs, old, scene) -> {
            boardHolder.prefHeightProperty().unbind();
            if (scene != null) {
                boardHolder.prefHeightProperty().bind(scene.heightProperty().multiply(BOARD_SHARE));
            }
        });
    }

    /** A line of a lesson's row in the style {@code style} (each but the last ends with its line break). */
    private static Text line(String words, String style) {
        Text line = new Text(words);
        line.getStyleClass().addAll("lesson-line", style);
        return line;
    }

    private HBox row(Lesson lesson, Progress.Entry p) {
        LessonText text = lesson.text(navigator.languageProperty().get().locale());
        String state = p.done() ? texts.text("state.done", p.right(), p.asked())
                : p.started() ? texts.text("state.started", p.at() + 1, lesson.getSteps().size())
                : texts.text("state.new", lesson.getSteps().size());
        // the title, the summary and the length as lines of one flow of text, not three labels: a dozen
        // rows of labels took a twentieth of the home screen's start (docs/reports/, "Start-up with the memory")
        TextFlow about = new TextFlow(line(text.get(lesson.getTitle()) + "\n", "lesson-title"));
        text.find(lesson.getSummary()).filter(summary -> !summary.isBlank())
                .ifPresent(summary -> about.getChildren().add(line(summary + "\n", "lesson-summary")));
        Text meta = line(texts.text("minutes", lesson.getMinutes()) + " \u00b7 " + state, "lesson-meta");
        meta.setId("meta-" + lesson.id());
        about.getChildren().add(meta);
        about.getStyleClass().add("lesson-texts");
        HBox.setHgrow(about, Priority.ALWAYS);
        Button open = new Button(resources.getString(p.done() ? "again" : p.started() ? "resume" : "start"));
        open.setId("open-" + lesson.id());
        open.setMinWidth(Button.USE_PREF_SIZE);
        open.setOnAction(e -> navigator.openLesson(lesson));
        HBox row = new HBox(about, open);
        row.getStyleClass().add("lesson-row");
        return row;
    }
}
