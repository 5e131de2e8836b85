package org.katro.sound;

import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * Every line the station says, as {@code SECONDS<TAB>TEXT} (seconds since the log was opened, at the
 * station's start), written when the line is handed to the voice, whether or not a sound device or
 * a voice answers: so that staff, and tests, can tell what a visitor who cannot see the screen heard.
 * A text that has neither a recording nor a voice (Malagasy, unrecorded) is logged a second time,
 * with a third field saying it was not spoken.
 */
public final class SpeechLog {
    private final Consumer<String> out;
    private final LongSupplier clock;
    private final long start;

    /** Lines go to {@code out} (one entry each, its newline included), timed on {@code clock} in milliseconds. */
    public SpeechLog(Consumer<String> out, LongSupplier clock) {
        this.out = out;
        this.clock = clock;
        this.start = clock.getAsLong();
    }

    /** {@code text} is said now; on one line, its spaces and line breaks each made one space. */
    public void said(String text) {
        write(text, "");
    }

    /**
     * {@code text}, already logged as said, could not be heard ({@code why}: no recording and no voice
     * for its language): the same line again, with a third field, {@code not spoken: WHY}.
     */
    public void notSaid(String text, String why) {
        write(text, "\tnot spoken: " + why);
    }

    private void write(String text, String note) {
        String line = text.strip().replaceAll("\\s+", " ");
        if (!line.isEmpty()) {
            out.accept(String.format(Locale.ROOT, "%.2f\t%s%s\n", (clock.getAsLong() - start) / 1000.0, line, note));
        }
    }
}
