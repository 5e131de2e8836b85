package org.katro.cli.command;

import org.katro.engine.Ruleset;
import picocli.CommandLine.Option;

import java.util.Arrays;
import java.util.Iterator;

/**
 * {@code --rules ID}, which every command but {@code rules} needs; a command that reads a game file
 * ({@code --game}, {@link StartOptions}) takes the file's, so picocli does not require it: {@link #ruleset()} does.
 */
public final class RulesOption {
    /** Ends every refusal that is about the ruleset: where the ids are listed. */
    public static final String SEE_RULES = " (see: katro rules)";

    @Option(names = "--rules", paramLabel = "ID", completionCandidates = RulesetIds.class,
            description = "the ruleset: ${COMPLETION-CANDIDATES}")
    String id;

    public Ruleset ruleset() throws CliException {
        if (id == null) {
            throw missing();
        }
        return ruleset(id);
    }

    /** The refusal of a command typed without {@code --rules}. */
    static CliException missing() {
        return new CliException("--rules ID is required" + SEE_RULES);
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
