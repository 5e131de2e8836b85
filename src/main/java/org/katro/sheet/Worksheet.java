package org.katro.sheet;

import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDType0Font;
import org.apache.pdfbox.pdmodel.graphics.image.LosslessFactory;
import org.apache.pdfbox.pdmodel.graphics.image.PDImageXObject;
import org.katro.board.Board;
import org.katro.engine.Rules;
import org.katro.engine.Ruleset;
import org.katro.lesson.Presentation;
import org.katro.lesson.Reveal;
import org.katro.lesson.Step;
import org.katro.picture.BoardPainter;
import org.katro.picture.Drawing;
import org.katro.picture.Fonts;
import org.katro.picture.Ink;
import org.katro.picture.Png;
import org.katro.picture.Story;
import org.katro.practice.Kind;
import org.katro.practice.PracticeQuestion;
import org.katro.practice.Puzzle;
import org.katro.practice.PuzzleMaker;
import org.katro.practice.QuestionMaker;
import org.katro.text.Language;
import org.katro.text.Lines;
import org.katro.text.Narrator;
import org.katro.text.Texts;

import java.awt.Color;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;

/**
 * Printed sheets as PDF: practice questions with a picture of each position, room to answer and the
 * answers on a last page; or a lesson as a worksheet: its steps' pictures and captions, each
 * question with the board before its answer and room to write it, the answers on a last page. The
 * font is embedded (DejaVu Sans), so every language prints.
 */
public final class Worksheet {
    private static final String BUNDLE = "org.katro.sheet.Sheet";
    /** A class set: more would only make a thicker pile. */
    public static final int MAX_QUESTIONS = 200;
    private static final float MARGIN = 42;
    /** The tallest a board is drawn, in points, unless its hole numbers need more ({@link #NUMBER_SIZE}). */
    private static final float BOARD_HEIGHT = 200;
    /**
     * The least size a hole's number is printed at, in points: its digits (0.73 of it in DejaVu Sans)
     * 3.2 mm high, more than the 3 mm a class reads.
     */
    private static final double NUMBER_SIZE = 12.5;
    /** A hole's number's size in a board drawn for paper, in the drawing's units. */
    private static final double PAPER_NUMBER = new BoardPainter(Language.ENGLISH, Ink.PAPER).numberSize();
    /** The room between two lines to write on, in points. */
    private static final float LINE_GAP = 24;
    /** The room to answer: two lines and the space round them ({@link Pages#answer}). */
    private static final float ANSWER_HEIGHT = 6 + 2 * LINE_GAP + 8;
    /** Picture resolution: about 200 dots per inch on paper. */
    static final double DPI = 200;

    private Worksheet() {
    }

    /**
     * {@code count} questions, the same as {@code katro practice} prints with the same options, in
     * {@code language}, on {@code paper}; the PDF's bytes.
     */
    public static byte[] questions(Ruleset ruleset, int columns, Kind kind, int count, long seed, Language language,
            Paper paper) {
        Texts texts = new Texts(language, BUNDLE);
        QuestionMaker maker = new QuestionMaker(seed);
        List<PracticeQuestion> questions = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            questions.add(maker.next(ruleset, columns, kind, Integer.MAX_VALUE));
        }
        BoardPainter painter = new BoardPainter(language, Ink.PAPER);
        Rules rules = Rules.of(ruleset);
        try (Pages pages = new Pages(paper)) {
            pages.newPage();
            pages.title(texts.text("title", new Narrator(language).name(ruleset)));
            pages.line(texts.text("name"), 11, false);
            pages.gap(6);
            for (int i = 0; i < questions.size(); i++) {
                PracticeQuestion q = questions.get(i);
                block(pages, texts, i, painter.paint(Board.lifting(rules, q.position(), q.move())),
                        List.of(), q.text(language));
            }
            pages.newPage();
            pages.title(texts.text("answers"));
            for (int i = 0; i < questions.size(); i++) {
                PracticeQuestion q = questions.get(i);
                String answer = switch (q.kind()) {
                    case LANDING -> q.answer();
                    case CAPTURE -> texts.text(q.lap().captures() ? "yes" : "no");
                    case COUNT -> q.answer();
                };
                if (!pages.fits(16)) {
                    pages.newPage();
                }
                pages.wrapped(texts.text("key", i + 1, q.moveName(), answer), MARGIN, paper.width() - 2 * MARGIN, 11,
                        false);
            }
            return pages.bytes(texts);
        }
    }

    /**
     * {@code count} "find the winning move" puzzles won in {@code turns}, on {@code size} or, when
     * null, on any board puzzles are made on: the same puzzles as the practice screen makes from
     * {@code seed}. Each shows its position and asks for a winning move; the last page gives every
     * winning move of each, with its number of turns.
     */
    public static byte[] puzzles(PuzzleMaker.Size size, int turns, int count, long seed, Language language,
            Paper paper) {
        Texts texts = new Texts(language, BUNDLE);
        Narrator narrator = new Narrator(language);
        PuzzleMaker maker = new PuzzleMaker(seed);
        List<Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            puzzles.add(size == null ? maker.next(turns, () -> false) : maker.next(size, turns, () -> false));
        }
        BoardPainter painter = new BoardPainter(language, Ink.PAPER);
        try (Pages pages = new Pages(paper)) {
            pages.newPage();
            pages.title(texts.text("puzzles", turns));
            if (size != null) {
                // the rules decide what wins: a sheet of one board says which under its title
                pages.line(narrator.ruleset(size.ruleset(), size.ruleset().rows(), size.columns()), 11, true);
            }
            pages.line(texts.text("name"), 11, false);
            pages.gap(6);
            for (int i = 0; i < puzzles.size(); i++) {
                Puzzle q = puzzles.get(i);
                block(pages, texts, i, painter.paint(Board.still(Rules.of(q.ruleset()), q.position())),
                        List.of(narrator.name(q.ruleset())), q.text(language));
            }
            pages.newPage();
            pages.title(texts.text("answers"));
            for (int i = 0; i < puzzles.size(); i++) {
                if (!pages.fits(30)) {
                    pages.newPage();
                }
                pages.wrapped(texts.text("lessonKey", i + 1, puzzles.get(i).answer(language)), MARGIN,
                        paper.width() - 2 * MARGIN, 11, false);
            }
            return pages.bytes(texts);
        }
    }

    /**
     * A lesson as a worksheet, from the same {@link Presentation} as the lesson player: every step's
     * picture, caption and side note, and in place of a step that asks, its question over the board as
     * it waits (nothing of the answer shown) with room to write; in place of a faded step (one the
     * learner sows in the app), the board before its lap and where the seeds fall asked for. The next
     * step, which shows what happened, starts on the next page. The answers, with why, are on the last
     * page. Every board takes the page's width, as a practice sheet's do.
     */
    public static byte[] strip(Story story, Language language, Paper paper) {
        Presentation lesson = story.lesson();
        Texts texts = new Texts(language, BUNDLE);
        BoardPainter painter = new BoardPainter(language, Ink.PAPER);
        List<Step> steps = lesson.lesson().getSteps();
        List<Integer> asked = new ArrayList<>();
        try (Pages pages = new Pages(paper)) {
            pages.newPage();
            pages.title(story.title());
            pages.line(texts.text("name"), 11, false);
            pages.gap(6);
            float width = paper.width() - 2 * MARGIN;
            for (int i = 0; i < steps.size(); i++) {
                Reveal r = lesson.reveal(i);
                List<Presentation.Sowing> taps = r == null ? lesson.sowings(i) : List.of();
                if (r == null && taps.isEmpty()) {
                    int k = steps.get(i).getAt();
                    Presentation.Moment m = lesson.seek(k, -1, language, Reveal.Medium.PAPER);
                    Drawing board = painter.paint(lesson.hidingSowing(k, m.board()));
                    if (!pages.fits(boardHeight(board, paper) + 70)) {
                        pages.newPage();
                    }
                    pages.wrapped(texts.text("step", i + 1, steps.size()), MARGIN, width, 11, true);
                    pages.board(board);
                    pages.wrapped(m.caption(), MARGIN, width, 10.5f, false);
                    if (!m.note().isEmpty()) {
                        pages.wrapped(m.note(), MARGIN + 12, width - 12, 9.5f, false);
                    }
                    pages.gap(8);
                    pages.rule();
                    continue;
                }
                asked.add(i);
                Presentation.Moment m = r != null ? lesson.seek(r.askAt(), i, language, Reveal.Medium.PAPER)
                        : lesson.sowing(taps.get(0), language, Reveal.Medium.PAPER);
                String question = r != null ? m.question() : (m.question() + " " + texts.text("fade." + taps.get(0).fade().id())).strip();
                Drawing board = painter.paint(m.board());
                if (!pages.fits(boardHeight(board, paper) + pages.questionHeight(texts, asked.size(), question) + 20)) {
                    pages.newPage();
                }
                pages.wrapped(texts.text("number", asked.size()), MARGIN, width, 12, true);
                pages.board(board);
                pages.wrapped(question, MARGIN, width, 10.5f, false);
                pages.answer(texts.text("answer"));
                // what comes next shows what happened: a page of its own, so the answer is not in sight
                if (i + 1 < steps.size()) {
                    pages.gap(4);
                    pages.wrapped(texts.text("turnOver"), MARGIN, width, 10, false);
                    pages.newPage();
                } else {
                    pages.rule();
                }
            }
            pages.newPage();
            pages.title(texts.text("answers"));
            for (int n = 0; n < asked.size(); n++) {
                int i = asked.get(n);
                String answer = texts.text("lessonKey", n + 1, lesson.reveal(i) != null ? lesson.answer(i, language)
                        : sown(lesson.sowings(i), texts));
                if (!pages.fits(60)) {
                    pages.newPage();
                }
                pages.wrapped(answer, MARGIN, width, 10.5f, false);
                Presentation.Moment after = lesson.seek(steps.get(i).getAt(), -1, language, Reveal.Medium.PAPER);
                pages.wrapped(after.caption(), MARGIN + 12, width - 12, 9.5f, false);
                pages.gap(6);
            }
            lesson.game().toFirst();
            return pages.bytes(texts);
        }
    }

    /** Where a faded step's seeds fall, in a sentence: every seed's hole in order, or the one hole tapped. */
    private static String sown(List<Presentation.Sowing> taps, Texts texts) {
        return texts.text("fade.answer." + taps.get(0).fade().id(),
                String.join(", ", taps.stream().map(w -> w.hole().name()).toList()));
    }

    /** A document being filled from the top of each page down; y is the next line's top. */
    private static final class Pages implements AutoCloseable {
        final PDDocument doc = new PDDocument();
        final Paper paper;
        final PDFont regular;
        final PDFont bold;
        PDPageContentStream out;
        float y;

        Pages(Paper paper) {
            this.paper = paper;
            regular = font(false);
            bold = font(true);
        }

        private PDFont font(boolean isBold) {
            try (InputStream in = Fonts.open(isBold)) {
                return PDType0Font.load(doc, in, true);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        void newPage() {
            try {
                closePage();
                PDPage page = new PDPage(new PDRectangle(paper.width(), paper.height()));
                doc.addPage(page);
                out = new PDPageContentStream(doc, page);
                y = paper.height() - MARGIN;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        boolean fits(float height) {
            return y - height >= MARGIN + 14;
        }

        void gap(float h) {
            y -= h;
        }

        void title(String text) {
            wrapped(text, MARGIN, paper.width() - 2 * MARGIN, 16, true);
            gap(6);
        }

        void line(String text, float size, boolean isBold) {
            wrapped(text, MARGIN, paper.width() - 2 * MARGIN, size, isBold);
        }

        /** Text broken into lines no wider than {@code width}, from the current y down, leaving y under its last line. */
        void wrapped(String text, float x, float width, float size, boolean isBold) {
            PDFont font = isBold ? bold : regular;
            for (String line : Lines.wrap(text, width, s -> width(font, s, size))) {
                y -= size * 1.3f;
                show(line, x, y, font, size, Color.BLACK);
            }
            // below the last line's descenders: a picture drawn next had covered them ("Step" read "Steo")
            y += font.getFontDescriptor().getDescent() / 1000 * size;
        }

        private void show(String text, float x, float baseline, PDFont font, float size, Color colour) {
            try {
                out.beginText();
                out.setNonStrokingColor(colour);
                out.setFont(font, size);
                out.newLineAtOffset(x, baseline);
                out.showText(text);
                out.endText();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private static float width(PDFont font, String s, float size) {
            try {
                return font.getStringWidth(s) / 1000 * size;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** How high {@link #wrapped} writes {@code text}. */
        float height(String text, float width, float size, boolean isBold) {
            PDFont font = isBold ? bold : regular;
            return Lines.wrap(text, width, s -> width(font, s, size)).size() * size * 1.3f
                    + font.getFontDescriptor().getDescent() / 1000 * size;
        }

        /** How high a question's words and room to answer are: its number, {@code question} and {@link #answer}. */
        float questionHeight(Texts texts, int number, String question) {
            float width = paper.width() - 2 * MARGIN;
            return height(texts.text("number", number), width, 12, true) + height(question, width, 10.5f, false)
                    + ANSWER_HEIGHT + 10;
        }

        /** Room to write an answer: {@code label} on the first of two lines to write on. */
        void answer(String label) {
            float size = 10.5f;
            float x = MARGIN;
            float right = paper.width() - MARGIN;
            y -= 6 + LINE_GAP;
            show(label, x, y + 3, bold, size, Color.BLACK);
            try {
                out.setStrokingColor(new Color(0x88, 0x88, 0x88));
                out.setLineWidth(0.6f);
                out.moveTo(x + width(bold, label, size) + 6, y);
                out.lineTo(right, y);
                y -= LINE_GAP;
                out.moveTo(x, y);
                out.lineTo(right, y);
                out.stroke();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            y -= 8;
        }

        void rule() {
            try {
                out.setStrokingColor(new Color(0xcc, 0xcc, 0xcc));
                out.setLineWidth(0.5f);
                out.moveTo(MARGIN, y - 4);
                out.lineTo(paper.width() - MARGIN, y - 4);
                out.stroke();
                y -= 10;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        /** Draws a board the page's width ({@link #boardScale}) from the current y down, leaving y under it. */
        void board(Drawing d) {
            float scale = boardScale(d, paper);
            // clear of the descenders of a heading above it
            y -= 2;
            try {
                PDImageXObject image = LosslessFactory.createFromImage(doc, Png.image(d, scale * DPI / 72));
                float h = (float) (d.height() * scale);
                out.drawImage(image, MARGIN, y - h, (float) (d.width() * scale), h);
                y -= h + 6;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        private void closePage() throws IOException {
            if (out != null) {
                out.close();
                out = null;
            }
        }

        /** The finished document, each page numbered at its foot. */
        byte[] bytes(Texts texts) {
            try {
                closePage();
                int n = doc.getNumberOfPages();
                for (int i = 0; i < n; i++) {
                    try (PDPageContentStream foot = new PDPageContentStream(doc, doc.getPage(i),
                            PDPageContentStream.AppendMode.APPEND, true)) {
                        String text = texts.text("page", i + 1, n);
                        foot.beginText();
                        foot.setNonStrokingColor(Color.DARK_GRAY);
                        foot.setFont(regular, 9);
                        foot.newLineAtOffset(paper.width() - MARGIN - width(regular, text, 9), MARGIN / 2);
                        foot.showText(text);
                        foot.endText();
                    }
                }
                ByteArrayOutputStream bytes = new ByteArrayOutputStream();
                doc.save(bytes);
                return bytes.toByteArray();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() {
            try {
                closePage();
                doc.close();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
    /**
     * The scale a board is printed at on {@code paper}, on every sheet: the whole text's width,
     * {@link #BOARD_HEIGHT} high at most unless its hole numbers would print smaller than
     * {@link #NUMBER_SIZE} (a 6-row board), so that they are 3 mm high on every board.
     */
    static float boardScale(Drawing board, Paper paper) {
        return (float) Math.min((paper.width() - 2 * MARGIN) / board.width(),
                Math.max(BOARD_HEIGHT / board.height(), NUMBER_SIZE / PAPER_NUMBER));
    }

    /** The height a board is printed at on {@code paper}, in points. */
    private static float boardHeight(Drawing board, Paper paper) {
        return (float) (board.height() * boardScale(board, paper));
    }

    /** One question of a worksheet: its board, then its number, {@code notes} in small type, the question and room to answer. */
    private static void block(Pages pages, Texts texts, int i, Drawing board, List<String> notes, String question) {
        float width = pages.paper.width() - 2 * MARGIN;
        float notesHeight = 0;
        for (String note : notes) {
            notesHeight += pages.height(note, width, 9.5f, false);
        }
        // the board the whole text's width, its text under it: beside the text a 6-column board's numbers printed 1.3 mm high
        if (!pages.fits(boardHeight(board, pages.paper) + notesHeight + pages.questionHeight(texts, i + 1, question))) {
            pages.newPage();
        }
        pages.board(board);
        pages.wrapped(texts.text("number", i + 1), MARGIN, width, 12, true);
        for (String note : notes) {
            pages.wrapped(note, MARGIN, width, 9.5f, false);
        }
        pages.wrapped(question, MARGIN, width, 10.5f, false);
        pages.answer(texts.text("answer"));
        pages.rule();
    }
}
