package org.katro.ui.glossary;

import javafx.scene.control.Button;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.Tips;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The small control that opens the glossary, the same on every screen: a screen (or the shell that
 * builds its top bar) places it where it likes.
 */
public final class GlossaryButton extends Button {
    public GlossaryButton(Language language, Runnable open) {
        super(null, new FontIcon("mdi2b-book-alphabet"));
        Texts texts = new Texts(language, GlossaryController.BUNDLE);
        setText(texts.text("open"));
        Tips.set(this, texts.text("tip.open"));
        setAccessibleText(texts.text("tip.open"));
        setId("glossary-button");
        getStyleClass().add("glossary-button");
        setMinWidth(USE_PREF_SIZE);
        setOnAction(e -> open.run());
    }
}
