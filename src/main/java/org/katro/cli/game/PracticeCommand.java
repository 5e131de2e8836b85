package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.ColumnsOption;
import org.katro.cli.command.KindOption;
import org.katro.cli.command.LanguageOption;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.WholeNumber;
import org.katro.engine.Ruleset;
import org.katro.practice.Kind;
import org.katro.practice.QuestionMaker;
import org.katro.text.Language;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.InputStream;
import java.io.PrintStream;

@Command(name = "practice", description = {"Prints practice questions, one JSON object per line: kind, rules, "
        + "position, move, question and answer.",
        "Each asks about the first lap of the move: landing (the hole its last seed falls into), capture (yes "
        + "or no) or count (the seeds that capture takes, 0 when none)."})
public final class PracticeCommand implements Action {
    /** More questions than a teacher prints are refused rather than left to run for minutes. */
    static final int MAX_COUNT = 10_000;

    @Mixin
    RulesOption rules;
    @Mixin
    ColumnsOption columns;
    @Mixin
    KindOption kind;
    @Option(names = "--count", paramLabel = "N", converter = WholeNumber.class, defaultValue = "10",
            description = "how many questions, 1 to " + MAX_COUNT + " (default: ${DEFAULT-VALUE})")
    long count;
    @Option(names = "--seed", paramLabel = "S", converter = WholeNumber.class, defaultValue = "1",
            description = "the random seed: the same seed gives the same questions (default: ${DEFAULT-VALUE})")
    long seed;
    @Mixin
    LanguageOption lang;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Ruleset r = rules.ruleset();
        int width = columns.columns(r);
        if (kind.winningMove()) {
            throw new CliException("--kind " + KindOption.WINNING_MOVE + " is printed by 'worksheet' and asked on the practice screen");
        }
        Kind k = kind.kind();
        Language language = lang.language();
        WholeNumber.within("--count", count, 1, MAX_COUNT);
        QuestionMaker maker = new QuestionMaker(seed);
        StringBuilder sb = new StringBuilder();
        for (long i = 0; i < count; i++) {
            sb.append(maker.next(r, width, k, Integer.MAX_VALUE).json(language)).append('\n');
        }
        out.print(sb);
    }
}
