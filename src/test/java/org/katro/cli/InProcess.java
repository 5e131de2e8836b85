package org.katro.cli;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.regex.Pattern;

/** One run of the command line in this JVM, as {@code main} runs it, short of exiting. */
record InProcess(int status, String out, String err) {
    /** What a terminal must never receive raw from echoed input: controls, formats, separators, unpaired halves. */
    static final Pattern UNSAFE = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Co}\\p{Cn}&&[^\\n]]");

    static InProcess run(String stdin, String... args) {
        return run(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), args);
    }

    static InProcess run(InputStream stdin, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream outStream = new PrintStream(out, false, StandardCharsets.UTF_8);
        PrintStream errStream = new PrintStream(err, false, StandardCharsets.UTF_8);
        int status = new Main(stdin, outStream, errStream).execute(args);
        outStream.flush();
        errStream.flush();
        return new InProcess(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    List<String> errLines() {
        return err.lines().toList();
    }
}
