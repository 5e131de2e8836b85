package org.katro.lesson.draft;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
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
        assertNull(autosave.start().offered());
        // no English caption: the loader would refuse it, the autosave keeps it all the same
        LessonDraft unfinished = draft.withStep(1, draft.steps().get(1).withCaption(new Wording(java.util.Map.of("fr", "Pas fini"))));
        autosave.save(unfinished);
        assertEquals(unfinished, autosave.start().offered());
        autosave.answered();
        Files.writeString(autosave.file(), "steps=two\n");
        DraftAutosave.Found damaged = autosave.start();
        assertNull(damaged.offered(), "a damaged autosave is not offered");
        assertEquals(DraftAutosave.Why.DAMAGED, damaged.aside().get(0).why());
        assertEquals("steps=two\n", Files.readString(damaged.aside().get(0).to()), "but kept, aside");
        autosave.save(unfinished);
        autosave.clear();
        assertFalse(Files.exists(autosave.file()));
    }

    /** The real disk, but the lesson file's write or move fails: with an IOException, or as if the power went. */
    private static LessonFolder.Disk failing(boolean write, RuntimeException kill) {
        return new LessonFolder.Disk() {
            @Override
            public void write(Path file, byte[] bytes) throws IOException {
                if (write && file.getFileName().toString().endsWith(".fxml")) {
                    if (kill != null) {
                        Files.write(file, java.util.Arrays.copyOf(bytes, bytes.length / 2));
                        throw kill;
                    }
                    throw new IOException("No space left on device");
                }
                Files.write(file, bytes);
            }

            @Override
            public void move(Path from, Path to) throws IOException {
                if (!write && to.getFileName().toString().endsWith(".fxml")) {
                    throw kill;
                }
                Files.move(from, to, java.nio.file.StandardCopyOption.ATOMIC_MOVE,
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        };
    }

    private static java.util.Map<String, String> contents(Path folder) throws IOException {
        java.util.Map<String, String> out = new java.util.TreeMap<>();
        try (var all = Files.walk(folder)) {
            for (Path p : all.filter(Files::isRegularFile).toList()) {
                out.put(folder.relativize(p).toString(), Files.readString(p, StandardCharsets.UTF_8));
            }
        }
        return out;
    }

    /** The draft without its second step: saved, the texts' keys move (step3 becomes step2). */
    private LessonDraft edited() {
        return draft.withoutStep(1).withAbout(draft.title().with("en", "Edited"), draft.summary(), 3, true);
    }

    @Test
    void aSaveWhoseLessonFileCannotBeWrittenChangesNoFile() throws Exception {
        Files.writeString(dir.resolve(LessonSource.INDEX), "other.fxml\n");
        String read = new LessonFolder(dir).save(draft.name(), LessonFiles.write(draft), LessonFolder.nothing(draft.name()), false);
        java.util.Map<String, String> before = contents(dir);
        LessonFolder full = new LessonFolder(dir, failing(true, null));
        LessonFolder.Refused r = assertThrows(LessonFolder.Refused.class,
                () -> full.save(draft.name(), LessonFiles.write(edited()), read, false));
        assertEquals(LessonFolder.Reason.CANNOT_WRITE, r.reason());
        assertTrue(r.args().get(1).contains("No space left on device"), r.args().toString());
        assertEquals(before, contents(dir), "\"Not saved\": every file as it was, nothing left beside them");
        assertEquals(draft, LessonFiles.read(LessonLoader.load(LessonSource.folder(dir), "my-lesson.fxml")));
    }

    @Test
    void aSaveCutShortBeforeItsListIsWrittenLeavesTheOldLesson() throws Exception {
        String read = new LessonFolder(dir).save(draft.name(), LessonFiles.write(draft), LessonFolder.nothing(draft.name()), false);
        LessonFolder cut = new LessonFolder(dir, failing(true, new IllegalStateException("power cut")));
        assertThrows(IllegalStateException.class, () -> cut.save(draft.name(), LessonFiles.write(edited()), read, false));
        assertEquals(draft, LessonFiles.read(LessonLoader.load(LessonSource.folder(dir), "my-lesson.fxml")));
        // the next save throws the half-staged files away and saves whole
        new LessonFolder(dir).save(draft.name(), LessonFiles.write(edited()), read, false);
        assertEquals(edited(), LessonFiles.read(LessonLoader.load(LessonSource.folder(dir), "my-lesson.fxml")));
        assertFalse(Files.exists(dir.resolve(LessonSource.SAVING)));
    }

    @Test
    void aSaveCutShortWhileMovingIsReadWholeAndFinishedByTheNextSave() throws Exception {
        Files.writeString(dir.resolve(LessonSource.INDEX), "# ours\n");
        String read = new LessonFolder(dir).save(draft.name(), LessonFiles.write(draft), LessonFolder.nothing(draft.name()), false);
        java.util.Map<String, String> saved = contents(dir);
        LessonDraft other = draft.withName("other-lesson");
        new LessonFolder(dir).save(other.name(), LessonFiles.write(other), LessonFolder.nothing(other.name()), false);
        LessonFolder cut = new LessonFolder(dir, failing(false, new IllegalStateException("power cut")));
        assertThrows(IllegalStateException.class, () -> cut.save(draft.name(), LessonFiles.write(edited()), read, false));
        // on disk a mix: the new texts moved, the old lesson file still in place
        assertEquals(saved.get("my-lesson.fxml"), Files.readString(dir.resolve("my-lesson.fxml")));
        assertFalse(saved.get("my-lesson.properties").equals(Files.readString(dir.resolve("my-lesson.properties"))));
        // yet the reader reads the new lesson whole, as after the save
        assertEquals(edited(), LessonFiles.read(LessonLoader.load(LessonSource.folder(dir), "my-lesson.fxml")));
        LessonLibrary all = LessonLoader.load(List.of(LessonSource.folder(dir)));
        assertEquals(List.of(), all.problems());
        assertEquals(List.of("my-lesson", "other-lesson"), all.lessons().stream().map(l -> l.id()).toList(),
                "the lesson list as the save wrote it");
        // and the next save moves the rest into place
        new LessonFolder(dir).save(other.name(), LessonFiles.write(other), new LessonFolder(dir).fingerprint(other.name()),
                false);
        assertFalse(Files.exists(dir.resolve(LessonSource.SAVING)));
        assertEquals(new String(LessonFiles.write(edited()).files().get("my-lesson.fxml"), StandardCharsets.UTF_8),
                Files.readString(dir.resolve("my-lesson.fxml")));
        assertEquals(edited(), LessonFiles.read(LessonLoader.load(LessonSource.folder(dir), "my-lesson.fxml")));
    }

    @Test
    void aLessonSavedAgainKeepsItsFilesPermissions() throws Exception {
        String read = new LessonFolder(dir).save(draft.name(), LessonFiles.write(draft), LessonFolder.nothing(draft.name()), false);
        Path fxml = dir.resolve("my-lesson.fxml");
        var shared = java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-r--");
        Files.setPosixFilePermissions(fxml, shared);
        new LessonFolder(dir).save(draft.name(), LessonFiles.write(edited()), new LessonFolder(dir).fingerprint(draft.name()),
                false);
        assertEquals(shared, Files.getPosixFilePermissions(fxml));
        assertFalse(read.equals(new LessonFolder(dir).fingerprint(draft.name())), "saved anew");
    }
}
