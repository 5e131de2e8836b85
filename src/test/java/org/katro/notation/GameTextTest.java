package org.katro.notation;

import org.junit.jupiter.api.Test;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GameTextTest {
    private static final GameCursor EXAMPLE = new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2),
            List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS), new Move(6, Direction.PLUS)));

    @Test
    void theWorkedExampleIsWrittenAsThreeLines() {
        assertEquals("rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\nmoves 1+ 1+ 6+\n",
                GameText.of(EXAMPLE).format());
    }

    @Test
    void aSavedGameLoadsBackTheSame() throws Exception {
        for (Ruleset r : Ruleset.values()) {
            GameCursor game = new GameCursor(r, r.start(), List.of());
            java.util.SplittableRandom random = new java.util.SplittableRandom(r.ordinal());
            for (int i = 0; i < 6 && game.winner().isEmpty(); i++) {
                game.append(game.rules().randomMove(game.last(), random).orElseThrow());
            }
            GameText loaded = GameText.parse(GameText.of(game).format());
            assertEquals(GameText.of(game), loaded, r.id());
            assertEquals(game.last(), loaded.cursor().last());
        }
    }

    @Test
    void commentsBlankLinesAndSeveralMoveLinesAreRead() throws Exception {
        GameText t = GameText.parse("# a game\r\n\r\nRULES fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S\nmoves 1+\n"
                + "moves 1+ 6+\n");
        assertEquals(GameText.of(EXAMPLE), t);
    }

    @Test
    void aGameWithoutMovesIsItsStart() throws Exception {
        GameText t = GameText.parse("rules gorobaka\nstart " + Ruleset.GOROBAKA.start() + "\n");
        assertEquals(List.of(), t.moves());
    }

    /** Paste and Open take a whole record, or bare moves played from the start of the game on screen. */
    @Test
    void aPasteIsAWholeRecordOrBareMoves() throws Exception {
        GameText onScreen = GameText.of(new GameCursor(Ruleset.GOROBAKA, Ruleset.GOROBAKA.start(), List.of()));
        String record = GameText.of(EXAMPLE).format();
        assertEquals(GameText.of(EXAMPLE), GameText.read(record, onScreen.ruleset(), onScreen.start()),
                "a record brings its own ruleset and start");
        GameCursor fromStart = new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), List.of());
        assertEquals(GameText.of(EXAMPLE), GameText.read("S1+ N1+\n S6+ ", Ruleset.FIANARANTSOA, fromStart.start()),
                "bare moves, the sides written or not, from the game's start");
        assertEquals(GameText.of(EXAMPLE), GameText.read("1+ 1+ 6+", Ruleset.FIANARANTSOA, fromStart.start()));
        NotationException notAMove = assertThrows(NotationException.class,
                () -> GameText.read("S1+ N9+", Ruleset.FIANARANTSOA, fromStart.start()));
        assertTrue(notAMove.getMessage().contains("move 2 (9+)"), notAMove.getMessage());
        NotationException empty = assertThrows(NotationException.class,
                () -> GameText.read("  ", Ruleset.FIANARANTSOA, fromStart.start()));
        assertTrue(empty.getMessage().contains("'rules ID' is missing"), empty.getMessage());
        assertEquals(2, GameText.of(EXAMPLE).columns());
    }

    @Test
    void badTextSaysWhatIsWrong() {
        assertMessage("", "'rules ID' is missing");
        assertMessage("rules chess\n", "unknown ruleset 'chess'");
        assertMessage("rules fianarantsoa\n", "'start POSITION' is missing");
        assertMessage("rules fianarantsoa\nstart 2,2/2,2 S 0\n", "line 2: fianarantsoa has 6 rows");
        assertMessage("rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\nplay 1+\n", "line 3: 'play'");
        assertMessage("rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\nmoves 1+ x\n", "'x' is not a move");
        assertMessage("rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\nmoves 1+ 1+ 9+\n", "move 3 (9+)");
        assertMessage("rules fianarantsoa\nrules gorobaka\n", "given twice");
        assertMessage("rules fianarantsoa\u0001\n", "line 1: character 19 is a control character (U+0001)");
        assertMessage("rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\nmoves 1+ 1+\u001b[2J\n",
                "line 3: character 12 is a control character (U+001B)");
    }

    private static void assertMessage(String text, String part) {
        NotationException e = assertThrows(NotationException.class, () -> GameText.parse(text));
        assertTrue(e.getMessage().contains(part), e.getMessage());
    }
}
