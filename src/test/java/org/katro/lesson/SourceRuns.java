package org.katro.lesson;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The runs of eight words of the source documents (the project's {@code ../shared/seeds}), kept as
 * 64-bit hashes only, so the project can check that its texts do not repeat a sentence of them without
 * holding their sentences. Words are read as {@code ../shared/tools/seed-overlap.py} reads them:
 * lower case, letters only (digits, underscores, punctuation and spaces part them).
 *
 * <p>After the sources change: {@code java src/test/java/org/katro/lesson/SourceRuns.java ../shared/seeds
 * src/test/resources/org/katro/lesson/source-runs.txt} (no Maven needed; {@code SeedOverlapTest} says so
 * when the file is behind the sources it finds).
 */
public final class SourceRuns {
    /** The words of a run. */
    static final int WORDS = 8;
    /** The shipped hashes, one a line in hexadecimal, after {@code #} comments. */
    static final String RESOURCE = "source-runs.txt";
    /** Python's {@code [^\W\d_]}: letters and the numerals that are not digits. */
    private static final Pattern WORD = Pattern.compile("[\\p{L}\\p{Nl}\\p{No}]+");
    private static final Pattern ESCAPE = Pattern.compile("\\\\u([0-9a-fA-F]{4})");
    /** The project's texts the check reads, and the kinds of file among them, as the script reads them. */
    private static final List<String> TEXTS = List.of("lessons", "assets", "src/main", "README.md");
    private static final Pattern TEXT_FILE = Pattern.compile(".*\\.(properties|fxml|md|txt|java|html|css|json)");

    private SourceRuns() {
    }

    /** Writes the hashes of every run of the documents in folder {@code args[0]} to file {@code args[1]}. */
    public static void main(String[] args) throws IOException {
        Set<Long> runs = of(Path.of(args[0]));
        List<String> lines = new ArrayList<>(List.of(
                "# 64-bit hashes of every run of " + WORDS + " words of the source documents,",
                "# written by org.katro.lesson.SourceRuns (its comment says how)"));
        runs.stream().sorted(Long::compareUnsigned).map(h -> String.format("%016x", h)).forEach(lines::add);
        Files.write(Path.of(args[1]), lines, StandardCharsets.UTF_8);
        System.out.println(runs.size() + " runs written to " + args[1]);
    }

    /** The hashes of every run of the documents in {@code folder}. */
    static Set<Long> of(Path folder) throws IOException {
        Set<Long> runs = new TreeSet<>();
        try (Stream<Path> files = Files.list(folder)) {
            for (Path file : files.toList()) {
                runs.addAll(runs(Files.readString(file, StandardCharsets.UTF_8)));
            }
        }
        return runs;
    }

    /** The hashes of every run of {@code text}. */
    static Set<Long> runs(String text) {
        List<String> words = words(text);
        Set<Long> runs = new TreeSet<>();
        for (int i = 0; i + WORDS <= words.size(); i++) {
            runs.add(hash(words.subList(i, i + WORDS)));
        }
        return runs;
    }

    /** The hashes shipped beside this class. */
    static Set<Long> shipped() throws IOException {
        try (InputStream in = SourceRuns.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException("no " + RESOURCE + " beside SourceRuns");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.isBlank() && !l.startsWith("#"))
                    .map(l -> Long.parseUnsignedLong(l.strip(), 16))
                    .collect(Collectors.toCollection(TreeSet::new));
        }
    }

    /**
     * Where the texts of the project at {@code root} repeat one of {@code runs}: the file and its words
     * there, a stretch of overlapping runs said once.
     */
    static List<String> overlaps(Path root, Set<Long> runs) throws IOException {
        List<String> found = new ArrayList<>();
        for (String top : TEXTS) {
            Path base = root.resolve(top);
            if (!Files.exists(base)) {
                continue;
            }
            List<Path> files;
            try (Stream<Path> all = Files.walk(base)) {
                files = all.filter(Files::isRegularFile).filter(f -> TEXT_FILE.matcher(f.toString()).matches())
                        .sorted().toList();
            }
            for (Path file : files) {
                List<String> words = words(unescaped(Files.readString(file, StandardCharsets.UTF_8)));
                int i = 0;
                while (i + WORDS <= words.size()) {
                    if (!runs.contains(hash(words.subList(i, i + WORDS)))) {
                        i++;
                        continue;
                    }
                    int j = i + 1;
                    while (j + WORDS <= words.size() && runs.contains(hash(words.subList(j, j + WORDS)))) {
                        j++;
                    }
                    found.add(root.relativize(file) + ": \"" + String.join(" ", words.subList(i, j + WORDS - 1))
                            + "\"");
                    i = j + WORDS - 1;
                }
            }
        }
        return found;
    }

    /** The words of {@code text}, in lower case. */
    private static List<String> words(String text) {
        List<String> words = new ArrayList<>();
        Matcher m = WORD.matcher(text.toLowerCase(Locale.ROOT));
        while (m.find()) {
            words.add(m.group());
        }
        return words;
    }

    /** The first eight bytes of the SHA-256 of the run's words, one space between them. */
    private static long hash(List<String> run) {
        try {
            byte[] d = MessageDigest.getInstance("SHA-256")
                    .digest(String.join(" ", run).getBytes(StandardCharsets.UTF_8));
            long h = 0;
            for (int i = 0; i < Long.BYTES; i++) {
                h = h << 8 | (d[i] & 0xff);
            }
            return h;
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** A bundle's {@code \u00e9} as the character it stands for. */
    private static String unescaped(String text) {
        return ESCAPE.matcher(text)
                .replaceAll(m -> Matcher.quoteReplacement(String.valueOf((char) Integer.parseInt(m.group(1), 16))));
    }
}
