package org.katro.store;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.DriverManager;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/** The database: its schema brought forward, the report's CSV, and each way it can fail without stopping the app. */
class StoreTest {
    @TempDir
    Path dir;
    final List<String> log = new ArrayList<>();

    private Store open(Store.Target target) {
        return Store.open(target, log::add, Runnable::run, () -> 0);
    }

    private Store open() {
        return open(Store.Target.sqlite(dir, "hall"));
    }

    private static int version(Path file) throws Exception {
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + file); var s = c.createStatement();
                var r = s.executeQuery("PRAGMA user_version")) {
            return r.getInt(1);
        }
    }

    @Test
    void anEmptyFolderGetsTheLatestSchema() throws Exception {
        Path folder = dir.resolve("not/yet/made");
        try (Store store = open(Store.Target.sqlite(folder, "hall"))) {
            new Learners(store).add(new Learners.Learner("Hery", "zebu"));
            assertEquals(List.of(new Learners.Learner("Hery", "zebu")), new Learners(store).all());
        }
        assertEquals(Migrations.LATEST, version(folder.resolve(Store.FILE)));
        assertEquals(List.of(), log);
    }

    @Test
    void aVersionOneFileIsBroughtForwardKeepingItsProgress() throws Exception {
        Path file = dir.resolve(Store.FILE);
        String v1 = new String(Store.class.getResourceAsStream("migrations/1.sql").readAllBytes(), StandardCharsets.UTF_8);
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + file); var s = c.createStatement()) {
            for (String statement : v1.split(";\\s*\\n")) {
                s.execute(statement);
            }
            s.execute("INSERT INTO learner VALUES ('Hery', 'zebu')");
            s.execute("INSERT INTO lesson_progress VALUES ('Hery', 'rules-1', 3, 2, 0)");
            s.execute("INSERT INTO first_answer VALUES ('Hery', 'rules-1', 1, 1)");
            s.execute("PRAGMA user_version = 1");
        }
        try (Store store = open()) {
            Learners learners = new Learners(store);
            assertEquals(new Learners.Lesson("rules-1", 3, 2, false, Map.of(1, true)), learners.lessons("Hery").get("rules-1"));
            learners.put("Hery", "language", "fr");
            assertEquals(Map.of("language", "fr"), learners.state("Hery"));
        }
        assertEquals(2, version(file));
    }

    @Test
    void theReportHasOneRowPerLearnerAndLessonStarted() {
        try (Store store = open()) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner("Hery", "zebu"));
            learners.add(new Learners.Learner("=cmd, \"Soa\"", "baobab"));
            learners.shown("Hery", "rules-1", 0, 0, false);
            learners.shown("Hery", "rules-2", 6, 6, true);
            learners.answered("Hery", "rules-2", 2, true);
            learners.answered("Hery", "rules-2", 2, false);
            learners.answered("Hery", "rules-2", 4, false);
            learners.shown("=cmd, \"Soa\"", "rules-1", 2, 1, false);
            assertEquals("learner,lesson,reached,done,asked,right\r\n"
                    + "\"'=cmd, \"\"Soa\"\"\",rules-1,3,false,0,0\r\n"
                    + "Hery,rules-1,1,false,0,0\r\n"
                    + "Hery,rules-2,7,true,2,1\r\n", Report.progress(learners.everyone()));
        }
    }

    @Test
    void theVisitReportHasOneRowPerDay() {
        try (Store store = open()) {
            Visits visits = new Visits(store);
            long day = 86_400_000L * 20_000;
            visits.started("a", day + 9 * 3_600_000L);
            visits.happened("a", day + 9 * 3_600_000L, Visits.Kind.LESSON_STARTED, "rules-1", false);
            visits.happened("a", day + 9 * 3_600_000L, Visits.Kind.ANSWER, "rules-1#2", true);
            visits.lasted("a", day + 9 * 3_600_000L + 95_000);
            visits.started("b", day + 86_400_000L);
            visits.happened("b", day + 86_400_000L, Visits.Kind.ATTRACT_TOUCH, "", false);
            visits.happened("b", day + 86_400_000L, Visits.Kind.ERROR, "IllegalStateException", false);
            assertEquals(Report.VISITS_HEADER + "\r\n2024-10-04,1,95,1,0,1,0,0,0\r\n2024-10-05,1,0,0,0,0,0,1,1\r\n",
                    Report.visits(visits, Optional.empty(), ZoneOffset.UTC));
        }
    }

    // ---------------------------------------------------------------- failures: the app goes on

    @Test
    void aFolderThatCannotBeMadeKeepsTheFiguresUntilItCan() throws Exception {
        Path blocked = dir.resolve("blocked");
        Files.writeString(blocked, "a file where the folder should be");
        try (Store store = open(Store.Target.sqlite(blocked.resolve("katro"), "hall"))) {
            new Learners(store).shown("Hery", "rules-1", 0, 0, false);
            assertEquals(1, store.pending());
            assertTrue(log.get(0).contains("cannot use"), log::toString);
            Files.delete(blocked);
            store.retry();
            assertEquals(0, store.pending());
            assertEquals(1, new Learners(store).lessons("Hery").size());
            assertTrue(log.get(log.size() - 1).contains("takes writes again"), log::toString);
        }
    }

    @Test
    void aReadOnlyFileKeepsTheFiguresUntilItCanBeWritten() throws Exception {
        open().close();
        Path file = dir.resolve(Store.FILE);
        // root writes any file whatever its mode: an immutable file is read-only even for root
        boolean immutable = new ProcessBuilder("chattr", "+i", file.toString()).start().waitFor() == 0;
        assumeTrue(immutable || file.toFile().setWritable(false) && !Files.isWritable(file), "no way to make a file read-only here");
        try (Store store = open()) {
            try {
                new Learners(store).shown("Hery", "rules-1", 0, 0, false);
                assertEquals(1, store.pending());
                assertTrue(log.toString().contains("read-only"), log::toString);
            } finally {
                if (immutable) {
                    new ProcessBuilder("chattr", "-i", file.toString()).start().waitFor();
                }
                file.toFile().setWritable(true);
            }
            store.retry();
            assertEquals(0, store.pending());
            assertEquals(1, new Learners(store).lessons("Hery").size());
        }
    }

    @Test
    void aFileLockedByAnotherProgramKeepsTheFiguresUntilItIsFree() throws Exception {
        open().close();
        Path file = dir.resolve(Store.FILE);
        Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), LockHolder.class.getName(), file.toString()).start();
        try {
            assertEquals("locked", new BufferedReader(new InputStreamReader(other.getInputStream())).readLine());
            Store.Target target = Store.Target.sqlite(dir, "hall");
            target.properties().setProperty("busy_timeout", "100");
            try (Store store = open(target)) {
                new Learners(store).shown("Hery", "rules-1", 0, 0, false);
                assertEquals(1, store.pending());
                assertTrue(log.toString().contains("locked by another program"), log::toString);
                other.getOutputStream().close();
                assertEquals(0, other.waitFor());
                store.retry();
                assertEquals(0, store.pending());
                assertEquals(1, new Learners(store).lessons("Hery").size());
            }
        } finally {
            other.destroy();
        }
    }

    @Test
    void aDamagedFileIsMovedAsideNeverDeletedAndANewOneStarted() throws Exception {
        Path file = dir.resolve(Store.FILE);
        byte[] damaged = new byte[8192];
        new Random(16).nextBytes(damaged);
        Files.write(file, damaged);
        try (Store store = open()) {
            new Learners(store).shown("Hery", "rules-1", 0, 0, false);
            assertEquals(1, new Learners(store).lessons("Hery").size());
        }
        List<Path> aside;
        try (var files = Files.list(dir)) {
            aside = files.filter(p -> p.getFileName().toString().startsWith(Store.FILE + ".damaged-")).toList();
        }
        assertEquals(1, aside.size(), aside::toString);
        assertArrayEquals(damaged, Files.readAllBytes(aside.get(0)));
        assertTrue(log.get(0).contains("moved aside"), log::toString);
        assertEquals(Migrations.LATEST, version(file));
    }

    @Test
    void aFullDiskKeepsTheFiguresUntilThereIsRoomAgain() throws Exception {
        open().close();
        int pages;
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Store.FILE)); var s = c.createStatement();
                var r = s.executeQuery("PRAGMA page_count")) {
            pages = r.getInt(1);
        }
        // SQLite's own limit on the file's pages: its writes fail exactly as on a full disk (SQLITE_FULL)
        Store.Target target = Store.Target.sqlite(dir, "hall");
        target.properties().setProperty("max_page_count", Integer.toString(pages + 2));
        try (Store store = open(target)) {
            Learners learners = new Learners(store);
            for (int i = 0; i < 20; i++) {
                learners.put("Hery", "game-" + i, "1+ ".repeat(1000));
            }
            assertTrue(store.pending() > 0);
            int kept = store.pending();
            assertTrue(log.toString().contains("the disk is full"), log::toString);
            target.properties().setProperty("max_page_count", "100000");
            store.retry();
            assertEquals(0, store.pending());
            assertEquals(20, learners.state("Hery").size(), "all " + kept + " kept figures written");
        }
    }

    @Test
    void aDatabaseFromANewerKatroIsLeftAlone() throws Exception {
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Store.FILE)); var s = c.createStatement()) {
            s.execute("PRAGMA user_version = 99");
        }
        try (Store store = open()) {
            new Learners(store).shown("Hery", "rules-1", 0, 0, false);
            assertEquals(1, store.pending());
        }
        assertTrue(log.get(0).contains("newer Katro"), log::toString);
        assertEquals(99, version(dir.resolve(Store.FILE)));
        assertFalse(log.toString().contains("moved aside"));
    }
}
