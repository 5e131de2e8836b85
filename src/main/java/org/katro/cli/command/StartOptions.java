package org.katro.cli.command;

import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code --position POS} or {@code --columns N}: where a game starts, the start position when neither is given. */
public final class StartOptions {
    @Option(names = "--position", paramLabel = "POS", description = PositionOption.HELP)
    String text;
    @Mixin
    ColumnsOption columns;

    /** Whether either option was typed. */
    public boolean given() {
        return text != null || columns.given();
    }

    public Position position(Ruleset r, String command) throws CliException {
        if (text != null && columns.given()) {
            throw new CliException(command + " takes --position or --columns, not both");
        }
        return text != null ? Moves.position(text, r) : r.start(columns.columns(r));
    }
}
