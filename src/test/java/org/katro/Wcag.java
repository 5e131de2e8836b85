package org.katro;

/** WCAG 2's contrast ratio, for the tests that measure it: on the screens' pixels and on printed boards. */
public final class Wcag {
    private Wcag() {
    }

    /** The contrast ratio of two opaque sRGB colours ({@code 0xRRGGBB}; any alpha is ignored), from 1 to 21. */
    public static double ratio(int rgb1, int rgb2) {
        double l1 = luminance(rgb1);
        double l2 = luminance(rgb2);
        return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
    }

    private static double luminance(int rgb) {
        return 0.2126 * channel(rgb >> 16) + 0.7152 * channel(rgb >> 8) + 0.0722 * channel(rgb);
    }

    private static double channel(int value) {
        double c = (value & 0xff) / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }
}
