package org.katro.translation;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.text.Language;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The data folder's added languages are read within a budget, measured before reading: thousands of
 * folders, a lessons' folder of a gigabyte, a link out of the folder are left out, each with one line,
 * and what is read stays within the budget whatever the folder holds.
 */
class LanguageBudgetTest {
    private static final String ABOUT = "name = Tiny\nplural = en\n";

    @TempDir
    Path data;

    private Path languages() throws IOException {
        return Files.createDirectories(data.resolve(LanguageFolder.IN_DATA));
    }

    private static Path tiny(Path languages, String code) throws IOException {
        Path dir = Files.createDirectories(languages.resolve(code));
        Files.writeString(dir.resolve(LanguageFolder.ABOUT), ABOUT);
        return dir;
    }

    /** A file that says it holds {@code bytes} without taking them on the disk (nothing reads it). */
    private static void sparse(Path file, long bytes) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
            f.setLength(bytes);
        }
    }

    @Test
    void thousandsOfLanguageFoldersAreOneLineAndOnlyTheFirstAreRead() throws Exception {
        Path languages = languages();
        List<String> codes = new ArrayList<>();
        for (char a = 'a'; codes.size() < 3000; a++) {
            for (char b = 'a'; b <= 'z' && codes.size() < 3000; b++) {
                for (char c = 'a'; c <= 'z' && codes.size() < 3000; c++) {
                    codes.add("" + a + b + c);
                }
            }
        }
        for (String code : codes) {
            tiny(languages, code);
        }
        List<String> problems = new ArrayList<>();
        Budget budget = Budget.standard();
        List<Language> loaded = LanguageFolder.loadAll(languages, problems::add, budget);
        assertEquals(codes.subList(0, Budget.LANGUAGES), loaded.stream().map(Language::code).toList());
        assertEquals(List.of("languages folder " + languages + ": " + (3000 - Budget.LANGUAGES) + " folders left out, from "
                + codes.get(Budget.LANGUAGES) + " on: at most " + Budget.LANGUAGES + " added languages are looked at"), problems);
        assertEquals(Budget.LANGUAGES, budget.filesRead(), "one file read a language kept, none of the others");
        assertEquals((long) Budget.LANGUAGES * ABOUT.length(), budget.bytesRead());
    }

    @Test
    void aLanguageOverTheBudgetIsLeftOutUnread() throws Exception {
        Path languages = languages();
        // a thousand 1 MiB files in one lessons' folder: more entries than a folder may have
        Path many = Files.createDirectories(tiny(languages, "xb").resolve(LanguageFolder.LESSONS));
        for (int i = 0; i < 1000; i++) {
            sparse(many.resolve("l" + i + ".properties"), 1 << 20);
        }
        // eighty of them: few enough entries, but more bytes than all the languages may hold
        Path large = Files.createDirectories(tiny(languages, "xc").resolve(LanguageFolder.LESSONS));
        for (int i = 0; i < 80; i++) {
            sparse(large.resolve("l" + i + ".properties"), 1 << 20);
        }
        tiny(languages, "xd");
        List<String> problems = new ArrayList<>();
        Budget budget = Budget.standard();
        List<Language> loaded = LanguageFolder.loadAll(languages, problems::add, budget);
        assertEquals(List.of("xd"), loaded.stream().map(Language::code).toList(), "the others still come");
        assertEquals(List.of(
                "language folder " + languages.resolve("xb") + ": left out: lessons/ holds more than " + Budget.ENTRIES + " entries",
                "language folder " + languages.resolve("xc") + ": left out: it holds 81 files of " + (80L * (1 << 20) + ABOUT.length())
                        + " bytes, more than is left of what the added languages may hold together (64 languages, 4096 files, "
                        + Budget.BYTES + " bytes)"), problems);
        assertEquals(1, budget.filesRead(), "only xd's language.properties");
        assertEquals(ABOUT.length(), budget.bytesRead());
    }

    @Test
    void aLanguageFolderThatLinksOutOfTheDataFolderIsRefused() throws Exception {
        Path languages = languages();
        Path outside = tiny(Files.createDirectories(data.resolve("elsewhere")), "xe");
        Files.createSymbolicLink(languages.resolve("xe"), outside);
        Path inside = tiny(languages, "xf");
        Files.createSymbolicLink(languages.resolve("xg"), inside);
        List<String> problems = new ArrayList<>();
        List<Language> loaded = LanguageFolder.loadAll(languages, problems::add);
        assertEquals(List.of("xf", "xg"), loaded.stream().map(Language::code).toList(), "a link inside the folder is kept");
        assertEquals(List.of("language folder " + languages.resolve("xe") + ": is a link out of the languages folder (to "
                + outside.toRealPath() + ")"), problems);
    }

    /**
     * What a start reads before its first window (its settings): no added language when it speaks a
     * shipped one, only its own when it speaks an added one, however many the data folder holds.
     */
    @Test
    void aStartReadsOnlyTheLanguageItSpeaksBeforeItsWindow() throws Exception {
        Path languages = languages();
        for (String code : List.of("xa", "xb", "xc", "xd")) {
            tiny(languages, code);
        }
        TestLanguages.polish(languages);
        try {
            org.katro.kiosk.KioskSettings.load(java.util.Optional.empty(), java.util.Map.of("data.folder", data.toString()));
            assertEquals(List.of(Language.values()), Language.all(), "a start in English reads no added language");
            List<String> notes = new ArrayList<>();
            org.katro.kiosk.KioskSettings.load(java.util.Optional.empty(),
                    java.util.Map.of("data.folder", data.toString(), "language", "pl"), notes::add);
            assertEquals(List.of("pl"), Language.all().stream().filter(l -> !l.shipped()).map(Language::code).toList(),
                    "a start in Polish reads Polish alone");
            Language polish = Language.byCode("pl").orElseThrow();
            assertEquals(List.of("xa", "xb", "xc", "xd"), Translation.useAll(languages, notes::add).stream().map(Language::code).toList(),
                    "the others come with the read after the first window");
            assertTrue(polish == Language.byCode("pl").orElseThrow(), "the language spoken stays the same object");
        } finally {
            Language.use(List.of());
        }
    }
}
