package org.katro.lesson.draft;

import org.katro.lesson.LessonFormat;
import org.katro.lesson.LessonSource;
import org.katro.files.SafeFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

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

    /** Why a save did not happen; nothing was written. */
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

    private final Path folder;

    public LessonFolder(Path folder) {
        this.folder = folder.toAbsolutePath().normalize();
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
     * Writes {@code written}'s files for lesson {@code name}, each whole: the texts first, the lesson
     * file last, so the loader never finds a lesson without its texts. Unless {@code replace}, the
     * files must still be as {@code expected} (their fingerprint when the editor read them, or
     * {@link #nothing} for a new lesson). Adds the lesson to the folder's {@code lessons.list} if it
     * has one. Returns the files' new fingerprint.
     */
    public String save(String name, LessonFormat.Written written, String expected, boolean replace) throws Refused {
        if (!safeName(name)) {
            throw new Refused(Reason.UNSAFE_NAME, String.valueOf(name));
        }
        Path real;
        try {
            Files.createDirectories(folder);
            real = folder.toRealPath();
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
        try {
            List<String> order = new java.util.ArrayList<>(written.files().keySet());
            // the lesson file last: until it is there, the loader sees no lesson at all
            order.sort((a, b) -> Boolean.compare(a.endsWith(".fxml"), b.endsWith(".fxml")));
            for (String file : order) {
                SafeFile.write(real.resolve(file), written.files().get(file), true);
            }
            list(real, name + ".fxml");
        } catch (IOException e) {
            throw new Refused(Reason.CANNOT_WRITE, folder.toString(), reason(e));
        }
        return fingerprint(name);
    }

    /** A folder with a lesson list loads only what it lists: the new lesson goes at its end. */
    private static void list(Path real, String file) throws IOException {
        Path index = real.resolve(LessonSource.INDEX);
        if (!Files.isRegularFile(index, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        String text = Files.readString(index, StandardCharsets.UTF_8);
        if (text.lines().map(String::strip).noneMatch(file::equals)) {
            String added = text + (text.isEmpty() || text.endsWith("\n") ? "" : "\n") + file + "\n";
            SafeFile.write(index, added.getBytes(StandardCharsets.UTF_8), true);
        }
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
