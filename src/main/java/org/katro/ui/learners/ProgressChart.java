package org.katro.ui.learners;

import javafx.geometry.HPos;
import javafx.geometry.Pos;
import javafx.geometry.VPos;
import javafx.scene.control.Label;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import org.katro.store.Learners;

import java.util.ResourceBundle;

/**
 * A learner's lessons as bars, a line each: the lesson's title (wrapped, never over the next line),
 * a bar as long as the share of its steps seen, and how many of how many. Laid out by a grid rather
 * than a chart's axes: with 14 lessons a chart's rotated titles took its whole height, leaving no
 * bars, and its axis's labels printed over one another.
 */
final class ProgressChart {
    /** The narrowest a bar that has begun is drawn, so that one step of 28 still shows. */
    private static final double LEAST = 4;

    private ProgressChart() {
    }

    static GridPane of(LearnersViewModel.Row row, LearnersViewModel vm, ResourceBundle resources) {
        GridPane chart = new GridPane();
        chart.getStyleClass().add("progress-chart");
        chart.setAccessibleText(vm.summary(row));
        ColumnConstraints title = new ColumnConstraints();
        title.setPercentWidth(35);
        ColumnConstraints bar = new ColumnConstraints();
        bar.setHgrow(Priority.ALWAYS);
        ColumnConstraints count = new ColumnConstraints();
        count.setMinWidth(Region.USE_PREF_SIZE);
        count.setHalignment(HPos.RIGHT);
        chart.getColumnConstraints().addAll(title, bar, count);
        chart.addRow(0, head(resources.getString("answersLesson")), head(resources.getString("steps")));
        int line = 1;
        for (Learners.Lesson lesson : row.lessons().values()) {
            int steps = vm.steps(lesson.lesson());
            int seen = vm.seen(lesson);
            Label name = new Label(vm.title(lesson.lesson()));
            name.setWrapText(true);
            name.getStyleClass().add("progress-title");
            name.setId("chart-title-" + line);
            Region done = new Region();
            done.getStyleClass().addAll("progress-bar-seen", lesson.done() ? "progress-done" : "progress-started");
            done.setId("chart-bar-" + line);
            Region track = new Region();
            track.getStyleClass().add("progress-track");
            StackPane barBox = new StackPane(track, done);
            barBox.setAlignment(Pos.CENTER_LEFT);
            barBox.setMinWidth(0);
            double share = steps > 0 ? Math.min(1, (double) seen / steps) : 1;
            done.setMinWidth(LEAST);
            done.maxWidthProperty().bind(barBox.widthProperty().multiply(share));
            done.prefWidthProperty().bind(done.maxWidthProperty());
            Label counted = new Label(vm.barCount(lesson));
            counted.setId("chart-count-" + line);
            counted.setMinWidth(Region.USE_PREF_SIZE);
            barBox.setAccessibleText(vm.lessonLine(lesson));
            GridPane.setValignment(name, VPos.CENTER);
            chart.addRow(line++, name, barBox, counted);
        }
        return chart;
    }

    private static Label head(String text) {
        Label head = new Label(text);
        head.getStyleClass().add("answers-head");
        head.setWrapText(true);
        return head;
    }
}
