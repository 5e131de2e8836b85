package org.katro.ui.review;

import javafx.beans.binding.Bindings;
import javafx.fxml.FXML;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.layout.VBox;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.ViewListeners;

import java.util.List;
import java.util.Locale;

/**
 * Wires ReviewView.fxml (the review panel, in the side column {@link ReviewScreen} puts it in) to a
 * {@link ReviewViewModel}: a tap on a move steps the board to it; the better move and the refutation
 * open as lines to step through, whose way back returns here. The solver works only while the
 * screen is in a window.
 */
public final class ReviewController {
    private final Navigation navigator;
    private final ReviewViewModel review;
    private final Runnable back;
    private final ViewListeners listeners = new ViewListeners();

    @FXML private VBox head;
    @FXML private Button backButton;
    @FXML private ProgressIndicator spinner;
    @FXML private Label summary;
    @FXML private Label detail;
    @FXML private Button better;
    @FXML private Button refutation;
    @FXML private VBox rows;

    public ReviewController(Navigation navigator, ReviewViewModel review, Runnable back) {
        this.navigator = navigator;
        this.review = review;
        this.back = back;
    }

    @FXML
    private void initialize() {
        backButton.setId("review-back");
        backButton.setOnAction(e -> back.run());
        summary.setId("review-summary");
        summary.textProperty().bind(review.summaryProperty());
        Controls.shownWhen(spinner, review.reviewingProperty());
        // an indeterminate spinner animates: it only runs while the solver works
        spinner.progressProperty().bind(Bindings.when(review.reviewingProperty())
                .then(ProgressIndicator.INDETERMINATE_PROGRESS).otherwise(0.0));
        detail.setId("review-detail");
        detail.textProperty().bind(review.detailProperty());
        Controls.shownWhen(detail, review.detailProperty().isNotEmpty());
        better.setId("review-better");
        better.textProperty().bind(review.betterProperty());
        Controls.shownWhen(better, review.betterProperty().isNotEmpty());
        better.setOnAction(e -> review.betterLine().ifPresent(line -> navigator.openLine(line, review.betterProperty().get())));
        refutation.setId("review-refutation");
        refutation.textProperty().bind(review.refutationProperty());
        Controls.shownWhen(refutation, review.refutationProperty().isNotEmpty());
        refutation.setOnAction(e -> review.refutationLine().ifPresent(line -> navigator.openLine(line, review.refutationProperty().get())));
        showRows(review.rowsProperty().get());
        listeners.on(review.rowsProperty(), (obs, old, now) -> showRows(now));
        rows.sceneProperty().addListener((obs, old, now) -> attached(now));
    }

    /** Every move reviewed, one button each: a tap steps the board to the start of its turn. */
    private void showRows(List<ReviewViewModel.Row> list) {
        rows.getChildren().clear();
        for (ReviewViewModel.Row row : list) {
            Button b = new Button(row.text());
            b.setId("review-turn-" + (row.turn() + 1));
            b.getStyleClass().addAll("review-row", row.mark().name().toLowerCase(Locale.ROOT).replace('_', '-'));
            if (row.current()) {
                b.getStyleClass().add("current");
            }
            b.setMaxWidth(Double.MAX_VALUE);
            b.setWrapText(true);
            b.setOnAction(e -> review.show(row.turn()));
            rows.getChildren().add(b);
        }
    }

    /** The panel's head: the way back and the move on the board told in full, which the screen puts first. */
    public VBox head() {
        return head;
    }

    /** The solver works only while the screen is in a window. */
    private void attached(Scene now) {
        if (now == null) {
            review.leave();
        } else {
            review.resume();
        }
    }
}
