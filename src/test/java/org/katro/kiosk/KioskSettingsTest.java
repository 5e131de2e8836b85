package org.katro.kiosk;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.TextFiles;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class KioskSettingsTest {
    @TempDir
    Path dir;

    private KioskSettings load(String text) throws Exception {
        Path f = dir.resolve("katro.properties");
        Files.writeString(f, text);
        return KioskSettings.load(f);
    }

    @Test
    void aFileSetsWhatItNamesAndKeepsTheRest() throws Exception {
        KioskSettings s = load("""
                kiosk = true
                language = mg
                idle.seconds = 60
                pin = 97531
                lessons.folder = /srv/lessons
                attract.playlist = worked-example, relay
                high.contrast = true
                """);
        assertTrue(s.kiosk());
        assertEquals("mg", s.language());
        assertEquals(60, s.idleSeconds());
        assertEquals("97531", s.pin());
        assertEquals(Optional.of(Path.of("/srv/lessons")), s.lessonsFolder());
        assertEquals(List.of("worked-example", "relay"), s.attractPlaylist());
        assertTrue(s.highContrast());
        KioskSettings d = KioskSettings.defaults();
        assertEquals(d.countdownSeconds(), s.countdownSeconds());
        assertEquals(d.textScale(), s.textScale());
        assertFalse(s.reducedMotion());
    }

    @Test
    void theStationsSoundAndTableModeAreRead() throws Exception {
        assertEquals(KioskSettings.Sound.DEFAULT, load("kiosk = true\n").sound());
        assertFalse(KioskSettings.Sound.DEFAULT.on(), "a classroom machine is silent until asked");
        KioskSettings s = load("""
                sound = true
                sound.voice = false
                sound.volume = 40
                sound.max.volume = 60
                table.mode = true
                """);
        assertEquals(new KioskSettings.Sound(true, false, 40, 60, true), s.sound());
    }

    /** The gallery's example beside the classroom's: quick to attract and to ask, heard in a room. */
    @Test
    void theGalleryExampleIsAStationForPassersBy() throws Exception {
        KioskSettings g = KioskSettings.load(Path.of("src/packaging/katro-gallery.properties"));
        assertTrue(g.kiosk());
        assertEquals(30, g.attractSeconds(), "the attract loop after 30 s on home");
        assertEquals(45, g.idleSeconds(), "the idle question after 45 s");
        assertTrue(g.sound().on() && g.sound().voice(), "sound and voice on");
        assertEquals(100, g.sound().volume(), "the seeds at full volume, for a room");
        assertEquals(new KioskSettings.Sound(true, true, 70, 100, false, true), load("sound = true\nkeypad = true\n").sound(),
                "the keypad way in for every visitor");
    }

    @Test
    void badSettingsAreRefusedWithTheKeyAndReason() {
        for (String[] bad : new String[][] {
            {"kiosk = yes", "kiosk must be true or false"},
            {"language = xx", "language must be one of"},
            {"idle.seconds = 2", "idle.seconds must be"},
            {"idle.seconds = soon", "idle.seconds must be"},
            {"pin = 12", "pin must be 4 to 8 digits"},
            {"text.scale = 9", "text.scale must be"},
            {"exit.key = F12", "unknown setting 'exit.key'"},
            {"sound.volume = 120", "sound.volume must be a whole percent"},
            {"sound.max.volume = 50\nsound.volume = 80", "sound.volume must be at most sound.max.volume (50)"},
            {"table.mode = on", "table.mode must be true or false"},
        }) {
            KioskSettings.SettingsException e = assertThrows(KioskSettings.SettingsException.class, () -> load(bad[0]));
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
            assertTrue(e.getMessage().contains("katro.properties"), "names the file: " + e.getMessage());
        }
    }

    @Test
    void theCommandLinesFlagsWinOverTheFile() throws Exception {
        Path f = dir.resolve("katro.properties");
        Files.writeString(f, "language = fr\nreduced.motion = false\n");
        KioskSettings s = KioskSettings.load(Optional.of(f), java.util.Map.of("kiosk", "true", "language", "ca",
                "reduced.motion", "true"));
        assertTrue(s.kiosk());
        assertEquals("ca", s.language());
        assertTrue(s.reducedMotion());
        assertFalse(KioskSettings.load(Optional.empty(), java.util.Map.of()).kiosk(), "no file, no flag: a window");
    }

    @Test
    void aMissingFileSaysItIsMissing() {
        KioskSettings.SettingsException e = assertThrows(KioskSettings.SettingsException.class,
                () -> KioskSettings.load(dir.resolve("none")));
        assertEquals(dir.resolve("none") + ": no such settings file", e.getMessage());
    }

    @Test
    void aBrokenEscapeIsRefusedWithItsLineNotAStackTrace() {
        KioskSettings.SettingsException e = assertThrows(KioskSettings.SettingsException.class,
                () -> load("kiosk = true\n# a comment may say \\uZZZZ\npin = \\uZZZZ\n"));
        assertEquals(dir.resolve("katro.properties") + ":3: \\uZZZZ is not an escape: \\u takes four hexadecimal digits"
                + " (write a backslash as \\\\)", e.getMessage());
    }

    @Test
    void aByteThatIsNotUtf8IsRefusedWithItsLine() throws Exception {
        Path f = dir.resolve("katro.properties");
        Files.write(f, "kiosk = true\nlanguage = fr\n# caf\u00e9\n".getBytes(StandardCharsets.ISO_8859_1));
        KioskSettings.SettingsException e = assertThrows(KioskSettings.SettingsException.class, () -> KioskSettings.load(f));
        assertEquals(f + ":3: byte 0xE9 is not UTF-8 (save the file as UTF-8)", e.getMessage());
    }

    @Test
    void aByteOrderMarkIsAccepted() throws Exception {
        assertTrue(load("\uFEFFkiosk = true\n").kiosk(), "the first key is read without the mark");
    }

    @Test
    void anOversizedFileIsRefused() {
        KioskSettings.SettingsException e = assertThrows(KioskSettings.SettingsException.class,
                () -> load("kiosk = true\n#" + "x".repeat(TextFiles.MAX_BYTES)));
        assertEquals(dir.resolve("katro.properties") + ": the file is larger than 1 MiB", e.getMessage());
    }

    @Test
    void aRefusalQuotesAValueOnOneLine() {
        KioskSettings.SettingsException e = assertThrows(KioskSettings.SettingsException.class,
                () -> load("kiosk = yes\\u001b[2J\\u2028" + "y".repeat(500) + "\n"));
        assertFalse(e.getMessage().chars().anyMatch(c -> c < 0x20 || c == 0x2028), e.getMessage());
        assertTrue(e.getMessage().contains("kiosk must be true or false, not 'yes\\u001B[2J\\u2028yyy"), e.getMessage());
        assertTrue(e.getMessage().length() < 300, e.getMessage());
    }

    @Test
    void theDefaultPinIsKnownForWhatItIs() throws Exception {
        assertTrue(KioskSettings.defaults().defaultPin());
        assertTrue(load("pin = 2468\n").defaultPin());
        assertFalse(load("pin = 97531\n").defaultPin());
    }
}
