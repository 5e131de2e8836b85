package org.katro.ui.review;

import javafx.scene.Parent;
import javafx.scene.layout.Pane;
import javafx.scene.layout.VBox;
import org.katro.ui.explorer.ExplorerController;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screens;

/**
 * The review screen: the game screen (the shared board, its steps and side column, from the
 * explorer's folder) on the reviewed game, with the review panel (ReviewView.fxml) in the side
 * column, its head first.
 */
public final class ReviewScreen {
    private ReviewScreen() {
    }

    /** The screen on {@code vm}'s game, its parts loaded by {@code load}; {@code back} returns to the game reviewed. */
    public static Parent build(Navigation navigation, ReviewViewModel vm, Runnable back, Screens.Loader load) {
        vm.languageProperty().set(navigation.languageProperty().get());
        vm.game().reducedMotionProperty().set(navigation.reducedMotionProperty().get());
        ExplorerController game = new ExplorerController(navigation, vm.game());
        Parent root = load.load(ExplorerController.class, "ExplorerView", game);
        ReviewController review = new ReviewController(navigation, vm, back);
        Parent panel = load.load(ReviewController.class, "ReviewView", review);
        game.addPanel(panel);
        // the move on the board, told in full, heads the side column: in view without scrolling on a
        // small screen, above the narration; the list of moves stays where screens put their panels
        VBox head = review.head();
        ((Pane) head.getParent()).getChildren().remove(head);
        head.getStylesheets().add(Screens.stylesheet(ReviewController.class, "ReviewView"));
        ((Pane) panel.getParent()).getChildren().add(0, head);
        return root;
    }
}
