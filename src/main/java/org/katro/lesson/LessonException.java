package org.katro.lesson;

import org.katro.engine.Phrase;
import org.katro.text.Language;

/**
 * A lesson file that was refused: which file, which line (0 if unknown) and why, each on one line
 * (the reason may quote the file, and the message goes to a log and to the curator's screen). The
 * message is English, as the command line and the log say it; the reason is a phrase, also said in
 * a screen's language.
 */
public final class LessonException extends Exception {
    /** Long enough for any reason the loader gives, short enough that a quoted file cannot flood a log. */
    private static final int MAX_CHARACTERS = 400;

    private final String file;
    private final int line;
    private final String reason;
    /** the reason, to say in any language */
    private final Phrase phrase;

    /** A reason of the bundle {@value #REASONS}, said in any language. */
    public LessonException(String file, int line, Phrase reason) {
        super(TextFiles.oneLine(file, MAX_CHARACTERS) + (line > 0 ? ":" + line : "") + ": "
                + TextFiles.oneLine(reason.english(), MAX_CHARACTERS));
        this.file = TextFiles.oneLine(file, MAX_CHARACTERS);
        this.line = line;
        this.reason = TextFiles.oneLine(reason.english(), MAX_CHARACTERS);
        this.phrase = reason;
    }

    /** The bundle of the reasons said in every language. */
    public static final String REASONS = "org.katro.lesson.Refusals";

    /** A reason of {@value #REASONS}. */
    static Phrase why(String key, Object... args) {
        return new Phrase(REASONS, key, args);
    }

    /** Why, in {@code language} (a parser's or the system's own words inside stay as they were said). */
    public String reason(Language language) {
        return TextFiles.oneLine(language.say(phrase), MAX_CHARACTERS);
    }

    /** The whole message (file, line, reason) with the reason in {@code language}. */
    public String message(Language language) {
        return file + (line > 0 ? ":" + line : "") + ": " + reason(language);
    }

    /** Why, as a phrase of {@value #REASONS}: a screen may say it in words of its own by its key. */
    public Phrase phrase() {
        return phrase;
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
