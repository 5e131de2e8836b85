package org.katro.ui;

import javafx.application.Platform;
import javafx.scene.Scene;
import org.katro.lesson.LessonLibrary;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * The lessons, read when a screen first needs them: opening a game straight away does not wait for
 * them. They are read by {@code reader} (a thread of their own, or the caller's:
 * {@code Runnable::run}) and come to what waits for them after the window's first frame, so that
 * frame waits neither for the files nor for the list they make. Lessons read before a screen asks
 * come to it at once, and their list is in the first frame.
 */
public final class LessonShelf {
    private final Scene scene;
    private final Supplier<LessonLibrary> lessons;
    private final Executor reader;
    private LessonLibrary library;
    /** the lessons' read once asked for; run by the reader, or here by {@link #library()} if it has not begun */
    private FutureTask<LessonLibrary> reading;
    /** what waits for the lessons to be read */
    private final List<Consumer<LessonLibrary>> waiting = new ArrayList<>();
    /** the scene has drawn its first frame: until then the lessons read wait, so that the frame does not */
    private boolean drawn;

    public LessonShelf(Scene scene, Supplier<LessonLibrary> lessons, Executor reader) {
        this.scene = scene;
        this.lessons = lessons;
        this.reader = reader;
        Runnable[] firstFrame = new Runnable[1];
        firstFrame[0] = () -> {
            scene.removePostLayoutPulseListener(firstFrame[0]);
            drawn = true;
            if (library != null && !waiting.isEmpty()) {
                // after this pulse, which is drawn as it was laid out
                Platform.runLater(this::deliver);
            }
        };
        scene.addPostLayoutPulseListener(firstFrame[0]);
    }

    /** The lessons, read now if they were not (a tap that came before the reader's answer waits for it). */
    public LessonLibrary library() {
        if (library == null) {
            FutureTask<LessonLibrary> read = reading();
            // reads here unless the reader has begun, and then waits for it
            read.run();
            library = result(read);
        }
        return library;
    }

    /** Hands the lessons to {@code then} on this thread: at once if they are read, else once they are. */
    public void whenRead(Consumer<LessonLibrary> then) {
        if (library == null && reading != null && reading.isDone()) {
            // read before the screen asked (a start that opens on the home screen): in its first frame
            library = result(reading);
        }
        if (library != null) {
            then.accept(library);
            return;
        }
        waiting.add(then);
        if (reading == null) {
            reader.execute(reading());
        }
    }

    /**
     * Starts reading the lessons now, before a screen asks: for a start that opens on the home screen,
     * whose list then waits less once the first frame is drawn.
     */
    public void read() {
        if (library == null && reading == null) {
            reader.execute(reading());
        }
    }

    /** Reads the lessons again, off the screen's thread; what waits for the lessons takes the new ones. */
    public void reload() {
        library = null;
        reading = null;
        whenRead(read -> { });
    }

    /** Whether a screen shown waits for the lessons (the home screen's list, until they are read and the first frame drawn). */
    public boolean waiting() {
        return !waiting.isEmpty();
    }

    private FutureTask<LessonLibrary> reading() {
        if (reading == null) {
            reading = new FutureTask<>(lessons::get) {
                @Override
                protected void done() {
                    if (Platform.isFxApplicationThread()) {
                        readDone();
                    } else {
                        Platform.runLater(LessonShelf.this::readDone);
                    }
                }
            };
        }
        return reading;
    }

    /** The reader is done: what waits gets the lessons now, or after the first frame if it has not been drawn. */
    private void readDone() {
        if (library == null) {
            library = result(reading);
        }
        if (drawn || scene.getWindow() == null) {
            deliver();
        }
    }

    private void deliver() {
        List<Consumer<LessonLibrary>> now = List.copyOf(waiting);
        waiting.clear();
        now.forEach(then -> then.accept(library));
    }

    private static LessonLibrary result(FutureTask<LessonLibrary> read) {
        try {
            return read.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the lessons were read", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }
}
