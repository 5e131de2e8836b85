package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.katro.engine.GameCursor;
import org.katro.engine.Player;

import java.util.List;
import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Predict-then-reveal answers come from the engine's events, and the checker grades them. */
class QuestionTest {
    private final Lesson worked = LessonLoader.load(List.of(LessonSource.bundled())).byId("worked-example")
            .orElseThrow();

    private Reveal reveal(String ask, int askedAt) {
        Question q = new Question();
        q.setAsk(ask);
        return q.reveal(worked.cursor(), askedAt).orElseThrow();
    }

    @Test
    void whereTheLastSeedLands() {
        GameCursor game = worked.cursor();
        Reveal r = reveal("landing", 1);
        assertEquals(3, r.lapEnd(), "the first lap ends after three events");
        assertEquals("S3", r.landing().name());
        assertTrue(r.isRight(game.geometry().hole(Player.SOUTH, 3)));
        assertFalse(r.isRight(game.geometry().hole(Player.SOUTH, 2)));
        assertFalse(r.isRight(game.geometry().hole(Player.NORTH, 3)));
    }

    @Test
    void whetherTheLapCaptures() {
        Reveal relay = reveal("capture", 0);
        assertFalse(relay.yes());
        assertTrue(relay.isRight(false));
        assertFalse(relay.isRight(true));
        Reveal capture = reveal("capture", 3);
        assertEquals("S6", capture.landing().name());
        assertTrue(capture.isRight(true));
        assertFalse(capture.isRight(false));
        assertEquals("N5", capture.captures().get(0).from().name());
    }

    @Test
    void whetherTheTurnEnds() {
        assertFalse(reveal("turn-ends", 3).isRight(true), "that lap captures, the turn goes on");
        assertTrue(reveal("turn-ends", 15).isRight(true), "six seeds round to the emptied hole");
    }

    @Test
    void theExplanationSaysWhatTheEngineDid() {
        Reveal capture = reveal("capture", 3);
        String en = capture.explanation(Locale.ENGLISH);
        assertTrue(en.contains("S6") && en.contains("N5") && en.contains("2"), en);
        assertTrue(capture.explanation(Locale.FRENCH).startsWith("La dernière graine de Sud"));
        String end = reveal("capture", 176).explanation(Locale.ENGLISH);
        assertTrue(end.contains("game ends"), end);
    }

    @Test
    void noLapLeftMeansNoAnswer() {
        Question q = new Question();
        q.setAsk("landing");
        GameCursor game = worked.cursor();
        assertTrue(q.reveal(game, game.size()).isEmpty());
    }
}
