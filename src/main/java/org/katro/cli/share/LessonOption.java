package org.katro.cli.share;

import org.katro.cli.command.CliException;
import org.katro.cli.command.Quote;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import picocli.CommandLine.Option;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code --lesson ID}: a lesson instead of a game or questions, one the command line knows as the app
 * does: the shipped lessons, then a curator's in the data folder's {@value #LESSONS}, then those of each
 * {@code --lessons=DIR}; a later lesson of the same name replaces an earlier.
 */
public final class LessonOption {
    /** the curator's lessons folder in the data folder, where the app's editor saves */
    static final String LESSONS = "lessons";

    @Option(names = "--lesson", paramLabel = "ID", description = "a lesson instead (e.g. worked-example), shipped "
            + "or a curator's (in the data folder's lessons/ or --lessons)")
    String id;
    @Option(names = "--lessons", paramLabel = "DIR", description = "a folder of a curator's lessons, besides the "
            + "data folder's lessons/ (may be given more than once)")
    List<Path> folders = new ArrayList<>();

    boolean given() {
        return id != null;
    }

    /**
     * The lesson named, from the sources the data folder {@code data} and {@code --lessons} add;
     * refused with the list of lessons when there is none of that name, or with the reason a
     * curator's lesson file is refused.
     */
    Lesson lesson(Path data) throws CliException {
        List<LessonSource> sources = new ArrayList<>();
        sources.add(LessonSource.bundled());
        if (Files.isDirectory(data.resolve(LESSONS))) {
            sources.add(LessonSource.folder(data.resolve(LESSONS)));
        }
        folders.forEach(f -> sources.add(LessonSource.folder(f)));
        String file = id + ".fxml";
        Set<String> known = new LinkedHashSet<>();
        LessonSource holder = null;
        try {
            for (LessonSource source : sources) {
                List<String> files = source.files();
                files.forEach(f -> known.add(f.replace(".fxml", "")));
                if (files.contains(file)) {
                    holder = source;
                }
            }
            if (holder == null) {
                throw new CliException("unknown lesson '" + Quote.input(id) + "' (lessons: "
                        + String.join(", ", known.stream().map(Quote::input).toList()) + ")");
            }
            return LessonLoader.load(holder, file);
        } catch (LessonException e) {
            throw new CliException(Quote.input(e.getMessage()));
        }
    }
}
