package org.katro.lesson.draft;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The editor writes only into the curator's folder, whole files, under a safe name, never over someone else's change. */
class LessonFolderTest {
    @TempDir
    Path dir;

    private final LessonDraft draft = LessonFilesTest.threeSteps();

    private LessonFolder.Reason refused(LessonFolder folder, LessonDraft d, String expected) {
        return assertThrows(LessonFolder.Refused.class,
                () -> folder.save(d.name(), LessonFiles.write(d), expected, false)).reason();
    }

    @Test
    void aSavedLessonLoadsFromTheFolderAndJoinsItsLessonList() throws Exception {
        Path lessons = dir.resolve("lessons");
        Files.createDirectories(lessons);
        Files.writeString(lessons.resolve(LessonSource.INDEX), "# ours\nother.fxml");
        new LessonFolder(lessons).save(draft.name(), LessonFiles.write(draft), LessonFolder.nothing(draft.name()), false);
        assertEquals("# ours\nother.fxml\nmy-lesson.fxml\n", Files.readString(lessons.resolve(LessonSource.INDEX)));
        assertEquals(draft, LessonFiles.read(LessonLoader.load(LessonSource.folder(lessons), "my-lesson.fxml")));
        assertTrue(Files.readString(lessons.resolve("my-lesson_fr.properties"), StandardCharsets.UTF_8).contains("Ma leçon"));
    }

    @Test
    void aFileChangedOnDiskMeanwhileIsNotOverwrittenSilently() throws Exception {
        LessonFolder folder = new LessonFolder(dir);
        String read = folder.save(draft.name(), LessonFiles.write(draft), LessonFolder.nothing(draft.name()), false);
        Path fr = dir.resolve("my-lesson_fr.properties");
        Files.writeString(fr, "title=Changée à la main\n");
        LessonDraft edited = draft.withAbout(draft.title().with("en", "Edited"), draft.summary(), 3, true);
        assertEquals(LessonFolder.Reason.CHANGED, refused(folder, edited, read));
        assertEquals("title=Changée à la main\n", Files.readString(fr));
        // said so, the curator may replace it
        folder.save(edited.name(), LessonFiles.write(edited), read, true);
        assertEquals(edited, LessonFiles.read(LessonLoader.load(LessonSource.folder(dir), "my-lesson.fxml")));
        // a new lesson of a name already there is not written over it either
        assertEquals(LessonFolder.Reason.EXISTS, refused(folder, draft, LessonFolder.nothing(draft.name())));
    }

    @Test
    void anUnsafeNameIsRefusedAndNothingIsWritten() throws IOException {
        LessonFolder folder = new LessonFolder(dir.resolve("lessons"));
        for (String name : List.of("../escape", "/etc/passwd", "My lesson", "", "a/b", "x.fxml")) {
            assertEquals(LessonFolder.Reason.UNSAFE_NAME, refused(folder, draft.withName(name), LessonFolder.nothing(name)), name);
        }
        try (var all = Files.walk(dir)) {
            assertEquals(List.of(dir), all.toList());
        }
    }

    @Test
    void aLinkInTheFolderIsNeverWrittenThrough() throws IOException {
        Path outside = dir.resolve("outside.txt");
        Files.writeString(outside, "keep me");
        Path lessons = Files.createDirectories(dir.resolve("lessons"));
        Files.createSymbolicLink(lessons.resolve("my-lesson_fr.properties"), outside);
        assertEquals(LessonFolder.Reason.NOT_A_FILE, refused(new LessonFolder(lessons), draft,
                new LessonFolder(lessons).fingerprint(draft.name())));
        assertEquals("keep me", Files.readString(outside));
        assertFalse(Files.exists(lessons.resolve("my-lesson.fxml")));
    }

    @Test
    void aFolderThatCannotBeMadeIsSaidAndTheDraftIsKept() throws IOException {
        Path file = dir.resolve("not-a-folder");
        Files.writeString(file, "x");
        LessonFolder folder = new LessonFolder(file.resolve("lessons"));
        LessonFolder.Refused r = assertThrows(LessonFolder.Refused.class, () -> folder.save(draft.name(),
                LessonFiles.write(draft), LessonFolder.nothing(draft.name()), false));
        assertEquals(LessonFolder.Reason.CANNOT_WRITE, r.reason());
        assertEquals(file.resolve("lessons").toString(), r.args().get(0));
    }

    @Test
    void theAutosaveGivesBackTheDraftEvenOneTheLoaderRefuses() throws IOException, LessonException {
        DraftAutosave autosave = new DraftAutosave(dir.resolve("data/lesson-draft.properties"));
        assertTrue(autosave.load().isEmpty());
        // no English caption: the loader would refuse it, the autosave keeps it all the same
        LessonDraft unfinished = draft.withStep(1, draft.steps().get(1).withCaption(new Wording(java.util.Map.of("fr", "Pas fini"))));
        autosave.save(unfinished);
        assertEquals(unfinished, autosave.load().orElseThrow());
        Files.writeString(autosave.file(), "steps=two\n");
        assertTrue(autosave.load().isEmpty(), "a damaged autosave is not offered");
        autosave.clear();
        assertFalse(Files.exists(autosave.file()));
    }
}
