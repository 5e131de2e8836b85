package org.katro.cli.game;

import org.katro.cli.command.Action;
import org.katro.engine.Ruleset;
import picocli.CommandLine.Command;

import java.io.InputStream;
import java.io.PrintStream;

@Command(name = "rules", description = "Lists the rulesets: one line each, its id then a short description.")
public final class RulesCommand implements Action {
    @Override
    public void run(InputStream in, PrintStream out, PrintStream err) {
        StringBuilder sb = new StringBuilder();
        for (Ruleset r : Ruleset.values()) {
            sb.append(r.id()).append(' ').append(r.description()).append('\n');
        }
        out.print(sb);
    }
}
