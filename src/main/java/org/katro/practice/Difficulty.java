package org.katro.practice;

import org.katro.engine.Ruleset;

import java.util.Collections;

/**
 * How hard the practice screen's questions are: a small board and a few seeds in hand at first,
 * then more seeds and bigger boards.
 *
 * @param level from 1 to {@link #TOP}
 */
public record Difficulty(int level) {
    public static final int TOP = 4;
    public static final Difficulty FIRST = new Difficulty(1);

    public Difficulty {
        if (level < 1 || level > TOP) {
            throw new IllegalArgumentException("difficulty levels go from 1 to " + TOP);
        }
    }

    /** The next level up, or this one at the top. */
    public Difficulty harder() {
        return new Difficulty(Math.min(TOP, level + 1));
    }

    /** The next level down, or this one at the bottom. */
    public Difficulty easier() {
        return new Difficulty(Math.max(1, level - 1));
    }

    /** The most seeds a question's move may lift. */
    public int maxHand() {
        return switch (level) {
            case 1 -> 3;
            case 2 -> 5;
            case 3 -> 8;
            default -> Integer.MAX_VALUE;
        };
    }

    /** The board's width: the ruleset's smallest traditional board, then its usual one, then its largest. */
    public int columns(Ruleset r) {
        return switch (level) {
            case 1, 2 -> Collections.min(r.traditionalColumns());
            case 3 -> r.defaultColumns();
            default -> Collections.max(r.traditionalColumns());
        };
    }
}
