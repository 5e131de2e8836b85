package org.katro.sound;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;

/**
 * Speech by Debian's {@code espeak-ng}, run as an external process that writes a WAV file to its
 * standard output; the process is destroyed when the speech is cancelled. It has voices for
 * English, French, German and Catalan, none for Malagasy (a curator's recordings speak Malagasy).
 */
public final class Espeak {
    /** The voice taken for each of our languages, where espeak-ng has several. */
    private static final Map<String, List<String>> VOICES = Map.of(
            "en", List.of("en-gb", "en", "en-us"), "fr", List.of("fr-fr", "fr"), "de", List.of("de"),
            "ca", List.of("ca"), "mg", List.of("mg"));

    private final String program;
    private final Set<String> voices;

    Espeak(String program, Set<String> voices) {
        this.program = program;
        this.voices = voices;
    }

    /** espeak-ng as {@code program} names it, with the voices it lists; empty when it cannot be run. */
    public static Optional<Espeak> find(String program) {
        try {
            Process p = new ProcessBuilder(program, "--voices").redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(10, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                return Optional.empty();
            }
            return Optional.of(new Espeak(program, voicesListed(out)));
        } catch (IOException e) {
            return Optional.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /** The language column of {@code espeak-ng --voices}. */
    static Set<String> voicesListed(String listing) {
        Set<String> out = new TreeSet<>();
        for (String line : listing.split("\n")) {
            String[] cols = line.trim().split("\\s+");
            if (cols.length > 1 && !cols[0].equals("Pty")) {
                out.add(cols[1]);
            }
        }
        return out;
    }

    /** The voice for {@code language} (en, fr, mg, de, ca), if espeak-ng has one. */
    public Optional<String> voice(String language) {
        return VOICES.getOrDefault(language, List.of(language)).stream().filter(voices::contains).findFirst();
    }

    /**
     * Starts speaking {@code text} with {@code voice} into a WAV file on the process's output;
     * the caller reads it and may destroy the process to cancel.
     */
    public Process start(String voice, String text) throws IOException {
        // the text on standard input: nothing in it is read as an option
        Process p = new ProcessBuilder(program, "-v", voice, "--stdout", "--stdin")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (var in = p.getOutputStream()) {
            in.write(text.getBytes(StandardCharsets.UTF_8));
        }
        return p;
    }

    /** The WAV bytes a started process writes, until it ends or is destroyed. */
    public static byte[] read(Process p) throws IOException {
        try (InputStream in = p.getInputStream()) {
            return in.readAllBytes();
        }
    }
}
