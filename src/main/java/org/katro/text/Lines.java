package org.katro.text;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** Text broken into lines at spaces, for the pictures and the printed sheets, which lay text out themselves. */
public final class Lines {
    private Lines() {
    }

    /**
     * {@code text}'s lines no wider than {@code width} as {@code measure} gives a line's width; a new
     * line at each {@code \n}, and a word wider than the width alone on its line.
     */
    public static List<String> wrap(String text, double width, ToDoubleFunction<String> measure) {
        List<String> lines = new ArrayList<>();
        for (String paragraph : text.split("\n")) {
            StringBuilder line = new StringBuilder();
            for (String word : paragraph.split(" ")) {
                String tried = line.length() == 0 ? word : line + " " + word;
                if (line.length() > 0 && measure.applyAsDouble(tried) > width) {
                    lines.add(line.toString());
                    line = new StringBuilder(word);
                } else {
                    line = new StringBuilder(tried);
                }
            }
            lines.add(line.toString());
        }
        return lines;
    }
}
