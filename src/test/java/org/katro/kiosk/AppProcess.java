package org.katro.kiosk;

import javafx.application.Application;

import java.util.Arrays;

/**
 * Starts the visualiser in a process of its own, from the class path: Java's launcher refuses a main
 * class that is itself a JavaFX application unless JavaFX is on the module path.
 */
final class AppProcess {
    private AppProcess() {
    }

    public static void main(String[] args) throws ClassNotFoundException {
        Class<? extends Application> app = Class.forName(args[0]).asSubclass(Application.class);
        Application.launch(app, Arrays.copyOfRange(args, 1, args.length));
    }
}
