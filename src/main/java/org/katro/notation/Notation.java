package org.katro.notation;

import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.NotationException.Typed;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads and writes positions, moves and events in the notation of docs/notation.md. */
public final class Notation {
    private static final Pattern MOVE = Pattern.compile("([SN])?(\\d+)([+-])");
    private static final Pattern COUNT = Pattern.compile("\\d+");
    /**
     * The most seeds a hole may hold in a typed position: far above any real game (72 seeds in all),
     * low enough that no board total overflows.
     */
    public static final int MAX_SEEDS_IN_A_HOLE = 999;
    /** docs/notation.md: the largest ply a position may give, far enough below the int range that no count of turns overflows. */
    public static final int MAX_PLY = 999_999_999;

    private Notation() {
    }

    /** Parses {@code <rows> <side> [<ply>]} for the board of {@code ruleset}. */
    public static Position parsePosition(String text, Ruleset ruleset) throws NotationException {
        refuseControlCharacters(text);
        String[] parts = text.trim().split("\\s+");
        if (text.isBlank() || parts.length < 2 || parts.length > 3) {
            throw new NotationException("position.form");
        }
        String[] rows = parts[0].split("/", -1);
        if (rows.length != ruleset.rows()) {
            throw new NotationException("position.rows", ruleset.id(), ruleset.rows(), rows.length);
        }
        int columns = -1;
        int[] counts = null;
        for (int r = 0; r < rows.length; r++) {
            String[] cells = rows[r].split(",", -1);
            if (columns < 0) {
                columns = cells.length;
                if (!ruleset.allowsColumns(columns)) {
                    throw new NotationException("position.columns", ruleset.id(), Ruleset.MIN_COLUMNS,
                            Ruleset.MAX_COLUMNS, columns);
                }
                counts = new int[ruleset.rows() * columns];
            } else if (cells.length != columns) {
                throw new NotationException("position.rowLengths", r + 1, cells.length, columns);
            }
            for (int c = 0; c < columns; c++) {
                counts[r * columns + c] = count(cells[c], r, c);
            }
        }
        Player side = switch (parts[1]) {
            case "S" -> Player.SOUTH;
            case "N" -> Player.NORTH;
            default -> throw new NotationException("position.side", new Typed(parts[1]));
        };
        int ply = 0;
        if (parts.length == 3) {
            if (!parts[2].matches("-?\\d+")) {
                throw new NotationException("position.plyNotNumber", new Typed(parts[2]));
            }
            if (parts[2].startsWith("-") && !parts[2].matches("-0+")) {
                throw new NotationException("position.plyNegative");
            }
            String digits = parts[2].replaceFirst("^-?0*(?=\\d)", "");
            if (digits.length() > 9 || Integer.parseInt(digits) > MAX_PLY) {
                throw new NotationException("position.plyTooLarge", new Typed(parts[2]));
            }
            ply = Integer.parseInt(digits);
        }
        Position p = new Position(ruleset.rows(), columns, counts, side, ply);
        if (p.total() == 0) {
            throw new NotationException("position.noSeed");
        }
        return p;
    }

    private static int count(String cell, int row, int column) throws NotationException {
        if (!COUNT.matcher(cell).matches()) {
            throw new NotationException("position.countNotNumber", row + 1, column + 1, new Typed(cell));
        }
        String digits = cell.replaceFirst("^0+(?=\\d)", "");
        if (digits.length() > 3 || Integer.parseInt(digits) > MAX_SEEDS_IN_A_HOLE) {
            throw new NotationException("position.countTooLarge", row + 1, column + 1, new Typed(cell), MAX_SEEDS_IN_A_HOLE);
        }
        return Integer.parseInt(digits);
    }

    /** Parses {@code [S|N]<hole><direction>} for the side to move {@code side}. */
    public static Move parseMove(String text, Player side) throws NotationException {
        refuseControlCharacters(text);
        Matcher m = MOVE.matcher(text.trim());
        if (!m.matches()) {
            throw new NotationException("move.form", new Typed(text));
        }
        if (m.group(1) != null && m.group(1).charAt(0) != side.symbol()) {
            throw new NotationException("move.side", new Typed(text), new Typed(m.group(1)),
                    String.valueOf(side.symbol()));
        }
        int hole;
        try {
            hole = Integer.parseInt(m.group(2));
        } catch (NumberFormatException e) {
            throw new NotationException("move.noHole", new Typed(text), new Typed(m.group(2)));
        }
        if (hole < 1) {
            throw new NotationException("move.holeZero", new Typed(text));
        }
        return new Move(hole, m.group(3).equals("+") ? Direction.PLUS : Direction.MINUS);
    }

    /** A move with its side's prefix, {@code [S|N]<hole><direction>}: "S3+", as it is parsed back. */
    public static String move(Player side, Move m) {
        return side.symbol() + m.toString();
    }

    /** Parses a whitespace-separated list of moves for alternating sides starting with {@code first}. */
    public static List<Move> parseMoves(String text, Player first) throws NotationException {
        refuseControlCharacters(text);
        List<Move> out = new ArrayList<>();
        Player side = first;
        for (String token : text.trim().split("\\s+")) {
            if (!token.isEmpty()) {
                out.add(parseMove(token, side));
                side = side.opponent();
            }
        }
        return out;
    }

    /**
     * Refuses text holding a control character other than a tab or a line break, which could otherwise
     * pass unseen (a trailing U+0001 was once read as if absent) or drive a terminal when echoed. Format
     * characters (bidirectional overrides, zero-width spaces) and the Unicode line and paragraph
     * separators count as control characters too.
     */
    static void refuseControlCharacters(String text) throws NotationException {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int type = Character.getType(c);
            boolean control = Character.isISOControl(c) ? c != '\t' && c != '\n' && c != '\r'
                    : type == Character.FORMAT || type == Character.LINE_SEPARATOR
                            || type == Character.PARAGRAPH_SEPARATOR;
            if (control) {
                throw new NotationException("text.control", String.format("U+%04X", (int) c), i + 1);
            }
        }
    }

    /** The board part of a position, without side and ply, as in docs/worked-example.md. */
    public static String board(Position p) {
        String s = p.toString();
        return s.substring(0, s.indexOf(' '));
    }

    /** One event as a JSON object on one line. */
    public static String json(Event e) {
        Json j = Json.object();
        if (e instanceof Event.Pick p) {
            j.field("type", "pick").field("player", side(p.player())).field("hole", p.hole().name())
                    .field("count", p.count()).field("reason", lower(p.reason())).field("lap", p.lap());
        } else if (e instanceof Event.Sow s) {
            j.field("type", "sow").field("player", side(s.player())).field("hole", s.hole().name())
                    .field("in_hand", s.inHand()).field("lap", s.lap());
            if (s.endsLap()) {
                j.field("outcome", lower(s.outcome()));
            }
        } else if (e instanceof Event.Capture c) {
            j.field("type", "capture").field("player", side(c.player())).field("from", c.from().name())
                    .field("into", c.into().name()).field("count", c.count()).field("row", lower(c.from().row()));
        } else if (e instanceof Event.TurnEnd t) {
            j.field("type", "turn-end").field("next", side(t.next()));
        } else {
            j.field("type", "game-over").field("winner", side(((Event.GameOver) e).winner()));
        }
        return j.end().toString();
    }

    private static String side(Player p) {
        return String.valueOf(p.symbol());
    }

    private static String lower(Enum<?> e) {
        return e.name().toLowerCase().replace('_', '-');
    }
}
