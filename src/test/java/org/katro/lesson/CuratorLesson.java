package org.katro.lesson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A curator's lesson of two steps, "Relay by me", as the tests that print and share one write it. */
public final class CuratorLesson {
    public static final String ID = "relay-by-me";
    public static final String TITLE = "Relay by me";
    public static final String CAPTION = "Lift the seeds of S1";

    private CuratorLesson() {
    }

    /** Writes the lesson into the folder {@code dir} (made if missing); returns {@code dir}. */
    public static Path write(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(ID + ".fxml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <?import org.katro.lesson.Lesson?>
                <?import org.katro.lesson.Step?>
                <Lesson title="title" rules="fianarantsoa" columns="2" moves="1+" minutes="1">
                  <steps><Step at="0" caption="start" highlight="S1"/><Step at="1" caption="lift" highlight="S1"/></steps>
                </Lesson>
                """);
        Files.writeString(dir.resolve(ID + ".properties"),
                "title=" + TITLE + "\nstart=The museum's board before the move\nlift=" + CAPTION + "\n");
        return dir;
    }
}
