package org.katro.ui.translate;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Labeled;
import javafx.scene.control.TextInputControl;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.translation.LanguageFolder;
import org.katro.translation.Translation;
import org.katro.ui.shell.Screens;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A sixth language finished in the app (issue 43): a count translated into Spanish as plain
 * sentences, one per plural category of Spanish, never a pattern shown; the file written reads
 * back through the app's own languages with the right sentence for 1 and for 3.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class TranslateScreenTest {
    private Path languages;

    @Start
    void start(Stage stage) throws Exception {
        languages = Files.createTempDirectory("katro-translate").resolve("languages");
        Translation.start(languages, "es");
        TranslateViewModel vm = new TranslateViewModel(languages, Runnable::run, Runnable::run, Language.ENGLISH);
        Parent root = Screens.load(TranslateController.class, "TranslateView", new TranslateController(vm, Language.ENGLISH),
                Language.ENGLISH);
        stage.setScene(new Scene(root, 1280, 800));
        stage.show();
    }

    @AfterEach
    void noAddedLanguage() {
        Language.use(List.of());
    }

    @Test
    void aCountIsTranslatedAsOneSentencePerPluralCategoryAndReadsBackRight(FxRobot robot) throws Exception {
        @SuppressWarnings("unchecked")
        ComboBox<String> language = robot.lookup("#language").queryAs(ComboBox.class);
        robot.interact(() -> language.setValue("es"));
        robot.clickOn("#search").write("texts missing.");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#count").queryLabeled().getText().contains("still English"), robot.lookup("#count").queryLabeled().getText());
        // Spanish counts as one, many and other (ICU's rules): a plain field for each, English's sentence beside
        assertTrue(robot.lookup("#form-one").tryQuery().isPresent());
        assertTrue(robot.lookup("#form-many").tryQuery().isPresent());
        robot.clickOn("#form-one").write("{0}: falta # texto.");
        robot.clickOn("#form-many").write("{0}: faltan # de textos.");
        robot.clickOn("#form-other").write("{0}: faltan # textos.");
        for (Node n : robot.lookup(".label").queryAll()) {
            assertTrue(!(n instanceof Labeled l) || !l.getText().contains("choice,"), "a pattern shown: " + ((Labeled) n).getText());
        }
        robot.lookup(".list-cell").queryAllAs(Labeled.class).forEach(cell -> assertTrue(cell.getText() == null
                || !cell.getText().contains("choice,"), cell.getText()));
        robot.clickOn("#save");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup(".status").queryAllAs(Labeled.class).stream().anyMatch(l -> l.getText().startsWith("Saved")));

        Language spanish = LanguageFolder.load(languages.resolve("es"), problem -> {
            throw new AssertionError(problem);
        });
        Texts editor = new Texts(spanish, "org.katro.ui.editor.EditorView");
        assertEquals("Español: falta 1 texto.", editor.text("problem.missing", "Español", 1));
        assertEquals("Español: faltan 3 textos.", editor.text("problem.missing", "Español", 3));
        // translated, it leaves the "still English" list; all listed again, it shows as typed
        robot.clickOn("#stillEnglish");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("{0}: falta # texto.", robot.lookup("#form-one").queryAs(TextInputControl.class).getText());
    }
}
