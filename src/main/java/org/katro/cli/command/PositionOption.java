package org.katro.cli.command;

import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import picocli.CommandLine.Option;

/** {@code --position POS}, for the commands that need one. */
public final class PositionOption {
    static final String HELP = "the position: <rows> <side> [<ply>],%n  e.g. '2,2/2,2/2,2/2,2/2,2/2,2 S 0'";

    @Option(names = "--position", paramLabel = "POS", required = true, description = HELP)
    String text;

    public Position position(Ruleset r) throws CliException {
        return Moves.position(text, r);
    }
}
