package org.katro.ui.editor;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.draft.DraftAutosave;
import org.katro.lesson.draft.LessonDraft;
import org.katro.lesson.draft.LessonFolder;
import org.katro.text.Language;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The editor's view model without a window, its clock and its checks' thread held by the test: the
 * autosave keeps the work whatever the offer's banner says, at most once a second; a damaged autosave
 * is said and never offered; the step typed in is checked at once, the whole lesson once typing stops.
 */
class EditorViewModelTest {
    @TempDir
    Path dir;

    /** The view models' clock: tasks run when the test says the time has come. */
    private final List<Runnable> due = new ArrayList<>();
    /** The checks' thread: jobs run when the test says. */
    private final Queue<Runnable> checks = new ArrayDeque<>();

    private void timePasses() {
        while (!due.isEmpty()) {
            List<Runnable> now = new ArrayList<>(due);
            due.clear();
            now.forEach(Runnable::run);
            checksRun();
        }
    }

    private void checksRun() {
        while (!checks.isEmpty()) {
            checks.poll().run();
        }
    }

    private DraftAutosave autosave() {
        return new DraftAutosave(dir.resolve("data/lesson-draft.properties"));
    }

    private EditorViewModel editor() {
        EditorViewModel vm = new EditorViewModel(Language.ENGLISH, new LessonFolder(dir.resolve("lessons")), autosave(),
                checks::add, Runnable::run, Runnable::run, () -> { }, (Duration delay, Runnable task) -> due.add(task));
        checksRun();
        return vm;
    }

    /** The kill: the offer left unanswered, new work written, the power gone; the next start offers the new work. */
    @Test
    void workWrittenWhileTheOfferIsUnansweredIsKeptAndOfferedAfterAKill() throws IOException {
        LessonDraft left = LessonDraft.start("unfinished", "katro4", 4);
        autosave().save(left);
        EditorViewModel first = editor();
        assertEquals(left, first.offeredProperty().get());
        first.setTitle("en", "New work");
        timePasses();

        EditorViewModel next = editor();
        LessonDraft offered = next.offeredProperty().get();
        assertNotNull(offered);
        assertEquals("New work", offered.title().in("en"), "the work written after the banner is the one kept");
        assertTrue(next.statusProperty().get().contains("moved aside"), next.statusProperty().get());
        try (var files = Files.list(dir.resolve("data"))) {
            assertTrue(files.anyMatch(f -> f.getFileName().toString().contains(".older-")), "the older draft is not lost either");
        }
    }

    @Test
    void theAutosaveIsWrittenOnceASecondWithTheLastChange() throws IOException {
        EditorViewModel vm = editor();
        for (String typed : List.of("W", "Wh", "Whe", "Wher", "Where")) {
            vm.setTitle("en", typed);
        }
        assertFalse(Files.exists(autosave().file()), "nothing written within the second");
        timePasses();
        assertTrue(Files.readString(autosave().file()).contains("title.en=Where"));
        timePasses();
        assertTrue(due.isEmpty(), "nothing changed: nothing more to write");
    }

    /** The damaged autosave (columns=99): offered, then Take it up threw the curator home every time. */
    @Test
    void aDamagedAutosaveIsSaidAndNotOffered() throws IOException {
        autosave().save(LessonDraft.start("broken", "katro4", 4));
        Path file = autosave().file();
        Files.writeString(file, Files.readString(file).replaceAll("(?m)^columns=.*$", "columns=99"));
        EditorViewModel vm = editor();
        assertNull(vm.offeredProperty().get());
        assertTrue(vm.statusProperty().get().startsWith("A kept draft could not be read; it was moved aside to "),
                vm.statusProperty().get());
        vm.setTitle("en", "Still kept");
        timePasses();
        assertTrue(Files.readString(file).contains("title.en=Still kept"), "and the autosave goes on");
    }

    @Test
    void theStepTypedInIsCheckedAtOnceAndTheWholeLessonOnceTypingStops() {
        EditorViewModel vm = editor();
        timePasses();
        assertNotNull(vm.checkedProperty().get());
        vm.setCaption("en", "one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen"
                + " sixteen seventeen eighteen nineteen twenty twenty-one twenty-two twenty-three twenty-four"
                + " twenty-five twenty-six twenty-seven twenty-eight twenty-nine thirty thirty-one");
        assertTrue(checks.isEmpty(), "no whole check while typing");
        assertTrue(vm.problems(0).stream().anyMatch(p -> p.contains("31")), vm.problems(0).toString());
        timePasses();
        assertTrue(vm.problems(0).stream().anyMatch(p -> p.contains("31")), "the whole check agrees");
    }
}
