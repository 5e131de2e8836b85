package org.katro.lesson;

/**
 * A lesson file that was refused: which file, which line (0 if unknown) and why, each on one line
 * (the reason may quote the file, and the message goes to a log and to the curator's screen).
 */
public final class LessonException extends Exception {
    /** Long enough for any reason the loader gives, short enough that a quoted file cannot flood a log. */
    private static final int MAX_CHARACTERS = 400;

    private final String file;
    private final int line;
    private final String reason;

    public LessonException(String file, int line, String reason) {
        super(TextFiles.oneLine(file, MAX_CHARACTERS) + (line > 0 ? ":" + line : "") + ": "
                + TextFiles.oneLine(reason, MAX_CHARACTERS));
        this.file = TextFiles.oneLine(file, MAX_CHARACTERS);
        this.line = line;
        this.reason = TextFiles.oneLine(reason, MAX_CHARACTERS);
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
