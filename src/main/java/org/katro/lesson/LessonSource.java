package org.katro.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Where lessons are read from: the ones shipped inside the application, or a folder a curator keeps.
 * A source lists its lesson files from {@value #INDEX} (one file name a line, {@code #} starts a
 * comment); a folder without that file offers all its {@code .fxml} files by name. Nothing outside
 * the source is ever read: a name that climbs out of it, or a symbolic link that leads out of the
 * folder, is refused.
 */
public interface LessonSource {
    String INDEX = "lessons.list";
    /**
     * The folder where the editor stages a lesson's files before it moves them into place
     * ({@code org.katro.lesson.draft.LessonFolder}). Once it holds {@link #SAVED} (the names of the
     * files staged, one a line), the save has happened: a folder source reads each file named there
     * from the staging folder until it is moved, so a save interrupted while moving is read whole.
     */
    String SAVING = ".saving";
    /** In {@link #SAVING}: the files of a finished save, not all moved into place yet. */
    String SAVED = "saved";

    /** Says where the source is, for messages. */
    String name();

    /**
     * The lesson files, in the order the lesson list shows them, each named once as a path inside
     * the source ({@code sub/../a.fxml} is {@code a.fxml}); a name that leaves the source is kept as
     * written, so that loading it refuses it with its name.
     */
    List<String> files() throws LessonException;

    /** The bytes of {@code file} (a lesson or a bundle), if the source has it; refused if too large or outside. */
    Optional<byte[]> read(String file) throws LessonException;

    /**
     * The size of {@code file} as the source lists it, without reading it; -1 when it has no such
     * file, or when its files are the application's own and not counted (the shipped lessons).
     */
    default long size(String file) {
        return -1;
    }

    /** The largest recording read: about three minutes of CD-quality mono. */
    int MAX_RECORDING_BYTES = 16 << 20;

    /**
     * A curator's recording beside the lessons (a WAV file, see docs/curator.md), if the source has
     * it; one that is missing, too large or outside the source is no recording: a voice says the text.
     */
    default Optional<byte[]> recording(String file) {
        return Optional.empty();
    }

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
            public List<String> files() throws LessonException {
                return index(this, read(INDEX).orElseThrow(() ->
                        new LessonException(where(INDEX), 0, LessonException.why("list.missing"))));
            }

            @Override
            public Optional<byte[]> read(String file) throws LessonException {
                String inside = inside(file).orElseThrow(() -> outside(this, file));
                try (InputStream in = LessonSource.class.getResourceAsStream("/lessons/" + inside)) {
                    return in == null ? Optional.empty() : Optional.of(TextFiles.read(in));
                } catch (IOException e) {
                    throw new LessonException(where(file), 0, LessonException.why("unreadable", TextFiles.why(e)));
                } catch (TextFiles.Refused e) {
                    throw new LessonException(where(file), e.line(), e.phrase());
                }
            }

            @Override
            public Optional<byte[]> recording(String file) {
                Optional<String> inside = inside(file);
                if (inside.isEmpty()) {
                    return Optional.empty();
                }
                try (InputStream in = LessonSource.class.getResourceAsStream("/lessons/" + inside.get())) {
                    return in == null ? Optional.empty() : bounded(in.readNBytes(MAX_RECORDING_BYTES + 1));
                } catch (IOException e) {
                    return Optional.empty();
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
            public List<String> files() throws LessonException {
                if (Files.isRegularFile(dir)) {
                    throw new LessonException(name(), 0, LessonException.why("folder.file"));
                }
                if (!Files.isDirectory(dir)) {
                    throw new LessonException(name(), 0, LessonException.why("folder.missing"));
                }
                Optional<byte[]> index = read(INDEX);
                if (index.isPresent()) {
                    return index(this, index.get());
                }
                try (Stream<String> all = Stream.concat(Files.list(dir).map(p -> p.getFileName().toString()),
                        saved(dir).stream())) {
                    return all.filter(n -> n.endsWith(".fxml")).distinct().sorted().toList();
                } catch (IOException e) {
                    throw new LessonException(name(), 0, LessonException.why("folder.unlisted", TextFiles.why(e)));
                }
            }

            @Override
            public Optional<byte[]> read(String file) throws LessonException {
                String name = inside(file).orElseThrow(() -> outside(this, file));
                String inside = saved(dir).contains(name) ? SAVING + "/" + name : name;
                try {
                    // compared by real path, so that no symbolic link (of the file or of a folder on its way) leads out
                    Path root = dir.toRealPath();
                    Path named = root.resolve(inside);
                    if (!Files.exists(named)) {
                        return Optional.empty();
                    }
                    Path real = named.toRealPath();
                    if (!real.startsWith(root)) {
                        throw new LessonException(where(file), 0, LessonException.why("link.out", real));
                    }
                    if (!Files.isRegularFile(real, LinkOption.NOFOLLOW_LINKS)) {
                        throw new LessonException(where(file), 0, LessonException.why("not.file"));
                    }
                    return Optional.of(TextFiles.read(real, LinkOption.NOFOLLOW_LINKS));
                } catch (IOException e) {
                    throw new LessonException(where(file), 0, LessonException.why("unreadable", TextFiles.why(e)));
                } catch (TextFiles.Refused e) {
                    throw new LessonException(where(file), e.line(), e.phrase());
                }
            }

            @Override
            public long size(String file) {
                Optional<String> name = inside(file);
                if (name.isEmpty()) {
                    return -1;
                }
                try {
                    BasicFileAttributes a = Files.readAttributes(dir.resolve(saved(dir).contains(name.get())
                            ? SAVING + "/" + name.get() : name.get()), BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                    return a.isRegularFile() ? a.size() : -1;
                } catch (IOException e) {
                    return -1;
                }
            }

            @Override
            public Optional<byte[]> recording(String file) {
                Optional<String> inside = inside(file);
                if (inside.isEmpty()) {
                    return Optional.empty();
                }
                try {
                    Path root = dir.toRealPath();
                    Path named = root.resolve(inside.get());
                    // as for a lesson: no symbolic link leads out of the folder
                    if (!Files.isRegularFile(named) || !named.toRealPath().startsWith(root)
                            || Files.size(named) > MAX_RECORDING_BYTES) {
                        return Optional.empty();
                    }
                    return Optional.of(Files.readAllBytes(named.toRealPath()));
                } catch (IOException e) {
                    return Optional.empty();
                }
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

    /**
     * {@code file} as the path inside the source it names, with {@code .} and {@code ..} worked out
     * ({@code sub/../a.fxml} is {@code a.fxml}); empty when it leaves the source or names nothing.
     */
    static Optional<String> inside(String file) {
        if (file.startsWith("/") || file.indexOf('\\') >= 0 || file.indexOf('\0') >= 0) {
            return Optional.empty();
        }
        Deque<String> parts = new ArrayDeque<>();
        for (String part : file.split("/")) {
            if (part.equals("..")) {
                if (parts.isEmpty()) {
                    return Optional.empty();
                }
                parts.removeLast();
            } else if (!part.isEmpty() && !part.equals(".")) {
                parts.addLast(part);
            }
        }
        return parts.isEmpty() ? Optional.empty() : Optional.of(String.join("/", parts));
    }

    /**
     * The files a finished save staged in {@code dir} and has not moved into place yet (see {@link #SAVING});
     * none when no save was interrupted, or its list is not a plain file of the folder.
     */
    private static List<String> saved(Path dir) {
        Path list = dir.resolve(SAVING).resolve(SAVED);
        try {
            if (!Files.isRegularFile(list, LinkOption.NOFOLLOW_LINKS)
                    || !list.toRealPath().startsWith(dir.toRealPath())) {
                return List.of();
            }
            List<String> out = new ArrayList<>();
            for (String line : TextFiles.decode(TextFiles.read(list, LinkOption.NOFOLLOW_LINKS)).lines().toList()) {
                Path staged = dir.resolve(SAVING).resolve(line);
                if (inside(line).filter(line::equals).isPresent() && !line.contains("/")
                        && Files.isRegularFile(staged, LinkOption.NOFOLLOW_LINKS)) {
                    out.add(line);
                }
            }
            return out;
        } catch (IOException | TextFiles.Refused e) {
            return List.of();
        }
    }

    private static Optional<byte[]> bounded(byte[] bytes) {
        return bytes.length > MAX_RECORDING_BYTES ? Optional.empty() : Optional.of(bytes);
    }

    private static LessonException outside(LessonSource source, String file) {
        return new LessonException(source.where(file), 0, LessonException.why("outside"));
    }

    /** The lesson list's entries, each once and as the path it names. */
    private static List<String> index(LessonSource source, byte[] bytes) throws LessonException {
        String text;
        try {
            text = TextFiles.decode(bytes);
        } catch (TextFiles.Refused e) {
            throw new LessonException(source.where(INDEX), e.line(), e.phrase());
        }
        return text.lines().map(String::strip).filter(l -> !l.isEmpty() && !l.startsWith("#"))
                .map(l -> inside(l).orElse(l)).distinct().toList();
    }
}
