package org.katro.ui.play;

import org.junit.jupiter.api.Test;
import org.katro.computer.Outcome;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.text.Language;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.FileDialogs;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Optional;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The play screen's logic, searches run at once on the test's thread; their results wait in a queue
 * as they would for the JavaFX thread, and {@link #settle()} hands them over.
 */
class PlayViewModelTest {
    /** searches (or their results) queued here run only when the test says so */
    private final List<Runnable> queued = new ArrayList<>();

    private PlayViewModel now() {
        return new PlayViewModel(Language.ENGLISH, Runnable::run, queued::add, 20);
    }

    /** Runs the queued results, and those they queue in turn. */
    private void settle() {
        while (!queued.isEmpty()) {
            queued.remove(0).run();
        }
    }

    private void play(PlayViewModel play) {
        play.game().play(firstLegal(play));
        settle();
    }

    private static Move firstLegal(PlayViewModel play) {
        GameCursor c = play.game().cursor();
        return c.rules().legalMoves(c.last()).get(0);
    }

    /** Katra Gorobaka on four columns, one move (South's 1+) before South wins. */
    private static final String ALMOST_OVER = "rules gorobaka\nstart " + Ruleset.GOROBAKA.start(4)
            + "\nmoves 6+ 2+ 2- 3- 1+ 4+\n";

    @Test
    void theEndOfAGameSaysWhoWonInWordsForThePlayerOnceTheBoardShowsIt() {
        PlayViewModel people = now();
        people.opponentProperty().set(PlayViewModel.Opponent.PERSON);
        assertTrue(people.load(ALMOST_OVER));
        people.game().last();
        assertEquals("", people.endingProperty().get(), "the game goes on");
        people.game().play(new Move(1, Direction.PLUS));
        settle();
        people.game().last();
        assertEquals("South won!", people.endingProperty().get());
        people.game().back();
        assertEquals("", people.endingProperty().get(), "not before the end is shown");

        PlayViewModel won = now();
        won.opponentProperty().set(PlayViewModel.Opponent.MEDIUM);
        won.sideProperty().set(Player.SOUTH);
        assertTrue(won.load(ALMOST_OVER));
        won.game().play(new Move(1, Direction.PLUS));
        settle();
        won.game().last();
        assertEquals("You won!", won.endingProperty().get());

        // the person plays North: the computer (medium never misses a win in one) wins as South
        PlayViewModel lost = now();
        lost.opponentProperty().set(PlayViewModel.Opponent.MEDIUM);
        lost.sideProperty().set(Player.NORTH);
        assertTrue(lost.load(ALMOST_OVER));
        settle();
        lost.game().last();
        assertEquals(7, lost.game().cursor().turns().size());
        assertEquals("South won: the computer, this time.", lost.endingProperty().get());
    }

    @Test
    void theComputerAnswersEveryMoveOfThePerson() {
        PlayViewModel play = now();
        play(play);
        List<org.katro.engine.Turn> turns = play.game().cursor().turns();
        assertEquals(2, turns.size(), "the person's turn and the computer's");
        assertEquals(Player.NORTH, turns.get(1).before().toMove());
        assertFalse(play.game().lockedProperty().get(), "the person's move again");
    }

    @Test
    void aHoleTappedOrAHintAskedWhileTheTurnsArePlayedBackShowsTheirEndAndActs() {
        PlayViewModel play = now();
        GameSession vm = play.game();
        vm.play(firstLegal(play));
        settle();
        // the two turns are being played back, seed by seed, from where the person played
        vm.stepping().playingProperty().set(true);
        vm.seek(1);
        vm.stepping().playingProperty().set(true);
        assertFalse(vm.canPlayMoveProperty().get());
        Hole first = vm.cursor().geometry().hole(Player.SOUTH, firstLegal(play).hole());
        vm.selectHole(first);
        assertEquals(vm.cursor().size(), vm.cursor().index(), "the rest of the playback is shown at once");
        assertEquals(first, vm.selectedHoleProperty().get(), "and the tapped hole is chosen");

        vm.seek(1);
        vm.stepping().playingProperty().set(true);
        play.hint();
        settle();
        assertEquals(vm.cursor().size(), vm.cursor().index());
        assertTrue(vm.selectedHoleProperty().get() != null, "the hint marks its hole");
    }

    @Test
    void theComputerOpensWhenThePersonPlaysNorth() {
        PlayViewModel play = now();
        play.sideProperty().set(Player.NORTH);
        play.opponentProperty().set(PlayViewModel.Opponent.HARD);
        play.newGame();
        settle();
        assertEquals(1, play.game().cursor().turns().size());
        assertEquals(Player.NORTH, play.game().cursor().last().toMove());
    }

    @Test
    void whileTheComputerThinksTheBoardTakesNoMoveAndUndoDropsTheSearch() {
        PlayViewModel play = now();
        play.game().play(firstLegal(play));
        assertTrue(play.thinkingProperty().get());
        assertTrue(play.game().lockedProperty().get());
        assertFalse(play.game().canPlayMoveProperty().get());
        play.undo();
        assertFalse(play.thinkingProperty().get());
        assertEquals(0, play.game().cursor().turns().size(), "back to the person's move");
        settle();
        assertEquals(0, play.game().cursor().turns().size(), "the dropped search plays nothing");
    }

    @Test
    void undoAgainstTheComputerTakesBackTheAnswerToo() {
        PlayViewModel play = now();
        play(play);
        play(play);
        assertEquals(4, play.game().cursor().turns().size());
        play.undo();
        assertEquals(2, play.game().cursor().turns().size());
        assertEquals(Player.SOUTH, play.game().cursor().last().toMove());
    }

    @Test
    void twoPeopleTakeTurnsAndUndoOneTurn() {
        PlayViewModel play = now();
        play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
        play.newGame();
        play(play);
        assertEquals(1, play.game().cursor().turns().size(), "no computer answers");
        assertFalse(play.game().lockedProperty().get());
        play.undo();
        assertEquals(0, play.game().cursor().turns().size());
        assertFalse(play.canUndoProperty().get());
    }

    @Test
    void aGameCopiedAsTextLoadsBack() {
        PlayViewModel play = now();
        play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
        play.rulesetProperty().set(Ruleset.GOROBAKA);
        play.newGame();
        play(play);
        String text = play.record().text().orElseThrow();
        PlayViewModel other = now();
        other.opponentProperty().set(PlayViewModel.Opponent.PERSON);
        assertTrue(other.load(text));
        assertEquals(Ruleset.GOROBAKA, other.game().cursor().ruleset());
        assertEquals(play.game().cursor().last(), other.game().cursor().last());
        assertEquals(text, other.record().text().orElseThrow());
        assertEquals("", other.record().messageProperty().get(), "opened as on the other screens, without a word");
    }

    @Test
    void badTextIsRefusedWithItsReasonAndTheGameStays() {
        PlayViewModel play = now();
        GameSession before = play.game();
        assertFalse(play.load("rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\nmoves 1+ 1+ 9+\n"));
        assertEquals("This text is not a game that can be opened: move 3 (9+) cannot be played: there is no hole S9 "
                + "(holes are 1 to 6)", play.record().messageProperty().get());
        assertTrue(before == play.game());
        assertFalse(play.load(null));
    }

    /** Whatever the clipboard held, the refusal quotes a few characters of it, in every language. */
    @Test
    void aRefusedTextIsQuotedOnlyByItsFirstFewCharacters() {
        for (Language language : Language.values()) {
            PlayViewModel play = new PlayViewModel(language, Runnable::run, queued::add, 20);
            for (String pasted : List.of("database.password=hunter22 pin=246813",
                    "rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 Shunter22\n",
                    "rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\nmoves 1+ hunter22\n",
                    "rules fianarantsoa\nstart 2,hunter22/2,2/2,2/2,2/2,2/2,2 S 0\n",
                    "rules hunter22\n")) {
                assertFalse(play.load(pasted));
                String said = play.record().messageProperty().get();
                assertFalse(said.contains("hunter2") || said.contains("password") || said.contains("246813"),
                        language + ": " + said);
                assertTrue(said.contains("\u2026"), language + ": the cut is marked: " + said);
            }
        }
    }

    @Test
    void theHintChoosesItsHoleAndSaysWhy() {
        PlayViewModel play = now();
        play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
        assertTrue(play.load("rules gorobaka\nstart 0,3,0,1/0,2,0,0/1,1,0,0/0,0,0,0 S 2\n"));
        play.hint();
        settle();
        assertEquals("Try S8 towards S7. It captures 5 seeds and leaves the inner row of North empty. Afterwards North has "
                + "nothing to take.", play.hintProperty().get());
        assertEquals("S8", play.game().selectedHoleProperty().get().name());
        assertTrue(play.game().selectedDirectionsProperty().get().contains(Direction.MINUS));
        play.game().playSelected(Direction.MINUS);
        assertEquals("", play.hintProperty().get(), "a hint is for one turn only");
    }

    @Test
    void theExplanationNamesTheWinAndTheRisk() throws Exception {
        PlayViewModel play = now();
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position p = Notation.parsePosition("0,0,0,0/1,0,0,0/0,0,0,0/1,2,1,0/0,0,0,0/1,0,1,3 S 5",
                Ruleset.FIANARANTSOA);
        Move win = rules.legalMoves(p).stream().filter(m -> rules.play(p, m).total(Player.NORTH) == 0)
                .findFirst().orElseThrow();
        Geometry board = rules.geometry(p);
        Hole from = board.hole(Player.SOUTH, win.hole());
        String words = from.name() + " towards " + board.next(from, win.direction()).name();
        assertEquals("Try " + words + ". It takes the last seed of North and wins the game.",
                play.explain(board, Outcome.of(rules, p, win)));
        Position start = Ruleset.FIANARANTSOA.start(6);
        Outcome quiet = Outcome.of(rules, start, rules.legalMoves(start).get(0));
        assertTrue(play.explain(rules.geometry(start), quiet).contains("Afterwards North"), play.explain(rules.geometry(start), quiet));
    }

    @Test
    void aLanguageSwitchSaysTheHintAgainInTheNewLanguage() {
        PlayViewModel play = now();
        play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
        play.load("rules gorobaka\nstart 0,3,0,1/0,2,0,0/1,1,0,0/0,0,0,0 S 2\n");
        play.hint();
        settle();
        play.languageProperty().set(Language.FRENCH);
        assertTrue(play.hintProperty().get().startsWith("Essayez S8 vers S7."), play.hintProperty().get());
        assertEquals("Deux personnes se partagent ce plateau, chacune \u00e0 son tour.", play.playersProperty().get());
    }

    /**
     * The computer's turn is told as it is shown: nothing while the person's own lap is still played
     * back, "North is playing ..." from its lift, "North played ..." at its end; the hole it started
     * from is marked on the board from its lift until the person moves.
     */
    @Test
    void theComputersTurnIsToldAsItIsShownAndItsHoleStaysMarkedUntilThePersonMoves() {
        PlayViewModel play = now();
        GameSession vm = play.game();
        vm.play(firstLegal(play));
        settle();
        GameCursor c = vm.cursor();
        assertEquals(2, c.turns().size());
        int start = c.turnStarts().get(1);
        assertTrue(c.index() <= start, "the person's lap is still played back");
        assertEquals("", play.announcementProperty().get(), "not told before it is seen");
        assertTrue(vm.boardProperty().get().highlighted().isEmpty(), "nor marked");
        Move its = c.turns().get(1).move();
        Hole from = c.geometry().hole(Player.NORTH, its.hole());
        vm.seek(start + 1);
        assertTrue(play.announcementProperty().get().startsWith("North is playing " + from.name()),
                play.announcementProperty().get());
        assertEquals(java.util.Set.of(from), vm.boardProperty().get().highlighted(), "its hole is marked");
        vm.last();
        assertTrue(play.announcementProperty().get().startsWith("North played " + from.name()),
                play.announcementProperty().get());
        assertEquals(java.util.Set.of(from), vm.boardProperty().get().highlighted(), "and stays marked");
        assertTrue(vm.boardProperty().get().marks(from).highlighted());
        assertTrue(vm.canPlayMoveProperty().get(), "the person may move at once");
        vm.play(firstLegal(play));
        assertTrue(vm.boardProperty().get().highlighted().isEmpty(), "the person moved: the mark goes");
    }

    /** A level is one tap: the game on the board goes on against it, and the next games too. */
    @Test
    void aLevelChosenOnThePlayScreenPlaysTheGameOnTheBoard() {
        PlayViewModel play = now();
        play(play);
        int turns = play.game().cursor().turns().size();
        play.playAgainst(PlayViewModel.Opponent.HARD);
        assertEquals(turns, play.game().cursor().turns().size(), "no game lost");
        assertTrue(play.playersProperty().get().endsWith("at the hard level."), play.playersProperty().get());
        assertEquals(PlayViewModel.Opponent.HARD, play.opponentProperty().get(), "and for the next game");
        play.playAgainst(PlayViewModel.Opponent.PERSON);
        play.game().play(firstLegal(play));
        settle();
        assertEquals(turns + 1, play.game().cursor().turns().size(), "a second person: the computer does not answer");
    }

    // ---------------------------------------------------------------- the perfect level and thrown-away wins

    /** A view model whose searches have time enough to prove the small boards' values (they stop once proved). */
    private PlayViewModel proving(PlayViewModel.Opponent opponent, Player side, String game) {
        PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, queued::add, 20_000);
        play.opponentProperty().set(opponent);
        play.sideProperty().set(side);
        assertTrue(play.load(game));
        settle();
        return play;
    }

    @Test
    void thePerfectLevelSaysWhatItsMoveRestsOnAsTheMoveIsShown() {
        // South, the computer, to move, with one win in 7 (5+) among slower wins
        PlayViewModel play = proving(PlayViewModel.Opponent.PERFECT, Player.NORTH,
                "rules fianarantsoa\nstart 2,0/2,2/1,1/1,1/2,5/5,2 S 2\n");
        assertEquals(1, play.game().cursor().turns().size(), "the computer played");
        assertEquals(new Move(5, Direction.PLUS), play.game().cursor().turns().get(0).move());
        assertEquals("", play.proofProperty().get(), "not told before the move is seen");
        play.game().seek(1);
        assertEquals("", play.proofProperty().get(), "nor once its lift is shown, its seeds still to sow");
        play.game().seek(play.game().cursor().size() - 1);
        assertEquals("", play.proofProperty().get(), "nor before its last event");
        play.game().last();
        assertEquals("Perfect: this move wins in 7 turns.", play.proofProperty().get());
        assertTrue(play.playersProperty().get().endsWith("at the perfect level."), play.playersProperty().get());
        play.playAgainst(PlayViewModel.Opponent.HARD);
        assertEquals("", play.proofProperty().get(), "only the perfect level says it");
    }

    @Test
    void aMoveThatThrowsAProvedWinAwayIsToldWithTheRefutation() {
        String game = "rules katro4\nstart 3,0/1,2/2,5/1,2 S 2\n"; // South wins in 3 with 1- or 2-
        PlayViewModel play = proving(PlayViewModel.Opponent.PERSON, Player.SOUTH, game);
        play.game().play(new Move(1, Direction.PLUS));
        settle();
        assertEquals("", play.thrownWinProperty().get(), "nothing said of S1+ before it is sown");
        play.game().seek(play.game().cursor().size() - 1);
        assertEquals("", play.thrownWinProperty().get(), "nor while its last event is still to come");
        play.game().last();
        assertEquals("S1+ throws away a win in 3 turns. North can now win in one turn: N2-.",
                play.thrownWinProperty().get());
        play.undo();
        settle();
        assertEquals("", play.thrownWinProperty().get(), "the move taken back, nothing to say");
        play.game().play(new Move(1, Direction.MINUS));
        settle();
        assertEquals("", play.thrownWinProperty().get(), "1- keeps the win");
    }

    /** Answers the dialogs with {@code file}, or cancels when it is null; remembers the kind of file asked for. */
    private static final class Answers implements FileDialogs {
        private final Path file;
        private final List<Kind> asked = new ArrayList<>();

        Answers(Path file) {
            this.file = file;
        }

        @Override
        public Optional<Path> save(Kind kind, String suggested) {
            asked.add(kind);
            return Optional.ofNullable(file);
        }

        @Override
        public Optional<Path> open(Kind kind) {
            asked.add(kind);
            return Optional.ofNullable(file);
        }
    }

    @Test
    void aSavedGameOpensAgainAsItWasAndTheFolderKeepsNoPartFile(@TempDir Path dir) throws IOException {
        PlayViewModel play = now();
        play.opponentProperty().set(PlayViewModel.Opponent.PERSON);
        play(play);
        play(play);
        String game = play.record().text().orElseThrow();
        Path file = dir.resolve("game.katro");
        Answers answers = new Answers(file);
        play.record().save(answers);
        assertEquals(game, Files.readString(file, StandardCharsets.UTF_8));
        assertEquals(List.of(file), Files.list(dir).toList(), "written whole, through a part file moved into place");
        assertEquals("The game is saved in game.katro.", play.record().messageProperty().get());
        assertEquals(List.of("*.katro", "*.txt"), answers.asked.get(0).patterns());

        play.newGame();
        assertFalse(game.equals(play.record().text().orElseThrow()));
        play.record().open(answers);
        settle();
        assertEquals(game, play.record().text().orElseThrow());
    }

    @Test
    void aCancelledDialogWritesNothingAndSaysNothing(@TempDir Path dir) throws IOException {
        PlayViewModel play = now();
        String said = play.record().messageProperty().get();
        play.record().save(new Answers(null));
        play.record().open(new Answers(null));
        assertEquals(said, play.record().messageProperty().get());
        assertEquals(List.of(), Files.list(dir).toList());
    }

    @Test
    void aFileThatCannotBeWrittenIsSaidWhy(@TempDir Path dir) {
        PlayViewModel play = now();
        play.record().save(new Answers(dir.resolve("no-such-folder").resolve("game.katro")));
        assertTrue(play.record().messageProperty().get().startsWith("The file cannot be used: "), play.record().messageProperty().get());
    }
}
