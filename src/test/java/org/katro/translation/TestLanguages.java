package org.katro.translation;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Language folders for tests: a small Polish one (few and many among its plurals), and broken ones. */
public final class TestLanguages {
    /** Polish "seeds" after a count: 1 nasiono, 2-4 nasiona, 5-21 nasion, 22-24 nasiona... */
    public static final String SOW = "{0} sieje do {1}; w ręku {2,plural,=0{nic} one{# nasiono} few{# nasiona}"
            + " many{# nasion} other{# nasiona}}.";

    private TestLanguages() {
    }

    /**
     * {@code languages/pl}: the home screen's "Lessons" and "Explore any game" and the narration's
     * sowing sentence in Polish, every other text left to English.
     */
    public static Path polish(Path languages) throws IOException {
        Path dir = Files.createDirectories(languages.resolve("pl"));
        Files.writeString(dir.resolve(LanguageFolder.ABOUT), "name = Polski\nplural = pl\n");
        Files.writeString(dir.resolve("org.katro.ui.home.HomeView.properties"),
                "title=Lekcje\nexplore=Zobacz dowolną grę\n");
        Files.writeString(dir.resolve("org.katro.text.Messages.properties"), "sow=" + SOW + "\n");
        return dir;
    }

    /** A folder that names no language file, one with a plural rule ICU does not know, and one with an unsafe name. */
    public static void broken(Path languages) throws IOException {
        Files.createDirectories(languages.resolve("xq"));
        Path rule = Files.createDirectories(languages.resolve("xr"));
        Files.writeString(rule.resolve(LanguageFolder.ABOUT), "name = Xr\nplural = zz\n");
        Path unsafe = Files.createDirectories(languages.resolve("Es ES"));
        Files.writeString(unsafe.resolve(LanguageFolder.ABOUT), "name = Español\nplural = es\n");
    }
}
