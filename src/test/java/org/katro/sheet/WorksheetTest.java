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
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.picture.Ink;
import org.katro.picture.Story;
import org.katro.practice.PracticeQuestion;
import org.katro.practice.Puzzle;
import org.katro.practice.PuzzleMaker;
import org.katro.practice.QuestionMaker;
import org.katro.text.Language;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.util.List;

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

    /**
     * On every board size, a practice sheet prints each hole's number at 8.5 pt or more (3 mm), the
     * font's size in the drawing times the scale the board is printed at, and never under the asked
     * hole's badge.
     */
    @Test
    void holeNumbersPrintThreeMillimetresHighOnEveryBoardSize() {
        BoardPainter painter = new BoardPainter(Language.ENGLISH, Ink.PAPER);
        for (Ruleset ruleset : List.of(FIANARANTSOA, Ruleset.KATRO4)) {
            for (int columns = Ruleset.MIN_COLUMNS; columns <= Ruleset.MAX_COLUMNS; columns++) {
                PracticeQuestion q = new QuestionMaker(7).next(ruleset, columns, null, Integer.MAX_VALUE);
                Board lifted = Board.lifting(Rules.of(ruleset), q.position(), q.move());
                Drawing board = painter.paint(lifted);
                double printed = painter.numberSize() * Worksheet.questionScale(board, Paper.A4);
                assertTrue(printed >= 8.5, ruleset.id() + ", " + columns + " columns: hole numbers " + printed + " pt");
                int badges = 0;
                for (Drawing.Shape shape : board.shapes()) {
                    if (shape instanceof Drawing.Group hole && hole.part() != null && hole.part().startsWith("hole-")) {
                        badges += clearOfBadge(hole) ? 1 : 0;
                    }
                }
                assertTrue(badges >= 1, "the asked hole carries its badge: " + columns + " columns");
                Drawing.Shape last = board.shapes().get(board.shapes().size() - 1);
                assertTrue(last instanceof Drawing.Group g && ("number-" + lifted.selected().name()).equals(g.part()),
                        "the asked hole's number drawn over its move's arrow: " + last);
            }
        }
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
        new org.apache.pdfbox.contentstream.PDFGraphicsStreamEngine(page) {
            @Override
            public void drawImage(org.apache.pdfbox.pdmodel.graphics.image.PDImage image) {
                org.apache.pdfbox.util.Matrix m = getGraphicsState().getCurrentTransformationMatrix();
                float w = m.getScalingFactorX();
                float h = m.getScalingFactorY();
                boxes.add(new java.awt.geom.Rectangle2D.Float(m.getTranslateX(), height - m.getTranslateY() - h, w, h));
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
        }.processPage(page);
        return boxes;
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
