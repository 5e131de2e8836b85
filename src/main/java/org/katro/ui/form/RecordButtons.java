package org.katro.ui.form;

import javafx.scene.control.Button;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.FlowPane;
import org.katro.ui.shell.Controls;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Tips;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.ResourceBundle;

/**
 * A game's record on screen, the same on the explorer, set-up, compare and play: Copy, Paste, Save… and
 * Open… in a row, and under them what the last one did. A station offers no clipboard (it is the
 * staff's), and files only where they are the visitor's to use.
 */
public final class RecordButtons {
    private RecordButtons() {
    }

    /** The row of buttons ({@code #record-copy}, ...) and the message ({@code #record-message}), for the screen to place. */
    public record Parts(FlowPane buttons, Label message) {
    }

    /**
     * The buttons of {@code record}; {@code look} shows their words beside the icons where the screen
     * has room, or the icons alone (their words then in the tip and for a screen reader).
     */
    public static Parts of(GameRecordModel record, Navigation navigator, ContentDisplay look) {
        ResourceBundle texts = navigator.languageProperty().get().bundle("org.katro.ui.shell.Shell");
        Button copy = button(texts, look, "copy", "mdi2c-content-copy", () -> record.text().ifPresent(text -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
            record.copied();
        }));
        Button paste = button(texts, look, "paste", "mdi2c-content-paste",
                () -> record.paste(Clipboard.getSystemClipboard().getString()));
        Button save = button(texts, look, "save", "mdi2c-content-save", () -> record.save(navigator.fileDialogs()));
        Button open = button(texts, look, "open", "mdi2f-folder-open", () -> record.open(navigator.fileDialogs()));
        for (Button b : List.of(copy, paste)) {
            Controls.shownWhen(b, navigator.kioskProperty().not());
        }
        for (Button b : List.of(save, open)) {
            Controls.shownWhen(b, navigator.filesAllowedProperty());
        }
        FlowPane buttons = new FlowPane(copy, paste, save, open) {
            // as wide as its buttons in one row: a flow pane asks for its wrap length (400 px), which
            // among compare's fields put the four icons on a row of their own, taking the boards' height
            @Override
            protected double computePrefWidth(double height) {
                double w = snappedLeftInset() + snappedRightInset();
                for (javafx.scene.Node b : getManagedChildren()) {
                    w += b.prefWidth(-1) + getHgap();
                }
                return getManagedChildren().isEmpty() ? w : w - getHgap();
            }
        };
        buttons.setAccessibleText(texts.getString("record.title"));
        buttons.getStyleClass().add("record-buttons");
        buttons.setHgap(6);
        buttons.setVgap(6);
        // with neither, the row would hold nothing (a kiosk's visitors found play's panel empty)
        Controls.shownWhen(buttons, navigator.kioskProperty().not().or(navigator.filesAllowedProperty()));
        Label message = new Label();
        message.setId("record-message");
        message.setWrapText(true);
        message.textProperty().bind(record.messageProperty());
        Controls.shownWhen(message, record.messageProperty().isNotEmpty());
        return new Parts(buttons, message);
    }

    private static Button button(ResourceBundle texts, ContentDisplay look, String what, String icon, Runnable action) {
        Button b = new Button(texts.getString("record." + what), new FontIcon(icon));
        b.setContentDisplay(look);
        b.setAccessibleText(b.getText());
        b.setId("record-" + what);
        Tips.set(b, texts.getString("tip.record." + what));
        b.setOnAction(e -> action.run());
        return b;
    }
}
