package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Moves;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.StartOptions;
import org.katro.cli.command.WholeNumber;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.Json;
import org.katro.solver.Analysis;
import org.katro.solver.Analysis.MoveValue;
import org.katro.solver.Solver;
import org.katro.solver.Value;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

@Command(name = "solve", showEndOfOptionsDelimiterInUsageHelp = true, description = {
        "Proves what perfect play makes of the position after the moves, and of each legal move there.",
        "Line 1 is 'position<TAB>VALUE<TAB>TURNS', then one line 'MOVE<TAB>VALUE<TAB>TURNS' per legal move, "
                + "best first. VALUE is win, loss, draw or unsettled, for the side to move; TURNS counts both "
                + "sides' turns to the end and is empty for a draw or unsettled.",
        "Starts from --position, or from the start position with --columns columns (not both), or after "
                + "the moves of --game FILE."})
public final class SolveCommand implements Action {
    static final long MAX_SECONDS = 3600;
    /** The most the solver's tables may take: half the heap, at most 512 MB. */
    private static final long MEMORY = Math.min(512L << 20, Runtime.getRuntime().maxMemory() / 2);

    @Mixin
    RulesOption rules;
    @Mixin
    StartOptions start;
    @Parameters(paramLabel = "MOVE", arity = "0..*", description = "moves played first, such as 1+ or S6-")
    List<String> moves = new ArrayList<>();
    @Option(names = "--seconds", paramLabel = "S", converter = WholeNumber.class, defaultValue = "10",
            description = "the whole command's time, 1 to " + MAX_SECONDS + " (default: ${DEFAULT-VALUE}); "
                    + "what is not proved by then is unsettled")
    long seconds;
    @Option(names = "--json", description = "the same answer as one JSON object")
    boolean json;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        long begun = System.nanoTime();
        long budget = WholeNumber.within("--seconds", seconds, 1, MAX_SECONDS);
        StartOptions.Game game = start.game(rules, moves, "solve");
        Ruleset r = game.ruleset();
        Position p = game.start();
        for (String text : game.moves()) {
            p = Moves.playOne(r, p, text).after();
        }
        Duration left = Duration.ofSeconds(budget).minusNanos(System.nanoTime() - begun);
        Analysis a = new Solver(r, MEMORY).solve(p, left, () -> false);
        out.print(json ? json(a) : text(a));
    }

    private static String text(Analysis a) {
        StringBuilder sb = new StringBuilder();
        line(sb, "position", a.value());
        for (MoveValue m : a.moves()) {
            line(sb, m.move().toString(), m.value());
        }
        return sb.toString();
    }

    private static void line(StringBuilder sb, String what, Value v) {
        sb.append(what).append('\t').append(v.kind().word()).append('\t');
        if (v.turns() >= 0) {
            sb.append(v.turns());
        }
        sb.append('\n');
    }

    private static String json(Analysis a) {
        Json j = Json.object().field("position", a.position().toString());
        value(j, a.value()).name("moves").beginArray();
        for (MoveValue m : a.moves()) {
            value(j.beginObject().field("move", m.move().toString()), m.value()).end();
        }
        return j.end().end() + "\n";
    }

    private static Json value(Json j, Value v) {
        j.field("value", v.kind().word()).name("turns");
        return v.turns() >= 0 ? j.value(v.turns()) : j.raw("null");
    }
}
