package org.katro.kiosk;

import javafx.application.Platform;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.time.Instant;

/**
 * What happens when something fails that nothing else caught: the failure and its stack trace go to
 * the log file, never to the screen, and the visitor is taken back to the home screen. A failure
 * while going home is only logged, so a broken home screen cannot loop.
 */
public final class Failures implements Thread.UncaughtExceptionHandler {
    private final StationLog log;
    private final Runnable recover;
    private boolean recovering;

    private Failures(StationLog log, Runnable recover) {
        this.log = log;
        this.recover = recover;
    }

    /**
     * Handles every thread's uncaught failures, the JavaFX thread's included (call this on it);
     * {@code recover} runs on the JavaFX thread. The log file is created at once, so that a log that
     * cannot be written is reported when the station starts, not at its first failure.
     */
    public static Failures install(Path log, Runnable recover) {
        Failures f = new Failures(new StationLog(log), recover);
        f.log.write("");
        Thread.setDefaultUncaughtExceptionHandler(f);
        Thread.currentThread().setUncaughtExceptionHandler(f);
        return f;
    }

    @Override
    public void uncaughtException(Thread thread, Throwable failure) {
        log(thread, failure);
        if (Platform.isFxApplicationThread()) {
            recover();
        } else {
            Platform.runLater(this::recover);
        }
    }

    private void recover() {
        if (recovering) {
            return;
        }
        recovering = true;
        try {
            recover.run();
        } catch (RuntimeException | Error again) {
            log(Thread.currentThread(), again);
        } finally {
            recovering = false;
        }
    }

    /** Appends {@code message} (a curator's refused lesson, a PIN try) to the log file. */
    public void note(String message) {
        log.write(Instant.now() + " " + message + System.lineSeparator());
    }

    private void log(Thread thread, Throwable failure) {
        StringWriter trace = new StringWriter();
        failure.printStackTrace(new PrintWriter(trace));
        log.write(Instant.now() + " uncaught in " + thread.getName() + ": " + trace);
    }
}
