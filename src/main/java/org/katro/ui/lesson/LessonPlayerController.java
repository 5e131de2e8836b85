package org.katro.ui.lesson;

import javafx.beans.binding.Bindings;
import javafx.css.PseudoClass;
import javafx.event.EventHandler;
import javafx.fxml.FXML;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.katro.lesson.Lesson;
import org.katro.lesson.Presentation.Verdict;
import org.katro.text.Texts;
import org.katro.ui.board.BoardRoom;
import org.katro.ui.board.BoardView;
import org.katro.ui.projector.ProjectorMode;
import org.katro.ui.projector.ProjectorModel;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.why.WhyBox;
import org.katro.ui.session.Playback;
import org.katro.ui.shell.Scrubber;
import org.katro.ui.session.SpeedControl;
import org.katro.ui.shell.TopBar;
import org.katro.ui.shell.ViewListeners;
import org.kordamp.ikonli.javafx.FontIcon;
import org.katro.ui.share.TakeHomeMenu;

import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * Wires LessonPlayer.fxml to a {@link LessonPlayerModel}, with the main screen's board. When a step
 * is to be shown, its events play one by one (at once with reduced motion); the playback stops when
 * the screen leaves its window.
 */
public final class LessonPlayerController {
    private static final PseudoClass RIGHT = PseudoClass.getPseudoClass("right");
    private static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");

    private final Navigation navigator;
    private final LessonPlayerModel model;
    private final BoardView board = new BoardView();
    private final ViewListeners listeners = new ViewListeners();
    private EventHandler<KeyEvent> keys;

    @FXML private ResourceBundle resources;
    @FXML private TopBar topBar;
    @FXML private Label title;
    @FXML private Label source;
    @FXML private TakeHomeMenu takeHome;
    @FXML private StackPane boardHolder;
    @FXML private Label stepLabel;
    @FXML private Label caption;
    @FXML private ToggleButton moreToggle;
    @FXML private Label more;
    @FXML private Label note;
    @FXML private Label seedLabel;
    @FXML private Slider stepScrubber;
    @FXML private Separator seedRule;
    @FXML private Label narration;
    @FXML private Label question;
    @FXML private FlowPane answers;
    @FXML private HBox verdictBox;
    @FXML private FontIcon verdictIcon;
    @FXML private Label verdict;
    @FXML private ToggleButton whyToggle;
    @FXML private Label why;
    @FXML private Button previous;
    @FXML private Button backSeed;
    @FXML private Button forwardSeed;
    @FXML private Button next;
    @FXML private SpeedControl speedControl;
    @FXML private VBox ending;
    @FXML private Button playOn;
    @FXML private Button nextLesson;

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
        ProjectorMode projector = projector(screen, (ScrollPane) side);
        showUnattended(screen, (ScrollPane) side);
        board.languageProperty().bind(navigator.languageProperty());
        board.stateProperty().bind(model.boardProperty());
        board.animatedProperty().bind(model.game().reducedMotionProperty().not());
        board.onHoleClickedProperty().set(model::tapped);

        topBar.connect(navigator, true);
        title.setText(model.title());
        source.setText(model.source());
        takeHome.offer(navigator, TakeHomeMenu.Offer.lesson(model.lesson(), model.game().cursor(),
                model.boardProperty()::get));
        stepLabel.textProperty().bind(model.stepLabelProperty());
        caption.textProperty().bind(model.captionProperty());
        // while a lap's seeds fall there is no caption: the narration tells each seed
        Controls.shownWhen(caption, model.captionProperty().isNotEmpty());
        // the longer explanation waits behind "More", closed again at every new caption
        Controls.shownWhen(moreToggle, model.moreProperty().isNotEmpty());
        Controls.shownWhen(more, moreToggle.selectedProperty().and(model.moreProperty().isNotEmpty()));
        more.textProperty().bind(model.moreProperty());
        listeners.on(model.captionProperty(), (obs, old, now) -> moreToggle.setSelected(false));
        moreToggle.textProperty().bind(Bindings.when(moreToggle.selectedProperty())
                .then(resources.getString("less")).otherwise(resources.getString("more")));
        // "Why?" names the rule of the event shown, under the caption and its "More"
        VBox captionColumn = (VBox) caption.getParent();
        WhyBox whyBox = new WhyBox(navigator, model.game().boardProperty());
        // while a question waits, its question, hint and reasons speak; the explorer's "Why?" of the
        // last event would stack a third text over them
        Controls.shownWhen(whyBox, model.askingProperty().or(model.sowingProperty()).not());
        captionColumn.getChildren().add(captionColumn.getChildren().indexOf(more) + 1, whyBox);
        Controls.shownWhen(note, model.noteProperty().isNotEmpty());
        note.textProperty().bind(model.noteProperty());

        seedLabel.textProperty().bind(model.seedLabelProperty());
        if (model.lesson().narrated()) {
            narration.textProperty().bind(model.narrationProperty());
        } else {
            // a lesson that speaks in its captions alone (the visitor track) shows no narration of its
            // own, only what to watch while its seeds fall
            narration.textProperty().bind(model.watchProperty());
            Controls.shownWhen(narration, model.watchProperty().isNotEmpty());
        }
        Scrubber.wire(stepScrubber, model.stepIndexProperty(), model.stepSizeProperty(), model::scrub, listeners);
        // a step that sows no seed (a lesson's first picture) has nothing to scrub: an empty track looked
        // broken, and with nothing said under it either, its rule above stood over an empty band
        Controls.shownWhen(stepScrubber, model.stepSizeProperty().greaterThan(0));
        Controls.shownWhen(seedRule, model.stepSizeProperty().greaterThan(0).or(narration.textProperty().isNotEmpty()));

        // a faded step's tap is asked like a question: where does the seed fall?
        Controls.shownWhen(question, model.askingProperty().or(model.sowingProperty()));
        question.textProperty().bind(model.questionProperty());
        Controls.shownWhen(answers, Bindings.isNotEmpty(answers.getChildren()));
        showChoices(answers, "", model.choicesProperty().get());
        listeners.on(model.choicesProperty(), (obs, old, now) -> showChoices(answers, "", now));
        Controls.shownWhen(verdictBox, model.verdictProperty().isNotEmpty());
        verdict.textProperty().bind(model.verdictProperty());
        Controls.shownWhen(whyToggle, model.whyProperty().isNotEmpty());
        Controls.shownWhen(why, whyToggle.selectedProperty().and(model.whyProperty().isNotEmpty()));
        why.textProperty().bind(model.whyProperty());
        listeners.on(model.whyProperty(), (obs, old, now) -> whyToggle.setSelected(false));
        mark(model.verdictKindProperty().get());
        listeners.on(model.verdictKindProperty(), (obs, old, now) -> mark(now));

        previous.setOnAction(e -> model.previous());
        previous.disableProperty().bind(model.canPreviousProperty().not());
        next.setOnAction(e -> model.next());
        next.disableProperty().bind(model.canNextProperty().not());
        backSeed.setOnAction(e -> model.backSeed());
        backSeed.disableProperty().bind(model.game().stepping().canStepBackProperty().not());
        forwardSeed.setOnAction(e -> model.forwardSeed());
        forwardSeed.disableProperty().bind(model.game().stepping().canStepForwardProperty().not()
                .or(model.askingProperty()).or(model.sowingProperty()));

        offerWhatNext();

        speedControl.connect(model.game().stepping(), navigator.languageProperty().get(), listeners);
        Playback.wire(model.game().stepping(), model::tick, topBar, listeners);
        listeners.on(model.targetProperty(), (obs, old, now) -> play());
        // the main screen's keys: Left/Right a seed, Shift+Left/Right or Page Up/Down a step; a projector's clicker's first
        EventHandler<KeyEvent> buttons = Controls.keys(Map.of(KeyCode.LEFT, backSeed, KeyCode.RIGHT, forwardSeed,
                KeyCode.PAGE_UP, previous, KeyCode.PAGE_DOWN, next), Map.of(KeyCode.LEFT, previous, KeyCode.RIGHT, next));
        keys = e -> {
            if (!projector.key(e)) {
                buttons.handle(e);
            }
        };
        // keys live only while the screen is in a window; leaving it shows the step's end
        ViewListeners.keysWhileShown(topBar, keys, model::finishStep);
    }

    /**
     * Projector mode over this lesson's own model: the caption (the narration while a lap's seeds
     * fall) alone beside the board, a waiting question with the class's countdown, and its answer
     * only once the teacher shows it (grading nobody, using up no learner's question: the model
     * puts the learner's place aside while projected); its switch goes in the top bar.
     */
    private ProjectorMode projector(BorderPane screen, ScrollPane side) {
        ProjectorModel pacing = new ProjectorModel(model.askingProperty(), model::next, model::previous, model::showAnswer);
        ProjectorMode projector = new ProjectorMode(navigator, screen, side, List.of(), pacing,
                Bindings.createStringBinding(() -> model.captionProperty().get().isEmpty() ? model.narrationProperty().get()
                        : model.captionProperty().get(), model.captionProperty(), model.narrationProperty()),
                model.questionProperty(),
                Bindings.createStringBinding(() -> model.verdictKindProperty().get() == Verdict.SHOWN
                        ? model.verdictProperty().get() + " " + model.whyProperty().get() : "",
                        model.verdictKindProperty(), model.verdictProperty(), model.whyProperty()), listeners);
        projector.offerIn(topBar);
        FlowPane classChoices = new FlowPane();
        showChoices(classChoices, "class-", model.choicesProperty().get());
        listeners.on(model.choicesProperty(), (obs, old, now) -> showChoices(classChoices, "class-", now));
        projector.offerClassAnswers(model.askingProperty(), classChoices);
        // on a projector the lesson is the class's: the learner signed in finds hers as she left it
        model.project(navigator.projectorProperty().get());
        listeners.on(navigator.projectorProperty(), (obs, old, now) -> model.project(now));
        return projector;
    }

    /**
     * While the station plays the lesson by itself, its side shows the caption alone, big enough to be
     * read from three metres, and the step buttons give their room to the board: nobody is there to press them.
     */
    private void showUnattended(BorderPane screen, ScrollPane side) {
        Label sentence = new Label();
        sentence.setId("unattended-caption");
        sentence.getStyleClass().add("unattended-caption");
        sentence.setWrapText(true);
        sentence.textProperty().bind(model.captionProperty());
        StackPane alone = new StackPane(sentence);
        alone.getStyleClass().add("unattended-side");
        Node panel = side.getContent();
        Node controls = screen.getBottom();
        Runnable apply = () -> {
            boolean on = model.unattendedProperty().get();
            side.setContent(on ? alone : panel);
            screen.setBottom(on ? null : controls);
        };
        apply.run();
        listeners.on(model.unattendedProperty(), (obs, old, now) -> apply.run());
    }

    /**
     * At the lesson's end: a game against the computer on the lesson's own board, and the next lesson
     * of the list (the worked example after the visitor track), so that no lesson ends in a dead end.
     */
    private void offerWhatNext() {
        Controls.shownWhen(ending, model.endedProperty());
        // read off the lesson's own game, which is not replayed again for it
        int columns = model.game().cursor().start().columns();
        playOn.setOnAction(e -> navigator.playOn(model.lesson().ruleset(), columns));
        List<Lesson> all = navigator.library().lessons();
        int i = all.indexOf(model.lesson());
        if (i < 0 || i + 1 >= all.size()) {
            nextLesson.setVisible(false);
            nextLesson.setManaged(false);
            return;
        }
        Lesson then = all.get(i + 1);
        nextLesson.setText(new Texts(navigator.languageProperty().get(), "org.katro.ui.lesson.LessonPlayer")
                .text("nextLesson", then.title(navigator.languageProperty().get().locale())));
        nextLesson.setOnAction(e -> navigator.openLesson(then));
    }

    /** One button per answer of the open question in {@code answers}, each id prefixed (none for a landing question: a hole is tapped). */
    private void showChoices(FlowPane answers, String prefix, List<LessonPlayerModel.Choice> choices) {
        answers.getChildren().clear();
        for (LessonPlayerModel.Choice c : choices) {
            Button b = new Button(c.label());
            // a reason (a yes/no question's second try) is a sentence
            b.setWrapText(true);
            b.setId(prefix + id(c.answer()));
            b.setOnAction(e -> model.choose(c.answer()));
            answers.getChildren().add(b);
        }
    }

    /** The answer's button id, e.g. {@code answer-yes}; a move's + or - would end a CSS id, so it is spelt out. */
    private static String id(String answer) {
        String spelt = answer.endsWith("+") ? answer.replace("+", "-plus")
                : answer.endsWith("-") ? answer.replace("-", "-minus") : answer;
        return "answer-" + spelt.replace(':', '-');
    }

    /** Right and wrong differ by icon and outline as well as colour. */
    private void mark(Verdict v) {
        boolean right = v == Verdict.RIGHT || v == Verdict.SHOWN;
        verdictBox.pseudoClassStateChanged(RIGHT, right);
        verdictBox.pseudoClassStateChanged(WRONG, !right);
        verdictIcon.setIconLiteral(switch (v) {
            case RIGHT -> "mdi2c-check-circle";
            case SHOWN -> "mdi2l-lightbulb-on";
            case TRY_AGAIN, LOOK -> "mdi2r-replay";
            default -> "mdi2c-close-circle";
        });
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
