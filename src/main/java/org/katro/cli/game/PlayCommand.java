package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Moves;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.StartOptions;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

@Command(name = "play", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Plays the moves: after each, one line with the new position; when the "
        + "game is over, a last line 'winner S' or 'winner N'.",
        "Starts from --position, or from the start position with --columns columns (not both), or plays on "
                + "from the moves of --game FILE."})
public final class PlayCommand implements Action {
    @Mixin
    RulesOption rules;
    @Mixin
    StartOptions start;
    @Parameters(paramLabel = "MOVE", arity = "0..*", description = "moves such as 1+ or S6-")
    List<String> moves = new ArrayList<>();

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        StartOptions.Game game = start.game(rules, moves, "play");
        Ruleset r = game.ruleset();
        Position p = game.start();
        StringBuilder sb = new StringBuilder();
        for (String text : game.moves()) {
            p = Moves.playOne(r, p, text).after();
            sb.append(p).append('\n');
        }
        Rules.of(r).winner(p).ifPresent(w -> sb.append("winner ").append(w.symbol()).append('\n'));
        out.print(sb);
    }
}
