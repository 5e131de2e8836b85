package org.katro.files;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFileAttributeView;
import java.security.SecureRandom;

/**
 * Writes a file whole or not at all: the bytes go to a new temporary file beside the target, are
 * forced to the disk, and the temporary file is then renamed onto the target. A full disk or a
 * crash leaves the old file as it was; a link at the target's name is replaced, never written
 * through, so nothing outside the folder is touched.
 */
public final class SafeFile {
    /** the temporary files' names, which nobody else can guess to plant a link under */
    private static final SecureRandom RANDOM = new SecureRandom();

    /** What is written: the whole content, to one stream. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private SafeFile() {
    }

    /** Writes {@code bytes} to {@code target}; an existing file is replaced only when {@code replace}. */
    public static void write(Path target, byte[] bytes, boolean replace) throws IOException {
        write(target, out -> out.write(bytes), replace);
    }

    /**
     * Writes {@code content} to {@code target}. Without {@code replace}, an existing file (or link)
     * there is left alone and {@link FileAlreadyExistsException} thrown.
     */
    public static void write(Path target, Content content, boolean replace) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path folder = absolute.getParent();
        if (!replace && Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)) {
            throw new FileAlreadyExistsException(target.toString(), null, "it exists already");
        }
        Path part = part(folder, absolute.getFileName().toString());
        try {
            // a file replaced keeps its permissions (a teacher's page made readable to all stays so)
            if (Files.isRegularFile(absolute, LinkOption.NOFOLLOW_LINKS)
                    && Files.getFileStore(part).supportsFileAttributeView(PosixFileAttributeView.class)) {
                Files.setPosixFilePermissions(part, Files.getPosixFilePermissions(absolute, LinkOption.NOFOLLOW_LINKS));
            }
            try (FileChannel channel = FileChannel.open(part, StandardOpenOption.WRITE);
                    OutputStream out = Channels.newOutputStream(channel)) {
                content.writeTo(out);
                out.flush();
                channel.force(true);
            }
            if (!replace && Files.exists(absolute, LinkOption.NOFOLLOW_LINKS)) {
                throw new FileAlreadyExistsException(target.toString(), null, "it exists already");
            }
            // rename(2) replaces the name itself: a link there is swapped for the file, its target untouched
            Files.move(part, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } finally {
            Files.deleteIfExists(part);
        }
    }

    /**
     * A new temporary file beside the target, created new (O_EXCL: a link planted under its name is
     * never followed) with the permissions any new file gets there (the user's umask): a temporary
     * file of the JDK's is readable by its owner alone, and so had been every page, worksheet, export
     * and lesson written, which a teacher could not share from a class's folder or a web server.
     */
    private static Path part(Path folder, String name) throws IOException {
        for (int tries = 0; ; tries++) {
            Path part = folder.resolve("." + name + "." + Long.toUnsignedString(RANDOM.nextLong(), 36) + ".part");
            try {
                return Files.createFile(part);
            } catch (FileAlreadyExistsException e) {
                if (tries >= 100) {
                    throw e;
                }
            }
        }
    }
}
