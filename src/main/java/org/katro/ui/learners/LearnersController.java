package org.katro.ui.learners;

import javafx.collections.ListChangeListener;
import javafx.fxml.FXML;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ListCell;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Label;
import javafx.scene.control.PasswordField;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.beans.binding.Bindings;
import org.katro.store.Learners;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Tips;
import org.katro.ui.shell.TopBar;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ResourceBundle;

/**
 * Wires LearnersView.fxml to a {@link LearnersViewModel}: the top bar, the learner learning now and
 * their new name, a button per learner (picture and name), found by part of a name, the new
 * learner's name and picture, the PIN, and the teacher page: the class's totals, then a page of
 * learners with a chart and a way to remove each, and the class list to paste.
 */
public final class LearnersController {
    private final Navigation navigation;
    private final LearnersViewModel vm;

    @FXML private ResourceBundle resources;
    @FXML private TopBar topBar;
    @FXML private VBox currentBox;
    @FXML private Label learningAs;
    @FXML private TextField newName;
    @FXML private Button rename;
    @FXML private Label pinLabel;
    @FXML private HBox confirm;
    @FXML private Label confirmText;
    @FXML private Button removeYes;
    @FXML private Button removeNo;
    @FXML private TextArea classList;
    @FXML private Button addClass;
    @FXML private Label classReport;
    @FXML private Label answersLessonLabel;
    @FXML private ComboBox<String> answersLesson;
    @FXML private ScrollPane answersScroll;
    @FXML private GridPane answersGrid;
    @FXML private VBox mostWrong;
    @FXML private TextField find;
    @FXML private FlowPane learners;
    @FXML private Label more;
    @FXML private ScrollPane scroll;
    @FXML private VBox pad;
    @FXML private Label padText;
    @FXML private Label padTapped;
    @FXML private FlowPane padPictures;
    @FXML private Button padNone;
    @FXML private Button padCancel;
    @FXML private TextField name;
    @FXML private Button add;
    @FXML private FlowPane pictures;
    @FXML private Label message;
    @FXML private Button teacher;
    @FXML private PasswordField pin;
    @FXML private Button unlock;
    @FXML private VBox teacherPage;
    @FXML private Button export;
    @FXML private Button saveAs;
    @FXML private Label totals;
    @FXML private Label pageLabel;
    @FXML private Button previousPage;
    @FXML private Button nextPage;
    @FXML private VBox rows;

    public LearnersController(Navigation navigation, LearnersViewModel vm) {
        this.navigation = navigation;
        this.vm = vm;
    }

    @FXML
    private void initialize() {
        topBar.connect(navigation, true);
        Controls.shownWhen(currentBox, vm.currentProperty().isNotEmpty());
        learningAs.textProperty().bind(Bindings.createStringBinding(vm::learningAs, vm.currentProperty()));
        newName.setText(vm.currentProperty().get());
        rename.setOnAction(e -> vm.rename(newName.getText()));
        newName.setOnAction(rename.getOnAction());
        pinLabel.setLabelFor(pin);
        Controls.shownWhen(confirm, vm.removingProperty().isNotNull());
        confirmText.textProperty().bind(Bindings.createStringBinding(vm::removeQuestion, vm.removingProperty()));
        removeYes.setOnAction(e -> vm.confirmRemove());
        removeNo.setOnAction(e -> vm.keep());
        addClass.setOnAction(e -> vm.addClass(classList.getText()));
        classReport.textProperty().bind(vm.classReportProperty());
        answersLessonLabel.setLabelFor(answersLesson);
        answersLesson.getItems().setAll(vm.askingLessons());
        answersLesson.setButtonCell(titled());
        answersLesson.setCellFactory(list -> titled());
        answersLesson.valueProperty().bindBidirectional(vm.answersLessonProperty());
        Controls.shownWhen(answersScroll, vm.answersProperty().isNotNull());
        showAnswers();
        vm.answersProperty().addListener(obs -> showAnswers());
        find.textProperty().bindBidirectional(vm.findProperty());
        more.textProperty().bind(vm.moreProperty());
        Controls.shownWhen(more, vm.moreProperty().isNotEmpty());
        // the list is read off the screen's thread and comes when the database answers
        showLearners();
        vm.learners().addListener((ListChangeListener<Learners.Learner>) c -> showLearners());
        vm.currentProperty().addListener(obs -> showLearners());
        ToggleGroup group = new ToggleGroup();
        for (String p : LearnersViewModel.PICTURES) {
            ToggleButton b = new ToggleButton(null, LearnerPictures.of(p, 32));
            b.setId("picture-" + p);
            b.setToggleGroup(group);
            b.setAccessibleText(resources.getString("picture." + p));
            Tips.set(b, resources.getString("picture." + p));
            b.setSelected(p.equals(vm.pictureProperty().get()));
            b.setOnAction(e -> {
                b.setSelected(true);
                vm.pictureProperty().set(p);
            });
            pictures.getChildren().add(b);
        }
        showPad();
        add.setOnAction(e -> vm.add(name.getText()));
        name.setOnAction(e -> vm.add(name.getText()));
        message.textProperty().bind(vm.messageProperty());
        teacher.setOnAction(e -> {
            vm.teacherProperty().set(true);
            pin.requestFocus();
        });
        Controls.shownWhen(pin, vm.teacherProperty().and(vm.unlockedProperty().not()));
        Controls.shownWhen(pinLabel, vm.teacherProperty().and(vm.unlockedProperty().not()));
        Controls.shownWhen(unlock, vm.teacherProperty().and(vm.unlockedProperty().not()));
        Controls.shownWhen(teacherPage, vm.unlockedProperty());
        unlock.setOnAction(e -> {
            vm.unlock(pin.getText());
            pin.clear();
        });
        pin.setOnAction(unlock.getOnAction());
        export.setOnAction(e -> vm.export());
        // a file chosen anywhere only where the machine's file system is the user's (not in a kiosk)
        Controls.shownWhen(saveAs, navigation.filesAllowedProperty());
        saveAs.setOnAction(e -> vm.saveAs(navigation.fileDialogs()));
        totals.textProperty().bind(vm.totalsProperty());
        pageLabel.textProperty().bind(vm.pageLabelProperty());
        Controls.step(previousPage, vm::previousPage, vm.canPreviousProperty());
        Controls.step(nextPage, vm::nextPage, vm.canNextProperty());
        showRows();
        vm.rows().addListener((ListChangeListener<LearnersViewModel.Row>) c -> showRows());
        if (vm.teacherProperty().get()) {
            // opened from the top bar's "Teacher page": the PIN is what is asked
            pin.sceneProperty().addListener((obs, old, scene) -> {
                if (scene != null) {
                    pin.requestFocus();
                }
            });
        }
    }

    /** The picture pad: six pictures to tap, a dot per picture tapped; "No password" only for the teacher. */
    private void showPad() {
        Controls.shownWhen(pad, vm.padForProperty().isNotNull());
        padText.textProperty().bind(vm.padTextProperty());
        padTapped.textProperty().bind(Bindings.createStringBinding(() -> "\u25cf".repeat(vm.tappedProperty().get())
                + "\u25cb".repeat(LearnersViewModel.PASSWORD - vm.tappedProperty().get()), vm.tappedProperty()));
        padTapped.setAccessibleText(resources.getString("passwordTapped"));
        for (String p : LearnersViewModel.PICTURES) {
            Button b = new Button(null, LearnerPictures.of(p, 48));
            b.setId("pad-" + p);
            b.setAccessibleText(resources.getString("picture." + p));
            Tips.set(b, resources.getString("picture." + p));
            b.setOnAction(e -> vm.tap(p));
            padPictures.getChildren().add(b);
        }
        padNone.setOnAction(e -> vm.clearPassword());
        padCancel.setOnAction(e -> vm.closePad());
        vm.padForProperty().addListener((obs, old, now) -> {
            boolean teacherSets = now != null && vm.pad() == LearnersViewModel.Pad.SET;
            padNone.setVisible(teacherSets);
            padNone.setManaged(teacherSets);
            if (now != null) {
                // the pad is at the top of the page, and the teacher's button far below it
                scroll.setVvalue(0);
                padPictures.getChildren().get(0).requestFocus();
            }
        });
    }

    /** A button per learner on the chooser's page: picture and name. */
    private void showLearners() {
        learners.getChildren().clear();
        for (int i = 0; i < vm.learners().size(); i++) {
            Learners.Learner l = vm.learners().get(i);
            boolean now = l.name().equals(vm.currentProperty().get());
            Node picture = LearnerPictures.of(l.picture(), 48);
            if (now) {
                // the learner learning now, marked in words as well as by the frame
                Label mark = new Label(resources.getString("current"));
                mark.getStyleClass().add("learner-current-mark");
                picture = new VBox(picture, mark);
                ((VBox) picture).setAlignment(Pos.CENTER);
            }
            Button b = new Button(l.name(), picture);
            b.setId("learner-" + i);
            if (now) {
                b.getStyleClass().add("learner-current");
            }
            b.setAccessibleText(Learners.isolated(l.name()) + ", " + resources.getString("picture." + l.picture())
                    + (now ? ", " + resources.getString("current") : ""));
            b.setOnAction(e -> vm.choose(l));
            learners.getChildren().add(b);
        }
    }

    /** A lesson in the answers' chooser, by its title. */
    private ListCell<String> titled() {
        return new ListCell<>() {
            @Override
            protected void updateItem(String id, boolean empty) {
                super.updateItem(id, empty);
                setText(empty || id == null ? null : vm.title(id));
            }
        };
    }

    /** The answers table: a column per question, a line per learner, each cell the first answer; then the questions most got wrong. */
    private void showAnswers() {
        answersGrid.getChildren().clear();
        mostWrong.getChildren().clear();
        AnswersTable table = vm.answersProperty().get();
        if (table == null) {
            return;
        }
        answersGrid.add(head(resources.getString("learner")), 0, 0);
        for (int q = 0; q < table.questions().size(); q++) {
            Label head = head(table.questions().get(q));
            head.setId("question-" + q);
            Tips.set(head, table.asks().get(q));
            head.setAccessibleText(table.questions().get(q) + ": " + table.asks().get(q));
            answersGrid.add(head, q + 1, 0);
        }
        for (int l = 0; l < table.lines().size(); l++) {
            AnswersTable.Line line = table.lines().get(l);
            Label name = new Label(line.learner().name(), LearnerPictures.of(line.learner().picture(), 21));
            name.getStyleClass().add("answers-learner");
            answersGrid.add(name, 0, l + 1);
            for (int q = 0; q < line.cells().size(); q++) {
                AnswersTable.Cell cell = line.cells().get(q);
                Label c = new Label(cell.text());
                c.setId("answer-" + l + "-" + q);
                // the mark says right or wrong; the colour only repeats it
                c.getStyleClass().add(cell.right() == null ? "answer-none" : cell.right() ? "answer-right" : "answer-wrong");
                c.setAccessibleText(line.learner().name() + ", " + table.questions().get(q) + ": " + cell.text());
                answersGrid.add(c, q + 1, l + 1);
            }
        }
        if (!table.classCells().isEmpty()) {
            // the class's answers on a projector, recorded by the teacher: a line of their own, below the pupils'
            int row = table.lines().size() + 1;
            Label name = new Label(resources.getString("classLine"));
            name.getStyleClass().add("answers-learner");
            answersGrid.add(name, 0, row);
            for (int q = 0; q < table.classCells().size(); q++) {
                AnswersTable.Cell cell = table.classCells().get(q);
                Label c = new Label(cell.text());
                c.setId("answer-class-" + q);
                c.getStyleClass().add(cell.right() == null ? "answer-none" : cell.right() ? "answer-right" : "answer-wrong");
                c.setAccessibleText(name.getText() + ", " + table.questions().get(q) + ": " + cell.text());
                answersGrid.add(c, q + 1, row);
            }
        }
        for (String said : table.mostWrong()) {
            Label hard = new Label(said);
            hard.setWrapText(true);
            hard.getStyleClass().add("answers-hard");
            mostWrong.getChildren().add(hard);
        }
        if (table.mostWrong().isEmpty() && !table.lines().isEmpty()) {
            mostWrong.getChildren().add(new Label(resources.getString("noneWrong")));
        }
    }

    private static Label head(String text) {
        Label head = new Label(text);
        head.getStyleClass().add("answers-head");
        return head;
    }

    /** A line and a chart per learner: the steps seen in each lesson started. */
    private void showRows() {
        rows.getChildren().clear();
        for (LearnersViewModel.Row row : vm.rows()) {
            Label line = new Label(vm.summary(row), LearnerPictures.of(row.learner().picture(), 21));
            line.setWrapText(true);
            Button remove = new Button(resources.getString("remove"), new FontIcon("mdi2d-delete-outline"));
            remove.setId("remove-" + rows.getChildren().size());
            remove.setMinWidth(Button.USE_PREF_SIZE);
            remove.setAccessibleText(resources.getString("remove") + " " + row.learner().name());
            Tips.set(remove, resources.getString("tip.remove"));
            remove.setOnAction(e -> vm.askRemove(row.learner()));
            Button password = new Button(resources.getString(row.password() ? "passwordChange" : "password"),
                    new FontIcon("mdi2g-gesture-tap"));
            password.setId("password-" + rows.getChildren().size());
            password.setMinWidth(Button.USE_PREF_SIZE);
            password.setAccessibleText(password.getText() + " " + row.learner().name());
            Tips.set(password, resources.getString("tip.password"));
            password.setOnAction(e -> vm.setPassword(row.learner()));
            HBox.setHgrow(line, Priority.ALWAYS);
            HBox head = new HBox(line, password, remove);
            head.getStyleClass().add("learners-teacher");
            VBox learner = new VBox(head);
            learner.getStyleClass().add("learners-row");
            learner.getChildren().add(row.lessons().isEmpty() ? new Label(resources.getString("noLesson"))
                    : ProgressChart.of(row, vm, resources));
            rows.getChildren().add(learner);
        }
    }
}
