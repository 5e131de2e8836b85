package org.katro.cli.command;

import org.katro.engine.Ruleset;
import picocli.CommandLine.Option;

import java.util.Arrays;
import java.util.Iterator;

/** {@code --rules ID}, which every command but {@code rules} needs. */
public final class RulesOption {
    /** Ends every refusal that is about the ruleset: where the ids are listed. */
    public static final String SEE_RULES = " (see: katro rules)";

    @Option(names = "--rules", paramLabel = "ID", required = true, completionCandidates = RulesetIds.class,
            description = "the ruleset: ${COMPLETION-CANDIDATES}")
    String id;

    public Ruleset ruleset() throws CliException {
        return ruleset(id);
    }

    /** The ruleset {@code id} names, for commands whose {@code --rules} is optional. */
    public static Ruleset ruleset(String id) throws CliException {
        return Ruleset.byId(id).orElseThrow(() -> new CliException("unknown ruleset '" + Quote.input(id) + "'"
                + SEE_RULES));
    }

    /** The ruleset ids, as {@code --help} lists them. */
    static final class RulesetIds implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Ruleset.values()).map(Ruleset::id).iterator();
        }
    }
}
