package org.katro.ui.shell;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Work that may take long, kept off the JavaFX thread: the computer's search, the check of a typed
 * game, a comparison. One job at a time: a new one, or {@link #cancel}, drops the job under way,
 * which stops at its next look at the flag it is given, and whose result is then thrown away.
 * While a job runs, {@link #busyProperty()} holds, so a screen can say it is working.
 */
public final class BackgroundJob {
    private final Executor background;
    private final Consumer<Runnable> fx;
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(this, "busy");
    /** the running job's cancel flag; null when none runs */
    private AtomicBoolean running;

    /**
     * @param background where jobs run (never the JavaFX thread; {@code Runnable::run} in plain tests)
     * @param fx         runs a job's result on the thread that owns the view models
     */
    public BackgroundJob(Executor background, Consumer<Runnable> fx) {
        this.background = background;
        this.fx = fx;
    }

    /** A daemon thread of its own for one kind of job, named for the thread dumps. */
    public static ExecutorService thread(String name) {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, name);
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Runs {@code job} (given a flag that turns true once it is dropped), then hands its result to
     * {@code done} unless it was dropped meanwhile. A job may throw {@link CancellationException}
     * when it sees the flag.
     */
    public <T> void run(Function<BooleanSupplier, T> job, Consumer<T> done) {
        cancel();
        AtomicBoolean cancelled = new AtomicBoolean();
        running = cancelled;
        busy.set(true);
        background.execute(() -> {
            T result;
            try {
                result = job.apply(cancelled::get);
            } catch (CancellationException e) {
                return;
            } catch (RuntimeException | Error e) {
                // the job is over: the screen may start another; the failure itself goes where the
                // JavaFX thread's failures go (the station's log, and the visitor home)
                fx.accept(() -> {
                    if (!cancelled.get()) {
                        running = null;
                        busy.set(false);
                    }
                    throw e;
                });
                return;
            }
            fx.accept(() -> {
                if (cancelled.get()) {
                    return;
                }
                running = null;
                busy.set(false);
                done.accept(result);
            });
        });
    }

    /** Drops the job under way, if any. */
    public void cancel() {
        if (running != null) {
            running.set(true);
            running = null;
        }
        busy.set(false);
    }

    /** Whether a job runs now. */
    public boolean running() {
        return running != null;
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
