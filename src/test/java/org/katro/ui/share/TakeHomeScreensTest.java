package org.katro.ui.share;

import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.lesson.CuratorLesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.ui.Navigator;
import org.katro.board.Board;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.practice.PracticeViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.imageio.ImageIO;
import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Take home" on each screen that offers it, driven by clicks with the save dialog answered by the
 * test: the files read back as the screen showed them, and in a kiosk the control is not there.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class TakeHomeScreensTest {
    private Navigator navigator;
    @TempDir
    Path dir;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    /** Chooses {@code item} of the take-home menu, answering the save dialog with {@code file}; waits for the file. */
    private Path take(FxRobot robot, String item, Path file) {
        TakeHomeMenu control = robot.lookup(".take-home").queryAs(TakeHomeMenu.class);
        robot.interact(() -> control.setChooser(dialog -> file));
        robot.clickOn("#take-home-menu");
        robot.clickOn(item);
        return saved(control);
    }

    /** The file the control says it saved, once the background thread is done (a hang guard, not a timing). */
    private static Path saved(TakeHomeMenu control) {
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS,
                    () -> control.model().messageProperty().get().startsWith("Saved to ")
                            || control.model().messageProperty().get().startsWith("Could not"));
        } catch (Exception e) {
            throw new AssertionError("nothing was saved", e);
        }
        String message = control.model().messageProperty().get();
        assertTrue(message.startsWith("Saved to "), message);
        Path file = Path.of(message.substring("Saved to ".length()));
        assertTrue(Files.isRegularFile(file), file.toString());
        return file;
    }

    /** Every hole's count as the SVG carries it. */
    private static Map<String, Integer> svgCounts(Path svg) throws Exception {
        Element root = DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(svg.toFile()).getDocumentElement();
        Map<String, Integer> out = new HashMap<>();
        NodeList groups = root.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.hasAttribute("data-hole")) {
                out.put(g.getAttribute("data-hole"), Integer.parseInt(g.getAttribute("data-count")));
            }
        }
        return out;
    }

    private static Map<String, Integer> boardCounts(Board board) {
        Map<String, Integer> out = new HashMap<>();
        for (int i = 0; i < board.geometry().size(); i++) {
            Hole h = board.geometry().holeAt(i);
            out.put(h.name(), board.seeds(h));
        }
        return out;
    }

    @Test
    void theExplorerSavesItsBoardAsSvgAndPngAndItsGameAsAPageAtTheEventShown(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.openGame(Navigator.workedExample()));
        robot.interact(() -> navigator.game().seek(8));
        Board shown = navigator.game().boardProperty().get();
        assertEquals(0, shown.seeds(shown.geometry().hole(Player.NORTH, 5)), "the capture of N5");

        // no ending typed: the picture's type (SVG, the first offered) is added
        Path svg = take(robot, "Save picture\u2026", dir.resolve("capture"));
        assertEquals(dir.resolve("capture.svg"), svg);
        assertEquals(boardCounts(shown), svgCounts(svg));
        assertTrue(Files.readString(svg).contains("\u2715"), "the taken hole's mark");

        Path png = take(robot, "Save picture\u2026", dir.resolve("capture.png"));
        BufferedImage image = ImageIO.read(png.toFile());
        assertTrue(image.getWidth() > 500 && image.getHeight() > 500, image.getWidth() + " x " + image.getHeight());

        Path page = take(robot, "Share as web page\u2026", dir.resolve("game.html"));
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertTrue(html.contains("id=\"event\" data-index=\"8\""), "the page opens at the event shown");
        assertTrue(html.contains("<title>Katro of Fianarantsoa, 6 rows \u00d7 2 columns</title>"),
                "the ruleset's whole name, as the screen's title");
    }

    @Test
    void thePlayScreenSavesTheBoardOfTheGamePlayed(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.showPlay());
        robot.clickOn("#hole-S2");
        robot.clickOn("#sowPlus");
        // the computer's answer comes from its own thread; the board is saved once the game is South's again
        try {
            WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> navigator.game().canPlayMoveProperty().get());
        } catch (Exception e) {
            throw new AssertionError("the computer did not answer", e);
        }
        Path svg = take(robot, "Save picture\u2026", dir.resolve("play.svg"));
        Board shown = navigator.game().boardProperty().get();
        assertEquals(boardCounts(shown), svgCounts(svg));
        assertTrue(navigator.game().cursor().size() > 0, "the picture is of the game played, not of its start");
    }

    @Test
    void aLessonSavesItsBoardWithTheHolesItPointsOutAndItselfAsAPage(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.openLesson(navigator.library().byId("worked-example").orElseThrow()));
        robot.clickOn("#next");
        robot.clickOn("#next");
        LessonPlayerModel lesson = navigator.lessonPlayer();
        int at = lesson.game().cursor().index();
        assertTrue(at > 0);
        Path svg = take(robot, "Save picture\u2026", dir.resolve("lesson.svg"));
        assertEquals(boardCounts(lesson.boardProperty().get()), svgCounts(svg));

        Path page = take(robot, "Share as web page\u2026", dir.resolve("lesson.html"));
        String html = Files.readString(page, StandardCharsets.UTF_8);
        assertTrue(html.contains("id=\"event\" data-index=\"" + at + "\""), "the page opens at event " + at);
        assertTrue(html.contains("<title>" + lesson.title() + "</title>"), "the lesson's own title");
        assertTrue(html.contains("\"lesson\":true"), "the lesson's steps");
        assertTrue(html.contains("\"questions\":[{"), "and its questions");
    }

    @Test
    void aShippedLessonAndACuratorsLessonPrintAsTheirWorksheet(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.openLesson(navigator.library().byId("worked-example").orElseThrow()));
        String title = navigator.lessonPlayer().title();
        Path shipped = take(robot, "Print the lesson\u2026", dir.resolve("worked"));
        assertEquals(dir.resolve("worked.pdf"), shipped);
        try (PDDocument doc = Loader.loadPDF(shipped.toFile())) {
            assertTrue(doc.getNumberOfPages() > 1, "each step printed: " + doc.getNumberOfPages() + " pages");
            assertTrue(new PDFTextStripper().getText(doc).replaceAll("\\s+", " ").contains(title), title);
        }

        Path folder = CuratorLesson.write(dir.resolve("curator"));
        var curators = LessonLoader.load(LessonSource.folder(folder), CuratorLesson.ID + ".fxml");
        robot.interact(() -> navigator.openLesson(curators));
        Path pdf = take(robot, "Print the lesson\u2026", dir.resolve("relay.pdf"));
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertTrue(text.contains(CuratorLesson.TITLE) && text.contains(CuratorLesson.CAPTION), text);
        }
    }

    @Test
    void practicePrintsAWorksheetOfItsQuestionsOnTheChosenPaper(FxRobot robot) throws Exception {
        robot.interact(() -> navigator.openPractice(new PracticeViewModel(Language.ENGLISH, 3)));
        // the ruleset by its name, as a pupil reads it, not by its id
        String ruleset = new Narrator(Language.ENGLISH)
                .name(navigator.practiceModel().questionProperty().get().ruleset());
        TakeHomeMenu control = robot.lookup(".take-home").queryAs(TakeHomeMenu.class);
        robot.interact(() -> control.setChooser(dialog -> dir.resolve("sheet.pdf")));
        robot.clickOn("#take-home-menu");
        robot.clickOn("Print a worksheet\u2026");
        // the teacher keeps 12 questions and picks Letter paper
        robot.clickOn("#paper-letter");
        robot.clickOn("Save the PDF\u2026");
        Path pdf = saved(control);
        try (PDDocument doc = Loader.loadPDF(pdf.toFile())) {
            // 12 questions, each board the page's width, at most two a page, then the answers
            PDFTextStripper pages = new PDFTextStripper();
            int lastQuestionPage = 0;
            for (int page = 1; page <= doc.getNumberOfPages(); page++) {
                pages.setStartPage(page);
                pages.setEndPage(page);
                long asked = pages.getText(doc).lines().filter(l -> l.matches("Question \\d+")).count();
                assertTrue(asked <= 2, asked + " questions on page " + page);
                lastQuestionPage = asked > 0 ? page : lastQuestionPage;
            }
            assertTrue(lastQuestionPage >= 6 && lastQuestionPage < doc.getNumberOfPages(),
                    "the 12 questions on " + lastQuestionPage + " pages, the answers after them");
            assertEquals(612, doc.getPage(0).getMediaBox().getWidth(), 0.5, "Letter paper");
            String text = new PDFTextStripper().getText(doc);
            assertTrue(text.contains("Worksheet: " + ruleset), text);
            assertTrue(text.contains("Answers"));
            assertTrue(text.contains("12."), "the twelfth question");
        }
    }

    @Test
    void inAKioskNoScreenHasTheControl(FxRobot robot) {
        robot.interact(() -> navigator.filesAllowedProperty().set(false));
        robot.interact(() -> navigator.openGame(Navigator.workedExample()));
        assertTrue(robot.lookup(".take-home").tryQuery().isEmpty(), "explorer");
        robot.interact(() -> navigator.showPlay());
        assertTrue(robot.lookup(".take-home").tryQuery().isEmpty(), "play");
        robot.interact(() -> navigator.openLesson(navigator.library().byId("worked-example").orElseThrow()));
        assertTrue(robot.lookup(".take-home").tryQuery().isEmpty(), "lesson");
        robot.interact(() -> navigator.showPractice());
        assertTrue(robot.lookup(".take-home").tryQuery().isEmpty(), "practice");
        robot.interact(() -> navigator.filesAllowedProperty().set(true));
        robot.interact(() -> navigator.showPractice());
        assertTrue(robot.lookup(".take-home").tryQuery().isPresent(), "practice, files allowed again");
    }
}
