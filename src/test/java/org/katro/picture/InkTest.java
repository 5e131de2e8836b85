package org.katro.picture;

import org.junit.jupiter.api.Test;
import org.katro.board.Board;
import org.katro.Wcag;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.picture.Drawing.Circle;
import org.katro.picture.Drawing.Group;
import org.katro.picture.Drawing.Shape;
import org.katro.picture.Drawing.Style;
import org.katro.picture.Drawing.Text;
import org.katro.text.Language;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A printed board (ink on paper): every line, every letter and every seed stands out from the white
 * page by at least 3:1 (WCAG's figure for marks that carry meaning), see-through lines as they blend
 * with the paper; surfaces may be white, as the paper is.
 */
class InkTest {
    private static final double LEAST = 3;

    @Test
    void everyLineLetterAndSeedOfAPrintedBoardStandsOutFromThePaper() throws Exception {
        Ruleset r = Ruleset.byId("fianarantsoa").orElseThrow();
        Position start = r.start(2);
        GameCursor game = new GameCursor(r, start, Notation.parseMoves("1+ 1+ 6+", start.toMove()));
        BoardPainter painter = new BoardPainter(Language.ENGLISH, Ink.PAPER);
        List<Drawing> drawings = new ArrayList<>();
        // the start, a lap under way (holes ahead), a capture, and a worksheet's question with its move marked
        for (int k : new int[] {0, 1, 7, 14}) {
            game.seek(k);
            drawings.add(painter.paint(Board.at(game).highlighting(java.util.Set.of(game.geometry().holeAt(0)))));
        }
        drawings.add(painter.paint(Board.lifting(game.rules(), start, new Move(1, org.katro.engine.Direction.PLUS))));
        List<String> faint = new ArrayList<>();
        int seen = 0;
        for (Drawing d : drawings) {
            assertEquals(Ink.PAPER.page(), d.background());
            List<Shape> all = new ArrayList<>();
            flatten(d.shapes(), all);
            for (Shape s : all) {
                if (s instanceof Text t) {
                    seen++;
                    check(t.colour(), 1, "text '" + t.text() + "'", faint);
                } else if (style(s) != null) {
                    Style st = style(s);
                    if (st.stroke() != null && st.width() > 0 && !st.stroke().equals(Ink.PAPER.page())) {
                        seen++;
                        check(st.stroke(), st.opacity(), "line of " + s.getClass().getSimpleName(), faint);
                    }
                    if (s instanceof Circle && st.fill() != null && Ink.PAPER.pebbles().contains(st.fill())) {
                        seen++;
                        check(st.fill(), st.opacity(), "seed", faint);
                    }
                }
            }
        }
        assertTrue(seen > 500, "looked at " + seen + " marks");
        assertEquals(List.of(), faint.stream().distinct().toList());
    }

    private static void check(String colour, double opacity, String what, List<String> faint) {
        double ratio = Wcag.ratio(blend(colour, opacity), Integer.parseInt(Ink.PAPER.page().substring(1), 16));
        if (ratio < LEAST) {
            faint.add(String.format(java.util.Locale.ROOT, "%s %s at %.2f: %.2f:1", what, colour, opacity, ratio));
        }
    }

    private static Style style(Shape s) {
        return s instanceof Drawing.Rect r ? r.style() : s instanceof Circle c ? c.style()
                : s instanceof Drawing.Poly p ? p.style() : null;
    }

    private static void flatten(List<Shape> shapes, List<Shape> out) {
        for (Shape s : shapes) {
            if (s instanceof Group g) {
                flatten(g.shapes(), out);
            } else {
                out.add(s);
            }
        }
    }

    /** The colour a see-through mark shows on the white page, as 0xRRGGBB. */
    private static int blend(String hex, double opacity) {
        int c = Integer.parseInt(hex.substring(1), 16);
        int page = Integer.parseInt(Ink.PAPER.page().substring(1), 16);
        int out = 0;
        for (int shift = 16; shift >= 0; shift -= 8) {
            double mixed = (c >> shift & 0xff) * opacity + (page >> shift & 0xff) * (1 - opacity);
            out |= (int) Math.round(mixed) << shift;
        }
        return out;
    }
}
