package org.katro.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Ruleset;
import org.katro.notation.GameText;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code --game FILE}, the app's saved game, on every command that takes moves: each answers as it
 * does to the same ruleset, start and moves typed out.
 */
class GameFileOptionTest {
    private static final String WORKED = GameText.of(new GameCursor(Ruleset.FIANARANTSOA,
            Ruleset.FIANARANTSOA.start(2), List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS),
                    new Move(6, Direction.PLUS)))).format();

    private static InProcess ok(String... args) {
        InProcess r = InProcess.run("", args);
        assertEquals(0, r.status(), String.join(" ", args) + ": " + r.err());
        return r;
    }

    private static void assertRefused(InProcess r, String expected) {
        assertEquals(Main.USAGE_ERROR, r.status(), r.err());
        assertEquals("", r.out(), "nothing on standard output");
        assertTrue(r.err().contains(expected), r.err() + " should say " + expected);
    }

    @Test
    void theWorkedExamplesFilePlaysAsItsMovesTyped(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("game.katro"), WORKED);
        assertEquals(MainTest.WORKED_OUTPUT, ok("play", "--game", file.toString()).out());
        assertEquals(MainTest.WORKED_OUTPUT, ok("play", "--rules", "fianarantsoa", "--game", file.toString()).out(),
                "--rules may name the file's own ruleset");
        List<String> typed = List.of("--rules", "fianarantsoa", "--position", MainTest.WORKED_START);
        assertEquals(run("narrate", typed, "1+", "1+", "6+"), ok("narrate", "--game", file.toString()).out());
        assertEquals(run("solve", typed, "1+", "1+", "6+"), ok("solve", "--game", file.toString()).out());
        assertEquals(run("review", typed, "1+", "1+", "6+"), ok("review", "--game", file.toString()).out());
        // the events of every move of the file, in order, as 'events' prints each one's
        List<String> after = ok("play", "--game", file.toString()).out().lines().toList();
        String events = run("events", typed, "1+")
                + run("events", List.of("--rules", "fianarantsoa", "--position", after.get(0)), "1+")
                + run("events", List.of("--rules", "fianarantsoa", "--position", after.get(1)), "6+");
        assertEquals(events, ok("events", "--game", file.toString()).out());
        for (String ending : List.of(".svg", ".html")) {
            String command = ending.equals(".svg") ? "picture" : "web";
            Path fromFile = dir.resolve("file" + ending);
            Path fromMoves = dir.resolve("moves" + ending);
            ok(command, "--game", file.toString(), "--out", fromFile.toString());
            List<String> args = new ArrayList<>(List.of("--out", fromMoves.toString()));
            args.addAll(typed);
            run(command, args, "1+", "1+", "6+");
            assertArrayEquals(Files.readAllBytes(fromMoves), Files.readAllBytes(fromFile), command);
        }
    }

    /** A random game of every ruleset, saved, then read back by play. */
    @Test
    void everyRulesetsSavedGamePlaysAsItsMovesTyped(@TempDir Path dir) throws IOException {
        for (Ruleset r : Ruleset.values()) {
            GameCursor game = new GameCursor(r, r.start(), List.of());
            SplittableRandom random = new SplittableRandom(r.ordinal());
            for (int i = 0; i < 8; i++) {
                game.rules().randomMove(game.last(), random).ifPresent(game::append);
            }
            Path file = Files.writeString(dir.resolve(r.id() + ".katro"), GameText.of(game).format());
            List<String> moves = game.turns().stream().map(t -> t.move().toString()).toList();
            List<String> typed = List.of("--rules", r.id(), "--position", r.start().toString());
            assertEquals(run("play", typed, moves.toArray(String[]::new)), ok("play", "--game", file.toString()).out(),
                    r.id());
            // moves typed after the file are played on from its end
            List<String> first = moves.subList(0, moves.size() - 1);
            Path shorter = Files.writeString(dir.resolve(r.id() + "-short.katro"),
                    GameText.of(new GameCursor(r, r.start(), game.turns().subList(0, moves.size() - 1).stream()
                            .map(t -> t.move()).toList())).format());
            assertEquals(ok("play", "--game", file.toString()).out(),
                    ok("play", "--game", shorter.toString(), moves.get(moves.size() - 1)).out(), r.id() + ": " + first);
        }
    }

    @Test
    void aFileThatIsNotAGameIsRefusedWithWhy(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("game.katro"), WORKED);
        Path bad = Files.writeString(dir.resolve("bad.katro"), "rules fianarantsoa\nstart 2,2/2,2/2,2/2,2/2,2/2,2 S 0\n"
                + "moves 1+ 1+ 9+\n");
        assertRefused(InProcess.run("", "play", "--game", bad.toString()), "move 3 (9+) cannot be played");
        assertRefused(InProcess.run("", "play", "--game", dir.resolve("none.katro").toString()), "cannot be read");
        assertRefused(InProcess.run("", "play", "--rules", "katro4", "--game", file.toString()),
                "is a game of fianarantsoa, not katro4");
        assertRefused(InProcess.run("", "play", "--game", file.toString(), "--columns", "2"), "not both");
        assertRefused(InProcess.run("", "play", "--game", file.toString(), "1+"), "the game is over");
        assertRefused(InProcess.run("", "play", "1+"), "--rules ID is required");
    }

    private static String run(String command, List<String> options, String... moves) {
        List<String> args = new ArrayList<>(List.of(command));
        args.addAll(options);
        args.addAll(List.of(moves));
        return ok(args.toArray(String[]::new)).out();
    }
}
