package org.katro.cli;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.text.Language;
import org.katro.translation.LanguageFolder;
import org.katro.translation.TestLanguages;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code katro translate}: a translation started from the English texts, what it still has in English, and --lang for it. */
class TranslateCommandTest {
    @TempDir
    Path dir;

    @AfterEach
    void onlyTheShippedLanguages() {
        Language.use(List.of());
    }

    @Test
    void startsATranslationThenCountsWhatIsStillEnglish() throws Exception {
        Path languages = dir.resolve("languages");
        InProcess first = InProcess.run("", "translate", "--lang", "pl", "--out", languages.toString());
        assertEquals(0, first.status(), first.err());
        List<String> lines = first.out().lines().toList();
        assertEquals("started pl in " + languages.resolve("pl"), lines.get(0));
        assertEquals("pl (Polski): plural rules of pl: one, few, many, other", lines.get(1));
        assertEquals("still English (missing, or the same as English):", lines.get(2));
        assertTrue(lines.stream().anyMatch(l -> l.matches("org\\.katro\\.text\\.Messages +(\\d+) of \\1")), first.out());
        assertTrue(lines.stream().anyMatch(l -> l.matches("lessons/visitor +(\\d+) of \\1")), first.out());
        assertTrue(lines.get(lines.size() - 1).matches("all +(\\d+) of \\1"), first.out());
        byte[] english = getClass().getResourceAsStream("/org/katro/ui/home/HomeView.properties").readAllBytes();
        Path home = languages.resolve("pl").resolve("org.katro.ui.home.HomeView.properties");
        assertArrayEquals(english, Files.readAllBytes(home), "a copy of the English texts, comments and all");

        // two texts translated: the second run changes nothing and counts two fewer in that bundle
        Files.writeString(home, Files.readString(home).replace("title=Lessons", "title=Lekcje")
                .replace("start=Start", "start=Zacznij"));
        InProcess second = InProcess.run("", "translate", "--lang", "pl", "--out", languages.toString());
        assertEquals(0, second.status(), second.err());
        assertTrue(second.out().startsWith("pl (Polski): "), second.out());
        int total = english(first, "org.katro.ui.home.HomeView");
        assertEquals(total - 2, english(second, "org.katro.ui.home.HomeView"), second.out());
        assertEquals(english(first, "all") - 2, english(second, "all"));
    }

    private static int english(InProcess run, String texts) {
        return run.out().lines().filter(l -> l.startsWith(texts + " ")).map(l -> l.substring(texts.length()).strip())
                .map(l -> Integer.parseInt(l.substring(0, l.indexOf(' ')))).findFirst().orElseThrow();
    }

    @Test
    void aCodeThatCannotBeAnAddedLanguagesIsOneLine() {
        Path languages = dir.resolve("languages");
        refused(InProcess.run("", "translate", "--lang", "fr", "--out", languages.toString()),
                "katro: language folder " + languages.resolve("fr") + ": fr is shipped with the application; an added language needs a code of its own");
        refused(InProcess.run("", "translate", "--lang", "Es", "--out", languages.toString()),
                "katro: language folder " + languages.resolve("Es") + ": the folder's name is the language's code: two or three small letters (es, pl, sw)");
        assertTrue(!Files.exists(languages.resolve("fr")) && !Files.exists(languages.resolve("Es")), "nothing written");
    }

    @Test
    void anAddedLanguageNarratesWithItsOwnPlurals() throws Exception {
        Path languages = Files.createDirectories(dir.resolve("data").resolve(LanguageFolder.IN_DATA));
        TestLanguages.polish(languages);
        InProcess r = InProcess.run("", "narrate", "--rules", "fianarantsoa", "--data", dir.resolve("data").toString(),
                "--lang", "pl", "1+");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\t" + "South sieje do S16; w ręku 4 nasiona.\n"), r.out());
        assertTrue(r.out().contains("\t" + "South sieje do S2; w ręku 1 nasiono.\n"), r.out());
        // the sentences the folder lacks are English
        assertTrue(r.out().contains(" lifts "), r.out());

        TestLanguages.broken(languages);
        refused(InProcess.run("", "narrate", "--rules", "fianarantsoa", "--data", dir.resolve("data").toString(),
                "--lang", "xq", "1+"), "katro: language folder " + languages.resolve("xq")
                + ": no language.properties (it names the language and its plural rule; katro translate writes one)");
        refused(InProcess.run("", "narrate", "--rules", "fianarantsoa", "--data", dir.resolve("data").toString(),
                "--lang", "xx", "1+"), "katro: unknown language 'xx' (languages: en, fr, mg, de, ca, pl)");
    }

    /** The typo: a number where English names the player; the narration goes on, that sentence in English. */
    @Test
    void aTranslatorsTypoLeavesThatSentenceInEnglish() throws Exception {
        Path languages = Files.createDirectories(dir.resolve("data").resolve(LanguageFolder.IN_DATA));
        InProcess started = InProcess.run("", "translate", "--lang", "xa", "--out", languages.toString());
        assertEquals(0, started.status(), started.err());
        Path messages = languages.resolve("xa").resolve("org.katro.text.Messages.properties");
        Files.writeString(messages, Files.readString(messages).replaceAll("(?m)^sow=.*$", "sow={0,number} drops a seed into {1}."));
        InProcess r = InProcess.run("", "narrate", "--rules", "fianarantsoa", "--data", dir.resolve("data").toString(),
                "--lang", "xa", "1+");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\tSouth drops a seed into S16; 4 seeds are still in hand.\n"), r.out());
        assertEquals(List.of("language folder " + languages.resolve("xa") + ": org.katro.text.Messages.properties:"
                + " sow is shown in English: uses the arguments {0} {1} where English uses {0} {1} {2}"), r.errLines(),
                "the text said in English is named on standard error, one line");
        Path page = dir.resolve("page.html");
        InProcess web = InProcess.run("", "web", "--rules", "fianarantsoa", "--data", dir.resolve("data").toString(),
                "--lang", "xa", "--out", page.toString(), "1+");
        assertEquals(0, web.status(), web.err());
        assertTrue(Files.readString(page).contains("South drops a seed into S16; 4 seeds are still in hand."));
        InProcess counted = InProcess.run("", "translate", "--lang", "xa", "--out", languages.toString());
        assertTrue(counted.out().contains("language folder " + languages.resolve("xa") + ": org.katro.text.Messages.properties:"
                + " sow is shown in English: uses the arguments {0} {1} where English uses {0} {1} {2}\n"), counted.out());
    }

    private static void refused(InProcess r, String line) {
        assertEquals(Main.USAGE_ERROR, r.status(), r.err());
        assertEquals("", r.out());
        assertEquals(List.of(line), r.errLines());
    }
}
