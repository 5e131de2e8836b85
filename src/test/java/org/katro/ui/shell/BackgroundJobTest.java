package org.katro.ui.shell;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Long work off the JavaFX thread: one job at a time, a dropped job's result thrown away, a failed job over. */
class BackgroundJobTest {
    private final List<Runnable> background = new ArrayList<>();
    private final BackgroundJob job = new BackgroundJob(background::add, Runnable::run);
    private final List<String> done = new ArrayList<>();

    @Test
    void aNewJobDropsTheOneUnderWay() {
        job.run(stop -> stop.getAsBoolean() ? "dropped saw it" : "first", done::add);
        job.run(stop -> "second", done::add);
        assertTrue(job.busyProperty().get());
        background.forEach(Runnable::run);
        assertEquals(List.of("second"), done, "only the last job's result is shown");
        assertFalse(job.busyProperty().get());
        assertFalse(job.running());
    }

    @Test
    void aJobThatSeesItsFlagStopsWithoutAResult() {
        job.run(stop -> {
            job.cancel();
            if (stop.getAsBoolean()) {
                throw new CancellationException();
            }
            return "late";
        }, done::add);
        background.forEach(Runnable::run);
        assertEquals(List.of(), done);
        assertFalse(job.busyProperty().get());
    }

    @Test
    void aFailedJobIsOverAndItsFailureReachesTheScreensThread() {
        job.<String>run(stop -> {
            throw new IllegalStateException("broken");
        }, done::add);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> background.get(0).run());
        assertEquals("broken", e.getMessage());
        assertFalse(job.running(), "the next job may start");
        assertFalse(job.busyProperty().get(), "the screen no longer says it is working");
    }
}
