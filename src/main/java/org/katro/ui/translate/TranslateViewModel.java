package org.katro.ui.translate;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.translation.LanguageFolder;
import org.katro.translation.TextsToTranslate;
import org.katro.translation.TextsToTranslate.Text;
import org.katro.ui.shell.BackgroundJob;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Translating in the app: an added language's texts, each English beside the language's own, found
 * by a search or by what is still English, and counted. A text that counts something is asked as one
 * plain sentence per plural category of the language; the pattern the app reads is written from
 * them ({@link TextsToTranslate}). Reading and saving happen on the files' thread.
 */
public final class TranslateViewModel {
    static final String BUNDLE = TranslateViewModel.class.getPackageName() + ".TranslateView";

    /** One field of the text chosen: its plural category ("" for a text that counts nothing), what English says there, and the language's own. */
    public record Form(String category, String examples, String english, StringProperty own) {
    }

    private final Path languages;
    private final Texts texts;
    private final BackgroundJob reading;
    private final BackgroundJob saving;
    private final ObservableList<String> codes = FXCollections.observableArrayList();
    private final ObjectProperty<String> code = new SimpleObjectProperty<>(this, "code");
    private final StringProperty search = new SimpleStringProperty(this, "search", "");
    private final BooleanProperty stillEnglish = new SimpleBooleanProperty(this, "stillEnglish", true);
    private final ObservableList<Text> shown = FXCollections.observableArrayList();
    private final ObjectProperty<Text> chosen = new SimpleObjectProperty<>(this, "chosen");
    private final ReadOnlyObjectWrapper<List<Form>> forms = new ReadOnlyObjectWrapper<>(this, "forms", List.of());
    private final ReadOnlyStringWrapper count = new ReadOnlyStringWrapper(this, "count", "");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private TextsToTranslate all;

    /** What reading or saving gave: the texts as they are now, or the one line of why not. */
    private record Done(TextsToTranslate texts, String problem) {
    }

    /**
     * @param languages the data folder's {@value LanguageFolder#IN_DATA}; {@code files}: where files are
     *                  read and written; {@code fx}: the view models' thread; {@code language}: the screen's
     */
    public TranslateViewModel(Path languages, Executor files, Consumer<Runnable> fx, Language language) {
        this.languages = languages;
        this.texts = new Texts(language, BUNDLE);
        this.reading = new BackgroundJob(files, fx);
        this.saving = new BackgroundJob(files, fx);
        search.addListener(obs -> filter());
        stillEnglish.addListener(obs -> filter());
        chosen.addListener((obs, old, now) -> showForms());
        code.addListener((obs, old, now) -> open(now));
        if (Files.isDirectory(languages)) {
            try (Stream<Path> dirs = Files.list(languages)) {
                dirs.filter(Files::isDirectory).map(d -> d.getFileName().toString()).filter(c -> c.matches("[a-z]{2,3}"))
                        .sorted().forEach(codes::add);
            } catch (IOException e) {
                status.set(texts.text("unreadable", languages, e.getMessage()));
            }
        }
    }

    /** The added languages' codes, one a folder. */
    public ObservableList<String> codes() {
        return codes;
    }

    /** The language translated into, by its code. */
    public ObjectProperty<String> codeProperty() {
        return code;
    }

    private void open(String c) {
        all = null;
        shown.clear();
        chosen.set(null);
        if (c == null) {
            return;
        }
        Path dir = languages.resolve(c);
        reading.run(stop -> {
            try {
                return new Done(TextsToTranslate.read(dir), null);
            } catch (LanguageFolder.Refused e) {
                return new Done(null, e.getMessage());
            }
        }, read -> {
            if (read.problem() != null) {
                status.set(texts.text("unreadable", dir, read.problem()));
                return;
            }
            all = read.texts();
            filter();
        });
    }

    private void filter() {
        if (all == null) {
            return;
        }
        String words = search.get().strip().toLowerCase(Locale.ROOT);
        List<Text> now = new ArrayList<>();
        for (Text t : all.texts()) {
            if ((!stillEnglish.get() || t.stillEnglish()) && (words.isEmpty() || all.listed(t).toLowerCase(Locale.ROOT).contains(words)
                    || t.own() != null && t.own().toLowerCase(Locale.ROOT).contains(words))) {
                now.add(t);
            }
        }
        Text was = chosen.get();
        shown.setAll(now);
        chosen.set(was != null && now.contains(was) ? was : now.isEmpty() ? null : now.get(0));
        long english = all.texts().stream().filter(Text::stillEnglish).count();
        count.set(texts.text("count", english, all.texts().size(), now.size()));
    }

    private void showForms() {
        Text t = chosen.get();
        if (t == null || all == null) {
            forms.set(List.of());
            return;
        }
        List<Form> out = new ArrayList<>();
        if (t.counts()) {
            Map<String, String> own = all.sentences(t);
            for (String category : all.categories(t)) {
                out.add(new Form(category, all.examples(category), all.englishSentence(t, category),
                        new SimpleStringProperty(own.getOrDefault(category, ""))));
            }
        } else {
            out.add(new Form("", "", t.englishShown(), new SimpleStringProperty(TextsToTranslate.ownShown(t))));
        }
        forms.set(List.copyOf(out));
    }

    /** The text chosen, written as the fields say it, into the language's folder; then the next still English. */
    public void save() {
        Text t = chosen.get();
        TextsToTranslate from = all;
        if (t == null || from == null) {
            return;
        }
        Map<String, String> sentences = new LinkedHashMap<>();
        forms.get().forEach(f -> sentences.put(f.category(), f.own().get()));
        boolean empty = sentences.values().stream().allMatch(String::isBlank);
        if (empty) {
            status.set(texts.text("empty"));
            return;
        }
        String translated = t.counts() ? from.pattern(t, sentences) : TextsToTranslate.plain(t, sentences.get(""));
        saving.run(stop -> {
            try {
                return new Done(from.with(t, translated), null);
            } catch (IOException e) {
                return new Done(null, String.valueOf(e.getMessage()));
            }
        }, done -> {
            if (done.problem() != null) {
                status.set(texts.text("unsaved", done.problem()));
                return;
            }
            all = done.texts();
            int at = shown.indexOf(t);
            status.set(texts.text("saved", t.key()));
            filter();
            if (!stillEnglish.get() && at >= 0 && at < shown.size()) {
                chosen.set(shown.get(Math.min(at + 1, shown.size() - 1)));
            }
        });
    }

    /** How the list and the English beside the fields say {@code text}: plain words, a count as English says many. */
    public String listed(Text text) {
        return all == null ? text.englishShown() : all.listed(text);
    }

    public StringProperty searchProperty() {
        return search;
    }

    /** Only the texts still in English are listed. */
    public BooleanProperty stillEnglishProperty() {
        return stillEnglish;
    }

    /** The texts the search and the filter leave, in the bundles' order. */
    public ObservableList<Text> shown() {
        return shown;
    }

    public ObjectProperty<Text> chosenProperty() {
        return chosen;
    }

    /** The chosen text's fields: one per plural category of a count, else one. */
    public ReadOnlyObjectProperty<List<Form>> formsProperty() {
        return forms.getReadOnlyProperty();
    }

    /** How many texts are still English, of how many, and how many are listed. */
    public ReadOnlyStringProperty countProperty() {
        return count.getReadOnlyProperty();
    }

    /** What the last save did, in one line. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }
}
