package org.katro.ui.review;

import javafx.scene.Parent;
import org.katro.ui.explorer.ExplorerController;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screens;

/**
 * The review screen: the game screen (the shared board, its steps and side column, from the
 * explorer's folder) on the reviewed game, with the review panel (ReviewView.fxml) high in the side
 * column.
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
        game.addPanel(load.load(ReviewController.class, "ReviewView", new ReviewController(navigation, vm, back)));
        return root;
    }
}
