package org.katro.cli;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.practice.FirstLap;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code practice} as a teacher's script reads it: one JSON question per line, the same ones for the same seed. */
class PracticeCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

    private static List<JsonNode> questions(String... args) throws Exception {
        InProcess r = InProcess.run("", args);
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        List<JsonNode> out = new ArrayList<>();
        for (String line : r.out().lines().toList()) {
            out.add(JSON.readTree(line));
        }
        return out;
    }

    @Test
    void eachLineIsOneQuestionWithItsFieldsAndAnAnswerTheEngineAgreesWith() throws Exception {
        for (Ruleset ruleset : Ruleset.values()) {
            List<JsonNode> lines = questions("practice", "--rules", ruleset.id(), "--count", "12", "--seed", "4");
            assertEquals(12, lines.size());
            Set<String> kinds = new HashSet<>();
            for (JsonNode q : lines) {
                assertEquals(List.of("kind", "rules", "position", "move", "question", "answer"),
                        iterate(q.fieldNames()));
                assertEquals(ruleset.id(), q.get("rules").asText());
                kinds.add(q.get("kind").asText());
                Position p = Notation.parsePosition(q.get("position").asText(), ruleset);
                assertTrue(q.get("position").asText().matches(".* [SN] \\d+"), "the position carries its ply");
                String move = q.get("move").asText();
                assertTrue(move.matches("[SN]\\d+[+-]"), move);
                assertEquals(p.toMove().symbol(), move.charAt(0));
                FirstLap lap = FirstLap.of(Rules.of(ruleset), p, Notation.parseMove(move, p.toMove()));
                String expected = switch (q.get("kind").asText()) {
                    case "landing" -> lap.landing().name();
                    case "capture" -> lap.captures() ? "yes" : "no";
                    default -> Integer.toString(lap.taken());
                };
                assertEquals(expected, q.get("answer").asText(), q.toString());
                assertTrue(q.get("question").asText().contains(move.substring(0, move.length() - 1)), q.toString());
            }
            assertEquals(Set.of("landing", "capture", "count"), kinds, "mixed kinds without --kind");
        }
    }

    @Test
    void kindColumnsSeedAndLanguageAreFollowed() throws Exception {
        List<JsonNode> counts = questions("practice", "--rules", "katro4", "--columns", "8", "--kind", "count",
                "--count", "5");
        for (JsonNode q : counts) {
            assertEquals("count", q.get("kind").asText());
            assertTrue(q.get("answer").asText().matches("\\d+"));
            assertEquals(8, Notation.parsePosition(q.get("position").asText(), Ruleset.KATRO4).columns());
        }
        String[] args = {"practice", "--rules", "gorobaka", "--count", "6", "--seed", "9"};
        assertEquals(InProcess.run("", args).out(), InProcess.run("", args).out(), "the same seed, the same questions");
        assertNotEquals(InProcess.run("", args).out(),
                InProcess.run("", "practice", "--rules", "gorobaka", "--count", "6", "--seed", "10").out());
        List<JsonNode> english = questions(args);
        List<JsonNode> french = questions("practice", "--rules", "gorobaka", "--count", "6", "--seed", "9",
                "--lang", "fr");
        for (int i = 0; i < english.size(); i++) {
            assertEquals(english.get(i).get("answer"), french.get(i).get("answer"));
            assertNotEquals(english.get(i).get("question"), french.get(i).get("question"));
        }
        assertTrue(french.get(0).get("question").asText().contains(" joue le trou "), french.get(0).toString());
    }

    @Test
    void badOptionsGetOneLineOnStandardErrorAndStatusTwo() {
        List<String[]> bad = List.of(
                new String[] {"practice", "--rules", "fianarantsoa", "--kind", "where"},
                new String[] {"practice", "--rules", "fianarantsoa", "--lang", "xx"},
                new String[] {"practice", "--rules", "fianarantsoa", "--count", "0"},
                new String[] {"practice", "--rules", "fianarantsoa", "--count", "10001"},
                new String[] {"practice", "--rules", "fianarantsoa", "--count", "ten"},
                new String[] {"practice", "--rules", "fianarantsoa", "--seed", "0x10"},
                new String[] {"practice", "--rules", "fianarantsoa", "--columns", "11"},
                new String[] {"practice", "--rules", "chess"},
                new String[] {"practice"},
                new String[] {"practice", "--rules", "fianarantsoa", "extra"});
        for (String[] args : bad) {
            InProcess r = InProcess.run("", args);
            assertEquals(Main.USAGE_ERROR, r.status(), String.join(" ", args));
            assertEquals("", r.out(), String.join(" ", args));
            assertEquals(1, r.errLines().size(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().startsWith("katro: "), r.err());
        }
    }

    private static List<String> iterate(java.util.Iterator<String> it) {
        List<String> out = new ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }
}
