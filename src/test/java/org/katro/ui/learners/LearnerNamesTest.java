package org.katro.ui.learners;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.store.Learners;
import org.katro.store.Reviews;
import org.katro.store.Store;
import org.katro.text.Language;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The learners screen's rules that need no window: names that cannot lie, and an export that writes only its own file. */
class LearnerNamesTest {
    @TempDir
    Path data;

    private LearnersViewModel model(Store store, List<String> chosen) {
        return new LearnersViewModel(Language.ENGLISH, Runnable::run, Runnable::run, new Learners(store), chosen::add,
                pin -> "2468".equals(pin), data);
    }

    /** Whether {@code vm} took {@code name}: it starts as a new learner. */
    private static boolean added(LearnersViewModel vm, List<String> chosen, String name) {
        int before = chosen.size();
        vm.add(name);
        return chosen.size() > before;
    }

    @Test
    void aNameThatLooksLikeAnotherIsTakenAndNamesAreIsolatedInSentences() {
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0)) {
            List<String> chosen = new ArrayList<>();
            LearnersViewModel vm = model(store, chosen);
            assertTrue(added(vm, chosen, "Jonny"));
            // U+202E shows "ynnoJ" as "Jonny": kept without it, the name is "ynnoJ", another name
            assertTrue(added(vm, chosen, "\u202eynnoJ"));
            assertEquals(List.of("Jonny", "ynnoJ"), chosen);
            assertFalse(added(vm, chosen, "\uff2a\uff4f\uff4e\uff4e\uff59"), "full-width Jonny is Jonny");
            assertEquals("\u2068Jonny\u2069 is already a learner: choose that button, or another name.",
                    vm.messageProperty().get());
            assertFalse(added(vm, chosen, "JONNY\u200b"));
            assertFalse(added(vm, chosen, "\u2067\u2069"), "a name of nothing but marks is empty");
            vm.unlock("2468");
            assertEquals("\u2068Jonny\u2069: no lesson done, 0 of 0 predictions right", vm.summary(vm.rows().get(0)));
        }
    }

    @Test
    void theExportReplacesALinkAtItsNameAndNeverWritesWhereItPoints() throws Exception {
        Path outside = Files.createTempFile("katro-outside", ".csv");
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0)) {
            Files.writeString(outside, "precious");
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner("Hery", "zebu"));
            learners.shown("Hery", "rules-1", 2, 2, false, true);
            Path export = data.resolve("katro-progress-" + LocalDate.now() + ".csv");
            Files.createSymbolicLink(export, outside);
            LearnersViewModel vm = model(store, new ArrayList<>());
            vm.export();
            assertEquals("precious", Files.readString(outside));
            assertFalse(Files.isSymbolicLink(export));
            assertTrue(Files.readString(export).contains("\"Hery\",\"rules-1\",\"rules-1\",\"3\""), Files.readString(export));
        } finally {
            Files.deleteIfExists(outside);
        }
    }

    @Test
    void aPastedClassListKeepsTheGoodNamesAndSaysWhyEachOtherLineIsLeftOut() {
        var texts = new org.katro.text.Texts(Language.ENGLISH, "org.katro.ui.learners.LearnersView");
        LearnersViewModel.ClassList list = LearnersViewModel.classList("Soa\r\n  \n\uff28\uff25\uff32\uff39\n" + "B".repeat(31) + "\nMialy \nsoa\n\n",
                java.util.Set.of(Learners.sameness("Hery")), texts);
        assertEquals(List.of("Soa", "Mialy"), list.kept(), "cleaned, in the list's order");
        assertEquals(List.of("Line 2 is blank: left out.", "Line 3: \u2068\uff28\uff25\uff32\uff39\u2069 is already a learner: left out.",
                "Line 4: \u2068" + "B".repeat(31) + "\u2069 is longer than 30 letters: left out.",
                "Line 6: \u2068soa\u2069 is already a learner: left out."), list.refusals());
    }

    @Test
    void aRenameMovesTheLearnersThingsAndNeverOntoAnotherLearner() {
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0)) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner("Learner 1", "zebu"));
            learners.answered("Learner 1", "worked-example", 3, false, "no");
            learners.add(new Learners.Learner("Soa", "star"));
            learners.answered("Soa", "worked-example", 2, true, "S3");
            learners.rename("Learner 1", "Hery");
            // a name taken meanwhile: the rename is refused, and nothing of Hery's goes to Soa
            learners.rename("Hery", "Soa");
            assertEquals(java.util.Map.of("Hery", java.util.Map.of(3, new Learners.Answer(false, "no")),
                    "Soa", java.util.Map.of(2, new Learners.Answer(true, "S3"))), learners.answers("worked-example").orElseThrow());
            learners.remove("Hery");
            assertEquals(List.of("Soa"), learners.all().orElseThrow().stream().map(Learners.Learner::name).toList());
            assertEquals(java.util.Set.of("Soa"), learners.answers("worked-example").orElseThrow().keySet(), "their answers go too");
        }
    }

    @Test
    void theTeacherPageSaysPerPupilHowManyMissedItemsAreStillAskedAgain() {
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0)) {
            List<String> chosen = new ArrayList<>();
            LearnersViewModel vm = model(store, chosen);
            vm.reviews(new Reviews(store, () -> 0));
            assertTrue(added(vm, chosen, "Hery"));
            assertTrue(added(vm, chosen, "Soa"));
            Reviews reviews = new Reviews(store, () -> 0);
            reviews.missed("Hery", "kind capture");
            reviews.missed("Hery", "kind count");
            vm.unlock("2468");
            assertEquals("\u2068Hery\u2069: no lesson done, 0 of 0 predictions right \u00b7 2 still missed",
                    vm.summary(vm.rows().get(0)));
            assertEquals("\u2068Soa\u2069: no lesson done, 0 of 0 predictions right", vm.summary(vm.rows().get(1)));
        }
    }
}
