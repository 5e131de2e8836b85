package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.PositionOption;
import org.katro.cli.command.RulesOption;
import org.katro.engine.Move;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;

@Command(name = "moves", description = "Prints the legal moves, space-separated, on one line.")
public final class MovesCommand implements Action {
    @Mixin
    RulesOption rules;
    @Mixin
    PositionOption position;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Ruleset r = rules.ruleset();
        List<Move> moves = Rules.of(r).legalMoves(position.position(r));
        out.println(String.join(" ", moves.stream().map(Move::toString).toList()));
    }
}
