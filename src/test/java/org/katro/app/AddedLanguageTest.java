package org.katro.app;

import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.text.Language;
import org.katro.translation.LanguageFolder;
import org.katro.translation.TestLanguages;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The app started with a data folder holding an added language (Polish) and three folders that
 * cannot be languages: it starts, offers Polish in the top bar's chooser after the five, speaks it
 * with {@code --lang=pl}, shows English where the folder has no text, and logs one line per folder
 * left out and the count of texts still English.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class AddedLanguageTest {
    @TempDir
    Path dir;
    private final Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
    private Stage stage;

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> {
            if (stage != null) {
                stage.hide();
            }
        });
        Thread.setDefaultUncaughtExceptionHandler(handler);
        Language.use(List.of());
    }

    @Test
    void anAddedLanguageIsInTheChooserAndSpeaksWithEnglishForWhatItLacks(FxRobot robot) throws Exception {
        Path languages = Files.createDirectories(dir.resolve("data").resolve(LanguageFolder.IN_DATA));
        TestLanguages.polish(languages);
        TestLanguages.broken(languages);
        Path log = dir.resolve("katro.log");
        Path settings = Files.writeString(dir.resolve("katro.properties"), "log.file = " + log + "\nreduced.motion = true\n");
        // a curator's lesson the loader refuses: its reason is listed on the home screen in the screen's language
        Path lessons = Files.createDirectories(dir.resolve("lessons"));
        Files.writeString(lessons.resolve("bad.fxml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <?import org.katro.lesson.Lesson?>
                <?import org.katro.lesson.Step?>
                <Lesson title="title" rules="fianarantsoa" columns="2" moves="1+" minutes="1">
                  <steps><Step at="1" caption="lift" highlight="S9"/></steps>
                </Lesson>
                """);
        Files.writeString(lessons.resolve("bad.properties"), "title=T\nlift=L\n");
        Navigator[] navigator = new Navigator[1];
        robot.interact(() -> {
            stage = new Stage();
            navigator[0] = new KatroApp().start(stage, Map.of("data", dir.resolve("data").toString(),
                    "settings", settings.toString(), "lang", "pl"), List.of(), List.of("--lessons=" + lessons));
        });
        assertSame(Language.byCode("pl").orElseThrow(), navigator[0].languageProperty().get());
        ComboBox<Language> chooser = robot.lookup("#language").queryComboBox();
        assertEquals(List.of("English", "Français", "Malagasy", "Deutsch", "Català", "Polski"),
                chooser.getItems().stream().map(Language::toString).toList());
        assertEquals("Polski", chooser.getValue().toString());
        robot.interact(navigator[0]::showHome);
        assertEquals("Zobacz dowolną grę", robot.lookup("#explore").queryAs(Button.class).getText());
        assertTrue(robot.lookup(".panel-title").queryAllAs(Label.class).stream().anyMatch(l -> l.getText().equals("Lekcje")));
        // a text the folder lacks is English
        assertEquals("Play", robot.lookup("#play").queryAs(Button.class).getText());

        // a choice in the chooser switches to a shipped language and back, as for the five
        robot.interact(() -> chooser.setValue(Language.FRENCH));
        assertEquals("Explorer une partie", robot.lookup("#explore").queryAs(Button.class).getText());
        assertTrue(robot.lookup("#problems").queryAs(Label.class).getText()
                .contains(lessons.resolve("bad.fxml") + ":5: il n'y a pas de trou S9 sur ce plateau de 6 x 2"),
                robot.lookup("#problems").queryAs(Label.class).getText());

        // the other folders are read after the first frame, on a thread of their own
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> Files.readString(log).contains(languages.resolve("Es ES").toString()));
        WaitForAsyncUtils.waitForFxEvents();
        String logged = Files.readString(log);
        for (String folder : List.of("xq", "xr", "Es ES")) {
            assertEquals(1, logged.lines().filter(l -> l.contains("language folder " + languages.resolve(folder) + ": ")).count(),
                    folder + " is one line of the log:\n" + logged);
        }
        assertTrue(logged.lines().anyMatch(l -> l.matches(".* language pl \\(Polski\\): \\d+ of \\d+ texts are still English and are shown in English")),
                logged);
    }

    /**
     * A start in English reads none of the data folder's added languages before its first window: its
     * chooser offers the five, and gains Polish once the folder is read after the first frame.
     */
    @Test
    void theAddedLanguagesJoinTheChooserAfterTheFirstWindow(FxRobot robot) throws Exception {
        Path languages = Files.createDirectories(dir.resolve("data").resolve(LanguageFolder.IN_DATA));
        TestLanguages.polish(languages);
        Path settings = Files.writeString(dir.resolve("katro.properties"), "log.file = " + dir.resolve("katro.log")
                + "\nreduced.motion = true\n");
        List<Language> beforeWindow = new java.util.ArrayList<>();
        robot.interact(() -> {
            stage = new Stage();
            new KatroApp().start(stage, Map.of("data", dir.resolve("data").toString(), "settings", settings.toString()),
                    List.of(), List.of());
            beforeWindow.addAll(Language.all());
        });
        assertEquals(List.of(Language.values()), beforeWindow, "no added language is read before the first window");
        ComboBox<Language> chooser = robot.lookup("#language").queryComboBox();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> chooser.getItems().size() == 6);
        assertEquals(List.of("English", "Français", "Malagasy", "Deutsch", "Català", "Polski"),
                chooser.getItems().stream().map(Language::toString).toList());
        assertEquals("English", chooser.getValue().toString());
    }

    /**
     * A learner who chose an added language finds it again at the next start, though the added
     * languages are read after the first window: it comes back whichever comes first, the learner's
     * stored preferences or the languages.
     */
    @Test
    void aRememberedAddedLanguageComesBackOnceTheLanguagesAreRead(FxRobot robot) throws Exception {
        Path languages = Files.createDirectories(dir.resolve("data").resolve(LanguageFolder.IN_DATA));
        TestLanguages.polish(languages);
        Path settings = Files.writeString(dir.resolve("katro.properties"), "log.file = " + dir.resolve("katro.log")
                + "\nreduced.motion = true\n");
        Map<String, String> named = Map.of("data", dir.resolve("data").toString(), "settings", settings.toString());
        Navigator[] navigator = new Navigator[1];
        robot.interact(() -> {
            stage = new Stage();
            navigator[0] = new KatroApp().start(stage, named, List.of(), List.of());
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> Language.byCode("pl").isPresent());
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> navigator[0].languageProperty().set(Language.byCode("pl").orElseThrow()));
        robot.interact(() -> stage.hide());
        Language.use(List.of());
        robot.interact(() -> {
            stage = new Stage();
            navigator[0] = new KatroApp().start(stage, named, List.of(), List.of());
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(
                () -> navigator[0].languageProperty().get().code().equals("pl")).get());
        assertSame(Language.byCode("pl").orElseThrow(), navigator[0].languageProperty().get());
    }
}
