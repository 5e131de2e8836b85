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

    public static final Ink WOOD = new Ink(
            "#2a1c12", "#0c0805", "#94603a", "#24160c", "#6a4322",
            "#43291a", "#2b190c", List.of("#d9c49a", "#b9b0a0", "#d6a27c"), "#2a190d",
            "#d8c6a8", "#f3e6cc", "#2a190d", null,
            "#e9d3ad", "#f0c36a", "#f0c36a", "#cfe6ff", "#f4d9a8", "#f6e2b8",
            "#d8ebff", "#3a2312",
            "#f0c36a", "#1b110a", "#1b110a", null,
            "#ff8a70", "#6b2a1f", "#2a120c", "#9fd3ff", "#fff6c8", "#ffd35c",
            "#7fe0a0", "#4a3019", "#140c07", "#f1dfc0", "#3a2414", 1);

    public static final Ink PAPER = new Ink(
            "#ffffff", "#ffffff", "#ffffff", "#000000", "#808080",
            "#ffffff", "#505050", List.of("#505050", "#707070", "#606060"), "#000000",
            "#505050", "#ffffff", "#000000", "#000000",
            "#303030", "#000000", "#8a5a00", "#1f4f8a", "#8a5a00", "#8a5a00",
            "#1f4f8a", "#ffffff",
            "#e0b050", "#000000", "#ffffff", "#000000",
            "#b3261e", "#f6d5cf", "#b3261e", "#1f4f8a", "#000000", "#8a5a00",
            "#1a7a3c", "#ffffff", "#000000", "#000000", "#ffffff", 2);

    /** The pebble colour of the {@code i}-th seed in a heap: a few shades, so that a heap reads as pebbles. */
    String pebble(int i) {
        return pebbles.get(i % pebbles.size());
    }
}
