package org.katro.app;

import javafx.application.Application;
import org.katro.kiosk.pin.StaffExit;

import java.lang.module.ModuleDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * The program's entry point, kept apart from {@link KatroApp}: Java starts JavaFX, and so needs a
 * display, before it calls the main method of a class that extends {@code Application}. Here
 * {@code --version} answers without one, and a station that staff closed with the PIN ends with
 * {@link StaffExit#EXIT_STATUS}, which its service does not restart.
 */
public final class Launcher {
    private Launcher() {
    }

    public static void main(String[] args) {
        if (List.of(args).contains("--version")) {
            System.out.println("katro " + Optional.ofNullable(Launcher.class.getModule().getDescriptor())
                    .flatMap(ModuleDescriptor::rawVersion).orElse("(not built as a module)"));
            return;
        }
        useImageSqlite(System.getProperty("java.home"));
        KatroApp.prepare(List.of(args));
        Application.launch(KatroApp.class, args);
        if (KatroApp.closedByStaff()) {
            System.exit(StaffExit.EXIT_STATUS);
        }
    }

    /** The SQLite library a station image ships in its {@code lib} folder (see station-image.sh). */
    static final String SQLITE_LIBRARY = "libsqlitejdbc.so";

    /**
     * Points the SQLite driver at the library the station image holds, when it holds one and nothing
     * else was named: otherwise the driver copies its library out of its jar into the temporary folder
     * and compares the two byte by byte at every start (about a tenth of a second of processor time,
     * and a start that fails where that folder is read-only or mounted noexec).
     */
    static void useImageSqlite(String javaHome) {
        if (javaHome != null && System.getProperty("org.sqlite.lib.path") == null
                && Files.isRegularFile(Path.of(javaHome, "lib", SQLITE_LIBRARY))) {
            System.setProperty("org.sqlite.lib.path", Path.of(javaHome, "lib").toString());
            System.setProperty("org.sqlite.lib.name", SQLITE_LIBRARY);
        }
    }
}
