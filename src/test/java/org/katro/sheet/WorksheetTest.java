package org.katro.sheet;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.katro.board.Board;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Presentation;
import org.katro.lesson.Reveal;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.picture.Ink;
import org.katro.picture.Png;
import org.katro.picture.Story;
import org.katro.practice.PracticeQuestion;
import org.katro.practice.Puzzle;
import org.katro.practice.PuzzleMaker;
import org.katro.practice.QuestionMaker;
import org.katro.text.Language;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A printed worksheet read back with PDFBox: its pages, its questions and its answer key. */
class WorksheetTest {
    private static final Ruleset FIANARANTSOA = Ruleset.byId("fianarantsoa").orElseThrow();

    private static String text(PDDocument doc, int from, int to) throws IOException {
        PDFTextStripper stripper = new PDFTextStripper();
        stripper.setStartPage(from);
        stripper.setEndPage(to);
        // the stripper breaks lines where the page does: compare words, not lines
        return stripper.getText(doc).replaceAll("\\s+", " ");
    }

    /** 3 mm, in points: the least a hole number's digits may measure on paper, from their foot to their top. */
    private static final double THREE_MM = 3 / 25.4 * 72;

    /**
     * On every board size, a practice sheet prints each hole's number with digits 3 mm high or more,
     * measured on the pictures the sheet prints (the ink of each number, in the picture's pixels, at the
     * size the page prints it), never under the asked hole's badge nor its move's arrow. Every sheet
     * prints its boards through one painter ({@code Pages.board}, at {@link Worksheet#boardScale}): each
     * size's board is drawn that way here, and on the smallest and largest boards of each ruleset the
     * sheet's own PDF is read back and its picture found the same, pixel for pixel.
     */
    @Test
    void holeNumbersPrintThreeMillimetresHighOnEveryBoardSize() throws IOException {
        BoardPainter painter = new BoardPainter(Language.ENGLISH, Ink.PAPER);
        // Letter is wider than A4: its boards print as large or larger
        for (Paper paper : List.of(Paper.A4)) {
            for (Ruleset ruleset : List.of(FIANARANTSOA, Ruleset.KATRO4)) {
                for (int columns = Ruleset.MIN_COLUMNS; columns <= Ruleset.MAX_COLUMNS; columns++) {
                    PracticeQuestion q = new QuestionMaker(7).next(ruleset, columns, null, Integer.MAX_VALUE);
                    Board lifted = Board.lifting(Rules.of(ruleset), q.position(), q.move());
                    Drawing board = painter.paint(lifted);
                    String where = paper + ", " + ruleset.id() + ", " + columns + " columns";
                    Placed printed = printed(board, paper);
                    assertDigitsThreeMillimetres(where, List.of(List.of(printed)), board, 1);
                    if (columns == Ruleset.MIN_COLUMNS || columns == Ruleset.MAX_COLUMNS) {
                        List<List<Placed>> pages = placedImages(Worksheet.questions(ruleset, columns, null, 1, 7, Language.ENGLISH, paper));
                        assertDigitsThreeMillimetres(where, pages, board, 1);
                        assertTrue(pages.get(0).stream().anyMatch(p -> samePicture(p, printed)),
                                where + ": the sheet prints its question's board as Pages.board draws it");
                    }
                    int badges = 0;
                    for (Drawing.Shape shape : board.shapes()) {
                        if (shape instanceof Drawing.Group hole && hole.part() != null && hole.part().startsWith("hole-")) {
                            badges += clearOfBadge(hole) ? 1 : 0;
                        }
                    }
                    assertTrue(badges >= 1, "the asked hole carries its badge: " + where);
                    Drawing.Shape last = board.shapes().get(board.shapes().size() - 1);
                    assertTrue(last instanceof Drawing.Group g && ("number-" + lifted.selected().name()).equals(g.part()),
                            "the asked hole's number drawn over its move's arrow: " + last);
                }
            }
        }
    }

    /** {@code board} as a sheet prints it on {@code paper}: {@code Pages.board}'s picture and width. */
    private static Placed printed(Drawing board, Paper paper) {
        float scale = Worksheet.boardScale(board, paper);
        return new Placed(Png.image(board, scale * Worksheet.DPI / 72), (float) (board.width() * scale));
    }

    private static boolean samePicture(Placed a, Placed b) {
        if (a.image().getWidth() != b.image().getWidth() || a.image().getHeight() != b.image().getHeight()
                || Math.abs(a.width() - b.width()) > 0.01) {
            return false;
        }
        for (int y = 0; y < a.image().getHeight(); y++) {
            for (int x = 0; x < a.image().getWidth(); x++) {
                if ((a.image().getRGB(x, y) & 0xffffff) != (b.image().getRGB(x, y) & 0xffffff)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A lesson's worksheet prints its boards as a practice sheet does (through {@code Pages.board}, whose
     * every board size the test above measures): on the smallest and largest boards of each ruleset,
     * each picture's hole numbers have digits 3 mm high or more and nothing drawn over them (its steps'
     * pictures, its question's board and its faded step's board alike).
     */
    @Test
    void lessonBoardsPrintTheirNumbersThreeMillimetresHighOnEveryBoardSize() throws Exception {
        BoardPainter painter = new BoardPainter(Language.ENGLISH, Ink.PAPER);
        for (Ruleset ruleset : List.of(FIANARANTSOA, Ruleset.KATRO4)) {
            for (int columns : List.of(Ruleset.MIN_COLUMNS, Ruleset.MAX_COLUMNS)) {
                org.katro.lesson.Lesson lesson = sizedLesson(ruleset, columns);
                Story story = Story.lesson(lesson, Language.ENGLISH);
                Drawing board = painter.paint(Board.at(story.game()));
                byte[] pdf = Worksheet.strip(story, Language.ENGLISH, Paper.A4);
                // the intro's picture, the question's board and the faded step's board
                assertDigitsThreeMillimetres(ruleset.id() + ", " + columns + " columns", placedImages(pdf), board, 3);
            }
        }
    }

    /**
     * A lesson on {@code columns} columns of {@code ruleset}: a picture, a question, and a faded step
     * (the learner sows the lap).
     */
    private static org.katro.lesson.Lesson sizedLesson(Ruleset ruleset, int columns) throws Exception {
        String fxml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <?import org.katro.lesson.Lesson?>
                <?import org.katro.lesson.Step?>
                <?import org.katro.lesson.Question?>
                <Lesson title="title" summary="summary" rules="%s" columns="%d" moves="%s" minutes="1">
                  <steps>
                    <Step at="0" caption="intro"/>
                    <Step at="%d" caption="lap"><question><Question ask="landing"/></question></Step>
                    <Step at="%d" caption="faded" fade="last"/>
                  </steps>
                </Lesson>
                """;
        // each side's first legal move
        Rules rules = Rules.of(ruleset);
        org.katro.engine.Position start = ruleset.start(columns);
        org.katro.engine.Move south = rules.legalMoves(start).stream()
                .filter(m -> !rules.legalMoves(rules.play(start, m)).isEmpty()).findFirst().orElseThrow();
        String moves = south + " " + rules.legalMoves(rules.play(start, south)).get(0);
        org.katro.engine.GameCursor game = new org.katro.lesson.Lesson("t", "s", ruleset.id(), columns, null, moves, 1, null,
                List.of(new org.katro.lesson.Step(0, 0, "intro", null, null, null, null, 0, 0))).cursor();
        // each turn's end: the first lap's step ends with the first turn, the faded one with the second
        int first = game.turnStarts().size() > 1 ? game.turnStarts().get(1) : game.size();
        String file = String.format(fxml, ruleset.id(), columns, moves, first, game.size());
        java.util.Map<String, byte[]> files = new java.util.HashMap<>();
        files.put("sized.fxml", file.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        StringBuilder texts = new StringBuilder("title=Sized\nsummary=A board of every size.\n");
        for (String key : List.of("intro", "lap", "faded")) {
            texts.append(key).append("=The ").append(key).append(".\n");
        }
        for (String suffix : List.of("", "_fr", "_mg", "_de", "_ca")) {
            files.put("sized" + suffix + ".properties", texts.toString().getBytes(java.nio.charset.StandardCharsets.UTF_8));
        }
        return LessonLoader.load(org.katro.lesson.draft.LessonFiles.inMemory(files, "sized"), "sized.fxml");
    }

    /**
     * Asserts that each of the at least {@code pictures} boards on {@code pages} (each page's pictures),
     * each of the size of {@code board}, prints every hole's number with digits at least 3 mm high and nothing drawn over
     * them: the ink inside each number's chip, in the picture's own pixels, is the digits' ink only.
     */
    private static void assertDigitsThreeMillimetres(String where, List<List<Placed>> pages, Drawing board, int pictures) {
        List<Drawing.Rect> chips = new java.util.ArrayList<>();
        List<Drawing.Text> numbers = new java.util.ArrayList<>();
        for (Drawing.Shape shape : board.shapes()) {
            if (shape instanceof Drawing.Group hole && hole.part() != null && hole.part().startsWith("hole-")) {
                List<Drawing.Shape> shapes = hole.shapes();
                for (int i = 1; i < shapes.size(); i++) {
                    if (shapes.get(i) instanceof Drawing.Text t && "start".equals(t.anchor())
                            && shapes.get(i - 1) instanceof Drawing.Rect chip) {
                        chips.add(chip);
                        numbers.add(t);
                    }
                }
            }
        }
        assertEquals(board.shapes().stream().filter(s -> s instanceof Drawing.Group g && g.part() != null
                && g.part().startsWith("hole-")).count(), chips.size(), where + ": every hole's number on its chip");
        int measured = 0;
        double smallest = Double.MAX_VALUE;
        for (int page = 0; page < pages.size(); page++) {
            for (Placed placed : pages.get(page)) {
                BufferedImage image = placed.image();
                // the picture's pixels per unit of the drawing, and points per pixel on the page
                double pixels = image.getWidth() / board.width();
                double points = placed.width() / image.getWidth();
                for (int n = 0; n < chips.size(); n++) {
                    Drawing.Rect chip = chips.get(n);
                    Drawing.Text number = numbers.get(n);
                    // inside the chip, a little in from its rounded edge, which what lies under it may fringe
                    java.awt.geom.RoundRectangle2D inside = new java.awt.geom.RoundRectangle2D.Double(chip.x() + 1.5,
                            chip.y() + 1.5, chip.w() - 3, chip.h() - 3, 2 * chip.radius(), 2 * chip.radius());
                    int x0 = (int) Math.floor(inside.getMinX() * pixels);
                    int x1 = (int) Math.ceil(inside.getMaxX() * pixels);
                    int y0 = (int) Math.floor(inside.getMinY() * pixels);
                    int y1 = (int) Math.ceil(inside.getMaxY() * pixels);
                    int top = Integer.MAX_VALUE;
                    int bottom = -1;
                    int left = Integer.MAX_VALUE;
                    int right = -1;
                    for (int y = y0; y <= y1; y++) {
                        for (int x = x0; x <= x1; x++) {
                            if (!inside.contains((x + 0.5) / pixels, (y + 0.5) / pixels)) {
                                continue;
                            }
                            int rgb = image.getRGB(x, y);
                            int luminance = (299 * (rgb >> 16 & 0xff) + 587 * (rgb >> 8 & 0xff) + 114 * (rgb & 0xff)) / 1000;
                            if (luminance < 128) {
                                top = Math.min(top, y);
                                bottom = Math.max(bottom, y);
                                left = Math.min(left, x);
                                right = Math.max(right, x);
                            }
                        }
                    }
                    String hole = where + ", page " + (page + 1) + ", number " + number.text();
                    assertTrue(bottom >= 0, hole + ": no ink");
                    // the digits' own outline, from the font: ink beyond it is something drawn over them
                    java.awt.geom.Rectangle2D glyphs = org.katro.picture.Fonts.font(number.size(), number.bold())
                            .createGlyphVector(new java.awt.font.FontRenderContext(null, true, true), number.text())
                            .getVisualBounds();
                    double slack = 1.5;
                    assertTrue(left >= (number.x() + glyphs.getMinX()) * pixels - slack
                            && right <= (number.x() + glyphs.getMaxX()) * pixels + slack
                            && top >= (number.y() + glyphs.getMinY()) * pixels - slack
                            && bottom <= (number.y() + glyphs.getMaxY()) * pixels + slack,
                            hole + ": something drawn over it: ink " + left + ".." + right + " x " + top + ".." + bottom
                                    + ", digits " + glyphs + " at " + number.x() * pixels + ", " + number.y() * pixels);
                    double high = (bottom - top + 1) * points;
                    smallest = Math.min(smallest, high);
                    measured++;
                }
            }
        }
        assertTrue(measured >= pictures * chips.size(), where + ": numbers measured " + measured);
        assertTrue(smallest >= THREE_MM, where + ": digits " + String.format("%.2f", smallest * 25.4 / 72) + " mm high");
    }

    /** A picture on a page, with the width it is printed at, in points. */
    private record Placed(BufferedImage image, float width) {
    }

    /** Each page's pictures in {@code pdf}. */
    private static List<List<Placed>> placedImages(byte[] pdf) throws IOException {
        List<List<Placed>> pages = new java.util.ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            for (org.apache.pdfbox.pdmodel.PDPage page : doc.getPages()) {
                pages.add(placedImages(page));
            }
        }
        return pages;
    }

    private static List<Placed> placedImages(org.apache.pdfbox.pdmodel.PDPage page) throws IOException {
        List<Placed> out = new java.util.ArrayList<>();
        new ImageFinder(page) {
            @Override
            public void drawImage(org.apache.pdfbox.pdmodel.graphics.image.PDImage image) throws IOException {
                out.add(new Placed(image.getImage(), getGraphicsState().getCurrentTransformationMatrix().getScalingFactorX()));
            }
        }.processPage(page);
        return out;
    }

    /**
     * A faded step (the learner sows its lap in the app) prints as a question: the board before its lap,
     * where the seeds fall asked for, room to write; its page holds that board's picture and not the
     * sown one (whose counts would give the answer), nor the step's caption; the answers page says
     * where the seeds fell.
     */
    @Test
    void aFadedStepAsksWhereTheSeedsFallOverTheBoardBeforeItsLap() throws IOException {
        BoardPainter painter = new BoardPainter(Language.ENGLISH, Ink.PAPER);
        Map<String, String> asked = Map.of("rules-1-serpent", "Where will each seed fall? Write the names of the holes, in order.",
                "rules-4-relay", "Where does the last seed fall? Write the name of the hole.",
                "rules-6-deeper-captures", "Where does this turn end? Write the name of the hole.");
        for (Map.Entry<String, String> lesson : asked.entrySet()) {
            Story story = Story.lesson(LessonLoader.load(List.of(LessonSource.bundled())).byId(lesson.getKey()).orElseThrow(),
                    Language.ENGLISH);
            Presentation p = story.lesson();
            byte[] pdf = Worksheet.strip(story, Language.ENGLISH, Paper.A4);
            List<Presentation.Sowing> taps = p.sowings();
            int step = taps.get(0).step();
            List<Presentation.Sowing> mine = p.sowings(step);
            Drawing before = painter.paint(p.sowing(mine.get(0), Language.ENGLISH, Reveal.Medium.PAPER).board());
            Drawing sown = painter.paint(p.seek(p.lesson().getSteps().get(step).getAt(), -1, Language.ENGLISH,
                    Reveal.Medium.PAPER).board());
            String caption = p.seek(p.lesson().getSteps().get(step).getAt(), -1, Language.ENGLISH, Reveal.Medium.PAPER).caption();
            try (PDDocument doc = Loader.loadPDF(pdf)) {
                int page = 1;
                while (page <= doc.getNumberOfPages() && !text(doc, page, page).contains(lesson.getValue())) {
                    page++;
                }
                String where = lesson.getKey() + ", page " + page;
                assertTrue(page < doc.getNumberOfPages(), lesson.getKey() + ": the faded step asked");
                assertTrue(!text(doc, page, page).contains(caption.replaceAll("\\s+", " ")), where + ": its caption tells what happened");
                // like every other question on the sheet, it says who holds how many seeds from which hole
                String holding = p.sowing(mine.get(0), Language.ENGLISH, Reveal.Medium.PAPER).question();
                assertTrue(holding.matches("(South|North) holds (one seed|\\d+ seeds) from [NS]\\d+, .*\\."), where + ": " + holding);
                assertTrue(text(doc, page, page).contains(holding + " " + lesson.getValue()), where + ": the hand before the question");
                List<BufferedImage> pictures = placedImages(doc.getPage(page - 1)).stream().map(Placed::image).toList();
                double scale = Worksheet.boardScale(before, Paper.A4) * Worksheet.DPI / 72;
                assertTrue(pictures.stream().anyMatch(i -> same(i, org.katro.picture.Png.image(before, scale))),
                        where + ": the board before the lap");
                assertTrue(pictures.stream().noneMatch(i -> same(i, org.katro.picture.Png.image(sown, scale))),
                        where + ": the sown board");
                String holes = String.join(", ", mine.stream().map(w -> w.hole().name()).toList());
                String answers = text(doc, doc.getNumberOfPages(), doc.getNumberOfPages());
                assertTrue(answers.contains(holes), lesson.getKey() + ": the answer " + holes + " in " + answers);
            }
        }
    }

    /**
     * An answer on the answers page says each thing once: the engine's why and the lesson's own
     * explanation after it do not both say that a relay's seeds are lifted and sown on.
     */
    @Test
    void anAnswerSaysARelaysSeedsAreSownOnOnce() throws IOException {
        Story story = Story.lesson(LessonLoader.load(List.of(LessonSource.bundled())).byId("rules-4-relay").orElseThrow(),
                Language.ENGLISH);
        try (PDDocument doc = Loader.loadPDF(Worksheet.strip(story, Language.ENGLISH, Paper.A4))) {
            String answers = text(doc, doc.getNumberOfPages(), doc.getNumberOfPages());
            String[] each = answers.substring(answers.indexOf("Answers")).split(" (?=\\d+\\. )");
            assertTrue(each.length >= 3, answers);
            for (String answer : each) {
                assertTrue(answer.split("sown on", -1).length <= 2, "said twice: " + answer);
            }
        }
    }

    /** Whether two pictures are the same, pixel for pixel. */
    private static boolean same(BufferedImage a, BufferedImage b) {
        if (a.getWidth() != b.getWidth() || a.getHeight() != b.getHeight()) {
            return false;
        }
        for (int y = 0; y < a.getHeight(); y++) {
            for (int x = 0; x < a.getWidth(); x++) {
                if ((a.getRGB(x, y) & 0xffffff) != (b.getRGB(x, y) & 0xffffff)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether {@code hole} has a badge, its number's chip ending left of it; fails when they meet. */
    private static boolean clearOfBadge(Drawing.Group hole) {
        List<Drawing.Shape> shapes = hole.shapes();
        List<Drawing.Group> pills = shapes.stream().filter(s -> s instanceof Drawing.Group g && g.part() == null)
                .map(s -> (Drawing.Group) s).toList();
        if (pills.size() < 2) {
            return false;
        }
        Drawing.Rect badge = (Drawing.Rect) pills.get(1).shapes().get(0);
        int number = 0;
        while (!(shapes.get(number) instanceof Drawing.Text t && "start".equals(t.anchor()))) {
            number++;
        }
        Drawing.Rect chip = (Drawing.Rect) shapes.get(number - 1);
        assertTrue(chip.x() + chip.w() < badge.x(), hole.part() + ": its number under its badge");
        return true;
    }

    @Test
    void twelveFrenchQuestionsAreThePracticeQuestionsWithTheAnswersOnTheLastPage() throws IOException {
        byte[] pdf = Worksheet.questions(FIANARANTSOA, 6, null, 12, 7, Language.FRENCH, Paper.A4);
        QuestionMaker maker = new QuestionMaker(7);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            // two questions a page (each board the page's width, for numbers 3 mm high), then the answers
            assertEquals(7, doc.getNumberOfPages());
            assertEquals(595, Math.round(doc.getPage(0).getMediaBox().getWidth()));
            String questions = text(doc, 1, 6);
            String answers = text(doc, 7, 7);
            assertTrue(answers.startsWith("Réponses"), answers);
            assertTrue(!questions.contains("Réponses"), "the answers are on the last page only");
            for (int i = 1; i <= 12; i++) {
                PracticeQuestion q = maker.next(FIANARANTSOA, 6, null, Integer.MAX_VALUE);
                String asked = q.text(Language.FRENCH).replaceAll("\\s+", " ");
                assertTrue(questions.contains("Question " + i + " " + asked), "question " + i + ": " + asked);
                String answer = switch (q.kind()) {
                    case CAPTURE -> q.lap().captures() ? "oui" : "non";
                    default -> q.answer();
                };
                assertTrue(answers.contains(i + ". " + q.moveName() + " : " + answer + " "), i + ": " + answer
                        + " in " + answers);
            }
            assertTrue(text(doc, 1, 1).contains("Page 1 sur 7"));
            // the board pictures: one image a question
            assertEquals(2, countImages(doc, 0));
        }
    }

    @Test
    void puzzlesPrintWithEveryQuickestWinOnTheLastPage() throws IOException {
        PuzzleMaker.Size size = new PuzzleMaker.Size(Ruleset.KATRO4, 3);
        byte[] pdf = Worksheet.puzzles(size, 3, 2, 7, Language.ENGLISH, Paper.A4);
        PuzzleMaker maker = new PuzzleMaker(7);
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            // the puzzles on a page, then the answers
            assertEquals(2, doc.getNumberOfPages());
            String questions = text(doc, 1, 1);
            String answers = text(doc, 2, 2);
            assertTrue(questions.startsWith("Worksheet: find the winning move (a win in 3 turns)"), questions);
            assertTrue(questions.contains("Four-row katro, 4 rows \u00d7 3 columns Name:"), "the sheet's ruleset and board: " + questions);
            assertTrue(answers.startsWith("Answers"), answers);
            for (int i = 1; i <= 2; i++) {
                Puzzle p = maker.next(size, 3, () -> false);
                String asked = p.text(Language.ENGLISH).replaceAll("\\s+", " ");
                assertTrue(questions.contains("Question " + i + " Four-row katro " + asked), i + ": " + asked + " in " + questions);
                String key = p.answer(Language.ENGLISH).replaceAll("\\s+", " ");
                for (var m : p.quickest()) {
                    // every quickest win, and nothing of them before the last page
                    assertTrue(key.contains(p.name(m)), key);
                }
                assertTrue(answers.contains(i + ". " + key), i + ": " + key + " in " + answers);
                assertTrue(!questions.contains(key), "the answers are on the last page only: " + key);
            }
            assertEquals(2, countImages(doc, 0));
        }
    }

    private static int countImages(PDDocument doc, int page) throws IOException {
        int n = 0;
        for (var name : doc.getPage(page).getResources().getXObjectNames()) {
            if (doc.getPage(page).getResources().isImageXObject(name)) {
                n++;
            }
        }
        return n;
    }

    @Test
    void letterPaperAndEveryLanguagePrint() throws IOException {
        for (Language language : Language.values()) {
            byte[] pdf = Worksheet.questions(FIANARANTSOA, 2, null, 2, 1, language, Paper.LETTER);
            try (PDDocument doc = Loader.loadPDF(pdf)) {
                assertEquals(612, Math.round(doc.getPage(0).getMediaBox().getWidth()), language.code());
                assertEquals(792, Math.round(doc.getPage(0).getMediaBox().getHeight()), language.code());
                String asked = new QuestionMaker(1).next(FIANARANTSOA, 2, null, Integer.MAX_VALUE).text(language);
                assertTrue(text(doc, 1, 1).contains(asked.replaceAll("\\s+", " ")), language + ": " + asked);
            }
        }
    }

    /**
     * No word is covered by a picture: every letter, to the bottom of its descenders, lies outside
     * every board printed on its page, on lesson sheets, question sheets and puzzle sheets. The board
     * under each step's and question's heading had cut its descenders ("Step" read "Steo", "Question"
     * read "Ouestion").
     */
    @Test
    void noWordIsCoveredByAPicture() throws IOException {
        List<String> covered = new java.util.ArrayList<>();
        for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
            for (String id : List.of("worked-example", "rules-4-relay", "visitor")) {
                covered.addAll(covered(id + " " + language.code(), Worksheet.strip(Story.lesson(
                        LessonLoader.load(List.of(LessonSource.bundled())).byId(id).orElseThrow(), language), language, Paper.A4)));
            }
            covered.addAll(covered("questions " + language.code(), Worksheet.questions(FIANARANTSOA, 6, null, 6, 7, language, Paper.A4)));
        }
        assertEquals(List.of(), covered);
    }

    /** Each letter of {@code pdf} whose box (its font's ascent to descent) meets a picture on its page. */
    private static List<String> covered(String what, byte[] pdf) throws IOException {
        List<String> found = new java.util.ArrayList<>();
        try (PDDocument doc = Loader.loadPDF(pdf)) {
            for (int page = 0; page < doc.getNumberOfPages(); page++) {
                float height = doc.getPage(page).getMediaBox().getHeight();
                List<java.awt.geom.Rectangle2D> pictures = pictures(doc.getPage(page), height);
                int at = page + 1;
                PDFTextStripper letters = new PDFTextStripper() {
                    @Override
                    protected void writeString(String text, List<org.apache.pdfbox.text.TextPosition> positions) {
                        for (org.apache.pdfbox.text.TextPosition p : positions) {
                            if (p.getUnicode().isBlank()) {
                                continue;
                            }
                            org.apache.pdfbox.pdmodel.font.PDFontDescriptor font = p.getFont().getFontDescriptor();
                            float size = p.getFontSizeInPt();
                            float top = p.getYDirAdj() - font.getAscent() / 1000 * size;
                            float bottom = p.getYDirAdj() - font.getDescent() / 1000 * size;
                            java.awt.geom.Rectangle2D box = new java.awt.geom.Rectangle2D.Float(p.getXDirAdj(), top,
                                    p.getWidthDirAdj(), bottom - top);
                            for (java.awt.geom.Rectangle2D picture : pictures) {
                                if (picture.intersects(box)) {
                                    found.add(what + ", page " + at + ": '" + text + "'");
                                    return;
                                }
                            }
                        }
                    }
                };
                letters.setStartPage(at);
                letters.setEndPage(at);
                letters.getText(doc);
            }
        }
        return found;
    }

    /** The boxes of the pictures drawn on {@code page}, measured from its top as the text is. */
    private static List<java.awt.geom.Rectangle2D> pictures(org.apache.pdfbox.pdmodel.PDPage page, float height) throws IOException {
        List<java.awt.geom.Rectangle2D> boxes = new java.util.ArrayList<>();
        new ImageFinder(page) {
            @Override
            public void drawImage(org.apache.pdfbox.pdmodel.graphics.image.PDImage image) {
                org.apache.pdfbox.util.Matrix m = getGraphicsState().getCurrentTransformationMatrix();
                float w = m.getScalingFactorX();
                float h = m.getScalingFactorY();
                boxes.add(new java.awt.geom.Rectangle2D.Float(m.getTranslateX(), height - m.getTranslateY() - h, w, h));
            }
        }.processPage(page);
        return boxes;
    }

    /** Reads a page for its pictures only: every drawing operation but the images' is let pass. */
    private abstract static class ImageFinder extends org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine {
        ImageFinder(org.apache.pdfbox.pdmodel.PDPage page) {
            super(page);
        }

        @Override
        public void appendRectangle(java.awt.geom.Point2D p0, java.awt.geom.Point2D p1, java.awt.geom.Point2D p2,
                java.awt.geom.Point2D p3) {
        }

        @Override
        public void clip(int windingRule) {
        }

        @Override
        public void moveTo(float x, float y) {
        }

        @Override
        public void lineTo(float x, float y) {
        }

        @Override
        public void curveTo(float x1, float y1, float x2, float y2, float x3, float y3) {
        }

        @Override
        public java.awt.geom.Point2D getCurrentPoint() {
            return new java.awt.geom.Point2D.Float();
        }

        @Override
        public void closePath() {
        }

        @Override
        public void endPath() {
        }

        @Override
        public void strokePath() {
        }

        @Override
        public void fillPath(int windingRule) {
        }

        @Override
        public void fillAndStrokePath(int windingRule) {
        }

        @Override
        public void shadingFill(org.apache.pdfbox.cos.COSName shadingName) {
        }
    }

    /**
     * A teacher prints on a black-and-white printer: the boards are drawn in ink on white (dark
     * outlines and seeds), not as the screen's dark wood, which filled a third of a page with toner.
     */
    @Test
    void printedBoardsAreInkOnWhitePaper() throws IOException {
        byte[] questions = Worksheet.questions(FIANARANTSOA, 6, null, 3, 7, Language.ENGLISH, Paper.A4);
        byte[] strip = Worksheet.strip(Story.lesson(LessonLoader.load(List.of(LessonSource.bundled())).byId("worked-example")
                .orElseThrow(), Language.ENGLISH), Language.ENGLISH, Paper.A4);
        for (byte[] pdf : List.of(questions, strip)) {
            try (PDDocument doc = Loader.loadPDF(pdf)) {
                double dark = darkShare(new PDFRenderer(doc).renderImageWithDPI(0, 36));
                assertTrue(dark < 0.05, "share of dark pixels on the first page: " + dark);
            }
        }
    }

    /** The share of pixels darker than a mid grey. */
    private static double darkShare(BufferedImage page) {
        long dark = 0;
        for (int y = 0; y < page.getHeight(); y++) {
            for (int x = 0; x < page.getWidth(); x++) {
                int rgb = page.getRGB(x, y);
                int luminance = (299 * (rgb >> 16 & 0xff) + 587 * (rgb >> 8 & 0xff) + 114 * (rgb & 0xff)) / 1000;
                dark += luminance < 96 ? 1 : 0;
            }
        }
        return dark / (double) (page.getWidth() * page.getHeight());
    }
}
