package org.katro.cli.game;

import org.katro.cli.command.Failure;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Reader;
import java.util.function.UnaryOperator;

/**
 * The reading side of {@code batch}: one answer per input line, each line its own boundary, so that
 * whatever goes wrong on a line is that line's {@code error: ...} answer and the next line is read.
 */
public final class Batch {
    /**
     * A line past this many characters is answered as too long without being kept whole: a real
     * {@code POS;MOVE} line is a few hundred characters at most.
     */
    public static final int MAX_LINE = 65_536;

    private final Reader in;
    private final char[] buffer = new char[8192];
    private int next;
    private int end;
    /** a line ended with CR: an LF right after it belongs to that same line end */
    private boolean afterCr;

    private Batch(Reader in) {
        this.in = in;
    }

    /** Answers every line of {@code in} on {@code out}, in order, until the end of {@code in}. */
    public static void answer(Reader in, PrintStream out, UnaryOperator<String> answer) throws IOException {
        Batch lines = new Batch(in);
        String line;
        while ((line = lines.next()) != null) {
            out.println(answerOne(answer, line));
        }
    }

    /** The answer to one line, or its {@code error: ...} line whatever went wrong, memory and stack included. */
    private static String answerOne(UnaryOperator<String> answer, String line) {
        if (line.length() > MAX_LINE) {
            return "error: the line is longer than " + MAX_LINE + " characters";
        }
        try {
            return answer.apply(line);
        } catch (RuntimeException | Error e) {
            return "error: " + Failure.describe(e);
        }
    }

    /**
     * The next line without its end (LF, CR or CR LF, as {@link java.io.BufferedReader} reads them), at
     * most {@value #MAX_LINE} + 1 characters of it; null at the end of the input.
     */
    private String next() throws IOException {
        StringBuilder line = new StringBuilder();
        boolean any = false;
        while (true) {
            if (next == end) {
                end = Math.max(in.read(buffer), 0);
                next = 0;
                if (end == 0) {
                    return any ? line.toString() : null;
                }
            }
            char c = buffer[next++];
            if (afterCr) {
                afterCr = false;
                if (c == '\n') {
                    continue;
                }
            }
            if (c == '\n' || c == '\r') {
                afterCr = c == '\r';
                return line.toString();
            }
            any = true;
            if (line.length() <= MAX_LINE) {
                line.append(c);
            }
        }
    }
}
