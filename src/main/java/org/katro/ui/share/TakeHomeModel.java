package org.katro.ui.share;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.katro.engine.Ruleset;
import org.katro.board.Board;
import org.katro.lesson.Lesson;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.picture.Png;
import org.katro.picture.Story;
import org.katro.picture.Svg;
import org.katro.practice.Kind;
import org.katro.sheet.Paper;
import org.katro.files.SafeFile;
import org.katro.sheet.Worksheet;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.BackgroundJob;
import org.katro.web.WebPlayer;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Makes what a screen offers to take home (a board picture, a worksheet, a web page) with the
 * headless writers, on a background thread, and says where it went or why it could not be saved.
 */
public final class TakeHomeModel {
    /** The worksheet a screen's questions make: its ruleset, board width and kind (null: mixed). */
    public record Questions(Ruleset ruleset, int columns, Kind kind) {
    }

    /** A worksheet's questions when the teacher does not say: a class's set, four pages and the answers. */
    public static final int DEFAULT_COUNT = 12;

    /** The countries whose schools print on Letter paper. */
    private static final Set<String> LETTER_COUNTRIES = Set.of("US", "CA", "MX", "PH", "CL", "CO", "VE");

    private final Language language;
    private final Texts texts;
    private final BackgroundJob job;
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "");

    public TakeHomeModel(Language language, Executor background, Consumer<Runnable> fx) {
        this.language = language;
        this.texts = new Texts(language, TakeHomeModel.class.getPackageName() + ".TakeHomeMenu");
        this.job = new BackgroundJob(background, fx);
    }

    /** {@code board} as a PNG if {@code file}'s name ends in .png, else as an SVG. */
    public void savePicture(Board board, Path file) {
        save(file, () -> {
            Drawing d = new BoardPainter(language).paint(board);
            if (!file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".png")) {
                return Svg.document(d).getBytes(StandardCharsets.UTF_8);
            }
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            try {
                Png.write(d, Png.SCALE, bytes);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return bytes.toByteArray();
        });
    }

    /** {@code count} questions like the screen's on {@code paper}, the answers last, as a PDF. */
    public void saveWorksheet(Questions questions, int count, Paper paper, Path file) {
        // a new draw every time: a second sheet for the same class is not the first one again
        long seed = System.nanoTime();
        save(file, () -> Worksheet.questions(questions.ruleset(), questions.columns(), questions.kind(), count, seed,
                language, paper));
    }

    /**
     * {@code lesson} printed, each step with its picture and caption, as {@code worksheet --lesson}
     * prints it: on Letter paper where the teacher's country uses it, else on A4.
     */
    public void saveLesson(Lesson lesson, Path file) {
        Paper paper = LETTER_COUNTRIES.contains(Locale.getDefault(Locale.Category.FORMAT).getCountry()) ? Paper.LETTER : Paper.A4;
        save(file, () -> Worksheet.strip(Story.lesson(lesson, language), language, paper));
    }

    /** The page of the story {@code story} makes (off the screen's thread), opened where it stands. */
    public void savePage(Function<Language, Story> story, Path file) {
        save(file, () -> WebPlayer.html(story.apply(language), language).getBytes(StandardCharsets.UTF_8));
    }

    private void save(Path file, Supplier<byte[]> bytes) {
        message.set(texts.text("saving", file.getFileName()));
        job.run(cancelled -> {
            try {
                // the file chooser has asked before replacing a file
                SafeFile.write(file, bytes.get(), true);
                return texts.text("saved", file);
            } catch (IOException | UncheckedIOException | IllegalArgumentException e) {
                return texts.text("failed", file.getFileName(), reason(e));
            }
        }, message::set);
    }

    /** Why a file could not be written, in words a teacher reads (the system's own message as a last resort). */
    private String reason(Exception e) {
        Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
        if (cause instanceof AccessDeniedException) {
            return texts.text("reason.denied");
        }
        if (cause instanceof NoSuchFileException) {
            return texts.text("reason.noFolder");
        }
        if (cause instanceof IllegalArgumentException) {
            // the one refusal of the writers: a game too long for a page
            return texts.text("reason.tooLong", WebPlayer.MAX_EVENTS);
        }
        return cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
    }

    /** Where the last file went, or why it could not be saved; empty before the first. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Whether a file is being made now. */
    public ReadOnlyBooleanProperty busyProperty() {
        return job.busyProperty();
    }
}
