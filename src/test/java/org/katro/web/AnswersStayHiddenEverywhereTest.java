package org.katro.web;

import com.fasterxml.jackson.databind.JsonNode;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.board.Board;
import org.katro.board.HoleMarks;
import org.katro.engine.Hole;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.LessonText;
import org.katro.lesson.Presentation;
import org.katro.lesson.Progress;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.lesson.Step;
import org.katro.picture.Story;
import org.katro.sheet.Paper;
import org.katro.sheet.Worksheet;
import org.katro.text.Language;
import org.katro.ui.lesson.LessonPlayerModel;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.Map;
import java.util.TreeMap;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * Every question of every shipped lesson, in every language, as it waits on the three outputs: the
 * lesson player (its view model, as the screen binds it), the web page (in headless Chromium, at the
 * question's event) and the printed worksheet (the PDF's text, page by page). None may show a text
 * that tells the answer (the asking step's own caption, a later step's, the answer and why), nor a
 * mark on the board that shows it (a hole ahead, a capture, a front row asked for), neither while it
 * waits nor at its event before it opens (the picture of the step before, shown there first); and all
 * three show the same marks.
 */
@Tag("browser")
@Tag("process")
class AnswersStayHiddenEverywhereTest {
    private static Chromium browser;
    @TempDir
    static Path dir;

    @BeforeAll
    static void start() throws Exception {
        browser = new Chromium(1280, 900);
    }

    @AfterAll
    static void stop() throws Exception {
        if (browser != null) {
            browser.close();
        }
    }

    /** What one output shows while a question waits. */
    private record Shown(List<String> texts, Map<String, List<String>> marks) {
    }

    @Test
    void noQuestionOfAnyLessonGivesItsAnswerAwayInTheAppOnTheWebPageOrOnPaper() throws Exception {
        List<Lesson> lessons = LessonLoader.load(List.of(LessonSource.bundled())).lessons();
        assertTrue(lessons.size() >= 5, "the shipped lessons: " + lessons.size());
        int checked = 0;
        for (Lesson lesson : lessons) {
            for (Language language : Language.values()) {
                checked += check(lesson, language);
            }
        }
        assertTrue(checked >= 5 * 10, "questions checked on the three outputs: " + checked);
    }

    private static int check(Lesson lesson, Language language) throws Exception {
        Presentation p = new Presentation(lesson);
        List<Integer> asking = new ArrayList<>();
        for (int i = 0; i < lesson.getSteps().size(); i++) {
            if (p.reveal(i) != null) {
                asking.add(i);
            }
        }
        if (asking.isEmpty()) {
            return 0;
        }
        Map<Integer, Shown> app = walkTheApp(lesson, language);
        assertEquals(asking, new ArrayList<>(app.keySet()), lesson.id() + ": the app asks every question");
        Story story = Story.lesson(lesson, language);
        Path page = dir.resolve(lesson.id() + "-" + language.locale().getLanguage() + ".html");
        Files.writeString(page, WebPlayer.html(story, language), StandardCharsets.UTF_8);
        List<String> paper = pages(Worksheet.strip(Story.lesson(lesson, language), language, Paper.A4));
        int number = 0;
        for (int i : asking) {
            number++;
            String where = lesson.id() + " step " + (i + 1) + " in " + language.locale();
            Reveal r = p.reveal(i);
            List<String> secrets = secrets(lesson, p, i, language);
            Presentation.Moment waiting = p.seek(r.askAt(), i, language, Reveal.Medium.SCREEN);
            assertNothingGiven(where, r, waiting.board());
            // the holes the step before pointed out belong to its caption: one may be the answer
            assertEquals(Set.of(), waiting.board().highlighted(), where + ": holes pointed out while it waits");
            // the same event before the question opens: the picture of the step before, on every output
            assertNothingGiven(where + ", before it is asked", r, p.seek(r.askAt(), -1, language, Reveal.Medium.SCREEN).board());
            if (r.kind() == Question.Kind.FRONT_ROW) {
                // nor, on the way there, a board that marks the row asked for as that side's front row
                int side = r.turn().side().ordinal();
                p.game().seek(r.askAt());
                int asked = Board.at(p.game()).frontRows()[side];
                for (int k = 0; k < r.askAt(); k++) {
                    int[] marked = p.seek(k, -1, language, Reveal.Medium.SCREEN).board().frontRows();
                    assertTrue(marked[side] != asked, where + ": event " + k + " marks the front row asked for");
                }
            }

            Shown inApp = app.get(i);
            assertNoSecret(where + ", in the app", inApp.texts(), secrets);
            assertEquals(marks(waiting.board()), inApp.marks(), where + ": the app shows the presentation's board");

            Shown onPage = web(page, r.askAt());
            assertNoSecret(where + ", on the web page", onPage.texts(), secrets);
            assertEquals(inApp.marks(), onPage.marks(), where + ": the web page marks what the app marks");

            String question = p.seek(r.askAt(), i, language, Reveal.Medium.PAPER).question();
            int at = pageOf(paper, question, where);
            for (int k = 0; k <= at; k++) {
                assertNoSecret(where + ", on paper page " + (k + 1), List.of(paper.get(k)), secrets);
            }
            String screen = waiting.question();
            if (!screen.equals(question)) {
                assertFalse(flat(paper.get(at)).contains(flat(screen)), where + ": paper asks to write, not to tap");
            }
            // the answers come last: on a page after every question
            int answer = pageOf(paper, p.answer(i, language), where + " answer");
            assertTrue(answer > pageOf(paper, lastQuestion(p, asking, language), where), where + ": answers last");
            assertTrue(number > 0);
        }
        return asking.size();
    }

    /** The board itself hides the answer: no path ahead, no capture, no front row when one is asked. */
    private static void assertNothingGiven(String where, Reveal r, Board board) {
        for (int k = 0; k < board.geometry().size(); k++) {
            HoleMarks m = board.marks(board.geometry().holeAt(k));
            assertFalse(m.ahead() || m.receiving() || m.taken() || m.landing(), where + ": hole " + k + " shows " + m);
            if (r.kind() == Question.Kind.FRONT_ROW) {
                assertFalse(m.frontRow(), where + ": the front row asked for is marked");
            }
        }
    }

    /** The texts that would tell the answer of step {@code i}'s question. */
    private static List<String> secrets(Lesson lesson, Presentation p, int i, Language language) {
        LessonText text = lesson.text(language.locale());
        List<String> out = new ArrayList<>();
        out.add(p.answer(i, language));
        out.add(p.reveal(i).why(language));
        text.find(lesson.getSteps().get(i).getQuestion().getExplain()).ifPresent(out::add);
        for (int j = i; j < lesson.getSteps().size(); j++) {
            Step s = lesson.getSteps().get(j);
            out.add(text.get(s.getCaption()));
            text.find(s.getMore()).ifPresent(out::add);
            text.find(s.getNote()).ifPresent(out::add);
        }
        out.removeIf(String::isBlank);
        return out;
    }

    private static void assertNoSecret(String where, List<String> shown, List<String> secrets) {
        for (String text : shown) {
            for (String secret : secrets) {
                if (flat(text).contains(flat(secret))) {
                    fail(where + " shows \"" + secret + "\" in \"" + text + "\"");
                }
            }
        }
    }

    /** Text without its white space: a PDF's lines break where the page did. */
    private static String flat(String s) {
        return s.replaceAll("\\s+", "");
    }

    /** Each hole's marks, by name. */
    private static Map<String, List<String>> marks(Board board) {
        Map<String, List<String>> out = new TreeMap<>();
        for (int k = 0; k < board.geometry().size(); k++) {
            Hole h = board.geometry().holeAt(k);
            out.put(h.name(), board.marks(h).names());
        }
        return out;
    }

    /** The lesson player walked with Next from its start, each question met recorded as it waits, then shown. */
    private static Map<Integer, Shown> walkTheApp(Lesson lesson, Language language) {
        Presentation p = new Presentation(lesson);
        LessonPlayerModel m = new LessonPlayerModel(p, language, new Progress(), 0);
        Map<Integer, Shown> met = new TreeMap<>();
        for (int guard = 0; guard < 10_000; guard++) {
            Board shown = m.boardProperty().get();
            for (int q : p.askedAt(shown.index())) {
                if (!m.askingProperty().get() && !met.containsKey(q)) {
                    // the picture of the step before, at the event its question waits at
                    assertNothingGiven(lesson.id() + " step " + (q + 1) + " in the app, before it is asked", p.reveal(q), shown);
                }
            }
            if (m.askingProperty().get()) {
                List<String> texts = new ArrayList<>(List.of(m.captionProperty().get(), m.moreProperty().get(),
                        m.noteProperty().get(), m.narrationProperty().get(), m.questionProperty().get(),
                        m.verdictProperty().get(), m.stepLabelProperty().get(), m.seedLabelProperty().get()));
                m.choicesProperty().get().forEach(c -> texts.add(c.label()));
                assertEquals("", m.verdictProperty().get(), "no verdict before an answer");
                met.put(m.stepProperty().get(), new Shown(texts, marks(m.boardProperty().get())));
                m.showAnswer();
            } else if (m.sowingProperty().get()) {
                // a faded step's seed, sown where it falls
                m.showAnswer();
            } else if (m.canNextProperty().get()) {
                m.next();
            } else {
                return met;
            }
            m.finishStep();
        }
        throw new AssertionError(lesson.id() + ": the lesson never ends");
    }

    /** The web page opened afresh at event {@code k}. */
    private static Shown web(Path page, int k) throws InterruptedException {
        browser.open("about:blank");
        browser.open(page.toUri() + "#event=" + k);
        assertEquals(k, browser.eval("+document.getElementById('event').dataset.index").asInt());
        assertFalse(browser.eval("document.getElementById('question').hidden").asBoolean(), "the question waits at " + k);
        assertTrue(browser.eval("document.getElementById('answer').hidden").asBoolean(), "no answer at " + k);
        JsonNode visible = browser.eval("Array.from(document.querySelectorAll('main *'))"
                + ".filter(e => e.offsetParent !== null && e.children.length === 0 && e.textContent.trim())"
                + ".map(e => e.textContent)");
        List<String> texts = new ArrayList<>();
        visible.forEach(t -> texts.add(t.asText()));
        JsonNode holes = browser.eval("Array.from(document.querySelectorAll('[data-hole]'))"
                + ".map(e => [e.dataset.hole, e.dataset.marks])");
        Map<String, List<String>> marks = new TreeMap<>();
        holes.forEach(h -> marks.put(h.get(0).asText(),
                h.get(1).asText().isEmpty() ? List.of() : List.of(h.get(1).asText().split(" "))));
        return new Shown(texts, marks);
    }

    private static List<String> pages(byte[] pdf) throws Exception {
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            PDFTextStripper stripper = new PDFTextStripper();
            List<String> out = new ArrayList<>();
            for (int k = 1; k <= doc.getNumberOfPages(); k++) {
                stripper.setStartPage(k);
                stripper.setEndPage(k);
                out.add(stripper.getText(doc));
            }
            return out;
        }
    }

    private static int pageOf(List<String> pages, String text, String where) {
        for (int k = 0; k < pages.size(); k++) {
            if (flat(pages.get(k)).contains(flat(text))) {
                return k;
            }
        }
        throw new AssertionError(where + ": the paper never prints \"" + text + "\"");
    }

    private static String lastQuestion(Presentation p, List<Integer> asking, Language language) {
        int last = asking.get(asking.size() - 1);
        return p.seek(p.reveal(last).askAt(), last, language, Reveal.Medium.PAPER).question();
    }
}
