package org.katro.ui.staff;

import javafx.fxml.FXML;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.katro.store.Visits;
import org.katro.ui.shell.ViewListeners;

import java.util.Locale;
import java.util.ResourceBundle;

/**
 * Wires StaffView.fxml to a {@link StaffViewModel}: the station chooser, the charts (visits per day
 * and per hour, the lesson funnel), the hardest questions, the export, and the ways out.
 */
public final class StaffController {
    private final StaffViewModel vm;
    private final Runnable toVisitors;
    private final Runnable closeStation;
    /** opens the lesson editor; null where this station keeps no curator's lessons folder */
    private final Runnable writeLesson;
    private final ViewListeners listeners = new ViewListeners();

    @FXML private ResourceBundle resources;
    @FXML private ComboBox<String> station;
    @FXML private Button refresh;
    @FXML private Button export;
    @FXML private Button writeLessonButton;
    @FXML private Button back;
    @FXML private Button close;
    @FXML private Label summary;
    @FXML private Label message;
    @FXML private BarChart<String, Number> perDay;
    @FXML private BarChart<String, Number> perHour;
    /** horizontal bars: the lessons' titles, too long to stand under a bar, read across at the left */
    @FXML private BarChart<Number, String> funnel;
    @FXML private VBox hardest;

    /**
     * @param toVisitors   back to the visitors (a station's home screen)
     * @param closeStation closes the app
     * @param writeLesson  opens the lesson editor (a kiosk's only way to it); null hides the button
     */
    public StaffController(StaffViewModel vm, Runnable toVisitors, Runnable closeStation, Runnable writeLesson) {
        this.vm = vm;
        this.toVisitors = toVisitors;
        this.closeStation = closeStation;
        this.writeLesson = writeLesson;
    }

    @FXML
    private void initialize() {
        station.setItems(vm.stations());
        station.setConverter(new StringConverter<>() {
            @Override
            public String toString(String name) {
                return name == null ? "" : vm.stationName(name);
            }

            @Override
            public String fromString(String text) {
                return text;
            }
        });
        station.valueProperty().bindBidirectional(vm.stationProperty());
        refresh.setOnAction(e -> vm.refresh());
        export.setOnAction(e -> vm.export());
        back.setOnAction(e -> toVisitors.run());
        close.setOnAction(e -> closeStation.run());
        writeLessonButton.setVisible(writeLesson != null);
        writeLessonButton.setManaged(writeLesson != null);
        if (writeLesson != null) {
            writeLessonButton.setOnAction(e -> writeLesson.run());
        }
        message.textProperty().bind(vm.messageProperty());
        listeners.on(vm.figuresProperty(), (obs, old, now) -> show(now));
        show(vm.figuresProperty().get());
    }

    /** An axis of counts from 0 to at least {@code most}, its ticks on whole numbers (an automatic axis put them at 0.25). */
    private static void wholeCounts(NumberAxis axis, int most) {
        int unit = Math.max(1, (int) Math.ceil(most / 10.0));
        axis.setAutoRanging(false);
        axis.setLowerBound(0);
        axis.setUpperBound(Math.max(unit, (int) Math.ceil(most / (double) unit) * unit));
        axis.setTickUnit(unit);
    }

    private void show(Visits.Figures f) {
        summary.setText(vm.summary());
        perDay.getData().clear();
        perHour.getData().clear();
        funnel.getData().clear();
        hardest.getChildren().clear();
        if (f == null) {
            return;
        }
        XYChart.Series<String, Number> days = new XYChart.Series<>();
        f.days().forEach(d -> days.getData().add(new XYChart.Data<>(d.day().toString(), d.visits())));
        perDay.getData().add(days);
        XYChart.Series<String, Number> hours = new XYChart.Series<>();
        for (int h = 0; h < 24; h++) {
            hours.getData().add(new XYChart.Data<>(Integer.toString(h), f.perHour()[h]));
        }
        perHour.getData().add(hours);
        XYChart.Series<Number, String> started = new XYChart.Series<>();
        started.setName(resources.getString("started"));
        XYChart.Series<Number, String> finished = new XYChart.Series<>();
        finished.setName(resources.getString("finished"));
        // a category axis counts from the bottom: the most started lesson comes last, to stand at the top
        for (int i = f.lessons().size() - 1; i >= 0; i--) {
            Visits.Funnel lesson = f.lessons().get(i);
            String title = vm.lessonTitle(lesson.lesson());
            started.getData().add(new XYChart.Data<>(lesson.started(), title));
            finished.getData().add(new XYChart.Data<>(lesson.finished(), title));
        }
        funnel.getData().add(started);
        funnel.getData().add(finished);
        wholeCounts((NumberAxis) perDay.getYAxis(), f.days().stream().mapToInt(d -> d.visits()).max().orElse(0));
        wholeCounts((NumberAxis) perHour.getYAxis(), java.util.Arrays.stream(f.perHour()).max().orElse(0));
        wholeCounts((NumberAxis) funnel.getXAxis(), f.lessons().stream().mapToInt(l -> l.started()).max().orElse(0));
        // as tall as its lessons need: a bar pair each, under the title and the legend
        funnel.setStyle(String.format(Locale.ROOT, "-fx-pref-height: %.1fem;", 10 + 3.5 * f.lessons().size()));
        for (String line : vm.hardest()) {
            Label l = new Label(line);
            l.setWrapText(true);
            hardest.getChildren().add(l);
        }
    }
}
