package org.katro.ui.editor;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.translation.LanguageFolder;
import org.katro.translation.Translation;
import org.katro.ui.shell.BackgroundJob;
import org.katro.ui.translate.TranslateViewModel;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The editor's "Another language": starts a translation from the English texts in the data
 * folder's {@value LanguageFolder#IN_DATA}, adds it to the choosers at once, and says of every added
 * language how many of its texts are still English. Files are written and counted off the JavaFX thread.
 */
public final class EditorTranslations {
    private final Path languages;
    private final Executor files;
    private final Consumer<Runnable> fx;
    private final Supplier<Texts> texts;
    private final BackgroundJob starting;
    private final BackgroundJob counting;
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyObjectWrapper<List<String>> counts = new ReadOnlyObjectWrapper<>(this, "counts", List.of());

    /**
     * @param languages the data folder's {@value LanguageFolder#IN_DATA}; {@code files}: the editor's
     *                  files' thread; {@code fx}: the view models' thread
     */
    public EditorTranslations(Path languages, Executor files, Consumer<Runnable> fx, Supplier<Language> language) {
        this.languages = languages;
        this.files = files;
        this.fx = fx;
        this.texts = Texts.following(language, EditorViewModel.BUNDLE);
        this.starting = new BackgroundJob(files, fx);
        this.counting = new BackgroundJob(files, fx);
    }

    /** The translation screen's model over the same folder and files' thread, in {@code language}, the screen's. */
    public TranslateViewModel translating(Language language) {
        return new TranslateViewModel(languages, files, fx, language);
    }

    /** What the last start did: where the folder is, or why it was refused; one line. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** One line per added language: how many of its texts are still English, the app's and the lessons'. */
    public ReadOnlyObjectProperty<List<String>> countsProperty() {
        return counts.getReadOnlyProperty();
    }

    /** Whether a translation is being started: the button waits meanwhile. */
    public javafx.beans.property.ReadOnlyBooleanProperty busyProperty() {
        return starting.busyProperty();
    }

    /** A started language, or the one line of why not. */
    private record Started(Path folder, Language language, String refused) {
    }

    /** Starts the translation into {@code code}: the English texts copied into its folder, then the language offered. */
    public void start(String code) {
        String c = code.strip();
        if (!c.matches("[a-z]{2,3}")) {
            // checked here too, so that no typed path ("../x") ever reaches the file system
            status.set(texts.get().text("translation.code"));
            return;
        }
        status.set("");
        starting.run(cancelled -> {
            try {
                Path dir = Translation.start(languages, c);
                return new Started(dir, LanguageFolder.load(dir), null);
            } catch (LanguageFolder.Refused e) {
                return new Started(null, null, e.getMessage());
            } catch (IOException e) {
                return new Started(null, null, String.valueOf(e.getMessage()));
            }
        }, started -> {
            if (started.refused() != null) {
                status.set(texts.get().text("translation.refused", started.refused()));
                return;
            }
            List<Language> added = new ArrayList<>(Language.all());
            added.removeAll(List.of(Language.values()));
            added.removeIf(l -> l.code().equals(c));
            added.add(started.language());
            Language.use(added);
            status.set(texts.get().text("translation.started", started.language().toString(), started.folder().toString()));
            recount();
        });
    }

    /**
     * Counts again what each added language still has in English; under each, one line per text of
     * its folder that cannot stand for its English and is shown in English (read again, as edited now).
     */
    public void recount() {
        List<Language> added = new ArrayList<>(Language.all());
        added.removeAll(List.of(Language.values()));
        Texts t = texts.get();
        counting.run(cancelled -> {
            List<String> lines = new ArrayList<>();
            for (Language language : added) {
                int app = 0;
                int appTotal = 0;
                int lessons = 0;
                int lessonsTotal = 0;
                List<Translation.Count> all = Translation.untranslated(language);
                for (Translation.Count count : all.subList(0, all.size() - 1)) {
                    if (count.texts().startsWith(LanguageFolder.LESSONS + "/")) {
                        lessons += count.english();
                        lessonsTotal += count.total();
                    } else {
                        app += count.english();
                        appTotal += count.total();
                    }
                }
                Translation.Count whole = all.get(all.size() - 1);
                lines.add(t.text("translation.count", language.toString(), language.code(), whole.english(), whole.total(),
                        app, appTotal, lessons, lessonsTotal));
                Path dir = languages.resolve(language.code());
                if (Files.isDirectory(dir)) {
                    try {
                        LanguageFolder.load(dir, lines::add);
                    } catch (LanguageFolder.Refused e) {
                        lines.add(e.getMessage());
                    }
                }
            }
            return List.copyOf(lines);
        }, counts::set);
    }
}
