package org.katro.ui.lesson;

import org.junit.jupiter.api.Test;
import org.katro.engine.Direction;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.hint.LapCase;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonException;
import org.katro.lesson.Question;
import org.katro.lesson.draft.DraftStep;
import org.katro.lesson.draft.LessonDraft;
import org.katro.lesson.draft.LessonFiles;
import org.katro.lesson.draft.Wording;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Progress;
import org.katro.text.Language;
import org.katro.board.Board;
import org.katro.board.HoleMarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The player's logic without a screen: every way forward stops at a question, the board gives
 * nothing away while it waits, a wrong answer gets a second try, and the caption never runs ahead.
 */
class LessonPlayerModelTest {
    private final List<Lesson> lessons = LessonLoader.load(List.of(LessonSource.bundled())).lessons();
    private final Lesson worked = byId("worked-example");
    private final Lesson relay = byId("rules-4-relay");

    private Lesson byId(String id) {
        return lessons.stream().filter(l -> l.id().equals(id)).findFirst().orElseThrow();
    }

    private static int index(LessonPlayerModel m) {
        return m.game().stepping().indexProperty().get();
    }

    private static void playOut(LessonPlayerModel m) {
        while (m.tick()) {
            // playback, one event at a time
        }
    }

    @Test
    void everyWayForwardStopsAtAnOpenQuestion() {
        // the relay lesson's first question waits once South's seed of S1 is in hand (event 1)
        List<Consumer<LessonPlayerModel>> ways = List.of(LessonPlayerModel::next, LessonPlayerModel::forwardSeed, m -> {
                    m.next();
                    m.finishStep();
                }, m -> {
                    m.next();
                    playOut(m);
                });
        for (Consumer<LessonPlayerModel> way : ways) {
            LessonPlayerModel m = new LessonPlayerModel(new Presentation(relay), Language.ENGLISH, new Progress(), 0);
            way.accept(m);
            assertTrue(m.askingProperty().get(), "no way round the question");
            assertEquals(1, index(m), "stopped with the seed in hand");
            m.next();
            m.forwardSeed();
            // the step's scrubber to its last seed
            m.scrub(m.stepSizeProperty().get());
            m.finishStep();
            assertFalse(m.tick());
            assertEquals(1, index(m), "still waiting");
            assertFalse(m.canNextProperty().get());
        }
    }

    @Test
    void theSourceLineNamesTheRulesetInFullNotByItsId() {
        LessonPlayerModel en = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 0);
        assertTrue(en.source().startsWith("Rules: Katro of Fianarantsoa, "), en.source());
        LessonPlayerModel fr = new LessonPlayerModel(new Presentation(worked), Language.FRENCH, new Progress(), 0);
        assertTrue(fr.source().startsWith("Règles : Katro de Fianarantsoa, "), fr.source());
        assertFalse(en.source().contains("fianarantsoa"), "no ruleset id shown: " + en.source());
        // the source's language in the screen's language, from the bundle (a station's runtime has no JDK names)
        assertTrue(en.source().endsWith("(French)"), en.source());
        assertTrue(fr.source().endsWith("(français)"), fr.source());
        LessonPlayerModel mg = new LessonPlayerModel(new Presentation(worked), Language.MALAGASY, new Progress(), 0);
        assertTrue(mg.source().endsWith("(frantsay)"), mg.source());
    }

    @Test
    void whileAQuestionWaitsTheBoardShowsTheHandAndTheMoveButNotThePathAhead() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 0);
        m.next();
        playOut(m);
        m.next();
        assertTrue(m.askingProperty().get(), "picture 3's landing question, with the seeds of S1 in hand");
        Board s = m.boardProperty().get();
        assertEquals(2, s.hand(), "the hand holds the two seeds");
        assertEquals(Player.SOUTH, s.mover(), "on South's side");
        Hole s1 = s.geometry().hole(Player.SOUTH, 1);
        assertEquals(s1, s.selected(), "the hole played is marked");
        assertEquals(Set.of(Direction.PLUS), s.directions(), "with its direction");
        for (int k = 0; k < s.geometry().size(); k++) {
            HoleMarks marks = s.marks(s.geometry().holeAt(k));
            assertFalse(marks.ahead() || marks.landing() || marks.taken(), "a mark gives the answer away at " + k);
            assertFalse(marks.badge() != null && marks.badge().matches("\\d+"), "no order badge");
        }
        assertNull(s.captureInto());
        assertTrue(m.game().boardProperty().get().ahead().size() == 2, "the explorer's board would show the path");
        assertTrue(m.questionProperty().get().startsWith("South holds 2 seeds from S1, sown the way the arrow on S1"),
                m.questionProperty().get());
        assertTrue(m.captionProperty().get().startsWith(worked.text(java.util.Locale.ENGLISH)
                .get(worked.getSteps().get(1).getCaption())), "the caption of the picture reached stays");
    }

    /**
     * A curator's hint for taps off the lap's path is what a first such tap gets, in the learner's
     * language, instead of the engine's; a tap on the path before the last seed, a kind the curator
     * left to the engine, gets the engine's hint.
     */
    @Test
    void theCuratorsHintIsTheFirstHintForItsKindOfWrongAnswerAndTheEnginesForAnother() throws LessonException {
        LessonDraft d = LessonFiles.read(worked);
        int asked = java.util.stream.IntStream.range(0, d.steps().size())
                .filter(i -> d.steps().get(i).question() != null).findFirst().orElseThrow();
        DraftStep step = d.steps().get(asked);
        Map<String, String> own = Map.of("en", "Follow the arrow from S1, one hole a seed.",
                "fr", "Suivez la flèche depuis S1, un trou par graine.");
        Lesson hinted = LessonFiles.load(LessonFiles.write(d.withStep(asked, step.withQuestion(step.question()
                .withHint(Question.Mistake.OFF, new Wording(own))))), d.name());
        Presentation presentation = new Presentation(hinted);
        for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
            String engines = presentation.reveal(asked).lapCase().hint(LapCase.Asked.LANDING, language);
            LessonPlayerModel off = askedFirst(presentation, language, asked);
            off.tapped(off.game().cursor().geometry().hole(Player.NORTH, 1));
            assertEquals(Presentation.Verdict.TRY_AGAIN, off.verdictKindProperty().get());
            String said = off.verdictProperty().get();
            assertTrue(said.contains(own.get(language.code())), language + ": " + said);
            assertFalse(said.contains(engines), language + ": the engine's hint gives way: " + said);

            LessonPlayerModel onThePath = askedFirst(presentation, language, asked);
            onThePath.tapped(onThePath.game().cursor().geometry().hole(Player.SOUTH, 2));
            said = onThePath.verdictProperty().get();
            assertTrue(said.contains(engines), language + ": " + said);
            assertFalse(said.contains(own.get(language.code())), language + ": " + said);
        }
    }

    /** A player on {@code presentation}'s lesson, its question of step {@code asked} open. */
    private static LessonPlayerModel askedFirst(Presentation presentation, Language language, int asked) {
        LessonPlayerModel m = new LessonPlayerModel(presentation, language, new Progress(), 0);
        m.next();
        playOut(m);
        m.next();
        assertTrue(m.askingProperty().get());
        assertEquals(asked, m.stepProperty().get());
        return m;
    }

    @Test
    void aWrongAnswerIsSaidBackAndGetsASecondTryThenTheLapPlays() {
        Progress progress = new Progress();
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, progress, 0);
        m.next();
        playOut(m);
        m.next();
        Hole s2 = m.game().cursor().geometry().hole(Player.SOUTH, 2);
        m.tapped(s2);
        assertTrue(m.askingProperty().get(), "a second try");
        assertEquals(Presentation.Verdict.TRY_AGAIN, m.verdictKindProperty().get());
        assertTrue(m.verdictProperty().get().startsWith("Not quite. You tapped S2: seed 1 of the 2 in hand falls"
                + " there, but it is not the last."), m.verdictProperty().get());
        assertFalse(m.verdictProperty().get().contains("S3"), "the second try is still a prediction");
        m.tapped(s2.owner() == Player.SOUTH ? m.game().cursor().geometry().hole(Player.SOUTH, 3) : s2);
        assertFalse(m.askingProperty().get());
        assertEquals(Presentation.Verdict.RIGHT, m.verdictKindProperty().get());
        assertTrue(m.verdictProperty().get().startsWith("Right! You tapped S3"), m.verdictProperty().get());
        assertEquals(1, progress.of(worked).asked());
        assertEquals(0, progress.of(worked).right(), "only the first answer counts");
        playOut(m);
        assertEquals(3, index(m), "the lap is played");
        assertTrue(m.verdictProperty().get().startsWith("Right!"), "the verdict stays with its lap");
    }

    @Test
    void theCaptionNeverRunsAheadOfTheSeedsAndEachSeedHasItsSentence() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(relay), Language.ENGLISH, new Progress(), 0);
        m.next();
        m.choose("no");
        m.choose("no");
        String before = relay.text(java.util.Locale.ENGLISH).get("intro");
        String after = relay.text(java.util.Locale.ENGLISH).get("first-relay");
        assertEquals(before, m.captionProperty().get());
        List<String> sentences = new java.util.ArrayList<>();
        assertFalse(m.whyProperty().get().isEmpty(), "why the answer is right, behind its own control");
        assertFalse(m.verdictProperty().get().contains(m.whyProperty().get()), "not in the verdict");
        while (index(m) < 3) {
            // the intro tells the lift and what to watch; once a seed has fallen it no longer tells the board
            assertEquals(index(m) == 1 ? before : "", m.captionProperty().get(), "no caption of another moment");
            assertEquals("Step 2 of 6", m.stepLabelProperty().get());
            m.tick();
            sentences.add(m.narrationProperty().get());
            assertEquals(m.game().narrationProperty().get(), m.narrationProperty().get());
        }
        assertEquals(after, m.captionProperty().get());
        assertEquals("Seed 2 of 2", m.seedLabelProperty().get());
        assertEquals(2, sentences.stream().distinct().count(), "a sentence for each seed: " + sentences);
        assertEquals(2, m.stepSizeProperty().get(), "the step's scrubber counts its seeds, as its label does");
        assertEquals(2, m.stepIndexProperty().get());
        m.scrub(1);
        assertEquals("Seed 1 of 2", m.seedLabelProperty().get(), "the step's scrubber goes back a seed");
        assertEquals(1, m.stepIndexProperty().get(), "its thumb where its label says");
        assertEquals("", m.captionProperty().get());
        assertEquals(2, index(m));
        m.scrub(2);
        assertEquals(after, m.captionProperty().get(), "and on again: the question was answered");
        m.scrub(0);
        assertEquals("Seed 0 of 2", m.seedLabelProperty().get());
        assertEquals(0, m.stepIndexProperty().get(), "at the step's start, the thumb at its start");
    }

    /** Next step while the seeds are on their way to the next picture shows that picture at once. */
    @Test
    void nextWhileTheSeedsFallShowsThePictureAtOnce() {
        Lesson visitor = byId("visitor");
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(visitor), Language.ENGLISH, new Progress(), 0);
        m.next();
        m.tick();
        m.tick();
        int picture = visitor.getSteps().get(1).getAt();
        assertTrue(index(m) > 0 && index(m) < picture, "on the way: " + index(m));
        m.next();
        assertEquals(picture, index(m), "the picture, at once");
        assertEquals(visitor.text(java.util.Locale.ENGLISH).get(visitor.getSteps().get(1).getCaption()),
                m.captionProperty().get());
        assertFalse(m.tick(), "nothing left to play");
        m.next();
        m.tick();
        assertEquals(picture + 1, index(m), "and the next Next plays on towards the next picture");
    }

    /**
     * A lesson told in its captions alone (the visitor track) shows no sentence while its seeds fall,
     * so each seed takes the same short time, whatever its unseen sentence; a narrated lesson gives
     * each the time to read it. The visitor track's first eight seeds had taken about 20 s.
     */
    @Test
    void theSeedsOfALessonWithoutNarrationFallAtAWatchingPace() {
        LessonPlayerModel visitor = new LessonPlayerModel(new Presentation(byId("visitor")), Language.ENGLISH, new Progress(), 0);
        List<Double> shown = new ArrayList<>();
        // South's first eight events, up to the first capture, a seed at a time
        for (int k = 0; k < 8; k++) {
            visitor.forwardSeed();
            shown.add(visitor.game().stepping().secondsShown());
        }
        assertEquals(8, index(visitor));
        for (double seconds : shown) {
            assertEquals(shown.get(0), seconds, 1e-9, "every seed the same time: " + shown);
        }
        assertTrue(shown.get(0) <= 1, "a seed a second at least: " + shown);
        LessonPlayerModel narrated = new LessonPlayerModel(new Presentation(byId("worked-example")), Language.ENGLISH,
                new Progress(), 0);
        assertFalse(narrated.game().stepping().sowingPaceProperty().get(), "a narrated lesson is read at its sentences' pace");
    }

    /**
     * A lesson told in its captions alone (the visitor track) is never silent: while its seeds fall
     * between two pictures, where no caption shows, the screen says what to watch; a narrated lesson
     * says each seed instead.
     */
    @Test
    void whileTheSeedsFallALessonWithoutNarrationSaysWhatToWatch() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(byId("visitor")), Language.ENGLISH, new Progress(), 0);
        m.next();
        int silent = 0;
        int watched = 0;
        while (m.tick()) {
            if (m.captionProperty().get().isEmpty() && m.questionProperty().get().isEmpty()) {
                silent += m.watchProperty().get().isEmpty() ? 1 : 0;
                watched++;
                assertEquals("Watch which hole each seed falls into.", m.watchProperty().get());
            } else {
                assertEquals("", m.watchProperty().get(), "nothing beside a caption: " + m.captionProperty().get());
            }
        }
        assertTrue(watched > 0, "the seeds fell between two pictures");
        assertEquals(0, silent);
        LessonPlayerModel narrated = new LessonPlayerModel(new Presentation(relay), Language.ENGLISH, new Progress(), 0);
        narrated.next();
        narrated.choose("no");
        narrated.choose("no");
        while (narrated.tick()) {
            assertEquals("", narrated.watchProperty().get(), "the narration says each seed");
        }
    }

    /** The worked example in English, played up to the landing question of picture 3. */
    private LessonPlayerModel atPicture3sQuestion(Progress progress) {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, progress, 0);
        m.next();
        playOut(m);
        m.next();
        assertTrue(m.askingProperty().get(), "the landing question of picture 3");
        return m;
    }

    /**
     * Another language in the middle of a lap: the new model shows the lap's end, keeps the verdict,
     * asks no question already answered, and Next goes on (the new screen has no playback running).
     */
    @Test
    void anotherLanguageMidLapShowsItsEndAndGoesOn() {
        Progress progress = new Progress();
        LessonPlayerModel en = atPicture3sQuestion(progress);
        en.tapped(worked.cursor().geometry().hole(Player.SOUTH, 3));
        int end = en.targetProperty().get();
        en.tick();
        assertTrue(index(en) < end, "the lap is under way");

        LessonPlayerModel fr = new LessonPlayerModel(new Presentation(worked), Language.FRENCH, progress, progress.of(worked).at());
        fr.continueFrom(en);
        assertFalse(fr.askingProperty().get(), "answered: not asked again");
        assertEquals(Presentation.Verdict.RIGHT, fr.verdictKindProperty().get());
        assertTrue(fr.verdictProperty().get().startsWith("Exact"), fr.verdictProperty().get());
        assertEquals(end, index(fr), "the lap at its end");
        assertTrue(fr.canNextProperty().get());

        // picture 6's lap under way (events 8 to 14, no question): after the switch Next goes on to picture 7
        LessonPlayerModel before = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 4);
        before.next();
        assertEquals(14, before.targetProperty().get());
        before.tick();
        LessonPlayerModel de = new LessonPlayerModel(new Presentation(worked), Language.GERMAN, new Progress(), 4);
        de.continueFrom(before);
        assertEquals(14, index(de), "the lap at its end");
        de.next();
        assertEquals(15, de.targetProperty().get(), "Next goes on");
    }

    /**
     * Projected, the lesson is the class's: its answer shown and steps taken, in another language
     * too, write nothing into the learner's progress, and off the projector she is back at her open
     * question, in the language of the moment, with her first try still to give.
     */
    @Test
    void aProjectedLessonGivesTheLearnerHerPlaceBack() {
        Progress progress = new Progress();
        LessonPlayerModel en = atPicture3sQuestion(progress);
        en.tapped(worked.cursor().geometry().hole(Player.SOUTH, 2));
        assertEquals(Presentation.Verdict.TRY_AGAIN, en.verdictKindProperty().get(), "her first try, wrong");
        int step = en.stepProperty().get();
        Progress.Entry before = progress.of(worked);

        en.project(true);
        en.showAnswer();
        en.next();
        en.finishStep();
        en.next();
        en.finishStep();
        assertTrue(en.stepProperty().get() > step, "the class has gone on");
        LessonPlayerModel fr = new LessonPlayerModel(new Presentation(worked), Language.FRENCH, progress, progress.of(worked).at());
        fr.continueFrom(en);
        fr.next();
        fr.finishStep();
        assertEquals(before, progress.of(worked), "nothing written for her while projected");

        fr.project(false);
        assertEquals(before, progress.of(worked));
        assertEquals(step, fr.stepProperty().get(), "her step");
        assertTrue(fr.askingProperty().get(), "her question still open");
        assertEquals(Presentation.Verdict.TRY_AGAIN, fr.verdictKindProperty().get(), "her first try kept");
        fr.tapped(worked.cursor().geometry().hole(Player.SOUTH, 3));
        assertEquals(Presentation.Verdict.RIGHT, fr.verdictKindProperty().get(), "her second try is hers");
        assertTrue(fr.verdictProperty().get().startsWith("Exact"), fr.verdictProperty().get());
    }

    /**
     * North's front row is asked where North's turn starts (event 23); the count question after it
     * waits from event 24, where the front-row step ends. Its verdict stays to be read until Next.
     */
    @Test
    void aVerdictStaysUntilNextEvenWhereTheNextQuestionWaits() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 0);
        while (!(m.askingProperty().get() && m.kindProperty().get() == org.katro.lesson.Question.Kind.FRONT_ROW)) {
            if (m.askingProperty().get()) {
                m.showAnswer();
            }
            m.next();
            playOut(m);
        }
        assertEquals(23, index(m));
        m.showAnswer();
        playOut(m);
        assertEquals(24, index(m), "the lift of N1 is played");
        assertFalse(m.askingProperty().get(), "the next question waits for Next");
        assertEquals(Presentation.Verdict.SHOWN, m.verdictKindProperty().get());
        assertTrue(m.verdictProperty().get().contains("middle row"), m.verdictProperty().get());
        assertTrue(m.canNextProperty().get());
        m.next();
        assertTrue(m.askingProperty().get());
        assertEquals(org.katro.lesson.Question.Kind.COUNT, m.kindProperty().get());
    }

    /** One step on shows the next step's picture: picture 2 (where picture 3's question waits) is not passed by. */
    @Test
    void oneStepOnNeverPassesAStepUnseen() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 0);
        assertEquals("Step 1 of 28", m.stepLabelProperty().get());
        m.next();
        playOut(m);
        assertEquals("Step 2 of 28 \u00b7 picture 2", m.stepLabelProperty().get());
        assertEquals(worked.text(java.util.Locale.ENGLISH).get("p2"), m.captionProperty().get());
        assertFalse(m.askingProperty().get(), "the question waits for the next step on");
        assertTrue(m.canNextProperty().get());
        m.next();
        assertTrue(m.askingProperty().get());
        assertEquals("Step 3 of 28 \u00b7 picture 3", m.stepLabelProperty().get());
        assertEquals(worked.text(java.util.Locale.ENGLISH).get("p2"), m.captionProperty().get(),
                "the lift of S1 is still the board shown");
    }

    /**
     * After the capture question of picture 4 is answered, every text speaks of the board shown: the
     * caption of picture 3 goes once a seed falls, the verdict says the answer in two sentences at
     * most, and the capture still to come is told behind "Why this answer?".
     */
    @Test
    void afterAnAnswerEveryTextSpeaksOfTheBoardShown() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 2);
        m.next();
        assertEquals(org.katro.lesson.Question.Kind.CAPTURE, m.kindProperty().get());
        m.choose("yes");
        assertEquals(Presentation.Verdict.RIGHT, m.verdictKindProperty().get());
        assertEquals("Right! You answered yes.", m.verdictProperty().get());
        assertTrue(m.whyProperty().get().contains("N5"), m.whyProperty().get());
        m.tick();
        assertEquals("", m.captionProperty().get(), "picture 3's caption no longer tells the board");
        assertTrue(m.boardProperty().get().highlighted().isEmpty(), "nor its holes pointed out");
        assertFalse(m.verdictProperty().get().contains("N5"), "no capture to come in the verdict");
        playOut(m);
        assertEquals(worked.text(java.util.Locale.ENGLISH).get("p4"), m.captionProperty().get());
    }

    /** Every verdict on a settled question is one or two short sentences, in every lesson and language. */
    @Test
    void everyVerdictIsOneOrTwoSentences() {
        for (Lesson lesson : lessons) {
            Presentation p = new Presentation(lesson);
            for (int i = 0; i < lesson.getSteps().size(); i++) {
                if (p.reveal(i) == null) {
                    continue;
                }
                for (Language language : Language.values()) {
                    for (String given : p.reveal(i).choices().isEmpty() ? List.of(p.reveal(i).answer())
                            : p.reveal(i).choices()) {
                        Presentation.Verdict how = p.reveal(i).isRight(given) ? Presentation.Verdict.RIGHT
                                : Presentation.Verdict.WRONG;
                        String v = p.verdict(i, how, given, language);
                        long sentences = v.split("[.!?\u061f](\\s|$)").length;
                        assertTrue(sentences <= 2 && v.length() <= 160, lesson.id() + " " + i + ": " + v);
                    }
                }
            }
        }
    }

    /** Back to an answered question: the learner's answer and the explanation are there again. */
    @Test
    void steppingBackToAnAnsweredQuestionSaysItsAnswerAgain() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 0);
        m.next();
        playOut(m);
        m.next();
        Hole s2 = worked.cursor().geometry().hole(Player.SOUTH, 2);
        m.tapped(s2);
        m.tapped(s2);
        // the ladder's third rung: a hint, then the board pointing, then the answer
        m.tapped(s2);
        assertEquals(Presentation.Verdict.WRONG, m.verdictKindProperty().get());
        String verdict = m.verdictProperty().get();
        String why = m.whyProperty().get();
        playOut(m);
        m.next();
        playOut(m);
        assertEquals("", m.verdictProperty().get(), "picture 4: that answer is behind");
        m.previous();
        m.backSeed();
        assertEquals(2, index(m), "in the lap of the answered question");
        assertEquals(Presentation.Verdict.WRONG, m.verdictKindProperty().get());
        assertEquals(verdict, m.verdictProperty().get(), "the learner's own answer");
        assertTrue(verdict.contains("You tapped S2"), verdict);
        assertEquals(why, m.whyProperty().get());
        assertFalse(m.askingProperty().get(), "not asked again");
    }

    /**
     * The hint ladder on a yes/no question: a first wrong answer gets the rule that decides it in the
     * learner's case (the front row now the inner row, the facing hole in North's inner row), not the
     * answer, and the second try asks why among reasons, so that it is not a free press; a wrong reason
     * gets the board pointing at the landing and the hole facing it; only then the answer.
     */
    @Test
    void aWrongYesOrNoClimbsTheHintLadder() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 2);
        m.next();
        m.choose("no");
        assertEquals(Presentation.Verdict.TRY_AGAIN, m.verdictKindProperty().get());
        String hint = m.verdictProperty().get();
        assertTrue(hint.startsWith("Not quite. You answered no. A last seed on an occupied hole of South's front row,"
                + " now the inner row, captures what the facing hole holds: the hole of North's inner row"), hint);
        assertTrue(hint.endsWith("Now say why: choose the reason."), hint);
        assertFalse(hint.contains("S6") || hint.contains("N5"), "the hint is not the answer: " + hint);
        List<LessonPlayerModel.Choice> reasons = m.choicesProperty().get();
        assertEquals(3, reasons.size(), "two or three reasons, not yes and no again: " + reasons);
        assertTrue(reasons.stream().allMatch(c -> c.answer().startsWith("why:")), reasons.toString());
        List<String> wrong = reasons.stream().map(LessonPlayerModel.Choice::answer)
                .filter(a -> !m.presentation().reveal(3).isRight(a)).toList();
        assertEquals(2, wrong.size(), "one reason is right");
        assertTrue(reasons.stream().anyMatch(c -> c.label().startsWith("Yes: it lands on seeds in the front row")));
        m.choose(wrong.get(0));
        assertEquals(Presentation.Verdict.LOOK, m.verdictKindProperty().get());
        assertTrue(m.askingProperty().get(), "a last try");
        assertTrue(m.verdictProperty().get().contains("The last seed falls into S6; the hole facing it, N5, is marked too."),
                m.verdictProperty().get());
        Geometry g = worked.cursor().geometry();
        assertEquals(Set.of(g.hole(Player.SOUTH, 6), g.hole(Player.NORTH, 5)), m.boardProperty().get().highlighted(),
                "the board points at what to look at");
        m.choose(wrong.get(1));
        assertEquals(Presentation.Verdict.WRONG, m.verdictKindProperty().get());
        assertFalse(m.askingProperty().get());
        assertFalse(m.whyProperty().get().isEmpty(), "then the answer with its why");
        LessonPlayerModel fr = new LessonPlayerModel(new Presentation(worked), Language.FRENCH, new Progress(), 2);
        fr.next();
        fr.choose("no");
        assertTrue(fr.verdictProperty().get().contains("la rangée de front de Sud, maintenant la rangée intérieure"),
                fr.verdictProperty().get());
    }

    /** The right reason on the second try settles a yes/no question as right. */
    @Test
    void theRightReasonOnTheSecondTryIsRight() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(worked), Language.ENGLISH, new Progress(), 2);
        m.next();
        m.choose("no");
        String right = m.choicesProperty().get().stream().map(LessonPlayerModel.Choice::answer)
                .filter(a -> m.presentation().reveal(3).isRight(a)).findFirst().orElseThrow();
        assertEquals("why:capture", right);
        m.choose(right);
        assertEquals(Presentation.Verdict.RIGHT, m.verdictKindProperty().get());
        assertTrue(m.verdictProperty().get().startsWith("Right! You chose: Yes:"), m.verdictProperty().get());
    }

    private Hole hole(LessonPlayerModel m, Player player, int number) {
        return m.game().cursor().geometry().hole(player, number);
    }

    @Test
    void theSeedsFallingBeforeALastSeedTapShowNothingOfWhereTheLapGoes() {
        // rules-4's fifth step fades to its last seed: the seeds before it fall by themselves, and
        // the path ahead drawn over them would name the hole the learner is to tap
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(byId("rules-4-relay")), Language.ENGLISH,
                new Progress(), 3);
        m.next();
        int seen = 0;
        while (!m.sowingProperty().get() && m.tick()) {
            assertEquals(List.of(), m.boardProperty().get().ahead(), "the path ahead at " + index(m));
            seen++;
        }
        assertTrue(m.sowingProperty().get(), "the last seed waits for the learner's tap");
        assertEquals(List.of(), m.boardProperty().get().ahead(), "nothing of where the last seed falls is shown");
        assertTrue(seen > 0, "seeds fell by themselves before the tap");
    }

    @Test
    void aFadedStepWaitsForTheLearnerToSowEachSeedAndCorrectsAWrongTapAtOnceWithThePathDrawn() {
        // rules-1's third step is North's lap of N3's two seeds, into N4 then N5: the learner sows them
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(byId("rules-1-serpent")), Language.ENGLISH,
                new Progress(), 1);
        m.next();
        playOut(m);
        assertTrue(m.sowingProperty().get(), "the lap waits for the learner's tap");
        assertEquals(6, index(m), "N3's seeds in hand, none sown");
        assertEquals("Your turn to sow: tap the hole where the next seed falls.", m.questionProperty().get());
        assertEquals(List.of(), m.boardProperty().get().ahead(), "nothing of where the seeds fall is shown");
        assertFalse(m.canNextProperty().get());
        m.next();
        m.forwardSeed();
        m.finishStep();
        assertFalse(m.tick());
        assertEquals(6, index(m), "no way round the tap");

        m.tapped(hole(m, Player.NORTH, 4));
        assertEquals(Presentation.Verdict.RIGHT, m.verdictKindProperty().get());
        assertEquals("Yes: the seed falls in N4.", m.verdictProperty().get());
        assertEquals(7, index(m), "one seed sown");
        assertTrue(m.sowingProperty().get(), "the next seed waits");

        m.tapped(hole(m, Player.NORTH, 1));
        assertEquals(Presentation.Verdict.WRONG, m.verdictKindProperty().get());
        assertEquals("You tapped N1; the seed falls in N5. Its path: N4 N5.", m.verdictProperty().get());
        assertEquals(Set.of(hole(m, Player.NORTH, 4), hole(m, Player.NORTH, 5)),
                m.boardProperty().get().highlighted(), "the lap's path drawn");
        assertEquals(8, index(m), "the seed sown where it falls, the step's end shown");
        assertFalse(m.sowingProperty().get());
        assertTrue(m.canNextProperty().get());

        // back and on again: the seeds sown fall by themselves
        m.previous();
        m.next();
        playOut(m);
        assertEquals(8, index(m));
        assertFalse(m.sowingProperty().get());

        // the first seed tapped wrong: one hole is no path to speak of
        LessonPlayerModel first = new LessonPlayerModel(new Presentation(byId("rules-1-serpent")), Language.ENGLISH,
                new Progress(), 1);
        first.next();
        playOut(first);
        first.tapped(hole(first, Player.NORTH, 1));
        assertEquals(Presentation.Verdict.WRONG, first.verdictKindProperty().get());
        assertEquals("You tapped N1; the seed falls in N4.", first.verdictProperty().get());
        assertEquals(Set.of(hole(first, Player.NORTH, 4)), first.boardProperty().get().highlighted(), "where it fell drawn");
    }

    @Test
    void aStepFadedToItsLastSeedAsksOnlyTheLastSeed() {
        // rules-4's fifth step sows S5's two seeds into S6 and S7: S6 falls by itself, S7 is the learner's
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(relay), Language.ENGLISH, new Progress(), 3);
        m.next();
        playOut(m);
        assertTrue(m.sowingProperty().get());
        assertEquals(8, index(m), "the first seed fell by itself");
        assertEquals("Your turn: tap the hole where the last seed falls.", m.questionProperty().get());
        m.tapped(hole(m, Player.SOUTH, 7));
        assertEquals(Presentation.Verdict.RIGHT, m.verdictKindProperty().get());
        assertEquals(9, index(m));
        assertFalse(m.sowingProperty().get(), "one tap only");
    }

    @Test
    void aStepFadedToItsOutcomeAsksWhereTheTurnEndsBeforeAnySeedFalls() {
        // rules-6's last step: S4's four seeds go round to S9, which was empty
        Lesson deeper = byId("rules-6-deeper-captures");
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(deeper), Language.ENGLISH, new Progress(), 4);
        m.next();
        playOut(m);
        assertTrue(m.sowingProperty().get());
        assertEquals("Your turn: tap the hole where this turn ends.", m.questionProperty().get());
        assertEquals("0", m.seedLabelProperty().get().replaceAll("\\D*(\\d+).*", "$1"), "no seed fallen yet");
        m.tapped(hole(m, Player.SOUTH, 1));
        assertEquals("You tapped S1; the turn ends in S9. Its path: S3 S2 S1 S9.", m.verdictProperty().get());
        assertEquals(14, index(m), "the turn shown to its end");
        assertFalse(m.sowingProperty().get());
    }

    @Test
    void aProjectorOrAStationPlayingByItselfSowsAFadedStepItself() {
        LessonPlayerModel m = new LessonPlayerModel(new Presentation(relay), Language.ENGLISH, new Progress(), 3);
        m.unattendedProperty().set(true);
        m.next();
        playOut(m);
        assertFalse(m.sowingProperty().get());
        assertEquals(9, index(m));
    }
}
