package org.katro.cli.game;

import org.katro.analysis.GameReview;
import org.katro.analysis.GameReview.TurnReview;
import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Moves;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.StartOptions;
import org.katro.cli.command.WholeNumber;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.notation.Notation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.InputStream;
import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

@Command(name = "review", showEndOfOptionsDelimiterInUsageHelp = true, description = {
        "Looks back at a game move by move, as the app's 'Review the game' does.",
        "One line per move: 'MOVE<TAB>BEFORE<TAB>AFTER', and a fourth column where there is something to say. "
                + "BEFORE is what the board was worth to the side playing the move (win in N, loss in N, draw, "
                + "or unsettled where the solver proved nothing in time), AFTER what the move left it, in the turns "
                + "left. A move that threw a win away gets 'threw a win away; quickest wins: ' and the moves that "
                + "win soonest; on a board the solver does not prove, the move the hard level would play: the "
                + "computer's judgement, not a proof.",
        "Starts from --position, or from the start position with --columns columns (not both)."})
public final class ReviewCommand implements Action {
    static final long MAX_SECONDS = 600;

    @Mixin
    RulesOption rules;
    @Mixin
    StartOptions start;
    @Parameters(paramLabel = "MOVE", arity = "0..*", description = "the game's moves, such as 1+ or S6-")
    List<String> moves = new ArrayList<>();
    @Option(names = "--seconds", paramLabel = "S", converter = WholeNumber.class, defaultValue = "2",
            description = "the solver's time for each board, 1 to " + MAX_SECONDS + " (default: ${DEFAULT-VALUE})")
    long seconds;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        long budget = WholeNumber.within("--seconds", seconds, 1, MAX_SECONDS);
        StartOptions.Game g = start.game(rules, moves, "review");
        GameCursor game = Moves.game(g.ruleset(), g.start(), g.moves());
        GameReview.of(game, 0, Duration.ofSeconds(budget), () -> false, turn -> out.print(line(turn)));
    }

    static String line(TurnReview t) {
        StringBuilder sb = new StringBuilder(Notation.move(t.mover(), t.move())).append('\t').append(t.before())
                .append('\t').append(t.after());
        switch (t.mark()) {
            case THREW_WIN -> sb.append("\tthrew a win away; quickest wins: ").append(moves(t.mover(), t.quickest()));
            case THREW_DRAW -> sb.append("\tthrew a draw away; drawing moves: ").append(moves(t.mover(), t.quickest()));
            case UNPROVED -> t.judgement().ifPresent(m -> sb.append("\tnot proved; the computer's judgement, not a "
                    + "proof: ").append(t.judgedGood() ? "a good move" : "better " + Notation.move(t.mover(), m)));
            case BEST, WEAKER -> { }
        }
        return sb.append('\n').toString();
    }

    private static String moves(Player side, List<Move> moves) {
        return String.join(" ", moves.stream().map(m -> Notation.move(side, m)).toList());
    }
}
