package org.katro.lesson;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katro.engine.Event;
import org.katro.text.GlossaryTest;
import org.katro.text.Language;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.regex.Pattern;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

/**
 * Words for a child: in every language, the visitor track speaks in its captions alone (no narration),
 * uses only the glossary's plainest ideas, brings in one new at a time, and names each only once the
 * board has shown it (a capture after the first capture, a turn after the first turn's end).
 */
class VisitorWordsTest {
    private static final Lesson TRACK = LessonLoader.load(List.of(LessonSource.bundled())).byId("visitor").orElseThrow();

    @ParameterizedTest
    @MethodSource("org.katro.text.Language#values")
    void theTrackSaysOneNewPlainWordAtATimeOnceTheBoardHasShownIt(Language language) throws IOException {
        assertFalse(TRACK.narrated(), "the captions are the track's only words");
        Properties glossary = GlossaryTest.glossary(language);
        Set<String> plain = Set.of(glossary.getProperty("plain").split(",\\s*"));
        Map<String, Integer> shownFrom = shownFrom(TRACK.cursor().events());
        LessonText text = TRACK.text(language.locale());
        Set<String> said = new HashSet<>();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < TRACK.getSteps().size(); i++) {
            Step step = TRACK.getSteps().get(i);
            String words = text.get(step.getCaption());
            if (step.getQuestion() != null && step.getQuestion().getExplain() != null) {
                words += " " + text.get(step.getQuestion().getExplain());
            }
            List<String> fresh = new ArrayList<>();
            for (String idea : ideas(glossary)) {
                Pattern term = GlossaryTest.words(glossary.getProperty(idea));
                if (!term.matcher(words).find()) {
                    continue;
                }
                if (!plain.contains(idea)) {
                    problems.add("step " + (i + 1) + " says " + idea + ", not one of the plainest words: " + words);
                } else if (step.getAt() < shownFrom.getOrDefault(idea, Integer.MAX_VALUE)) {
                    problems.add("step " + (i + 1) + " says " + idea + " before the board shows it: " + words);
                }
                if (said.add(idea)) {
                    fresh.add(idea);
                }
            }
            if (fresh.size() > 1) {
                problems.add("step " + (i + 1) + " brings in " + fresh + " at once: " + words);
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Every capture is named where it happens: the track stops at each, and the caption there says
     * "capture". The track had shown South's first capture under "The Betsileo play it around
     * Fianarantsoa" and named it only at the second.
     */
    @ParameterizedTest
    @MethodSource("org.katro.text.Language#values")
    void theTrackStopsAtEveryCaptureAndNamesItThere(Language language) throws IOException {
        Pattern capture = GlossaryTest.words(GlossaryTest.glossary(language).getProperty("capture"));
        LessonText text = TRACK.text(language.locale());
        Map<Integer, Step> stops = new java.util.HashMap<>();
        for (Step step : TRACK.getSteps()) {
            stops.put(step.getAt(), step);
        }
        List<Event> events = TRACK.cursor().events();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < events.size(); i++) {
            if (!(events.get(i) instanceof Event.Capture)) {
                continue;
            }
            Step at = stops.get(i + 1);
            if (at == null) {
                problems.add("the capture of event " + (i + 1) + " has no step of its own");
            } else if (!capture.matcher(text.get(at.getCaption())).find()) {
                problems.add("event " + (i + 1) + " is a capture, and its step says: " + text.get(at.getCaption()));
            }
        }
        assertEquals(List.of(), problems);
    }

    /** The ideas of the glossary (its keys but the rejected words and the plain list). */
    private static List<String> ideas(Properties glossary) {
        return glossary.stringPropertyNames().stream()
                .filter(k -> !k.endsWith(".avoid") && !k.equals("plain")).sorted().toList();
    }

    /** From which cursor index the board has shown each plain idea: seeds and holes at once, the rest at their first event. */
    private static Map<String, Integer> shownFrom(List<Event> events) {
        int capture = Integer.MAX_VALUE;
        int turn = Integer.MAX_VALUE;
        for (int k = events.size() - 1; k >= 0; k--) {
            if (events.get(k) instanceof Event.Capture) {
                capture = k + 1;
            }
            if (events.get(k) instanceof Event.TurnEnd) {
                turn = k + 1;
            }
        }
        return Map.of("seed", 0, "hole", 0, "capture", capture, "turn", turn);
    }
}
