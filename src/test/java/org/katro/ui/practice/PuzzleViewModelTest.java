package org.katro.ui.practice;

import org.junit.jupiter.api.Test;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Puzzles are made off the screen's thread, and a puzzle no longer wanted is dropped. */
class PuzzleViewModelTest {

    @Test
    void aPuzzleIsMadeInTheBackgroundAndOneNoLongerWantedIsDropped() {
        // the jobs wait here until the test runs them, as a background thread would take them up
        List<Runnable> background = new ArrayList<>();
        PracticeViewModel vm = new PracticeViewModel(Language.ENGLISH, 3, background::add, Runnable::run);
        vm.puzzlesProperty().set(true);
        assertTrue(vm.makingProperty().get());
        assertNull(vm.puzzleProperty().get());
        assertTrue(vm.questionTextProperty().get().startsWith("Making a puzzle"), vm.questionTextProperty().get());
        assertEquals(1, background.size(), "nothing is proved on the caller's thread");

        // back to the questions before it is made: the job stops at its first look at the flag, its result unused
        vm.puzzlesProperty().set(false);
        assertFalse(vm.makingProperty().get());
        background.remove(0).run();
        assertNull(vm.puzzleProperty().get());
        assertFalse(vm.questionTextProperty().get().startsWith("Making"), vm.questionTextProperty().get());

        vm.puzzlesProperty().set(true);
        background.remove(0).run();
        assertFalse(vm.makingProperty().get());
        assertEquals(1, vm.puzzleProperty().get().turns());
        assertTrue(vm.questionTextProperty().get().contains("can win with this very turn"), vm.questionTextProperty().get());
    }
}
