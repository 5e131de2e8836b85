package org.katro.kiosk;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Event;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.text.Pace;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.session.Stepping;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What a passer-by sees of an idle station, on a clock the test moves (no waiting): the attract loop
 * opens with the visitor track, seeds move and a capture happens within its first 10 seconds, every
 * caption holds at most 12 words, in every language, and the "Touch the screen to start" invitation
 * covers no control.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class AttractLoopTest {
    private static final int MOST_WORDS = 12;
    private static final long TICK = 250;

    private final AtomicLong clock = new AtomicLong();
    private Scene scene;
    private Navigator navigator;
    private final List<Kiosk> kiosks = new ArrayList<>();

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, false,
                () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> kiosks.forEach(Kiosk::stop));
    }

    /** A station in {@code language}, idle on its home screen until its attract loop has just begun. */
    private Kiosk attracting(FxRobot robot, Language language) {
        KioskSettings settings = new KioskSettings(true, language.locale().getLanguage(), 30, 60, 10, "1234",
                Optional.empty(), List.of(), 1.0, false, false, Path.of("katro.log"));
        Kiosk kiosk = new Kiosk(scene, navigator, settings, clock::get, () -> { }, note -> { });
        kiosks.add(kiosk);
        robot.interact(kiosk::start);
        robot.interact(() -> {
            clock.addAndGet(30_000);
            kiosk.tick();
        });
        assertTrue(kiosk.attracting());
        return kiosk;
    }

    private void tick(FxRobot robot, Kiosk kiosk) {
        tick(robot, kiosk, TICK);
    }

    private void tick(FxRobot robot, Kiosk kiosk, long millis) {
        robot.interact(() -> {
            clock.addAndGet(millis);
            kiosk.tick();
        });
    }

    private static int words(String text) {
        return (int) Arrays.stream(text.split("\\s+")).filter(w -> w.codePoints().anyMatch(Character::isLetterOrDigit))
                .count();
    }

    /** Moves the clock by {@code millis} and lets the kiosk look at it; on the FX thread. */
    private void step(Kiosk kiosk, long millis) {
        clock.addAndGet(millis);
        kiosk.tick();
    }

    @Test
    void theLoopNeverMovesOnOverASentenceStillBeingSaid(FxRobot robot) {
        Kiosk kiosk = attracting(robot, Language.ENGLISH);
        Stepping stepping = navigator.lessonPlayer().game().stepping();
        robot.interact(() -> {
            stepping.pacedBySpeechProperty().set(true);
            // the first caption is still being said long after its reading time
            stepping.speakingProperty().set(true);
            step(kiosk, 60_000);
        });
        assertEquals(0, navigator.lessonPlayer().stepProperty().get(), "the loop waits for the words");
        assertEquals(0, stepping.indexProperty().get(), "no seed falls over them");
        robot.interact(() -> {
            stepping.speakingProperty().set(false);
            for (int i = 0; i < 40; i++) {
                step(kiosk, TICK);
            }
        });
        assertTrue(stepping.indexProperty().get() > 0, "said, the loop moves on");
    }

    @Test
    void seedsMoveAndACaptureHappensWithinTheFirstTenSecondsInEveryLanguage(FxRobot robot) {
        for (Language language : Language.values()) {
            Kiosk kiosk = attracting(robot, language);
            assertEquals(Kiosk.VISITOR_TRACK, navigator.lessonPlayer().lesson().id(), "the loop opens with the visitor track");
            long[] seen = {-1, -1};
            robot.interact(() -> {
                long start = clock.get();
                while (clock.get() - start <= 10_000 && seen[1] < 0) {
                    step(kiosk, TICK);
                    Event e = navigator.lessonPlayer().game().boardProperty().get().event();
                    if (seen[0] < 0 && e instanceof Event.Sow) {
                        seen[0] = clock.get() - start;
                    }
                    if (e instanceof Event.Capture) {
                        seen[1] = clock.get() - start;
                    }
                }
            });
            assertTrue(seen[0] >= 0 && seen[0] <= 7_000, language + ": seeds move early, at " + seen[0] + " ms");
            assertTrue(seen[1] >= 0, language + ": a capture within 10 s");
            robot.interact(kiosk::stop);
            robot.interact(kiosk::reset);
        }
    }

    @Test
    void everyCaptionOfTheLoopHoldsAtMostTwelveWordsInEveryLanguage(FxRobot robot) {
        List<String> tooLong = new ArrayList<>();
        for (Language language : Language.values()) {
            Kiosk kiosk = attracting(robot, language);
            LessonPlayerModel lesson = navigator.lessonPlayer();
            int[] steps = {0};
            robot.interact(() -> {
                for (int i = 0; i < 2_000 && navigator.lessonPlayer() == lesson && kiosk.attracting(); i++) {
                    String caption = lesson.captionProperty().get();
                    if (words(caption) > MOST_WORDS && !tooLong.contains(language + ": " + caption)) {
                        tooLong.add(language + ": " + caption);
                    }
                    steps[0] = Math.max(steps[0], lesson.stepProperty().get());
                    step(kiosk, TICK);
                }
            });
            assertEquals(lesson.lesson().getSteps().size() - 1, steps[0], language + ": the loop went through every step");
            robot.interact(kiosk::stop);
            robot.interact(kiosk::reset);
        }
        assertEquals(List.of(), tooLong);
    }

    /**
     * Every caption of the loop stays, once complete on screen, at least the pacing rule's time for
     * a caption (3 s and its words' reading time), in every language, on a clock moved by hand 50 ms
     * at a time: the sowing before it does not count, and no tick of the station's stretches or cuts
     * it (the capture's caption had been up 0.7 s).
     */
    @Test
    void everyCaptionStaysItsReadingTimeAfterItIsComplete(FxRobot robot) {
        List<String> short_ = new ArrayList<>();
        int[] read = {0};
        for (Language language : Language.values()) {
            Kiosk kiosk = attracting(robot, language);
            LessonPlayerModel lesson = navigator.lessonPlayer();
            robot.interact(() -> {
                javafx.scene.control.Label caption = (javafx.scene.control.Label) scene.getRoot()
                        .lookup("#unattended-caption");
                String shown = caption.getText();
                long since = clock.get();
                for (int i = 0; i < 20_000 && navigator.lessonPlayer() == lesson && kiosk.attracting(); i++) {
                    step(kiosk, 50);
                    String now = caption.getText();
                    if (!now.equals(shown)) {
                        long up = clock.get() - since;
                        if (!shown.isEmpty()) {
                            read[0]++;
                            if (up < Math.round(Pace.caption(shown) * 1000)) {
                                short_.add(language + ": " + up + " ms: " + shown);
                            }
                        }
                        shown = now;
                        since = clock.get();
                    }
                }
            });
            robot.interact(kiosk::stop);
            robot.interact(kiosk::reset);
        }
        assertTrue(read[0] >= 5 * 5, "captions read: " + read[0]);
        assertEquals(List.of(), short_, "captions up too short a time");
    }

    @Test
    void theInvitationCoversNoControl(FxRobot robot) {
        Kiosk kiosk = attracting(robot, Language.ENGLISH);
        Node banner = robot.lookup("#attract-banner").query();
        List<String> covered = new ArrayList<>();
        // at every step of the visitor track, whatever the lesson screen shows
        robot.interact(() -> {
            for (int i = 0; i < 200; i++) {
                scene.getRoot().applyCss();
                scene.getRoot().layout();
                Bounds invitation = banner.localToScene(banner.getBoundsInLocal());
                for (Node n : scene.getRoot().lookupAll(".button")) {
                    if (n instanceof ButtonBase && n.isVisible()
                            && invitation.intersects(n.localToScene(n.getBoundsInLocal()))
                            && !covered.contains(n.getId())) {
                        covered.add(n.getId());
                    }
                }
                step(kiosk, TICK);
            }
        });
        assertEquals(List.of(), covered, "controls the invitation covers");
    }
}
