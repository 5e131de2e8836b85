package org.katro.translation;

import org.katro.files.Allowance;
import org.katro.lesson.TextFiles;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;

/**
 * What the data folder's added languages may hold, all together: so many languages, files and bytes.
 * Each language folder is measured before any of it is read (its files counted and sized from the
 * folder's listing and their attributes), and a language that does not fit in what is left is not
 * read at all: a data folder of thousands of languages, or of a gigabyte of lesson texts, costs a
 * start no more than {@link #STANDARD} allows. A budget also counts what was read, so that a test
 * can say the read stayed bounded. One serves one thread.
 */
final class Budget {
    /** 64 languages, 4,096 files and 64 MiB in all: many times what any museum's translations hold. */
    static final int LANGUAGES = 64;
    static final int FILES = 4096;
    static final long BYTES = 64L << 20;
    /** The most entries one language folder, or its lessons' folder, may have: listed no further. */
    static final int ENTRIES = 256;

    private final int languages;
    private final Allowance allowance;
    private int filesRead;
    private long bytesRead;

    Budget(int languages, int files, long bytes) {
        this.languages = languages;
        this.allowance = new Allowance(files, bytes);
    }

    static Budget standard() {
        return new Budget(LANGUAGES, FILES, BYTES);
    }

    /** How many language folders are looked at, the first by code. */
    int languages() {
        return languages;
    }

    /**
     * Takes {@code dir}'s share of the budget (its files and their bytes, as listed), or refuses it
     * whole when it holds more than a folder may or than what is left; nothing is read to know.
     */
    void take(Path dir) throws LanguageFolder.Refused {
        long[] size = {0, 0};
        measure(dir, dir, size);
        Path lessons = dir.resolve(LanguageFolder.LESSONS);
        if (Files.isDirectory(lessons, LinkOption.NOFOLLOW_LINKS)) {
            measure(dir, lessons, size);
        }
        if (!allowance.take(size[0], size[1])) {
            throw new LanguageFolder.Refused(dir, "left out: it holds " + size[0] + " files of " + size[1]
                    + " bytes, more than is left of what the added languages may hold together (" + languages
                    + " languages, " + allowance.files() + " files, " + allowance.bytes() + " bytes)");
        }
    }

    private static void measure(Path dir, Path folder, long[] size) throws LanguageFolder.Refused {
        int entries = 0;
        try (DirectoryStream<Path> all = Files.newDirectoryStream(folder)) {
            for (Path entry : all) {
                if (++entries > ENTRIES) {
                    throw new LanguageFolder.Refused(dir, "left out: " + (folder.equals(dir) ? "it" : LanguageFolder.LESSONS + "/")
                            + " holds more than " + ENTRIES + " entries");
                }
                BasicFileAttributes a = Files.readAttributes(entry, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
                if (a.isRegularFile()) {
                    size[0]++;
                    size[1] += a.size();
                }
            }
        } catch (IOException e) {
            throw new LanguageFolder.Refused(dir, folder.getFileName() + " cannot be listed (" + TextFiles.reason(e) + ")");
        }
    }

    /** Counts a file read. */
    void read(byte[] file) {
        filesRead++;
        bytesRead += file.length;
    }

    /** How many files were read. */
    int filesRead() {
        return filesRead;
    }

    /** How many bytes were read. */
    long bytesRead() {
        return bytesRead;
    }

    /**
     * The entries of {@code folder}, at most {@code most} of them, by the order the file system lists
     * them; the list says whether there were more.
     */
    static Listed list(Path folder, int most) throws IOException {
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> all = Files.newDirectoryStream(folder)) {
            for (Path entry : all) {
                if (out.size() == most) {
                    return new Listed(out, true);
                }
                out.add(entry);
            }
        }
        return new Listed(out, false);
    }

    /** A folder's entries, and whether some were not listed. */
    record Listed(List<Path> entries, boolean more) {
    }
}
