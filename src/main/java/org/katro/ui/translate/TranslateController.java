package org.katro.ui.translate;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.VBox;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.Screens;
import org.katro.translation.TextsToTranslate.Text;
import org.katro.ui.shell.ViewListeners;

import java.util.List;
import java.util.ResourceBundle;

/**
 * Wires TranslateView.fxml to a {@link TranslateViewModel}: the language, a search, "still English",
 * the count, the list of texts, and the chosen one's English beside a field per plural category.
 */
public final class TranslateController {
    private final TranslateViewModel vm;
    private final Language speaking;
    private final ViewListeners listeners = new ViewListeners();
    private Texts said;

    @FXML private ResourceBundle resources;
    @FXML private ComboBox<String> language;
    @FXML private TextField search;
    @FXML private CheckBox stillEnglish;
    @FXML private Label count;
    @FXML private ListView<Text> list;
    @FXML private Label english;
    @FXML private VBox fields;
    @FXML private Button save;
    @FXML private Label status;

    /** @param speaking the language the screen speaks (not the one translated into) */
    public TranslateController(TranslateViewModel vm, Language speaking) {
        this.vm = vm;
        this.speaking = speaking;
    }

    /** The screen in a window of its own, beside the editor it was opened from. */
    public static Stage open(TranslateViewModel vm, Language speaking) {
        Parent root = Screens.load(TranslateController.class, "TranslateView", new TranslateController(vm, speaking), speaking);
        Stage window = new Stage();
        window.setTitle(speaking.bundle(TranslateViewModel.BUNDLE).getString("title"));
        window.setScene(new Scene(root, 1100, 720));
        window.show();
        return window;
    }

    @FXML
    private void initialize() {
        said = new Texts(speaking, TranslateViewModel.BUNDLE);
        language.setItems(vm.codes());
        language.valueProperty().bindBidirectional(vm.codeProperty());
        search.textProperty().bindBidirectional(vm.searchProperty());
        stillEnglish.selectedProperty().bindBidirectional(vm.stillEnglishProperty());
        count.textProperty().bind(vm.countProperty());
        status.textProperty().bind(vm.statusProperty());
        list.setItems(vm.shown());
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(Text t, boolean empty) {
                super.updateItem(t, empty);
                setText(empty || t == null ? null : (t.stillEnglish() ? "\u25cb " : "\u2713 ") + vm.listed(t).replace('\n', ' '));
            }
        });
        listeners.on(list.getSelectionModel().selectedItemProperty(), (obs, old, now) -> {
            if (now != null) {
                vm.chosenProperty().set(now);
            }
        });
        listeners.on(vm.chosenProperty(), (obs, old, now) -> {
            if (now != null && list.getSelectionModel().getSelectedItem() != now) {
                list.getSelectionModel().select(now);
            }
        });
        listeners.on(vm.formsProperty(), (obs, old, now) -> showForms(now));
        save.setOnAction(e -> vm.save());
        showForms(vm.formsProperty().get());
    }

    /** The chosen text's English, and a field per plural category, each with the sentence English says there. */
    private void showForms(List<TranslateViewModel.Form> forms) {
        Text t = vm.chosenProperty().get();
        english.setText(t == null ? "" : vm.listed(t));
        fields.getChildren().clear();
        for (TranslateViewModel.Form f : forms) {
            if (f.category().isEmpty()) {
                TextArea own = new TextArea();
                own.setId("own");
                own.setWrapText(true);
                own.setPrefRowCount(3);
                own.setPrefColumnCount(40);
                own.textProperty().bindBidirectional(f.own());
                own.setAccessibleText(resources.getString("own"));
                fields.getChildren().addAll(new Label(resources.getString("own")), own);
                continue;
            }
            Label label = new Label(said.text("form", resources.getString("category." + category(f.category())), f.examples(),
                    f.english()));
            label.setWrapText(true);
            label.getStyleClass().add("translate-form");
            TextField own = new TextField();
            own.setId("form-" + category(f.category()));
            own.setPromptText(f.english());
            own.setAccessibleText(label.getText());
            own.textProperty().bindBidirectional(f.own());
            fields.getChildren().addAll(label, own);
        }
    }

    /** A category's name in the bundle and the ids: "=0" is "zero". */
    private static String category(String category) {
        return category.equals("=0") ? "exactly-zero" : category;
    }
}
