package org.katro.cli.share;

import org.katro.cli.command.Action;
import org.katro.cli.command.CliException;
import org.katro.cli.command.Quote;
import org.katro.lesson.TextFiles;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.translation.LanguageFolder;
import org.katro.translation.Translation;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

@Command(name = "translate", description = {"Starts a translation of the app's texts and lessons into another "
        + "language (a copy of the English ones, and language.properties naming it and its plural rule), or, when "
        + "it is started, counts what it still has in English.",
        "A text still English is one the folder lacks or one that reads exactly as the English one."})
public final class TranslateCommand implements Action {
    @Option(names = "--lang", paramLabel = "CODE", required = true,
            description = "the language's code: two or three small letters (es, pl, sw)")
    String code;
    @Option(names = "--out", paramLabel = "DIR",
            description = "the folder of added languages, which gets CODE/ (default: the data folder's languages/)")
    Path out;

    @Override
    public void run(InputStream in, PrintStream stdout, PrintStream err) throws CliException {
        Path languages = out != null ? out : Store.dataFolder(Optional.empty(), System.getenv("XDG_DATA_HOME"),
                System.getProperty("user.home")).resolve(LanguageFolder.IN_DATA);
        Path dir = languages.resolve(code);
        StringBuilder said = new StringBuilder();
        try {
            if (!Files.exists(dir)) {
                Translation.start(languages, code);
                said.append("started ").append(code).append(" in ").append(dir).append('\n');
            }
            List<String> broken = new ArrayList<>();
            Language language = LanguageFolder.load(dir, broken::add);
            said.append(code).append(" (").append(language).append("): plural rules of ").append(language.plurals())
                    .append(": ").append(String.join(", ", Translation.categories(language.plurals().toLanguageTag())))
                    .append('\n');
            // each text that cannot stand for its English, so that the translator mends it
            broken.forEach(line -> said.append(line).append('\n'));
            List<Translation.Count> counts = Translation.untranslated(language);
            int width = counts.stream().mapToInt(c -> c.texts().length()).max().orElse(0);
            said.append("still English (missing, or the same as English):\n");
            for (Translation.Count c : counts) {
                said.append(String.format(java.util.Locale.ROOT, "%-" + width + "s %5d of %d%n", c.texts(), c.english(), c.total()));
            }
        } catch (LanguageFolder.Refused e) {
            throw new CliException(e.getMessage());
        } catch (IOException e) {
            throw new CliException("cannot write " + Quote.input(dir.toString()) + " (" + TextFiles.reason(e) + ")");
        }
        stdout.print(said);
    }
}
