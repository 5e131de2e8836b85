package org.katro.cli;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.katro.engine.Event;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.engine.Turn;
import org.katro.notation.Notation;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * {@code events} as any JSON reader reads it: each line one object, with the fields docs/notation.md and the
 * command line's guide name, holding the values of the engine's own events for the worked example.
 */
class EventsJsonTest {
    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY);

    @Test
    void everyEventOfTheWorkedExampleReadsBackAsTheEngineRecordedIt() throws Exception {
        Rules rules = Rules.of(Ruleset.FIANARANTSOA);
        Position p = Notation.parsePosition(MainTest.WORKED_START, Ruleset.FIANARANTSOA);
        int checked = 0;
        for (String move : List.of("1+", "1+", "6+")) {
            InProcess r = InProcess.run("", "events", "--rules", "fianarantsoa", "--position", p.toString(), move);
            assertEquals(0, r.status(), r.err());
            Turn turn = rules.record(p, Notation.parseMove(move, p.toMove()));
            List<String> lines = r.out().lines().toList();
            assertEquals(turn.events().size(), lines.size(), "one line per event of " + move);
            for (int i = 0; i < lines.size(); i++) {
                assertEquals(expected(turn.events().get(i)), JSON.readTree(lines.get(i)), "event " + i + " of " + move);
            }
            checked += lines.size();
            p = turn.after();
        }
        assertTrue(checked > 150, "the three turns have well over 150 events: " + checked);
    }

    @Test
    void eachTypeHasTheFieldsTheNotationNames() throws Exception {
        InProcess r = InProcess.run("", "events", "--rules", "fianarantsoa", "--position",
                "3,1/0,3/1,1/0,1/5,2/2,5 S 2", "6+");
        Map<String, Set<String>> fields = new java.util.TreeMap<>();
        for (String line : r.out().lines().toList()) {
            JsonNode node = JSON.readTree(line);
            assertTrue(node.isObject(), line);
            fields.computeIfAbsent(node.get("type").asText(), t -> new TreeSet<>()).addAll(names(node));
        }
        assertEquals(Map.of(
                "pick", Set.of("type", "player", "hole", "count", "reason", "lap"),
                "sow", Set.of("type", "player", "hole", "in_hand", "lap", "outcome"),
                "capture", Set.of("type", "player", "from", "into", "count", "row"),
                "turn-end", Set.of("type", "next"),
                "game-over", Set.of("type", "winner")), fields);
    }

    /** The JSON object the event should read as, built from the event's own record fields. */
    private static JsonNode expected(Event e) {
        Map<String, Object> m = new java.util.LinkedHashMap<>();
        if (e instanceof Event.Pick p) {
            m.put("type", "pick");
            m.put("player", symbol(p.player().symbol()));
            m.put("hole", p.hole().name());
            m.put("count", p.count());
            m.put("reason", word(p.reason()));
            m.put("lap", p.lap());
        } else if (e instanceof Event.Sow s) {
            m.put("type", "sow");
            m.put("player", symbol(s.player().symbol()));
            m.put("hole", s.hole().name());
            m.put("in_hand", s.inHand());
            m.put("lap", s.lap());
            if (s.outcome() != null) {
                m.put("outcome", word(s.outcome()));
            }
        } else if (e instanceof Event.Capture c) {
            m.put("type", "capture");
            m.put("player", symbol(c.player().symbol()));
            m.put("from", c.from().name());
            m.put("into", c.into().name());
            m.put("count", c.count());
            m.put("row", word(c.from().row()));
        } else if (e instanceof Event.TurnEnd t) {
            m.put("type", "turn-end");
            m.put("next", symbol(t.next().symbol()));
        } else {
            m.put("type", "game-over");
            m.put("winner", symbol(((Event.GameOver) e).winner().symbol()));
        }
        return JSON.valueToTree(m);
    }

    private static String symbol(char c) {
        return String.valueOf(c);
    }

    private static String word(Enum<?> e) {
        return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
    }

    private static List<String> names(JsonNode node) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }
}
