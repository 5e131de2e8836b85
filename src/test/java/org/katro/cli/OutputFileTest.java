package org.katro.cli;

import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** picture, worksheet and web: a file already there is replaced only with --force, and never written through a link. */
class OutputFileTest {
    private static final String KEPT = "a teacher's own notes\n";

    /** The command that writes {@code out}, by its name's ending; with {@code --force} when asked. */
    private static String[] command(String name, Path out, boolean force) {
        List<String> args = new ArrayList<>(switch (name) {
            case "picture.svg" -> List.of("picture", "--rules", "fianarantsoa", "--columns", "2", "1+");
            case "picture.png" -> List.of("picture", "--rules", "fianarantsoa", "--columns", "2");
            case "worksheet.pdf" -> List.of("worksheet", "--rules", "fianarantsoa", "--count", "1");
            case "web.html" -> List.of("web", "--rules", "fianarantsoa", "--columns", "2", "1+");
            default -> throw new IllegalArgumentException(name);
        });
        args.addAll(List.of("--out", out.toString()));
        if (force) {
            args.add("--force");
        }
        return args.toArray(String[]::new);
    }

    @ParameterizedTest
    @ValueSource(strings = {"picture.svg", "picture.png", "worksheet.pdf", "web.html"})
    void anExistingFileIsRefusedAndLeftAsItWas(String name, @TempDir Path dir) throws IOException {
        Path out = Files.writeString(dir.resolve(name), KEPT);
        InProcess r = InProcess.run("", command(name, out, false));
        assertEquals(Main.USAGE_ERROR, r.status(), r.err());
        assertEquals(List.of("katro: " + out + " exists already; --force replaces it"), r.errLines());
        assertEquals("", r.out());
        assertEquals(KEPT, Files.readString(out), "the file is untouched");
        assertEquals(List.of(out), list(dir), "and nothing is left beside it");
    }

    @ParameterizedTest
    @ValueSource(strings = {"picture.svg", "picture.png", "worksheet.pdf", "web.html"})
    void forceReplacesIt(String name, @TempDir Path dir) throws IOException {
        Path out = Files.writeString(dir.resolve(name), KEPT);
        InProcess r = InProcess.run("", command(name, out, true));
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        byte[] made = Files.readAllBytes(out);
        assertTrue(made.length > 1000, name + " is the new file: " + made.length + " bytes");
        assertFalse(new String(made, java.nio.charset.StandardCharsets.ISO_8859_1).contains(KEPT));
        assertEquals(List.of(out), list(dir), "no temporary file left beside it");
    }

    @ParameterizedTest
    @ValueSource(strings = {"picture.svg", "worksheet.pdf", "web.html"})
    void aLinkAtTheNameIsNeverWrittenThrough(String name, @TempDir Path dir) throws IOException {
        Path elsewhere = Files.createDirectory(dir.resolve("elsewhere"));
        Path precious = Files.writeString(elsewhere.resolve("precious.txt"), KEPT);
        Path folder = Files.createDirectory(dir.resolve("out"));
        Path link = Files.createSymbolicLink(folder.resolve(name), precious);

        InProcess refused = InProcess.run("", command(name, link, false));
        assertEquals(Main.USAGE_ERROR, refused.status(), refused.err());
        assertTrue(Files.isSymbolicLink(link), "without --force the link stays");
        assertEquals(KEPT, Files.readString(precious));

        InProcess forced = InProcess.run("", command(name, link, true));
        assertEquals(0, forced.status(), forced.err());
        assertEquals(KEPT, Files.readString(precious), "the file the link pointed to is unchanged");
        assertFalse(Files.isSymbolicLink(link), "the link itself was replaced by the new file");
        assertTrue(Files.isRegularFile(link, LinkOption.NOFOLLOW_LINKS));
        assertTrue(Files.size(link) > 1000);
    }

    @ParameterizedTest
    @ValueSource(strings = {"picture.svg", "web.html"})
    void aNewFileNeedsNoForce(String name, @TempDir Path dir) throws IOException {
        Path out = dir.resolve(name);
        InProcess r = InProcess.run("", command(name, out, false));
        assertEquals(0, r.status(), r.err());
        assertTrue(Files.size(out) > 1000);
    }

    private static List<Path> list(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.toList();
        }
    }
}
