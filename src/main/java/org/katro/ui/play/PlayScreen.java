package org.katro.ui.play;

import javafx.beans.value.ObservableBooleanValue;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import org.katro.ui.board.BoardView;
import org.katro.ui.explorer.ExplorerController;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screens;

/**
 * The play screen: the game screen (the shared board, its steps and side column, from the explorer's
 * folder) on the game {@link PlayViewModel} plays, with the play panel (PlayView.fxml) high in the
 * side column, "Best moves" in the panel's row of buttons, and in table mode North's own controls
 * along the board's top edge and the shared top bar along the screen's left edge.
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
        sharedBarAside((BorderPane) root, vm.tableProperty());
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

    /**
     * Face to face, the shared top bar (Home, the screen's switches, the language) lies turned along
     * the screen's left edge, the whole screen high, side-on to both players: along North's edge it
     * was upside down for North. The stepping controls then stay under the board and its column, and
     * the board has the height the bar left.
     */
    private static void sharedBarAside(BorderPane screen, ObservableBooleanValue on) {
        Region bar = (Region) screen.getTop();
        Node controls = screen.getBottom();
        BorderPane beside = new BorderPane(screen.getCenter());
        screen.setCenter(beside);
        TurnedBar aside = new TurnedBar();
        screen.setLeft(aside);
        Controls.shownWhen(aside, on);
        // a listener on the screen's own node: the view model, which outlives the screen, holds only the binding's weak one
        aside.visibleProperty().addListener((obs, old, now) -> lay(screen, beside, aside, bar, controls, now));
        lay(screen, beside, aside, bar, controls, on.get());
    }

    /** Each out of its old place before it goes to its new one: a node sits in one place at a time. */
    private static void lay(BorderPane screen, BorderPane beside, TurnedBar aside, Region bar,
            Node controls, boolean table) {
        screen.setTop(null);
        aside.hold(null);
        screen.setBottom(null);
        beside.setBottom(null);
        // the game's name and whose turn it is stay upright: the turn's words are on each player's edge
        Node titles = bar.lookup(".titles");
        if (titles != null) {
            titles.setVisible(!table);
            titles.setManaged(!table);
        }
        // face to face the board's room comes first: a station's wider side column (Touch.css) stays narrow
        if (table) {
            screen.getStyleClass().add("face-to-face");
        } else {
            screen.getStyleClass().remove("face-to-face");
        }
        if (table) {
            aside.hold(bar);
            beside.setBottom(controls);
        } else {
            screen.setTop(bar);
            screen.setBottom(controls);
        }
    }
}
