package org.katro.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where lessons are read from: the ones shipped inside the application, or a folder a curator keeps.
 * A source lists its lesson files from {@value #INDEX} (one file name a line, {@code #} starts a
 * comment); a folder without that file offers all its {@code .fxml} files by name.
 */
public interface LessonSource {
    String INDEX = "lessons.list";

    /** Says where the source is, for messages. */
    String name();

    /** The lesson files, in the order the lesson list shows them. */
    List<String> files() throws IOException;

    /** The bytes of {@code file} (a lesson or a bundle), if the source has it. */
    Optional<byte[]> read(String file) throws IOException;

    /** How to name {@code file} in a message. */
    default String where(String file) {
        return name() + "/" + file;
    }

    /** The lessons inside the application, from the class path's {@code lessons/}. */
    static LessonSource bundled() {
        return new LessonSource() {
            @Override
            public String name() {
                return "lessons";
            }

            @Override
            public List<String> files() throws IOException {
                return index(read(INDEX).orElseThrow(() -> new IOException("the application has no lessons/" + INDEX)));
            }

            @Override
            public Optional<byte[]> read(String file) throws IOException {
                try (InputStream in = LessonSource.class.getResourceAsStream("/lessons/" + file)) {
                    return in == null ? Optional.empty() : Optional.of(in.readAllBytes());
                }
            }
        };
    }

    /** The lessons of a folder. */
    static LessonSource folder(Path dir) {
        return new LessonSource() {
            @Override
            public String name() {
                return dir.toString();
            }

            @Override
            public List<String> files() throws IOException {
                Optional<byte[]> index = read(INDEX);
                if (index.isPresent()) {
                    return index(index.get());
                }
                try (Stream<Path> all = Files.list(dir)) {
                    return all.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".fxml")).sorted().toList();
                }
            }

            @Override
            public Optional<byte[]> read(String file) throws IOException {
                Path p = dir.resolve(file).normalize();
                // a lesson names its bundles; nothing outside the folder is read
                if (!p.startsWith(dir.normalize()) || !Files.isRegularFile(p)) {
                    return Optional.empty();
                }
                return Optional.of(Files.readAllBytes(p));
            }
        };
    }

    /**
     * The application's lessons, then those of every {@code --lessons=DIR} argument and of the
     * {@code katro.lessons} system property; a later lesson with the same file name replaces an earlier.
     */
    static List<LessonSource> standard(List<String> args) {
        List<LessonSource> out = new ArrayList<>();
        out.add(bundled());
        String property = System.getProperty("katro.lessons");
        if (property != null && !property.isBlank()) {
            out.add(folder(Path.of(property)));
        }
        for (String a : args) {
            if (a.startsWith("--lessons=")) {
                out.add(folder(Path.of(a.substring("--lessons=".length()))));
            }
        }
        return out;
    }

    private static List<String> index(byte[] bytes) {
        return new String(bytes, StandardCharsets.UTF_8).lines().map(String::strip)
                .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
    }
}
