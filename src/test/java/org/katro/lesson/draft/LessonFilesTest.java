package org.katro.lesson.draft;

import org.junit.jupiter.api.Test;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonFormat;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Question;
import org.katro.lesson.Step;
import org.katro.text.Language;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * What the editor writes is an ordinary lesson: a draft written as files is read by the loader and
 * read back into the same draft, and every shipped lesson opened and written again loads the same.
 */
class LessonFilesTest {
    /** Three steps on the worked example's first turn, a landing question, texts in English and French. */
    static LessonDraft threeSteps() {
        LessonDraft d = LessonDraft.start("my-lesson", "fianarantsoa", 6)
                .withGame("fianarantsoa", 6, null, "1+")
                .withAbout(new Wording(Map.of("en", "My lesson", "fr", "Ma leçon")),
                        new Wording(Map.of("en", "South's first lap: where does it end?")), 3, true);
        d = d.withStep(0, d.steps().get(0).withCaption(new Wording(Map.of("en", "South plays S1.",
                "fr", "Le Sud joue S1."))).toggled("S1"));
        LessonDraft.Added second = d.withStepAt(3);
        d = second.draft().withStep(second.index(), second.draft().steps().get(second.index())
                .withCaption(new Wording(Map.of("en", "The seeds = a relay: on we go # twice", "fr", "Relais !")))
                .withMore(new Wording(Map.of("en", " A line\nand a second, with a \\ and café.")))
                .withQuestion(DraftQuestion.of(Question.Kind.LANDING)
                        .withExplain(new Wording(Map.of("en", "Two seeds, S1 to S3.", "fr", "Deux graines, de S1 à S3.")))));
        LessonDraft.Added third = d.withStepAt(d.steps().get(0).at() + 1);
        return third.draft().withStep(third.index(), third.draft().steps().get(third.index())
                .withCaption(new Wording(Map.of("en", "The first seed falls.", "fr", "La première graine tombe."))));
    }

    @Test
    void aDraftWrittenAndLoadedReadsBackUnchanged() throws LessonException {
        LessonDraft draft = threeSteps();
        assertEquals(List.of(0, 1, 3), draft.steps().stream().map(DraftStep::at).toList());
        LessonFormat.Written written = LessonFiles.write(draft);
        assertEquals(6, written.files().size(), "the lesson file and one texts file per language");
        Lesson lesson = LessonFiles.load(written, draft.name());
        assertEquals("Ma leçon", lesson.title(java.util.Locale.FRENCH));
        assertEquals(" A line\nand a second, with a \\ and café.", lesson.text(java.util.Locale.ENGLISH).get("step3.more"));
        assertEquals(draft, LessonFiles.read(lesson));
        // the answer is the engine's: S1's two seeds end on S3
        assertEquals("S3", new Presentation(lesson).reveal(2).answer());
    }

    @Test
    void everyShippedLessonOpenedAndWrittenAgainLoadsTheSame() throws LessonException {
        LessonLibrary shipped = LessonLoader.load(List.of(LessonSource.bundled()));
        assertTrue(shipped.lessons().size() > 10, "found the lessons");
        for (Lesson original : shipped.lessons()) {
            LessonDraft draft = LessonFiles.read(original);
            Lesson again = LessonFiles.load(LessonFiles.write(draft), original.id());
            assertEquals(draft, LessonFiles.read(again), original.id());
            // what the steps teach and fade, and the rule each question needs, are kept though the editor does not write them
            assertEquals(original.getSteps().stream().map(s -> s.getTeaches() + " " + s.getFade() + " "
                    + (s.getQuestion() == null ? "" : s.getQuestion().getRule() + " " + s.getQuestion().getTaught())).toList(),
                    again.getSteps().stream().map(s -> s.getTeaches() + " " + s.getFade() + " "
                    + (s.getQuestion() == null ? "" : s.getQuestion().getRule() + " " + s.getQuestion().getTaught())).toList(),
                    original.id());
            // what the steps claim (the worked example proves wins and losses) is kept too
            assertEquals(original.getSteps().stream().map(Step::claim).toList(),
                    again.getSteps().stream().map(Step::claim).toList(), original.id());
            Presentation before = new Presentation(original);
            Presentation after = new Presentation(again);
            for (int i = 0; i < original.getSteps().size(); i++) {
                for (Language language : List.of(Language.ENGLISH, Language.MALAGASY)) {
                    int k = original.getSteps().get(i).getAt();
                    assertEquals(before.seek(k, -1, language, org.katro.lesson.Reveal.Medium.SCREEN).caption(),
                            after.seek(k, -1, language, org.katro.lesson.Reveal.Medium.SCREEN).caption(),
                            original.id() + " step " + i);
                }
                if (before.reveal(i) != null) {
                    assertEquals(before.reveal(i).answer(), after.reveal(i).answer(), original.id() + " step " + i);
                }
            }
        }
    }
}
