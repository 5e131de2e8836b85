package org.katro.lesson.draft;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The autosave at the editor's start: the draft kept is offered from a file of its own, so that new
 * work goes on being kept; a file too big or damaged is moved aside, never offered nor deleted.
 */
class DraftAutosaveTest {
    @TempDir
    Path dir;

    private DraftAutosave autosave() {
        return new DraftAutosave(dir.resolve("data/lesson-draft.properties"));
    }

    @Test
    void theDraftKeptIsOfferedFromAFileOfItsOwnAndTheAutosaveIsFreeForNewWork() throws IOException {
        DraftAutosave autosave = autosave();
        LessonDraft left = LessonFilesTest.threeSteps();
        autosave.save(left);
        DraftAutosave.Found found = autosave.start();
        assertEquals(left, found.offered());
        assertFalse(Files.exists(autosave.file()), "new work is written without touching the draft offered");
        assertTrue(Files.exists(autosave.offeredFile()));
        autosave.answered();
        assertFalse(Files.exists(autosave.offeredFile()));
    }

    @Test
    void aQuestionsHintsAndAStepsFadeAreKept() throws IOException {
        LessonDraft d = LessonFilesTest.threeSteps();
        DraftStep asked = d.steps().get(2);
        d = d.withStep(2, asked.withQuestion(asked.question().withHint(org.katro.lesson.Question.Mistake.OFF,
                new Wording(java.util.Map.of("en", "Follow the arrow.", "fr", "Suivez la flèche.")))));
        d = d.withStep(1, d.steps().get(1).withFade("seeds"));
        DraftAutosave autosave = autosave();
        autosave.save(d);
        LessonDraft offered = autosave.start().offered();
        assertEquals(d, offered);
        assertEquals("Suivez la flèche.", offered.steps().get(2).question().hint(org.katro.lesson.Question.Mistake.OFF).in("fr"));
    }

    @Test
    void aShippedLessonsDraftKeepsWhatItsStepsTeachAndFadeAndWhatItsQuestionsNeed() throws IOException {
        for (org.katro.lesson.Lesson lesson : org.katro.lesson.LessonLoader.load(
                List.of(org.katro.lesson.LessonSource.bundled())).lessons()) {
            DraftAutosave autosave = autosave();
            LessonDraft draft = LessonFiles.read(lesson);
            autosave.save(draft);
            assertEquals(draft, autosave.start().offered(), lesson.id());
            autosave.answered();
        }
    }

    @Test
    void aNewerDraftIsOfferedAndTheOlderUnansweredOneKeptAside() throws IOException {
        DraftAutosave autosave = autosave();
        LessonDraft older = LessonFilesTest.threeSteps();
        autosave.save(older);
        autosave.start();
        LessonDraft newer = older.withName("newer");
        autosave.save(newer);
        DraftAutosave.Found found = autosave.start();
        assertEquals(newer, found.offered());
        assertEquals(DraftAutosave.Why.OLDER, found.aside().get(0).why());
        assertTrue(Files.readString(found.aside().get(0).to()).contains("name=" + older.name()));
    }

    /** The damaged autosave: it read, then threw the curator home at Take it up, every time. */
    @Test
    void aDraftOfAGameTheEditorCannotSetUpIsMovedAsideNotOffered() throws IOException {
        DraftAutosave autosave = autosave();
        autosave.save(LessonFilesTest.threeSteps());
        String text = Files.readString(autosave.file()).replaceAll("(?m)^columns=.*$", "columns=99");
        Files.writeString(autosave.file(), text);
        DraftAutosave.Found found = autosave.start();
        assertNull(found.offered());
        assertEquals(List.of(DraftAutosave.Why.DAMAGED), found.aside().stream().map(DraftAutosave.Aside::why).toList());
        assertEquals(text, Files.readString(found.aside().get(0).to()), "moved, never deleted");
        assertNull(autosave.start().offered(), "nor offered at the next start");
    }

    /** The 3 GB autosave ran the editor out of memory: its size is looked at before it is read. */
    @Test
    void aDraftOverTheLimitIsMovedAsideUnread() throws IOException {
        DraftAutosave autosave = autosave();
        Files.createDirectories(autosave.file().getParent());
        try (RandomAccessFile f = new RandomAccessFile(autosave.file().toFile(), "rw")) {
            f.setLength(3L << 30);
        }
        DraftAutosave.Found found = autosave.start();
        assertNull(found.offered());
        assertEquals(DraftAutosave.Why.TOO_BIG, found.aside().get(0).why());
        assertEquals(3L << 30, Files.size(found.aside().get(0).to()));
        Files.delete(found.aside().get(0).to());
    }
}
