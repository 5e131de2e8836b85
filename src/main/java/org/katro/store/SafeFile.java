package org.katro.store;

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

/**
 * Writes a file whole or not at all: the bytes go to a new temporary file beside the target, are
 * forced to the disk, and the temporary file is then renamed onto the target. A full disk or a
 * crash leaves the old file as it was; a link at the target's name is replaced, never written
 * through, so nothing outside the folder is touched.
 */
public final class SafeFile {
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
        // created new (O_EXCL): a link planted under the temporary name is never followed
        Path part = Files.createTempFile(folder, "." + absolute.getFileName(), ".part");
        try {
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
}
