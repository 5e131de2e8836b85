package org.katro.ui.shell;

import java.util.List;
import java.util.concurrent.ExecutorService;

/**
 * The threads long work runs on, off the JavaFX thread, one per kind of work so that one kind never
 * waits behind another: the computer's search, the check of typed games, the editor's files, the
 * solver's best moves, the files a visitor takes home, the practice's puzzles (the solver's proofs
 * take up to a second or so). The app makes them once and gives them to the screens; a thread starts at
 * its first job, not before.
 */
public record Workers(ExecutorService search, ExecutorService forms, ExecutorService editorFiles,
        ExecutorService bestMoves, ExecutorService takeHome, ExecutorService puzzles) {

    /** A daemon thread of its own for each kind of work. */
    public static Workers threads() {
        return new Workers(BackgroundJob.thread("katro-computer"), BackgroundJob.thread("katro-forms"),
                BackgroundJob.thread("katro-editor-files"), BackgroundJob.thread("katro-best-moves"),
                BackgroundJob.thread("katro-take-home"), BackgroundJob.thread("katro-puzzles"));
    }

    /** Stops the threads once their jobs end (the window closes). */
    public void close() {
        List.of(search, forms, editorFiles, bestMoves, takeHome, puzzles).forEach(ExecutorService::shutdown);
    }
}
