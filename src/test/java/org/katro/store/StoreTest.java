package org.katro.store;

import org.junit.jupiter.api.Tag;
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
import java.util.Set;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

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

    /** A CSV line of plain fields, each quoted as the export quotes every field. */
    static String quoted(String plain) {
        return "\"" + plain.replace(",", "\",\"") + "\"\r\n";
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
            assertEquals(List.of(new Learners.Learner("Hery", "zebu")), new Learners(store).all().orElseThrow());
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
            assertEquals(new Learners.Lesson("rules-1", 3, 2, false, Map.of(1, true)), learners.lessons("Hery").orElseThrow().get("rules-1"));
            learners.put("Hery", "language", "fr");
            assertEquals(Map.of("language", "fr"), learners.state("Hery").orElseThrow());
        }
        assertEquals(Migrations.LATEST, version(file));
    }

    @Test
    void theReportHasOneRowPerLearnerAndLessonStartedAndOnePerLearnerWhoStartedNone() throws Exception {
        try (Store store = open()) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner("Hery", "zebu"));
            learners.add(new Learners.Learner("=cmd, \"Soa\"", "baobab"));
            learners.shown("Hery", "rules-1", 0, 0, false, true);
            learners.shown("Hery", "rules-2", 6, 6, true, true);
            learners.answered("Hery", "rules-2", 2, true, "S3");
            learners.answered("Hery", "rules-2", 2, false, "S3");
            learners.answered("Hery", "rules-2", 4, false, "S3");
            learners.shown("=cmd, \"Soa\"", "rules-1", 2, 1, false, true);
            learners.add(new Learners.Learner("Zo", "star"));
            // every learner, one who started nothing too (an empty lesson), a byte-order mark first
            String expected = "\uFEFF\"learner\",\"lesson\",\"title\",\"reached\",\"steps\",\"done\",\"asked\",\"right\"\r\n"
                    + "\"'=cmd, \"\"Soa\"\"\",\"rules-1\",\"rules-1\",\"3\",\"0\",\"false\",\"0\",\"0\"\r\n"
                    + "\"Hery\",\"rules-1\",\"rules-1\",\"1\",\"0\",\"false\",\"0\",\"0\"\r\n"
                    + "\"Hery\",\"rules-2\",\"rules-2\",\"7\",\"0\",\"true\",\"2\",\"1\"\r\n"
                    + "\"Zo\",\"\",\"\",\"0\",\"0\",\"false\",\"0\",\"0\"\r\n";
            assertEquals(expected, Report.progress(learners.all().orElseThrow(), learners.everyone().orElseThrow(), Report.Words.IDS));
            // the export and the report write the same, row by row from the database
            java.io.ByteArrayOutputStream streamed = new java.io.ByteArrayOutputStream();
            assertTrue(Report.progress(learners, streamed, Report.Words.IDS));
            assertEquals(expected, streamed.toString(java.nio.charset.StandardCharsets.UTF_8));
            // UTF-8's byte-order mark, the three bytes a spreadsheet opened by a double click looks for
            assertEquals(List.of((byte) 0xEF, (byte) 0xBB, (byte) 0xBF), List.of(streamed.toByteArray()[0], streamed.toByteArray()[1],
                    streamed.toByteArray()[2]));
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
            assertEquals(Report.VISITS_HEADER + "\r\n" + quoted("2024-10-04,1,95,1,0,1,0,0,0") + quoted("2024-10-05,1,0,0,0,0,0,1,1"),
                    Report.visits(visits.figures(Optional.empty(), ZoneOffset.UTC)));
        }
    }

    // ---------------------------------------------------------------- failures: the app goes on

    @Test
    void aFolderThatCannotBeMadeKeepsTheFiguresUntilItCan() throws Exception {
        Path blocked = dir.resolve("blocked");
        Files.writeString(blocked, "a file where the folder should be");
        try (Store store = open(Store.Target.sqlite(blocked.resolve("katro"), "hall"))) {
            new Learners(store).shown("Hery", "rules-1", 0, 0, false, true);
            assertEquals(1, store.pending());
            assertTrue(log.get(0).contains("cannot use"), log::toString);
            Files.delete(blocked);
            store.retry();
            assertEquals(0, store.pending());
            assertEquals(1, new Learners(store).lessons("Hery").orElseThrow().size());
            assertTrue(log.get(log.size() - 1).contains("takes writes again"), log::toString);
        }
    }

    @Test
    @Tag("process")
    void aReadOnlyFileKeepsTheFiguresUntilItCanBeWritten() throws Exception {
        open().close();
        Path file = dir.resolve(Store.FILE);
        // root writes any file whatever its mode: an immutable file is read-only even for root
        boolean immutable = new ProcessBuilder("chattr", "+i", file.toString()).start().waitFor() == 0;
        assumeTrue(immutable || file.toFile().setWritable(false) && !Files.isWritable(file), "no way to make a file read-only here");
        try (Store store = open()) {
            try {
                new Learners(store).shown("Hery", "rules-1", 0, 0, false, true);
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
            assertEquals(1, new Learners(store).lessons("Hery").orElseThrow().size());
        }
    }

    @Test
    @Tag("process")
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
                new Learners(store).shown("Hery", "rules-1", 0, 0, false, true);
                assertEquals(1, store.pending());
                assertTrue(log.toString().contains("locked by another program"), log::toString);
                other.getOutputStream().close();
                assertEquals(0, other.waitFor());
                store.retry();
                assertEquals(0, store.pending());
                assertEquals(1, new Learners(store).lessons("Hery").orElseThrow().size());
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
            new Learners(store).shown("Hery", "rules-1", 0, 0, false, true);
            assertEquals(1, new Learners(store).lessons("Hery").orElseThrow().size());
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
            assertEquals(20, learners.state("Hery").orElseThrow().size(), "all " + kept + " kept figures written");
        }
    }

    @Test
    void aDatabaseFromANewerKatroIsLeftAlone() throws Exception {
        try (var c = DriverManager.getConnection("jdbc:sqlite:" + dir.resolve(Store.FILE)); var s = c.createStatement()) {
            s.execute("PRAGMA user_version = 99");
        }
        try (Store store = open()) {
            new Learners(store).shown("Hery", "rules-1", 0, 0, false, true);
            assertEquals(1, store.pending());
        }
        assertTrue(log.get(0).contains("newer Katro"), log::toString);
        assertEquals(99, version(dir.resolve(Store.FILE)));
        assertFalse(log.toString().contains("moved aside"));
    }

    // ---------------------------------------------------------------- progress only moves forward

    @Test
    void progressOnlyMovesForwardWhateverOrderTheWritesComeIn() {
        try (Store store = open()) {
            Learners learners = new Learners(store);
            learners.shown("Hery", "rules-1", 4, 4, true, true);
            learners.answered("Hery", "rules-1", 2, true, "S3");
            // a later write with less (another station's, or one made before the progress was read)
            learners.shown("Hery", "rules-1", 1, 1, false, true);
            learners.answered("Hery", "rules-1", 2, false, "S3");
            assertEquals(new Learners.Lesson("rules-1", 4, 1, true, Map.of(2, true)),
                    learners.lessons("Hery").orElseThrow().get("rules-1"), "reached, done and the first answer kept");
            // made without the stored progress: the step to resume at, which it could not see, stays
            learners.shown("Hery", "rules-1", 0, 0, false, false);
            assertEquals(1, learners.lessons("Hery").orElseThrow().get("rules-1").at());
        }
    }

    @Test
    void theClassAnswersOnAProjectorApartFromEveryLearner() {
        try (Store store = open()) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner("Hery", "zebu"));
            learners.answered("Hery", "worked-example", 2, true, "S3");
            learners.classAnswered("worked-example", 2, false, "S2");
            learners.classAnswered("worked-example", 5, true, "yes");
            // the class asked again another day: its last answer is the one kept
            learners.classAnswered("worked-example", 2, true, "S3");
            assertEquals(Map.of(2, new Learners.Answer(true, "S3"), 5, new Learners.Answer(true, "yes")),
                    learners.classAnswers("worked-example"));
            assertEquals(Map.of("Hery", Map.of(2, new Learners.Answer(true, "S3"))), learners.answers("worked-example").orElseThrow(),
                    "no learner's answers moved");
            assertEquals(List.of("Hery"), learners.all().orElseThrow().stream().map(Learners.Learner::name).toList(), "the class is no learner");
            assertEquals(Map.of(), learners.classAnswers("rules-1"));
        }
    }

    @Test
    void twoStationsOnOneFolderNeverLowerEachOthersProgress() {
        try (Store b = open(); Store a = open()) {
            // B read its (empty) progress first; A goes three steps and closes; B then shows the first step
            new Learners(a).shown("visitor", "rules-1-serpent", 2, 2, false, true);
            a.close();
            new Learners(b).shown("visitor", "rules-1-serpent", 0, 0, false, true);
            assertEquals(2, new Learners(b).lessons("visitor").orElseThrow().get("rules-1-serpent").reached());
        }
    }

    // ---------------------------------------------------------------- never in the screen's way

    /** A store whose writer is a thread of its own, as in the app; {@code started} opens when it first runs. */
    private Store openOnThread(Store.Target target, java.util.concurrent.ExecutorService thread, CountDownLatch started) {
        return Store.open(target, note -> {
            synchronized (log) {
                log.add(note);
            }
        }, r -> thread.execute(() -> {
            started.countDown();
            r.run();
        }), System::currentTimeMillis);
    }

    @Test
    void theDatabaseIsOpenedAndWrittenOnTheWritersThreadAndAReadWritesNothing() throws Exception {
        List<Runnable> writer = new ArrayList<>();
        Store store = Store.open(Store.Target.sqlite(dir, "hall"), log::add, writer::add, () -> 0);
        assertFalse(Files.exists(dir.resolve(Store.FILE)), "opened on the caller's thread");
        new Learners(store).put("Hery", "language", "fr");
        // a read on this thread (never the screen's) reads; the write stays the writer's to make
        assertEquals(Optional.of(Map.of()), new Learners(store).state("Hery"));
        assertEquals(1, store.pending());
        writer.forEach(Runnable::run);
        assertEquals(0, store.pending());
        assertEquals(Map.of("language", "fr"), new Learners(store).state("Hery").orElseThrow());
        store.close();
    }

    @Test
    @Tag("process")
    void writesReturnAtOnceWhileTheWriterWaitsForALockedFile() throws Exception {
        open().close();
        Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), LockHolder.class.getName(), dir.resolve(Store.FILE).toString()).start();
        var thread = java.util.concurrent.Executors.newSingleThreadExecutor();
        try {
            assertEquals("locked", new BufferedReader(new InputStreamReader(other.getInputStream())).readLine());
            Store.Target target = Store.Target.sqlite(dir, "hall");
            // the writer waits for the lock as long as the other program holds it
            target.properties().setProperty("busy_timeout", "600000");
            CountDownLatch started = new CountDownLatch(1);
            Store store = openOnThread(target, thread, started);
            assertTrue(started.await(60, TimeUnit.SECONDS));
            CountDownLatch returned = new CountDownLatch(1);
            Thread caller = new Thread(() -> {
                Learners learners = new Learners(store);
                learners.shown("Hery", "rules-1", 3, 3, false, true);
                learners.answered("Hery", "rules-1", 2, true, "S3");
                learners.put("Hery", "language", "fr");
                returned.countDown();
            });
            caller.start();
            // the lock is still held: had a write waited for the database, the caller could not be back
            assertTrue(returned.await(60, TimeUnit.SECONDS), "the caller was held by the database");
            assertTrue(other.isAlive());
            assertEquals(3, store.pending());
            other.getOutputStream().close();
            assertEquals(0, other.waitFor());
            thread.submit(store::close).get();
            try (Store again = open()) {
                Learners learners = new Learners(again);
                assertEquals(new Learners.Lesson("rules-1", 3, 3, false, Map.of(2, true)),
                        learners.lessons("Hery").orElseThrow().get("rules-1"), "every action written once the lock went");
                assertEquals(Map.of("language", "fr"), learners.state("Hery").orElseThrow());
            }
        } finally {
            other.destroy();
            thread.shutdownNow();
        }
    }

    @Test
    void mendedIsSaidOnlyOnceAWriteGotThrough() throws Exception {
        Path blocked = dir.resolve("blocked");
        Files.writeString(blocked, "a file where the folder should be");
        try (Store store = open(Store.Target.sqlite(blocked.resolve("katro"), "hall"))) {
            assertTrue(log.get(0).contains("cannot use"), log::toString);
            Files.delete(blocked);
            store.retry();
            assertFalse(log.toString().contains("takes writes again"), "nothing was written: " + log);
            new Learners(store).put("Hery", "language", "fr");
            assertTrue(log.get(log.size() - 1).contains("takes writes again"), log::toString);
        }
    }

    @Test
    void aServersPasswordInItsUrlIsNotLogged() {
        Store.Target target = Store.Target.postgres("jdbc:postgresql://katro:s3cret@127.0.0.1:1/katro?password=other",
                "katro", "", "hall");
        assertEquals("jdbc:postgresql://katro:...@127.0.0.1:1/katro?password=...", target.where());
        assertEquals("jdbc:postgresql://katro:...@db/katro", Store.Target.postgres("jdbc:postgresql://katro:p@ss@db/katro",
                "katro", "", "hall").where(), "a password holding an @");
        try (Store store = open(target)) {
            new Learners(store).put("Hery", "language", "fr");
        }
        assertFalse(log.isEmpty());
        assertFalse(log.toString().contains("s3cret") || log.toString().contains("other"), log::toString);
    }

    // ---------------------------------------------------------------- the exports

    @Test
    void everyFieldIsQuotedAndNoneIsReadAsAFormula() {
        assertEquals("\"Hery\"", Report.field("Hery"));
        assertEquals("\"a;'=cmd|' /C calc'!A0;\"", Report.field("a;'=cmd|' /C calc'!A0;"), "a ; stays inside the quotes");
        for (String hidden : List.of("", " ", "\u00a0", "\u200b", "\ufeff", "\u2060", "\u00a0\u200b ", "\u3000")) {
            for (String sign : List.of("=", "+", "-", "@", "\uff1d")) {
                String name = hidden + sign + "cmd|' /C calc'!A0";
                assertEquals("\"'" + name + "\"", Report.field(name), () -> "not neutralised: " + name.codePoints()
                        .mapToObj(Integer::toHexString).toList());
            }
        }
        assertEquals("\"'\tHery\"", Report.field("\tHery"));
        assertEquals("\"'\rHery\"", Report.field("\rHery"));
        assertEquals("\"Hery = Soa\"", Report.field("Hery = Soa"), "a sign after the first letter is no formula");
    }

    // ---------------------------------------------------------------- names, PIN tries

    @Test
    void aNameIsKeptWithoutWhatMakesItLieAndComparedInOneForm() {
        assertEquals("ynnoJ", Learners.clean("\u202eynnoJ"));
        assertEquals("Hery", Learners.clean(" \u2066He\u200bry\u2069\u200f\u0007 "));
        assertEquals(Learners.sameness("Hery"), Learners.sameness("\uff28\uff45\uff52\uff59"), "full-width letters");
        assertEquals(Learners.sameness("Hery"), Learners.sameness("HERY"));
        assertEquals(Learners.sameness("straße"), Learners.sameness("STRASSE"));
        assertEquals(Learners.sameness("Jonny"), Learners.sameness("Jonny\u202c"));
        assertFalse(Learners.sameness("Hery").equals(Learners.sameness("Soa")));
        assertEquals("\u2068\u05e9\u05e8\u2069", Learners.isolated("\u05e9\u05e8"));
    }

    @Test
    void wrongPinTriesOutliveTheStore() {
        try (Store store = open()) {
            PinTries tries = new PinTries(store, PinTries.TEACHER);
            tries.wrong(1_000);
            tries.wrong(2_000);
        }
        try (Store store = open()) {
            assertEquals(new PinTries.Tries(2, 2_000), new PinTries(store, PinTries.TEACHER).read().orElseThrow());
            assertEquals(new PinTries.Tries(0, 0), new PinTries(store, PinTries.STAFF).read().orElseThrow());
            new PinTries(store, PinTries.TEACHER).right();
            assertEquals(new PinTries.Tries(0, 0), new PinTries(store, PinTries.TEACHER).read().orElseThrow());
        }
    }
}
