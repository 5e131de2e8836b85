package org.katro.files;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/** A file written whole or not at all, through no link, shareable as any new file of its folder. */
class SafeFileTest {
    @TempDir
    Path dir;

    @Test
    void anExportReplacesALinkAtItsNameAndLeavesWhatItPointedToAlone() throws Exception {
        Path outside = Files.createTempFile("katro-outside", ".txt");
        try {
            Files.writeString(outside, "precious");
            Path export = dir.resolve("katro-progress-2026-12-01.csv");
            Files.createSymbolicLink(export, outside);
            SafeFile.write(export, "\"learner\"\r\n".getBytes(StandardCharsets.UTF_8), true);
            assertEquals("precious", Files.readString(outside));
            assertFalse(Files.isSymbolicLink(export));
        } finally {
            Files.deleteIfExists(outside);
        }
    }

    /**
     * A file written (a page, a worksheet, an export, a lesson) gets the permissions any new file gets
     * in its folder, so a teacher can share it; one replaced keeps its own. They had been the owner's
     * alone (a JDK temporary file's), a page on a class's web server unreadable.
     */
    @Test
    void aFileWrittenIsAsShareableAsAnyNewFileAndAReplacedOneKeepsItsPermissions() throws Exception {
        Path plain = Files.createFile(dir.resolve("made-plainly.txt"));
        Path page = dir.resolve("page.html");
        SafeFile.write(page, "<p>katro</p>".getBytes(StandardCharsets.UTF_8), false);
        assertEquals(Files.getPosixFilePermissions(plain), Files.getPosixFilePermissions(page));
        Set<java.nio.file.attribute.PosixFilePermission> shared = java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(page, shared);
        SafeFile.write(page, "<p>katro again</p>".getBytes(StandardCharsets.UTF_8), true);
        assertEquals(shared, Files.getPosixFilePermissions(page));
        assertEquals("<p>katro again</p>", Files.readString(page));
        try (java.util.stream.Stream<Path> left = Files.list(dir)) {
            assertEquals(List.of(), left.filter(f -> f.getFileName().toString().endsWith(".part")).toList(), "no temporary file left");
        }
    }
}
