package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.katro.board.Board;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Predict-then-reveal answers come from the engine's events; the checker grades them and says what an answer meant. */
class QuestionTest {
    private final Lesson worked = LessonLoader.load(List.of(LessonSource.bundled())).byId("worked-example")
            .orElseThrow();

    private Reveal reveal(String ask, int stepStart) {
        return question(ask, null).reveal(worked.cursor(), stepStart).orElseThrow();
    }

    private static Question question(String ask, String other) {
        return new Question(ask, null, null, other);
    }

    @Test
    void whereTheLastSeedLandsAndWhatATappedHoleMeant() {
        Reveal r = reveal("landing", 0);
        assertEquals(3, r.lapEnd(), "the first lap ends after three events");
        assertEquals(1, r.askAt(), "asked once the two seeds of S1 are in hand");
        assertEquals("S3", r.answer());
        assertTrue(r.isRight("S3"));
        assertFalse(r.isRight("S2"));
        assertFalse(r.isRight("N3"));
        assertTrue(r.response("S2", Language.ENGLISH).startsWith("You tapped S2: seed 1 of the 2 in hand falls there;"
                + " the last one reaches S3."), r.response("S2", Language.ENGLISH));
        assertTrue(r.response("N3", Language.ENGLISH).startsWith("You tapped N3: no seed of this lap falls there."));
        assertTrue(r.response("S3", Language.ENGLISH).startsWith("You tapped S3: the last seed in hand, seed 2 of 2"));
        // a first wrong try is told what it meant, not where the last seed goes
        String hint = r.hint("S2", Language.ENGLISH, null);
        assertTrue(hint.contains("seed 1 of the 2") && !hint.contains("S3"), hint);
        assertTrue(r.response("S2", Language.FRENCH).startsWith("Vous avez touché S2 : la graine 1 sur les 2"));
    }

    @Test
    void whetherTheLapCapturesAndHowMany() {
        Reveal relay = reveal("capture", 0);
        assertEquals("no", relay.answer());
        assertEquals(List.of("yes", "no"), relay.choices());
        Reveal capture = reveal("capture", 3);
        assertEquals("S6", capture.landing().name());
        assertTrue(capture.isRight("yes"));
        assertFalse(capture.isRight("no"));
        assertEquals("N5", capture.lap().captures().get(0).from().name());
        Reveal count = reveal("count", 3);
        assertEquals("2", count.answer(), "the capture takes the two seeds of N5");
        assertTrue(count.choices().containsAll(List.of("0", "1", "2", "3")), count.choices().toString());
        assertEquals("You chose 3.", count.response("3", Language.ENGLISH));
        assertTrue(count.why(Language.ENGLISH).startsWith("South's last seed lands in S6"));
        assertEquals("0", reveal("count", 0).answer(), "a relay takes nothing");
    }

    @Test
    void whetherTheTurnEnds() {
        assertEquals("no", reveal("turn-ends", 3).answer(), "that lap captures, the turn goes on");
        assertEquals("yes", reveal("turn-ends", 15).answer(), "six seeds round to the emptied hole");
    }

    @Test
    void whichRowIsTheFrontRowIsAskedWhereTheTurnStarts() {
        GameCursor game = worked.cursor();
        int secondTurn = game.turnStarts().get(1);
        Question q = new Question("front-row", null, "N", null);
        Reveal r = q.reveal(game, secondTurn).orElseThrow();
        assertEquals(secondTurn, r.askAt(), "before North lifts anything");
        assertEquals("middle", r.answer(), "South's first turn took North's inner row");
        assertEquals(List.of("outer", "middle", "inner"), r.choices());
        assertTrue(r.response("inner", Language.ENGLISH).startsWith("You chose the inner row, but North has no seed"
                + " left there."), r.response("inner", Language.ENGLISH));
        assertTrue(r.response("outer", Language.ENGLISH).startsWith("You chose the outer row, but North still has"
                + " seeds further in."), r.response("outer", Language.ENGLISH));
        assertTrue(r.response("middle", Language.ENGLISH).equals("You chose the middle row."),
                r.response("middle", Language.ENGLISH));
        assertTrue(r.response("middle", Language.GERMAN).startsWith("Du hast die mittlere Reihe gew\u00e4hlt."),
                r.response("middle", Language.GERMAN));
        assertTrue(q.reveal(game, secondTurn + 1).isEmpty(), "not in the middle of a turn");
    }

    @Test
    void whichOfTwoMovesCapturesIsReadFromTheEngine() {
        GameCursor game = worked.cursor();
        // South's first move, 1+, relays; 6- would end its lap elsewhere
        Question q = question("which-captures", "2+");
        java.util.Optional<Reveal> r = q.reveal(game, 0);
        Question same = question("which-captures", "1+");
        assertTrue(same.reveal(game, 0).isEmpty(), "the other move must differ from the game's");
        Question illegal = question("which-captures", "9+");
        assertTrue(illegal.reveal(game, 0).isEmpty(), "and be legal");
        r.ifPresent(reveal -> {
            assertTrue(reveal.choices().contains("S1+") && reveal.choices().contains("S2+"));
            assertTrue(reveal.isRight(reveal.answer()));
            assertTrue(reveal.why(Language.ENGLISH).contains("captures"));
        });
    }

    @Test
    void theExplanationSaysWhatTheEngineDid() {
        Reveal capture = reveal("capture", 3);
        String en = capture.explanation(Language.ENGLISH);
        assertTrue(en.contains("S6") && en.contains("N5") && en.contains("2"), en);
        assertTrue(capture.explanation(Language.FRENCH).startsWith("La dernière graine de Sud"));
        String end = reveal("capture", 176).explanation(Language.ENGLISH);
        assertTrue(end.contains("game ends"), end);
    }

    @Test
    void noLapLeftMeansNoAnswer() {
        GameCursor game = worked.cursor();
        assertTrue(question("landing", null).reveal(game, game.size()).isEmpty());
    }

    /** The board key's word for an arrow, in each language. */
    private static final Map<Language, String> ARROW = Map.of(Language.ENGLISH, "arrow", Language.FRENCH, "flèche",
            Language.GERMAN, "Pfeil", Language.CATALAN, "fletxa", Language.MALAGASY, "zana-tsipìka");

    @Test
    void aQuestionTellsTheWayByTheArrowOnTheHoleItsBoardDraws() {
        // "towards the higher numbers" read wrong from a serpent's last hole, whose next hole is 1
        List<String> problems = new ArrayList<>();
        int asked = 0;
        for (Lesson lesson : LessonLoader.load(List.of(LessonSource.bundled())).lessons()) {
            Presentation p = new Presentation(lesson);
            for (int i = 0; i < lesson.getSteps().size(); i++) {
                Reveal r = p.reveal(i);
                if (r == null || r.kind().beforeTurn()) {
                    continue;
                }
                Event.Pick pick = r.lap().pick();
                for (Language language : ARROW.keySet()) {
                    for (Reveal.Medium medium : Reveal.Medium.values()) {
                        Presentation.Moment waiting = p.seek(r.askAt(), i, language, medium);
                        Board board = waiting.board();
                        String where = lesson.id() + " step " + (i + 1) + " in " + language + " on " + medium;
                        String question = waiting.question();
                        if (r.singleSeed()) {
                            // a single seed's arrow would point at the very hole asked for: the way is said in words
                            if (!pick.hole().equals(board.selected()) || !board.directions().isEmpty()) {
                                problems.add(where + ": the arrow on " + pick.hole().name() + " points at the answer");
                            }
                            if (question.contains(ARROW.get(language)) || !question.contains(pick.hole().name())) {
                                problems.add(where + ": a single seed's way is not said in words: " + question);
                            }
                        } else if (!pick.hole().equals(board.selected()) || !board.directions().equals(Set.of(pick.direction()))) {
                            problems.add(where + ": the board draws no arrow of " + pick.direction() + " on " + pick.hole().name());
                        }
                        if (!r.singleSeed() && (!question.contains(ARROW.get(language)) || !question.contains(pick.hole().name()))) {
                            problems.add(where + ": the way is not the arrow on " + pick.hole().name() + ": " + question);
                        }
                        asked++;
                    }
                }
            }
        }
        assertTrue(problems.isEmpty(), problems.size() + " questions, the first: " + problems.subList(0, Math.min(3, problems.size())));
        assertTrue(asked >= 10 * 5 * 3, "lap questions checked: " + asked);
    }
}
