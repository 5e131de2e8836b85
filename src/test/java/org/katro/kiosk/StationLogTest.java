package org.katro.kiosk;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The station's log: where it is, how it is opened, how it is rotated, and what happens when it cannot be written. */
class StationLogTest {
    @TempDir
    Path dir;

    private final ByteArrayOutputStream console = new ByteArrayOutputStream();
    private final PrintStream err = new PrintStream(console, true, StandardCharsets.UTF_8);

    private List<String> consoleLines() {
        return console.toString(StandardCharsets.UTF_8).lines().toList();
    }

    @Test
    void theLogIsInTheUsersStateFolderNotTheSharedTemporaryFolder() {
        assertEquals(Path.of("/srv/state/katro/katro.log"), StationLog.defaultFile("/srv/state", "/home/guide"));
        assertEquals(Path.of("/home/guide/.local/state/katro/katro.log"), StationLog.defaultFile(null, "/home/guide"));
        assertEquals(Path.of("/home/guide/.local/state/katro/katro.log"), StationLog.defaultFile("", "/home/guide"));
        // the XDG specification ignores a relative path
        assertEquals(Path.of("/home/guide/.local/state/katro/katro.log"), StationLog.defaultFile("state", "/home/guide"));
        assertFalse(KioskSettings.defaults().logFile().startsWith(System.getProperty("java.io.tmpdir")));
    }

    @Test
    void theFileAndItsFolderAreCreatedForTheUserAlone() throws Exception {
        Path file = dir.resolve("state/katro/katro.log");
        new StationLog(file, StationLog.MAX_BYTES, err).write("first\n");
        new StationLog(file, StationLog.MAX_BYTES, err).write("second\n");
        assertEquals("first\nsecond\n", Files.readString(file));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file.getParent())));
        assertEquals(List.of(), consoleLines());
    }

    @Test
    void aSymbolicLinkInPlaceOfTheLogIsNeverFollowed() throws Exception {
        Path precious = Files.writeString(dir.resolve("precious.txt"), "keep me\n");
        Path file = Files.createSymbolicLink(dir.resolve("katro.log"), precious);
        StationLog log = new StationLog(file, StationLog.MAX_BYTES, err);
        log.write("entry 1\n");
        log.write("entry 2\n");
        assertEquals("keep me\n", Files.readString(precious));
        assertEquals(List.of("katro: cannot write the log file " + file
                + " (it is a symbolic link); the station goes on and logs to standard error", "entry 1", "entry 2"),
                consoleLines(), "one line says why, once; the entries are not lost");
    }

    @Test
    void theLogIsRotatedBySizeAndThreeOldFilesAreKept() throws Exception {
        Path file = dir.resolve("katro.log");
        StationLog log = new StationLog(file, 100, err);
        List<String> entries = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String entry = String.format("entry %02d of the log%n", i);
            entries.add(entry);
            log.write(entry);
        }
        StringBuilder kept = new StringBuilder();
        for (String name : List.of("katro.log.3", "katro.log.2", "katro.log.1", "katro.log")) {
            Path p = dir.resolve(name);
            assertTrue(Files.size(p) <= 100, name + " is " + Files.size(p) + " bytes");
            kept.append(Files.readString(p));
        }
        assertFalse(Files.exists(dir.resolve("katro.log.4")));
        assertTrue(String.join("", entries).endsWith(kept.toString()), "the newest entries, in order, none lost between files");
        assertTrue(kept.length() > 300, "four files' worth: " + kept.length());
        assertEquals(List.of(), consoleLines());
    }

    @Test
    void anUnwritableLogIsReportedOnceAndTheStationGoesOn() throws Exception {
        Path notAFolder = Files.writeString(dir.resolve("not-a-folder"), "");
        Path file = notAFolder.resolve("katro.log");
        StationLog log = new StationLog(file, StationLog.MAX_BYTES, err);
        log.write("");
        log.write("a failure\n");
        List<String> lines = consoleLines();
        assertEquals(2, lines.size(), lines.toString());
        assertEquals("katro: cannot write the log file " + file + " (not a folder: " + notAFolder
                + "); the station goes on and logs to standard error", lines.get(0));
        assertEquals("a failure", lines.get(1));
    }

    @Test
    void theStationReportsAnUnwritableLogWhenItStarts() throws Exception {
        Path file = Files.writeString(dir.resolve("not-a-folder"), "").resolve("katro.log");
        PrintStream before = System.err;
        Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
        try {
            System.setErr(err);
            Failures.install(file, () -> { });
        } finally {
            System.setErr(before);
            Thread.setDefaultUncaughtExceptionHandler(handler);
            Thread.currentThread().setUncaughtExceptionHandler(null);
        }
        assertEquals(1, consoleLines().size(), consoleLines().toString());
        assertTrue(consoleLines().get(0).startsWith("katro: cannot write the log file " + file), consoleLines().toString());
    }
}
