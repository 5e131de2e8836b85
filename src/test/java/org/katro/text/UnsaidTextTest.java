package org.katro.text;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.katro.engine.Phrase;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

/** A translated text that cannot be said at run time is said in English, told once, never thrown. */
class UnsaidTextTest {
    private final List<String> told = new ArrayList<>();

    @AfterEach
    void standardErrorAgain() {
        Language.reportTo(line -> System.err.println("katro: " + line));
    }

    /** A language whose texts no folder check passed (as one built by hand): the run time still holds. */
    private static Language broken() {
        return Language.added("xa", "Xa", "en", Map.of(
                "org.katro.text.Messages", Map.of("sow", "{0,number} drops a seed into {1}."),
                "org.katro.ui.learners.LearnersView", Map.of("learningAs", "You are {0,number} here."),
                "org.katro.engine.Reasons", Map.of("singleSeed", "{0} {1,number}")), Map.of());
    }

    @Test
    void aTextThatCannotBeFormattedIsSaidInEnglishAndToldOnce() {
        Language.reportTo(told::add);
        Language xa = broken();
        Texts messages = new Texts(xa, "org.katro.text.Messages");
        for (int i = 0; i < 3; i++) {
            assertEquals("South drops a seed into S3; one seed is still in hand.", messages.text("sow", "South", "S3", 1));
        }
        assertEquals("You are learning as Ada.", new Texts(xa, "org.katro.ui.learners.LearnersView").text("learningAs", "Ada"));
        assertEquals(List.of(
                "language xa (Xa): org.katro.text.Messages.properties: sow cannot be said and is shown in English"
                        + " (Cannot format given Object as a Number)",
                "language xa (Xa): org.katro.ui.learners.LearnersView.properties: learningAs cannot be said and is shown"
                        + " in English (Cannot format given Object as a Number)"), told);
    }

    @Test
    void aPhraseThatCannotBeSaidIsEnglish() {
        Language.reportTo(told::add);
        assertEquals("hole 7 holds a single seed, which may not be played in Vohimasina",
                broken().say(new Phrase("org.katro.engine.Reasons", "singleSeed", 7, "Vohimasina")));
        assertEquals(1, told.size(), told.toString());
    }

    /** A number a pattern formats itself stays a number: the solver's claim is refused with its reason. */
    @Test
    void aPhraseFormatsItsOwnNumbers() {
        Phrase unsettled = new Phrase("org.katro.lesson.Refusals", "claim.unsettled", "step 4", "S3", 2_000_000);
        assertEquals("step 4: the solver could not prove what S3 is worth within 2000000 turns sown", unsettled.english());
        assertEquals("step 4: the solver could not prove what S3 is worth within 2000000 turns sown", Language.ENGLISH.say(unsettled));
        // and one written plainly is still digits without grouping
        assertEquals("hole 1024 is empty", new Phrase("org.katro.engine.Reasons", "emptyHole", 1024).english());
    }
}
