package org.katro.ui.learners;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.store.Learners;
import org.katro.store.Report;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.ui.shell.FileDialogs;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A school's station after years: more learners than a page. The teacher page shows the class's
 * totals first, then a page of learners at a time, and finds learners by part of a name; the
 * chooser shows a page too and says how many more there are.
 */
class LearnersViewModelTest {
    private static final int CLASS = 60;

    @TempDir
    Path dir;
    private Store store;
    private Learners learners;
    private final List<String> chosen = new ArrayList<>();

    @BeforeEach
    void fill() {
        store = Store.open(Store.Target.sqlite(dir, "hall"), note -> { }, Runnable::run, () -> 0L);
        learners = new Learners(store);
        for (int i = 0; i < CLASS; i++) {
            String name = String.format(Locale.ROOT, "%s %02d", i % 3 == 0 ? "Hery" : "Soa", i);
            learners.add(new Learners.Learner(name, LearnersViewModel.PICTURES.get(i % 6)));
            learners.shown(name, "worked-example", 5, 5, i % 2 == 0, true);
            learners.answered(name, "worked-example", 2, i % 4 == 0, "S3");
        }
    }

    @AfterEach
    void close() {
        store.close();
    }

    private LearnersViewModel open() {
        return new LearnersViewModel(Language.ENGLISH, Runnable::run, Runnable::run, learners, chosen::add, pin -> pin.equals("2468"), dir);
    }

    /**
     * A pasted class of thousands of names is written at once, in one transaction: "added" is said
     * only once the database has every name, even with the store's queue of writes held up.
     */
    @Test
    void aPastedClassIsInTheDatabaseWhenItIsSaidAdded() {
        List<Runnable> heldUp = new ArrayList<>();
        try (Store slow = Store.open(Store.Target.sqlite(dir.resolve("other"), "hall"), note -> { }, heldUp::add, () -> 0L)) {
            LearnersViewModel vm = new LearnersViewModel(Language.ENGLISH, Runnable::run, Runnable::run, new Learners(slow),
                    chosen::add, pin -> pin.equals("2468"), dir);
            vm.unlock("2468");
            StringBuilder pasted = new StringBuilder();
            for (int i = 0; i < 2000; i++) {
                pasted.append(String.format(Locale.ROOT, "Pupil %04d%n", i));
            }
            vm.addClass(pasted.toString());
            assertEquals("2,000 learners added.", vm.classReportProperty().get());
            assertEquals(2000, new Learners(slow).totals().learners(), "in the database, not waiting in a queue");
            assertEquals(0, slow.pending());
        }
    }

    /** A lesson made shorter since a learner reached a step: the page says its last step, never "step 6 of 5". */
    @Test
    void aStepBeyondTheLessonsEndIsItsLastStep() {
        LearnersViewModel vm = open();
        vm.lessons(org.katro.lesson.LessonLoader.load(org.katro.lesson.LessonSource.standard(List.of())));
        int steps = vm.steps("worked-example");
        String title = vm.title("worked-example");
        assertEquals(title + " (step " + steps + " of " + steps + ")",
                vm.lessonLine(new Learners.Lesson("worked-example", steps + 3, 0, false, java.util.Map.of())));
        assertEquals(title + " (step 2 of " + steps + ", done)",
                vm.lessonLine(new Learners.Lesson("worked-example", 1, 0, true, java.util.Map.of())));
    }

    @Test
    void theTeacherPageShowsTheClassFirstThenAPageOfLearners() {
        LearnersViewModel vm = open();
        vm.unlock("2468");
        assertEquals("The class: 60 learners, 30 lessons done, 15 of 60 predictions right at the first try",
                vm.totalsProperty().get());
        assertEquals(LearnersViewModel.PAGE, vm.rows().size());
        assertEquals("Hery 00", vm.rows().get(0).learner().name(), "by name");
        assertEquals("Learners 1 to 24 of 60", vm.pageLabelProperty().get());
        assertFalse(vm.canPreviousProperty().get());

        vm.nextPage();
        vm.nextPage();
        assertEquals("Learners 49 to 60 of 60", vm.pageLabelProperty().get());
        assertEquals(12, vm.rows().size());
        assertFalse(vm.canNextProperty().get());
        vm.nextPage();
        assertEquals("Learners 49 to 60 of 60", vm.pageLabelProperty().get(), "no page after the last");
        vm.previousPage();
        assertEquals("Learners 25 to 48 of 60", vm.pageLabelProperty().get());

        // found by part of a name, in any case: the page starts again from the first found
        vm.findProperty().set("hERY");
        assertEquals("Learners 1 to 20 of 20", vm.pageLabelProperty().get());
        assertTrue(vm.rows().stream().allMatch(r -> r.learner().name().startsWith("Hery")));
        assertEquals("\u2068Hery 03\u2069: no lesson done, 0 of 1 prediction right", vm.summary(vm.rows().get(1)));
        vm.findProperty().set("%");
        assertEquals("No learner has that name.", vm.pageLabelProperty().get(), "a % is a letter, not a wildcard");
        assertEquals(0, vm.rows().size());
    }

    @Test
    void theChooserShowsAPageAndSaysHowManyMore() {
        LearnersViewModel vm = open();
        assertEquals(LearnersViewModel.PAGE, vm.learners().size());
        assertEquals("36 more learners: type part of a name to find them.", vm.moreProperty().get());
        vm.findProperty().set("soa 5");
        assertEquals(List.of("Soa 50", "Soa 52", "Soa 53", "Soa 55", "Soa 56", "Soa 58", "Soa 59"),
                vm.learners().stream().map(Learners.Learner::name).toList());
        assertEquals("", vm.moreProperty().get());
        assertEquals(List.of(), vm.rows(), "the teacher page is read only once it is open");
    }

    /** The screen's thread only asks: every read waits on the background until it runs there. */
    @Test
    void nothingIsReadOnTheScreensThread() {
        List<Runnable> background = new ArrayList<>();
        LearnersViewModel vm = new LearnersViewModel(Language.ENGLISH, background::add, Runnable::run, learners,
                chosen::add, pin -> true, dir);
        vm.unlock("2468");
        vm.add("Voahangy");
        assertEquals(List.of(), vm.learners());
        assertEquals(List.of(), vm.rows());
        assertEquals("", vm.totalsProperty().get());
        assertEquals(List.of(), chosen);
        List.copyOf(background).forEach(Runnable::run);
        assertEquals(LearnersViewModel.PAGE, vm.learners().size());
        assertEquals(LearnersViewModel.PAGE, vm.rows().size());
        assertFalse(vm.totalsProperty().get().isEmpty());
        assertEquals(List.of("Voahangy"), chosen);
    }

    @Test
    void aNewNameIsCheckedAgainstEveryLearnerNotOnlyThePageShown() {
        LearnersViewModel vm = open();
        vm.add("soa 59");
        assertEquals("\u2068Soa 59\u2069 is already a learner: choose that button, or another name.", vm.messageProperty().get());
        assertEquals(List.of(), chosen);
        vm.add("Voahangy");
        assertEquals(List.of("Voahangy"), chosen);
    }

    /**
     * "Save as…": the progress where the teacher chooses, titles in the language on screen, every
     * learner, a byte-order mark first; a cancelled dialog writes nothing.
     */
    @Test
    void saveAsWritesTheProgressWhereTheTeacherChooses() throws Exception {
        learners.add(new Learners.Learner("Hérilala", "star"));
        LearnersViewModel vm = new LearnersViewModel(Language.FRENCH, Runnable::run, Runnable::run, learners, chosen::add,
                pin -> true, dir);
        vm.lessons(org.katro.lesson.LessonLoader.load(List.of(org.katro.lesson.LessonSource.bundled())));
        Path chosenFile = dir.resolve("Documents").resolve("classe.csv");
        List<String> offered = new ArrayList<>();
        FileDialogs dialogs = new FileDialogs() {
            @Override
            public Optional<Path> save(Kind kind, String suggested) {
                offered.add(suggested);
                offered.addAll(kind.patterns());
                return offered.size() > 2 ? Optional.empty() : Optional.of(chosenFile);
            }

            @Override
            public Optional<Path> open(Kind kind) {
                throw new AssertionError("nothing is opened");
            }
        };
        vm.saveAs(dialogs);
        assertTrue(offered.get(0).startsWith("katro-progress-") && offered.get(0).endsWith(".csv"), offered.toString());
        assertEquals("*.csv", offered.get(1));
        String csv = Files.readString(chosenFile, StandardCharsets.UTF_8);
        assertTrue(csv.startsWith(Report.BOM + Report.PROGRESS_HEADER), csv);
        assertTrue(csv.contains("\"Hérilala\",\"\",\"\",\"0\""), "a learner who started nothing");
        assertTrue(csv.contains("\"Hery 00\",\"worked-example\",\"L'exemple commenté"), "the title in French beside the id");
        assertEquals("Enregistré dans " + chosenFile, vm.messageProperty().get());
        Files.delete(chosenFile);
        vm.saveAs(dialogs);
        assertFalse(Files.exists(chosenFile), "cancelled: nothing written");
    }

    /**
     * A picture password, set by the teacher: the pupil taps its two pictures in order before learning
     * in that name; the wrong two (or the right two in the wrong order) keep the name closed; the
     * teacher removes it; the one learning now is not asked again. Kept in the database.
     */
    @Test
    void aPicturePasswordIsAskedBeforeAPupilLearnsInThatName() {
        LearnersViewModel vm = open();
        Learners.Learner soa = vm.learners().stream().filter(l -> l.name().equals("Soa 01")).findFirst().orElseThrow();
        vm.setPassword(soa);
        assertEquals(null, vm.padForProperty().get(), "only the teacher sets one");
        vm.unlock("2468");
        vm.setPassword(soa);
        assertEquals("Tap 2 pictures for \u2068Soa 01\u2069, in order: they will tap them before learning.", vm.padTextProperty().get());
        vm.tap("lemur");
        assertEquals(1, vm.tappedProperty().get());
        vm.tap("star");
        assertEquals(null, vm.padForProperty().get());
        assertEquals(Optional.of(List.of("lemur", "star")), learners.password("Soa 01"), "kept in the database");
        assertTrue(vm.rows().stream().filter(r -> r.learner().equals(soa)).findFirst().orElseThrow().password());

        LearnersViewModel pupil = open();
        pupil.choose(soa);
        assertEquals(List.of(), chosen, "not before the pictures");
        assertEquals("\u2068Soa 01\u2069: tap your 2 pictures, in order.", pupil.padTextProperty().get());
        pupil.tap("star");
        pupil.tap("lemur");
        assertEquals(List.of(), chosen, "the right pictures in the wrong order");
        assertEquals("Those are not the pictures of \u2068Soa 01\u2069. Tap your 2 pictures again, in order.",
                pupil.padTextProperty().get());
        pupil.tap("lemur");
        pupil.tap("star");
        assertEquals(List.of("Soa 01"), chosen);
        assertEquals(null, pupil.padForProperty().get());

        pupil.learning("Soa 01", (from, to) -> { }, name -> { });
        pupil.choose(soa);
        assertEquals(List.of("Soa 01", "Soa 01"), chosen, "the learner learning now is not asked again");
        pupil.choose(vm.learners().get(0));
        assertEquals("Hery 00", chosen.get(2), "a learner without a password learns at once");

        vm.setPassword(soa);
        vm.clearPassword();
        assertEquals(Optional.of(List.of()), learners.password("Soa 01"));
        open().choose(soa);
        assertEquals("Soa 01", chosen.get(3));
    }
}
