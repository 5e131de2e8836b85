package org.katro.ui.session;

import org.junit.jupiter.api.Test;
import org.katro.engine.Event;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Progress;
import org.katro.practice.Kind;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.practice.PracticeViewModelTest;

import java.util.List;
import java.util.Map;

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
    void aTwelveWordSentenceStaysAtLeastOneAndAHalfSecondsAtTheDefaultSpeedOnEveryScreenThatNarrates() {
        assertEquals(12, TWELVE_WORDS.split(" ").length);
        GameSession explorer = new GameSession(Navigator.workedExample(), Language.ENGLISH);
        LessonPlayerModel lesson = new LessonPlayerModel(new Presentation(LessonLoader.load(
                List.of(LessonSource.bundled())).byId("worked-example").orElseThrow()), Language.ENGLISH, new Progress(), 0);
        PracticeViewModel practice = PracticeViewModelTest.asking(Language.ENGLISH, Kind.LANDING);
        CompareViewModel compare = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        compare.choose(CompareViewModel.Preset.WHOLE_FILE);
        Map<String, Stepping> screens = Map.of("explorer", explorer.stepping(), "lesson", lesson.game().stepping(),
                "practice", practice.lap(), "compare", compare.stepping());
        screens.forEach((screen, stepping) -> {
            stepping.shows(TWELVE_WORDS, false);
            assertTrue(stepping.secondsShown() >= 1.5, screen + ": " + stepping.secondsShown() + " s");
        });
    }

    @Test
    void onThePlayScreenEveryTurnIsWatchedInEightSecondsAtMostFiveSeedsASecond() {
        // a game played flows from turn to turn: its seeds fall as a player sows, the sentences go by;
        // a kiosk visitor must not wait half a minute for one move and its reply
        PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 20);
        play.playAgainst(PlayViewModel.Opponent.PERSON);
        GameSession game = play.game();
        assertFalse(game.stepping().pauseAtBreaksProperty().get(), "no stop at a capture: the next move is due");
        java.util.Random random = new java.util.Random(24);
        int longest = 0;
        for (int turn = 0; turn < 60 && game.cursor().winner().isEmpty(); turn++) {
            List<org.katro.engine.Move> moves = game.cursor().rules().legalMoves(game.cursor().last());
            game.play(moves.get(random.nextInt(moves.size())));
            List<Integer> starts = game.cursor().turnStarts();
            int from = starts.get(turn);
            int to = starts.get(turn + 1);
            double seconds = 0;
            for (int k = from + 1; k <= to; k++) {
                game.seek(k);
                seconds += game.stepping().secondsShown();
                assertTrue(game.stepping().secondsShown() <= 0.2 + 1e-9, "five seeds a second at least, turn " + turn);
            }
            assertTrue(seconds <= 8 + 1e-9, "turn " + turn + " of " + (to - from) + " events: " + seconds + " s");
            if (turn == 0) {
                assertEquals(0.2 * (to - from), seconds, 1e-9, "the opening move at five seeds a second");
            }
            longest = Math.max(longest, to - from);
        }
        assertTrue(longest > Stepping.LONGEST_TURN, "a long relay came up, whose seeds fell faster: " + longest);
    }

    @Test
    void everySentenceOfTheWorkedExampleStaysAsLongAsItsWordsNeed() {
        GameSession vm = new GameSession(Navigator.workedExample(), Language.GERMAN);
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
        GameSession vm = new GameSession(Navigator.workedExample(), Language.ENGLISH);
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
