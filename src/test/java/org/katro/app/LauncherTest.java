package org.katro.app;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

/** A station image's start loads SQLite's library from the image, not from a copy in the temporary folder. */
class LauncherTest {
    private static final String PATH = "org.sqlite.lib.path";
    private static final String NAME = "org.sqlite.lib.name";
    private String path;
    private String name;

    @BeforeEach
    void keep() {
        path = System.clearProperty(PATH);
        name = System.clearProperty(NAME);
    }

    @AfterEach
    void restore() {
        System.clearProperty(PATH);
        System.clearProperty(NAME);
        if (path != null) {
            System.setProperty(PATH, path);
        }
        if (name != null) {
            System.setProperty(NAME, name);
        }
    }

    @Test
    void anImageWithTheLibraryHasTheDriverLoadItFromThere(@TempDir Path home) throws IOException {
        Files.createDirectories(home.resolve("lib"));
        Files.write(home.resolve("lib").resolve(Launcher.SQLITE_LIBRARY), new byte[] {1});
        Launcher.useImageSqlite(home.toString());
        assertEquals(home.resolve("lib").toString(), System.getProperty(PATH));
        assertEquals(Launcher.SQLITE_LIBRARY, System.getProperty(NAME));
    }

    @Test
    void aJavaWithoutItLeavesTheDriverToFindItsOwn(@TempDir Path home) {
        Launcher.useImageSqlite(home.toString());
        assertNull(System.getProperty(PATH));
        assertNull(System.getProperty(NAME));
    }

    @Test
    void aLibraryNamedOnTheCommandLineWins(@TempDir Path home) throws IOException {
        Files.createDirectories(home.resolve("lib"));
        Files.write(home.resolve("lib").resolve(Launcher.SQLITE_LIBRARY), new byte[] {1});
        System.setProperty(PATH, "/opt/sqlite");
        Launcher.useImageSqlite(home.toString());
        assertEquals("/opt/sqlite", System.getProperty(PATH));
        assertNull(System.getProperty(NAME));
    }
}
