package org.katro.ui.compare;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.katro.analysis.Divergence;
import org.katro.engine.Ruleset;
import org.katro.text.Language;

import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CompareViewModelTest {
    /** What each ready-made comparison is there to show, checked against the engine. */
    private static final Map<CompareViewModel.Preset, Divergence.Kind> SHOWS = Map.of(
            CompareViewModel.Preset.START_ROW, Divergence.Kind.START_OUTERMOST,
            CompareViewModel.Preset.OCCUPIED_CAPTURE, Divergence.Kind.CAPTURE_OR_RELAY,
            CompareViewModel.Preset.EMPTY_CAPTURE, Divergence.Kind.EMPTY_CAPTURE,
            CompareViewModel.Preset.WHOLE_FILE, Divergence.Kind.WHOLE_FILE,
            CompareViewModel.Preset.FIRST_TURN, Divergence.Kind.START_INNER_FIRST,
            CompareViewModel.Preset.SINGLE_SEED, Divergence.Kind.START_SINGLETON);

    @ParameterizedTest
    @EnumSource(CompareViewModel.Preset.class)
    void everyReadyMadeComparisonPartsTheWayItsNameSays(CompareViewModel.Preset preset) {
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        vm.choose(preset);
        assertEquals("", vm.errorProperty().get());
        assertEquals(SHOWS.get(preset), vm.divergence().orElseThrow().kind());
        for (Language l : Language.values()) {
            vm.languageProperty().set(l);
            vm.toDivergence();
            assertTrue(vm.partedProperty().get());
        }
    }

    @Test
    void bothBoardsStepTogetherAndTheDifferenceIsMarkedOnceReached() {
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        vm.choose(CompareViewModel.Preset.WHOLE_FILE);
        assertEquals("The readings part at event 3. Step on, or go straight there.", vm.verdictProperty().get());
        vm.forward();
        vm.forward();
        assertEquals(2, vm.left().cursor().index());
        assertEquals(2, vm.right().cursor().index());
        assertFalse(vm.partedProperty().get());
        assertTrue(vm.markedProperty().get().isEmpty());
        vm.forward();
        assertTrue(vm.partedProperty().get());
        assertEquals("They part at event 3. The last seed lands in S7. gorobaka takes the whole file facing it, every "
                + "hole of the opponent's side in that column; katro4 takes only the facing hole.",
                vm.verdictProperty().get());
        assertEquals("S7", vm.markedProperty().get().iterator().next().name());
        vm.last();
        assertEquals(vm.left().cursor().size(), vm.left().cursor().index(), "each board at its own end");
        assertEquals(vm.right().cursor().size(), vm.right().cursor().index());
    }

    @Test
    void aRefusedMoveStopsTheSecondGameWithTheReason() {
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        vm.choose(CompareViewModel.Preset.START_ROW);
        assertEquals(2, vm.right().cursor().turns().size(), "mancala-world plays 1+ 1+, then refuses 18+");
        assertEquals(3, vm.left().cursor().turns().size());
        vm.toDivergence();
        assertTrue(vm.verdictProperty().get().contains("mancala-world lets a turn start only from the outermost row "
                + "that holds seeds, so it refuses 18+ from S18, which fianarantsoa allows."), vm.verdictProperty().get());
    }

    @Test
    void aMoveTooLongForTheSecondRulesetIsNamedSo() {
        // katro4 plays 1+ in 5,647 seeds; in katro4-empty the same move would sow more than 100,000 (1- is legal there)
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        vm.form().rulesetProperty().set(Ruleset.KATRO4);
        vm.secondProperty().set(Ruleset.KATRO4_EMPTY);
        vm.form().columnsProperty().set(2);
        vm.form().positionProperty().set("676,412/639,818/112,48/950,0 S 3");
        vm.form().movesProperty().set("1+");
        vm.compare();
        assertEquals("", vm.errorProperty().get());
        assertEquals(Divergence.Kind.TOO_LONG, vm.divergence().orElseThrow().kind());
        vm.toDivergence();
        assertTrue(vm.verdictProperty().get().contains("Under katro4-empty the sowing of 1+ from S1 would drop more "
                + "than 100,000 seeds in one turn"), vm.verdictProperty().get());
    }

    @Test
    void theSameRulesetTwiceAgrees() {
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        vm.secondProperty().set(Ruleset.FIANARANTSOA);
        vm.compare();
        assertEquals("", vm.errorProperty().get());
        assertTrue(vm.divergence().isEmpty());
        assertEquals("The two readings agree on every event of these moves.", vm.verdictProperty().get());
    }

    @Test
    void rulesetsOfDifferentShapesCannotBeCompared() {
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        vm.secondProperty().set(Ruleset.GOROBAKA);
        vm.compare();
        assertEquals("fianarantsoa is played on 6 rows and gorobaka on 4: one position cannot sit on both boards. "
                + "Choose two rulesets with the same number of rows.", vm.errorProperty().get());
        vm.secondProperty().set(Ruleset.MANCALA_WORLD);
        vm.form().movesProperty().set("1+ 99+");
        vm.compare();
        assertTrue(vm.errorProperty().get().startsWith("Move 2 (99+) cannot be played under fianarantsoa"),
                vm.errorProperty().get());
    }
}
