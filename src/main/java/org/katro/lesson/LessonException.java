package org.katro.lesson;

/** A lesson file that was refused: which file, which line (0 if unknown) and why. */
public final class LessonException extends Exception {
    private final String file;
    private final int line;
    private final String reason;

    public LessonException(String file, int line, String reason) {
        super(file + (line > 0 ? ":" + line : "") + ": " + reason);
        this.file = file;
        this.line = line;
        this.reason = reason;
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
