package org.katro.ui;

import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.GameCursor;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.board.HoleView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a screen reader and a keyboard user get: roles and spoken texts on the home screen, the
 * board and the lesson player (in the chosen language), holes and buttons reached and pressed from
 * the keyboard, and the high-contrast theme switched from the home screen.
 */
@ExtendWith(ApplicationExtension.class)
class AccessibilityTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    private static Node node(FxRobot robot, String query) {
        return robot.lookup(query).query();
    }

    @Test
    void theHomeScreenNamesEveryLanguageInItselfAndSwitchesContrast(FxRobot robot) {
        ComboBox<Language> chooser = robot.lookup("#language").queryComboBox();
        assertEquals(AccessibleRole.COMBO_BOX, chooser.getAccessibleRole());
        assertEquals(List.of("English", "Fran\u00e7ais", "Malagasy", "Deutsch", "Catal\u00e0"),
                chooser.getItems().stream().map(Language::toString).toList());
        robot.clickOn("#language").clickOn("Malagasy");
        assertEquals(Language.MALAGASY, navigator.languageProperty().get());
        assertEquals("Ilay ohatra voazava", ((ButtonBase) node(robot, "#workedExample")).getText());

        robot.clickOn("#highContrast");
        assertTrue(navigator.highContrastProperty().get());
        assertTrue(robot.lookup(".home-view").<Node>query().getScene().getRoot().getStylesheets().stream()
                .anyMatch(s -> s.endsWith("HighContrast.css")));
    }

    @Test
    void holesAndControlsOfTheMainScreenSpeak(FxRobot robot) {
        robot.interact(() -> navigator.openGame(Navigator.workedExample()));
        Node s6 = node(robot, "#hole-S6");
        assertEquals(AccessibleRole.BUTTON, s6.getAccessibleRole());
        assertEquals("South, hole 6, inner row, 2 seeds", s6.getAccessibleText());
        assertEquals("North, hole 1, outer row, 2 seeds", node(robot, "#hole-N1").getAccessibleText());
        assertTrue(s6.isFocusTraversable());
        assertEquals(AccessibleRole.PARENT, node(robot, "#board").getAccessibleRole());
        assertEquals(AccessibleRole.TEXT, node(robot, "#hand").getAccessibleRole());
        for (String b : new String[] {"#first", "#backTurn", "#backLap", "#back", "#play", "#forward", "#forwardLap",
            "#forwardTurn", "#last"}) {
            assertEquals(AccessibleRole.BUTTON, node(robot, b).getAccessibleRole(), b);
            assertFalse(node(robot, b).getAccessibleText().isBlank(), b + " says what it does");
        }
        assertEquals(AccessibleRole.TEXT, node(robot, "#narration").getAccessibleRole());

        robot.interact(() -> navigator.languageProperty().set(Language.FRENCH));
        assertEquals("Sud, trou 6, rangée intérieure, 2 graines", node(robot, "#hole-S6").getAccessibleText());
        robot.interact(() -> navigator.languageProperty().set(Language.GERMAN));
        assertEquals("Süd, Mulde 6, innere Reihe, 2 Samen", node(robot, "#hole-S6").getAccessibleText());
    }

    @Test
    void theKeyboardReachesAndPressesButtonsAndHoles(FxRobot robot) {
        robot.interact(() -> navigator.openGame(Navigator.workedExample()));
        robot.interact(() -> node(robot, "#forward").requestFocus());
        robot.type(KeyCode.ENTER);
        assertEquals("event 1 of 184", robot.lookup(".step-counter").queryAs(Label.class).getText());

        // Tab goes from control to control and on to the holes
        robot.interact(() -> node(robot, "#home").requestFocus());
        boolean reachedHole = false;
        for (int i = 0; i < 40 && !reachedHole; i++) {
            robot.type(KeyCode.TAB);
            reachedHole = robot.lookup(".hole").<Node>query().getScene().getFocusOwner() instanceof HoleView;
        }
        assertTrue(reachedHole, "Tab reaches the holes");

        // on a fresh board a focused hole is chosen with Enter, as a click would choose it
        robot.interact(() -> navigator.openGame(new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of())));
        String prompt = navigator.game().moveHintProperty().get();
        robot.interact(() -> node(robot, "#hole-S5").requestFocus());
        robot.type(KeyCode.ENTER);
        assertNotEquals(prompt, navigator.game().moveHintProperty().get(), "the hole answered");
    }

    @Test
    void theLessonPlayerSpeaksToo(FxRobot robot) {
        robot.interact(() -> navigator.openLesson(navigator.library().byId("worked-example").orElseThrow()));
        assertEquals("South, hole 1, outer row, 2 seeds", node(robot, "#hole-S1").getAccessibleText());
        assertEquals(AccessibleRole.BUTTON, node(robot, "#next").getAccessibleRole());
        assertEquals(AccessibleRole.TEXT, node(robot, "#caption").getAccessibleRole());
        assertFalse(((Label) node(robot, "#caption")).getText().isBlank());
    }
}
