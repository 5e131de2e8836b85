package org.katro;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Counts are said with real plurals in every text of every language: never "seed(s)" or "Datei(en)",
 * and a plural (a choice in a MessageFormat pattern) never loses an argument to an apostrophe.
 */
class PluralsTest {
    private static final Pattern SHORTCUT = Pattern.compile("\\p{L}\\((s|e|es|en|n|x)\\)");

    @Test
    void noTextWritesAPluralAsAShortcut() throws IOException {
        List<String> problems = new ArrayList<>();
        forEachText((where, text) -> {
            if (SHORTCUT.matcher(text).find()) {
                problems.add(where + ": " + text);
            }
        });
        assertEquals(List.of(), problems);
    }

    /**
     * MessageFormat reads a choice branch that shows an argument as a pattern of its own, where a single
     * apostrophe starts a quote: "1<{0} fichiers n''ont" would show "{0}" and lose the apostrophe.
     */
    @Test
    void noPluralBranchShowingACountHoldsAnApostrophe() throws IOException {
        List<String> problems = new ArrayList<>();
        int[] choices = {0};
        forEachText((where, text) -> {
            for (String branch : choiceBranches(text)) {
                choices[0]++;
                if (branch.contains("{") && branch.contains("'")) {
                    problems.add(where + ": " + branch);
                }
            }
        });
        assertTrue(choices[0] > 100, "found the plurals: " + choices[0]);
        assertEquals(List.of(), problems);
    }

    /** The branches of every choice format in a pattern, nested ones included. */
    static List<String> choiceBranches(String pattern) {
        List<String> out = new ArrayList<>();
        int at = pattern.indexOf(",choice,");
        while (at >= 0) {
            int depth = 0;
            int start = at + ",choice,".length();
            int i = start;
            int branchStart = start;
            for (; i < pattern.length(); i++) {
                char c = pattern.charAt(i);
                if (c == '{') {
                    depth++;
                } else if (c == '}' && depth-- == 0) {
                    break;
                } else if (c == '|' && depth == 0) {
                    out.add(pattern.substring(branchStart, i));
                    branchStart = i + 1;
                }
            }
            out.add(pattern.substring(branchStart, Math.min(i, pattern.length())));
            at = pattern.indexOf(",choice,", at + 1);
        }
        return out;
    }

    private static void forEachText(java.util.function.BiConsumer<String, String> check) throws IOException {
        for (Path root : List.of(Path.of("src/main/resources/org/katro"), Path.of("lessons"))) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(f -> f.toString().endsWith(".properties")).toList()) {
                    Properties p = new Properties();
                    try (Reader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                        p.load(r);
                    }
                    p.stringPropertyNames().forEach(k -> check.accept(f + " " + k, p.getProperty(k)));
                }
            }
        }
    }
}
