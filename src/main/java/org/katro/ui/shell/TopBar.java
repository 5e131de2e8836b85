package org.katro.ui.shell;

import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import org.katro.text.Language;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ResourceBundle;

/**
 * The bar at the top of every screen: the way back home first, the screen's own titles and toggles
 * (its FXML children) in the middle, and at the end the language chooser, the same on every screen.
 * The end group ({@code .top-bar-end}) is where a control every screen shares goes, before the
 * language: where the app keeps learners, who is learning, with the way to switch learner and to
 * the teacher page.
 */
public final class TopBar extends HBox {
    private final HBox end = new HBox();
    private final Pane spacer = new Pane();

    public TopBar() {
        getStyleClass().add("top-bar");
        end.getStyleClass().add("top-bar-end");
    }

    /**
     * Adds the shared controls around the screen's own: the way home (unless {@code wayBack} is
     * false: the home screen itself) and the language chooser, in the language now chosen.
     */
    public void connect(Navigation navigator, boolean wayBack) {
        ResourceBundle texts = navigator.languageProperty().get().bundle(TopBar.class.getPackageName() + ".Shell");
        if (wayBack) {
            Button home = new Button(texts.getString("home"), new FontIcon("mdi2h-home"));
            home.setId("home");
            home.setMinWidth(USE_PREF_SIZE);
            Tips.set(home, texts.getString("tip.home"));
            home.setOnAction(e -> navigator.showHome());
            getChildren().add(0, home);
        }
        if (navigator.hasLearners()) {
            end.getChildren().add(learner(navigator, texts));
        }
        HBox.setHgrow(spacer, Priority.ALWAYS);
        ComboBox<Language> language = new ComboBox<>();
        language.setId("language");
        language.setAccessibleText(texts.getString("language"));
        Tips.set(language, texts.getString("tip.language"));
        Controls.chooseLanguage(language, navigator.languageProperty());
        HBox chooser = new HBox(new FontIcon("mdi2t-translate"), language);
        chooser.getStyleClass().add("language-box");
        end.getChildren().add(chooser);
        getChildren().addAll(spacer, end);
    }

    /** Adds a control of the screen's own after its others and before the shared end, connected yet or not. */
    public void addOwn(Node control) {
        int at = getChildren().indexOf(spacer);
        getChildren().add(at < 0 ? getChildren().size() : at, control);
    }

    /** Who is learning (or "Who is learning?" while nobody is), opening on the learners screen and the teacher page. */
    private static MenuButton learner(Navigation navigator, ResourceBundle texts) {
        MenuButton menu = new MenuButton();
        menu.setId("learner");
        menu.setMinWidth(USE_PREF_SIZE);
        // a weak binding: the navigator's learner outlives this screen
        menu.textProperty().bind(Bindings.createStringBinding(() -> navigator.learnerProperty().get().isEmpty()
                ? texts.getString("learner.none") : navigator.learnerProperty().get(), navigator.learnerProperty()));
        menu.accessibleTextProperty().bind(Bindings.createStringBinding(() -> navigator.learnerProperty().get().isEmpty()
                ? texts.getString("learner.none")
                : texts.getString("learner.now") + " " + navigator.learnerProperty().get(), navigator.learnerProperty()));
        Tips.set(menu, texts.getString("tip.learner"));
        MenuItem change = new MenuItem(texts.getString("learner.switch"), new FontIcon("mdi2a-account-switch"));
        change.setId("switchLearner");
        change.setOnAction(e -> navigator.showLearners(false));
        MenuItem teacher = new MenuItem(texts.getString("learner.teacher"), new FontIcon("mdi2s-school"));
        teacher.setId("teacherPage");
        teacher.setOnAction(e -> navigator.showLearners(true));
        menu.getItems().addAll(change, teacher);
        return menu;
    }
}
