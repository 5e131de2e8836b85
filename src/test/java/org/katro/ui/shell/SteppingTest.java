package org.katro.ui.shell;

import org.junit.jupiter.api.Test;
import org.katro.engine.Event;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Progress;
import org.katro.practice.Kind;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.game.GameViewModel;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.practice.PracticeViewModelTest;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Playback's timing, read from the model (no clock): at the default speed a sentence stays long
 * enough to be read, and playback pauses at captures and turn ends while the setting is on.
 */
class SteppingTest {
    private static final String TWELVE_WORDS = "South sows the last seed into S5, which holds three seeds already.";

    @Test
    void aTwelveWordSentenceStaysAtLeastOneAndAHalfSecondsAtTheDefaultSpeedOnEveryScreen() {
        assertEquals(12, TWELVE_WORDS.split(" ").length);
        GameViewModel explorer = new GameViewModel(Navigator.workedExample(), Language.ENGLISH);
        LessonPlayerModel lesson = new LessonPlayerModel(new org.katro.lesson.Presentation(LessonLoader.load(
                List.of(LessonSource.bundled())).byId("worked-example").orElseThrow()), Language.ENGLISH, new Progress(), 0);
        PracticeViewModel practice = PracticeViewModelTest.asking(Language.ENGLISH, Kind.LANDING);
        for (Stepping stepping : List.of(explorer.stepping(), lesson.game().stepping(), practice.lap())) {
            stepping.shows(TWELVE_WORDS, false);
            assertTrue(stepping.secondsShown() >= 1.5, stepping.secondsShown() + " s");
        }
    }

    @Test
    void everySentenceOfTheWorkedExampleStaysAsLongAsItsWordsNeed() {
        GameViewModel vm = new GameViewModel(Navigator.workedExample(), Language.GERMAN);
        while (vm.stepping().canStepForwardProperty().get()) {
            vm.forward();
            int words = vm.narrationProperty().get().split("\\s+").length;
            // eight words a second at most: twelve words, a second and a half
            assertTrue(vm.stepping().secondsShown() >= words / 8.0,
                    vm.narrationProperty().get() + ": " + vm.stepping().secondsShown() + " s");
        }
    }

    @Test
    void fasterMeansShorter() {
        Stepping stepping = new Stepping();
        stepping.shows(TWELVE_WORDS, false);
        double normal = stepping.secondsShown();
        stepping.speedProperty().set(Stepping.MAX_SPEED);
        assertEquals(normal / Stepping.MAX_SPEED, stepping.secondsShown(), 1e-9);
    }

    @Test
    void playbackPausesAtEveryCaptureAndTurnEndWhileTheSettingIsOn() {
        GameViewModel vm = new GameViewModel(Navigator.workedExample(), Language.ENGLISH);
        int captures = 0;
        int turnEnds = 0;
        while (vm.stepping().canStepForwardProperty().get()) {
            vm.tick();
            Event shown = vm.cursor().current().orElseThrow();
            boolean isBreak = shown instanceof Event.Capture || shown instanceof Event.TurnEnd;
            assertEquals(isBreak, vm.stepping().pausesHere(), shown.toString());
            captures += shown instanceof Event.Capture ? 1 : 0;
            turnEnds += shown instanceof Event.TurnEnd ? 1 : 0;
            vm.stepping().pauseAtBreaksProperty().set(false);
            assertFalse(vm.stepping().pausesHere(), "the setting off, playback goes on");
            vm.stepping().pauseAtBreaksProperty().set(true);
        }
        assertTrue(captures > 0 && turnEnds > 0, captures + " captures, " + turnEnds + " turn ends");
    }

    @Test
    void theSettingIsOnByDefault() {
        assertTrue(new Stepping().pauseAtBreaksProperty().get());
    }
}
