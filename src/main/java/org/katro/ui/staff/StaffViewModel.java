package org.katro.ui.staff;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.katro.lesson.LessonLibrary;
import org.katro.store.Report;
import org.katro.files.SafeFile;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.BackgroundJob;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The staff page behind the PIN: the station's visit figures (one station or all that share the
 * database), read off the screen's thread, and their export as CSV into the data folder (a station
 * opens no file dialog).
 */
public final class StaffViewModel {
    /** The station chosen when all are shown. */
    public static final String ALL = "";
    /** The hardest questions listed. */
    static final int HARDEST = 8;

    private final Visits visits;
    /** the lessons, for their titles: the figures know a lesson by its id */
    private final LessonLibrary lessons;
    private final Path exportFolder;
    private final ZoneId zone;
    private final BackgroundJob job;
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final ObservableList<String> stations = FXCollections.observableArrayList(ALL);
    private final StringProperty station = new SimpleStringProperty(this, "station", ALL);
    private final ReadOnlyObjectWrapper<Visits.Figures> figures = new ReadOnlyObjectWrapper<>(this, "figures");
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    private Texts texts;

    public StaffViewModel(Language language, Executor background, Consumer<Runnable> fx, Visits visits,
            LessonLibrary lessons, Path exportFolder, ZoneId zone) {
        this.visits = visits;
        this.lessons = lessons;
        this.exportFolder = exportFolder;
        this.zone = zone;
        this.job = new BackgroundJob(background, fx);
        this.language.set(language);
        texts = texts(language);
        this.language.addListener((obs, old, now) -> texts = texts(now));
        station.addListener(obs -> refresh());
        refresh();
    }

    private static Texts texts(Language language) {
        return new Texts(language, StaffViewModel.class.getPackageName() + ".StaffView");
    }

    /** Reads the figures again (and the stations that have any). */
    public void refresh() {
        Optional<String> chosen = chosen();
        job.run(cancelled -> Map.entry(visits.stations(), visits.figures(chosen, zone)), read -> {
            // stations only ever come (no visit is deleted): the newcomers are added, since a list
            // replaced whole clears the chooser's choice, and with it this station
            read.getKey().stream().filter(s -> !stations.contains(s)).forEach(stations::add);
            figures.set(read.getValue());
        });
    }

    /** Writes the figures per day as CSV into the data folder and says where. */
    public void export() {
        Optional<String> chosen = chosen();
        Path file = exportFolder.resolve("katro-visits-" + chosen.map(s -> s.replaceAll("[^A-Za-z0-9_-]", "_") + "-").orElse("")
                + LocalDate.now(zone) + ".csv");
        job.run(cancelled -> {
            try {
                Files.createDirectories(exportFolder);
                // whole or not at all, and a link planted at the name is replaced, never written through
                SafeFile.write(file, Report.visits(visits.figures(chosen, zone)).getBytes(StandardCharsets.UTF_8), true);
                return texts.text("exported", file.toString());
            } catch (IOException e) {
                return texts.text("exportFailed", file.toString());
            }
        }, message::set);
    }

    private Optional<String> chosen() {
        return ALL.equals(station.get()) ? Optional.empty() : Optional.of(station.get());
    }

    /** One line on the figures shown: visits, their average length, and the languages chosen. */
    public String summary() {
        Visits.Figures f = figures.get();
        if (f == null || f.days().isEmpty()) {
            return texts.text("none");
        }
        int count = f.days().stream().mapToInt(Visits.Day::visits).sum();
        long seconds = f.days().stream().mapToLong(Visits.Day::seconds).sum();
        String languages = String.join(", ", f.languages().entrySet().stream()
                .map(e -> Language.byCode(e.getKey()).map(Language::toString).orElse(e.getKey()) + " " + e.getValue()).toList());
        return texts.text("summary", count, count == 0 ? 0 : Math.round(seconds / (double) count)) + " "
                + (languages.isEmpty() ? "" : texts.text("languages", languages));
    }

    /** The hardest questions, each said in a line: its lesson and step, and how many first answers were wrong. */
    public List<String> hardest() {
        Visits.Figures f = figures.get();
        if (f == null) {
            return List.of();
        }
        return f.hardest().stream().filter(q -> q.wrong() > 0).limit(HARDEST).map(q -> {
            int hash = q.question().lastIndexOf('#');
            return texts.text("hardestRow", lessonTitle(q.question().substring(0, hash)),
                    q.question().substring(hash + 1), q.wrong(), q.right() + q.wrong());
        }).toList();
    }

    /** A lesson's title in the language now chosen; a lesson no longer in the library, by its id. */
    public String lessonTitle(String id) {
        return lessons.byId(id).map(l -> l.title(language.get().locale())).orElse(id);
    }

    /** A station's name as the chooser shows it ("All stations" for {@link #ALL}). */
    public String stationName(String name) {
        return ALL.equals(name) ? texts.text("allStations") : name;
    }

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    public ObservableList<String> stations() {
        return stations;
    }

    public StringProperty stationProperty() {
        return station;
    }

    public ReadOnlyObjectProperty<Visits.Figures> figuresProperty() {
        return figures.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
