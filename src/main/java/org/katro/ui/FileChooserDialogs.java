package org.katro.ui;

import javafx.stage.FileChooser;
import javafx.stage.Window;
import org.katro.ui.shell.FileDialogs;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;

/** The desktop's save and open dialogs, over the window the screens show in. */
final class FileChooserDialogs implements FileDialogs {
    private final Supplier<Window> owner;

    FileChooserDialogs(Supplier<Window> owner) {
        this.owner = owner;
    }

    @Override
    public Optional<Path> save(Kind kind, String suggested) {
        FileChooser chooser = chooser(kind);
        chooser.setInitialFileName(suggested);
        return path(chooser.showSaveDialog(owner.get()));
    }

    @Override
    public Optional<Path> open(Kind kind) {
        return path(chooser(kind).showOpenDialog(owner.get()));
    }

    private static FileChooser chooser(Kind kind) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(kind.description(), kind.patterns()));
        return chooser;
    }

    private static Optional<Path> path(File file) {
        return Optional.ofNullable(file).map(File::toPath);
    }
}
