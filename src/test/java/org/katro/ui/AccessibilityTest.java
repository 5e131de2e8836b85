package org.katro.ui;

import javafx.scene.AccessibleRole;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.Toggle;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.engine.GameCursor;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.ui.board.HoleView;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.staff.StaffViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a screen reader and a keyboard user get: roles and spoken texts on the home screen, the
 * board and the lesson player (in the chosen language), holes and buttons reached and pressed from
 * the keyboard, the high-contrast theme switched from the home screen, and the learners' and staff
 * screens' controls named and reached by Tab.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class AccessibilityTest {
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
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
        assertEquals("Event 1 of 184", robot.lookup(".step-counter").queryAs(Label.class).getText());

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

    /**
     * The teacher's and the curator's screens speak and are reached by Tab as the others are: every
     * button, chooser and field has a name to be heard, and Tab goes round all of them.
     */
    @Test
    void theLearnersAndStaffScreensSpeakAndAreReachedByTab(FxRobot robot, @TempDir Path data) {
        Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0L);
        try {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner("Hanitra", LearnersViewModel.PICTURES.get(1)));
            learners.add(new Learners.Learner("Zo", LearnersViewModel.PICTURES.get(2)));
            robot.interact(() -> navigator.openLearners(new LearnersViewModel(Language.FRENCH, Runnable::run, Runnable::run, learners, name -> { },
                    pin -> false, data)));
            speaksAndIsReached(robot, "LearnersView");
            assertEquals("\u2068Hanitra\u2069, " + Language.FRENCH.bundle("org.katro.ui.learners.LearnersView")
                    .getString("picture." + LearnersViewModel.PICTURES.get(1)), node(robot, "#learner-0").getAccessibleText());
            robot.interact(() -> navigator.openStaff(new StaffViewModel(Language.ENGLISH, Runnable::run, Runnable::run,
                    new Visits(store), navigator.library(), data, ZoneOffset.UTC), () -> { }, () -> { }));
            speaksAndIsReached(robot, "StaffView");
        } finally {
            robot.interact(store::close);
        }
    }

    /** Every control of the screen shown has a name to be heard, and Tab from the first reaches each of them. */
    private void speaksAndIsReached(FxRobot robot, String screen) {
        List<Control> controls = new ArrayList<>();
        List<Node> all = new ArrayList<>();
        for (String kind : List.of(".button", ".toggle-button", ".combo-box", ".text-field")) {
            all.addAll(scene.getRoot().lookupAll(kind));
        }
        for (Node n : all) {
            if (n instanceof Control c && shown(c) && !c.isDisabled()) {
                controls.add(c);
                String name = c.getAccessibleText() != null ? c.getAccessibleText()
                        : c instanceof Labeled l ? l.getText() : null;
                assertTrue(name != null && !name.isBlank(), screen + ": " + c + " has no name to be heard");
            }
        }
        assertFalse(controls.isEmpty(), screen);
        Set<Node> reached = new HashSet<>();
        robot.interact(() -> controls.get(0).requestFocus());
        for (int i = 0; i < 3 * controls.size(); i++) {
            reached.add(scene.getFocusOwner());
            robot.type(KeyCode.TAB);
        }
        // a group of toggles is one stop for Tab, as radio buttons are; the arrow keys go within it
        List<String> missed = controls.stream().filter(c -> !reached.contains(c) && !(c instanceof Toggle t
                && t.getToggleGroup() != null && t.getToggleGroup().getToggles().stream().anyMatch(reached::contains)))
                .map(Node::getId).toList();
        assertEquals(List.of(), missed, screen + ": Tab reaches every control");
    }

    /** Whether the node and every node above it are visible. */
    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
