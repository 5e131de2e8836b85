package org.katro.engine;

import org.junit.jupiter.api.Test;

import java.util.Locale;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A message kept as a key and arguments, said in each language with the same arguments. */
class PhraseTest {
    private static final String PROBLEMS = "org.katro.notation.Problems";

    @Test
    void numbersAreWrittenAsPlainDigitsAndAPhraseInsideIsSaidInTheSameLanguage() {
        Phrase empty = new Phrase(IllegalMoveException.REASONS, "emptyHole", "S1");
        Phrase move = new Phrase(PROBLEMS, "game.illegalMove", 1024, "1+", empty);
        assertEquals("move 1024 (1+) cannot be played: hole S1 is empty", move.english());
        assertEquals("le coup 1024 (1+) ne peut pas être joué\u00a0: le trou S1 est vide", move.say(Locale.FRENCH));
        assertEquals("Zug 1024 (1+) ist nicht möglich: Mulde S1 ist leer", move.say(Locale.GERMAN));
    }

    @Test
    void aTextWithoutArgumentsIsSaidAsWritten() {
        // an apostrophe is doubled only in patterns with arguments
        assertEquals("the game's first turn must start from the inner row",
                new Phrase(IllegalMoveException.REASONS, "innerRowFirst").english());
    }
}
