package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A curator's lessons folder holds at most so much all together: a folder of a hundred 1 MiB lessons
 * (sparse files: they take no room on the disk) is read up to {@link LessonLoader#MAX_FOLDER_BYTES},
 * the rest left out unread with one problem that names where the leaving out begins.
 */
class LessonFolderBudgetTest {
    @TempDir
    Path dir;

    @Test
    void aFolderOverWhatItMayHoldIsReadOnlyUpToIt() throws Exception {
        int lessons = 100;
        for (int i = 0; i < lessons; i++) {
            try (RandomAccessFile f = new RandomAccessFile(dir.resolve(String.format("l%04d.fxml", i)).toFile(), "rw")) {
                f.setLength(TextFiles.MAX_BYTES);
            }
        }
        LessonSource folder = LessonSource.folder(dir);
        List<String> read = new ArrayList<>();
        LessonSource counted = new LessonSource() {
            @Override
            public String name() {
                return folder.name();
            }

            @Override
            public List<String> files() throws LessonException {
                return folder.files();
            }

            @Override
            public Optional<byte[]> read(String file) throws LessonException {
                read.add(file);
                return folder.read(file);
            }

            @Override
            public long size(String file) {
                return folder.size(file);
            }
        };
        LessonLibrary library = LessonLoader.load(List.of(counted));
        int fit = (int) (LessonLoader.MAX_FOLDER_BYTES / TextFiles.MAX_BYTES);
        String first = String.format("l%04d.fxml", fit);
        assertTrue(read.stream().allMatch(f -> f.compareTo(first) < 0), "nothing from " + first + " on is read: " + read);
        assertTrue(read.contains(String.format("l%04d.fxml", fit - 1)), "what fits is read");
        List<String> over = library.problems().stream().map(Throwable::getMessage).filter(m -> m.contains("left out")).toList();
        assertEquals(1, over.size(), "one line for all the lessons left out: " + over);
        assertTrue(over.get(0).contains("the lessons from " + first + " on are left out: the lessons of one folder may hold at most "
                + LessonLoader.MAX_FOLDER_FILES + " files and 64 MiB together"), over.get(0));
        assertEquals(fit + 1, library.problems().size(), "each lesson read is refused (it is not one), the rest is one problem");
    }
}
