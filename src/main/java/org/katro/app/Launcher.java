package org.katro.app;

import javafx.application.Application;
import org.katro.kiosk.StaffExit;

import java.lang.module.ModuleDescriptor;
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
        Application.launch(KatroApp.class, args);
        if (KatroApp.closedByStaff()) {
            System.exit(StaffExit.EXIT_STATUS);
        }
    }
}
