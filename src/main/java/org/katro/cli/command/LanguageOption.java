package org.katro.cli.command;

import org.katro.text.Language;
import picocli.CommandLine.Option;

import java.util.Arrays;
import java.util.Iterator;

/** {@code --lang CODE}: the language of what a command says, prints or draws; English when not given. */
public final class LanguageOption {
    @Option(names = "--lang", paramLabel = "CODE", defaultValue = "en", completionCandidates = Codes.class,
            description = "the language: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE})")
    String code;

    public Language language() throws CliException {
        return Language.byCode(code).orElseThrow(() -> new CliException("unknown language '" + Quote.input(code)
                + "' (languages: " + String.join(", ", (Iterable<String>) new Codes()) + ")"));
    }

    /** The languages' codes, as {@code --help} and the refusal list them. */
    static final class Codes implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Language.values()).map(l -> l.locale().getLanguage()).iterator();
        }
    }
}
