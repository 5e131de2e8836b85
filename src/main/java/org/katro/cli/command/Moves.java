package org.katro.cli.command;

import org.katro.engine.GameCursor;
import org.katro.engine.IllegalMoveException;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;

import java.util.ArrayList;
import java.util.List;

/** Positions and moves as typed, checked, each refused with its reason. */
public final class Moves {
    private Moves() {
    }

    /** A typed position, refused with the reason. */
    public static Position position(String text, Ruleset r) throws CliException {
        try {
            return Notation.parsePosition(text, r);
        } catch (NotationException e) {
            throw new CliException("bad position: " + Quote.english(e.problem()));
        }
    }

    /** One move from text, checked: the game must go on and the move must be legal. */
    public static Turn playOne(Ruleset r, Position p, String text) throws CliException {
        Rules rules = Rules.of(r);
        Move m;
        try {
            m = Notation.parseMove(text, p.toMove());
        } catch (NotationException e) {
            throw new CliException(Quote.english(e.problem()));
        }
        if (rules.winner(p).isPresent()) {
            throw new CliException("illegal move " + Quote.input(text) + ": the game is over, " + p.toMove().symbol()
                    + " has no legal move");
        }
        try {
            return rules.record(p, m);
        } catch (IllegalMoveException e) {
            throw new CliException("illegal move " + Quote.input(text) + ": " + Quote.english(e.reason()));
        }
    }

    /** The moves played from {@code start}, each checked with the reason it is refused. */
    public static GameCursor game(Ruleset r, Position start, List<String> moves) throws CliException {
        List<Move> played = new ArrayList<>();
        Position p = start;
        for (String text : moves) {
            Turn turn = playOne(r, p, text);
            played.add(turn.move());
            p = turn.after();
        }
        return new GameCursor(r, start, played);
    }
}
