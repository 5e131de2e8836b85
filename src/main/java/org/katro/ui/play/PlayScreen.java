package org.katro.ui.play;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Parent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import org.katro.ui.board.BoardView;
import org.katro.ui.explorer.ExplorerController;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screens;

/**
 * The play screen: the game screen (the shared board, its steps and side column, from the explorer's
 * folder) on the game {@link PlayViewModel} plays, with the play panel (PlayView.fxml) high in the
 * side column, "Best moves" in the panel's row of buttons, and in table mode North's own controls
 * along the board's top edge.
 */
public final class PlayScreen {
    private PlayScreen() {
    }

    /** The screen on {@code vm}'s game, its parts loaded by {@code load}. */
    public static Parent build(Navigation navigation, PlayViewModel vm, Screens.Loader load) {
        ExplorerController game = new ExplorerController(navigation, vm.game());
        Parent root = load.load(ExplorerController.class, "ExplorerView", game);
        PlayController panel = new PlayController(navigation, vm);
        game.addPanel(load.load(PlayController.class, "PlayView", panel));
        panel.addSwitch(game.takeBestMovesSwitch());
        TableMode table = panel.tableMode();
        faceToFace(game.board(), table, panel.quickRow(), vm.tableProperty());
        if (root.lookup("#home") instanceof javafx.scene.control.Button home) {
            table.guard(home, navigation::showHome);
        }
        return root;
    }

    /**
     * Table mode: each player's edge (North's turned to face North) along their side of the board,
     * North's at the top, South's at the bottom, while {@code on} holds; the board then turns North's labels too.
     * Under the board, at all times, {@code quick}: the levels and a new game, in view without scrolling.
     */
    private static void faceToFace(BoardView board, TableMode table, javafx.scene.Node quick, ObservableBooleanValue on) {
        board.faceToFaceProperty().bind(on);
        // inside the board's frame, above the board: the room shared out around it stays as it was
        Pane holder = (Pane) board.getParent();
        holder.getChildren().remove(board);
        BorderPane inside = new BorderPane(board);
        inside.setTop(table.north());
        inside.setBottom(new javafx.scene.layout.VBox(6, table.south(), quick));
        inside.setMinSize(0, 0);
        holder.getChildren().add(inside);
        Controls.shownWhen(table.north(), on);
        Controls.shownWhen(table.south(), on);
        // face to face is two people: no level to choose, and the board keeps the room
        Controls.shownWhen(quick, javafx.beans.binding.Bindings.not(on));
    }
}
