package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.katro.engine.GameCursor;
import org.katro.engine.Player;
import org.katro.notation.Notation;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The worked example lesson shows the boards of docs/worked-example.md's picture column, one step each. */
class WorkedExampleLessonTest {
    /** Picture number to board, copied from the "picture" column of ../shared/spec/WORKED_EXAMPLE.md. */
    private static final Map<Integer, String> PICTURES = new LinkedHashMap<>();

    static {
        String[] boards = {
            "2,2/2,2/2,2/2,2/2,2/0,2", "2,2/2,2/2,2/2,2/2,3/0,3", "2,2/2,2/2,2/3,3/3,0/0,3",
            "2,2/2,2/2,0/3,5/3,0/0,3", "2,2/2,2/2,0/4,0/4,1/1,4", "2,2/2,2/0,0/6,0/4,1/1,4",
            "2,2/2,2/0,0/1,1/5,2/2,5", "2,0/2,2/0,0/1,1/5,2/2,5", "3,0/3,2/0,0/1,1/5,2/2,5",
            "3,0/4,2/0,0/0,1/5,2/2,5", "3,1/0,3/1,1/0,1/5,2/2,5", "3,1/0,3/1,1/0,0/5,2/3,5",
            "3,1/0,3/1,1/0,0/6,3/0,6", "3,1/0,3/0,1/0,0/7,3/0,6", "3,1/0,3/0,1/2,7/1,0/5,1",
            "3,1/0,3/0,1/3,8/2,1/0,2", "3,1/0,3/0,0/3,9/2,1/0,2", "3,1/0,3/0,0/4,1/3,3/2,4",
            "3,1/0,3/0,0/5,2/4,0/2,4", "3,1/0,0/0,0/5,5/4,0/2,4", "3,1/0,0/0,0/6,0/5,1/3,5",
            "0,1/0,0/0,0/9,0/5,1/3,5", "0,1/0,0/0,0/1,2/6,2/5,7", "0,1/0,0/0,0/3,9/2,0/5,4",
        };
        for (int i = 0; i < boards.length; i++) {
            PICTURES.put(i + 2, boards[i]);
        }
    }

    private final Lesson lesson = LessonLoader.load(List.of(LessonSource.bundled())).byId("worked-example")
            .orElseThrow();

    @Test
    void itIsTheDocumentedGame() {
        GameCursor game = lesson.cursor();
        assertEquals(List.of("1+", "1+", "6+"), game.turns().stream().map(t -> t.move().toString()).toList());
        assertEquals("2,2/2,2/2,2/2,2/2,2/2,2 S 0", game.start().toString());
        assertEquals(Optional.of(Player.SOUTH), winnerAtEnd(game));
        assertEquals(0, lesson.getSteps().get(0).getAt(), "an introduction before the first seed");
    }

    @Test
    void everyPictureIsOneStepOnItsBoard() {
        GameCursor game = lesson.cursor();
        Map<Integer, String> shown = new LinkedHashMap<>();
        for (Step step : lesson.getSteps()) {
            if (step.getPicture() > 0) {
                game.seek(step.getAt());
                shown.put(step.getPicture(), Notation.board(game.position()));
            }
        }
        assertEquals(PICTURES, shown);
    }

    @Test
    void everySeedCanBeSteppedBothWays() {
        GameCursor game = lesson.cursor();
        int seeds = 0;
        while (game.forward()) {
            seeds += game.current().orElseThrow() instanceof org.katro.engine.Event.Sow ? 1 : 0;
            assertEquals(24, game.total());
        }
        assertEquals(142, seeds);
        while (game.back()) {
            assertEquals(24, game.total());
        }
        assertFalse(game.canStepBack());
    }

    @Test
    void theSideNotesAreWhereTheSourceErrs() {
        Step first = step(2);
        Step last = step(25);
        assertTrue(lesson.text(java.util.Locale.ENGLISH).get(first.getNote()).contains("bottom right"));
        assertTrue(lesson.text(java.util.Locale.ENGLISH).get(last.getNote()).contains("22"));
        assertTrue(lesson.text(java.util.Locale.FRENCH).get(last.getNote()).contains("22"));
    }

    private Step step(int picture) {
        return lesson.getSteps().stream().filter(s -> s.getPicture() == picture).findFirst().orElseThrow();
    }

    private static Optional<Player> winnerAtEnd(GameCursor game) {
        game.toLast();
        return game.winner();
    }

    /**
     * The first capture question is not asked before the lesson has said what a capture is: the
     * caption beside it, in every language, says that a last seed in the front row takes the seeds
     * of the hole facing it.
     */
    @Test
    void theCaptureIsSaidBeforeTheFirstCaptureQuestion() {
        Presentation p = new Presentation(lesson);
        int first = -1;
        for (int i = 0; i < lesson.getSteps().size() && first < 0; i++) {
            if (p.reveal(i) != null && p.reveal(i).kind() == Question.Kind.CAPTURE) {
                first = i;
            }
        }
        Map<org.katro.text.Language, String> facing = Map.of(org.katro.text.Language.ENGLISH, "would capture",
                org.katro.text.Language.FRENCH, "capturerait", org.katro.text.Language.GERMAN, "würde er fangen",
                org.katro.text.Language.CATALAN, "capturaria", org.katro.text.Language.MALAGASY, "nihinana");
        for (Map.Entry<org.katro.text.Language, String> e : facing.entrySet()) {
            Presentation.Moment m = p.seek(p.reveal(first).askAt(), first, e.getKey(), Reveal.Medium.SCREEN);
            assertTrue(m.caption().contains(e.getValue()), e.getKey() + ": " + m.caption());
        }
    }
}
