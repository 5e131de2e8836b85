package org.katro.web;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.picture.Story;
import org.katro.text.Language;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The web page at the sizes it is opened at (headless Chromium): a laptop's and a full-HD screen's
 * keep the title, the step buttons, the counter and the keys line in sight; the projector layout
 * (the board and the current sentence only, 40 px or more, a clicker's Page Down still stepping) only
 * when the teacher asks for it, by its button, the P key or {@code #projector}; on a phone every
 * shipped lesson's hole numbers are at least 12 px.
 */
@Tag("browser")
@Tag("process")
class WebProjectorTest {
    private static final List<String> CONTROLS = List.of("event", "controls", "first", "last", "keys");
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

    private static Path page(Lesson lesson, Language language) throws Exception {
        Path file = dir.resolve(lesson.id() + "-" + language.code() + ".html");
        Files.writeString(file, WebPlayer.html(Story.lesson(lesson, language), language), StandardCharsets.UTF_8);
        return file;
    }

    private static Lesson lesson(String id) {
        return LessonLoader.load(List.of(LessonSource.bundled())).byId(id).orElseThrow();
    }

    private static void screen(int width, int height, boolean mobile) {
        browser.send("Emulation.setDeviceMetricsOverride", Map.of("width", width, "height", height,
                "deviceScaleFactor", 1, "mobile", mobile));
    }

    private static String shown(String selector) {
        return browser.eval("getComputedStyle(document.querySelector('" + selector + "')).display").asText();
    }

    private static double px(String id) {
        return Double.parseDouble(browser.eval("getComputedStyle(document.getElementById('" + id + "')).fontSize").asText()
                .replace("px", ""));
    }

    /** Whether the element is drawn and wholly inside the window, without scrolling. */
    private static boolean inSight(String selector) {
        return browser.eval("(() => { const e = document.querySelector('" + selector + "');"
                + " if (getComputedStyle(e).display === 'none') return false;"
                + " const r = e.getBoundingClientRect();"
                + " return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth; })()")
                .asBoolean();
    }

    private static int event() {
        return browser.eval("+document.getElementById('event').dataset.index").asInt();
    }

    private static void assertControlsInSight(String where) {
        assertTrue(inSight("h1"), "the title in sight " + where);
        for (String id : CONTROLS) {
            assertTrue(inSight("#" + id), id + " in sight " + where);
        }
    }

    @Test
    void aFullHdScreenAndALaptopKeepTheControlsAndTheProjectorLayoutIsAskedFor() throws Exception {
        Path file = page(lesson("rules-5-capture"), Language.ENGLISH);
        screen(1920, 1080, false);
        browser.open(file.toUri().toString());
        assertControlsInSight("at 1920x1080");
        screen(1366, 768, false);
        browser.open(file.toUri().toString());
        assertControlsInSight("at 1366x768");

        screen(1920, 1080, false);
        browser.open(file.toUri().toString());
        browser.key("p", 80, false);
        assertProjected();
        assertTrue(browser.eval("location.hash").asText().startsWith("#projector"), "the address keeps the layout");
        browser.key("p", 80, false);
        assertControlsInSight("after the projector layout is left");
        browser.tap("projector");
        assertEquals("none", shown("#controls"), "the button asks for the projector layout too");
    }

    @Test
    void anAddressWithProjectorOpensTheProjectorLayout() throws Exception {
        Path file = page(lesson("worked-example"), Language.FRENCH);
        screen(1920, 1080, false);
        browser.open(file.toUri() + "#projector");
        assertProjected();
        int before = event();
        browser.key("PageDown", 34, false);
        assertTrue(event() > before, "Page Down steps on");
    }

    private static void assertProjected() {
        for (String hidden : List.of("#controls", "#scrub", "#event", "#keys", "h1")) {
            assertEquals("none", shown(hidden), hidden + " is out of the class's sight");
        }
        assertTrue(px("caption") >= 40, "the caption at " + px("caption") + " px");
        assertEquals("none", shown("#narration"), "the caption is the one sentence");
        JsonNode board = browser.eval("(() => { const r = document.getElementById('board').getBoundingClientRect();"
                + " const c = document.getElementById('caption').getBoundingClientRect();"
                + " return [r.top, r.bottom, r.right, c.left]; })()");
        assertTrue(board.get(0).asDouble() >= 0 && board.get(1).asDouble() <= 1080, "the board in full view: " + board);
        assertTrue(board.get(2).asDouble() <= board.get(3).asDouble(), "the sentence beside the board: " + board);
    }

    @Test
    void onAPhoneEveryLessonsHoleNumbersAreAtLeast12Px() throws Exception {
        screen(390, 844, true);
        for (Lesson lesson : LessonLoader.load(List.of(LessonSource.bundled())).lessons()) {
            browser.open(page(lesson, Language.ENGLISH).toUri().toString());
            assertTrue(inSight("#controls"), lesson.id() + ": a phone keeps its buttons");
            // a hole's number is its first text: its size on screen is its drawn size in the picture times the picture's scale
            double smallest = browser.eval("(() => { const b = document.getElementById('board');"
                    + " const scale = b.getBoundingClientRect().width / b.viewBox.baseVal.width;"
                    + " return Math.min(...[...b.querySelectorAll(\"[data-part^='hole-'] text:first-of-type\")]"
                    + ".map(t => parseFloat(getComputedStyle(t).fontSize) * scale)); })()").asDouble();
            assertTrue(smallest >= 12, lesson.id() + ": hole numbers of " + smallest + " px on a phone");
        }
    }
}
