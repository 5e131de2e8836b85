package org.katro.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.picture.Story;
import org.katro.text.Language;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The web player on a projector (1920 x 1080, headless Chromium): the board and the current
 * sentence only, in 40 px or more; the buttons, slider, counter and title out of sight; the
 * board in full view beside the sentence; a clicker's Page Down still steps. At a phone's width the
 * same page keeps its buttons.
 */
@Tag("browser")
@Tag("process")
class WebProjectorTest {
    private static Chromium browser;
    @TempDir
    static Path dir;

    @BeforeAll
    static void start() throws Exception {
        browser = new Chromium(1920, 1080);
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    private static String shown(String id) {
        return browser.eval("getComputedStyle(document.getElementById('" + id + "')).display").asText();
    }

    private static double px(String id) {
        return Double.parseDouble(browser.eval("getComputedStyle(document.getElementById('" + id + "')).fontSize").asText()
                .replace("px", ""));
    }

    @Test
    void aLessonOnAProjectorShowsTheBoardAndTheSentenceInLargeType() throws Exception {
        var lesson = LessonLoader.load(List.of(LessonSource.bundled())).byId("worked-example").orElseThrow();
        Path file = dir.resolve("lesson.html");
        Files.writeString(file, WebPlayer.html(Story.lesson(lesson, Language.FRENCH), Language.FRENCH),
                StandardCharsets.UTF_8);
        browser.open(file.toUri().toString());
        for (String hidden : List.of("controls", "scrub", "event", "keys")) {
            assertEquals("none", shown(hidden), hidden + " is out of sight");
        }
        assertEquals("none", browser.eval("getComputedStyle(document.querySelector('h1')).display").asText());
        assertTrue(px("caption") >= 40, "the caption at " + px("caption") + " px");
        assertEquals("none", shown("narration"), "the caption is the one sentence");
        // the board whole on the screen, beside the words
        var board = browser.eval("(() => { const r = document.getElementById('board').getBoundingClientRect();"
                + " const c = document.getElementById('caption').getBoundingClientRect();"
                + " return [r.top, r.bottom, r.right, c.left]; })()");
        assertTrue(board.get(0).asDouble() >= 0 && board.get(1).asDouble() <= 1080, "the board in full view: " + board);
        assertTrue(board.get(2).asDouble() <= board.get(3).asDouble(), "the sentence beside the board: " + board);

        int before = browser.eval("+document.getElementById('event').dataset.index").asInt();
        browser.key("PageDown", 34, false);
        assertTrue(browser.eval("+document.getElementById('event').dataset.index").asInt() > before, "Page Down steps on");

        browser.send("Emulation.setDeviceMetricsOverride", java.util.Map.of("width", 390, "height", 844,
                "deviceScaleFactor", 1, "mobile", true));
        assertEquals("flex", shown("controls"), "a phone keeps its buttons");
        assertTrue(px("caption") < 40);
    }
}
