package org.katro.cli.command;

import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.translation.LanguageFolder;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;

/**
 * {@code --lang CODE}: the language of what a command says, prints or draws; English when not given.
 * A code that is not a shipped language's is looked for in the data folder's {@code languages/}
 * ({@code --data DIR}, else the app's), where languages are added without a rebuild.
 */
public final class LanguageOption {
    @Option(names = "--lang", paramLabel = "CODE", defaultValue = "en", completionCandidates = Codes.class,
            description = "the language: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}), or one added in the data folder")
    String code;
    @Option(names = "--data", paramLabel = "DIR",
            description = "the data folder whose languages/ holds the added languages, and lessons/ a curator's lessons (default: the app's)")
    String data;
    /** the command this option is mixed into: its standard error gets the texts that fall back to English */
    @Spec(Spec.Target.MIXEE)
    CommandSpec command;

    public Language language() throws CliException {
        Optional<Language> shipped = Arrays.stream(Language.values()).filter(l -> l.code().equals(code)).findFirst();
        if (shipped.isPresent()) {
            return shipped.get();
        }
        Path folder = dataFolder().resolve(LanguageFolder.IN_DATA);
        List<String> refused = new ArrayList<>();
        Language.use(LanguageFolder.loadAll(folder, refused::add));
        String own = "language folder " + folder.resolve(code) + ":";
        Optional<Language> added = Language.byCode(code);
        if (added.isPresent()) {
            // the language loaded: its lines are the texts it says in English, one a line, for the translator
            refused.stream().filter(r -> r.startsWith(own)).forEach(command.commandLine().getErr()::println);
            command.commandLine().getErr().flush();
            return added.get();
        }
        // the asked language's folder, left out: its reason is the answer
        Optional<String> why = refused.stream().filter(r -> r.startsWith(own)).findFirst();
        if (why.isPresent()) {
            throw new CliException(why.get());
        }
        throw new CliException("unknown language '" + Quote.input(code) + "' (languages: "
                + String.join(", ", Language.all().stream().map(Language::code).toList()) + ")");
    }

    /** The data folder {@code --data DIR} names, else the app's: where its added languages and a curator's lessons are. */
    public Path dataFolder() {
        return Store.dataFolder(Optional.ofNullable(data), System.getenv("XDG_DATA_HOME"), System.getProperty("user.home"));
    }

    /** The shipped languages' codes, as {@code --help} lists them. */
    static final class Codes implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return Arrays.stream(Language.values()).map(Language::code).iterator();
        }
    }
}
