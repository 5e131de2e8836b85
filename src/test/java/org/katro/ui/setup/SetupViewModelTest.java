package org.katro.ui.setup;

import org.junit.jupiter.api.Test;
import org.katro.engine.Ruleset;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The "set up a game" form checks every field as it is typed. */
class SetupViewModelTest {
    private final SetupViewModel setup = new SetupViewModel(Language.ENGLISH, Runnable::run, Runnable::run);

    @Test
    void startsWithTheDefaultBoardReadyToOpen() {
        assertEquals(Ruleset.FIANARANTSOA.start().toString(), setup.form().positionProperty().get());
        assertTrue(setup.validProperty().get());
        assertEquals("", setup.positionErrorProperty().get());
    }

    @Test
    void choosingARulesetOrSizeWritesItsStartPosition() {
        setup.form().rulesetProperty().set(Ruleset.GOROBAKA);
        assertEquals(8, setup.form().columnsProperty().get());
        assertEquals("2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S 0",
                setup.form().positionProperty().get());
        setup.form().columnsProperty().set(4);
        assertEquals("2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S 0", setup.form().positionProperty().get());
    }

    @Test
    void aMalformedPositionSaysWhatIsWrong() {
        setup.form().positionProperty().set("2,2/2,2/2,x/2,2/2,2/2,2 S");
        assertFalse(setup.validProperty().get());
        assertEquals("This position cannot be read: row 3, hole 2: 'x' is not a whole number >= 0",
                setup.positionErrorProperty().get());
    }

    @Test
    void anIllegalMoveIsNamedWithItsNumber() {
        setup.form().positionProperty().set("2,2/2,2/2,2/2,2/2,2/2,2 S 0");
        setup.form().movesProperty().set("1+ 1+ 9+");
        assertFalse(setup.validProperty().get());
        assertTrue(setup.movesErrorProperty().get().startsWith("Move 3 (S9+) cannot be played: "),
                setup.movesErrorProperty().get());
        setup.form().movesProperty().set("1+ 1+ 6+");
        assertTrue(setup.validProperty().get());
        assertEquals(184, setup.game().size());
    }

    @Test
    void errorsFollowTheLanguage() {
        setup.form().movesProperty().set("1*");
        setup.languageProperty().set(Language.FRENCH);
        assertTrue(setup.movesErrorProperty().get().startsWith("Ces coups sont illisibles : "));
    }

    @Test
    void aCheckRunsOffTheScreensThreadAndALaterEditDropsIt() {
        List<Runnable> held = new ArrayList<>();
        SetupViewModel later = new SetupViewModel(Language.ENGLISH, held::add, Runnable::run);
        held.remove(0).run();
        assertTrue(later.validProperty().get());
        later.form().movesProperty().set("1+");
        assertTrue(later.checkingProperty().get(), "the screen says it is checking");
        assertFalse(later.validProperty().get(), "no game opens before its moves are checked");
        later.form().movesProperty().set("99+");
        // the first check, dropped by the second edit, ends: its answer ("1+ is fine") is thrown away
        held.remove(0).run();
        assertFalse(later.validProperty().get());
        assertTrue(later.checkingProperty().get());
        held.remove(0).run();
        assertFalse(later.checkingProperty().get());
        assertFalse(later.validProperty().get());
        assertTrue(later.movesErrorProperty().get().startsWith("Move 1 (S99+) cannot be played"),
                later.movesErrorProperty().get());
    }
}
