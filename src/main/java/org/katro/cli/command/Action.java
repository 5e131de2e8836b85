package org.katro.cli.command;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Optional;

/**
 * One command's work, run once picocli has set its options. A command prints its answer on
 * {@code out} only once the whole answer is known (batch: each line's), so a refused input leaves
 * nothing half-printed; {@code err} is for the progress of a long run.
 */
public interface Action {
    void run(InputStream in, PrintStream out, PrintStream err) throws CliException;

    /** What to say when the command is given the wrong number of arguments, if it takes any. */
    default Optional<String> argumentsRule() {
        return Optional.empty();
    }
}
