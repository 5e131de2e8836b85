package org.katro.picture;

import java.util.List;

/**
 * The colours a {@link BoardPainter} draws with. {@link #WOOD} is the screen's dark board, for
 * pictures and the web player; {@link #PAPER} is for sheets a teacher prints, often in black and
 * white: a white board with dark outlines and dark seeds, no dark area to fill with toner, every mark
 * still told apart by its line style as well as its colour. {@code countEdge} outlines a hole's count
 * (null: none); {@code serpentStrength} multiplies the see-through serpents' opacity, which on white
 * paper would be too faint to print.
 */
public record Ink(
        String page, String shadow, String wood, String woodEdge, String groove,
        String cup, String cupEdge, List<String> pebbles, String pebbleEdge,
        String number, String countPill, String countText, String countEdge,
        String label, String accent, String south, String north, String southLine, String southArrow,
        String northArrow, String arrowEdge,
        String mark, String markDark, String badge, String badgeEdge,
        String capture, String captureFill, String hatch, String lifted, String current, String ahead,
        String lessonHole, String hand, String handEdge, String handText, String handCup, double serpentStrength) {

    /** The screen's board: its colours are the palette's ({@link Palette}); the few here stand for the screen's gradients. */
    public static final Ink WOOD = new Ink(
            p("katro-page"), p("katro-shadow"), "#94603a", p("katro-wood-edge"), p("katro-groove"),
            "#43291a", p("katro-cup-edge"), List.of(p("katro-seed"), "#b9b0a0", "#d6a27c"), p("katro-seed-edge"),
            "#d8c6a8", p("katro-count"), p("katro-seed-edge"), null,
            p("katro-label"), p("katro-gold"), p("katro-gold"), p("katro-north"), p("katro-serpent-south"),
            p("katro-serpent-arrow-south"), p("katro-serpent-arrow-north"), p("katro-arrow-edge"),
            p("katro-gold"), p("katro-badge"), p("katro-badge"), null,
            p("katro-capture"), p("katro-capture-fill"), p("katro-hatch"), p("katro-lifted"), p("katro-current"),
            p("katro-ahead"), p("katro-lesson-hole"), "#4a3019", p("katro-hand-edge"), p("katro-hand-text"), "#3a2414", 1);

    public static final Ink PAPER = new Ink(
            "#ffffff", "#ffffff", "#ffffff", "#000000", "#808080",
            "#ffffff", "#505050", List.of("#505050", "#707070", "#606060"), "#000000",
            "#505050", "#ffffff", "#000000", "#000000",
            "#303030", "#000000", "#8a5a00", "#1f4f8a", "#8a5a00", "#8a5a00",
            "#1f4f8a", "#ffffff",
            "#e0b050", "#000000", "#ffffff", "#000000",
            "#b3261e", "#f6d5cf", "#b3261e", "#1f4f8a", "#000000", "#8a5a00",
            "#1a7a3c", "#ffffff", "#000000", "#000000", "#ffffff", 2);

    private static String p(String name) {
        return Palette.colour(name);
    }

    /** The pebble colour of the {@code i}-th seed in a heap: a few shades, so that a heap reads as pebbles. */
    String pebble(int i) {
        return pebbles.get(i % pebbles.size());
    }
}
