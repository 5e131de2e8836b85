package org.katro.kiosk.attract;

import javafx.beans.value.ChangeListener;
import org.katro.lesson.Lesson;
import org.katro.text.Pace;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.session.PolledClock;
import org.katro.ui.session.Stepping;

import java.util.List;
import java.util.function.LongConsumer;
import java.util.function.LongSupplier;

/**
 * The station playing its lessons by itself on an idle home screen. Each step's seeds are played by
 * the lesson player's own playback, on the station's clock; once they have fallen, the caption stays
 * the pacing rule's time for a caption ({@link Pace#caption}), counted from then, and, spoken,
 * until it has been said, before the loop moves on: the waiting question's answer, the next step, or the next lesson. The lessons are played
 * from their start and leave no progress behind. Nothing waits on a timer of its own: the station
 * polls ({@link #poll()}), and is told how long each wait lasts ({@code waiting}) to poll just then.
 */
public final class AttractLoop {
    /** A seed every 0.3 s, a pace a passer-by can follow: this many times the lessons' watching pace. */
    static final double SPEED = Pace.LEAST_SECONDS / 0.3;

    private final Navigator navigator;
    private final List<Lesson> lessons;
    /** the player's playback waits on this one */
    private final PolledClock seeds;
    /** and the loop, between two steps, on this one */
    private final PolledClock reading;
    private final ChangeListener<Boolean> stopped = (obs, was, now) -> {
        if (!now) {
            read();
        }
    };
    /** a sentence still being said when its time is over: the loop moves on once it has been said */
    private final ChangeListener<Boolean> said = (obs, was, now) -> {
        if (!now) {
            onward();
        }
    };
    private int index;
    private LessonPlayerModel player;

    /** Plays {@code lessons} (at least one) in turn, on the station's clock {@code now}. */
    public AttractLoop(Navigator navigator, List<Lesson> lessons, LongSupplier now, LongConsumer waiting) {
        this.navigator = navigator;
        this.lessons = List.copyOf(lessons);
        this.seeds = new PolledClock(now, waiting);
        this.reading = new PolledClock(now, waiting);
    }

    /** Opens the first lesson. */
    public void start() {
        open(0);
    }

    /**
     * Looks at the clock: plays the seed, or moves on to the step, whose time has come. False once
     * the screen has been changed under the loop, which then has nothing left to play.
     */
    public boolean poll() {
        if (navigator.lessonPlayer() != player) {
            stop();
            return false;
        }
        seeds.poll();
        reading.poll();
        return true;
    }

    /** Stops playing; the screen is left as it is. */
    public void stop() {
        seeds.cancel();
        reading.cancel();
        if (player != null) {
            player.game().stepping().playingProperty().removeListener(stopped);
            player.game().stepping().speakingProperty().removeListener(said);
        }
    }

    private void open(int i) {
        stop();
        index = i;
        navigator.progress().clear();
        navigator.openLesson(lessons.get(i));
        player = navigator.lessonPlayer();
        // read from across the room: the board and the caption alone
        player.unattendedProperty().set(true);
        Stepping stepping = player.game().stepping();
        stepping.clockProperty().set(seeds);
        stepping.speedProperty().set(SPEED);
        stepping.playingProperty().addListener(stopped);
        read();
    }

    /** The caption is complete on screen: it stays to be read, then the loop moves on. */
    private void read() {
        reading.after(Pace.caption(player.captionProperty().get()), this::onward);
    }

    private void onward() {
        Stepping stepping = player.game().stepping();
        stepping.speakingProperty().removeListener(said);
        if (stepping.waitsForSpeech()) {
            // never cut a sentence: neither the next step, nor the answer, nor the next lesson over it
            stepping.speakingProperty().addListener(said);
            return;
        }
        if (!player.onward()) {
            open((index + 1) % lessons.size());
        } else if (!player.game().stepping().playingProperty().get()) {
            // nothing to play (an answer shown where its lap is already played, or reduced motion): read on
            read();
        }
    }
}
