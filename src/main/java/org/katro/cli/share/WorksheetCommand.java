package org.katro.cli.share;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.ColumnsOption;
import org.katro.cli.command.ForceOption;
import org.katro.cli.command.KindOption;
import org.katro.cli.command.LanguageOption;
import org.katro.cli.command.Quote;
import org.katro.cli.command.RulesOption;
import org.katro.cli.command.WholeNumber;
import org.katro.engine.Ruleset;
import org.katro.picture.Story;
import org.katro.practice.Kind;
import org.katro.practice.Puzzle;
import org.katro.practice.PuzzleMaker;
import org.katro.sheet.Paper;
import org.katro.sheet.Worksheet;
import org.katro.text.Language;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;

@Command(name = "worksheet", description = {"Prints a worksheet as a PDF: the questions of 'practice', each "
        + "with a picture of its position and its move marked and room to answer, and the answers on the last "
        + "page; or, with --lesson, each step of a lesson with its picture and caption."})
public final class WorksheetCommand implements Action {
    @Option(names = "--rules", paramLabel = "ID", description = "the ruleset of the questions")
    String rules;
    @Mixin
    ColumnsOption columns;
    @Mixin
    KindOption kind;
    @Option(names = "--count", paramLabel = "N", converter = WholeNumber.class, defaultValue = "12",
            description = "how many questions, 1 to " + Worksheet.MAX_QUESTIONS + " (default: ${DEFAULT-VALUE})")
    long count;
    @Option(names = "--seed", paramLabel = "S", converter = WholeNumber.class, defaultValue = "1",
            description = "the random seed: the same seed gives the same questions (default: ${DEFAULT-VALUE})")
    long seed;
    @Option(names = "--turns", paramLabel = "N", converter = WholeNumber.class, defaultValue = "3",
            description = "--kind winning-move: each puzzle is a win in N turns, 1, 3 or 5 (default: ${DEFAULT-VALUE})")
    long turns;
    @Mixin
    LessonOption lesson;
    @Mixin
    LanguageOption lang;
    @Option(names = "--paper", paramLabel = "SIZE", defaultValue = "a4", description = "a4 or letter (default: ${DEFAULT-VALUE})")
    String paper;
    @Option(names = "--out", paramLabel = "FILE", required = true, description = "FILE.pdf")
    Path out;
    @Mixin
    ForceOption force;

    @Override
    public void run(InputStream in, PrintStream stdout, PrintStream err) throws CliException {
        Language language = lang.language();
        Paper size = size(paper);
        byte[] pdf;
        if (lesson.given()) {
            if (rules != null || columns.given() || kind.given()) {
                throw new CliException("worksheet --lesson takes no --rules, --columns or --kind");
            }
            pdf = Worksheet.strip(Story.lesson(lesson.lesson(lang.dataFolder()), language), language, size);
        } else if (kind.winningMove()) {
            int questions = (int) WholeNumber.within("--count", count, 1, Worksheet.MAX_QUESTIONS);
            if (!Puzzle.LEVELS.contains((int) Math.min(turns, 99))) {
                throw new CliException("--turns must be 1, 3 or 5 (a win takes an odd number of turns: the winner plays the last)");
            }
            PuzzleMaker.Size board = null;
            if (rules != null) {
                Ruleset r = RulesOption.ruleset(rules);
                board = new PuzzleMaker.Size(r, columns.columns(r));
                if (!PuzzleMaker.SIZES.contains(board)) {
                    throw new CliException("puzzles are made on the boards the solver settles: " + PuzzleMaker.SIZES
                            .stream().map(z -> z.ruleset().id() + " --columns " + z.columns()).toList());
                }
            }
            pdf = Worksheet.puzzles(board, (int) turns, questions, seed, language, size);
        } else {
            if (rules == null) {
                throw new CliException("worksheet needs --rules ID or --lesson ID" + RulesOption.SEE_RULES);
            }
            Ruleset r = RulesOption.ruleset(rules);
            Kind k = kind.kind();
            int questions = (int) WholeNumber.within("--count", count, 1, Worksheet.MAX_QUESTIONS);
            pdf = Worksheet.questions(r, columns.columns(r), k, questions, seed, language, size);
        }
        force.write(out, pdf);
    }

    private static Paper size(String paper) throws CliException {
        return Paper.byId(paper).orElseThrow(() -> new CliException("--paper must be a4 or letter, not '"
                + Quote.input(paper) + "'"));
    }
}
