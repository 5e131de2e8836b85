package org.katro.kiosk;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.katro.kiosk.IdleWatch.State.ACTIVE;
import static org.katro.kiosk.IdleWatch.State.ASKING;
import static org.katro.kiosk.IdleWatch.State.ATTRACT;
import static org.katro.kiosk.IdleWatch.State.RESET;

class IdleWatchTest {
    private final KioskSettings settings = new KioskSettings(true, "en", 30, 60, 10, "1234", Optional.empty(),
            List.of("worked-example"), 1.0, false, false, Path.of("katro.log"));

    @Test
    void theHomeScreenStartsTheAttractLoopWhenNobodyTouchesIt() {
        IdleWatch w = new IdleWatch(settings, 0);
        assertEquals(ACTIVE, w.state(29_999));
        assertEquals(ATTRACT, w.state(30_000));
        w.touch(31_000);
        assertEquals(ACTIVE, w.state(31_000));
    }

    @Test
    void aLessonAsksThenResets() {
        IdleWatch w = new IdleWatch(settings, 0);
        w.atHome(false, 1_000);
        assertEquals(ACTIVE, w.state(60_999));
        assertEquals(ASKING, w.state(61_000));
        assertEquals(10, w.secondsLeft(61_000));
        assertEquals(1, w.secondsLeft(70_500));
        assertEquals(RESET, w.state(71_000));
    }

    @Test
    void aTouchDuringTheCountdownKeepsTheVisitorsProgress() {
        IdleWatch w = new IdleWatch(settings, 0);
        w.atHome(false, 0);
        assertEquals(ASKING, w.state(65_000));
        w.touch(65_000);
        assertEquals(ACTIVE, w.state(65_001));
        assertEquals(0, w.secondsLeft(65_001));
    }
}
