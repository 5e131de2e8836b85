package org.katro.cli.command;

import org.katro.lesson.TextFiles;
import org.katro.files.SafeFile;
import picocli.CommandLine.Option;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Path;

/**
 * {@code --force}: whether a command that makes a file may replace one already there. The file is
 * written whole or not at all, and a link at its name is replaced, never written through.
 */
public final class ForceOption {
    @Option(names = "--force", description = "replace FILE if it exists (without it, an existing FILE is left as it is)")
    boolean force;

    /** Writes {@code bytes} to {@code file}; an existing one is refused unless {@code --force} was given. */
    public void write(Path file, byte[] bytes) throws CliException {
        try {
            SafeFile.write(file, bytes, force);
        } catch (FileAlreadyExistsException e) {
            throw new CliException(Quote.input(file.toString()) + " exists already; --force replaces it");
        } catch (IOException e) {
            throw new CliException("cannot write " + Quote.input(file.toString()) + ": "
                    + Quote.input(TextFiles.reason(e)));
        }
    }
}
