package org.katro.cli.share;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.ForceOption;
import org.katro.cli.command.LanguageOption;
import org.katro.cli.command.Moves;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.StartOptions;
import org.katro.engine.GameCursor;
import org.katro.picture.Story;
import org.katro.text.Language;
import org.katro.web.WebPlayer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

@Command(name = "web", showEndOfOptionsDelimiterInUsageHelp = true, description = {"Writes one HTML file that "
        + "steps through the moves (or a lesson) seed by seed, lap by lap and turn by turn, with no network.",
        "The page reads #event=K from its address."})
public final class WebCommand implements Action {
    @Option(names = "--rules", paramLabel = "ID", description = "the ruleset of the moves")
    String rules;
    @Mixin
    StartOptions start;
    @Mixin
    LessonOption lesson;
    @Mixin
    LanguageOption lang;
    @Option(names = "--out", paramLabel = "FILE", required = true, description = "FILE.html")
    Path out;
    @Mixin
    ForceOption force;
    @Parameters(paramLabel = "MOVE", arity = "0..*", description = "moves such as 1+ or S6-")
    List<String> moves = new ArrayList<>();

    @Override
    public void run(InputStream in, PrintStream stdout, PrintStream err) throws CliException {
        Language language = lang.language();
        Story story;
        if (lesson.given()) {
            if (rules != null || start.given() || !moves.isEmpty()) {
                throw new CliException("web --lesson takes no --rules, --position, --columns, --game or moves");
            }
            story = Story.lesson(lesson.lesson(lang.dataFolder()), language);
        } else {
            if (rules == null && !start.hasGame()) {
                throw new CliException("web needs --rules ID and moves, --game FILE or --lesson ID"
                        + RulesOption.SEE_RULES);
            }
            StartOptions.Game typed = start.game(rules, moves, "web");
            GameCursor game = Moves.game(typed.ruleset(), typed.start(), typed.moves());
            if (game.size() > WebPlayer.MAX_EVENTS) {
                throw new CliException("the moves have " + game.size() + " events; a web page holds at most "
                        + WebPlayer.MAX_EVENTS);
            }
            story = Story.game(game, language);
        }
        force.write(out, WebPlayer.html(story, language).getBytes(StandardCharsets.UTF_8));
    }
}
