package org.katro.cli.command;

import org.katro.engine.Ruleset;
import picocli.CommandLine.Option;

/** {@code --columns N}: the start position's width, the ruleset's own when not given. */
public final class ColumnsOption {
    @Option(names = "--columns", paramLabel = "N", converter = WholeNumber.class,
            description = "the board's columns, " + Ruleset.MIN_COLUMNS + " to " + Ruleset.MAX_COLUMNS
                    + " (default: the ruleset's)")
    Long columns;

    public boolean given() {
        return columns != null;
    }

    public int columns(Ruleset r) throws CliException {
        if (columns == null) {
            return r.defaultColumns();
        }
        return (int) WholeNumber.within("--columns", columns, Ruleset.MIN_COLUMNS, Ruleset.MAX_COLUMNS);
    }
}
