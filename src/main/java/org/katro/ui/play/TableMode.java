package org.katro.ui.play;

import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.event.ActionEvent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.katro.board.Board;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.Controls;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ResourceBundle;

/**
 * Table mode's two edges, one for each player on their own half of the board, each turned to face
 * its player: their Undo and Hint, the turn's words while it is their turn, their seeds on the board,
 * and the question both must answer before Home ends a game. North's edge is turned 180°.
 */
final class TableMode {
    /** the least a finger needs, from either side of the table */
    static final double TOUCH = 48;
    private final PlayViewModel play;
    private final ResourceBundle resources;
    private final HBox north;
    private final HBox south;
    /** each player's answer to "End this game?": Home ends it when both said yes */
    private final BooleanProperty northYes = new SimpleBooleanProperty();
    private final BooleanProperty southYes = new SimpleBooleanProperty();
    private final BooleanProperty asking = new SimpleBooleanProperty();
    /** kept in a field: a binding only a local variable holds is collected, and its listener with it */
    private final BooleanBinding bothSaidYes = northYes.and(southYes);
    private Runnable goHome = () -> { };

    TableMode(PlayViewModel play, ResourceBundle resources) {
        this.play = play;
        this.resources = resources;
        north = edge(Player.NORTH, northYes);
        north.setRotate(180);
        south = edge(Player.SOUTH, southYes);
        bothSaidYes.addListener((obs, old, now) -> {
            if (now) {
                stopAsking();
                goHome.run();
            }
        });
    }

    HBox north() {
        return north;
    }

    HBox south() {
        return south;
    }

    /**
     * In table mode with a game under way, {@code home} asks both players first: it then goes home
     * (by {@code go}) only when both said yes; either may keep playing.
     */
    void guard(Button home, Runnable go) {
        goHome = go;
        home.addEventFilter(ActionEvent.ACTION, e -> {
            GameSession game = play.game();
            if (play.tableProperty().get() && !game.cursor().turns().isEmpty() && game.cursor().winner().isEmpty()) {
                e.consume();
                northYes.set(false);
                southYes.set(false);
                asking.set(true);
            }
        });
    }

    BooleanProperty askingProperty() {
        return asking;
    }

    private void stopAsking() {
        asking.set(false);
        northYes.set(false);
        southYes.set(false);
    }

    private HBox edge(Player who, BooleanProperty yes) {
        String side = who == Player.NORTH ? "north" : "south";
        GameSession game = play.game();
        BooleanBinding toMove = Bindings.createBooleanBinding(() -> game.cursor().toMove() == who, game.boardProperty());
        Button undo = new Button(resources.getString("undo"), new FontIcon("mdi2u-undo"));
        undo.setId(side + "-undo");
        undo.setOnAction(e -> play.undo());
        undo.disableProperty().bind(play.canUndoProperty().not());
        Button hint = new Button(resources.getString("hint"), new FontIcon("mdi2l-lightbulb-on-outline"));
        hint.setId(side + "-hint");
        hint.setOnAction(e -> play.hint());
        hint.disableProperty().bind(game.canPlayMoveProperty().not().or(play.thinkingProperty()).or(toMove.not()));
        Label prompt = new Label();
        prompt.setId(side + "-prompt");
        prompt.setWrapText(true);
        // the turn's words go to the one whose turn it is, with the hint they asked for; South reads the
        // narration in the side column already, so South's edge keeps to the prompt and the board its room
        boolean narrated = who == Player.NORTH;
        prompt.textProperty().bind(Bindings.createStringBinding(() -> toMove.get()
                ? String.join("\n", narrated ? game.narrationProperty().get() : "", game.moveHintProperty().get(),
                        play.hintProperty().get()).strip()
                : "", toMove, game.narrationProperty(), game.moveHintProperty(), play.hintProperty()));
        Label seeds = new Label();
        seeds.setId(side + "-seeds");
        seeds.getStyleClass().add("table-seeds");
        seeds.textProperty().bind(Bindings.createStringBinding(() -> new java.text.MessageFormat(
                resources.getString("table.seeds"), resources.getLocale()).format(new Object[] {
                        resources.getString("player." + side), onBoard(game.boardProperty().get(), who)}),
                game.boardProperty()));
        VBox words = new VBox(4, seeds, prompt);
        HBox.setHgrow(words, Priority.ALWAYS);
        words.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(prompt, Priority.ALWAYS);
        // the question before Home ends a game, asked on each half: each answers on their own
        Label ask = new Label(resources.getString("table.endAsk"));
        ask.setWrapText(true);
        ToggleButton agree = new ToggleButton(resources.getString("table.endYes"), new FontIcon("mdi2h-home"));
        agree.setId(side + "-end-yes");
        agree.selectedProperty().bindBidirectional(yes);
        Button keep = new Button(resources.getString("table.endNo"), new FontIcon("mdi2p-play"));
        keep.setId(side + "-end-no");
        keep.setOnAction(e -> stopAsking());
        VBox question = new VBox(6, ask, new HBox(8, agree, keep));
        question.setId(side + "-end-question");
        question.getStyleClass().add("table-question");
        Controls.shownWhen(question, asking);
        for (javafx.scene.control.ButtonBase b : new javafx.scene.control.ButtonBase[] {undo, hint, agree, keep}) {
            b.setMinSize(TOUCH, TOUCH);
            b.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        }
        HBox edge = new HBox(8, undo, hint, words, question);
        edge.getStyleClass().add("table-edge");
        edge.setId(side + "-edge");
        return edge;
    }

    /** The seeds on {@code who}'s half of the board. */
    private static int onBoard(Board board, Player who) {
        int sum = 0;
        for (int i = 0; i < board.geometry().size(); i++) {
            Hole hole = board.geometry().holeAt(i);
            if (hole.owner() == who) {
                sum += board.seeds(hole);
            }
        }
        return sum;
    }
}
