package org.katro.ui;

import javafx.collections.FXCollections;
import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonText;
import org.katro.lesson.Progress;

import java.text.MessageFormat;
import java.util.ResourceBundle;

/**
 * The home screen: the worked example one click away, every lesson with its length and the
 * session's progress (to start or resume it), and the way to set up any game.
 */
final class HomeController {
    /** The lesson the big button opens; without it (a curator removed it) the plain visualiser does. */
    static final String WORKED_EXAMPLE = "worked-example";

    private final Navigator navigator;

    @FXML private ResourceBundle resources;
    @FXML private ComboBox<Language> language;
    @FXML private Button workedExample;
    @FXML private Button explore;
    @FXML private Label totals;
    @FXML private VBox lessons;
    @FXML private Label problems;

    HomeController(Navigator navigator) {
        this.navigator = navigator;
    }

    @FXML
    private void initialize() {
        language.setItems(FXCollections.observableArrayList(Language.values()));
        language.setValue(navigator.languageProperty().get());
        language.valueProperty().addListener((obs, old, now) -> navigator.languageProperty().set(now));
        workedExample.setOnAction(e -> navigator.library().byId(WORKED_EXAMPLE).ifPresentOrElse(navigator::openLesson,
                () -> navigator.openGame(KatroApp.workedExample())));
        explore.setOnAction(e -> navigator.showSetup());

        Progress progress = navigator.progress();
        totals.setText(format("totals", progress.lessonsDone(), navigator.library().lessons().size(),
                progress.questionsRight(), progress.questionsAsked()));
        for (Lesson lesson : navigator.library().lessons()) {
            lessons.getChildren().add(row(lesson, progress.of(lesson)));
        }
        // a curator sees at once which of their files were refused, and why
        boolean refused = !navigator.library().problems().isEmpty();
        problems.setVisible(refused);
        problems.setManaged(refused);
        problems.setText(format("problems", navigator.library().problems().size()) + "\n" + String.join("\n",
                navigator.library().problems().stream().map(Throwable::getMessage).toList()));
    }

    private HBox row(Lesson lesson, Progress.Entry p) {
        LessonText text = lesson.text(navigator.languageProperty().get().locale());
        Label title = new Label(text.get(lesson.getTitle()));
        title.getStyleClass().add("lesson-title");
        Label summary = new Label(text.find(lesson.getSummary()).orElse(""));
        summary.setWrapText(true);
        String state = p.done() ? format("state.done", p.right(), p.asked())
                : p.started() ? format("state.started", p.at() + 1, lesson.getSteps().size())
                : format("state.new", lesson.getSteps().size());
        Label meta = new Label(format("minutes", lesson.getMinutes()) + " \u00b7 " + state);
        meta.getStyleClass().add("lesson-meta");
        meta.setId("meta-" + lesson.id());
        VBox texts = new VBox(title, summary, meta);
        texts.getStyleClass().add("lesson-texts");
        HBox.setHgrow(texts, Priority.ALWAYS);
        Button open = new Button(resources.getString(p.started() && !p.done() ? "resume" : "start"));
        open.setId("open-" + lesson.id());
        open.setMinWidth(Button.USE_PREF_SIZE);
        open.setOnAction(e -> navigator.openLesson(lesson));
        HBox row = new HBox(texts, open);
        row.getStyleClass().add("lesson-row");
        return row;
    }

    private String format(String key, Object... args) {
        return new MessageFormat(resources.getString(key), resources.getLocale()).format(args);
    }
}
