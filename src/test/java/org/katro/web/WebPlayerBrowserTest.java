package org.katro.web;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.picture.Story;
import org.katro.text.Language;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The generated web page in a real browser (headless Chromium), driven as a visitor drives it: keys,
 * taps on the buttons, a swipe on the board, and links with {@code #event=K}. At every stop the
 * seeds each hole's element says it holds are compared with the engine's board at that event.
 */
@Tag("browser")
@Tag("process")
class WebPlayerBrowserTest {
    private static Chromium browser;
    @TempDir
    static Path dir;

    @BeforeAll
    static void start() throws Exception {
        browser = new Chromium(390, 844);
        browser.send("Emulation.setTouchEmulationEnabled", Map.of("enabled", true, "maxTouchPoints", 1));
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    private static GameCursor workedExample() throws Exception {
        Ruleset r = Ruleset.byId("fianarantsoa").orElseThrow();
        Position start = r.start(2);
        return new GameCursor(r, start, Notation.parseMoves("1+ 1+ 6+", start.toMove()));
    }

    private static String page(GameCursor game, Language language, String name) throws Exception {
        Path file = dir.resolve(name + ".html");
        Files.writeString(file, WebPlayer.html(Story.game(game, language), language), StandardCharsets.UTF_8);
        return file.toUri().toString();
    }

    /** What the page shows: the event index and every hole's count. */
    private static int shownIndex() {
        return browser.eval("+document.getElementById('event').dataset.index").asInt();
    }

    /** Waits for the page to take a changed address in (hashchange comes after the script that sets it). */
    private static void waitFor(int k) {
        // in the page: at once if it shows k, else when a change to the page makes it show k
        browser.eval("new Promise(r => { const shows = () => +document.getElementById('event').dataset.index === " + k
                + "; if (shows()) { r(true); return; } new MutationObserver((m, o) => { if (shows()) { o.disconnect();"
                + " r(true); } }).observe(document.body, {attributes: true, childList: true, subtree: true}); })");
    }

    private static Map<String, Integer> shownCounts() {
        JsonNode all = browser.eval("Array.from(document.querySelectorAll('[data-hole]'))"
                + ".map(e => [e.dataset.hole, +e.dataset.count])");
        Map<String, Integer> out = new TreeMap<>();
        all.forEach(pair -> out.put(pair.get(0).asText(), pair.get(1).asInt()));
        return out;
    }

    private static Map<String, Integer> engineCounts(GameCursor game, int k) {
        game.seek(k);
        Map<String, Integer> out = new TreeMap<>();
        for (int i = 0; i < game.geometry().size(); i++) {
            Hole h = game.geometry().holeAt(i);
            out.put(h.name(), game.seeds(h));
        }
        return out;
    }

    private static void assertShows(GameCursor game, int k, String how) {
        assertEquals(k, shownIndex(), how + ": the event shown");
        assertEquals(engineCounts(game, k), shownCounts(), how + ": the holes at event " + k);
    }

    @Test
    void theWorkedExampleStepsByKeysTapsAndLinksWithTheEnginesCounts() throws Exception {
        GameCursor game = workedExample();
        String url = page(game, Language.FRENCH, "worked-example");
        browser.open(url + "#event=8");
        // a link to an event opens the page there: the capture of N5's two seeds
        assertShows(game, 8, "opened at #event=8");
        assertEquals(0, shownCounts().get("N5"));
        assertTrue(browser.eval("document.getElementById('narration').textContent").asText().contains("N5"));

        browser.key("Home", 36, false);
        assertShows(game, 0, "Home");
        for (int i = 1; i <= 3; i++) {
            browser.key("ArrowRight", 39, false);
            assertShows(game, i, "Right x" + i);
        }
        game.seek(3);
        game.forwardLap();
        int lapEnd = game.index();
        browser.key("ArrowRight", 39, true);
        assertShows(game, lapEnd, "Shift+Right");
        game.forwardTurn();
        int turnEnd = game.index();
        browser.key("PageDown", 34, false);
        assertShows(game, turnEnd, "Page Down");
        browser.key("ArrowLeft", 37, false);
        assertShows(game, turnEnd - 1, "Left");
        game.seek(turnEnd - 1);
        game.backLap();
        int lapStart = game.index();
        browser.key("ArrowLeft", 37, true);
        assertShows(game, lapStart, "Shift+Left");
        browser.key("PageUp", 33, false);
        assertShows(game, 0, "Page Up");
        browser.key("End", 35, false);
        assertShows(game, game.size(), "End");

        browser.tap("first");
        assertShows(game, 0, "tap on first");
        browser.tap("forward-seed");
        browser.tap("forward-seed");
        assertShows(game, 2, "two taps on forward-seed");
        browser.tap("forward-lap");
        game.seek(2);
        game.forwardLap();
        assertShows(game, game.index(), "tap on forward-lap");
        browser.tap("forward-turn");
        game.forwardTurn();
        assertShows(game, game.index(), "tap on forward-turn");
        int before = game.index();
        // a finger swipes the board where it sees it
        JsonNode board = browser.eval("(() => { const b = document.getElementById('board');"
                + " b.scrollIntoView({block: 'start'}); const r = b.getBoundingClientRect();"
                + " return {l: r.left, r: r.right, y: r.top + Math.min(r.height, innerHeight) / 3}; })()");
        double left = board.get("l").asDouble() + 40;
        double right = board.get("r").asDouble() - 40;
        browser.swipe(right, left, board.get("y").asDouble());
        assertShows(game, before + 1, "a swipe to the left");
        browser.swipe(left, right, board.get("y").asDouble());
        assertShows(game, before, "a swipe to the right");

        // the address follows the steps, and a changed address moves the page
        assertEquals("#event=" + before, browser.eval("location.hash").asText());
        browser.eval("location.hash = '#event=95'");
        waitFor(95);
        assertShows(game, 95, "#event=95 set from outside");
        assertTrue(browser.eval("document.getElementById('first').disabled").asBoolean() == false);
        browser.key("End", 35, false);
        assertTrue(browser.eval("document.getElementById('forward-seed').disabled").asBoolean(),
                "at the end, forward is disabled");
        assertEquals("fr", browser.eval("document.documentElement.lang").asText());
        assertTrue(browser.eval("document.getElementById('event').textContent").asText().startsWith("Événement"));
    }

    @Test
    void aRandomGameOfEveryRulesetShowsTheEnginesCountsAtSeveralEvents() throws Exception {
        SplittableRandom random = new SplittableRandom(17);
        for (Ruleset r : Ruleset.values()) {
            Rules rules = Rules.of(r);
            Position start = r.start(r.defaultColumns());
            List<Move> moves = new ArrayList<>();
            Position p = start;
            for (int turn = 0; turn < 6 && rules.winner(p).isEmpty(); turn++) {
                List<Move> legal = rules.legalMoves(p);
                Move m = legal.get(random.nextInt(legal.size()));
                moves.add(m);
                p = rules.record(p, m).after();
            }
            GameCursor game = new GameCursor(r, start, moves);
            browser.open(page(game, Language.ENGLISH, r.id()));
            assertShows(game, 0, r.id() + " opened");
            int size = game.size();
            for (int k : new int[] {size / 3, 1, size, size / 2, random.nextInt(size + 1)}) {
                browser.eval("location.hash = '#event=" + k + "'");
                waitFor(k);
                assertShows(game, k, r.id() + " #event=" + k);
            }
            browser.key("ArrowLeft", 37, false);
            assertFalse(shownIndex() == size, r.id() + ": Left steps back");
            game.seek(0);
        }
    }

    @Test
    void aLessonPageAsksAsTheAppDoesAndShowsTheAnswerOnlyWhenAskedOrSteppedOn() throws Exception {
        Lesson lesson = LessonLoader.load(LessonSource.bundled(), "worked-example.fxml");
        Story story = Story.lesson(lesson, Language.FRENCH);
        Presentation p = story.lesson();
        Path file = dir.resolve("lesson.html");
        Files.writeString(file, WebPlayer.html(story, Language.FRENCH), StandardCharsets.UTF_8);
        int capture = firstQuestion(p, Question.Kind.CAPTURE);
        Reveal r = p.reveal(capture);
        Presentation.Moment waiting = p.seek(r.askAt(), capture, Language.FRENCH, Reveal.Medium.PAGE);
        browser.open(file.toUri() + "#event=" + r.askAt());
        assertShows(story.game(), r.askAt(), "the lesson opened at a question");
        assertEquals(waiting.caption(), text("caption"), "the caption of the last step reached, as in the app");
        assertFalse(hidden("question"), "the question waits");
        assertEquals(waiting.question(), text("question-text"));
        assertTrue(hidden("answer"), "no answer yet");
        assertEquals(0, holesMarked("ahead"), "while it waits, no hole ahead is marked: that shows where the seeds fall");
        assertEquals(0, holesMarked("taken") + holesMarked("landing"), "nor a capture");
        // a step on first shows the answer, where the question waited, as the app's answer does
        browser.key("ArrowRight", 39, false);
        assertEquals(r.askAt(), shownIndex(), "the answer comes before the lap");
        assertTrue(hidden("question"));
        assertFalse(hidden("answer"), "the answer once asked for");
        assertEquals(p.answer(capture, Language.FRENCH), text("answer-text"));
        assertTrue(holesMarked("ahead") > 0, "and now the path ahead");
        browser.key("ArrowRight", 39, true);
        assertEquals(r.lapEnd(), shownIndex(), "Shift+Right to the lap's end");
        assertFalse(hidden("answer"), "the answer stays to the step's end");

        // a step forward from before a question stops where it waits
        browser.open("about:blank");
        browser.open(file.toUri() + "#event=" + (r.askAt() - 1));
        browser.key("End", 35, false);
        assertEquals(r.askAt(), shownIndex(), "End stops at the question on its way");
        assertFalse(hidden("question"));

        // North's front row is asked where North's turn starts, the front rows hidden; its button shows the answer
        int front = firstQuestion(p, Question.Kind.FRONT_ROW);
        Reveal f = p.reveal(front);
        browser.open(file.toUri() + "#event=" + f.askAt());
        assertFalse(hidden("question"), "asked at the turn's start");
        assertEquals(p.seek(f.askAt(), front, Language.FRENCH, Reveal.Medium.PAGE).question(), text("question-text"));
        assertTrue(hidden("answer"));
        assertEquals(0, holesMarked("front-row"), "no front row marked while it waits");
        assertFalse(boardText().contains("\u2691"), "no row label flagged");
        browser.tap("show-answer");
        assertEquals(f.askAt(), shownIndex());
        assertTrue(hidden("question"));
        assertFalse(hidden("answer"), "the answer once asked for");
        assertTrue(boardText().contains("\u2691"), "the front rows flagged again");

        // the counter counts the game's events, as the app's does, whatever boards the questions add
        int events = story.game().size();
        browser.open("about:blank");
        browser.open(file.toUri() + "#event=" + (events + 5));
        assertShows(story.game(), events, "an address past the end opens the last event");
        String counter = text("event");
        assertEquals(2, counter.split(java.util.regex.Pattern.quote(String.valueOf(events)), -1).length - 1,
                "the counter says event " + events + " of " + events + ": " + counter);
        assertEquals(events, browser.eval("+document.getElementById('scrub').max").asInt(), "the scrubber ends at the last event");
    }

    private static int firstQuestion(Presentation p, Question.Kind kind) {
        for (int i = 0; ; i++) {
            if (p.reveal(i) != null && p.reveal(i).kind() == kind) {
                return i;
            }
        }
    }

    /** How many holes the page shows with {@code mark} (the painter lists each hole's marks in data-marks). */
    private static int holesMarked(String mark) {
        return browser.eval("Array.from(document.querySelectorAll('[data-marks]'))"
                + ".filter(e => e.dataset.marks.split(' ').includes('" + mark + "')).length").asInt();
    }

    /** How many shapes of the board are outlined in {@code colour}. */
    private static int marked(String colour) {
        return browser.eval("document.querySelectorAll('#board [stroke=\"" + colour + "\"]').length").asInt();
    }

    private static String boardText() {
        return text("board");
    }

    private static String text(String id) {
        return browser.eval("document.getElementById('" + id + "').textContent").asText();
    }

    private static boolean hidden(String id) {
        return browser.eval("document.getElementById('" + id + "').hidden").asBoolean();
    }
}
