package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Quote;
import org.katro.cli.command.RulesOption;
import org.katro.engine.IllegalMoveException;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

@Command(name = "batch", description = {"Reads lines POS;MOVE from standard input until its end and answers "
        + "each with one line: the position after the move, 'illegal: REASON' or 'error: REASON'.",
        "It never stops early: whatever goes wrong on a line is that line's answer."})
public final class BatchCommand implements Action {
    @Mixin
    RulesOption rules;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Rules r = Rules.of(rules.ruleset());
        try {
            Batch.answer(new InputStreamReader(in, StandardCharsets.UTF_8), out, line -> answer(r, line));
        } catch (IOException e) {
            throw new CliException("cannot read standard input: " + Quote.input(String.valueOf(e.getMessage())));
        }
    }

    private static String answer(Rules rules, String line) {
        int semi = line.indexOf(';');
        if (semi < 0) {
            return "error: a line is POS;MOVE";
        }
        Position p;
        Move m;
        try {
            p = Notation.parsePosition(line.substring(0, semi), rules.ruleset());
            m = Notation.parseMove(line.substring(semi + 1), p.toMove());
        } catch (NotationException e) {
            return "error: " + Quote.english(e.problem());
        }
        if (rules.winner(p).isPresent()) {
            return "illegal: the game is over, " + p.toMove().symbol() + " has no legal move";
        }
        try {
            return rules.play(p, m).toString();
        } catch (IllegalMoveException e) {
            return "illegal: " + Quote.english(e.reason());
        }
    }
}
