package org.katro.ui.learners;

import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.VBox;
import org.katro.store.Learners;
import org.katro.ui.shell.Controls;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Map;
import java.util.ResourceBundle;

/**
 * Wires LearnersView.fxml to a {@link LearnersViewModel}: a button per learner (picture and name),
 * found by part of a name, the new learner's name and picture, the PIN, and the teacher page: the
 * class's totals, then a page of learners with a chart each.
 */
public final class LearnersController {
    /** Each picture's icon. */
    static final Map<String, String> ICONS = Map.of("zebu", "mdi2c-cow", "baobab", "mdi2t-tree", "lemur", "mdi2p-paw",
            "chameleon", "mdi2l-leaf", "seed", "mdi2s-seed", "star", "mdi2s-star");

    private final LearnersViewModel vm;

    @FXML private ResourceBundle resources;
    @FXML private TextField find;
    @FXML private FlowPane learners;
    @FXML private Label more;
    @FXML private TextField name;
    @FXML private Button add;
    @FXML private FlowPane pictures;
    @FXML private Label message;
    @FXML private Button teacher;
    @FXML private PasswordField pin;
    @FXML private Button unlock;
    @FXML private VBox teacherPage;
    @FXML private Button export;
    @FXML private Label totals;
    @FXML private Label pageLabel;
    @FXML private Button previousPage;
    @FXML private Button nextPage;
    @FXML private VBox rows;

    public LearnersController(LearnersViewModel vm) {
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        find.textProperty().bindBidirectional(vm.findProperty());
        more.textProperty().bind(vm.moreProperty());
        Controls.shownWhen(more, vm.moreProperty().isNotEmpty());
        // the list is read off the screen's thread and comes when the database answers
        showLearners();
        vm.learners().addListener((ListChangeListener<Learners.Learner>) c -> showLearners());
        ToggleGroup group = new ToggleGroup();
        for (String p : LearnersViewModel.PICTURES) {
            ToggleButton b = new ToggleButton(null, icon(p));
            b.setId("picture-" + p);
            b.setToggleGroup(group);
            b.setAccessibleText(resources.getString("picture." + p));
            b.setTooltip(new Tooltip(resources.getString("picture." + p)));
            b.setSelected(p.equals(vm.pictureProperty().get()));
            b.setOnAction(e -> {
                b.setSelected(true);
                vm.pictureProperty().set(p);
            });
            pictures.getChildren().add(b);
        }
        add.setOnAction(e -> vm.add(name.getText()));
        name.setOnAction(e -> vm.add(name.getText()));
        message.textProperty().bind(vm.messageProperty());
        teacher.setOnAction(e -> {
            vm.teacherProperty().set(true);
            pin.requestFocus();
        });
        Controls.shownWhen(pin, vm.teacherProperty().and(vm.unlockedProperty().not()));
        Controls.shownWhen(unlock, vm.teacherProperty().and(vm.unlockedProperty().not()));
        Controls.shownWhen(teacherPage, vm.unlockedProperty());
        unlock.setOnAction(e -> {
            vm.unlock(pin.getText());
            pin.clear();
        });
        pin.setOnAction(unlock.getOnAction());
        export.setOnAction(e -> vm.export());
        totals.textProperty().bind(vm.totalsProperty());
        pageLabel.textProperty().bind(vm.pageLabelProperty());
        Controls.step(previousPage, vm::previousPage, vm.canPreviousProperty());
        Controls.step(nextPage, vm::nextPage, vm.canNextProperty());
        showRows();
        vm.rows().addListener((ListChangeListener<LearnersViewModel.Row>) c -> showRows());
    }

    /** A button per learner on the chooser's page: picture and name. */
    private void showLearners() {
        learners.getChildren().clear();
        for (int i = 0; i < vm.learners().size(); i++) {
            Learners.Learner l = vm.learners().get(i);
            Button b = new Button(l.name(), icon(l.picture()));
            b.setId("learner-" + i);
            b.setAccessibleText(Learners.isolated(l.name()) + ", " + resources.getString("picture." + l.picture()));
            b.setOnAction(e -> vm.choose(l));
            learners.getChildren().add(b);
        }
    }

    private static FontIcon icon(String picture) {
        return new FontIcon(ICONS.getOrDefault(picture, "mdi2a-account"));
    }

    /** A line and a chart per learner: the steps seen in each lesson started. */
    private void showRows() {
        rows.getChildren().clear();
        for (LearnersViewModel.Row row : vm.rows()) {
            Label line = new Label(vm.summary(row), icon(row.learner().picture()));
            line.setWrapText(true);
            CategoryAxis lessons = new CategoryAxis();
            NumberAxis steps = new NumberAxis();
            steps.setLabel(resources.getString("steps"));
            steps.setMinorTickVisible(false);
            BarChart<String, Number> chart = new BarChart<>(lessons, steps);
            chart.setAnimated(false);
            chart.setLegendVisible(false);
            chart.setAccessibleText(vm.summary(row));
            XYChart.Series<String, Number> seen = new XYChart.Series<>();
            row.lessons().values().forEach(l -> seen.getData().add(new XYChart.Data<>(l.lesson(), l.reached() + 1)));
            chart.getData().add(seen);
            rows.getChildren().addAll(line, chart);
        }
    }
}
