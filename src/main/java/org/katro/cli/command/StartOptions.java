package org.katro.cli.command;

import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.GameText;
import org.katro.notation.NotationException;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where a game starts: {@code --position POS} or {@code --columns N} (the start position when neither
 * is given), or {@code --game FILE}, a saved game (docs/notation.md) that brings its ruleset, start
 * and moves.
 */
public final class StartOptions {
    /** The most a game file may hold: a game of thousands of turns is a few dozen kilobytes. */
    static final long MAX_GAME_BYTES = 1 << 20;

    @Option(names = "--position", paramLabel = "POS", description = PositionOption.HELP)
    String text;
    @Mixin
    ColumnsOption columns;
    @Option(names = "--game", paramLabel = "FILE", description = "a saved game (a .katro file, as the app's "
            + "Save... writes it): its ruleset, start and moves; moves typed after it are played on")
    Path game;

    /**
     * A game as the options give it: its ruleset, its start, and the moves to play from there as
     * typed (a game file's first, then those typed after it), each still to be checked.
     */
    public record Game(Ruleset ruleset, Position start, List<String> moves) {
        public Game {
            moves = List.copyOf(moves);
        }
    }

    /** Whether any of the options was typed. */
    public boolean given() {
        return text != null || columns.given() || game != null;
    }

    /** Whether {@code --game} was typed. */
    public boolean hasGame() {
        return game != null;
    }

    /** The start position of a command that takes no game file. */
    public Position position(Ruleset r, String command) throws CliException {
        if (game != null) {
            throw new CliException(command + " takes no --game");
        }
        if (text != null && columns.given()) {
            throw new CliException(command + " takes --position or --columns, not both");
        }
        return text != null ? Moves.position(text, r) : r.start(columns.columns(r));
    }

    /** The game of {@code --rules}, the start options and the moves {@code typed}. */
    public Game game(RulesOption rules, List<String> typed, String command) throws CliException {
        return game(rules.id, typed, command);
    }

    /**
     * The game of the ruleset {@code rulesId} (null when not typed), the start options and the moves
     * {@code typed}. With {@code --game}, the ruleset is the file's: a {@code --rules} typed as well
     * must name it, and no {@code --position} or {@code --columns} may be typed.
     */
    public Game game(String rulesId, List<String> typed, String command) throws CliException {
        if (game == null) {
            if (rulesId == null) {
                throw RulesOption.missing();
            }
            Ruleset r = RulesOption.ruleset(rulesId);
            return new Game(r, position(r, command), typed);
        }
        if (text != null || columns.given()) {
            throw new CliException(command + " takes --game or --position/--columns, not both");
        }
        GameText saved = read(game);
        if (rulesId != null && RulesOption.ruleset(rulesId) != saved.ruleset()) {
            throw new CliException("--game " + Quote.input(game.toString()) + " is a game of "
                    + saved.ruleset().id() + ", not " + Quote.input(rulesId));
        }
        List<String> moves = new ArrayList<>();
        for (Move m : saved.moves()) {
            moves.add(m.toString());
        }
        moves.addAll(typed);
        return new Game(saved.ruleset(), saved.start(), moves);
    }

    private static GameText read(Path file) throws CliException {
        String where = "--game " + Quote.input(file.toString());
        String content;
        try {
            if (Files.size(file) > MAX_GAME_BYTES) {
                throw new CliException(where + " is too big for a game (more than " + MAX_GAME_BYTES + " bytes)");
            }
            content = Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new CliException(where + " cannot be read: " + Quote.input(String.valueOf(e.getMessage())));
        }
        try {
            return GameText.parse(content);
        } catch (NotationException e) {
            throw new CliException(where + ": " + Quote.english(e.problem()));
        }
    }
}
