package org.katro.translation;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.text.Language;
import org.katro.text.Texts;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.ResourceBundle;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A language added from a folder: its texts with English behind, ICU's plural categories, and the folders refused. */
class LanguageFolderTest {
    @TempDir
    Path languages;

    @AfterEach
    void onlyTheShippedLanguages() {
        Language.use(List.of());
    }

    @Test
    void anAddedLanguageSaysItsOwnTextsAndEnglishForTheRest() throws Exception {
        TestLanguages.polish(languages);
        List<String> notes = new ArrayList<>();
        Translation.useAll(languages, notes::add);
        Language polish = Language.byCode("pl").orElseThrow();
        assertEquals("Polski", polish.toString());
        assertEquals(List.of("en", "fr", "mg", "de", "ca", "pl"), Language.all().stream().map(Language::code).toList());
        ResourceBundle home = polish.bundle("org.katro.ui.home.HomeView");
        assertEquals("Lekcje", home.getString("title"));
        assertEquals(ResourceBundle.getBundle("org.katro.ui.home.HomeView", java.util.Locale.ROOT).getString("subtitle"),
                home.getString("subtitle"), "a text the folder lacks is English");
        // and that is said, not silent: one line with the count
        assertEquals(1, notes.size(), notes.toString());
        assertTrue(notes.get(0).matches("language pl \\(Polski\\): \\d+ of \\d+ texts are still English and are shown in English"),
                notes.get(0));
    }

    /** Polish needs few and many: 2, 3, 4, 22 take "nasiona", 5 to 21 and 25 "nasion"; a one/other table cannot say it. */
    @Test
    void countsFollowIcusPluralRulesOfTheChosenLanguage() throws Exception {
        Language polish = LanguageFolder.load(TestLanguages.polish(languages));
        Texts texts = new Texts(polish, "org.katro.text.Messages");
        assertEquals("Południe sieje do S3; w ręku nic.", texts.text("sow", "Południe", "S3", 0));
        assertEquals("Południe sieje do S3; w ręku 1 nasiono.", texts.text("sow", "Południe", "S3", 1));
        assertEquals("Południe sieje do S3; w ręku 3 nasiona.", texts.text("sow", "Południe", "S3", 3));
        assertEquals("Południe sieje do S3; w ręku 5 nasion.", texts.text("sow", "Południe", "S3", 5));
        assertEquals("Południe sieje do S3; w ręku 12 nasion.", texts.text("sow", "Południe", "S3", 12));
        assertEquals("Południe sieje do S3; w ręku 22 nasiona.", texts.text("sow", "Południe", "S3", 22));
        assertEquals(List.of("one", "few", "many", "other"), Translation.categories("pl"));
    }

    /**
     * The shipped languages say every count exactly as before: each choice pattern of each bundle, in
     * each language, gives through Texts what the JDK's MessageFormat gives, for counts that pick
     * every branch.
     */
    @Test
    void theShippedLanguagesCountAsTheyAlwaysDid() throws Exception {
        int compared = 0;
        for (Language language : Language.values()) {
            for (String bundle : LanguageFolder.BUNDLES) {
                ResourceBundle texts = language.bundle(bundle);
                Texts said = new Texts(language, bundle);
                for (String key : texts.keySet()) {
                    String pattern = texts.getString(key);
                    if (!pattern.contains(",choice,")) {
                        continue;
                    }
                    for (int n : new int[] {0, 1, 2, 3, 5, 12, 22, 1000}) {
                        Object[] args = new Object[10];
                        java.util.Arrays.fill(args, n);
                        assertEquals(new MessageFormat(pattern, language.locale()).format(args), said.text(key, args),
                                language.code() + " " + bundle + " " + key + " " + n);
                        compared++;
                    }
                }
            }
        }
        assertTrue(compared > 1000, "compared " + compared);
    }

    @Test
    void eachFolderThatCannotBeALanguageIsOneLineAndTheOthersStillCome() throws Exception {
        TestLanguages.polish(languages);
        TestLanguages.broken(languages);
        Path shipped = Files.createDirectories(languages.resolve("fr"));
        Files.writeString(shipped.resolve(LanguageFolder.ABOUT), "name = Français\nplural = fr\n");
        List<String> problems = new ArrayList<>();
        List<Language> loaded = LanguageFolder.loadAll(languages, problems::add);
        assertEquals(List.of("pl"), loaded.stream().map(Language::code).toList());
        assertEquals(List.of(
                "language folder " + languages.resolve("Es ES") + ": the folder's name is the language's code: two or three small letters (es, pl, sw)",
                "language folder " + languages.resolve("fr") + ": fr is shipped with the application; an added language needs a code of its own",
                "language folder " + languages.resolve("xq") + ": no language.properties (it names the language and its plural rule; katro translate writes one)",
                "language folder " + languages.resolve("xr") + ": language.properties: plural = zz is not a language whose plural rules are known;"
                        + " name one that counts as yours does (en: one, other; pl: one, few, many, other)"), problems);
    }

    @Test
    void aBrokenPatternIsFoundAtTheStartAndShownInEnglishAMisspeltFileRefused() throws Exception {
        Path dir = TestLanguages.polish(languages);
        Files.writeString(dir.resolve("org.katro.text.Messages.properties"), "sow={0} sieje {2,plural,one{# nasiono}\n");
        List<String> problems = new ArrayList<>();
        Language polish = LanguageFolder.load(dir, problems::add);
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("language folder " + dir
                + ": org.katro.text.Messages.properties: sow is shown in English: not a message pattern ("), problems.get(0));
        assertEquals("South drops a seed into S3; one seed is still in hand.",
                new Texts(polish, "org.katro.text.Messages").text("sow", "South", "S3", 1));
        assertEquals("Lekcje", polish.bundle("org.katro.ui.home.HomeView").getString("title"), "the other texts stay");

        TestLanguages.polish(languages);
        Files.writeString(dir.resolve("org.katro.text.Mesages.properties"), "sow=x\n");
        assertEquals("language folder " + dir + ": org.katro.text.Mesages.properties is not one of the application's texts"
                + " (katro translate lists them)", assertThrows(LanguageFolder.Refused.class, () -> LanguageFolder.load(dir)).getMessage());
    }

    /**
     * The typos: a number where English names a player parses, so only formatting finds it;
     * each such text is English on the screen, with one line naming its file, key and reason, and the
     * language's other texts stay.
     */
    @Test
    void aTextThatParsesButCannotBeSaidWithItsArgumentsIsEnglish() throws Exception {
        Path dir = TestLanguages.polish(languages);
        Files.writeString(dir.resolve("org.katro.text.Messages.properties"),
                "sow={0,number} drops a seed into {1}; {2} left.\nlaps={0,number} lap\n");
        Files.writeString(dir.resolve("org.katro.ui.learners.LearnersView.properties"), "learningAs=You are {0,number} here.\n");
        Files.writeString(dir.resolve("org.katro.engine.Reasons.properties"), "emptyHole={0} {1}\n");
        List<String> problems = new ArrayList<>();
        Language polish = LanguageFolder.load(dir, problems::add);
        assertEquals(3, problems.size(), problems.toString());
        assertTrue(problems.contains("language folder " + dir + ": org.katro.engine.Reasons.properties: emptyHole"
                + " is shown in English: uses the arguments {0} {1} where English uses {0}"), problems.toString());
        assertTrue(problems.contains("language folder " + dir + ": org.katro.text.Messages.properties: sow is shown in English:"
                + " cannot be said with the arguments English takes (Cannot format given Object as a Number)"), problems.toString());
        assertTrue(problems.contains("language folder " + dir + ": org.katro.ui.learners.LearnersView.properties: learningAs"
                + " is shown in English: cannot be said with the arguments English takes (Cannot format given Object as a Number)"),
                problems.toString());
        assertEquals("South drops a seed into S3; the hand is empty now.",
                new Texts(polish, "org.katro.text.Messages").text("sow", "South", "S3", 0));
        assertEquals("You are learning as Ada.", new Texts(polish, "org.katro.ui.learners.LearnersView").text("learningAs", "Ada"));
        assertEquals("Lekcje", polish.bundle("org.katro.ui.home.HomeView").getString("title"));
    }

    /** Every bundle of the application is in the list a translation copies, and nothing else. */
    @Test
    void theListOfBundlesIsTheApplicationsBundles() throws Exception {
        List<String> found;
        try (var files = Files.walk(Path.of("src/main/resources/org/katro"))) {
            found = files.map(f -> Path.of("src/main/resources").relativize(f).toString())
                    .filter(f -> f.endsWith(".properties") && !f.matches(".*_[a-z]{2,3}\\.properties"))
                    .map(f -> f.substring(0, f.length() - ".properties".length()).replace('/', '.')).sorted().toList();
        }
        assertEquals(found, LanguageFolder.BUNDLES.stream().sorted().toList());
    }

    @Test
    void aStartedTranslationIsTheEnglishTextsAndCountsAllOfThemAsStillEnglish() throws Exception {
        Path dir = Translation.start(languages, "pl");
        Properties about = new Properties();
        try (InputStream in = Files.newInputStream(dir.resolve(LanguageFolder.ABOUT))) {
            about.load(new java.io.InputStreamReader(in, java.nio.charset.StandardCharsets.UTF_8));
        }
        assertEquals("Polski", about.getProperty("name"));
        assertEquals("pl", about.getProperty("plural"));
        Language polish = LanguageFolder.load(dir);
        List<Translation.Count> counts = Translation.untranslated(polish);
        Translation.Count all = counts.get(counts.size() - 1);
        assertEquals(all.total(), all.english(), "a copy of English is all still English");
        assertTrue(counts.stream().anyMatch(c -> c.texts().startsWith("lessons/")), "the lessons' texts are copied too");

        // one text translated: one fewer still English, in its bundle and in all
        Path messages = dir.resolve("org.katro.text.Messages.properties");
        Files.writeString(messages, Files.readString(messages) + "\nsow=" + TestLanguages.SOW + "\n");
        List<Translation.Count> after = Translation.untranslated(LanguageFolder.load(dir));
        assertEquals(all.english() - 1, after.get(after.size() - 1).english());
        assertEquals(count(counts, "org.katro.text.Messages") - 1, count(after, "org.katro.text.Messages"));

        assertTrue(assertThrows(LanguageFolder.Refused.class, () -> Translation.start(languages, "pl")).getMessage()
                .endsWith("already exists; katro translate --lang pl counts what it still has in English, and changes nothing in it"));
    }

    /** A station's settings may name an added language of the data folder they name; a code of none is refused as before. */
    @Test
    void aStationsSettingsMayNameAnAddedLanguage() throws Exception {
        Path data = languages.resolve("data");
        TestLanguages.polish(Files.createDirectories(data.resolve(LanguageFolder.IN_DATA)));
        Path file = Files.writeString(languages.resolve("katro.properties"), "data.folder = " + data + "\nlanguage = pl\n");
        List<String> notes = new ArrayList<>();
        assertEquals("pl", org.katro.kiosk.KioskSettings.load(java.util.Optional.of(file), java.util.Map.of(), notes::add).language());
        assertEquals(1, notes.size(), "the count of texts still English: " + notes);
        Files.writeString(file, "data.folder = " + data + "\nlanguage = xx\n");
        assertEquals(file + ": language must be one of ca, de, en, fr, mg, pl (or a language added in the data folder's languages)",
                assertThrows(org.katro.kiosk.KioskSettings.SettingsException.class,
                        () -> org.katro.kiosk.KioskSettings.load(java.util.Optional.of(file), java.util.Map.of(), n -> { })).getMessage());
    }

    private static int count(List<Translation.Count> counts, String texts) {
        return counts.stream().filter(c -> c.texts().equals(texts)).findFirst().orElseThrow().english();
    }
}
