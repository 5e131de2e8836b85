package org.katro.cli.share;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Quote;
import org.katro.store.Learners;
import org.katro.store.Report;
import org.katro.store.Store;
import org.katro.store.Visits;
import picocli.CommandLine.Command;
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

@Command(name = "report", description = {"Prints the learners' progress as CSV: learner,lesson,reached,done,asked,right, "
        + "one row per learner and lesson started.", "With --answers, each first answer instead: learner,lesson,step,answer,right.",
        "With --visits, the station's visit figures per day instead."})
public final class ReportCommand implements Action {
    @Option(names = "--data", paramLabel = "DIR", description = "the data folder that holds katro.db (default: the app's)")
    String data;
    @Option(names = "--visits", description = "the visit figures per day instead of the learners' progress")
    boolean visits;
    @Option(names = "--answers", description = "each learner's first answer to each question instead of the progress")
    boolean answers;
    @Option(names = "--station", paramLabel = "NAME", description = "with --visits: one station's figures (default: all)")
    String station;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Path folder = Store.dataFolder(Optional.ofNullable(data), System.getenv("XDG_DATA_HOME"),
                System.getProperty("user.home"));
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
                read = answers ? Report.answers(new Learners(store), out) : Report.progress(new Learners(store), out);
            }
            if (!read || !problems.isEmpty()) {
                throw new CliException(problems.isEmpty() ? "cannot read " + folder.resolve(Store.FILE) : problems.get(0));
            }
        } catch (IOException e) {
            throw new CliException("cannot write the report (" + e.getMessage() + ")");
        }
    }
}
