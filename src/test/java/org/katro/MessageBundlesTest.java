package org.katro;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.text.Format;
import java.text.MessageFormat;
import java.text.NumberFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.TreeSet;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * The notation's problems, the engine's reasons and the lesson loader's, which screens show in five languages: each
 * translation has every key, takes the same arguments as the English text and really shows them
 * (a lone apostrophe in a MessageFormat pattern would swallow them), and is not left in English.
 */
class MessageBundlesTest {
    private static final List<String> LANGUAGES = List.of("fr", "mg", "de", "ca");

    @ParameterizedTest
    @ValueSource(strings = {"/org/katro/notation/Problems", "/org/katro/engine/Reasons", "/org/katro/lesson/Refusals"})
    void everyMessageIsTranslatedWithTheSameArguments(String bundle) {
        Properties english = load(bundle + ".properties");
        List<String> problems = new ArrayList<>();
        for (String language : LANGUAGES) {
            Properties translated = load(bundle + "_" + language + ".properties");
            assertEquals(english.stringPropertyNames(), translated.stringPropertyNames(), bundle + "_" + language);
            for (String key : new TreeSet<>(english.stringPropertyNames())) {
                String where = bundle + "_" + language + " " + key;
                String en = english.getProperty(key);
                String text = translated.getProperty(key);
                // a pattern that is only its arguments (a system's words quoted) has nothing to translate
                if (text.equals(en) && !en.replaceAll("\\{\\d+}", "").isBlank()) {
                    problems.add(where + " is still in English");
                }
                Format[] formats = new MessageFormat(en).getFormatsByArgumentIndex();
                int arguments = formats.length;
                if (arguments == 0) {
                    // said as written: a doubled apostrophe or a {0} would show as such
                    if (text.contains("''") || text.contains("{")) {
                        problems.add(where + " has no arguments, so is plain text: " + text);
                    }
                    continue;
                }
                // a number argument ({0,number,#}) gets a number that shows as itself
                Object[] markers = IntStream.range(0, arguments)
                        .mapToObj(i -> formats[i] instanceof NumberFormat ? (Object) (7000 + i) : "<arg" + i + ">").toArray();
                String said = new MessageFormat(text).format(markers);
                for (Object marker : markers) {
                    if (!said.contains(marker.toString())) {
                        problems.add(where + " does not show " + marker + ": " + said);
                    }
                }
                if (said.contains("{") || said.contains("''")) {
                    problems.add(where + " shows its pattern: " + said);
                }
            }
        }
        assertEquals(List.of(), problems);
    }

    private static Properties load(String resource) {
        Properties p = new Properties();
        try (InputStream in = MessageBundlesTest.class.getResourceAsStream(resource)) {
            assertNotNull(in, resource + " is missing");
            p.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new AssertionError(resource + " cannot be read", e);
        }
        return p;
    }
}
