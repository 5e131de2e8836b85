package org.katro.app;

import javafx.application.Application;
import javafx.application.Platform;
import javafx.geometry.Dimension2D;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import javafx.stage.Stage;
import javafx.stage.StageStyle;
import javafx.stage.WindowEvent;
import org.katro.kiosk.Failures;
import org.katro.kiosk.Kiosk;
import org.katro.kiosk.KioskSettings;
import org.katro.kiosk.StationLog;
import org.katro.kiosk.VisitFigures;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.sound.SpeechLog;
import org.katro.store.PinTries;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.translation.LanguageFolder;
import org.katro.translation.Translation;
import org.katro.ui.Navigator;
import org.katro.ui.LessonShelf;
import org.katro.ui.shell.AppState;
import org.katro.ui.shell.BackgroundJob;
import org.katro.ui.shell.Workers;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The visualiser. Options: {@code --kiosk} (an unattended station: full screen, attract loop, idle
 * reset, staff exit), {@code --settings=FILE} (the station's settings, see {@link KioskSettings}),
 * {@code --lang=fr} (or another language code), {@code --reduced-motion}, {@code --high-contrast},
 * {@code --open=worked-example} (skip the home screen), {@code --projector} (the lesson or game for a
 * class, in large type), {@code --lessons=DIR} (a curator's lessons), {@code --speech-log=FILE} (each line
 * the station says, as seconds since the start, a tab and the words);
 * {@link Launcher} starts it and also answers {@code --version}.
 * A flag wins over the settings file. With {@code -Dkatro.timing=true} it prints the time from the
 * JVM's start to the first frame shown, and to the first frame with nothing still to come (the home
 * screen's list of lessons, read on a thread of its own), and quits, so that start-up can be measured
 * run after run; with {@code -Dkatro.training=true} as well it opens the worked example before quitting.
 */
public final class KatroApp extends Application {
    /** Set when staff closed the station with the PIN: {@link Launcher} then ends the process with its own status. */
    private static volatile boolean staffExit;
    /** the first window's inside where the screen has room for it, and the least a user may shrink it to */
    private static final double WIDTH = 1280;
    private static final double HEIGHT = 800;
    private static final double MIN_WIDTH = 800;
    private static final double MIN_HEIGHT = 560;
    /** room kept for a window manager's frame: borders and a title bar */
    private static final double FRAME_WIDTH = 16;
    private static final double FRAME_HEIGHT = 48;

    /** the curator's lessons folder in the data folder, when no other is named */
    private static final String LESSONS = "lessons";
    /** the lesson editor's draft, kept as it is written */
    private static final String AUTOSAVE = "lesson-draft.properties";

    /** the time in milliseconds that PIN waits, idle times and visits are counted on; a test's own */
    private final LongSupplier clock;

    public KatroApp() {
        this(System::currentTimeMillis);
    }

    KatroApp(LongSupplier clock) {
        this.clock = clock;
    }

    /**
     * Where the lesson editor saves: the settings' {@code lessons.folder}, else the last
     * {@code --lessons=DIR}, else the {@code katro.lessons} property, else the data folder's {@code lessons}.
     */
    static Path curatorFolder(KioskSettings settings, List<String> raw, Path data) {
        if (settings.lessonsFolder().isPresent()) {
            return settings.lessonsFolder().get();
        }
        for (int i = raw.size() - 1; i >= 0; i--) {
            if (raw.get(i).startsWith("--lessons=")) {
                return Path.of(raw.get(i).substring("--lessons=".length()));
            }
        }
        String property = System.getProperty("katro.lessons");
        return property != null && !property.isBlank() ? Path.of(property) : data.resolve(LESSONS);
    }

    @Override
    public void start(Stage stage) {
        start(stage, getParameters().getNamed(), getParameters().getUnnamed(), getParameters().getRaw());
    }

    /**
     * What a start read before JavaFX started ({@link #prepare}): its settings, the notes their reading
     * left, and its lessons' first read, under way on a thread of its own (null where not needed first).
     */
    private record Prepared(List<String> raw, KioskSettings settings, List<String> notes,
            FutureTask<LessonLibrary> lessons) {
    }

    /** the start {@link Launcher} prepared, taken by the {@link #start} with the same command line */
    private static final AtomicReference<Prepared> prepared = new AtomicReference<>();

    /**
     * Called by {@link Launcher} before JavaFX starts, which takes about a third of a second: reads the
     * settings of {@code args} and, when the first screen needs the lessons (the home screen, a kiosk,
     * a lesson), begins reading them on a thread of their own meanwhile. Settings that cannot be read
     * prepare nothing: {@link #start} reads them again, and refuses them as it always does.
     */
    static void prepare(List<String> raw) {
        Map<String, String> named = new HashMap<>();
        List<String> flags = new ArrayList<>();
        // split as JavaFX splits an application's parameters: --name=value is named, the rest unnamed
        for (String arg : raw) {
            int eq = arg.indexOf('=');
            if (arg.startsWith("--") && eq > 2) {
                named.put(arg.substring(2, eq), arg.substring(eq + 1));
            } else {
                flags.add(arg);
            }
        }
        List<String> notes = new ArrayList<>();
        KioskSettings settings;
        try {
            settings = settings(named, flags, notes::add);
        } catch (KioskSettings.SettingsException e) {
            return;
        }
        String open = named.get("open");
        FutureTask<LessonLibrary> lessons = null;
        if (settings.kiosk() || open == null || open.startsWith("lesson:")) {
            List<LessonSource> sources = lessonSources(settings, raw);
            lessons = new FutureTask<>(() -> LessonLoader.load(sources));
            Thread reader = new Thread(lessons, "katro-lessons-first");
            reader.setDaemon(true);
            reader.start();
        }
        prepared.set(new Prepared(List.copyOf(raw), settings, notes, lessons));
    }

    /**
     * Every source of lessons of a start: the app's own, the command line's and the settings' folders,
     * and the data folder's once the editor has saved one there (so looked for at each read).
     */
    private static List<LessonSource> lessonSources(KioskSettings settings, List<String> raw) {
        List<LessonSource> sources = new ArrayList<>(LessonSource.standard(raw));
        settings.lessonsFolder().ifPresent(dir -> sources.add(LessonSource.folder(dir)));
        Path data = dataFolder(settings);
        Path curator = curatorFolder(settings, raw, data);
        if (curator.equals(data.resolve(LESSONS)) && Files.isDirectory(curator)) {
            sources.add(LessonSource.folder(curator));
        }
        return sources;
    }

    private static Path dataFolder(KioskSettings settings) {
        return Store.dataFolder(settings.storage().dataFolder(), System.getenv("XDG_DATA_HOME"),
                System.getProperty("user.home"));
    }

    /**
     * The app in {@code stage}, with the command line's options already split (a test's own); returns
     * its navigator. Start-up goes one way: the settings and the log, the window's scene, what
     * outlives a screen (the state, the lessons, the threads), the store, the navigator, and last a
     * station's kiosk or a desktop's memory.
     */
    Navigator start(Stage stage, Map<String, String> named, List<String> flags, List<String> raw) {
        Prepared early = prepared.getAndSet(null);
        if (early != null && !early.raw().equals(raw)) {
            early = null;
        }
        // what the start could not use but goes on without (a language folder left out), logged once the log is open
        List<String> notes = new ArrayList<>();
        KioskSettings settings = settingsOrExit(early, named, flags, notes);
        Path data = dataFolder(settings);
        Path curator = curatorFolder(settings, raw, data);
        // what brings the visitor back after a failure, known once the screens are built
        Runnable[] recover = {() -> { }};
        Failures failures = Failures.install(settings.logFile(), () -> recover[0].run());
        // a translated text that cannot be said is shown in English and goes to the station's log
        Language.reportTo(failures::note);
        for (String note : notes) {
            System.err.println("katro: " + note);
            failures.note(note);
        }

        Scene scene = settings.kiosk() ? fullScreen() : desktopWindow(stage);
        AppState state = new AppState(Language.byCode(settings.language()).orElse(Language.ENGLISH), settings.reducedMotion());
        // the lessons are read on a thread of their own, the first frame shown meanwhile
        LessonShelf lessons = new LessonShelf(scene, lessons(settings, raw, early, failures), BackgroundJob.thread("katro-lessons"));
        Workers workers = Workers.threads();
        Database database = Database.open(settings.storage(), failures::note, clock);
        Navigator navigator = new Navigator(scene, state, lessons, workers);
        // a station writes lessons behind the PIN (its staff page opens the editor), a desktop from home
        navigator.allowLessonEditor(curator, data.resolve(AUTOSAVE), data.resolve(LanguageFolder.IN_DATA));
        navigator.sound().logTo(failures::note);
        if (named.containsKey("speech-log")) {
            // appended as the station log is (no link followed, rotated by size), timed from this start
            StationLog spoken = new StationLog(Path.of(named.get("speech-log")));
            navigator.sound().logSpeechTo(new SpeechLog(spoken::write, clock));
        }
        Kiosk kiosk = null;
        if (settings.kiosk()) {
            // a station opens on the home screen, whose list of lessons is read meanwhile
            lessons.read();
            kiosk = station(stage, scene, settings, navigator, database, failures, recover, clock);
        } else {
            if (!named.containsKey("open")) {
                // the home screen comes first: its list of lessons is read while it is built
                lessons.read();
            }
            desktop(navigator, settings, named, flags, database, failures);
            recover[0] = navigator::showHome;
        }
        Kiosk station = kiosk;
        stage.setOnHidden(e -> {
            if (station != null) {
                station.stop();
            }
            navigator.close();
            database.close();
            workers.close();
        });
        addLanguages(scene, data.resolve(LanguageFolder.IN_DATA), state, lessons, failures);
        if (Boolean.getBoolean("katro.timing")) {
            reportFirstFrame(scene, navigator, lessons);
        }
        stage.setTitle("Katro");
        stage.setScene(scene);
        stage.show();
        return navigator;
    }

    /**
     * Reads the data folder's added languages after the first frame, on a thread of their own (the
     * one a start speaks was read with its settings): then the choosers offer them, each folder left
     * out is a line of the log, and the lessons, once read, are read again with their texts.
     */
    private static void addLanguages(Scene scene, Path folder, AppState state, LessonShelf lessons, Failures failures) {
        Runnable[] firstFrame = new Runnable[1];
        firstFrame[0] = () -> {
            scene.removePostLayoutPulseListener(firstFrame[0]);
            ExecutorService reader = BackgroundJob.thread("katro-languages");
            List<String> notes = Collections.synchronizedList(new ArrayList<>());
            new BackgroundJob(reader, Platform::runLater).run(cancelled -> Translation.useAll(folder, notes::add), added -> {
                reader.shutdown();
                notes.forEach(failures::note);
                // added after the others, so that what a chooser shows stays chosen
                state.languages().addAll(added);
                if (!added.isEmpty()) {
                    lessons.whenRead(read -> lessons.reload());
                }
            });
        };
        scene.addPostLayoutPulseListener(firstFrame[0]);
    }

    /** The settings read before JavaFX started, or read now; a station set up wrongly ends the process. */
    private static KioskSettings settingsOrExit(Prepared early, Map<String, String> named, List<String> flags,
            List<String> notes) {
        if (early != null) {
            notes.addAll(early.notes());
            return early.settings();
        }
        try {
            return settings(named, flags, notes::add);
        } catch (KioskSettings.SettingsException e) {
            // a station set up wrongly must not start half-configured (with an exit key, say), and its
            // service manager must see that it failed
            // a language folder left out may be why the language is refused: say it first
            notes.forEach(note -> System.err.println("katro: " + note));
            System.err.println("katro: " + e.getMessage());
            System.exit(KioskSettings.SettingsException.EXIT_STATUS);
            throw new IllegalStateException(e);
        }
    }

    /**
     * The lessons, read when a screen first needs them: a game opened straight away does not wait for
     * them; the first read may have begun before JavaFX started, and each later one (after the editor
     * saved) reads the files again.
     */
    private static Supplier<LessonLibrary> lessons(KioskSettings settings, List<String> raw, Prepared early,
            Failures failures) {
        AtomicReference<FutureTask<LessonLibrary>> first = new AtomicReference<>(early == null ? null : early.lessons());
        return () -> {
            LessonLibrary library = firstRead(first.getAndSet(null));
            if (library == null) {
                library = LessonLoader.load(lessonSources(settings, raw));
            }
            library.problems().forEach(refused -> failures.note("lesson refused: " + refused.getMessage()));
            return library;
        };
    }

    /** A station's scene: the whole screen. */
    private static Scene fullScreen() {
        Rectangle2D screen = Screen.getPrimary().getBounds();
        return new Scene(new Region(), screen.getWidth(), screen.getHeight());
    }

    /** A desktop's scene: the first window, which a user may shrink down to a least size. */
    private static Scene desktopWindow(Stage stage) {
        Dimension2D size = firstWindow(Screen.getPrimary().getVisualBounds());
        stage.setMinWidth(Math.min(MIN_WIDTH, size.getWidth()));
        stage.setMinHeight(Math.min(MIN_HEIGHT, size.getHeight()));
        return new Scene(new Region(), size.getWidth(), size.getHeight());
    }

    /**
     * An unattended station: full screen, closed only by the staff PIN, the kiosk over the screens
     * (attract loop, idle reset, staff page) and its visits counted in the store.
     */
    private static Kiosk station(Stage stage, Scene scene, KioskSettings settings, Navigator navigator, Database database,
            Failures failures, Runnable[] recover, LongSupplier clock) {
        Kiosk[] station = new Kiosk[1];
        // "Close the station" on the staff page: a staff exit, which the kiosk service does not restart
        Runnable close = () -> {
            staffExit = true;
            Platform.exit();
        };
        // the right PIN opens the staff page, which closes the station or goes back to the visitors
        Runnable staffPage = () -> navigator.openStaff(
                database.staff(navigator.languageProperty().get(), navigator.library()), () -> station[0].reset(), close);
        Kiosk kiosk = new Kiosk(scene, navigator, settings, clock, staffPage, failures::note);
        station[0] = kiosk;
        VisitFigures visits = new VisitFigures(database.visits(), navigator, clock);
        kiosk.record(visits);
        database.keepTries(kiosk.staffExit(), PinTries.STAFF);
        kiosk.start();
        recover[0] = () -> {
            visits.error();
            kiosk.reset();
        };
        stage.initStyle(StageStyle.UNDECORATED);
        stage.setFullScreenExitKeyCombination(KeyCombination.NO_MATCH);
        stage.setFullScreenExitHint("");
        stage.setFullScreen(true);
        // only the staff PIN closes a station
        stage.setOnCloseRequest(WindowEvent::consume);
        return kiosk;
    }

    /** A desktop: the settings' look, the station's sound, and the memory of the learner and where they left off. */
    private static void desktop(Navigator navigator, KioskSettings settings, Map<String, String> named,
            List<String> flags, Database database, Failures failures) {
        navigator.highContrastProperty().set(settings.highContrast());
        navigator.textScaleProperty().set(settings.textScale());
        // a class's shortcut: --open=lesson:ID --projector opens the lesson on the projector
        navigator.projectorProperty().set(flags.contains("--projector"));
        Kiosk.applySound(settings.sound(), navigator);
        database.remember(navigator, named.get("open"), named.containsKey("lang"), settings.pin(), failures::note);
    }

    /** What the read begun before JavaFX started found, or null when there was none or it failed (then read again). */
    private static LessonLibrary firstRead(FutureTask<LessonLibrary> read) {
        if (read == null) {
            return null;
        }
        try {
            return read.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException e) {
            return null;
        }
    }

    /**
     * The first window's inside: 1280 x 800 where the screen's free area (without its panels) has room
     * for it and the window's frame, else that area less the frame, so that no part hangs off the screen.
     */
    static Dimension2D firstWindow(Rectangle2D visual) {
        return new Dimension2D(Math.min(WIDTH, visual.getWidth() - FRAME_WIDTH),
                Math.min(HEIGHT, visual.getHeight() - FRAME_HEIGHT));
    }

    /** The settings file named by {@code --settings=FILE}, if any, with the command line's flags over it. */
    static KioskSettings settings(Map<String, String> named, List<String> flags, Consumer<String> notes)
            throws KioskSettings.SettingsException {
        Map<String, String> overrides = new HashMap<>();
        if (flags.contains("--kiosk")) {
            overrides.put("kiosk", "true");
        }
        if (flags.contains("--reduced-motion")) {
            overrides.put("reduced.motion", "true");
        }
        if (flags.contains("--high-contrast")) {
            overrides.put("high.contrast", "true");
        }
        if (named.containsKey("data")) {
            overrides.put("data.folder", named.get("data"));
        }
        if (named.containsKey("lang")) {
            overrides.put("language", named.get("lang"));
        }
        return KioskSettings.load(Optional.ofNullable(named.get("settings")).map(Path::of), overrides, notes);
    }

    /**
     * Prints the milliseconds from the process's start (the JVM's) to the end of the first pulse that
     * laid the scene out, then to the end of the first with no screen waiting for the lessons (the
     * same pulse when none waits), then quits.
     */
    private static void reportFirstFrame(Scene scene, Navigator navigator, LessonShelf lessons) {
        Runnable[] each = new Runnable[1];
        boolean[] drawn = {false};
        each[0] = () -> {
            if (!drawn[0]) {
                drawn[0] = true;
                report("first-frame-ms", navigator);
            }
            if (lessons.waiting()) {
                // the home list comes at a later pulse
                return;
            }
            scene.removePostLayoutPulseListener(each[0]);
            report("complete-ms", navigator);
            Platform.runLater(Boolean.getBoolean("katro.training") ? () -> trainOnWorkedExample(scene, navigator) : Platform::exit);
        };
        scene.addPostLayoutPulseListener(each[0]);
    }

    /**
     * A training start of the station image (src/build/Training.java) goes on from the home screen to
     * the worked example, and quits once it is laid out: the one process records what both first
     * screens load and run, which the image's ahead-of-time cache then holds for every start.
     */
    private static void trainOnWorkedExample(Scene scene, Navigator navigator) {
        Runnable[] laidOut = new Runnable[1];
        laidOut[0] = () -> {
            scene.removePostLayoutPulseListener(laidOut[0]);
            report("worked-example-ms", navigator);
            Platform.runLater(Platform::exit);
        };
        scene.addPostLayoutPulseListener(laidOut[0]);
        navigator.openWorkedExample();
    }

    private static void report(String what, Navigator navigator) {
        long jvmStart = ProcessHandle.current().info().startInstant().orElseThrow().toEpochMilli();
        long now = System.currentTimeMillis();
        // "at": the clock's time, for a benchmark that started the process to subtract its own start from
        // "cpu-ms": the processor time of all the process's threads, which a loaded machine changes less than the wall clock
        // "screen": the screen shown then, the one a start was timed or trained on
        System.out.println("katro.timing " + what + "=" + (now - jvmStart) + " at=" + now
                + " cpu-ms=" + ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(-1L)
                + " screen=" + navigator.screenProperty().get().kind());
    }

    /** Whether staff closed the station with the PIN (once the application has ended). */
    static boolean closedByStaff() {
        return staffExit;
    }
}
