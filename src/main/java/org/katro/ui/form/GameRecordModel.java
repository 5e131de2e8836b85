package org.katro.ui.form;

import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableValue;
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
import java.util.Optional;
import java.util.function.Supplier;

/**
 * A screen's game as a record ({@link GameText}, a {@code .katro} file): copied, pasted, saved and
 * opened alike on the explorer, set-up, compare and play. A paste or a file may hold a whole record or
 * bare moves such as {@code S1+ N3-}; the screen says what either opens as, and what cannot be read
 * is said, with why.
 */
public final class GameRecordModel {
    /** A game file is a few kilobytes: a bigger one is not a game. */
    static final long MAX_BYTES = 1 << 20;

    /** The screen's game, whole; or why it holds none yet (a form whose fields do not read). */
    @FunctionalInterface
    public interface Source {
        GameText record() throws NotationException;
    }

    /** Shows the game of a paste or a file, a whole record or bare moves; or says why it cannot. */
    @FunctionalInterface
    public interface Opening {
        void open(String text) throws NotationException;
    }

    private final Source source;
    private final Opening opening;
    private final Supplier<Texts> texts;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");
    /** what was said last, as a bundle key and its arguments, so that a language switch says it again (null: nothing) */
    private String said;
    private Object[] saidWith;

    /**
     * @param source  the game on screen, for Copy and Save…
     * @param opening shows a game read from a paste or a file
     */
    public GameRecordModel(Source source, Opening opening, Language language) {
        this(source, opening, new SimpleObjectProperty<>(language));
    }

    /**
     * The same, in the language {@code language} holds, for a model that outlives its screen (the
     * screen is built again in a new language): what was said is then said again in it.
     */
    public GameRecordModel(Source source, Opening opening, ObservableValue<Language> language) {
        this.source = source;
        this.opening = opening;
        this.texts = Texts.following(language::getValue, "org.katro.ui.shell.Shell");
        language.addListener((obs, old, now) -> say(said, saidWith));
    }

    /** The whole game, as Copy puts it on the clipboard and Save… writes it; empty, and why said, when there is none. */
    public Optional<String> text() {
        try {
            return Optional.of(source.record().format());
        } catch (NotationException e) {
            say("record.notGame", e.briefly());
            return Optional.empty();
        }
    }

    /** Says that the game was copied (the view puts {@link #text()} on the clipboard). */
    public void copied() {
        say("record.copied");
    }

    /** Opens the game of {@code text}, a whole record or bare moves; false, and why said, when it is neither. */
    public boolean paste(String text) {
        try {
            opening.open(text == null ? "" : text);
        } catch (NotationException e) {
            say("record.loadError", e.briefly());
            return false;
        }
        say(null);
        return true;
    }

    /** Saves the game where the user chooses in {@code files} (in full, or not at all), and says where or why not. */
    public void save(FileDialogs files) {
        text().ifPresent(text -> files.save(kind(), "game.katro").ifPresent(file -> {
            try {
                SafeFile.write(file, text.getBytes(StandardCharsets.UTF_8), true);
                say("record.saved", file.getFileName().toString());
            } catch (IOException e) {
                say("record.fileError", String.valueOf(e.getMessage()));
            }
        }));
    }

    /** Opens the game of the file the user chooses in {@code files}; says why when it cannot be read. */
    public void open(FileDialogs files) {
        files.open(kind()).ifPresent(this::open);
    }

    private void open(Path file) {
        try {
            if (Files.size(file) > MAX_BYTES) {
                say("record.fileError", file.getFileName().toString());
                return;
            }
            paste(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            say("record.fileError", String.valueOf(e.getMessage()));
        }
    }

    private FileDialogs.Kind kind() {
        return new FileDialogs.Kind(texts.get().text("record.fileType"), List.of("*.katro", "*.txt"));
    }

    private void say(String key, Object... args) {
        said = key;
        saidWith = args;
        message.set(key == null ? "" : texts.get().text(key, args));
    }

    /** What the last action did, or why it could not; empty before the first. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }
}
