package org.katro.ui.sound;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Progress;
import org.katro.sound.SpeechLog;
import org.katro.sound.SpeechSchedule;
import org.katro.text.Language;
import org.katro.ui.lesson.LessonPlayerModel;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * espeak-ng has no Malagasy voice: a Malagasy caption is heard from the curator's recording beside
 * the lesson ({@code visitor.sounds/KEY_mg.wav}), found by the caption's key in the visitor track as
 * the station shows it; a caption without one stays on screen and the speech log says it was not
 * spoken (the speaker's side of both: {@code SpeakerTest}).
 */
class MalagasyRecordingsTest {
    @TempDir
    Path dir;

    @Test
    void aMalagasyCaptionFindsItsRecordingByItsKeyAndOneWithoutHasNone() throws IOException {
        for (String file : List.of("visitor.fxml", "visitor.properties", "visitor_mg.properties")) {
            try (InputStream in = getClass().getResourceAsStream("/lessons/" + file)) {
                Files.copy(in, dir.resolve(file));
            }
        }
        byte[] recorded = {'R', 'I', 'F', 'F', 1, 2, 3};
        Files.createDirectories(dir.resolve("visitor.sounds"));
        Files.write(dir.resolve("visitor.sounds/what_mg.wav"), recorded);
        Lesson visitor = LessonLoader.load(List.of(LessonSource.folder(dir))).lessons().stream()
                .filter(l -> l.id().equals("visitor")).findFirst().orElseThrow();
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(visitor), Language.MALAGASY, new Progress(), 0);
        StationSound.Texts texts = ScreenSound.texts(m, Language.MALAGASY);

        SpeechSchedule.Part caption = texts.parts().get(0);
        assertEquals("caption", caption.role());
        assertEquals("what", caption.key(), "the first step's caption, named by its key");
        assertTrue(!caption.text().isBlank() && !caption.text().startsWith("The "), "shown in Malagasy: " + caption.text());
        assertEquals("mg", texts.language(), "and said in Malagasy, which espeak-ng has no voice for");
        Optional<byte[]> found = texts.recordings().find(caption.key(), texts.language());
        assertTrue(found.isPresent(), "the curator's recording is what the voice is given");
        assertArrayEquals(recorded, found.get());
        assertTrue(texts.recordings().find("capture", "mg").isEmpty(), "the next caption has no recording");
        assertTrue(texts.recordings().find("what", "fr").isEmpty(), "a recording is of its own language only");
    }

    @Test
    void theSpeechLogSaysWhatWasNotSpoken() {
        List<String> lines = new ArrayList<>();
        long[] now = {5_000};
        SpeechLog log = new SpeechLog(lines::add, () -> now[0]);
        now[0] += 1_250;
        log.said("Misambotra!");
        log.notSaid("Misambotra!", "no recording and no voice for 'mg'");
        assertEquals(Arrays.asList("1.25\tMisambotra!\n", "1.25\tMisambotra!\tnot spoken: no recording and no voice for 'mg'\n"),
                lines);
    }
}
