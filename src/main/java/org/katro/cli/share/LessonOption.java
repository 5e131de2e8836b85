package org.katro.cli.share;

import org.katro.cli.command.CliException;
import org.katro.cli.command.Quote;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import picocli.CommandLine.Option;

/** {@code --lesson ID}: a lesson shipped with the application, instead of a game or questions. */
public final class LessonOption {
    @Option(names = "--lesson", paramLabel = "ID", description = "a lesson instead (e.g. worked-example)")
    String id;

    boolean given() {
        return id != null;
    }

    /** The lesson named, refused with the list of lessons when there is none of that name. */
    Lesson lesson() throws CliException {
        LessonSource bundled = LessonSource.bundled();
        try {
            if (!bundled.files().contains(id + ".fxml")) {
                throw new CliException("unknown lesson '" + Quote.input(id) + "' (lessons: " + String.join(", ",
                        bundled.files().stream().map(f -> f.replace(".fxml", "")).toList()) + ")");
            }
            return LessonLoader.load(bundled, id + ".fxml");
        } catch (LessonException e) {
            throw new CliException(Quote.input(e.getMessage()));
        }
    }
}
