package org.katro.ui.shell;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.TitledPane;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.GridPane;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.function.Supplier;

/**
 * The keyboard on every screen. Enter acts on the focused button, as Space does: the main screen
 * keeps Space for play and pause, so without this a keyboard user could reach its buttons with Tab
 * but not press them. "?" and F1 open the list of keys: the keys every screen shares, then those of
 * the screen showing, which each screen gives in its FXML ({@code <properties katroKeys="%keys"/>}, one
 * key a line, "the keys|what they do").
 */
public final class KeyboardAccess {
    /** the key of a screen's list of keys in a node's properties, as FXML's {@code <properties>} writes it */
    static final String KEYS = "katroKeys";

    /** the list of keys, made the first time it is asked for and shown again after */
    private Dialog<ButtonType> dialog;
    private final Scene scene;
    private final Supplier<Language> language;

    private KeyboardAccess(Scene scene, Supplier<Language> language) {
        this.scene = scene;
        this.language = language;
    }

    /** Enter on the focused button, and the list of keys on "?" and F1, in {@code language}. */
    public static void install(Scene scene, Supplier<Language> language) {
        KeyboardAccess keyboard = new KeyboardAccess(scene, language);
        scene.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            Node focused = scene.getFocusOwner();
            if (e.getCode() == KeyCode.ENTER && focused instanceof ButtonBase b && !b.isDisabled()) {
                b.fire();
                e.consume();
            } else if (e.getCode() == KeyCode.F1) {
                keyboard.showKeys();
                e.consume();
            }
        });
        scene.addEventHandler(KeyEvent.KEY_TYPED, e -> {
            // a "?" typed into a text field is a question mark, not a call for help
            if ("?".equals(e.getCharacter()) && !(scene.getFocusOwner() instanceof TextInputControl)) {
                keyboard.showKeys();
                e.consume();
            }
        });
    }

    /** Shows the list of keys for the screen now showing, in the language now chosen. */
    private void showKeys() {
        ResourceBundle texts = language.get().bundle(KeyboardAccess.class.getPackageName() + ".Shell");
        if (dialog == null) {
            dialog = new Dialog<>();
            dialog.initOwner(scene.getWindow());
            dialog.getDialogPane().setId("keys-dialog");
            dialog.getDialogPane().getStylesheets().add(Screens.theme());
        }
        dialog.setTitle(texts.getString("keys.title"));
        dialog.setHeaderText(texts.getString("keys.about"));
        dialog.getDialogPane().getButtonTypes().setAll(new ButtonType(texts.getString("keys.close"),
                javafx.scene.control.ButtonBar.ButtonData.CANCEL_CLOSE));
        Set<String> lines = new LinkedHashSet<>(lines(texts.getString("keys.general")));
        for (String list : screenKeys(scene.getRoot())) {
            lines.addAll(lines(list));
        }
        GridPane grid = new GridPane();
        grid.setId("keys-list");
        grid.getStyleClass().add("keys-list");
        grid.setHgap(16);
        grid.setVgap(4);
        int row = 0;
        for (String line : lines) {
            int bar = line.indexOf('|');
            Label keys = new Label(line.substring(0, bar).strip());
            keys.getStyleClass().add("keys-key");
            Label what = new Label(line.substring(bar + 1).strip());
            what.setWrapText(true);
            grid.addRow(row++, keys, what);
        }
        dialog.getDialogPane().setContent(grid);
        if (!dialog.isShowing()) {
            dialog.show();
        }
    }

    private static List<String> lines(String list) {
        return list.lines().map(String::strip).filter(l -> l.indexOf('|') > 0).toList();
    }

    /** The lists of keys the nodes of the screen showing give, in the order they stand. */
    static List<String> screenKeys(Node node) {
        List<String> found = new ArrayList<>();
        if (node.getProperties().get(KEYS) instanceof String list) {
            found.add(list);
        }
        // a scroll pane's or a titled pane's content is not its child until the pane has a skin
        if (node instanceof ScrollPane pane && pane.getContent() != null) {
            found.addAll(screenKeys(pane.getContent()));
        } else if (node instanceof TitledPane pane && pane.getContent() != null) {
            found.addAll(screenKeys(pane.getContent()));
        } else if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                found.addAll(screenKeys(child));
            }
        }
        return found;
    }
}
