package org.katro.ui.editor;

import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextInputControl;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.translation.Translation;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor's "Another language" as a translator uses it: a code typed, the translation started in
 * the data folder's languages/, the language offered at once with its count of texts still English;
 * then a code already begun, a shipped one and a typed path, each refused in one line.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class EditorTranslationTest {
    @TempDir
    static Path data;
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.allowLessonEditor(data.resolve("lessons"), data.resolve("lesson-draft.properties"), data.resolve("languages"));
        navigator.showEditor();
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void noAddedLanguage() {
        Language.use(List.of());
    }

    /** The translation is written on the editor's files' thread: waits for what it shows. */
    private static void until(Supplier<Boolean> shown) throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return shown.get();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static String status(FxRobot robot) {
        return robot.lookup("#translationStatus").queryAs(Label.class).getText();
    }

    private static void typeAndStart(FxRobot robot, String code) {
        robot.interact(() -> {
            robot.lookup("#languageCode").queryAs(TextInputControl.class).setText(code);
            robot.lookup("#startTranslation").queryAs(Button.class).fire();
        });
    }

    @Test
    void aTranslationStartsFromTheEnglishTextsAndSaysWhatIsStillEnglish(FxRobot robot) throws Exception {
        typeAndStart(robot, "xq");
        until(() -> !status(robot).isEmpty() && !robot.lookup("#stillEnglish").queryAs(VBox.class).getChildren().isEmpty());
        Path folder = data.resolve("languages").resolve("xq");
        assertTrue(Files.isRegularFile(folder.resolve("language.properties")), status(robot));
        assertEquals("xq is started in " + folder + ". It is in the language choosers from the next screen on,"
                + " in English until it is translated.",
                status(robot));
        // offered at once, all of it still English, and the editor says how much
        Language added = Language.byCode("xq").orElseThrow();
        assertTrue(Language.all().contains(added));
        List<Translation.Count> counts = Translation.untranslated(added);
        Translation.Count all = counts.get(counts.size() - 1);
        assertEquals(all.total(), all.english());
        String line = ((Label) robot.lookup("#stillEnglish").queryAs(VBox.class).getChildren().get(0)).getText();
        java.text.NumberFormat english = java.text.NumberFormat.getIntegerInstance(java.util.Locale.ENGLISH);
        assertTrue(line.startsWith("xq (xq): " + english.format(all.english()) + " of " + english.format(all.total())
                + " texts still English (application "),
                line);

        // begun already: refused in one line, nothing of it overwritten
        String about = Files.readString(folder.resolve("language.properties"));
        typeAndStart(robot, "xq");
        until(() -> status(robot).startsWith("Not started"));
        assertEquals("Not started: language folder " + folder + ": already exists; katro translate --lang xq counts"
                + " what it still has in English, and changes nothing in it", status(robot));
        assertEquals(about, Files.readString(folder.resolve("language.properties")));

        // a shipped language's code
        typeAndStart(robot, "fr");
        until(() -> status(robot).contains("is shipped with the application"));
        assertFalse(status(robot).contains("\n"));
        assertFalse(Files.exists(data.resolve("languages").resolve("fr")));

        // not a code at all, a path least of all
        typeAndStart(robot, "../xy");
        until(() -> status(robot).equals("A language code is two or three small letters (es, pl, sw)."));
        assertFalse(Files.exists(data.resolve("xy")));
    }

    /** A translator's typo in a language begun earlier: the editor names the text it says in English. */
    @Test
    void aTextThatFallsBackToEnglishIsNamedToTheTranslator(FxRobot robot) throws Exception {
        Path languages = data.resolve("languages");
        Path folder = Translation.start(languages, "xa");
        Path messages = folder.resolve("org.katro.text.Messages.properties");
        Files.writeString(messages, Files.readString(messages).replaceAll("(?m)^sow=.*$", "sow={0,number} drops a seed into {1}."));
        Language.use(List.of(org.katro.translation.LanguageFolder.load(folder)));
        typeAndStart(robot, "xc");
        String line = "language folder " + folder + ": org.katro.text.Messages.properties: sow is shown in English:"
                + " uses the arguments {0} {1} where English uses {0} {1} {2}";
        until(() -> robot.lookup("#stillEnglish").queryAs(VBox.class).getChildren().stream()
                .anyMatch(n -> ((Label) n).getText().equals(line)));
    }
}
