package org.katro.kiosk;

import org.katro.lesson.TextFiles;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.OpenOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/**
 * The station's log file: failures, refused lessons, the staff's PIN tries. It is opened without
 * following a symbolic link, so that nobody can point it at another file, and rotated by size: past
 * {@link #MAX_BYTES} it becomes {@code katro.log.1}, which becomes {@code .2}, and so on; only
 * {@link #KEPT} old files are kept. A log that cannot be written does not stop the station: one line
 * on standard error says why, and the entries go to standard error until the file can be written again.
 */
public final class StationLog {
    /** Rotate past 1 MiB: thousands of entries, and a size any disk can spare {@link #KEPT} + 1 times. */
    public static final long MAX_BYTES = 1 << 20;
    public static final int KEPT = 3;

    private final Path file;
    private final long maxBytes;
    private final PrintStream fallback;
    private boolean failing;

    public StationLog(Path file) {
        this(file, MAX_BYTES, System.err);
    }

    StationLog(Path file, long maxBytes, PrintStream fallback) {
        this.file = file.toAbsolutePath();
        this.maxBytes = maxBytes;
        this.fallback = fallback;
    }

    /**
     * Where the log goes when the settings do not say: {@code katro/katro.log} in the XDG state folder,
     * {@code $XDG_STATE_HOME} or else {@code ~/.local/state}, private to the user rather than in the
     * temporary folder every user shares.
     */
    public static Path defaultFile(String xdgStateHome, String home) {
        // the XDG specification ignores a relative XDG_STATE_HOME
        boolean set = xdgStateHome != null && !xdgStateHome.isBlank() && Path.of(xdgStateHome).isAbsolute();
        Path state = set ? Path.of(xdgStateHome) : Path.of(home, ".local", "state");
        return state.resolve("katro").resolve("katro.log");
    }

    /** Appends {@code entry}; creates the file (and its folder) if needed, so that {@code ""} only checks it can be written. */
    public synchronized void write(String entry) {
        try {
            append(entry.getBytes(StandardCharsets.UTF_8));
            failing = false;
        } catch (IOException e) {
            if (!failing) {
                // the folder on the way may be what is wrong: then it is named too
                String at = e instanceof FileSystemException f && f.getFile() != null && !file.equals(Path.of(f.getFile()))
                        ? ": " + f.getFile() : "";
                fallback.println("katro: cannot write the log file " + file + " (" + TextFiles.reason(e) + at
                        + "); the station goes on and logs to standard error");
                failing = true;
            }
            fallback.print(entry);
        }
    }

    private void append(byte[] bytes) throws IOException {
        Files.createDirectories(file.getParent(), privately("rwx------"));
        long size = 0;
        try {
            BasicFileAttributes now = Files.readAttributes(file, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
            if (now.isSymbolicLink()) {
                throw new FileSystemException(file.toString(), null, "it is a symbolic link");
            }
            size = now.size();
        } catch (NoSuchFileException e) {
            // the first entry creates it
        }
        if (size > 0 && size + bytes.length > maxBytes) {
            rotate();
        }
        // NOFOLLOW_LINKS: a link put in place after the check above is refused all the same
        Set<OpenOption> options = Set.of(StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE,
                LinkOption.NOFOLLOW_LINKS);
        try (SeekableByteChannel out = Files.newByteChannel(file, options, privately("rw-------"))) {
            ByteBuffer buffer = ByteBuffer.wrap(bytes);
            while (buffer.hasRemaining()) {
                out.write(buffer);
            }
        }
    }

    /** katro.log.2 becomes .3, .1 becomes .2, katro.log becomes .1; a move takes a link itself, never its target. */
    private void rotate() throws IOException {
        for (int i = KEPT - 1; i >= 1; i--) {
            Path older = old(i);
            if (Files.exists(older, LinkOption.NOFOLLOW_LINKS)) {
                Files.move(older, old(i + 1), StandardCopyOption.REPLACE_EXISTING);
            }
        }
        Files.move(file, old(1), StandardCopyOption.REPLACE_EXISTING);
    }

    private Path old(int i) {
        return file.resolveSibling(file.getFileName() + "." + i);
    }

    /** Only the user who runs the station may read its log, where the file system knows owners. */
    private static FileAttribute<?>[] privately(String permissions) {
        if (!FileSystems.getDefault().supportedFileAttributeViews().contains("posix")) {
            return new FileAttribute<?>[0];
        }
        return new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString(permissions))};
    }
}
