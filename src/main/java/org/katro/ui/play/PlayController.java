package org.katro.ui.play;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Spinner;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.katro.engine.Player;
import org.katro.engine.Ruleset;
import org.katro.text.Narrator;
import org.katro.ui.form.RecordButtons;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.ViewListeners;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * Wires PlayView.fxml (the play panel, in the side column {@link PlayScreen} puts it in) to a {@link PlayViewModel}.
 * The computer's search stops when the screen leaves its window and takes up again when it comes
 * back; a new or loaded game builds the screen again around its own game view model.
 */
public final class PlayController {
    private final Navigation navigator;
    private final PlayViewModel play;
    private final ViewListeners listeners = new ViewListeners();
    /** the spinner's view of the column count; kept here because a bidirectional binding holds it only weakly */
    private ObjectProperty<Integer> columnsValue;

    @FXML private ResourceBundle resources;
    @FXML private Label players;
    @FXML private FlowPane levels;
    /** Undo and Hint, and the main screen's switch ("Best moves") */
    @FXML private FlowPane buttons;
    @FXML private Label announcement;
    @FXML private Label proof;
    @FXML private Label thrownWin;
    @FXML private VBox gameEnd;
    @FXML private Label ending;
    @FXML private Button review;
    @FXML private HBox thinking;
    @FXML private ProgressIndicator spinner;
    @FXML private Button undo;
    @FXML private Button hint;
    @FXML private Label hintText;
    @FXML private VBox rulesets;
    @FXML private Spinner<Integer> columns;
    @FXML private ComboBox<PlayViewModel.Opponent> opponent;
    @FXML private Label opponentAbout;
    @FXML private ComboBox<Player> side;
    @FXML private Button start;
    @FXML private VBox gameRecord;
    @FXML private TitledPane textPane;
    @FXML private ToggleButton table;
    private static final double TOUCH = TableMode.TOUCH;
    private TableMode tableMode;

    public PlayController(Navigation navigator, PlayViewModel play) {
        this.navigator = navigator;
        this.play = play;
    }

    @FXML
    private void initialize() {
        GameSession game = play.game();
        players.textProperty().bind(play.playersProperty());
        announcement.setId("computer-move");
        announcement.textProperty().bind(play.announcementProperty());
        Controls.shownWhen(announcement, play.announcementProperty().isNotEmpty());
        Controls.shownWhen(thinking, play.thinkingProperty());
        // an indeterminate spinner animates: it only runs while the computer thinks
        spinner.progressProperty().bind(Bindings.when(play.thinkingProperty())
                .then(ProgressIndicator.INDETERMINATE_PROGRESS).otherwise(0.0));
        showLevels();
        undo.setOnAction(e -> play.undo());
        undo.disableProperty().bind(play.canUndoProperty().not());
        hint.setOnAction(e -> play.hint());
        // during the playback of the last turns a hint first shows their end (GameSession.catchUp)
        hint.disableProperty().bind(game.canPlayMoveProperty().not().and(game.stepping().playingProperty().not())
                .or(play.thinkingProperty()));
        hintText.textProperty().bind(play.hintProperty());
        Controls.shownWhen(hintText, play.hintProperty().isNotEmpty());
        proof.textProperty().bind(play.proofProperty());
        Controls.shownWhen(proof, play.proofProperty().isNotEmpty());
        thrownWin.textProperty().bind(play.thrownWinProperty());
        Controls.shownWhen(thrownWin, play.thrownWinProperty().isNotEmpty());
        // the game's end: who won in words, and a look back at it
        gameEnd.setId("game-end");
        ending.setId("game-ending");
        ending.textProperty().bind(play.endingProperty());
        Controls.shownWhen(gameEnd, play.endingProperty().isNotEmpty());
        review.setId("review-game");
        review.setOnAction(e -> navigator.reviewGame(play.game().cursor()));

        ToggleGroup choices = new ToggleGroup();
        Narrator narrator = new Narrator(navigator.languageProperty().get());
        for (Ruleset r : Ruleset.values()) {
            ToggleButton choice = new ToggleButton(narrator.choice(r));
            choice.setId("ruleset-" + r.id());
            choice.setUserData(r);
            choice.setToggleGroup(choices);
            choice.setMaxWidth(Double.MAX_VALUE);
            choice.setSelected(r == play.rulesetProperty().get());
            rulesets.getChildren().add(choice);
        }
        choices.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                // a ruleset is always chosen: pressing the chosen one again keeps it
                old.setSelected(true);
            } else {
                play.rulesetProperty().set((Ruleset) now.getUserData());
            }
        });
        listeners.on(play.rulesetProperty(), (obs, old, now) -> choices.getToggles().stream()
                .filter(t -> t.getUserData() == now).findFirst().ifPresent(t -> t.setSelected(true)));
        columnsValue = Controls.columns(columns, play.columnsProperty());
        opponent.setItems(FXCollections.observableArrayList(PlayViewModel.Opponent.values()));
        opponent.setConverter(Controls.named(resources, o -> "opponent." + o.name().toLowerCase(Locale.ROOT)));
        opponent.valueProperty().bindBidirectional(play.opponentProperty());
        // what the chosen opponent does, so that a teacher can pick a level knowingly
        opponentAbout.textProperty().bind(Bindings.createStringBinding(() -> resources.getString(
                "about." + play.opponentProperty().get().name().toLowerCase(Locale.ROOT)), play.opponentProperty()));
        side.setItems(FXCollections.observableArrayList(Player.values()));
        side.setConverter(Controls.named(resources, p -> p == Player.SOUTH ? "player.south" : "player.north"));
        side.valueProperty().bindBidirectional(play.sideProperty());
        // two people share the board: there is no side to choose
        side.disableProperty().bind(play.opponentProperty().isEqualTo(PlayViewModel.Opponent.PERSON));
        start.setOnAction(e -> play.newGame());

        // the game as its record, with the same buttons and words as the other screens (RecordButtons)
        RecordButtons.Parts parts = RecordButtons.of(play.record(), navigator, ContentDisplay.LEFT);
        parts.buttons().getStyleClass().add("play-buttons");
        gameRecord.getChildren().setAll(parts.buttons(), parts.message());
        textPane.setText(navigator.languageProperty().get().bundle("org.katro.ui.shell.Shell").getString("record.title"));
        // with neither clipboard nor files, the panel would open on nothing (a kiosk's visitors found it empty)
        Controls.shownWhen(textPane, parts.buttons().visibleProperty());

        table.setId("table-mode");
        // face to face, a finger from either side reaches South's buttons as well as North's
        for (javafx.scene.control.Control c : new javafx.scene.control.Control[] {undo, hint, table}) {
            c.minHeightProperty().bind(Bindings.when(play.tableProperty()).then(TOUCH)
                    .otherwise(javafx.scene.layout.Region.USE_COMPUTED_SIZE));
        }
        table.selectedProperty().bindBidirectional(play.tableProperty());
        // on, it says so in words and by its icon and frame, not by a shade alone
        table.textProperty().bind(Bindings.when(table.selectedProperty())
                .then(resources.getString("table.on")).otherwise(resources.getString("table")));
        FontIcon tableIcon = (FontIcon) table.getGraphic();
        table.selectedProperty().addListener((obs, old, on) ->
                tableIcon.setIconLiteral(on ? "mdi2c-check-circle" : "mdi2t-table-furniture"));
        tableIcon.setIconLiteral(table.isSelected() ? "mdi2c-check-circle" : "mdi2t-table-furniture");
        tableMode = new TableMode(play, resources);

        listeners.on(play.gameProperty(), (obs, old, now) -> navigator.showPlay());
        players.sceneProperty().addListener((obs, old, now) -> attached(now));
    }

    /**
     * Puts a switch of the main screen's ("Best moves") in the row of Undo and Hint, high in the side
     * column where it needs no scrolling, a finger wide in table mode as they are.
     */
    public void addSwitch(ToggleButton s) {
        // before Face to face, which changes the whole screen: the game's own tools together
        buttons.getChildren().add(buttons.getChildren().indexOf(table), s);
        s.minHeightProperty().bind(Bindings.when(play.tableProperty()).then(TOUCH)
                .otherwise(javafx.scene.layout.Region.USE_COMPUTED_SIZE));
    }

    /**
     * The levels and a new game, taken out of the side column (where a 6x6 board's screen put them
     * below a scroll) into a row the main screen places under the board: in view at every size.
     */
    javafx.scene.Node quickRow() {
        Button again = new Button(resources.getString("newGame"), new FontIcon("mdi2p-play-circle"));
        again.setId("quick-new-game");
        again.setOnAction(e -> play.newGame());
        javafx.scene.layout.Pane from = (javafx.scene.layout.Pane) levels.getParent();
        from.getChildren().remove(levels);
        // one line where the board's width allows (the side column's narrow wrap put "Perfect" on a second)
        levels.setPrefWrapLength(800);
        // New game keeps its words whole; the levels wrap instead where the row is short
        again.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        levels.setMinWidth(0);
        HBox.setHgrow(levels, javafx.scene.layout.Priority.ALWAYS);
        HBox row = new HBox(12, levels, again);
        row.setId("quick-row");
        row.getStyleClass().add("quick-row");
        // the levels keep their look (this panel's sheet) where they now sit, outside the panel
        row.getStylesheets().add(org.katro.ui.shell.Screens.stylesheet(PlayController.class, "PlayView"));
        return row;
    }

    /** Table mode's two edges, which the main screen places along the board's top and bottom. */
    TableMode tableMode() {
        return tableMode;
    }

    /** The opponents as buttons, the one playing pressed: a tap plays the game on the board against it. */
    private void showLevels() {
        ToggleGroup group = new ToggleGroup();
        for (PlayViewModel.Opponent o : PlayViewModel.Opponent.values()) {
            // short words on the buttons: the side column is narrow; the line above says who plays whom
            String word = resources.getString("level." + o.name().toLowerCase(Locale.ROOT));
            ToggleButton b = new ToggleButton(word.substring(0, 1).toUpperCase(resources.getLocale()) + word.substring(1));
            b.setId("level-" + o.name().toLowerCase(Locale.ROOT));
            b.setToggleGroup(group);
            b.setUserData(o);
            b.setSelected(o == play.opponentProperty().get());
            b.setOnAction(e -> play.playAgainst(o));
            levels.getChildren().add(b);
        }
        // one is always pressed: pressing it again keeps it, and a choice in the new-game form shows here
        group.selectedToggleProperty().addListener((obs, old, now) -> {
            if (now == null) {
                old.setSelected(true);
            }
        });
        listeners.on(play.opponentProperty(), (obs, old, now) -> group.getToggles().stream()
                .filter(t -> t.getUserData() == now).findFirst().ifPresent(t -> t.setSelected(true)));
    }

    /** The computer thinks only while the screen is in a window. */
    private void attached(Scene now) {
        if (now == null) {
            play.cancel();
        } else {
            play.resume();
        }
    }
}
