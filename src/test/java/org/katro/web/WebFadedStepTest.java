package org.katro.web;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.board.Board;
import org.katro.engine.GameCursor;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Step;
import org.katro.picture.Story;
import org.katro.text.Language;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A faded step (one the learner sows in the app) on the take-home web page, in headless Chromium: the
 * page stops before each seed the learner would sow, asks where it falls over the board before it
 * falls (its counts, no path ahead), and shows the sown board only once a hole is tapped or "Show me"
 * pressed, saying whether the tap was right.
 */
@Tag("browser")
@Tag("process")
class WebFadedStepTest {
    private static Chromium browser;
    @TempDir
    static Path dir;

    @BeforeAll
    static void start() throws Exception {
        browser = new Chromium(1366, 768);
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    private static Lesson lesson(String id) {
        return LessonLoader.load(List.of(LessonSource.bundled())).byId(id).orElseThrow();
    }

    private static Path page(Lesson lesson) throws Exception {
        Path file = dir.resolve(lesson.id() + ".html");
        Files.writeString(file, WebPlayer.html(Story.lesson(lesson, Language.ENGLISH), Language.ENGLISH), StandardCharsets.UTF_8);
        return file;
    }

    private static int event() {
        return browser.eval("+document.getElementById('event').dataset.index").asInt();
    }

    /** Each hole's count as the page shows it. */
    private static Map<String, Integer> counts() {
        JsonNode holes = browser.eval("Array.from(document.querySelectorAll('#board [data-hole]'))"
                + ".map(e => [e.dataset.hole, +e.dataset.count])");
        Map<String, Integer> out = new TreeMap<>();
        holes.forEach(h -> out.put(h.get(0).asText(), h.get(1).asInt()));
        return out;
    }

    /** Each hole's count on the board at event {@code k} of the lesson's game. */
    private static Map<String, Integer> counts(GameCursor game, int k) {
        game.seek(k);
        Board board = Board.at(game);
        Map<String, Integer> out = new TreeMap<>();
        for (int i = 0; i < board.geometry().size(); i++) {
            out.put(board.geometry().holeAt(i).name(), board.seeds(board.geometry().holeAt(i)));
        }
        return out;
    }

    private static String text(String id) {
        return browser.eval("document.getElementById('" + id + "').hidden ? '' : document.getElementById('" + id
                + "').textContent").asText();
    }

    /** A mouse click on the middle of hole {@code hole} of the board. */
    private static void click(String hole) {
        JsonNode box = browser.eval("(() => { const r = document.querySelector('#board [data-hole=\"" + hole + "\"]')"
                + ".getBoundingClientRect(); return {x: r.x + r.width / 2, y: r.y + r.height / 2}; })()");
        for (String type : List.of("mousePressed", "mouseReleased")) {
            browser.send("Input.dispatchMouseEvent", Map.of("type", type, "x", box.get("x").asDouble(), "y",
                    box.get("y").asDouble(), "button", "left", "clickCount", 1));
        }
    }

    /** The page where {@code w}'s tap waits: reached by stepping on from its step's start, one seed at a time. */
    private static void reach(Path file, Presentation p, Presentation.Sowing w) {
        int from = p.lesson().stepStart(w.step());
        browser.open("about:blank");
        browser.open(file.toUri() + "#event=" + from);
        for (int guard = 0; event() < w.at() && guard < 100; guard++) {
            browser.key("ArrowRight", 39, false);
            // on the way, no hole is marked as one the seeds in hand will fall into
            JsonNode marks = browser.eval("Array.from(document.querySelectorAll('#board [data-hole]')).map(e => e.dataset.marks).join(' ')");
            assertFalse(marks.asText().contains("ahead") || marks.asText().contains("landing"),
                    "the path ahead shown at event " + event() + ": " + marks);
        }
        assertEquals(w.at(), event(), "stepping on stops where the tap waits");
    }

    @Test
    void aFadedLapAsksBeforeItsSeedFallsAndSowsOnlyWhenTappedOrAskedToShow() throws Exception {
        int checked = 0;
        for (String id : List.of("rules-1-serpent", "rules-4-relay", "rules-6-deeper-captures")) {
            Lesson lesson = lesson(id);
            Presentation p = new Presentation(lesson);
            Path file = page(lesson);
            for (Presentation.Sowing w : p.sowings()) {
                String where = id + ", step " + (w.step() + 1) + ", the seed at event " + w.at();
                Map<String, Integer> before = counts(p.game(), w.at());
                Map<String, Integer> sown = counts(p.game(), w.to());
                assertNotEquals(before, sown, where);
                for (String way : List.of("right", "wrong", "show")) {
                    reach(file, p, w);
                    assertFalse(text("question").isEmpty(), where + ": asked");
                    assertTrue(text("question").contains("Your turn:") && text("question").contains(
                            w.fade() == Step.Fade.OUTCOME ? "Where does this turn end?" : "seed fall?"),
                            where + ": " + text("question"));
                    assertEquals(before, counts(), where + ": the board before the seed falls");
                    String other = p.game().geometry().holeAt(w.hole().index() == 0 ? 1 : 0).name();
                    switch (way) {
                        case "right" -> click(w.hole().name());
                        case "wrong" -> click(other);
                        default -> browser.tap("show-answer");
                    }
                    assertEquals(w.to(), event(), where + ": the seed sown after " + way);
                    assertEquals(sown, counts(), where + ": the sown board after " + way);
                    String told = text("told");
                    assertTrue(told.contains(w.hole().name()), where + ": told " + told);
                    assertEquals(way.equals("right"), told.startsWith("Yes"), where + ": " + told);
                    // a wrong tap is told which hole was tapped; a path of one hole is not called a path
                    assertEquals(way.equals("wrong"), told.startsWith("You tapped " + other + ";"), where + ": " + told);
                    assertEquals(way.equals("right") || w.path().size() == 1, !told.contains("path"), where + ": " + told);
                }
                checked++;
            }
        }
        assertTrue(checked >= 3, "taps checked: " + checked);
    }
}
