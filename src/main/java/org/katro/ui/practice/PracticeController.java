package org.katro.ui.practice;

import javafx.collections.FXCollections;
import javafx.css.PseudoClass;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.katro.engine.Ruleset;
import org.katro.lesson.Reveal;
import org.katro.practice.Kind;
import org.katro.practice.PracticeQuestion;
import org.katro.practice.Puzzle;
import org.katro.ui.board.BoardView;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.session.Playback;
import org.katro.ui.shell.TopBar;
import org.katro.ui.shell.ViewListeners;
import org.katro.ui.share.TakeHomeMenu;
import org.katro.ui.share.TakeHomeModel;
import org.katro.text.Narrator;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.ResourceBundle;

/**
 * Wires PracticeView.fxml to a {@link PracticeViewModel}: the board (a tap answers a landing
 * question), the yes and no buttons, the number buttons, the feedback, the lap played after an
 * answer, and the next question; outside a kiosk, a worksheet of such questions to print.
 */
public final class PracticeController {
    private static final PseudoClass RIGHT = PseudoClass.getPseudoClass("right");
    private static final PseudoClass WRONG = PseudoClass.getPseudoClass("wrong");
    /** the chooser's item for no ruleset pinned */
    private static final String ANY = "";

    private final Navigation navigator;
    private final PracticeViewModel vm;
    private final ViewListeners listeners = new ViewListeners();

    @FXML private TopBar topBar;
    @FXML private Label title;
    @FXML private ComboBox<String> pin;
    @FXML private TakeHomeMenu takeHome;
    @FXML private StackPane boardHolder;
    @FXML private Label score;
    @FXML private Label question;
    @FXML private HBox yesNo;
    @FXML private Button yes;
    @FXML private Button no;
    @FXML private FlowPane numbers;
    @FXML private FlowPane choices;
    @FXML private ScrollPane side;
    @FXML private HBox feedbackBox;
    @FXML private FontIcon feedbackIcon;
    @FXML private Label feedback;
    @FXML private Label narration;
    @FXML private Label explanation;
    @FXML private Button showNow;
    @FXML private Button showMe;
    @FXML private Button next;
    @FXML private ToggleButton modeQuestions;
    @FXML private ToggleButton modePuzzles;
    @FXML private FlowPane levels;
    @FXML private ToggleButton winIn1;
    @FXML private ToggleButton winIn3;
    @FXML private ToggleButton winIn5;

    public PracticeController(Navigation navigator, PracticeViewModel vm) {
        this.navigator = navigator;
        this.vm = vm;
    }

    @FXML private ResourceBundle resources;

    @FXML
    private void initialize() {
        topBar.connect(navigator, true);
        title.setId("practice-title");
        title.textProperty().bind(vm.titleProperty());
        pinChooser();
        // a worksheet of the question now asked: its ruleset and board, every kind mixed as on screen
        takeHome.offer(navigator, TakeHomeMenu.Offer.worksheet(() -> new TakeHomeModel.Questions(
                vm.questionProperty().get().ruleset(), vm.game().cursor().geometry().columns(), null)));

        BoardView board = new BoardView();
        board.setId("practice-board");
        board.languageProperty().bind(navigator.languageProperty());
        board.showSerpentProperty().set(false);
        board.animatedProperty().bind(navigator.reducedMotionProperty().not());
        board.stateProperty().bind(vm.boardProperty());
        board.onHoleClickedProperty().set(vm::answerHole);
        board.onDirectionChosenProperty().set(vm::answerDirection);
        boardHolder.getChildren().setAll(board);

        score.textProperty().bind(vm.scoreProperty());
        question.setId("practice-question");
        question.textProperty().bind(vm.questionTextProperty());
        yes.setOnAction(e -> vm.answerCapture(true));
        no.setOnAction(e -> vm.answerCapture(false));
        feedback.setId("practice-feedback");
        feedback.textProperty().bind(vm.feedbackProperty());
        Controls.shownWhen(feedbackBox, vm.answeredProperty().or(vm.tryAgainProperty()));
        narration.textProperty().bind(vm.narrationProperty());
        Controls.shownWhen(narration, vm.answeredProperty());
        explanation.setId("practice-explanation");
        explanation.textProperty().bind(vm.explanationProperty());
        showNow.setOnAction(e -> vm.showLap());
        // a puzzle has no lap to show, only its answer once asked for
        Controls.shownWhen(showNow, vm.answeredProperty().and(vm.lapShownProperty().not())
                .and(vm.puzzlesProperty().not().or(vm.showingAnswerProperty())));
        showMe.setId("practice-show-me");
        showMe.setOnAction(e -> vm.showAnswer());
        Controls.shownWhen(showMe, vm.answeredProperty().and(vm.puzzlesProperty())
                .and(vm.showingAnswerProperty().not().or(vm.lapShownProperty())));
        next.setOnAction(e -> vm.next());
        Controls.shownWhen(next, vm.answeredProperty());

        chooser(vm.puzzlesProperty().get() ? modePuzzles : modeQuestions, modeQuestions, modePuzzles);
        modeQuestions.setOnAction(e -> vm.puzzlesProperty().set(false));
        modePuzzles.setOnAction(e -> vm.puzzlesProperty().set(true));
        Controls.shownWhen(levels, vm.puzzlesProperty());
        ToggleButton[] wins = {winIn1, winIn3, winIn5};
        chooser(wins[Puzzle.LEVELS.indexOf(vm.puzzleTurnsProperty().get())], wins);
        for (int i = 0; i < wins.length; i++) {
            int turns = Puzzle.LEVELS.get(i);
            wins[i].setOnAction(e -> vm.puzzleTurnsProperty().set(turns));
        }
        listeners.on(vm.puzzlesProperty(), (obs, old, now) -> ask(vm.questionProperty().get()));
        listeners.on(vm.choicesProperty(), (obs, old, now) -> ask(vm.questionProperty().get()));
        listeners.on(vm.lessonQuestionProperty(), (obs, old, now) -> ask(vm.questionProperty().get()));
        // the reasons come under a hint that may push them below a small screen's edge: the side shows them
        listeners.on(choices.heightProperty(), (obs, old, now) -> {
            if (choices.isVisible()) {
                side.setVvalue(side.getVmax());
            }
        });

        mark();
        listeners.on(vm.rightProperty(), (obs, old, now) -> mark());
        listeners.on(vm.tryAgainProperty(), (obs, old, now) -> mark());
        ask(vm.questionProperty().get());
        listeners.on(vm.questionProperty(), (obs, old, now) -> ask(now));
        listeners.on(vm.answeredProperty(), (obs, old, now) -> answered(now));
        answered(vm.answeredProperty().get());
        Playback.wire(vm.lap(), vm::tickLap, topBar, listeners);
        if (vm.answeredProperty().get() && !vm.lapShownProperty().get()) {
            // a language switch rebuilt the screen while the lap was playing: it shows where the lap ends
            vm.showLap();
        }
    }

    /** The ruleset chooser: every ruleset in turn, or one pinned, each in its own name. */
    private void pinChooser() {
        pin.setId("practice-pin");
        List<String> ids = new ArrayList<>(List.of(ANY));
        Arrays.stream(Ruleset.values()).map(Ruleset::id).forEach(ids::add);
        pin.setItems(FXCollections.observableArrayList(ids));
        Narrator narrator = new Narrator(navigator.languageProperty().get());
        pin.setConverter(Controls.said(id -> ANY.equals(id) ? resources.getString("pin.any")
                : narrator.choice(Ruleset.byId(id).orElseThrow())));
        Ruleset pinned = vm.pinnedProperty().get();
        pin.setValue(pinned == null ? ANY : pinned.id());
        pin.valueProperty().addListener((obs, old, now) -> vm.pinnedProperty().set(
                now == null || ANY.equals(now) ? null : Ruleset.byId(now).orElseThrow()));
    }

    /**
     * The answer controls of the question's kind: the board for a landing, yes/no, or the numbers; or
     * the answers offered on buttons of their own (a yes/no question's reasons, a lesson question's answers).
     */
    private void ask(PracticeQuestion q) {
        numbers.getChildren().clear();
        choices.getChildren().clear();
        int i = 0;
        for (PracticeViewModel.Choice c : vm.choicesProperty().get()) {
            Button b = new Button(c.label());
            b.setId("choice-" + i++);
            if (c.answer().startsWith(Reveal.REASON)) {
                // a reason is a sentence: one to a line, the side's width
                b.setWrapText(true);
                b.prefWidthProperty().bind(choices.widthProperty());
                b.setMinHeight(Region.USE_PREF_SIZE);
                b.setAlignment(Pos.CENTER_LEFT);
            }
            b.setOnAction(e -> vm.choose(c.answer()));
            choices.getChildren().add(b);
        }
        boolean own = vm.lessonQuestionProperty().get() == null && vm.choicesProperty().get().isEmpty();
        if (own && q.kind() == Kind.COUNT) {
            for (int n = 0; n <= vm.countLimitProperty().get(); n++) {
                int seeds = n;
                Button b = new Button(Integer.toString(n));
                b.setId("seeds-" + n);
                b.setOnAction(e -> vm.answerCount(seeds));
                numbers.getChildren().add(b);
            }
        }
        // a puzzle is answered on the board alone
        boolean lap = !vm.puzzlesProperty().get() && own;
        boolean chosen = !vm.puzzlesProperty().get() && !choices.getChildren().isEmpty();
        choices.setVisible(chosen);
        choices.setManaged(chosen);
        yesNo.setVisible(lap && q.kind() == Kind.CAPTURE);
        yesNo.setManaged(lap && q.kind() == Kind.CAPTURE);
        numbers.setVisible(lap && q.kind() == Kind.COUNT);
        numbers.setManaged(lap && q.kind() == Kind.COUNT);
    }

    /** One of {@code buttons} chosen at a time, {@code chosen} first; pressing the chosen one again keeps it. */
    private static void chooser(ToggleButton chosen, ToggleButton... buttons) {
        ToggleGroup group = new ToggleGroup();
        for (ToggleButton b : buttons) {
            b.setToggleGroup(group);
        }
        chosen.setSelected(true);
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                old.setSelected(true);
            }
        });
    }

    private void answered(boolean now) {
        yesNo.setDisable(now);
        numbers.setDisable(now);
        choices.setDisable(now);
        if (now && navigator.reducedMotionProperty().get()) {
            vm.showLap();
        }
    }

    /** Right, wrong and "try once more" differ by icon and border style as well as colour. */
    private void mark() {
        boolean right = vm.rightProperty().get();
        feedbackBox.pseudoClassStateChanged(RIGHT, right);
        feedbackBox.pseudoClassStateChanged(WRONG, !right);
        feedbackIcon.setIconLiteral(right ? "mdi2c-check-circle"
                : vm.tryAgainProperty().get() ? "mdi2r-replay" : "mdi2c-close-circle");
    }
}
