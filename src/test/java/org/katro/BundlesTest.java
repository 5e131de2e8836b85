package org.katro;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Every text the program shows exists in all five languages: each bundle family has the same keys in each. */
class BundlesTest {
    private static final List<String> LANGUAGES = List.of("fr", "mg", "de", "ca");

    @Test
    void everyBundleHasEveryKeyInEveryLanguage() throws IOException {
        Map<Path, Set<String>> families = new TreeMap<>();
        for (Path root : List.of(Path.of("src/main/resources/org/katro"), Path.of("lessons"))) {
            try (Stream<Path> files = Files.walk(root)) {
                files.filter(f -> f.toString().endsWith(".properties"))
                        .filter(f -> !f.getFileName().toString().matches(".*_[a-z]{2}\\.properties"))
                        .forEach(f -> families.put(f, keys(f)));
            }
        }
        assertTrue(families.size() > 10, "found the bundles: " + families.keySet());
        List<String> problems = new ArrayList<>();
        for (Map.Entry<Path, Set<String>> family : families.entrySet()) {
            for (String language : LANGUAGES) {
                Path translated = Path.of(family.getKey().toString().replace(".properties", "_" + language + ".properties"));
                if (!Files.exists(translated)) {
                    problems.add(translated + " is missing");
                    continue;
                }
                Set<String> missing = new TreeSet<>(family.getValue());
                missing.removeAll(keys(translated));
                Set<String> extra = new TreeSet<>(keys(translated));
                extra.removeAll(family.getValue());
                if (!missing.isEmpty() || !extra.isEmpty()) {
                    problems.add(translated + ": missing " + missing + ", unknown " + extra);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    /**
     * A text an FXML file shows by its key ({@code "%key"}) is shown as written, not through
     * MessageFormat: an apostrophe doubled for MessageFormat would show twice ("l''accueil").
     */
    @Test
    void textsShownByFxmlHaveNoDoubledApostrophe() throws IOException {
        List<String> doubled = new ArrayList<>();
        List<Path> screens;
        try (Stream<Path> files = Files.walk(Path.of("src/main/resources/org/katro"))) {
            screens = files.filter(f -> f.toString().endsWith(".fxml")).toList();
        }
        assertTrue(screens.size() >= 10, "found the screens: " + screens);
        for (Path fxml : screens) {
            Set<String> shown = new TreeSet<>();
            Matcher m = Pattern.compile("\"%([A-Za-z0-9_.-]+)\"").matcher(Files.readString(fxml));
            while (m.find()) {
                shown.add(m.group(1));
            }
            String base = fxml.getFileName().toString().replace(".fxml", "");
            try (Stream<Path> bundles = Files.list(fxml.getParent())) {
                for (Path bundle : bundles.filter(f -> f.getFileName().toString().matches(
                        Pattern.quote(base) + "(_[a-z]{2})?\\.properties")).toList()) {
                    Properties texts = properties(bundle);
                    for (String key : shown) {
                        String text = texts.getProperty(key);
                        if (text != null && text.contains("''")) {
                            doubled.add(bundle.getFileName() + " " + key + "=" + text);
                        }
                    }
                }
            }
        }
        assertEquals(List.of(), doubled);
    }

    /**
     * The learner is addressed as the app's lesson player does ("À vous : touchez…") on the web page
     * and on paper too: a French text that says "tu" to the learner reads as another voice.
     */
    @Test
    void frenchSaysVousToTheLearnerInEveryMedium() {
        Pattern tu = Pattern.compile("(?iu)(?<![\\p{L}'])(tu|toi|ta|ton|tes|te|écris|touche|montre|tourne)(?![\\p{L}-])|montre-moi");
        List<String> saysTu = new ArrayList<>();
        for (String bundle : List.of("web/Player_fr", "sheet/Sheet_fr", "lesson/Reveal_fr", "ui/lesson/LessonPlayer_fr",
                "ui/home/HomeView_fr")) {
            Properties texts = properties(Path.of("src/main/resources/org/katro/" + bundle + ".properties"));
            for (String key : new TreeSet<>(texts.stringPropertyNames())) {
                if (tu.matcher(texts.getProperty(key)).find()) {
                    saysTu.add(bundle + " " + key + "=" + texts.getProperty(key));
                }
            }
        }
        assertEquals(List.of(), saysTu);
    }

    private static Set<String> keys(Path file) {
        return new TreeSet<>(properties(file).stringPropertyNames());
    }

    private static Properties properties(Path file) {
        Properties p = new Properties();
        try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            p.load(r);
        } catch (IOException e) {
            throw new AssertionError(file + " cannot be read", e);
        }
        return p;
    }
}
