package org.katro.kiosk;

import org.katro.lesson.Progress;
import org.katro.store.Visits;
import org.katro.ui.Navigator;

import java.util.HashSet;
import java.util.Set;
import java.util.UUID;
import java.util.function.LongSupplier;

/**
 * A station's figures, visit by visit, and nothing of the visitor: a visit is a random id, from its
 * first touch to its last, with the lessons started and finished, each question's first answer,
 * the languages chosen, a touch that stopped the attract loop, and errors. The idle reset still
 * forgets the visit; only these figures stay. The attract loop, playing by itself, counts for nothing.
 */
public final class VisitFigures {
    /** While a visit goes on, its end is written at most this often (and once more when it ends). */
    static final long WRITE_EVERY_MILLIS = 5_000;

    private final Visits visits;
    private final LongSupplier clock;
    private String visit;
    private long lastTouch;
    private long lastWritten;
    private final Set<String> started = new HashSet<>();

    public VisitFigures(Visits visits, Navigator navigator, LongSupplier clock) {
        this.visits = visits;
        this.clock = clock;
        navigator.progress().listen(new Progress.Listener() {
            @Override
            public void shown(String lesson, Progress.Entry entry, boolean finished) {
                if (visit != null && started.add(lesson)) {
                    visits.happened(visit, clock.getAsLong(), Visits.Kind.LESSON_STARTED, lesson, false);
                }
                if (visit != null && finished) {
                    visits.happened(visit, clock.getAsLong(), Visits.Kind.LESSON_FINISHED, lesson, false);
                }
            }

            @Override
            public void answered(String lesson, int step, boolean right, String answer) {
                if (visit != null) {
                    visits.happened(visit, clock.getAsLong(), Visits.Kind.ANSWER, lesson + "#" + (step + 1), right);
                }
            }
        });
        navigator.languageProperty().addListener((obs, old, now) -> {
            if (visit != null) {
                visits.happened(visit, clock.getAsLong(), Visits.Kind.LANGUAGE, now.locale().getLanguage(), false);
            }
        });
    }

    /** A touch: the first one begins a visit. */
    void touched(long now) {
        if (visit == null) {
            visit = UUID.randomUUID().toString();
            started.clear();
            visits.started(visit, now);
            lastWritten = now;
        } else if (now - lastWritten >= WRITE_EVERY_MILLIS) {
            visits.lasted(visit, now);
            lastWritten = now;
        }
        lastTouch = now;
    }

    /** A touch that stopped the attract loop: a visit begins with it. */
    void attractTouched(long now) {
        touched(now);
        visits.happened(visit, now, Visits.Kind.ATTRACT_TOUCH, "", false);
    }

    /** The visitor is gone (the idle reset, or the attract loop taking over): the visit lasted until its last touch. */
    void ended() {
        if (visit != null) {
            visits.lasted(visit, lastTouch);
            visit = null;
        }
    }

    /** Something failed that nothing else caught; counted with the visit going on, if any. */
    public void error() {
        visits.happened(visit == null ? "" : visit, clock.getAsLong(), Visits.Kind.ERROR, "", false);
    }
}
