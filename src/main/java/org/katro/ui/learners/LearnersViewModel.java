package org.katro.ui.learners;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.katro.store.Learners;
import org.katro.store.Report;
import org.katro.store.SafeFile;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.BackgroundJob;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * "Who is learning?": the classroom's learners, each a name and a picture (no password), a new one
 * added, and the teacher page behind the staff PIN: every learner's lessons done and predictions
 * right, with a CSV export into the data folder. The database is read, and the export written, off
 * the screen's thread.
 */
public final class LearnersViewModel {
    /** The pictures a learner chooses from, by id (the icons and their names are the view's). */
    public static final List<String> PICTURES = List.of("zebu", "baobab", "lemur", "chameleon", "seed", "star");
    static final int LONGEST_NAME = 30;

    /** One learner on the teacher page. */
    public record Row(Learners.Learner learner, int done, int asked, int right, Map<String, Learners.Lesson> lessons) { }

    private final Learners learners;
    /** reads the list and the teacher page */
    private final BackgroundJob reading;
    private final BackgroundJob exporting;
    private final Consumer<String> choose;
    private final Predicate<String> pin;
    private final Path exportFolder;
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final ObservableList<Learners.Learner> all = FXCollections.observableArrayList();
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObjectProperty<String> picture = new SimpleObjectProperty<>(this, "picture", PICTURES.get(0));
    private final BooleanProperty teacher = new SimpleBooleanProperty(this, "teacher");
    private final ReadOnlyBooleanWrapper unlocked = new ReadOnlyBooleanWrapper(this, "unlocked");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private Texts texts;

    /**
     * @param background   where the database is read and the export written (the store's thread)
     * @param fx           runs what was read on the thread that owns the view model
     * @param choose       opens the app for the learner named
     * @param pin          the staff PIN's check (with its waits after wrong tries)
     * @param exportFolder where the teacher's CSV goes
     */
    public LearnersViewModel(Language language, Learners learners, Executor background, Consumer<Runnable> fx,
            Consumer<String> choose, Predicate<String> pin, Path exportFolder) {
        this.learners = learners;
        this.reading = new BackgroundJob(background, fx);
        this.exporting = new BackgroundJob(background, fx);
        this.choose = choose;
        this.pin = pin;
        this.exportFolder = exportFolder;
        this.language.set(language);
        texts = texts(language);
        this.language.addListener((obs, old, now) -> texts = texts(now));
        reading.run(cancelled -> learners.all(), read -> read.ifPresent(all::setAll));
    }

    private static Texts texts(Language language) {
        return new Texts(language, LearnersViewModel.class.getPackageName() + ".LearnersView");
    }

    public void choose(Learners.Learner learner) {
        choose.accept(learner.name());
    }

    /**
     * Adds a learner with the picture chosen and starts as them; false, and says why, for an empty or
     * taken name. The name is kept {@linkplain Learners#clean cleaned} and is taken when it is
     * {@linkplain Learners#sameness the same} as a learner's.
     */
    public boolean add(String typed) {
        String name = Learners.clean(typed == null ? "" : typed);
        if (name.isEmpty() || name.length() > LONGEST_NAME) {
            message.set(texts.text("nameRule", LONGEST_NAME));
            return false;
        }
        String same = Learners.sameness(name);
        Optional<Learners.Learner> taken = all.stream().filter(l -> Learners.sameness(l.name()).equals(same)).findFirst();
        if (taken.isPresent()) {
            message.set(texts.text("nameTaken", Learners.isolated(taken.get().name())));
            return false;
        }
        Learners.Learner learner = new Learners.Learner(name, picture.get());
        learners.add(learner);
        all.add(learner);
        choose(learner);
        return true;
    }

    /** The teacher page opens for the right PIN. */
    public void unlock(String typed) {
        if (pin.test(typed)) {
            unlocked.set(true);
            message.set("");
            reading.run(cancelled -> learners.everyone().flatMap(everyone -> learners.all().map(all -> all.stream().map(l -> {
                Map<String, Learners.Lesson> lessons = everyone.getOrDefault(l.name(), Map.of());
                return new Row(l, (int) lessons.values().stream().filter(Learners.Lesson::done).count(),
                        lessons.values().stream().mapToInt(Learners.Lesson::asked).sum(),
                        lessons.values().stream().mapToInt(Learners.Lesson::right).sum(), lessons);
            }).toList())), read -> read.ifPresentOrElse(rows::setAll, () -> message.set(texts.text("unreadable"))));
        } else {
            message.set(texts.text("wrongPin"));
        }
    }

    /**
     * The progress as CSV (the same as {@code report}) in the data folder, written whole through
     * {@link SafeFile}: a link planted at its name is replaced, never written through.
     */
    public void export() {
        Path file = exportFolder.resolve("katro-progress-" + LocalDate.now() + ".csv");
        Texts said = texts;
        exporting.run(cancelled -> learners.everyone().map(everyone -> {
            try {
                Files.createDirectories(exportFolder);
                SafeFile.write(file, Report.progress(everyone).getBytes(StandardCharsets.UTF_8), true);
                return said.text("exported", file.toString());
            } catch (IOException e) {
                return said.text("exportFailed", file.toString());
            }
        }).orElse(said.text("exportFailed", file.toString())), message::set);
    }

    /** One learner's line on the teacher page. */
    public String summary(Row row) {
        return texts.text("row", Learners.isolated(row.learner().name()), row.done(), row.right(), row.asked());
    }

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    public ObservableList<Learners.Learner> learners() {
        return all;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ObjectProperty<String> pictureProperty() {
        return picture;
    }

    /** The teacher's PIN field is showing. */
    public BooleanProperty teacherProperty() {
        return teacher;
    }

    public ReadOnlyBooleanProperty unlockedProperty() {
        return unlocked.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
