package org.katro.ui.compare;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.katro.analysis.Divergence;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

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
        assertEquals("The readings part at event 4. Step on, or go straight there.", vm.verdictProperty().get());
        vm.forward();
        vm.forward();
        vm.forward();
        assertEquals(3, vm.left().cursor().index());
        assertEquals(3, vm.right().cursor().index());
        assertFalse(vm.partedProperty().get());
        assertTrue(vm.markedProperty().get().isEmpty());
        vm.forward();
        assertTrue(vm.partedProperty().get());
        assertEquals("They part at event 4. The last seed lands in S7. \u201cKatra Gorobaka\u201d takes the whole file facing it, "
                + "every hole of the opponent's side in that column; \u201cFour-row katro\u201d takes only the facing hole.",
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
        assertTrue(vm.verdictProperty().get().contains("\u201cKatro after Mancala World\u201d lets a turn start only from the "
                + "outermost row that holds seeds, so it refuses 18+ from S18, which \u201cKatro of Fianarantsoa\u201d allows."), vm.verdictProperty().get());
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
        assertTrue(vm.verdictProperty().get().contains("Under \u201cFour-row katro, capture on an empty hole\u201d the sowing of 1+ from S1 would drop more "
                + "than 100,000 seeds in one turn"), vm.verdictProperty().get());
    }

    /** A ruleset whose name holds a comma is quoted, so that the sentence does not break on it (issue 45). */
    @Test
    void aRulesetNameWithACommaIsQuotedInTheVerdict() {
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        vm.choose(CompareViewModel.Preset.EMPTY_CAPTURE);
        vm.toDivergence();
        assertTrue(vm.verdictProperty().get().contains("Under \u201cFour-row katro, capture on an empty hole\u201d that "
                + "captures the seeds facing it; under \u201cFour-row katro\u201d the turn simply ends."), vm.verdictProperty().get());
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
        assertEquals("Katro of Fianarantsoa is played on 6 rows and Katra Gorobaka on 4: one position cannot sit on both boards. "
                + "Choose two rulesets with the same number of rows.", vm.errorProperty().get());
        vm.secondProperty().set(Ruleset.MANCALA_WORLD);
        vm.form().movesProperty().set("1+ 99+");
        vm.compare();
        assertTrue(vm.errorProperty().get().startsWith("Move 2 (99+) cannot be played under Katro of Fianarantsoa"),
                vm.errorProperty().get());
    }

    @ParameterizedTest
    @EnumSource(CompareViewModel.Preset.class)
    void whereTheyPartIsTheFirstStepAtWhichTheBoardsLookDifferent(CompareViewModel.Preset preset) {
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        vm.choose(preset);
        vm.toDivergence();
        int k = vm.stepping().indexProperty().get();
        assertFalse(looksAlike(vm), "the boards differ where the readings part");
        for (int before = 0; before < k; before++) {
            vm.seek(before);
            assertTrue(looksAlike(vm), "step " + before + " of " + preset + " looks the same on both boards");
        }
    }

    @Test
    void afterTheyPartBothBoardsStayOnTheSameTurn() {
        CompareViewModel vm = new CompareViewModel(Language.ENGLISH, Runnable::run, Runnable::run);
        // a game of the four-row katro whose captures relay under its empty-hole variant, so that the two
        // readings' turns take different numbers of events and then go on
        SplittableRandom random = new SplittableRandom(7);
        boolean lengthsDiffer = false;
        for (int tries = 0; tries < 200 && !lengthsDiffer; tries++) {
            Position start = Ruleset.KATRO4.start(8);
            Rules a = Rules.of(Ruleset.KATRO4);
            Rules b = Rules.of(Ruleset.KATRO4_EMPTY);
            Position pa = start;
            Position pb = start;
            List<Move> moves = new ArrayList<>();
            for (int t = 0; t < 6; t++) {
                List<Move> legal = a.legalMoves(pa).stream().filter(b.legalMoves(pb)::contains).toList();
                if (legal.isEmpty()) {
                    break;
                }
                Move m = legal.get(random.nextInt(legal.size()));
                lengthsDiffer |= a.record(pa, m).events().size() != b.record(pb, m).events().size() && t < 5;
                moves.add(m);
                pa = a.play(pa, m);
                pb = b.play(pb, m);
            }
            if (lengthsDiffer) {
                vm.form().fill(Ruleset.KATRO4, start.toString(), String.join(" ", moves.stream().map(Move::toString).toList()));
                vm.secondProperty().set(Ruleset.KATRO4_EMPTY);
                vm.compare();
            }
        }
        assertTrue(lengthsDiffer, "a game whose turns take different lengths in the two readings");
        assertEquals("", vm.errorProperty().get());
        for (int k = 0; k <= vm.stepping().sizeProperty().get(); k++) {
            vm.seek(k);
            GameCursor l = vm.left().cursor();
            GameCursor r = vm.right().cursor();
            if (l.index() < l.size() && r.index() < r.size()) {
                assertEquals(l.turn(), r.turn(), "step " + k + ": both boards on the same turn");
            }
        }
        // a turn at a time, both boards start the same turn together
        vm.first();
        for (int t = 1; t < vm.left().cursor().turns().size(); t++) {
            vm.forwardTurn();
            assertEquals(vm.left().cursor().turnStarts().get(t), vm.left().cursor().index());
            assertEquals(vm.right().cursor().turnStarts().get(t), vm.right().cursor().index());
        }
    }

    private static boolean looksAlike(CompareViewModel vm) {
        GameCursor l = vm.left().cursor();
        GameCursor r = vm.right().cursor();
        if (l.inHand() != r.inHand()) {
            return false;
        }
        for (int i = 0; i < l.geometry().size(); i++) {
            if (l.seeds(i) != r.seeds(i)) {
                return false;
            }
        }
        return true;
    }
}
