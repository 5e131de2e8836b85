package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.LanguageOption;
import org.katro.cli.command.Moves;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.StartOptions;
import org.katro.engine.Event;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.text.Language;
import org.katro.text.Narrator;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

@Command(name = "narrate", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Plays the moves and "
        + "prints the sentence the screens show for each of their events: one line each, the event's number "
        + "(from 1), a tab, the sentence.",
        "Starts from --position, or from the start position with --columns columns (not both), or plays "
                + "the moves of --game FILE first."})
public final class NarrateCommand implements Action {
    @Mixin
    RulesOption rules;
    @Mixin
    StartOptions start;
    @Mixin
    LanguageOption lang;
    @Parameters(paramLabel = "MOVE", arity = "0..*", description = "moves such as 1+ or S6-")
    List<String> moves = new ArrayList<>();

    private static final String RULE = "narrate takes one or more moves, e.g. 1+ 1+ 6+, or --game FILE";

    @Override
    public Optional<String> argumentsRule() {
        return Optional.of(RULE);
    }

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        StartOptions.Game game = start.game(rules, moves, "narrate");
        if (game.moves().isEmpty()) {
            throw new CliException(RULE);
        }
        Ruleset r = game.ruleset();
        Language language = lang.language();
        Position p = game.start();
        List<Event> events = new ArrayList<>();
        for (String text : game.moves()) {
            Turn turn = Moves.playOne(r, p, text);
            events.addAll(turn.events());
            p = turn.after();
        }
        Narrator narrator = new Narrator(language);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < events.size(); i++) {
            sb.append(i + 1).append('\t').append(narrator.describe(r, events, i)).append('\n');
        }
        out.print(sb);
    }
}
