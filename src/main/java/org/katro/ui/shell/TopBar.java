package org.katro.ui.shell;

import javafx.beans.binding.Bindings;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Labeled;
import javafx.scene.control.MenuButton;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import org.katro.text.Language;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.ResourceBundle;

/**
 * The bar at the top of every screen: the way back home first, the screen's own titles and toggles
 * (its FXML children) in the middle, and at the end the language chooser, the same on every screen.
 * The end group ({@code .top-bar-end}) is where a control every screen shares goes, before the
 * language: where the app keeps learners, who is learning, with the way to switch learner and to
 * the teacher page. Where the window is too narrow for every control's words (German or Malagasy in
 * a small laptop's window), the controls that have an icon show it alone, the screen's own first
 * from the right, then the shared ones, Home last; each keeps its words as its tip and for a screen
 * reader. The bar never asks for more width than that, so no screen reaches past the window's edge.
 */
public final class TopBar extends HBox {
    /** the room a screen's title (the part of the bar that may shrink to nothing) keeps, in em, before icons give up their words */
    private static final double TITLE_EM = 10;

    private final HBox end = new HBox();
    private final Pane spacer = new Pane();
    /** each control's width with its words, measured while it showed them */
    private final Map<Labeled, Double> withWords = new HashMap<>();

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
        Controls.chooseLanguage(language, navigator.languageProperty(), navigator.state().languages());
        HBox chooser = new HBox(new FontIcon("mdi2t-translate"), language);
        chooser.getStyleClass().add("language-box");
        end.getChildren().add(chooser);
        getChildren().addAll(spacer, end);
    }

    @Override
    protected double computeMinWidth(double height) {
        return groupWidth(this, true);
    }

    @Override
    protected void layoutChildren() {
        fit(getWidth());
        super.layoutChildren();
    }

    /** Gives the words of as few controls as it must so that the rest fit in {@code room}, and back where they fit again. */
    private void fit(double room) {
        List<Labeled> order = squeezable();
        for (Labeled l : order) {
            if (l.getContentDisplay() != ContentDisplay.GRAPHIC_ONLY) {
                withWords.put(l, l.prefWidth(-1));
            }
        }
        double needed = groupWidth(this, false);
        for (Labeled l : order) {
            boolean squeeze = needed > room;
            if (squeeze) {
                needed -= withWords.getOrDefault(l, l.prefWidth(-1)) - iconWidth(l);
            }
            ContentDisplay display = squeeze ? ContentDisplay.GRAPHIC_ONLY : ContentDisplay.LEFT;
            if (l.getContentDisplay() != display) {
                l.setContentDisplay(display);
            }
        }
    }

    /** The controls that may show their icon alone, in the order they do: the screen's own from the right, the shared ones, Home. */
    private List<Labeled> squeezable() {
        List<Labeled> order = new ArrayList<>();
        Labeled home = null;
        List<Node> own = new ArrayList<>(getChildren());
        java.util.Collections.reverse(own);
        for (Node n : own) {
            if (n instanceof Labeled l && words(l)) {
                if ("home".equals(l.getId())) {
                    home = l;
                } else {
                    order.add(l);
                }
            }
        }
        for (Node n : end.getChildren()) {
            if (n instanceof Labeled l && words(l)) {
                order.add(l);
            }
        }
        if (home != null) {
            order.add(home);
        }
        return order;
    }

    private static boolean words(Labeled l) {
        return l.getGraphic() != null && l.getText() != null && !l.getText().isEmpty() && l.isManaged();
    }

    /** A child's width in the bar: with its words or its icon alone ({@code squeezed}); a title keeps {@link #TITLE_EM}. */
    private double width(Node child, boolean squeezed) {
        if (!child.isManaged()) {
            return 0;
        }
        if (child instanceof Labeled l && words(l)) {
            return squeezed ? iconWidth(l) : withWords.getOrDefault(l, l.prefWidth(-1));
        }
        double least = child.minWidth(-1);
        // a part that may shrink to nothing is a screen's title: it keeps room for a few words
        return least > 0 || child == spacer ? least : Math.min(child.prefWidth(-1), TITLE_EM * em());
    }

    /** The bar's or its end group's width: with every control's words or with their icons alone ({@code squeezed}). */
    private double groupWidth(HBox group, boolean squeezed) {
        double sum = group.snappedLeftInset() + group.snappedRightInset()
                + group.getSpacing() * Math.max(0, group.getChildren().size() - 1);
        for (Node child : group.getChildren()) {
            sum += child == end ? groupWidth(end, squeezed) : width(child, squeezed);
        }
        return sum;
    }

    private static double iconWidth(Labeled l) {
        return Math.ceil(l.getGraphic().prefWidth(-1) + l.snappedLeftInset() + l.snappedRightInset());
    }

    /** The bar's type size (its controls'), which the screen's text size sets. */
    private double em() {
        for (Node child : getChildren()) {
            if (child instanceof Labeled l) {
                return l.getFont().getSize();
            }
        }
        return javafx.scene.text.Font.getDefault().getSize();
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
