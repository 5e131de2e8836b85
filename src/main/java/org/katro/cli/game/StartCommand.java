package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.ColumnsOption;
import org.katro.cli.command.RulesOption;
import org.katro.engine.Ruleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

import java.io.InputStream;
import java.io.PrintStream;

@Command(name = "start", description = "Prints the start position.")
public final class StartCommand implements Action {
    @Mixin
    RulesOption rules;
    @Mixin
    ColumnsOption columns;

    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) throws CliException {
        Ruleset r = rules.ruleset();
        out.println(r.start(columns.columns(r)));
    }
}
