package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Moves;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.StartOptions;
import org.katro.engine.Event;
import org.katro.engine.Position;
import org.katro.engine.Turn;
import org.katro.notation.Notation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

@Command(name = "events", showEndOfOptionsDelimiterInUsageHelp = true, description = {
        "Plays one move and prints its events, one JSON object per line.",
        "With --game FILE, prints the events of the file's moves and of any moves typed after them, in order."})
public final class EventsCommand implements Action {
    private static final String RULE = "events takes exactly one move (or --game FILE and any moves)";

    @Mixin
    RulesOption rules;
    @Mixin
    StartOptions start;
    @Parameters(paramLabel = "MOVE", arity = "0..*", description = "the move, such as 1+")
    List<String> moves = new ArrayList<>();

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        if (!start.hasGame()) {
            // one move from a typed position: the command as it always was
            if (!start.given()) {
                throw new CliException("--position POS is required");
            }
            if (moves.size() != 1) {
                throw new CliException(RULE);
            }
        }
        StartOptions.Game game = start.game(rules, moves, "events");
        StringBuilder sb = new StringBuilder();
        Position p = game.start();
        for (String text : game.moves()) {
            Turn turn = Moves.playOne(game.ruleset(), p, text);
            for (Event e : turn.events()) {
                sb.append(Notation.json(e)).append('\n');
            }
            p = turn.after();
        }
        out.print(sb);
    }

    @Override
    public Optional<String> argumentsRule() {
        return Optional.of(RULE);
    }
}
