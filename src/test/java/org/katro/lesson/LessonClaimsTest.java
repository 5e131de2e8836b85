package org.katro.lesson;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.text.Language;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A step's claim that its move wins or loses in N turns is proved by the solver when the lesson loads. */
class LessonClaimsTest {
    /**
     * The worked example's game, its turns starting at events 0, 23 and 33; the claims go on line 7
     * (South's S1+), 9 (North's N1+) and 11 (South's S6+).
     */
    private static String lesson(String first, String second, String third) {
        return """
                <?xml version="1.0" encoding="UTF-8"?>
                <?import org.katro.lesson.Lesson?>
                <?import org.katro.lesson.Step?>
                <Lesson title="title" rules="fianarantsoa" columns="2" moves="1+ 1+ 6+" minutes="1">
                  <steps>
                    <Step at="0" caption="intro"/>
                    <Step at="1" caption="lift" %s/>
                    <Step at="23" caption="lift"/>
                    <Step at="24" caption="lift" %s/>
                    <Step at="33" caption="lift"/>
                    <Step at="35" caption="lift" %s/>
                  </steps>
                </Lesson>
                """.formatted(first, second, third);
    }

    private static LessonLibrary load(Path dir, String xml) throws IOException {
        Files.writeString(dir.resolve("claims.fxml"), xml);
        Files.writeString(dir.resolve("claims.properties"), "title=Claims\nintro=The board.\nlift=Lifted.\n");
        return LessonLoader.load(List.of(LessonSource.folder(dir)));
    }

    @Test
    void trueClaimsLoadAndAreSaidWithTheStep(@TempDir Path dir) throws IOException {
        LessonLibrary library = load(dir, lesson("wins=\"9\"", "loses=\"2\"", "wins=\"1\""));
        assertEquals(List.of(), library.problems());
        Presentation p = new Presentation(library.lessons().get(0));
        assertEquals("With this move, South can always win, whatever North does: in 9 turns, this one counted. (Perfect play: S1+.)",
                p.seek(1, -1, Language.ENGLISH, Reveal.Medium.SCREEN).note());
        assertEquals("After this move, North loses in 2 turns, this one counted, if South plays well. (Perfect play: N1+.)",
                p.seek(24, -1, Language.ENGLISH, Reveal.Medium.SCREEN).note());
        assertTrue(p.seek(35, -1, Language.FRENCH, Reveal.Medium.SCREEN).note().contains("Sud peut toujours gagner, quoi que fasse Nord : en un tour, celui-ci compté. (Jeu parfait : S6+.)"));
        assertEquals("", p.seek(0, -1, Language.ENGLISH, Reveal.Medium.SCREEN).note(), "no claim, no sentence");
    }

    @Test
    void aFalseClaimIsRefusedWithItsFileLineAndReason(@TempDir Path dir) throws IOException {
        LessonLibrary library = load(dir, lesson("wins=\"9\"", "loses=\"2\"", "wins=\"3\""));
        assertEquals(List.of(), library.lessons());
        LessonException e = library.problems().get(0);
        assertTrue(e.file().endsWith("claims.fxml"), e.file());
        assertEquals(11, e.line());
        assertEquals("wins=\"3\": S6+ is not a win in 3 but a win in 1 (perfect play)", e.reason());
    }

    @Test
    void aWinClaimedAsALossIsRefused(@TempDir Path dir) throws IOException {
        LessonException e = load(dir, lesson("loses=\"9\"", "", "")).problems().get(0);
        assertEquals(7, e.line());
        assertEquals("loses=\"9\": S1+ is not a loss in 9 but a win in 9 (perfect play)", e.reason());
    }

    @Test
    void theWorkedExampleSaysWhatEachOfItsMovesIsWorth() {
        Lesson worked = LessonLoader.load(List.of(LessonSource.bundled())).byId("worked-example").orElseThrow();
        Presentation p = new Presentation(worked);
        List<String> said = new java.util.ArrayList<>();
        for (int i = 0; i < worked.getSteps().size(); i++) {
            String worth = p.worth(i, Language.ENGLISH);
            if (!worth.isEmpty()) {
                said.add(worth);
            }
        }
        assertEquals(List.of("With this move, South can always win, whatever North does: in 9 turns, this one counted. (Perfect play: S1+.)",
                "After this move, North loses in 2 turns, this one counted, if South plays well. (Perfect play: N1+.)",
                "With this move, South can always win, whatever North does: in one turn, this one counted. (Perfect play: S6+.)"), said);
    }
}
