package org.katro.lesson.draft;

import org.katro.files.SafeFile;
import org.katro.lesson.LessonFormat;
import org.katro.lesson.LessonSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The curator's lessons folder, the one place the editor writes: a draft's files go there whole
 * (through {@link SafeFile}), under a safe name, never through a link and never over files someone
 * else changed since the editor last read them. A shipped lesson saved from the editor is a copy
 * here, which replaces the shipped one in the lesson list; the shipped files never change.
 */
public final class LessonFolder {
    /** A lesson's file name: small letters, digits and hyphens, as the shipped ones are named. */
    private static final String SAFE_NAME = "[a-z0-9][a-z0-9-]{0,62}";
    private static final String ABSENT = "-";

    /** Why a save did not happen; no file of the lesson changed. */
    public enum Reason {
        /** the name is not a safe file name: args the name */
        UNSAFE_NAME,
        /** the folder cannot be made or written: args the folder, the system's reason */
        CANNOT_WRITE,
        /** a file of the lesson is a link, or not a plain file: args the file */
        NOT_A_FILE,
        /** the lesson's files changed on disk since the editor read them: args the name */
        CHANGED,
        /** a lesson of that name is in the folder already: args the name */
        EXISTS
    }

    /** A save refused, with nothing written. */
    public static final class Refused extends Exception {
        private final Reason reason;
        private final List<String> args;

        Refused(Reason reason, String... args) {
            super(reason + " " + String.join(" ", args));
            this.reason = reason;
            this.args = List.of(args);
        }

        public Reason reason() {
            return reason;
        }

        public List<String> args() {
            return args;
        }
    }

    /** How a staged file reaches the disk and moves into place; the tests stand in one that fails. */
    interface Disk {
        void write(Path file, byte[] bytes) throws IOException;

        void move(Path from, Path to) throws IOException;
    }

    private static final Disk DISK = new Disk() {
        @Override
        public void write(Path file, byte[] bytes) throws IOException {
            SafeFile.write(file, bytes, false);
        }

        @Override
        public void move(Path from, Path to) throws IOException {
            // a file replaced keeps its permissions, as SafeFile keeps them (a folder shared with a colleague stays so)
            if (Files.isRegularFile(to, LinkOption.NOFOLLOW_LINKS)
                    && Files.getFileStore(from).supportsFileAttributeView(PosixFileAttributeView.class)) {
                Files.setPosixFilePermissions(from, Files.getPosixFilePermissions(to, LinkOption.NOFOLLOW_LINKS));
            }
            // rename(2): the name is replaced whole, a link there swapped for the file, never written through
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        }
    };

    private final Path folder;
    private final Disk disk;

    public LessonFolder(Path folder) {
        this(folder, DISK);
    }

    LessonFolder(Path folder, Disk disk) {
        this.folder = folder.toAbsolutePath().normalize();
        this.disk = disk;
    }

    public Path path() {
        return folder;
    }

    public static boolean safeName(String name) {
        return name != null && name.matches(SAFE_NAME);
    }

    /**
     * What the lesson {@code name}'s files in the folder are now: a digest of their bytes, the same
     * while nobody changes them; a lesson not there has the fingerprint of no files.
     */
    public String fingerprint(String name) {
        try {
            java.util.Map<String, byte[]> now = new java.util.LinkedHashMap<>();
            for (String file : files(name)) {
                Path p = folder.resolve(file);
                if (Files.isSymbolicLink(p)) {
                    now.put(file, "\0link".getBytes(StandardCharsets.UTF_8));
                } else if (Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                    now.put(file, Files.readAllBytes(p));
                }
            }
            return digest(name, now);
        } catch (IOException e) {
            // unreadable now: a fingerprint of its own, which differs from the one read before
            return "unreadable " + e.getClass().getSimpleName();
        }
    }

    /** The fingerprint of a lesson that is not in the folder. */
    public static String nothing(String name) {
        return digest(name, java.util.Map.of());
    }

    private static String digest(String name, java.util.Map<String, byte[]> contents) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (String file : files(name)) {
                digest.update((file + ":").getBytes(StandardCharsets.UTF_8));
                byte[] bytes = contents.get(file);
                digest.update(bytes == null ? ABSENT.getBytes(StandardCharsets.UTF_8) : bytes);
                digest.update((byte) 0);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /**
     * Writes {@code written}'s files for lesson {@code name} in one step: the old lesson or the new
     * one, never a mix, whenever the save stops. Every file is first staged whole in the folder's
     * {@link LessonSource#SAVING} folder; the list of the staged files, written last, is the moment
     * the save happens; then each file moves into place. Until all have moved, the folder's reader
     * reads the staged ones ({@link LessonSource#folder}), and the next save finishes the moves. A
     * save refused ({@link Refused}) has changed no file of the lesson. Unless {@code replace}, the
     * files must still be as {@code expected} (their fingerprint when the editor read them, or
     * {@link #nothing} for a new lesson). Adds the lesson to the folder's {@code lessons.list} if it
     * has one, in the same step. Returns the files' new fingerprint.
     */
    public String save(String name, LessonFormat.Written written, String expected, boolean replace) throws Refused {
        if (!safeName(name)) {
            throw new Refused(Reason.UNSAFE_NAME, String.valueOf(name));
        }
        if (!files(name).containsAll(written.files().keySet())) {
            throw new IllegalArgumentException("not the files of lesson " + name + ": " + written.files().keySet());
        }
        Path real;
        try {
            Files.createDirectories(folder);
            real = folder.toRealPath();
            finish(real);
        } catch (IOException e) {
            throw new Refused(Reason.CANNOT_WRITE, folder.toString(), reason(e));
        }
        for (String file : files(name)) {
            Path p = real.resolve(file);
            if (!p.getParent().equals(real) || Files.exists(p, LinkOption.NOFOLLOW_LINKS)
                    && !Files.isRegularFile(p, LinkOption.NOFOLLOW_LINKS)) {
                throw new Refused(Reason.NOT_A_FILE, p.toString());
            }
        }
        String now = fingerprint(name);
        if (!replace && !now.equals(expected)) {
            throw new Refused(nothing(name).equals(expected) ? Reason.EXISTS : Reason.CHANGED, name);
        }
        // moved in this order (texts, lesson file, list), so that even a reader that knows nothing of the
        // staging folder never finds a lesson without its texts
        Map<String, byte[]> files = new LinkedHashMap<>();
        written.files().forEach((file, bytes) -> {
            if (!file.endsWith(".fxml")) {
                files.put(file, bytes);
            }
        });
        written.files().forEach(files::putIfAbsent);
        Path staging = real.resolve(LessonSource.SAVING);
        try {
            listed(real, name + ".fxml").ifPresent(list -> files.put(LessonSource.INDEX, list));
            Files.createDirectory(staging);
            for (Map.Entry<String, byte[]> f : files.entrySet()) {
                disk.write(staging.resolve(f.getKey()), f.getValue());
            }
            // the moment of the save: before it, the old lesson stands; after it, the new one
            SafeFile.write(staging.resolve(LessonSource.SAVED),
                    String.join("\n", files.keySet()).getBytes(StandardCharsets.UTF_8), false);
        } catch (IOException e) {
            discard(staging);
            throw new Refused(Reason.CANNOT_WRITE, folder.toString(), reason(e));
        }
        try {
            finish(real);
        } catch (IOException e) {
            // saved all the same: the reader reads the staged files, and the next save moves them
            return digest(name, files);
        }
        return fingerprint(name);
    }

    /**
     * Finishes a save a crash or a failed move interrupted: a save whose list of files was written
     * moves its staged files into place; one that stopped before is thrown away.
     */
    private void finish(Path real) throws IOException {
        Path staging = real.resolve(LessonSource.SAVING);
        if (!Files.exists(staging, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Path saved = staging.resolve(LessonSource.SAVED);
        if (Files.isDirectory(staging, LinkOption.NOFOLLOW_LINKS) && Files.isRegularFile(saved, LinkOption.NOFOLLOW_LINKS)) {
            for (String file : Files.readAllLines(saved, StandardCharsets.UTF_8)) {
                Path staged = staging.resolve(file);
                if (safeFile(file) && Files.isRegularFile(staged, LinkOption.NOFOLLOW_LINKS)) {
                    disk.move(staged, real.resolve(file));
                }
            }
        }
        discard(staging);
    }

    /** A staged file's name: one of a lesson's files or the lesson list, in the folder itself. */
    private static boolean safeFile(String file) {
        return file.equals(LessonSource.INDEX) || file.matches(SAFE_NAME + "(_[a-z]{2,3})?\\.(fxml|properties)");
    }

    /** Removes the staging folder and what it holds (never following a link out of it). */
    private static void discard(Path staging) {
        try {
            if (Files.isDirectory(staging, LinkOption.NOFOLLOW_LINKS)) {
                try (Stream<Path> inside = Files.list(staging)) {
                    for (Path p : inside.toList()) {
                        Files.deleteIfExists(p);
                    }
                }
            }
            Files.deleteIfExists(staging);
        } catch (IOException e) {
            // left behind: the next save tries again, and the reader reads it only once its list is whole
        }
    }

    /** A folder with a lesson list loads only what it lists: the list with the new lesson at its end, if it lacks it. */
    private static Optional<byte[]> listed(Path real, String file) throws IOException {
        Path index = real.resolve(LessonSource.INDEX);
        if (!Files.isRegularFile(index, LinkOption.NOFOLLOW_LINKS)) {
            return Optional.empty();
        }
        String text = Files.readString(index, StandardCharsets.UTF_8);
        if (text.lines().map(String::strip).anyMatch(file::equals)) {
            return Optional.empty();
        }
        return Optional.of((text + (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + file + "\n")
                .getBytes(StandardCharsets.UTF_8));
    }

    /** The lesson's files: its FXML and one texts file per language. */
    static List<String> files(String name) {
        List<String> out = new java.util.ArrayList<>();
        out.add(name + ".fxml");
        Wording.languages().forEach(l -> out.add(LessonFormat.bundleName(name, l)));
        return out;
    }

    private static String reason(IOException e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : ": " + m.replaceAll("[\\r\\n]+", " "));
    }
}
