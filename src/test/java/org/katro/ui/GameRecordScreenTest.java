package org.katro.ui;

import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.engine.GameCursor;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.notation.GameText;
import org.katro.text.Language;
import org.katro.ui.shell.FileDialogs;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One game record everywhere: the explorer copies, pastes (a whole record or bare moves), saves and
 * opens the play screen's text; set-up and compare take a whole record pasted into their moves, and save
 * and open their form's game.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class GameRecordScreenTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.openGame(MoveListTest.game(Ruleset.KATRO4, 4));
        stage.setScene(scene);
        stage.show();
    }

    private void clipboard(FxRobot robot, String text) {
        robot.interact(() -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(text);
            Clipboard.getSystemClipboard().setContent(content);
        });
    }

    /** A button of the record, pressed wherever the side column is scrolled. */
    private static void fire(FxRobot robot, String id) {
        robot.interact(() -> robot.lookup(id).queryButton().fire());
    }

    @Test
    void theExplorerCopiesAndPastesTheRecordAndBareMoves(FxRobot robot) throws Exception {
        GameText shown = GameText.of(navigator.game().cursor());
        fire(robot, "#record-copy");
        String copied = WaitForAsyncUtils.asyncFx(() -> Clipboard.getSystemClipboard().getString()).get();
        assertEquals(shown.format(), copied, "Copy puts the record on the clipboard");

        // the play screen's Copy text, another game, opens as it is
        GameCursor worked = Navigator.workedExample();
        clipboard(robot, GameText.of(worked).format());
        fire(robot, "#record-paste");
        assertEquals(GameText.of(worked), GameText.of(navigator.game().cursor()), "the pasted record is the game shown");
        assertEquals("Event 0 of 184", robot.lookup(".step-counter").queryAs(Label.class).getText());

        // bare moves, from the start of the game shown
        clipboard(robot, "S1+ N1+");
        fire(robot, "#record-paste");
        assertEquals(GameText.of(new GameCursor(worked.ruleset(), worked.start(), worked.turns().subList(0, 2).stream()
                .map(t -> t.move()).toList())), GameText.of(navigator.game().cursor()));

        // what is not a game is refused with why, and the game stays
        clipboard(robot, "S1+ N9+");
        GameCursor before = navigator.game().cursor();
        fire(robot, "#record-paste");
        assertEquals(before, navigator.game().cursor());
        String said = robot.lookup("#record-message").queryAs(Label.class).getText();
        assertTrue(said.contains("move 2 (9+)"), said);
    }

    @Test
    void theExplorerSavesAndOpensTheSameGame(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.katro");
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
        GameText shown = GameText.of(navigator.game().cursor());
        fire(robot, "#record-save");
        assertEquals(shown.format(), Files.readString(file), "the file is the record");
        robot.interact(() -> navigator.openWorkedExample());
        fire(robot, "#record-open");
        assertEquals(shown, GameText.of(navigator.game().cursor()), "opened back, the same game");
    }

    @Test
    void setUpTakesAWholeRecordPastedIntoItsMoves(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.showSetup());
        String record = GameText.of(MoveListTest.game(Ruleset.GOROBAKA, 8)).format();
        TextField moves = robot.lookup("#moves").queryAs(TextField.class);
        // as a paste does: into the field's selection, the record's line breaks and all
        robot.interact(() -> moves.replaceSelection(record));
        WaitForAsyncUtils.waitForFxEvents();
        GameText read = GameText.parse(record);
        assertEquals(Ruleset.GOROBAKA, robot.lookup("#ruleset").<ComboBox<Ruleset>>query().getValue());
        assertEquals(read.start().toString(), robot.lookup("#position").queryAs(TextField.class).getText());
        assertEquals(String.join(" ", read.moves().stream().map(m -> m.toString()).toList()), moves.getText(),
                "the moves field holds the moves alone");
    }

    /** Save… and Open… write and read {@code file}, with no dialog; how many times Save… asked. */
    private int[] filesAt(Path file) {
        int[] saves = {0};
        navigator.setFileDialogs(new FileDialogs() {
            @Override
            public Optional<Path> save(Kind kind, String suggested) {
                saves[0]++;
                return Optional.of(file);
            }

            @Override
            public Optional<Path> open(Kind kind) {
                return Optional.of(file);
            }
        });
        return saves;
    }

    @Test
    void setUpSavesAndOpensTheSameGame(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.katro");
        int[] saves = filesAt(file);
        robot.interact(() -> navigator.showSetup());
        GameText game = GameText.of(MoveListTest.game(Ruleset.GOROBAKA, 8));
        TextField moves = robot.lookup("#moves").queryAs(TextField.class);
        TextField position = robot.lookup("#position").queryAs(TextField.class);
        ComboBox<Ruleset> ruleset = robot.lookup("#ruleset").query();

        // a form that holds no game yet is not saved, and why is said
        robot.interact(() -> moves.setText("S99+"));
        fire(robot, "#record-save");
        assertEquals(0, saves[0], "no file asked for");
        assertTrue(Files.notExists(file));
        String said = robot.lookup("#record-message").queryAs(Label.class).getText();
        assertTrue(said.startsWith("This is not a game that can be saved yet"), said);

        robot.interact(() -> moves.replaceSelection(game.format()));
        WaitForAsyncUtils.waitForFxEvents();
        fire(robot, "#record-save");
        assertEquals(game.format(), Files.readString(file), "the file is the record of the form");

        // another game typed, then the file opened back: the same ruleset, start and moves
        robot.interact(() -> {
            ruleset.setValue(Ruleset.KATRO4);
            moves.setText("S1+");
        });
        fire(robot, "#record-open");
        assertEquals(Ruleset.GOROBAKA, ruleset.getValue());
        assertEquals(game.start().toString(), position.getText());
        assertEquals(String.join(" ", game.moves().stream().map(m -> m.toString()).toList()), moves.getText());
    }

    @Test
    void compareSavesAndOpensTheSameGame(FxRobot robot, @TempDir Path dir) throws Exception {
        Path file = dir.resolve("game.katro");
        filesAt(file);
        robot.interact(() -> {
            navigator.showCompare();
            navigator.compareModel().choose(org.katro.ui.compare.CompareViewModel.Preset.WHOLE_FILE);
        });
        ComboBox<Ruleset> first = robot.lookup("#first").query();
        TextField position = robot.lookup("#position").queryAs(TextField.class);
        TextField moves = robot.lookup("#moves").queryAs(TextField.class);
        GameText saved = new GameText(first.getValue(), org.katro.notation.Notation.parsePosition(position.getText(),
                first.getValue()), org.katro.notation.Notation.parseMoves(moves.getText(), org.katro.engine.Player.SOUTH));
        fire(robot, "#record-save");
        assertEquals(saved.format(), Files.readString(file), "the file is the record of the form");

        // another comparison, on another board, then the file opened back: the same ruleset, start and
        // moves, compared at once with a ruleset for that board
        robot.interact(() -> navigator.compareModel().choose(org.katro.ui.compare.CompareViewModel.Preset.START_ROW));
        fire(robot, "#record-open");
        assertEquals(saved.ruleset(), first.getValue());
        assertEquals(saved.start().toString(), position.getText());
        assertEquals("8-", moves.getText());
        WaitForAsyncUtils.waitFor(20, java.util.concurrent.TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> {
            var left = navigator.compareModel().leftProperty().get();
            return left != null && GameText.of(left.cursor()).equals(saved);
        }).get());
        assertEquals(Ruleset.GOROBAKA_NO_SINGLETONS, robot.lookup("#second").<ComboBox<Ruleset>>query().getValue());
    }
}
