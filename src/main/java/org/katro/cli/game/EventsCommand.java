package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Moves;
import org.katro.cli.command.PositionOption;
import org.katro.cli.command.RulesOption;
import org.katro.engine.Event;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.notation.Notation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Optional;

@Command(name = "events", showEndOfOptionsDelimiterInUsageHelp = true, description = "Plays one move and prints its events, one JSON object per line.")
public final class EventsCommand implements Action {
    @Mixin
    RulesOption rules;
    @Mixin
    PositionOption position;
    @Parameters(index = "0", paramLabel = "MOVE", description = "the move, such as 1+")
    String move;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Ruleset r = rules.ruleset();
        Turn turn = Moves.playOne(r, position.position(r), move);
        StringBuilder sb = new StringBuilder();
        for (Event e : turn.events()) {
            sb.append(Notation.json(e)).append('\n');
        }
        out.print(sb);
    }

    @Override
    public Optional<String> argumentsRule() {
        return Optional.of("events takes exactly one move");
    }
}
