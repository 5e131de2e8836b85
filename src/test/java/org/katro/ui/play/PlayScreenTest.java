package org.katro.ui.play;

import javafx.application.Platform;
import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.geometry.Bounds;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableView;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.ui.shell.BackgroundJob;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.glance.GlanceModel;
import org.katro.ui.shell.FileDialogs;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Optional;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A short game against the computer on the real screen: a hole clicked, an arrow on it clicked, the
 * computer's answer (on its own thread, with a tiny budget) waited for, then undone.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class PlayScreenTest {
    private Navigator navigator;
    private PlayViewModel play;
    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        play = new PlayViewModel(Language.ENGLISH, BackgroundJob.thread("katro-computer"), Platform::runLater, 30);
        play.opponentProperty().set(PlayViewModel.Opponent.HARD);
        play.newGame();
        navigator.openPlay(play);
        stage.setScene(scene);
        stage.show();
        scene.getRoot().applyCss();
        scene.getRoot().layout();
    }

    private GameCursor cursor() {
        return play.game().cursor();
    }

    private void waitForTurns(int n) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> cursor().turns().size() == n);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aTurnPlayedByTouchIsAnsweredByTheComputerAndCanBeUndone(FxRobot robot) throws Exception {
        Move mine = cursor().rules().legalMoves(cursor().last()).get(0);
        String hole = "#hole-S" + mine.hole();
        robot.clickOn(hole);
        Node arrow = robot.lookup(mine.direction().step() > 0 ? "#arrow-plus" : "#arrow-minus").query();
        assertTrue(arrow.isVisible(), "the arrow of a legal direction sits on the chosen hole");
        robot.clickOn(arrow);
        waitForTurns(2);
        Turn answer = cursor().turns().get(1);
        assertEquals(Player.NORTH, answer.before().toMove());
        assertTrue(cursor().rules().legalMoves(answer.before()).contains(answer.move()));
        assertFalse(play.thinkingProperty().get());
        // the computer's move is said in words once it is shown, and listed with the turns
        robot.clickOn("#last");
        Hole from = cursor().geometry().hole(Player.NORTH, answer.move().hole());
        Hole to = cursor().geometry().next(from, answer.move().direction());
        String said = robot.lookup("#computer-move").queryAs(Label.class).getText();
        assertTrue(said.startsWith("North played " + from.name() + " towards " + to.name()), said);
        TableView<?> list = robot.lookup("#move-list").queryAs(TableView.class);
        assertEquals(2, list.getItems().size());
        // in the app's one notation, as the refutations and the lines write it
        assertEquals(from.name() + answer.move().direction().symbol(), ((GlanceModel.MoveRow) list.getItems().get(1)).move());
        // every turn is shown seed by seed: the steps go back through both turns
        robot.clickOn("#last");
        robot.clickOn("#backTurn");
        assertTrue(cursor().index() < cursor().size());
        robot.clickOn("#undo");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, cursor().turns().size());
        assertEquals("Event 0 of 0", robot.lookup(".step-counter").queryAs(Label.class).getText());
    }

    @Test
    void theKeyboardChoosesAHoleAndADirection(FxRobot robot) throws Exception {
        robot.type(KeyCode.UP);
        assertTrue(play.game().selectedHoleProperty().get() != null);
        Move first = cursor().rules().legalMoves(cursor().last()).get(0);
        assertEquals(first.hole(), play.game().selectedHoleProperty().get().number());
        robot.type(first.direction().step() > 0 ? KeyCode.ADD : KeyCode.SUBTRACT);
        waitForTurns(2);
        assertEquals(first, cursor().turns().get(0).move());
    }

    @Test
    void choosingAnOpponentSaysWhatItDoes(FxRobot robot) throws Exception {
        // the pane would slide open on the animation clock before its controls are where they end up:
        // here it opens at once. Its choices run below the window, so the side column is scrolled to
        // its foot, as a wheel would
        TitledPane pane = robot.lookup("#newGamePane").queryAs(TitledPane.class);
        robot.interact(() -> pane.setAnimated(false));
        robot.clickOn("#newGamePane");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> robot.lookup(".side-scroll").queryAs(ScrollPane.class).setVvalue(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Thinks several turns ahead: about a second a move, and the same moves on a busy computer, only later.",
                robot.lookup(".opponent-about").queryAs(Label.class).getText());
        // the chooser's list opens below the window's foot on this small stage: the choice is made on the chooser itself
        ComboBox<PlayViewModel.Opponent> opponent = robot.lookup("#opponent").query();
        robot.interact(() -> opponent.setValue(PlayViewModel.Opponent.MEDIUM));
        assertEquals(PlayViewModel.Opponent.MEDIUM, play.opponentProperty().get());
        assertTrue(robot.lookup(".opponent-about").queryAs(Label.class).getText().startsWith("Takes what it sees"));
        robot.interact(() -> opponent.setValue(PlayViewModel.Opponent.PERSON));
        assertEquals("Two people take turns on this screen.",
                robot.lookup(".opponent-about").queryAs(Label.class).getText());
        // the rulesets, one to a line: one is always chosen, and choosing one sets its board size
        // (they sit below this small stage's foot since the game at a glance joined the column: each is
        // pressed as a tap would, through the toggle itself)
        ToggleButton gorobaka = robot.lookup("#ruleset-gorobaka").queryAs(ToggleButton.class);
        robot.interact(gorobaka::fire);
        assertEquals(Ruleset.GOROBAKA, play.rulesetProperty().get());
        assertEquals(8, play.columnsProperty().get());
        robot.interact(gorobaka::fire);
        assertTrue(robot.lookup("#ruleset-gorobaka").queryAs(ToggleButton.class).isSelected());
        assertEquals(Ruleset.GOROBAKA, play.rulesetProperty().get());
    }

    @Test
    void theHintIsShownAndLeavingTheScreenStopsTheComputer(FxRobot robot) throws Exception {
        robot.clickOn("#hint");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !play.hintProperty().get().isEmpty());
        WaitForAsyncUtils.waitForFxEvents();
        String hint = robot.lookup(".hint-text").queryAs(Label.class).getText();
        assertTrue(hint.matches("Try S\\d+ towards S\\d+\\..*"), hint);
        Node chosen = robot.lookup("#hole-" + play.game().selectedHoleProperty().get().name()).query();
        assertTrue(chosen.getPseudoClassStates().contains(PseudoClass.getPseudoClass("selected")));
        // the hinted direction's arrow is marked on the board, the other one not
        Direction hinted = play.game().hintedProperty().get();
        for (Direction d : Direction.values()) {
            Node arrow = robot.lookup(d == Direction.PLUS ? "#arrow-plus" : "#arrow-minus").query();
            assertEquals(d == hinted, arrow.getPseudoClassStates().contains(PseudoClass.getPseudoClass("hinted")));
        }
        // the computer's search held back until the screen is left: once it runs, its move must be thrown away
        List<Runnable> held = new ArrayList<>();
        PlayViewModel later = new PlayViewModel(Language.ENGLISH, held::add, Platform::runLater, 30);
        robot.interact(() -> {
            later.sideProperty().set(Player.NORTH);
            later.opponentProperty().set(PlayViewModel.Opponent.HARD);
            later.newGame();
            navigator.openPlay(later);
        });
        assertTrue(later.thinkingProperty().get());
        assertEquals(1, held.size(), "South's first move is being searched");
        robot.clickOn("#home");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(later.thinkingProperty().get());
        held.forEach(Runnable::run);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(0, later.game().cursor().turns().size(), "a search finished after leaving plays no move");
    }

    @Test
    void theArrowsOfEveryHoleAreFingerSizedAndApart(FxRobot robot) {
        robot.interact(() -> {
            play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
            play.rulesetProperty().set(Ruleset.FIANARANTSOA);
            play.columnsProperty().set(6);
            play.newGame();
        });
        WaitForAsyncUtils.waitForFxEvents();
        int both = 0;
        for (int n = 1; n <= 18; n++) {
            robot.clickOn("#hole-S" + n);
            Node plus = robot.lookup("#arrow-plus").query();
            Node minus = robot.lookup("#arrow-minus").query();
            for (Node arrow : List.of(plus, minus)) {
                if (arrow.isVisible()) {
                    Bounds b = arrow.getBoundsInParent();
                    assertTrue(b.getWidth() >= 47.99 && b.getHeight() >= 47.99, "S" + n + ": " + b);
                }
            }
            if (plus.isVisible() && minus.isVisible()) {
                both++;
                assertFalse(plus.getBoundsInParent().intersects(minus.getBoundsInParent()), "S" + n + "'s arrows overlap");
            }
            robot.clickOn("#hole-S" + n);
        }
        assertTrue(both > 0, "some holes may be sown both ways");
    }

    @Test
    void aMoveDownTheNumbersLeavesTheSerpentsArrowsAsTheyWere(FxRobot robot) throws Exception {
        robot.interact(() -> {
            play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
            play.newGame();
        });
        WaitForAsyncUtils.waitForFxEvents();
        Move minus = cursor().rules().legalMoves(cursor().last()).stream()
                .filter(m -> m.direction() == Direction.MINUS).findFirst().orElseThrow();
        robot.clickOn("#hole-S" + minus.hole());
        robot.clickOn("#arrow-minus");
        waitForTurns(1);
        assertEquals("Arrows +", robot.lookup("#direction").queryAs(Labeled.class)
                .getText());
        assertEquals(Direction.PLUS, play.game().serpentDirectionProperty().get());
    }

    /** The levels are on the play screen: one tap plays the game on the board at that level. */
    @Test
    void aLevelIsOneTapOnThePlayScreen(FxRobot robot) {
        // under the undo and hint buttons, in the side column: scrolled into sight as a finger would
        Node row = robot.lookup("#level-hard").query();
        for (Node n = row; n != null; n = n.getParent()) {
            if (n instanceof ScrollPane pane) {
                robot.interact(() -> pane.setVvalue(pane.getVmax()));
                break;
            }
        }
        ToggleButton hard = robot.lookup("#level-hard").queryAs(ToggleButton.class);
        assertTrue(hard.isVisible() && hard.isSelected(), "the level playing is pressed");
        robot.clickOn("#level-easy");
        assertEquals(PlayViewModel.Opponent.EASY, play.opponentProperty().get());
        assertTrue(robot.lookup("#level-easy").queryAs(ToggleButton.class).isSelected());
        assertFalse(hard.isSelected());
        assertTrue(play.playersProperty().get().endsWith("at the easy level."), play.playersProperty().get());
    }

    /** Perfect is one tap too, and its move is told with what it rests on: here, on the 6 x 6 board, no proof. */
    @Test
    void choosingPerfectThePanelSaysWhatItDoes(FxRobot robot) throws Exception {
        Node button = robot.lookup("#level-perfect").query();
        for (Node n = button; n != null; n = n.getParent()) {
            if (n instanceof ScrollPane pane) {
                robot.interact(() -> pane.setVvalue(pane.getVmax()));
                break;
            }
        }
        robot.clickOn("#level-perfect");
        assertEquals(PlayViewModel.Opponent.PERFECT, play.opponentProperty().get());
        assertTrue(play.playersProperty().get().endsWith("at the perfect level."), play.playersProperty().get());
        Move mine = cursor().rules().legalMoves(cursor().last()).get(0);
        robot.interact(() -> play.game().play(mine));
        waitForTurns(2);
        robot.clickOn("#last");
        Label proof = robot.lookup("#proof").queryAs(Label.class);
        assertTrue(proof.isVisible(), "the panel says what the perfect level did");
        assertEquals("Perfect: no proof here, so it plays as hard.", proof.getText());
    }

    /** The play screen's Save and Open ask the navigator's file dialogs: here a test's answer, the same file both times. */
    @Test
    void saveWritesTheGameWhereTheDialogSaysAndOpenPlaysItAgain(FxRobot robot) throws Exception {
        Path file = dir.resolve("played.katro");
        robot.interact(() -> {
            navigator.setFileDialogs(new FileDialogs() {
                @Override
                public Optional<Path> save(Kind kind, String suggested) {
                    return Optional.of(file);
                }

                @Override
                public Optional<Path> open(Kind kind) {
                    return Optional.of(file);
                }
            });
            play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
            play.game().play(cursor().rules().legalMoves(cursor().last()).get(0));
        });
        String game = play.record().text().orElseThrow();
        robot.interact(() -> robot.lookup("#record-save").queryButton().fire());
        assertEquals(game, Files.readString(file, StandardCharsets.UTF_8));
        assertEquals("The game is saved in played.katro.", robot.lookup("#record-message").queryAs(Label.class).getText());
        robot.interact(play::newGame);
        robot.interact(() -> robot.lookup("#record-open").queryButton().fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(game, play.record().text().orElseThrow(), "the saved game is played again");
    }
}
