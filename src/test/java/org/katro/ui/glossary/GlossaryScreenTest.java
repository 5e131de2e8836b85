package org.katro.ui.glossary;

import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.ui.shell.Screen;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.GlossaryTest;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The glossary is one tap away from every screen and its way back returns there; it shows each of
 * the game's words in the chosen language, as the text glossary names it, and its name in every
 * other language.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class GlossaryScreenTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theGlossaryIsOneTapAwayFromEveryScreenAndLeadsBack(FxRobot robot) {
        Map<Screen, Consumer<Navigator>> screens = new LinkedHashMap<>();
        screens.put(Screen.HOME, Navigator::showHome);
        screens.put(Screen.EXPLORER, Navigator::openWorkedExample);
        screens.put(Screen.lesson("visitor"), n -> n.openLesson(n.library().byId("visitor").orElseThrow()));
        screens.put(Screen.PLAY, Navigator::showPlay);
        screens.put(Screen.COMPARE, Navigator::showCompare);
        screens.put(Screen.SETUP, Navigator::showSetup);
        screens.put(Screen.PRACTICE, Navigator::showPractice);
        for (Map.Entry<Screen, Consumer<Navigator>> screen : screens.entrySet()) {
            robot.interact(() -> screen.getValue().accept(navigator));
            assertEquals(screen.getKey(), navigator.screenProperty().get());
            robot.clickOn("#glossary-button");
            assertEquals(Screen.GLOSSARY, navigator.screenProperty().get(), "from " + screen.getKey());
            assertTrue(robot.lookup("#word-front-row").query().isVisible());
            robot.clickOn("#backButton");
            assertEquals(screen.getKey(), navigator.screenProperty().get(), "back to where it was opened");
        }
    }

    /** Random taps end in the glossary: its way back is a large button at the top and again after the last word. */
    @Test
    void theWayBackIsLargeAtTheTopAndAtTheEnd(FxRobot robot) {
        robot.interact(navigator::showGlossary);
        for (String id : List.of("#backButton", "#backAtEnd")) {
            javafx.scene.control.Button back = robot.lookup(id).query();
            assertTrue(back.getFont().getSize() >= 20, id + " in " + back.getFont().getSize() + " px type");
            assertTrue(back.getHeight() >= 48, id + " " + back.getHeight() + " px high");
        }
        // after the last word, scrolled to: pressed as a tap would
        robot.interact(() -> robot.lookup("#backAtEnd").queryAs(javafx.scene.control.Button.class).fire());
        assertEquals(Screen.HOME, navigator.screenProperty().get(), "back to where it was opened");
    }

    @Test
    void everyWordIsShownInEveryLanguage(FxRobot robot) throws IOException {
        List<String> problems = new ArrayList<>();
        for (Language language : Language.values()) {
            robot.interact(() -> {
                navigator.languageProperty().set(language);
                navigator.showGlossary();
            });
            Properties own = GlossaryTest.glossary(language);
            for (String word : List.of("hole", "serpent", "lap", "relay", "capture", "front-row", "turn")) {
                assertTrue(GlossaryController.WORDS.contains(word), word);
                String shown = robot.lookup("#word-" + word).queryAs(Label.class).getText();
                if (!GlossaryTest.words(own.getProperty(word)).matcher(shown).find()) {
                    problems.add(language + " " + word + ": shows '" + shown + "', not the glossary's " + own.getProperty(word));
                }
                String others = robot.lookup("#others-" + word).queryAs(Label.class).getText();
                for (Language other : Language.values()) {
                    if (other != language && !(others.contains(other.toString())
                            && GlossaryTest.words(GlossaryTest.glossary(other).getProperty(word)).matcher(others).find())) {
                        problems.add(language + " " + word + ": no " + other + " word in '" + others + "'");
                    }
                }
            }
        }
        assertEquals(List.of(), problems);
    }
}
