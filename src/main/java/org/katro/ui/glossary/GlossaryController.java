package org.katro.ui.glossary;

import javafx.fxml.FXML;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;
import org.katro.text.Language;
import org.katro.text.Texts;

import java.util.Arrays;
import java.util.List;

/**
 * The glossary screen: each of the game's words with what it means, in the chosen language, and
 * its name in every other language, so a visitor can match the words of the lessons to their own.
 */
public final class GlossaryController {
    /** The words, in the order a learner meets them; each is an idea of the text glossary (Glossary.properties). */
    public static final List<String> WORDS =
            List.of("hole", "seed", "serpent", "lap", "relay", "capture", "front-row", "turn");
    static final String BUNDLE = GlossaryController.class.getPackageName() + ".GlossaryView";

    private final Language language;
    private final Runnable back;

    @FXML private Button backButton;
    @FXML private Label title;
    @FXML private Label intro;
    @FXML private VBox words;

    /** {@code back} returns to the screen the glossary was opened from. */
    public GlossaryController(Language language, Runnable back) {
        this.language = language;
        this.back = back;
    }

    @FXML
    private void initialize() {
        Texts texts = new Texts(language, BUNDLE);
        backButton.setText(texts.text("back"));
        backButton.setOnAction(e -> back.run());
        title.setText(texts.text("title"));
        intro.setText(texts.text("intro"));
        for (String word : WORDS) {
            Label name = new Label(texts.text("word." + word));
            name.setId("word-" + word);
            name.getStyleClass().add("glossary-word");
            Label meaning = new Label(texts.text("define." + word));
            meaning.setWrapText(true);
            Label others = new Label(String.join(" \u00b7 ", Arrays.stream(Language.values()).filter(l -> l != language)
                    .map(l -> texts.text("others", l.toString(), new Texts(l, BUNDLE).text("word." + word)))
                    .toList()));
            others.setId("others-" + word);
            others.setWrapText(true);
            others.getStyleClass().add("glossary-others");
            VBox entry = new VBox(name, meaning, others);
            entry.getStyleClass().add("glossary-entry");
            words.getChildren().add(entry);
        }
        // random taps end here: a way back as large as a screen's main button, at the top and after the last word
        Button backAtEnd = new Button(texts.text("back"), new FontIcon("mdi2a-arrow-left"));
        backAtEnd.setId("backAtEnd");
        backAtEnd.getStyleClass().addAll("big-button", "glossary-back");
        backAtEnd.setOnAction(e -> back.run());
        words.getChildren().add(backAtEnd);
    }
}
