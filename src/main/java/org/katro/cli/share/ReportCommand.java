package org.katro.cli.share;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.LanguageOption;
import org.katro.cli.command.Quote;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.words.ReportWords;
import org.katro.store.Learners;
import org.katro.store.Report;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

@Command(name = "report", description = {"Prints the learners' progress as CSV (UTF-8 with a byte-order mark, so that a "
        + "spreadsheet opened by a double click reads the names right): learner,lesson,title,reached,steps,done,asked,right, "
        + "one row per learner and lesson started, and one for each learner who started none.",
        "With --answers, each first answer instead: learner,lesson,title,step,question,answer,right_answer,right.",
        "Titles, questions and answers in the language of --lang, the lessons the shipped ones and the data folder's.",
        "With --visits, the station's visit figures per day instead."})
public final class ReportCommand implements Action {
    /** the language of the titles, questions and answers, and the data folder ({@code --data}) that holds katro.db */
    @Mixin
    LanguageOption lang;
    @Option(names = "--visits", description = "the visit figures per day instead of the learners' progress")
    boolean visits;
    @Option(names = "--answers", description = "each learner's first answer to each question instead of the progress")
    boolean answers;
    @Option(names = "--station", paramLabel = "NAME", description = "with --visits: one station's figures (default: all)")
    String station;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Path folder = lang.dataFolder();
        Language language = lang.language();
        if (!Files.isRegularFile(folder.resolve(Store.FILE))) {
            throw new CliException("no " + Store.FILE + " in " + Quote.input(folder.toString()));
        }
        // a report only reads: opened read-only, never migrated, a damaged file left where it is
        List<String> problems = new ArrayList<>();
        try (Store store = Store.open(Store.Target.sqliteReadOnly(folder), problems::add, Runnable::run, () -> 0)) {
            boolean read;
            if (visits) {
                Optional<String> csv = new Visits(store).read(Optional.ofNullable(station), ZoneId.systemDefault()).map(Report::visits);
                csv.ifPresent(out::print);
                read = csv.isPresent();
            } else {
                // row by row: a million answers are never held in memory
                Report.Words words = new ReportWords(lessons(folder), language);
                read = answers ? Report.answers(new Learners(store), out, words) : Report.progress(new Learners(store), out, words);
            }
            if (!read || !problems.isEmpty()) {
                throw new CliException(problems.isEmpty() ? "cannot read " + folder.resolve(Store.FILE) : problems.get(0));
            }
        } catch (IOException e) {
            throw new CliException("cannot write the report (" + e.getMessage() + ")");
        }
    }

    /** The lessons the app knows: the shipped ones, then a curator's in the data folder. */
    private static LessonLibrary lessons(Path folder) {
        List<LessonSource> sources = new ArrayList<>(List.of(LessonSource.bundled()));
        if (Files.isDirectory(folder.resolve(LessonOption.LESSONS))) {
            sources.add(LessonSource.folder(folder.resolve(LessonOption.LESSONS)));
        }
        return LessonLoader.load(sources);
    }
}
