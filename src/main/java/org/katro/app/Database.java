package org.katro.app;

import javafx.application.Platform;
import org.katro.kiosk.KioskSettings;
import org.katro.kiosk.pin.StaffExit;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.Progress;
import org.katro.store.Learners;
import org.katro.store.Reviews;
import org.katro.store.PinTries;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.staff.StaffViewModel;

import java.nio.file.Path;
import java.time.ZoneId;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The database as the app uses it: the store, its own thread (the database is opened, read and
 * written there, never on the screen's), and a retry every half minute, so that figures kept while
 * the database was away are written without waiting for the next one.
 */
final class Database {
    private static final long RETRY_SECONDS = 30;
    /** A read the database did not answer is tried again this often, until it answers. */
    private static final long READ_AGAIN_SECONDS = 2;

    private final Store store;
    private final ScheduledExecutorService thread;
    /** where the staff's and teacher's CSV exports go */
    private final Path folder;
    /** the time of the teacher PIN's tries and of the figures written, in milliseconds */
    private final LongSupplier clock;

    private Database(Store store, ScheduledExecutorService thread, Path folder, LongSupplier clock) {
        this.store = store;
        this.clock = clock;
        this.thread = thread;
        this.folder = folder;
    }

    /** The store on its thread, which opens the database: this returns at once. */
    static Database open(KioskSettings.Storage storage, Consumer<String> log, LongSupplier clock) {
        ScheduledThreadPoolExecutor thread = new ScheduledThreadPoolExecutor(1, r -> {
            Thread t = new Thread(r, "katro-store");
            t.setDaemon(true);
            return t;
        });
        // a read still waiting to be tried again is dropped when the window closes
        thread.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        String station = storage.station().orElseGet(Database::machineName);
        Path folder = Store.dataFolder(storage.dataFolder(), System.getenv("XDG_DATA_HOME"), System.getProperty("user.home"));
        Store.Target target = storage.databaseUrl()
                .map(url -> Store.Target.postgres(url, storage.databaseUser(), storage.databasePassword(), station))
                .orElseGet(() -> Store.Target.sqlite(folder, station));
        Store store = Store.open(target, log, thread, clock);
        thread.scheduleWithFixedDelay(store::retry, RETRY_SECONDS, RETRY_SECONDS, TimeUnit.SECONDS);
        return new Database(store, thread, folder, clock);
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
     * Reads on the store's thread, again every {@value #READ_AGAIN_SECONDS} s until the database
     * answers, then writes what waits (the database answers again) and hands what was read to
     * {@code then} on the screen's thread; {@code unanswered} runs there after the first try failed.
     */
    private <T> void fetch(Supplier<Optional<T>> read, Consumer<T> then, Runnable unanswered) {
        thread.execute(new Runnable() {
            private boolean first = true;

            @Override
            public void run() {
                Optional<T> got = read.get();
                if (got.isPresent()) {
                    store.flush();
                    Platform.runLater(() -> then.accept(got.get()));
                    return;
                }
                if (first) {
                    first = false;
                    Platform.runLater(unanswered);
                }
                if (!thread.isShutdown()) {
                    thread.schedule(this, READ_AGAIN_SECONDS, TimeUnit.SECONDS);
                }
            }
        });
    }

    /**
     * A PIN pad whose wrong tries are kept in the database: each try is written, and the tries
     * written before this start are added once read, so that a restart does not end a wait.
     */
    void keepTries(StaffExit pad, String which) {
        PinTries tries = new PinTries(store, which);
        pad.listen(new StaffExit.Listener() {
            @Override
            public void wrong(long at) {
                tries.wrong(at);
            }

            @Override
            public void right() {
                tries.right();
            }
        });
        fetch(tries::read, t -> pad.earlier(t.wrong(), t.lastWrong()), () -> { });
    }

    /**
     * Outside kiosk mode: the screen asked for ({@code open}, a deep link from {@code --open=}) or the
     * home screen at once; then, once the database has answered, "Who is learning?" when the class
     * has more than one learner (or with {@code --open=learners}), else that learner's progress and
     * preferences, merged into whatever was done meanwhile, and the screen they left last time. A
     * database that does not answer leaves the app to the first learner, written down once it does.
     * Every screen's top bar then leads back to the learners and the teacher page.
     * With {@code languageGiven} ({@code --lang=}), the language on screen stays for this run.
     */
    Memory remember(Navigator navigator, String open, boolean languageGiven, String pin, Consumer<String> log) {
        Learners learners = learners();
        Reviews reviews = new Reviews(store, clock);
        Memory memory = new Memory(navigator, learners, reviews, languageGiven, log);
        // the answers the teacher records for the class on a projector: its own record, no learner's
        navigator.state().classProgress().listen(new Progress.Listener() {
            @Override
            public void shown(String lesson, Progress.Entry entry, boolean finished) {
            }

            @Override
            public void answered(String lesson, int step, boolean right, String answer) {
                learners.classAnswered(lesson, step, right, answer);
            }
        });
        // the deep link is the first learner's only: a learner switched to later opens where they left
        String[] deepLink = {"learners".equals(open) ? null : open};
        Consumer<String> start = name -> {
            String link = deepLink[0];
            deepLink[0] = null;
            memory.become(name);
            fetch(() -> learners.lessons(name).flatMap(lessons -> learners.state(name)
                    .map(state -> new Memory.Stored(lessons, state))), stored -> memory.arrived(stored, link), () -> { });
            fetch(() -> reviews.due(name), memory::due, () -> { });
        };
        Consumer<String> chosen = name -> {
            memory.show(deepLink[0]);
            start.accept(name);
        };
        // one pad for every visit of the teacher page, so that its waits after wrong tries hold
        StaffExit teacher = new StaffExit(pin);
        keepTries(teacher, PinTries.TEACHER);
        navigator.offerLearners(() -> {
            LearnersViewModel vm = new LearnersViewModel(navigator.languageProperty().get(), thread, Platform::runLater,
                    learners, chosen, typed -> {
                        StaffExit.Outcome outcome = teacher.attempt(typed, clock.getAsLong());
                        // the outcome only, never the digits
                        log.accept("teacher PIN: " + outcome.name().toLowerCase(Locale.ROOT));
                        return outcome == StaffExit.Outcome.RIGHT;
                    }, folder);
            vm.learning(navigator.learner().get(), memory::renamed, memory::removed);
            vm.lessons(navigator.library());
            vm.reviews(reviews);
            return vm;
        });
        // after the learners are offered: the first screen's top bar already has the learner menu, and it is built once
        memory.show(deepLink[0]);
        // never the computer's account name: the first learner is "Learner 1" until renamed
        String first = LearnersViewModel.firstLearner(navigator.languageProperty().get());
        fetch(learners::all, all -> {
            if (memory.begun()) {
                // it answered late: the first learner has been learning meanwhile
                return;
            }
            if (all.size() > 1 || "learners".equals(open)) {
                navigator.showLearners(false);
            } else {
                String name = all.isEmpty() ? first : all.get(0).name();
                learners.ensure(new Learners.Learner(name, LearnersViewModel.PICTURES.get(0)));
                start.accept(name);
            }
        }, () -> {
            // the database does not answer: the first learner learns meanwhile, their things merged in when it does
            learners.ensure(new Learners.Learner(first, LearnersViewModel.PICTURES.get(0)));
            start.accept(first);
        });
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
