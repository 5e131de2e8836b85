package org.katro.cli.command;

import org.katro.practice.Kind;
import picocli.CommandLine.Option;

/** {@code --kind KIND}: one kind of practice question; every kind mixed when not given. */
public final class KindOption {
    @Option(names = "--kind", paramLabel = "KIND", description = "landing, capture or count (default: mixed)")
    String id;

    public boolean given() {
        return id != null;
    }

    /** The kind asked for, or null for every kind mixed. */
    public Kind kind() throws CliException {
        return id == null ? null : Kind.byId(id).orElseThrow(() -> new CliException("unknown kind '"
                + Quote.input(id) + "' (kinds: landing, capture, count)"));
    }
}
