package org.katro.picture;

import org.junit.jupiter.api.Test;
import org.katro.board.Board;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.notation.Notation;
import org.katro.text.Language;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

import javax.xml.parsers.DocumentBuilderFactory;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Board pictures say what the engine says: the SVG read back as XML, the PNG by its pixels. */
public class PictureTest {
    private static GameCursor workedExample(int k) throws Exception {
        Ruleset r = Ruleset.byId("fianarantsoa").orElseThrow();
        Position start = r.start(2);
        GameCursor game = new GameCursor(r, start, Notation.parseMoves("1+ 1+ 6+", start.toMove()));
        game.seek(k);
        return game;
    }

    private static Element svg(Drawing d) throws Exception {
        var factory = DocumentBuilderFactory.newInstance();
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(Svg.document(d).getBytes(
                StandardCharsets.UTF_8))).getDocumentElement();
    }

    /** Every hole's group: its name, the count it carries and the count it prints. */
    private static Map<String, String[]> holes(Element root) {
        Map<String, String[]> out = new HashMap<>();
        NodeList groups = root.getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.hasAttribute("data-hole")) {
                NodeList texts = g.getElementsByTagName("text");
                // the hole number first, then the count on its pill, then any badge
                out.put(g.getAttribute("data-hole"), new String[] {g.getAttribute("data-count"),
                        texts.item(1).getTextContent(), texts.getLength() > 2 ? texts.item(2).getTextContent() : null,
                        Integer.toString(g.getElementsByTagName("circle").getLength())});
            }
        }
        return out;
    }

    @Test
    void everyHoleOfTheSvgCarriesAndPrintsTheEnginesCountAtEveryEventOfTheWorkedExample() throws Exception {
        BoardPainter painter = new BoardPainter(Language.ENGLISH);
        GameCursor game = workedExample(0);
        for (int k = 0; k <= game.size(); k++) {
            game.seek(k);
            Map<String, String[]> holes = holes(svg(painter.paint(Board.at(game))));
            assertEquals(game.geometry().size(), holes.size());
            for (int i = 0; i < game.geometry().size(); i++) {
                Hole h = game.geometry().holeAt(i);
                String seeds = Integer.toString(game.seeds(h));
                assertEquals(seeds, holes.get(h.name())[0], h.name() + " at event " + k);
                assertEquals(seeds, holes.get(h.name())[1], h.name() + "'s printed count at event " + k);
            }
        }
    }

    @Test
    void theCaptureIsMarkedOnBothHolesAndEachSeedIsAPebble() throws Exception {
        // event 8 of the worked example: South's last seed in S6 takes N5's two seeds
        GameCursor game = workedExample(8);
        Map<String, String[]> holes = holes(svg(new BoardPainter(Language.FRENCH).paint(Board.at(game))));
        assertEquals("\u2715", holes.get("N5")[2], "the taken hole's cross");
        assertEquals("\u2605", holes.get("S6")[2], "the landing hole's star");
        assertEquals(null, holes.get("S1")[2], "no mark elsewhere");
        // S6 holds 5 seeds: its cup, its second ring and five pebbles
        assertEquals("7", holes.get("S6")[3]);
        assertEquals("4", holes.get("S5")[3], "S5: its cup and three pebbles");
    }

    @Test
    void thePngShowsTheSameBoardPixelByPixel() throws Exception {
        GameCursor game = workedExample(8);
        Drawing d = new BoardPainter(Language.ENGLISH).paint(Board.at(game));
        BufferedImage img = Png.image(d, 1);
        assertEquals((int) Math.ceil(d.width()), img.getWidth());
        Hole taken = game.geometry().hole(org.katro.engine.Player.NORTH, 5);
        Hole empty = game.geometry().hole(org.katro.engine.Player.SOUTH, 1);
        // the hole centres, from the SVG's cups
        Map<String, double[]> centres = new HashMap<>();
        NodeList groups = svg(d).getElementsByTagName("g");
        for (int i = 0; i < groups.getLength(); i++) {
            Element g = (Element) groups.item(i);
            if (g.hasAttribute("data-hole")) {
                Element cup = (Element) g.getElementsByTagName("circle").item(0);
                centres.put(g.getAttribute("data-hole"), new double[] {Double.parseDouble(cup.getAttribute("cx")),
                        Double.parseDouble(cup.getAttribute("cy"))});
            }
        }
        // an empty hole's middle is the cup's dark brown; the taken hole's outline is the capture's red
        int cupColour = img.getRGB((int) centres.get(empty.name())[0], (int) centres.get(empty.name())[1]) & 0xffffff;
        assertEquals(0x43291a, cupColour, Integer.toHexString(cupColour));
        double[] c = centres.get(taken.name());
        int reds = 0;
        for (int a = 0; a < 360; a += 3) {
            int rgb = img.getRGB((int) Math.round(c[0] + 39 * Math.cos(Math.toRadians(a))),
                    (int) Math.round(c[1] + 39 * Math.sin(Math.toRadians(a))));
            if (((rgb >> 16) & 0xff) > 200 && ((rgb >> 8) & 0xff) < 170) {
                reds++;
            }
        }
        assertTrue(reds > 10, "the taken hole's dotted red outline: " + reds + " red points on its rim");
        // seeds are light pebbles on the dark cup: S6 (5 seeds) shows them, the empty S1 none
        assertTrue(lightPixels(img, centres.get("S6")) > 200, "S6 shows its seeds");
        assertEquals(0, lightPixels(img, centres.get(empty.name())), "S1 is empty");
    }

    private static int lightPixels(BufferedImage img, double[] centre) {
        int n = 0;
        for (int dx = -30; dx <= 30; dx++) {
            for (int dy = -30; dy <= 30; dy++) {
                if (dx * dx + dy * dy <= 900 && ((img.getRGB((int) centre[0] + dx, (int) centre[1] + dy) >> 16) & 0xff) > 150) {
                    n++;
                }
            }
        }
        return n;
    }

    @Test
    void aQuestionsPictureHoldsTheLiftedSeedsInTheHandAsItsQuestionSays() {
        Ruleset r = Ruleset.byId("fianarantsoa").orElseThrow();
        Position start = r.start(2);
        org.katro.engine.Rules rules = org.katro.engine.Rules.of(r);
        org.katro.engine.Move first = rules.legalMoves(start).get(0);
        Board still = Board.lifting(rules, start, first);
        Hole lifted = rules.geometry(start).hole(start.toMove(), first.hole());
        assertEquals(start.counts()[lifted.index()], still.hand(), "the hand holds the hole's seeds");
        assertEquals(0, still.seeds(lifted), "and the hole is empty");
        assertEquals(start.total(), java.util.Arrays.stream(still.counts()).sum() + still.hand(), "no seed lost");
    }

    @Test
    void aMovesArrowIsLongerThanWideAndPointsTheWayItsDiscSitsOnTheHole() {
        // the question says "the way the arrow on S6 points": a bare triangle read as pointing along one of its sides
        Ruleset r = Ruleset.byId("fianarantsoa").orElseThrow();
        Position start = r.start(2);
        org.katro.engine.Rules rules = org.katro.engine.Rules.of(r);
        BoardPainter painter = new BoardPainter(Language.ENGLISH);
        for (org.katro.engine.Move m : rules.legalMoves(start)) {
            Drawing d = painter.paint(Board.lifting(rules, start, m));
            Hole from = rules.geometry(start).hole(start.toMove(), m.hole());
            Drawing.Group move = group(d.shapes(), "move");
            Drawing.Circle disc = (Drawing.Circle) move.shapes().get(0);
            double[] points = ((Drawing.Poly) move.shapes().get(1)).points();
            // the disc sits on the hole's side the move leaves it by
            Drawing.Circle hole = (Drawing.Circle) group(d.shapes(), "hole-" + from.name()).shapes().get(0);
            double wx = disc.cx() - hole.cx();
            double wy = disc.cy() - hole.cy();
            double len = Math.hypot(wx, wy);
            double[] along = {Double.MAX_VALUE, -Double.MAX_VALUE};
            double[] across = {Double.MAX_VALUE, -Double.MAX_VALUE};
            for (int i = 0; i < points.length; i += 2) {
                double u = ((points[i] - disc.cx()) * wx + (points[i + 1] - disc.cy()) * wy) / len;
                double v = (-(points[i] - disc.cx()) * wy + (points[i + 1] - disc.cy()) * wx) / len;
                along = new double[] {Math.min(along[0], u), Math.max(along[1], u)};
                across = new double[] {Math.min(across[0], v), Math.max(across[1], v)};
            }
            String where = from.name() + " " + m;
            assertTrue(along[1] > -along[0], where + ": the arrow's tip is on the side of the hole it points to");
            assertTrue(along[1] - along[0] >= 1.4 * (across[1] - across[0]), where + ": an arrow is longer than wide, "
                    + (along[1] - along[0]) + " by " + (across[1] - across[0]));
        }
    }

    /** The group {@code part} among {@code shapes}, at any depth. */
    public static Drawing.Group group(java.util.List<Drawing.Shape> shapes, String part) {
        for (Drawing.Shape s : shapes) {
            if (s instanceof Drawing.Group g) {
                if (part.equals(g.part())) {
                    return g;
                }
                Drawing.Group inner = group(g.shapes(), part);
                if (inner != null) {
                    return inner;
                }
            }
        }
        return null;
    }
}
