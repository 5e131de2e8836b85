package org.katro.ui.projector;

import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.beans.value.ObservableStringValue;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.katro.text.Texts;
import org.katro.ui.board.BoardView;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screens;
import org.katro.ui.shell.Tips;
import org.katro.ui.shell.TopBar;
import org.katro.ui.shell.ViewListeners;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;

/**
 * A screen for the back row of a class: the board and the current sentence only, in large type and
 * high-contrast ink, the top bar, step buttons and side panel out of sight; a waiting question shows
 * with its countdown and then its answer, as the teacher's clicker says ({@link ProjectorModel}).
 * The lesson player and the explorer each put it on their own screen, over their own board (the one
 * {@code Board} model): this class moves nothing of the lesson, it only shows and paces it.
 * {@link Navigation#projectorProperty()} says whether it is on, so that it outlives a language switch.
 */
public final class ProjectorMode {
    private static final String BUNDLE = ProjectorMode.class.getPackageName() + ".Projector";

    private final Navigation navigator;
    private final ProjectorModel model;
    private final Texts texts;
    private final Timeline clock;
    private final ToggleButton toggle;
    private final VBox words;
    private final Label hint;

    /**
     * @param screen   the screen: its top and bottom are hidden, its side shows the projector's words
     * @param side     the side column, whose content the projector's words replace
     * @param hidden   other parts out of sight in projector mode (the explorer's glance)
     * @param sentence the current sentence: the step's caption, or the narration while seeds fall
     * @param question the waiting question, empty when none waits
     * @param answer   the answer once the teacher has shown it, empty before
     */
    public ProjectorMode(Navigation navigator, BorderPane screen, ScrollPane side, List<Node> hidden, ProjectorModel model,
            ObservableStringValue sentence, ObservableStringValue question, ObservableStringValue answer, ViewListeners listeners) {
        this.navigator = navigator;
        this.model = model;
        this.texts = new Texts(navigator.languageProperty().get(), BUNDLE);
        Label said = label("projector-sentence", sentence);
        Label asked = label("projector-question", question);
        Controls.shownWhen(asked, Bindings.isNotEmpty(question));
        Label countdown = new Label();
        countdown.setId("projector-countdown");
        countdown.getStyleClass().add("projector-countdown");
        countdown.textProperty().bind(Bindings.createStringBinding(() -> switch (model.phaseProperty().get()) {
            case COUNTING -> texts.text("left", model.leftProperty().get());
            case TIME_UP -> texts.text("timeUp");
            default -> "";
        }, model.phaseProperty(), model.leftProperty()));
        Controls.shownWhen(countdown, countdown.textProperty().isNotEmpty());
        Label shown = label("projector-answer", answer);
        Controls.shownWhen(shown, Bindings.isNotEmpty(answer));
        hint = new Label();
        hint.setId("projector-hint");
        hint.getStyleClass().add("projector-hint");
        hint.setWrapText(true);
        hint.textProperty().bind(Bindings.createStringBinding(() -> texts.text(switch (model.phaseProperty().get()) {
            case ASKED -> "hint.start";
            case COUNTING, TIME_UP -> "hint.reveal";
            default -> "hint.step";
        }), model.phaseProperty()));
        Button leave = new Button(texts.text("leave"), new FontIcon("mdi2e-exit-to-app"));
        leave.setId("projector-leave");
        leave.getStyleClass().add("projector-leave");
        leave.setOnAction(e -> navigator.projectorProperty().set(false));
        words = new VBox();
        words.getStyleClass().add("projector-side");
        words.getChildren().addAll(new FittedWords(side, words, said, asked, countdown, shown), hint, leave);

        clock = new Timeline(new KeyFrame(Duration.seconds(1), e -> model.second()));
        clock.setCycleCount(Timeline.INDEFINITE);
        listeners.on(model.phaseProperty(), (obs, old, now) -> tick());
        // the clock stops with the screen, which must not be kept alive by it
        screen.sceneProperty().addListener((obs, old, now) -> tick());

        // its icon alone, its word in the tooltip and for screen readers: a lesson's top bar has little room to spare
        toggle = new ToggleButton(null, new FontIcon("mdi2p-projector-screen"));
        toggle.setId("projector");
        toggle.setMinWidth(ToggleButton.USE_PREF_SIZE);
        toggle.setAccessibleText(texts.text("projector"));
        Tips.set(toggle, texts.text("projector") + ": " + texts.text("tip.projector"));
        toggle.selectedProperty().bindBidirectional(navigator.projectorProperty());

        Node top = screen.getTop();
        Node bottom = screen.getBottom();
        Node panel = side.getContent();
        String sheet = Screens.stylesheet(ProjectorMode.class, "Projector");
        Runnable apply = () -> {
            boolean on = navigator.projectorProperty().get();
            // hidden rather than taken out: the screen's keys live while its top bar is in the scene
            top.setVisible(!on);
            top.setManaged(!on);
            screen.setBottom(on ? null : bottom);
            side.setContent(on ? words : panel);
            hidden.forEach(n -> {
                n.setVisible(!on);
                n.setManaged(!on);
            });
            screen.lookupAll(".board-view").forEach(b -> ((BoardView) b).readFromAfar(on));
            screen.getStyleClass().remove("projector");
            screen.getStylesheets().remove(sheet);
            if (on) {
                screen.getStyleClass().add("projector");
                screen.getStylesheets().add(sheet);
            }
        };
        apply.run();
        listeners.on(navigator.projectorProperty(), (obs, old, now) -> apply.run());
    }

    private static Label label(String id, ObservableStringValue text) {
        Label l = new Label();
        l.setId(id);
        l.getStyleClass().add(id);
        l.setWrapText(true);
        l.textProperty().bind(text);
        return l;
    }

    /** The countdown's clock runs while the class counts down on a screen in a window, and only then. */
    private void tick() {
        boolean run = model.phaseProperty().get() == ProjectorModel.Phase.COUNTING && toggle.getScene() != null
                && navigator.projectorProperty().get();
        if (run) {
            clock.play();
        } else {
            clock.stop();
        }
    }

    /**
     * While a question waits, the teacher may record the class's answer (a show of hands) with
     * {@code choices}, one button per answer, or, when there are none, by clicking its hole on the
     * board; Page Down shows the answer without recording anything.
     */
    public void offerClassAnswers(ObservableBooleanValue asking, FlowPane choices) {
        Label record = new Label();
        record.setId("projector-record-hint");
        record.getStyleClass().add("projector-hint");
        record.setWrapText(true);
        record.textProperty().bind(Bindings.createStringBinding(() -> texts.text(choices.getChildren().isEmpty() ? "record.hole" : "record"),
                choices.getChildren()));
        choices.getStyleClass().add("projector-choices");
        VBox box = new VBox(record, choices);
        box.setId("projector-record");
        box.getStyleClass().add("projector-record");
        Controls.shownWhen(box, asking);
        words.getChildren().add(words.getChildren().indexOf(hint), box);
    }

    /** Puts the switch into projector mode in the screen's top bar; an unattended station, which nobody paces, has none. */
    public void offerIn(TopBar bar) {
        if (!navigator.kioskProperty().get()) {
            bar.addOwn(toggle);
        }
    }

    /**
     * The clicker's keys, in projector mode only: Page Down, Right, Down, Space and Enter forward;
     * Page Up, Left and Up back; Escape leaves. True when the key was the projector's.
     */
    public boolean key(KeyEvent e) {
        if (!navigator.projectorProperty().get()) {
            return false;
        }
        switch (e.getCode()) {
            case PAGE_DOWN, RIGHT, DOWN, SPACE, ENTER -> model.forward();
            case PAGE_UP, LEFT, UP -> model.back();
            case ESCAPE -> navigator.projectorProperty().set(false);
            default -> {
                return false;
            }
        }
        e.consume();
        return true;
    }
}
