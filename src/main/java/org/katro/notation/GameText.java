package org.katro.notation;

import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Replay;
import org.katro.engine.Ruleset;
import org.katro.notation.NotationException.Typed;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A whole game as text, the one game record of the app and the command line (a {@code .katro} file,
 * the clipboard, {@code --game FILE}): the ruleset, the start position (and with it the board's
 * columns) and the moves, in the notation of docs/notation.md, one keyword per line:
 * <pre>
 * rules fianarantsoa
 * start 2,2/2,2/2,2/2,2/2,2/2,2 S 0
 * moves 1+ 1+ 6+
 * </pre>
 * Blank lines and lines starting with {@code #} are skipped; {@code moves} may be missing (no move
 * yet) or given on several lines, which follow one another.
 */
public record GameText(Ruleset ruleset, Position start, List<Move> moves) {
    /** The words that start a record's lines. */
    private static final List<String> KEYWORDS = List.of("rules", "start", "moves");

    public GameText {
        moves = List.copyOf(moves);
    }

    /** How many columns the board has (the start position's). */
    public int columns() {
        return start.columns();
    }

    /** The game of {@code cursor}, whole (wherever the cursor stands). */
    public static GameText of(GameCursor cursor) {
        return new GameText(cursor.ruleset(), cursor.start(),
                cursor.turns().stream().map(t -> t.move()).toList());
    }

    public String format() {
        StringBuilder sb = new StringBuilder();
        sb.append("rules ").append(ruleset.id()).append('\n');
        sb.append("start ").append(start).append('\n');
        if (!moves.isEmpty()) {
            sb.append("moves ").append(moves.stream().map(Move::toString).collect(Collectors.joining(" "))).append('\n');
        }
        return sb.toString();
    }

    /** The game replayed, every move checked against the rules. */
    public GameCursor cursor() {
        return new GameCursor(ruleset, start, moves);
    }

    /**
     * Reads what a player pastes or opens: a whole game as {@link #parse} reads it, or bare moves such
     * as {@code S1+ N3-}, which are then played from {@code start} under {@code ruleset} (the game on
     * screen). Text is a whole game as soon as one of its lines starts with a keyword.
     */
    public static GameText read(String text, Ruleset ruleset, Position start) throws NotationException {
        if (text.isBlank() || isRecord(text)) {
            return parse(text);
        }
        return checked(ruleset, start, Notation.parseMoves(text, start.toMove()));
    }

    /** Whether some line of {@code text} starts with one of the record's keywords: a whole game, not bare moves. */
    public static boolean isRecord(String text) {
        for (String line : text.split("\\R")) {
            String word = line.strip().split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
            if (KEYWORDS.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads a game written by {@link #format()} (or by hand) and checks that every move is legal.
     * The exception's message says which line is wrong and why.
     */
    public static GameText parse(String text) throws NotationException {
        Ruleset ruleset = null;
        String startText = null;
        int startLine = 0;
        StringBuilder moveText = new StringBuilder();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            try {
                Notation.refuseControlCharacters(lines[i]);
            } catch (NotationException e) {
                throw new NotationException("game.badLine", i + 1, e.problem());
            }
            String line = lines[i].strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split("\\s+", 2);
            String rest = parts.length > 1 ? parts[1] : "";
            switch (parts[0].toLowerCase(Locale.ROOT)) {
                case "rules" -> {
                    if (ruleset != null) {
                        throw new NotationException("game.rulesTwice", i + 1);
                    }
                    String id = rest;
                    ruleset = Ruleset.byId(id).orElseThrow(() -> new NotationException("game.unknownRuleset", new Typed(id)));
                }
                case "start" -> {
                    if (startText != null) {
                        throw new NotationException("game.startTwice", i + 1);
                    }
                    startText = rest;
                    startLine = i + 1;
                }
                case "moves" -> moveText.append(' ').append(rest);
                default -> throw new NotationException("game.unknownLine", i + 1, new Typed(parts[0]));
            }
        }
        if (ruleset == null) {
            throw new NotationException("game.noRules");
        }
        if (startText == null) {
            throw new NotationException("game.noStart");
        }
        Position start;
        try {
            start = Notation.parsePosition(startText, ruleset);
        } catch (NotationException e) {
            throw new NotationException("game.badLine", startLine, e.problem());
        }
        List<Move> moves = Notation.parseMoves(moveText.toString().strip(), start.toMove());
        return checked(ruleset, start, moves);
    }

    /** The game, once every move is found legal; else the first refused, with its number and reason. */
    private static GameText checked(Ruleset ruleset, Position start, List<Move> moves) throws NotationException {
        Optional<Replay.Refusal> refused = Replay.of(ruleset, start, moves).refusal();
        if (refused.isPresent()) {
            Replay.Refusal r = refused.get();
            throw new NotationException("game.illegalMove", r.index() + 1, r.move().toString(), r.reason());
        }
        return new GameText(ruleset, start, moves);
    }
}
