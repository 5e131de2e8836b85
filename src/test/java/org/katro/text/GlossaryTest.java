package org.katro.text;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * One word per idea: in each language, the narration, every screen's bundle and every lesson use the
 * glossary's term for hole, seed, serpent, lap, relay, capture, the rows, turn, lift and occupied, and
 * none of the words the glossary rejects for them.
 */
public class GlossaryTest {
    private static final List<String> IDEAS = Glossary.IDEAS;
    private static final Path RESOURCES = Path.of("src/main/resources/org/katro");
    private static final Path LESSONS = Path.of("lessons");

    @ParameterizedTest
    @MethodSource("org.katro.text.Language#values")
    void everyTextUsesTheGlossarysWords(Language language) throws IOException {
        Properties glossary = glossary(language);
        Map<String, String> texts = texts(language);
        assertTrue(texts.size() > 300, "found the texts: " + texts.size());
        List<String> problems = new ArrayList<>();
        for (String idea : IDEAS) {
            String chosen = glossary.getProperty(idea);
            String avoided = glossary.getProperty(idea + ".avoid");
            assertNotNull(chosen, idea);
            assertNotNull(avoided, idea + ".avoid");
            Pattern term = words(chosen);
            if (texts.values().stream().noneMatch(t -> term.matcher(t).find())) {
                problems.add(idea + ": no text uses '" + chosen + "'");
            }
            if (avoided.isBlank()) {
                continue;
            }
            Pattern rejected = words(avoided);
            texts.forEach((where, text) -> {
                var m = rejected.matcher(text);
                if (m.find()) {
                    problems.add(where + " says '" + m.group() + "', not the glossary's " + idea + " '" + chosen + "'");
                }
            });
        }
        assertEquals(List.of(), problems);
    }

    /**
     * Home is one idea and starting a lesson another: on the same screen a visitor tells the top bar's
     * Home from a lesson's Start (German had "Start" for Home beside "Starten" for a lesson).
     */
    @ParameterizedTest
    @MethodSource("org.katro.text.Language#values")
    void homeIsNotTheWordForStartingALesson(Language language) throws IOException {
        String home = text(RESOURCES.resolve("ui/shell/Shell" + suffix(language) + ".properties"), "home");
        for (String key : List.of("start", "resume")) {
            String open = text(RESOURCES.resolve("ui/home/HomeView" + suffix(language) + ".properties"), key);
            String a = home.toLowerCase(language.locale());
            String b = open.toLowerCase(language.locale());
            assertTrue(!a.startsWith(b) && !b.startsWith(a), "Home '" + home + "' and " + key + " '" + open + "'");
        }
    }

    private static String text(Path file, String key) throws IOException {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        }
        assertNotNull(p.getProperty(key), file + " " + key);
        return p.getProperty(key);
    }

    /** The glossary's own pattern of words (Glossary.words): the test and the lesson editor read words alike. */
    public static Pattern words(String list) {
        return Glossary.words(list);
    }

    public static Properties glossary(Language language) throws IOException {
        String name = "/org/katro/text/Glossary" + suffix(language) + ".properties";
        Properties p = new Properties();
        try (InputStream in = GlossaryTest.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        return p;
    }

    /** Every text the product shows in {@code language}, by file and key: screens, narration, lessons. */
    private static Map<String, String> texts(Language language) throws IOException {
        Map<String, String> out = new TreeMap<>();
        for (Path root : List.of(RESOURCES, LESSONS)) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(f -> isIn(f, language)).toList()) {
                    Properties p = new Properties();
                    try (Reader r = Files.newBufferedReader(f, StandardCharsets.UTF_8)) {
                        p.load(r);
                    }
                    p.stringPropertyNames().forEach(k -> out.put(f + " " + k, p.getProperty(k)));
                }
            }
        }
        return out;
    }

    private static boolean isIn(Path file, Language language) {
        String name = file.getFileName().toString();
        if (!name.endsWith(".properties") || name.startsWith("Glossary")) {
            return false;
        }
        return language == Language.ENGLISH ? !name.matches(".*_[a-z]{2}\\.properties")
                : name.endsWith(suffix(language) + ".properties");
    }

    private static String suffix(Language language) {
        return language == Language.ENGLISH ? "" : "_" + language.locale().getLanguage().toLowerCase(Locale.ROOT);
    }
}
