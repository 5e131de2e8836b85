package org.katro.kiosk;

import javafx.event.Event;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.Region;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.sound.Speaker;
import org.katro.sound.SpeechLog;
import org.katro.sound.SpeechSchedule;
import org.katro.sound.Voice;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.shell.Screen;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Predicate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The visitor track walked by the keypad's keys alone (the help key, the arrows, Select, Back), with a
 * speech log: every caption, question, verdict and "What next?" a sighted visitor reads was said, and
 * logged as SECONDS, a tab, the words; so were the attract loop's captions; and the board's holdings
 * are said on demand.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class SpokenByKeysTest {
    private static final long TICK = 250;

    @TempDir
    Path dir;

    private final AtomicLong clock = new AtomicLong(1_000_000);
    private Scene scene;
    private Navigator navigator;
    private Kiosk kiosk;
    private Path log;

    /** A voice that has said its words as soon as it is handed them: no device, no real time. */
    private static final class QuickVoice implements Voice {
        @Override
        public void say(SpeechSchedule.Say say, String language, Speaker.Recordings recordings, double volume,
                long afterMillis, Runnable done) {
            done.run();
        }

        @Override
        public void stop() {
        }

        @Override
        public void close() {
        }
    }

    private void station(FxRobot robot, boolean keypad) {
        KioskSettings d = KioskSettings.defaults();
        log = dir.resolve("spoken.tsv");
        KioskSettings settings = new KioskSettings(true, "en", 30, 60, 10, "1234", Optional.empty(), d.attractPlaylist(),
                1.0, false, true, dir.resolve("katro.log"), KioskSettings.Storage.DEFAULT,
                new KioskSettings.Sound(false, true, 70, 100, false, keypad));
        robot.interact(() -> {
            scene = new Scene(new Region(), 1920, 1080);
            navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
            navigator.sound().speakWith(new QuickVoice());
            StationLog spoken = new StationLog(log);
            navigator.sound().logSpeechTo(new SpeechLog(spoken::write, clock::get));
            kiosk = new Kiosk(scene, navigator, settings, clock::get, () -> { }, note -> { });
            kiosk.start();
        });
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> kiosk.stop());
    }

    @Test
    void theVisitorTrackWalkedByKeysAloneSaysEverythingOnScreen(FxRobot robot) throws IOException {
        station(robot, false);
        Set<String> shown = new LinkedHashSet<>();
        key(robot, KeyCode.F1);
        assertTrue(kiosk.keypadOn(), "the help key opens the audio-and-keypad way in");
        assertTrue(navigator.sound().onProperty().get() && navigator.sound().speechProperty().get(), "with sound and voice on");

        focus(robot, n -> "visitor".equals(n.getId()));
        key(robot, KeyCode.ENTER);
        assertEquals(Screen.lesson(Kiosk.VISITOR_TRACK), navigator.screenProperty().get(), "Select starts the track");
        LessonPlayerModel track = navigator.lessonPlayer();
        for (int i = 0; i < 60 && !track.endedProperty().get(); i++) {
            shown.add(track.captionProperty().get());
            if (track.askingProperty().get()) {
                shown.add(track.questionProperty().get());
                answerByKeys(robot, track, shown);
            } else {
                focus(robot, n -> "next".equals(n.getId()));
                key(robot, KeyCode.ENTER);
            }
        }
        assertTrue(track.endedProperty().get(), "the keys took the visitor to the track's end");
        shown.add(track.captionProperty().get());
        shown.add("What next?");

        List<String> said = said();
        List<String> unsaid = shown.stream().filter(s -> !s.isBlank()).map(SpokenByKeysTest::oneLine)
                .filter(s -> !said.contains(s)).toList();
        assertEquals(List.of(), unsaid, "every caption, question, verdict and \"What next?\" is in the speech log");
        assertTrue(said.stream().anyMatch(s -> s.startsWith("Right!")), "a right answer's verdict is said: " + said);
        assertTrue(said.stream().anyMatch(s -> s.startsWith("Not quite")), "a wrong answer's hint is said: " + said);

        // on demand, on the info key, what the board holds: each side's seeds and its front row's
        key(robot, KeyCode.F2);
        String where = said().get(said().size() - 1);
        assertTrue(where.contains("South's front row:") && where.contains("North's front row:"), where);
        // and a hole as it is reached: its owner, number and seeds
        focus(robot, n -> Keypad.words(n).startsWith("South, hole"));
        String hole = said().get(said().size() - 1);
        assertTrue(hole.matches("South, hole \\d.*(empty|seeds?)"), hole);

        // Back goes home, where Back says where the visitor is
        key(robot, KeyCode.ESCAPE);
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        key(robot, KeyCode.ESCAPE);
        assertTrue(said().get(said().size() - 1).startsWith("Home screen."), said().get(said().size() - 1));
        for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
            assertTrue(line.matches("\\d+\\.\\d\\d\t\\S.*"), "SECONDS<TAB>TEXT: " + line);
        }
    }

    @Test
    void whereAmIHasItsOwnKeyAndTheBoardsHoldingsTheirs(FxRobot robot) {
        station(robot, false);
        key(robot, KeyCode.F1);
        focus(robot, n -> "visitor".equals(n.getId()));
        key(robot, KeyCode.ENTER);
        LessonPlayerModel track = navigator.lessonPlayer();
        int steps = track.lesson().getSteps().size();
        while (track.stepProperty().get() < 2) {
            focus(robot, n -> "next".equals(n.getId()));
            key(robot, KeyCode.ENTER);
        }
        String turn = track.game().cursor().toMove() == org.katro.engine.Player.SOUTH ? "South's turn." : "North's turn.";

        // the help key: where am I, the screen, the step, whose turn, what is focused; not the board
        key(robot, KeyCode.F1);
        String where = last();
        assertTrue(where.startsWith(track.title() + ", Step 3 of " + steps), where);
        assertTrue(where.contains(turn), "whose turn it is: " + where);
        assertTrue(where.contains("On: "), "what is focused: " + where);
        assertFalse(where.contains("front row"), "the board's holdings have their own key: " + where);

        // the info key: what the board holds, and nothing else
        key(robot, KeyCode.F2);
        String holds = last();
        assertTrue(holds.startsWith("South: ") && holds.contains("North's front row:"), holds);
        assertFalse(holds.contains("Step "), holds);

        // home: the screen alone, no step and no turn
        key(robot, KeyCode.ESCAPE);
        key(robot, KeyCode.F1);
        assertTrue(last().startsWith("Home screen.") && !last().contains("'s turn"), last());
    }

    private String last() {
        List<String> said = said();
        return said.get(said.size() - 1);
    }

    @Test
    void theAttractLoopsCaptionsAreSaidAndLogged(FxRobot robot) throws IOException {
        station(robot, true);
        assertTrue(kiosk.keypadOn(), "the settings' keypad opens the way in for every visitor");
        Set<String> captions = new LinkedHashSet<>();
        robot.interact(() -> {
            clock.addAndGet(30_000);
            kiosk.tick();
        });
        assertTrue(kiosk.attracting());
        for (int i = 0; i < 90_000 / TICK; i++) {
            robot.interact(() -> {
                captions.add(navigator.lessonPlayer().captionProperty().get());
                clock.addAndGet(TICK);
                kiosk.tick();
            });
        }
        assertTrue(captions.size() > 3, "the loop went through the track's steps: " + captions);
        List<String> said = said();
        List<String> unsaid = captions.stream().filter(s -> !s.isBlank()).map(SpokenByKeysTest::oneLine)
                .filter(s -> !said.contains(s)).toList();
        assertEquals(List.of(), unsaid, "every caption of the attract loop is in the speech log");
        assertFalse(said.stream().anyMatch(l -> l.contains("Tap the hole") || l.equals("What next?")),
                "the loop asks nothing of a passer-by: it shows its captions alone, and says them alone: " + said);
        assertFalse(Files.readString(log).isEmpty());
    }

    /**
     * A wrong answer first (its verdict is the hint), then the right one: a hole for a landing
     * question, else a button, each reached and pressed by keys. The track's own answer tells which is right.
     */
    private void answerByKeys(FxRobot robot, LessonPlayerModel track, Set<String> shown) {
        org.katro.lesson.Reveal reveal = track.presentation().reveal(track.stepProperty().get());
        boolean landing = track.choicesProperty().get().isEmpty();
        String right = landing ? holeWords(reveal.landing()) : "answer-" + reveal.answer();
        Predicate<Node> isRight = landing ? n -> Keypad.words(n).startsWith(right) : n -> right.equals(n.getId());
        Predicate<Node> isAnswer = landing ? n -> Keypad.words(n).matches("(South|North), hole.*")
                : n -> n.getId() != null && n.getId().startsWith("answer-");
        focus(robot, n -> isAnswer.test(n) && !isRight.test(n));
        key(robot, KeyCode.ENTER);
        shown.add(track.verdictProperty().get());
        focus(robot, isRight);
        key(robot, KeyCode.ENTER);
        shown.add(track.verdictProperty().get());
        assertFalse(track.askingProperty().get(), "the question was answered by keys");
    }

    /** How a hole's words begin: "South, hole 5,". */
    private static String holeWords(org.katro.engine.Hole hole) {
        return (hole.owner() == org.katro.engine.Player.SOUTH ? "South" : "North") + ", hole " + hole.number() + ",";
    }

    /** Down, as often as it takes, until {@code wanted} has the focus (the way round the screen ends). */
    private void focus(FxRobot robot, Predicate<Node> wanted) {
        for (int i = 0; i < 200; i++) {
            Node now = scene.getFocusOwner();
            if (now != null && wanted.test(now)) {
                return;
            }
            key(robot, KeyCode.DOWN);
        }
        throw new AssertionError("no key reaches the control wanted");
    }

    private void key(FxRobot robot, KeyCode code) {
        robot.interact(() -> {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
            Node at = scene.getFocusOwner();
            for (var type : List.of(KeyEvent.KEY_PRESSED, KeyEvent.KEY_RELEASED)) {
                KeyEvent e = new KeyEvent(type, "", "", code, false, false, false, false);
                if (at != null) {
                    Event.fireEvent(at, e);
                } else {
                    Event.fireEvent(scene, e);
                }
            }
        });
    }

    /** The speech log's texts, in order. */
    private List<String> said() {
        try {
            List<String> out = new ArrayList<>();
            for (String line : Files.readAllLines(log, StandardCharsets.UTF_8)) {
                out.add(line.substring(line.indexOf('\t') + 1));
            }
            return out;
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static String oneLine(String text) {
        return text.strip().replaceAll("\\s+", " ");
    }
}
