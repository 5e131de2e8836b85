package org.katro.cli;

import org.junit.jupiter.api.Test;
import org.katro.cli.command.Quote;
import org.katro.engine.Player;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** What an error message may echo of the input: at most 80 characters, none of them able to drive a terminal. */
class QuoteTest {
    @Test
    void quotesAtMostEightyCharacters() {
        assertEquals("x".repeat(80), Quote.input("x".repeat(80)));
        assertEquals("x".repeat(80) + "...", Quote.input("x".repeat(81)));
        assertEquals("x".repeat(80) + "...", Quote.input("x".repeat(50_000_000)));
        // a character outside the BMP counts once and is never cut in half
        String smile = "\uD83D\uDE00";
        assertEquals("x".repeat(79) + smile + "...", Quote.input("x".repeat(79) + smile + "y"));
    }

    @Test
    void escapesEveryCharacterThatCouldDriveATerminal() {
        assertEquals("\\u001b[31mred", Quote.input("\u001b[31mred"), "ESC");
        assertEquals("a\\u2028b\\u2029c", Quote.input("a\u2028b\u2029c"), "line and paragraph separators");
        assertEquals("\\u202eevil", Quote.input("\u202eevil"), "a right-to-left override (format)");
        assertEquals("\\u0000\\u0007\\u0009\\u000a\\u000d\\u007f\\u0085\\u009b",
                Quote.input("\u0000\u0007\t\n\r\u007f\u0085\u009b"), "C0 and C1 controls");
        assertEquals("\\ud800x", Quote.input("\ud800x"), "half a surrogate pair");
        assertEquals("\\ue000", Quote.input("\ue000"), "private use");
        assertEquals("Café 1+ ٣ — ok", Quote.input("Café 1+ ٣ — ok"), "printable text stays as it is");
    }

    @Test
    void notationProblemsQuoteTheirInputSafely() {
        // a private-use character is no control character to the notation, but must not reach a terminal raw
        String move = "\ue000[2J" + "1".repeat(10_000) + "+x";
        NotationException e = assertThrows(NotationException.class, () -> Notation.parseMove(move, Player.SOUTH));
        String said = Quote.english(e.problem());
        assertTrue(said.startsWith("'\\ue000[2J111"), said);
        assertTrue(said.endsWith("...' is not a move: write the hole number then + or -, e.g. 1+"), said);
        assertFalse(InProcess.UNSAFE.matcher(said).find(), said);
        assertTrue(e.getMessage().length() > 10_000, "the exception itself keeps the whole input");
    }
}
