package org.katro.lesson;

import org.katro.engine.Phrase;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Properties;

/**
 * The text files a curator or a technician writes (a station's settings, a lesson's texts, a lesson
 * list): UTF-8, with or without the byte-order mark Notepad puts first, at most {@value #MAX_BYTES}
 * bytes. A file that breaks these rules is refused with the line and the reason, never read with a
 * replacement character nor with a stack trace.
 */
public final class TextFiles {
    /** The largest file a station reads (1 MiB): a hundred times the largest shipped lesson file. */
    public static final int MAX_BYTES = 1 << 20;
    /** How much of a curator's input a message quotes: enough to recognise it, never a flood. */
    private static final int QUOTED_CHARACTERS = 80;
    private static final byte[] BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};

    private TextFiles() {
    }

    /** A text file that cannot be used: the line (0 for the whole file) and why, in English and as a phrase. */
    public static final class Refused extends Exception {
        private final int line;
        private final Phrase phrase;

        Refused(int line, Phrase phrase) {
            super((line > 0 ? "line " + line + ": " : "") + phrase.english());
            this.line = line;
            this.phrase = phrase;
        }

        public int line() {
            return line;
        }

        public String reason() {
            return phrase.english();
        }

        /** Why, to be said in a screen's language (a reason of {@value LessonException#REASONS}). */
        public Phrase phrase() {
            return phrase;
        }
    }

    /** The bytes of {@code file}, refused when it is larger than {@link #MAX_BYTES}. */
    public static byte[] read(Path file, LinkOption... options) throws IOException, Refused {
        try (InputStream in = Files.newInputStream(file, options)) {
            return read(in);
        }
    }

    /** The bytes of {@code in}, refused when there are more than {@link #MAX_BYTES}; reads no further than that. */
    public static byte[] read(InputStream in) throws IOException, Refused {
        byte[] bytes = in.readNBytes(MAX_BYTES + 1);
        if (bytes.length > MAX_BYTES) {
            throw new Refused(0, LessonException.why("file.large"));
        }
        return bytes;
    }

    /** What went wrong with a file, in English words: the exception's own message is often just the path. */
    public static String reason(IOException e) {
        return why(e).english();
    }

    /**
     * What went wrong with a file, to be said in any language; the system's own reason (a file
     * system's, in the system's language) is quoted as it is.
     */
    public static Phrase why(IOException e) {
        if (e instanceof NoSuchFileException) {
            return LessonException.why("io.missing");
        }
        if (e instanceof AccessDeniedException) {
            return LessonException.why("io.denied");
        }
        if (e instanceof NotDirectoryException || e instanceof FileAlreadyExistsException) {
            // what creating a folder, or reading inside one, says when a file stands in the way
            return LessonException.why("io.folder");
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return LessonException.why("io.other", oneLine(f.getReason()));
        }
        return LessonException.why("io.other",
                oneLine(e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage()));
    }

    /** {@code bytes} without a leading UTF-8 byte-order mark. */
    private static byte[] withoutBom(byte[] bytes) {
        boolean bom = bytes.length >= BOM.length && Arrays.equals(bytes, 0, BOM.length, BOM, 0, BOM.length);
        return bom ? Arrays.copyOfRange(bytes, BOM.length, bytes.length) : bytes;
    }

    /** The text of {@code bytes} (UTF-8, a byte-order mark left out); refused at the first byte that is not UTF-8. */
    public static String decode(byte[] bytes) throws Refused {
        ByteBuffer in = ByteBuffer.wrap(withoutBom(bytes));
        CharBuffer out = CharBuffer.allocate(in.remaining());
        CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        CoderResult result = utf8.decode(in, out, true);
        if (result.isError()) {
            int at = in.position();
            int line = 1;
            for (int i = 0; i < at; i++) {
                line += in.get(i) == '\n' ? 1 : 0;
            }
            throw new Refused(line, LessonException.why("utf8", String.format("0x%02X", in.get(at))));
        }
        utf8.flush(out);
        return out.flip().toString();
    }

    /**
     * The keys and texts of a properties file in UTF-8; a malformed {@code \}{@code u} escape, which
     * {@link Properties} reports without a line, is refused with its line.
     */
    public static Properties properties(byte[] bytes) throws Refused {
        String text = decode(bytes);
        checkEscapes(text);
        Properties p = new Properties();
        try {
            p.load(new StringReader(text));
        } catch (IOException | IllegalArgumentException e) {
            // the escapes were checked above; whatever is left is still this file's fault
            // Properties' own message, in the JDK's language (English)
            throw new Refused(0, LessonException.why("properties", oneLine(String.valueOf(e.getMessage()))));
        }
        return p;
    }

    /** Walks the logical lines as {@link Properties#load(java.io.Reader)} does: comments, continuations, escapes. */
    private static void checkEscapes(String text) throws Refused {
        String[] lines = text.split("\r\n|\r|\n", -1);
        StringBuilder logical = new StringBuilder();
        int start = 0;
        boolean continuing = false;
        for (int i = 0; i < lines.length; i++) {
            String line = stripPropertiesSpace(lines[i]);
            if (!continuing && (line.startsWith("#") || line.startsWith("!"))) {
                continue;
            }
            if (!continuing) {
                start = i + 1;
            }
            int trailing = 0;
            for (int c = line.length() - 1; c >= 0 && line.charAt(c) == '\\'; c--) {
                trailing++;
            }
            continuing = trailing % 2 == 1;
            if (continuing) {
                // Properties joins a continued line to the next before it reads the escapes
                logical.append(line, 0, line.length() - 1);
                continue;
            }
            logical.append(line);
            checkLogicalLine(start, logical.toString());
            logical.setLength(0);
        }
        checkLogicalLine(start, logical.toString());
    }

    private static void checkLogicalLine(int line, String text) throws Refused {
        for (int c = 0; c < text.length() - 1; c++) {
            if (text.charAt(c) != '\\') {
                continue;
            }
            c++;
            if (text.charAt(c) == 'u') {
                String digits = text.substring(c + 1, Math.min(text.length(), c + 5));
                if (!digits.matches("[0-9A-Fa-f]{4}")) {
                    throw new Refused(line, LessonException.why("escape", oneLine(digits)));
                }
            }
        }
    }

    /** Properties skips only these three at the start of a line, not every Unicode space. */
    private static String stripPropertiesSpace(String line) {
        int i = 0;
        while (i < line.length() && " \t\f".indexOf(line.charAt(i)) >= 0) {
            i++;
        }
        return line.substring(i);
    }

    /** {@code input} as a message may quote it: {@link #oneLine(String, int)} of {@value #QUOTED_CHARACTERS}. */
    public static String oneLine(String input) {
        return oneLine(input, QUOTED_CHARACTERS);
    }

    /**
     * {@code text} on one line, so a log or a terminal shows it as it is: control and invisible
     * formatting characters written as escapes, at most {@code max} characters and an ellipsis.
     */
    public static String oneLine(String text, int max) {
        StringBuilder out = new StringBuilder();
        int shown = 0;
        for (int i = 0; i < text.length(); i = text.offsetByCodePoints(i, 1)) {
            if (shown == max) {
                return out.append('\u2026').toString();
            }
            int c = text.codePointAt(i);
            int type = Character.getType(c);
            if (Character.isISOControl(c) || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR
                    || type == Character.FORMAT || type == Character.SURROGATE || type == Character.PRIVATE_USE) {
                out.append(String.format("\\u%04X", c));
            } else {
                out.appendCodePoint(c);
            }
            shown++;
        }
        return out.toString();
    }
}
