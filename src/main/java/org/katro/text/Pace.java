package org.katro.text;

import java.util.Arrays;

/**
 * How long a text stays on screen to be read: the one pacing rule of the lesson player, the games'
 * playback, the kiosk's attract loop and the projector. An event of a game stays as long as its
 * sentence takes to read (and never less than a seed takes to be seen falling); a caption read
 * walking past stays a fixed time more, counted from when it is complete on screen.
 */
public final class Pace {
    /** The reading pace: 12 words in 2 seconds. */
    public static final double WORDS_PER_SECOND = 6;
    /** The least time an event stays, however short its sentence: the seed is seen to fall. */
    public static final double LEAST_SECONDS = 0.8;
    /** What a caption read walking past gets on top of its words' reading time: time to turn and look. */
    public static final double CAPTION_SECONDS = 3;
    /** The time a class is given to think about a question on a projector before the teacher shows its answer. */
    public static final int THINKING_SECONDS = 20;

    private Pace() {
    }

    /** The words of {@code texts}, together. */
    public static int words(String... texts) {
        return Arrays.stream(texts).map(String::strip).filter(t -> !t.isEmpty())
                .mapToInt(t -> t.split("\\s+").length).sum();
    }

    /** The time the words of {@code texts} take to read, in seconds. */
    public static double reading(String... texts) {
        return words(texts) / WORDS_PER_SECOND;
    }

    /** How long an event whose sentence is {@code sentence} stays, at the reading pace. */
    public static double event(String sentence) {
        return Math.max(LEAST_SECONDS, reading(sentence));
    }

    /** How long {@code texts}, shown together as a caption, stay once complete on screen, in seconds. */
    public static double caption(String... texts) {
        return CAPTION_SECONDS + reading(texts);
    }
}
