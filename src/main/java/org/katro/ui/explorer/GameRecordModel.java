package org.katro.ui.explorer;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.katro.engine.GameCursor;
import org.katro.files.SafeFile;
import org.katro.notation.GameText;
import org.katro.notation.NotationException;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.FileDialogs;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The explorer's game as a record ({@link GameText}, a {@code .katro} file): copied, pasted, saved
 * and opened as the play screen does. A paste or a file may hold a whole record or bare moves such
 * as {@code S1+ N3-}, played from the start of the game on screen; either opens as a new game,
 * and what cannot be read is said, with why.
 */
public final class GameRecordModel {
    /** A game file is a few kilobytes: a bigger one is not a game. */
    static final long MAX_BYTES = 1 << 20;

    private final GameCursor game;
    private final Consumer<GameCursor> open;
    private final Texts texts;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    /**
     * @param game the game on screen
     * @param open shows a game read from a paste or a file
     */
    public GameRecordModel(GameCursor game, Consumer<GameCursor> open, Language language) {
        this.game = game;
        this.open = open;
        this.texts = new Texts(language, "org.katro.ui.explorer.ExplorerView");
    }

    /** The whole game, as Copy puts it on the clipboard and Save… writes it. */
    public String text() {
        return GameText.of(game).format();
    }

    /** Says that the game was copied (the view puts {@link #text()} on the clipboard). */
    public void copied() {
        message.set(texts.text("record.copied"));
    }

    /** Opens the game of {@code text}, a whole record or bare moves; false, and why said, when it is neither. */
    public boolean paste(String text) {
        GameText read;
        try {
            read = GameText.read(text == null ? "" : text, game.ruleset(), game.start());
        } catch (NotationException e) {
            message.set(texts.text("record.loadError", e.briefly()));
            return false;
        }
        message.set("");
        open.accept(read.cursor());
        return true;
    }

    /** Saves the game where the user chooses in {@code files} (in full, or not at all), and says where or why not. */
    public void save(FileDialogs files) {
        files.save(kind(), "game.katro").ifPresent(file -> {
            try {
                SafeFile.write(file, text().getBytes(StandardCharsets.UTF_8), true);
                message.set(texts.text("record.saved", file.getFileName().toString()));
            } catch (IOException e) {
                message.set(texts.text("record.fileError", String.valueOf(e.getMessage())));
            }
        });
    }

    /** Opens the game of the file the user chooses in {@code files}; says why when it cannot be read. */
    public void open(FileDialogs files) {
        files.open(kind()).ifPresent(this::open);
    }

    private void open(Path file) {
        try {
            if (Files.size(file) > MAX_BYTES) {
                message.set(texts.text("record.fileError", file.getFileName().toString()));
                return;
            }
            paste(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            message.set(texts.text("record.fileError", String.valueOf(e.getMessage())));
        }
    }

    private FileDialogs.Kind kind() {
        return new FileDialogs.Kind(texts.text("record.fileType"), List.of("*.katro", "*.txt"));
    }

    /** What the last action did, or why it could not; empty before the first. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
