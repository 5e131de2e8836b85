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
import org.katro.kiosk.VisitFigures;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.store.PinTries;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.translation.LanguageFolder;
import org.katro.ui.Navigator;
import org.katro.ui.shell.BackgroundJob;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The visualiser. Options: {@code --kiosk} (an unattended station: full screen, attract loop, idle
 * reset, staff exit), {@code --settings=FILE} (the station's settings, see {@link KioskSettings}),
 * {@code --lang=fr} (or another language code), {@code --reduced-motion}, {@code --high-contrast},
 * {@code --open=worked-example} (skip the home screen), {@code --projector} (the lesson or game for a
 * class, in large type), {@code --lessons=DIR} (a curator's lessons);
 * {@link Launcher} starts it and also answers {@code --version}.
 * A flag wins over the settings file. With {@code -Dkatro.timing=true} it prints the time from the
 * JVM's start to the first frame shown and quits, so that start-up can be measured run after run.
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

    /** The app in {@code stage}, with the command line's options already split (a test's own); returns its navigator. */
    Navigator start(Stage stage, Map<String, String> named, List<String> flags, List<String> raw) {
        KioskSettings settings;
        // what the start could not use but goes on without (a language folder left out), logged once the log is open
        List<String> notes = new ArrayList<>();
        try {
            settings = settings(named, flags, notes::add);
        } catch (KioskSettings.SettingsException e) {
            // a station set up wrongly must not start half-configured (with an exit key, say), and its
            // service manager must see that it failed
            // a language folder left out may be why the language is refused: say it first
            notes.forEach(note -> System.err.println("katro: " + note));
            System.err.println("katro: " + e.getMessage());
            System.exit(KioskSettings.SettingsException.EXIT_STATUS);
            return null;
        }
        List<LessonSource> sources = new ArrayList<>(LessonSource.standard(raw));
        settings.lessonsFolder().ifPresent(dir -> sources.add(LessonSource.folder(dir)));
        Path data = Store.dataFolder(settings.storage().dataFolder(), System.getenv("XDG_DATA_HOME"),
                System.getProperty("user.home"));
        Path curator = curatorFolder(settings, raw, data);
        // what brings the visitor back after a failure, known once the screens are built
        Runnable[] recover = {() -> { }};
        Failures failures = Failures.install(settings.logFile(), () -> recover[0].run());
        for (String note : notes) {
            System.err.println("katro: " + note);
            failures.note(note);
        }
        // the lessons load when a screen first needs them: a game opened straight away does not wait for them
        Supplier<LessonLibrary> lessons = () -> {
            List<LessonSource> all = new ArrayList<>(sources);
            // the data folder's lessons, once the editor has saved one there (read again after each save)
            if (curator.equals(data.resolve(LESSONS)) && Files.isDirectory(curator)) {
                all.add(LessonSource.folder(curator));
            }
            LessonLibrary library = LessonLoader.load(all);
            library.problems().forEach(refused -> failures.note("lesson refused: " + refused.getMessage()));
            return library;
        };
        // the lessons are read on a thread of their own, the first frame shown meanwhile
        Executor reader = BackgroundJob.thread("katro-lessons");
        Language language = Language.byCode(settings.language()).orElse(Language.ENGLISH);
        Database database = Database.open(settings.storage(), failures::note);

        Scene scene;
        Navigator navigator;
        if (settings.kiosk()) {
            Rectangle2D screen = Screen.getPrimary().getBounds();
            scene = new Scene(new Region(), screen.getWidth(), screen.getHeight());
            navigator = new Navigator(scene, language, settings.reducedMotion(), lessons, reader);
            // lessons are written behind the PIN here: the staff page opens the editor, home never shows it
            navigator.allowLessonEditor(curator, data.resolve(AUTOSAVE), data.resolve(LanguageFolder.IN_DATA));
            Kiosk[] station = new Kiosk[1];
            // "Close the station" on the staff page: a staff exit, which the kiosk service does not restart
            Runnable close = () -> {
                staffExit = true;
                Platform.exit();
            };
            // the right PIN opens the staff page, which closes the station or goes back to the visitors
            Runnable staffPage = () -> navigator.openStaff(
                    database.staff(navigator.languageProperty().get(), navigator.library()), () -> station[0].reset(), close);
            Kiosk kiosk = new Kiosk(scene, navigator, settings, System::currentTimeMillis, staffPage, failures::note);
            station[0] = kiosk;
            VisitFigures visits = new VisitFigures(database.visits(), navigator, System::currentTimeMillis);
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
            stage.setOnHidden(e -> {
                kiosk.stop();
                navigator.close();
                database.close();
            });
        } else {
            Dimension2D size = firstWindow(Screen.getPrimary().getVisualBounds());
            scene = new Scene(new Region(), size.getWidth(), size.getHeight());
            navigator = new Navigator(scene, language, settings.reducedMotion(), lessons, reader);
            navigator.highContrastProperty().set(settings.highContrast());
            navigator.textScaleProperty().set(settings.textScale());
            navigator.allowLessonEditor(curator, data.resolve(AUTOSAVE), data.resolve(LanguageFolder.IN_DATA));
            // a class's shortcut: --open=lesson:ID --projector opens the lesson on the projector
            navigator.projectorProperty().set(flags.contains("--projector"));
            Kiosk.applySound(settings.sound(), navigator);
            database.remember(navigator, named.get("open"), named.containsKey("lang"), settings.pin(), failures::note);
            recover[0] = navigator::showHome;
            stage.setMinWidth(Math.min(MIN_WIDTH, size.getWidth()));
            stage.setMinHeight(Math.min(MIN_HEIGHT, size.getHeight()));
            stage.setOnHidden(e -> {
                navigator.close();
                database.close();
            });
        }
        navigator.sound().logTo(failures::note);
        if (Boolean.getBoolean("katro.timing")) {
            reportFirstFrame(scene);
        }
        stage.setTitle("Katro");
        stage.setScene(scene);
        stage.show();
        return navigator;
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

    /** Prints the milliseconds from the process's start (the JVM's) to the end of the first pulse that drew the scene, then quits. */
    private static void reportFirstFrame(Scene scene) {
        Runnable[] once = new Runnable[1];
        once[0] = () -> {
            scene.removePostLayoutPulseListener(once[0]);
            long jvmStart = ProcessHandle.current().info().startInstant().orElseThrow().toEpochMilli();
            long now = System.currentTimeMillis();
            // "at": the clock's time, for a benchmark that started the process to subtract its own start from
            // "cpu-ms": the processor time of all the process's threads, which a loaded machine changes less than the wall clock
            System.out.println("katro.timing first-frame-ms=" + (now - jvmStart) + " at=" + now
                    + " cpu-ms=" + ProcessHandle.current().info().totalCpuDuration().map(java.time.Duration::toMillis).orElse(-1L));
            Platform.runLater(Platform::exit);
        };
        scene.addPostLayoutPulseListener(once[0]);
    }

    /** Whether staff closed the station with the PIN (once the application has ended). */
    static boolean closedByStaff() {
        return staffExit;
    }
}
