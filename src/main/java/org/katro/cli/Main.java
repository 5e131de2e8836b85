package org.katro.cli;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Failure;
import org.katro.cli.command.Quote;
import org.katro.cli.command.RulesOption;
import org.katro.cli.game.BatchCommand;
import org.katro.cli.game.EventsCommand;
import org.katro.cli.game.MovesCommand;
import org.katro.cli.game.NarrateCommand;
import org.katro.cli.game.PlayCommand;
import org.katro.cli.game.PracticeCommand;
import org.katro.cli.game.ReviewCommand;
import org.katro.cli.game.RulesCommand;
import org.katro.cli.game.SolveCommand;
import org.katro.cli.game.StartCommand;
import org.katro.cli.measure.BenchCommand;
import org.katro.cli.measure.TournamentCommand;
import org.katro.cli.share.PictureCommand;
import org.katro.cli.share.ReportCommand;
import org.katro.cli.share.TranslateCommand;
import org.katro.cli.share.WebCommand;
import org.katro.cli.share.WorksheetCommand;
import picocli.CommandLine.Command;
import picocli.CommandLine.Help;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.ParseResult;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.TypeConversionException;
import picocli.CommandLine.UnmatchedArgumentException;
import picocli.CommandLine;

import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The headless command line of docs/notation.md. It never touches JavaFX, so {@code target/katro.jar}
 * runs with a plain JDK on a machine without a display. Whatever happens, it ends with its answer or
 * with one line on standard error, never a stack trace.
 */
@Command(name = "katro", synopsisSubcommandLabel = "COMMAND",
        description = "Katro positions, moves and games as text (docs/notation.md). Every command takes --help.",
        subcommands = {RulesCommand.class, StartCommand.class, MovesCommand.class, PlayCommand.class,
                NarrateCommand.class, EventsCommand.class, BatchCommand.class, SolveCommand.class, ReviewCommand.class,
                BenchCommand.class,
                TournamentCommand.class, PracticeCommand.class, ReportCommand.class, PictureCommand.class,
                WorksheetCommand.class, WebCommand.class, TranslateCommand.class})
public final class Main {
    /** Bad input of any kind: one line on standard error, exit status 2. */
    static final int USAGE_ERROR = 2;
    /** A failure that is not the input's fault: one line on standard error, exit status 1. */
    static final int INTERNAL_ERROR = 1;

    @Option(names = {"-h", "--help"}, usageHelp = true, scope = ScopeType.INHERIT,
            description = "prints this help and exits")
    boolean help;

    private final InputStream in;
    private final PrintStream out;
    private final PrintStream err;

    Main(InputStream in, PrintStream out, PrintStream err) {
        this.in = in;
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        int status = new Main(System.in, out, System.err).execute(args);
        out.flush();
        System.exit(status);
    }

    /** Runs one command and answers any failure with one line on standard error; returns the exit status. */
    int execute(String[] args) {
        String problem;
        int status;
        try {
            return run(args);
        } catch (CliException e) {
            problem = e.getMessage();
            status = USAGE_ERROR;
        } catch (RuntimeException | Error e) {
            problem = Failure.describe(e);
            status = Failure.isBadInput(e) ? USAGE_ERROR : INTERNAL_ERROR;
        }
        out.flush();
        err.println("katro: " + problem);
        err.flush();
        return status;
    }

    /** Runs one command; output goes to {@code out} only once the whole answer is known. */
    int run(String[] args) throws CliException {
        CommandLine line = new CommandLine(this);
        // an argument @FILE is a move to refuse, not a file to read
        line.setExpandAtFiles(false);
        PrintWriter help = new PrintWriter(new OutputStreamWriter(out, StandardCharsets.UTF_8));
        line.setOut(help);
        line.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.UTF_8), true));
        line.setColorScheme(Help.defaultColorScheme(Help.Ansi.OFF));
        ParseResult parsed;
        try {
            parsed = line.parseArgs(args);
        } catch (ParameterException e) {
            throw new CliException(problem(e, args));
        }
        if (CommandLine.printHelpIfRequested(parsed)) {
            help.flush();
            return 0;
        }
        if (!parsed.hasSubcommand()) {
            throw new CliException("no command; use one of: " + commands(line));
        }
        ((Action) parsed.subcommand().commandSpec().userObject()).run(in, out, err);
        return 0;
    }

    private static String commands(CommandLine line) {
        return String.join(", ", line.getSubcommands().keySet());
    }

    /** picocli's refusal said as this command line has always said it. */
    private static String problem(ParameterException e, String[] args) {
        CommandLine where = e.getCommandLine();
        if (e instanceof UnmatchedArgumentException u) {
            String first = Quote.input(u.getUnmatched().get(0));
            if (where.getParent() == null) {
                return "unknown command '" + first + "'; use one of: " + commands(where);
            }
            if (u.isUnknownOption()) {
                return "unknown option " + first.replaceFirst("=.*", "") + " for " + where.getCommandName();
            }
            return action(where).argumentsRule().orElse("unexpected argument '" + first + "'");
        }
        if (e instanceof OverwrittenOptionException o) {
            return "option " + name(o.getOverwritten()) + " is given twice";
        }
        if (e instanceof MissingParameterException m && !m.getMissing().isEmpty()) {
            ArgSpec missing = m.getMissing().get(0);
            if (missing.isPositional()) {
                return action(where).argumentsRule().orElse(Quote.input(e.getMessage()));
            }
            OptionSpec option = (OptionSpec) missing;
            if (Arrays.stream(option.names()).anyMatch(Arrays.asList(args)::contains)) {
                return "option " + name(option) + " needs a value";
            }
            return name(option) + " " + option.paramLabel() + " is required"
                    + (name(option).equals("--rules") ? RulesOption.SEE_RULES : "");
        }
        if (e.getCause() instanceof TypeConversionException t && e.getArgSpec() instanceof OptionSpec option) {
            return name(option) + " " + t.getMessage() + ", not '" + Quote.input(e.getValue()) + "'";
        }
        return Quote.input(e.getMessage());
    }

    private static Action action(CommandLine command) {
        return (Action) command.getCommand();
    }

    private static String name(ArgSpec spec) {
        return spec instanceof OptionSpec o ? o.longestName() : spec.paramLabel();
    }
}
