package org.katro.translation;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.text.PluralRules;
import com.ibm.icu.util.ULocale;
import org.katro.lesson.LessonException;
import org.katro.lesson.LessonSource;
import org.katro.lesson.TextFiles;
import org.katro.files.SafeFile;
import org.katro.text.Language;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.ResourceBundle;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Starting a translation and seeing what is still English: the model of {@code katro translate},
 * and of any screen that offers the same. A translation starts as a copy of the English texts (the
 * application's bundles and the shipped lessons' texts, comments and all) with a {@value
 * LanguageFolder#ABOUT} naming the language in itself and its plural rules; a text counts as still
 * English while the folder lacks it or it reads exactly as the English one.
 */
public final class Translation {
    private Translation() {
    }

    /**
     * What of one set of texts is still English.
     *
     * @param texts   a bundle's name ({@code org.katro.text.Messages}) or {@code lessons/ID}
     * @param english how many of its texts are missing or read as in English
     * @param total   how many texts English has there
     */
    public record Count(String texts, int english, int total) {
    }

    /**
     * Starts the translation into {@code code} in {@code languages/code/}: every English text copied,
     * and {@value LanguageFolder#ABOUT} with the language's name in itself and its plural rules (its
     * own where ICU knows them, else English's one/other, to be chosen). Refused if that folder exists
     * (nothing of a translation begun is ever overwritten), or if the code cannot be an added language's.
     */
    public static Path start(Path languages, String code) throws LanguageFolder.Refused, IOException {
        Path dir = languages.resolve(code);
        LanguageFolder.code(dir);
        if (Files.exists(dir)) {
            throw new LanguageFolder.Refused(dir, "already exists; katro translate --lang " + code
                    + " counts what it still has in English, and changes nothing in it");
        }
        Files.createDirectories(dir.resolve(LanguageFolder.LESSONS));
        SafeFile.write(dir.resolve(LanguageFolder.ABOUT), about(code).getBytes(StandardCharsets.UTF_8), false);
        for (String bundle : LanguageFolder.BUNDLES) {
            SafeFile.write(dir.resolve(bundle + ".properties"), LanguageFolder.english(bundle), false);
        }
        for (Map.Entry<String, byte[]> lesson : lessons().entrySet()) {
            SafeFile.write(dir.resolve(LanguageFolder.LESSONS).resolve(lesson.getKey() + ".properties"), lesson.getValue(), false);
        }
        return dir;
    }

    /** The template of {@value LanguageFolder#ABOUT}: the name and plural rule a translator checks first. */
    static String about(String code) {
        ULocale locale = new ULocale(code);
        String plural = LanguageFolder.knownPlurals(code) ? code : "en";
        String name = locale.getDisplayName(locale);
        name = name.equals(code) ? code : UCharacter.toTitleCase(locale, name, null, UCharacter.TITLECASE_NO_LOWERCASE);
        return "# A language added to Katro without a rebuild (docs/curator.md, \"Translating\").\n"
                + "# name: the language's name in itself, as every language chooser shows it\n"
                + "name = " + name + "\n"
                + "# plural: a language whose plural rules your counts follow, which ICU knows (en: one, other;\n"
                + "# fr: one, many, other; pl and ru: one, few, many, other; ar: zero, one, two, few, many, other).\n"
                + "# A count is then written with the categories of its rule, as for " + plural + ":\n"
                + "# {0,plural," + categories(plural).stream().map(c -> c + "{# ...}").collect(Collectors.joining(" ")) + "}\n"
                + "plural = " + plural + "\n";
    }

    /** The plural categories of the language {@code code}, as ICU names them (one, few, many, other). */
    public static List<String> categories(String code) {
        return PluralRules.forLocale(new ULocale(code)).getKeywords().stream().sorted(Translation::byCldrOrder).toList();
    }

    private static int byCldrOrder(String a, String b) {
        List<String> order = List.of("zero", "one", "two", "few", "many", "other");
        return Integer.compare(order.indexOf(a), order.indexOf(b));
    }

    /**
     * What of {@code language} is still English, bundle by bundle, then lesson by lesson (the shipped
     * lessons); the last count is the whole.
     */
    public static List<Count> untranslated(Language language) {
        List<Count> out = new ArrayList<>();
        for (String bundle : LanguageFolder.BUNDLES) {
            ResourceBundle english = ResourceBundle.getBundle(bundle, Locale.ROOT);
            Map<String, String> base = new LinkedHashMap<>();
            english.keySet().forEach(k -> base.put(k, english.getString(k)));
            out.add(count(bundle, base, language.ownTexts(bundle)));
        }
        for (Map.Entry<String, byte[]> lesson : lessons().entrySet()) {
            Properties base;
            try {
                base = TextFiles.properties(lesson.getValue());
            } catch (TextFiles.Refused e) {
                throw new IllegalStateException("a shipped lesson's texts: " + e.reason(), e);
            }
            Map<String, String> map = new LinkedHashMap<>();
            base.stringPropertyNames().forEach(k -> map.put(k, base.getProperty(k)));
            out.add(count(LanguageFolder.LESSONS + "/" + lesson.getKey(), map,
                    language.lessonTexts(lesson.getKey()).orElse(Map.of())));
        }
        out.add(new Count("all", out.stream().mapToInt(Count::english).sum(), out.stream().mapToInt(Count::total).sum()));
        return out;
    }

    private static Count count(String name, Map<String, String> english, Map<String, String> own) {
        int still = 0;
        for (Map.Entry<String, String> text : english.entrySet()) {
            String translated = own.get(text.getKey());
            if (translated == null || translated.equals(text.getValue())) {
                still++;
            }
        }
        return new Count(name, still, english.size());
    }

    /**
     * Reads the added languages of {@code folder} and makes them the application's, keeping each
     * already in use ({@link #useOne}) as it is, so that a screen speaking it goes on with the same
     * language; each folder left out, and each new language's count of texts still English, is one
     * line to {@code notes}, so that a missing translation is never silent. Returns the languages new
     * to the application.
     */
    public static List<Language> useAll(Path folder, Consumer<String> notes) {
        List<Language> before = Language.all();
        List<Language> now = new ArrayList<>();
        List<Language> added = new ArrayList<>();
        for (Language language : LanguageFolder.loadAll(folder, notes)) {
            Language kept = before.stream().filter(l -> l.code().equals(language.code())).findFirst().orElse(language);
            now.add(kept);
            if (kept == language) {
                added.add(language);
            }
        }
        Language.use(now);
        added.forEach(language -> countEnglish(language, notes));
        return added;
    }

    /**
     * Reads the one added language {@code code} of {@code folder}, if it has one, and makes it the
     * application's only added language: a start that speaks it reads no other before its first window.
     */
    public static void useOne(Path folder, String code, Consumer<String> notes) {
        LanguageFolder.loadOne(folder, code, notes).ifPresent(language -> {
            Language.use(List.of(language));
            countEnglish(language, notes);
        });
    }

    private static void countEnglish(Language language, Consumer<String> notes) {
        List<Count> counts = untranslated(language);
        Count all = counts.get(counts.size() - 1);
        if (all.english() > 0) {
            notes.accept("language " + language.code() + " (" + language + "): " + all.english() + " of "
                    + all.total() + " texts are still English and are shown in English");
        }
    }

    /** The shipped lessons' English texts, by lesson id, in the lesson list's order. */
    static Map<String, byte[]> lessons() {
        Map<String, byte[]> out = new LinkedHashMap<>();
        LessonSource shipped = LessonSource.bundled();
        try {
            for (String file : shipped.files()) {
                String id = file.substring(0, file.length() - ".fxml".length());
                shipped.read(id + ".properties").ifPresent(bytes -> out.put(id, bytes));
            }
        } catch (LessonException e) {
            throw new IllegalStateException("the shipped lessons: " + e.getMessage(), e);
        }
        return out;
    }
}
