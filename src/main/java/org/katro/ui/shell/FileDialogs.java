package org.katro.ui.shell;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Asks the user where a file goes or which file to read: a save or open dialog on the desktop, a
 * stub in the tests. View models receive it, so that they ask without knowing the window.
 */
public interface FileDialogs {
    /** A kind of file the dialog offers: its name as the user reads it, and its patterns ({@code *.katro}). */
    record Kind(String description, List<String> patterns) {
    }

    /** Where to save a file of {@code kind}, {@code suggested} the name offered; empty if the user cancelled. */
    Optional<Path> save(Kind kind, String suggested);

    /** Which file of {@code kind} to open; empty if the user cancelled. */
    Optional<Path> open(Kind kind);
}
