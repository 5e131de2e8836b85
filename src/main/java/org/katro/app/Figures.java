package org.katro.app;

import javafx.application.Platform;
import org.katro.kiosk.KioskSettings;
import org.katro.kiosk.StaffExit;
import org.katro.lesson.LessonLibrary;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.staff.StaffViewModel;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * The database as the app uses it: the store, its own thread (every write goes there, never on the
 * screen's), and a retry every half minute, so that figures kept while the database was away are
 * written without waiting for the next one.
 */
final class Figures {
    private static final long RETRY_SECONDS = 30;

    private final Store store;
    private final ScheduledExecutorService thread;
    /** where the staff's and teacher's CSV exports go */
    private final Path folder;

    private Figures(Store store, ScheduledExecutorService thread, Path folder) {
        this.store = store;
        this.thread = thread;
        this.folder = folder;
    }

    static Figures open(KioskSettings.Storage storage, Consumer<String> log) {
        ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "katro-store");
            t.setDaemon(true);
            return t;
        });
        String station = storage.station().orElseGet(Figures::machineName);
        Path folder = Store.dataFolder(storage.dataFolder(), System.getenv("XDG_DATA_HOME"), System.getProperty("user.home"));
        Store.Target target = storage.databaseUrl()
                .map(url -> Store.Target.postgres(url, storage.databaseUser(), storage.databasePassword(), station))
                .orElseGet(() -> Store.Target.sqlite(folder, station));
        Store store = Store.open(target, log, thread, System::currentTimeMillis);
        thread.scheduleWithFixedDelay(store::retry, RETRY_SECONDS, RETRY_SECONDS, TimeUnit.SECONDS);
        return new Figures(store, thread, folder);
    }

    private static String machineName() {
        return Optional.ofNullable(System.getenv("HOSTNAME")).filter(h -> !h.isBlank()).orElse("station");
    }

    /** The staff page's figures, read on the store's thread. */
    StaffViewModel staff(Language language, LessonLibrary lessons) {
        return new StaffViewModel(language, thread, Platform::runLater, visits(), lessons, folder, ZoneId.systemDefault());
    }

    Learners learners() {
        return new Learners(store);
    }

    Visits visits() {
        return new Visits(store);
    }

    /**
     * Outside kiosk mode: "Who is learning?" first when the class has more than one learner (or with
     * {@code --open=learners}), then that learner's progress and preferences, then {@code open} (a
     * deep link, {@code --open=}) or else the screen they left last time. With {@code languageGiven}
     * ({@code --lang=}), the language on screen stays for this run whatever the learner last chose.
     */
    Memory remember(Navigator navigator, String open, boolean languageGiven, String pin, Consumer<String> log) {
        Learners learners = learners();
        Memory memory = new Memory(navigator, learners, languageGiven, log);
        List<Learners.Learner> all = learners.all();
        Consumer<String> start = name -> {
            memory.become(name);
            if (open == null || "learners".equals(open)) {
                memory.resume();
            } else if (!memory.open(open)) {
                log.accept("--open=" + open + ": no such screen or lesson; the home screen opens");
                navigator.showHome();
            }
        };
        if (all.size() > 1 || "learners".equals(open)) {
            StaffExit staff = new StaffExit(pin);
            navigator.openLearners(new LearnersViewModel(navigator.languageProperty().get(), learners, start, typed -> {
                StaffExit.Outcome outcome = staff.attempt(typed, System.currentTimeMillis());
                // the outcome only, never the digits
                log.accept("teacher PIN: " + outcome.name().toLowerCase(java.util.Locale.ROOT));
                return outcome == StaffExit.Outcome.RIGHT;
            }, folder));
        } else {
            String name = all.isEmpty() ? System.getProperty("user.name", "learner") : all.get(0).name();
            if (all.isEmpty()) {
                learners.add(new Learners.Learner(name, LearnersViewModel.PICTURES.get(0)));
            }
            start.accept(name);
        }
        return memory;
    }

    /** Writes what waits and lets the thread go (the window closes). */
    void close() {
        thread.execute(store::close);
        thread.shutdown();
        try {
            thread.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
