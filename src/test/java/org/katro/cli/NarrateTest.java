package org.katro.cli;

import org.junit.jupiter.api.Test;
import org.katro.engine.GameCursor;
import org.katro.engine.Player;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.notation.NotationException;
import org.katro.text.Language;
import org.katro.text.Narrator;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code narrate}: a game's story as the screens tell it, one numbered line per event, in any language. */
class NarrateTest {
    private static final String[] WORKED = {"narrate", "--rules", "fianarantsoa", "--columns", "2", "1+", "1+", "6+"};

    private static GameCursor worked() throws NotationException {
        return new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2), Notation.parseMoves("1+ 1+ 6+", Player.SOUTH));
    }

    @Test
    void everyEventIsOneNumberedLineWithTheScreensSentence() throws NotationException {
        GameCursor game = worked();
        for (Language language : Language.values()) {
            InProcess r = InProcess.run("", concat(WORKED, "--lang", language.locale().getLanguage()));
            assertEquals(0, r.status(), r.err());
            assertEquals("", r.err());
            List<String> lines = r.out().lines().toList();
            assertEquals(game.size(), lines.size(), "one line per event");
            Narrator narrator = new Narrator(language);
            for (int i = 0; i < lines.size(); i++) {
                assertEquals((i + 1) + "\t" + narrator.describe(Ruleset.FIANARANTSOA, game.events(), i), lines.get(i));
            }
        }
    }

    @Test
    void englishIsTheDefaultAndTheStoryEndsWithTheWinner() {
        List<String> lines = InProcess.run("", WORKED).out().lines().toList();
        assertEquals("1\tSouth lifts both seeds of hole S1 and will drop them one by one, up the hole numbers.",
                lines.get(0));
        assertEquals("183\tSouth's turn is over.", lines.get(182), "the game is over: no next turn");
        assertEquals("184\tGame over: North has no seed left, so South wins.", lines.get(183));
        assertTrue(InProcess.run("", concat(WORKED, "--lang", "fr")).out().endsWith(
                "184\tPartie terminée : Nord n'a plus aucune graine, Sud gagne.\n"));
    }

    @Test
    void aGameThatGoesOnEndsWithTheNextTurn() {
        InProcess r = InProcess.run("", "narrate", "--rules", "fianarantsoa", "--position", MainTest.WORKED_START, "1+");
        List<String> lines = r.out().lines().toList();
        assertEquals("23\tSouth's turn is over. It is North's turn.", lines.get(lines.size() - 1));
    }

    @Test
    void badInputIsOneLineAndNothingElse() {
        assertRefused(InProcess.run("", concat(WORKED, "--lang", "xx")),
                "unknown language 'xx' (languages: en, fr, mg, de, ca)");
        assertRefused(InProcess.run("", "narrate", "--rules", "fianarantsoa", "--columns", "2"),
                "narrate takes one or more moves");
        assertRefused(InProcess.run("", "narrate", "--rules", "fianarantsoa", "--columns", "2", "--position",
                MainTest.WORKED_START, "1+"), "narrate takes --position or --columns, not both");
        assertRefused(InProcess.run("", "narrate", "--rules", "chess", "1+"), "unknown ruleset 'chess'");
        assertRefused(InProcess.run("", "narrate", "--columns", "2", "1+"), "--rules ID is required");
        assertRefused(InProcess.run("", "narrate", "--rules", "fianarantsoa", "--columns", "2", "1+", "9+"),
                "illegal move 9+: there is no hole N9");
        assertRefused(InProcess.run("", concat(WORKED, "1+")), "the game is over");
        assertRefused(InProcess.run("", "narrate", "--rules", "fianarantsoa", "--position", "2,2 S", "1+"),
                "bad position");
    }

    private static void assertRefused(InProcess r, String expected) {
        assertEquals(Main.USAGE_ERROR, r.status(), r.err());
        assertEquals("", r.out(), "nothing on standard output");
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().startsWith("katro: ") && r.err().contains(expected), r.err() + " should say " + expected);
    }

    private static String[] concat(String[] a, String... b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
