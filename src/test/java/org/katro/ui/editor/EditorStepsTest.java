package org.katro.ui.editor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.Question;
import org.katro.lesson.Step;
import org.katro.lesson.draft.DraftAutosave;
import org.katro.lesson.draft.DraftStep;
import org.katro.lesson.draft.LessonDraft;
import org.katro.lesson.draft.LessonFiles;
import org.katro.lesson.draft.LessonFolder;
import org.katro.lesson.draft.Wording;
import org.katro.text.Language;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The curator's first five minutes (issue 43): a question chosen where the seeds are in hand is
 * placed where it can be asked and said in words; steps move to another event and trade places with
 * their texts; a fresh lesson and a refused one speak the curator's words, never the file's.
 */
class EditorStepsTest {
    @TempDir
    Path dir;

    private final List<Runnable> due = new ArrayList<>();
    private final Queue<Runnable> checks = new ArrayDeque<>();

    private void timePasses() {
        do {
            while (!checks.isEmpty()) {
                checks.poll().run();
            }
            List<Runnable> now = new ArrayList<>(due);
            due.clear();
            now.forEach(Runnable::run);
        } while (!due.isEmpty() || !checks.isEmpty());
    }

    private EditorViewModel editor(Language language) {
        EditorViewModel vm = new EditorViewModel(language, new LessonFolder(dir.resolve("lessons")),
                new DraftAutosave(dir.resolve("data/lesson-draft.properties")), checks::add, Runnable::run, Runnable::run,
                () -> { }, (Duration delay, Runnable task) -> due.add(task));
        timePasses();
        return vm;
    }

    private static Wording en(String text) {
        return new Wording(Map.of("en", text));
    }

    /** South plays S1 (two seeds: in hand at event 1, the lap's last seed at event 3); steps at 0 and 1. */
    private static Lesson seedsInHand() throws LessonException {
        LessonDraft d = LessonDraft.start("in-hand", "fianarantsoa", 6).withGame("fianarantsoa", 6, null, "1+")
                .withAbout(en("In hand"), Wording.NONE, 2, true);
        d = d.withStep(0, d.steps().get(0).withCaption(en("South plays S1.")));
        LessonDraft.Added second = d.withStepAt(1);
        d = second.draft().withStep(1, second.draft().steps().get(1).withCaption(en("The seeds are in hand.")));
        return LessonFiles.load(LessonFiles.write(d), d.name());
    }

    private static List<String> refusals(EditorViewModel vm) {
        List<String> all = new ArrayList<>(vm.problems(-1));
        for (int i = 0; i < vm.draftProperty().get().steps().size(); i++) {
            all.addAll(vm.problems(i));
        }
        return all;
    }

    /** What the app would refuse, in the editor's words: the problems that are refusals, not warnings. */
    private static List<String> refused(EditorViewModel vm) {
        List<String> out = new ArrayList<>();
        for (int i = -1; i < vm.draftProperty().get().steps().size(); i++) {
            List<org.katro.lesson.draft.DraftCheck.Problem> found = vm.checkedProperty().get().result().of(i);
            List<String> said = vm.problems(i);
            for (int k = 0; k < found.size(); k++) {
                if (found.get(k).refusal()) {
                    out.add(said.get(k));
                }
            }
        }
        return out;
    }

    @Test
    void aQuestionChosenWhereTheSeedsAreInHandIsPlacedAtTheLapsEndAndSaidInWords() throws LessonException {
        EditorViewModel vm = editor(Language.ENGLISH);
        vm.open(seedsInHand());
        timePasses();
        vm.selectedProperty().set(1);
        vm.setQuestion(Question.Kind.LANDING);
        timePasses();
        DraftStep asked = vm.draftProperty().get().steps().get(1);
        assertEquals(3, asked.at(), "the step now shows the lap to its last seed");
        assertEquals("The seeds are in hand.", asked.caption().in("en"), "its caption kept");
        assertTrue(vm.placementProperty().get().contains("event 3"), vm.placementProperty().get());
        assertTrue(vm.placementProperty().get().contains("was at event 1"), vm.placementProperty().get());
        assertNotNull(vm.previewable(), "the lesson loads: " + refusals(vm));
        assertEquals("S3", vm.answer().replaceAll(".*\\b(S3)\\b.*", "$1"), vm.answer());
    }

    @Test
    void aStepMovesToAnotherEventAndTradesPlacesKeepingItsTexts() throws LessonException {
        EditorViewModel vm = editor(Language.ENGLISH);
        vm.open(seedsInHand());
        timePasses();
        // the board at event 2 (a seed sown): step 2 moved there
        vm.selectedProperty().set(1);
        vm.game().boardProperty().get().seek(2);
        vm.moveStepHere();
        assertEquals(List.of(0, 2), vm.draftProperty().get().steps().stream().map(DraftStep::at).toList());
        assertEquals("The seeds are in hand.", vm.draftProperty().get().steps().get(1).caption().in("en"));
        // told earlier: the two steps trade texts, each keeps its event
        vm.moveStep(-1);
        List<DraftStep> steps = vm.draftProperty().get().steps();
        assertEquals(List.of(0, 2), steps.stream().map(DraftStep::at).toList());
        assertEquals(List.of("The seeds are in hand.", "South plays S1."), steps.stream().map(s -> s.caption().in("en")).toList());
        assertEquals(0, vm.selectedProperty().get(), "the moved step stays chosen");
        // a step's event taken by another: said, nothing moved
        vm.game().boardProperty().get().seek(2);
        vm.moveStepHere();
        assertEquals(steps, vm.draftProperty().get().steps());
        assertTrue(vm.placementProperty().get().contains("Another step shows event 2"), vm.placementProperty().get());
    }

    @Test
    void aFreshLessonAndARefusedOneSpeakTheCuratorsWordsNeverTheFiles() throws LessonException {
        for (Language language : Language.values()) {
            EditorViewModel vm = editor(language);
            timePasses();
            List<String> fresh = refusals(vm);
            assertTrue(fresh.stream().noneMatch(EditorStepsTest::fileTerms), language + ": " + fresh);
            // the question whose lap ends after its step, as a lesson opened from a file may have it
            vm.open(seedsInHand());
            timePasses();
            vm.selectedProperty().set(1);
            LessonDraft d = vm.draftProperty().get();
            vm.open(LessonFiles.load(LessonFiles.write(d), d.name()));
            timePasses();
            // a French-only More on step 1: the file's key, never said
            vm.selectedProperty().set(0);
            vm.setMore("fr", "Plus");
            timePasses();
            List<String> refused = refusals(vm);
            assertTrue(!refused.isEmpty() && refused.stream().noneMatch(EditorStepsTest::fileTerms), language + ": " + refused);
        }
    }

    /**
     * A fade the loader would refuse (a step that sows nothing, a step that asks a question) and a
     * hint written in French only are refused in the curator's words, in every language.
     */
    @Test
    void aFadeOrAHintTheLoaderWouldRefuseIsRefusedInTheCuratorsWords() throws LessonException {
        for (Language language : Language.values()) {
            EditorViewModel vm = editor(language);
            vm.open(seedsInHand());
            timePasses();
            // step 2 ends with the seeds in hand: nothing sown to tap
            vm.selectedProperty().set(1);
            vm.setFade(Step.Fade.LAST);
            timePasses();
            List<String> nothingSown = refused(vm);
            assertEquals(1, nothingSown.size(), language + ": " + nothingSown);
            assertTrue(nothingSown.stream().noneMatch(EditorStepsTest::fileTerms), language + ": " + nothingSown);
            vm.setFade(null);
            vm.setQuestion(Question.Kind.LANDING);
            timePasses();
            assertEquals(List.of(), refused(vm), language.toString());
            // the step now shows the lap to its last seed, and asks where it falls: a learner who sows it is not asked
            vm.setFade(Step.Fade.SEEDS);
            timePasses();
            List<String> asked = refused(vm);
            assertEquals(1, asked.size(), language + ": " + asked);
            assertTrue(asked.stream().noneMatch(EditorStepsTest::fileTerms), language + ": " + asked);
            vm.setFade(null);
            vm.setHint(Question.Mistake.SHORT, "fr", "Comptez les graines.");
            timePasses();
            List<String> frenchOnly = refused(vm);
            assertEquals(1, frenchOnly.size(), language + ": " + frenchOnly);
            assertTrue(frenchOnly.stream().noneMatch(EditorStepsTest::fileTerms), language + ": " + frenchOnly);
            if (language == Language.ENGLISH) {
                assertTrue(nothingSown.get(0).contains("nothing to sow"), nothingSown.toString());
                assertTrue(asked.get(0).contains("asks no question"), asked.toString());
                assertTrue(frenchOnly.get(0).startsWith("A hint is written in another language only"), frenchOnly.toString());
            }
            vm.setHint(Question.Mistake.SHORT, "en", "Count the seeds.");
            timePasses();
            assertEquals(List.of(), refused(vm), language.toString());
        }
    }

    /** A language added from the data folder (Español, after a restart) is one of the lesson's: its texts written, read back, checked. */
    @Test
    void anAddedLanguageHasItsOwnTextsInALesson() throws LessonException {
        Language.use(List.of(Language.added("es", "Español", "es", Map.of(), Map.of())));
        try {
            assertTrue(Wording.languages().contains("es"), Wording.languages().toString());
            Lesson lesson = seedsInHand();
            LessonDraft d = LessonFiles.read(lesson);
            DraftStep first = d.steps().get(0);
            d = d.withStep(0, first.withCaption(first.caption().with("es", "El Sur juega S1.")));
            var written = LessonFiles.write(d);
            assertTrue(written.files().containsKey("in-hand_es.properties"), written.files().keySet().toString());
            assertEquals(d, LessonFiles.read(LessonFiles.load(written, d.name())));
            assertEquals(2, org.katro.lesson.draft.DraftCheck.check(d).missing().get("es"), "the title and the step without Spanish are counted");
        } finally {
            Language.use(List.of());
        }
    }

    /** What a curator never reads: a file's name, an attribute written as in the file, an element, the loader's own sentence. */
    private static boolean fileTerms(String line) {
        return line.contains(".properties") || line.matches(".*\\w+=\".*") || line.contains("<") || line.contains("step1.")
                || line.contains("must end within its step");
    }
}
