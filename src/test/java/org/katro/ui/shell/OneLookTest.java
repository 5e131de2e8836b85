package org.katro.ui.shell;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.ui.shell.Screen;
import org.katro.engine.GameCursor;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.practice.Kind;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.practice.PracticeViewModelTest;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One look everywhere: every screen has the same top bar, with the same way home and the same
 * language chooser; a control that cannot act in a screen's mode is not shown.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class OneLookTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    /** Every screen, as the navigator opens it. */
    private Map<String, Consumer<Navigator>> screens() {
        Map<String, Consumer<Navigator>> out = new LinkedHashMap<>();
        out.put("HomeView", Navigator::showHome);
        out.put("SetupView", Navigator::showSetup);
        out.put("ExplorerView", Navigator::openWorkedExample);
        out.put("ExplorerView (play)", Navigator::showPlay);
        out.put("CompareView", Navigator::showCompare);
        out.put("LessonPlayer", n -> n.openLesson(n.library().byId("rules-1-serpent").orElseThrow()));
        out.put("PracticeView", n -> n.openPractice(PracticeViewModelTest.asking(Language.GERMAN, Kind.LANDING)));
        return out;
    }

    @Test
    void everyScreenHasTheSameWayHomeAndTheSameLanguageChooser(FxRobot robot) {
        for (Language language : List.of(Language.ENGLISH, Language.GERMAN)) {
            robot.interact(() -> navigator.languageProperty().set(language));
            String home = language.bundle("org.katro.ui.shell.Shell").getString("home");
            for (Map.Entry<String, Consumer<Navigator>> screen : screens().entrySet()) {
                String what = language + " " + screen.getKey();
                robot.interact(() -> screen.getValue().accept(navigator));
                Parent root = robot.lookup(".top-bar").<Node>query().getScene().getRoot();
                List<Node> bars = List.copyOf(root.lookupAll(".top-bar"));
                assertEquals(1, bars.size(), what);
                TopBar bar = assertInstanceOf(TopBar.class, bars.get(0), what);

                // one language chooser, the shared one, showing the language in use
                List<Node> choosers = root.lookupAll(".combo-box").stream()
                        .filter(c -> ((ComboBox<?>) c).getItems().contains(Language.ENGLISH)).toList();
                assertEquals(1, choosers.size(), what);
                assertSame(bar.lookup("#language"), choosers.get(0), what);
                assertEquals(language, ((ComboBox<?>) choosers.get(0)).getValue(), what);
                assertTrue(root.lookupAll(".toggle-button").stream()
                        .noneMatch(b -> Language.FRENCH.toString().equals(((ToggleButton) b).getText())),
                        what + ": no language buttons of its own");

                // the same way home, first in the bar, on every screen but home itself
                Node back = bar.lookup("#home");
                if (screen.getKey().equals("HomeView")) {
                    assertNull(back, what);
                } else {
                    assertSame(bar.getChildren().get(0), back, what);
                    assertEquals(home, ((Button) back).getText(), what);
                }
            }
        }
        // the shared controls work: choose a language from the chooser, then go home
        robot.interact(() -> navigator.openWorkedExample());
        robot.clickOn("#language").clickOn("Fran\u00e7ais");
        assertEquals(Language.FRENCH, navigator.languageProperty().get());
        robot.clickOn("#home");
        assertEquals(Screen.HOME, navigator.screenProperty().get());
    }

    /** One name per ruleset in each language: the set-up, play and compare screens list them in the same words. */
    @Test
    void everyChooserOfRulesetsNamesThemInTheSameWords(FxRobot robot) {
        for (Language language : Language.values()) {
            robot.interact(() -> navigator.languageProperty().set(language));
            robot.interact(() -> navigator.showSetup());
            List<String> setup = names(robot.lookup("#ruleset").queryComboBox());
            robot.interact(() -> navigator.showCompare());
            List<String> first = names(robot.lookup("#first").queryComboBox());
            List<String> second = names(robot.lookup("#second").queryComboBox());
            robot.interact(() -> navigator.showPlay());
            List<String> play = robot.lookup(".ruleset-choices").<Parent>query().getChildrenUnmodifiable().stream()
                    .map(b -> ((ToggleButton) b).getText()).toList();
            assertEquals(Ruleset.values().length, setup.size(), language.code());
            assertEquals(Ruleset.values().length, java.util.Set.copyOf(setup).size(), language + ": each its own name");
            assertEquals(setup, first, language.code());
            assertEquals(setup, second, language.code());
            assertEquals(setup, play, language.code());
        }
    }

    private static List<String> names(ComboBox<?> chooser) {
        return chooser.getItems().stream().map(item -> {
            @SuppressWarnings("unchecked")
            javafx.util.StringConverter<Object> c = (javafx.util.StringConverter<Object>) chooser.getConverter();
            return c.toString(item);
        }).toList();
    }

    @Test
    void theExplorerShowsSowingOnlyWhereATurnCanBePlayed(FxRobot robot) {
        // the worked example is over: no turn to play, so nothing about playing one
        robot.interact(() -> navigator.openWorkedExample());
        assertHidden(robot, "#sowMinus", "#sowPlus", "#moveTitle");
        robot.interact(() -> navigator.game().last());
        assertHidden(robot, "#sowMinus", "#sowPlus", "#moveTitle");

        // a game to play: sowing once at its last event, and the way there said before
        robot.interact(() -> navigator.openGame(new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2),
                java.util.List.of(new org.katro.engine.Move(1, org.katro.engine.Direction.PLUS)))));
        assertHidden(robot, "#sowMinus", "#sowPlus");
        assertTrue(robot.lookup("#moveTitle").query().isVisible(), "the hint says to go to the end first");
        robot.interact(() -> navigator.game().last());
        assertTrue(robot.lookup("#sowMinus").query().isVisible());
        assertTrue(robot.lookup("#sowPlus").query().isVisible());
    }

    @Test
    void compareShowsWhereTheyPartOnlyForReadingsThatPart(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.showCompare());
        CompareViewModel vm = navigator.compareModel();
        robot.interact(() -> vm.choose(CompareViewModel.Preset.START_ROW));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> vm.divergentProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(robot.lookup("#toDivergence").query().isVisible());
        robot.interact(() -> {
            vm.secondProperty().set(vm.form().rulesetProperty().get());
            vm.compare();
        });
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !vm.busyProperty().get() && !vm.divergentProperty().get());
        WaitForAsyncUtils.waitForFxEvents();
        assertHidden(robot, "#toDivergence");
    }

    private static void assertHidden(FxRobot robot, String... ids) {
        for (String id : ids) {
            Node n = robot.lookup(id).query();
            assertFalse(n.isVisible() && (n.getParent() == null || n.getParent().isVisible()), id + " is hidden");
        }
    }
}
