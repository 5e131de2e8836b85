package org.katro.cli;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A curator's lesson prints and shares like a shipped one: from --lessons=DIR and from the data folder's lessons/. */
class CuratorLessonPrintTest {
    /** A curator's lesson of two steps, "Relay by me", written into {@code dir}. */
    private static Path lesson(Path dir) throws IOException {
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("relay-by-me.fxml"), """
                <?xml version="1.0" encoding="UTF-8"?>
                <?import org.katro.lesson.Lesson?>
                <?import org.katro.lesson.Step?>
                <Lesson title="title" rules="fianarantsoa" columns="2" moves="1+" minutes="1">
                  <steps><Step at="0" caption="start" highlight="S1"/><Step at="1" caption="lift" highlight="S1"/></steps>
                </Lesson>
                """);
        Files.writeString(dir.resolve("relay-by-me.properties"),
                "title=Relay by me\nstart=The museum's board before the move\nlift=Lift the seeds of S1\n");
        return dir;
    }

    @Test
    void worksheetPrintsALessonOfLessonsDir(@TempDir Path dir) throws IOException {
        Path lessons = lesson(dir.resolve("mine"));
        Path out = dir.resolve("relay.pdf");
        InProcess r = InProcess.run("", "worksheet", "--lesson", "relay-by-me", "--lessons=" + lessons,
                "--data=" + dir.resolve("data"), "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(out))) {
            assertTrue(doc.getNumberOfPages() >= 1);
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertTrue(text.contains("Relay by me"), text);
            assertTrue(text.contains("Lift the seeds of S1"), text);
        }
    }

    @Test
    void webSharesALessonOfTheDataFolder(@TempDir Path dir) throws IOException {
        lesson(dir.resolve("data").resolve("lessons"));
        Path out = dir.resolve("relay.html");
        InProcess r = InProcess.run("", "web", "--lesson", "relay-by-me", "--data=" + dir.resolve("data"),
                "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        String html = Files.readString(out);
        assertTrue(html.contains("Relay by me"), "the page holds the lesson's title");
        assertTrue(html.contains("Lift the seeds of S1"), "and its captions");
    }

    @Test
    void worksheetAndWebNameWhereTheirLessonsComeFrom() {
        for (String command : new String[] {"worksheet", "web"}) {
            InProcess r = InProcess.run("", command, "--help");
            assertEquals(0, r.status(), r.err());
            assertTrue(r.out().contains("--lesson=ID") && r.out().contains("--lessons=DIR")
                    && r.out().contains("--data=DIR"), command + ":\n" + r.out());
        }
    }

    @Test
    void anUnknownLessonIsRefusedWithTheCuratorsLessonsListed(@TempDir Path dir) throws IOException {
        lesson(dir.resolve("data").resolve("lessons"));
        InProcess r = InProcess.run("", "web", "--lesson", "relay-by-you", "--data=" + dir.resolve("data"),
                "--out", dir.resolve("x.html").toString());
        assertEquals(Main.USAGE_ERROR, r.status(), r.err());
        assertTrue(r.err().contains("unknown lesson 'relay-by-you'") && r.err().contains("worked-example")
                && r.err().contains("relay-by-me"), r.err());
        assertTrue(Files.notExists(dir.resolve("x.html")));
    }
}
