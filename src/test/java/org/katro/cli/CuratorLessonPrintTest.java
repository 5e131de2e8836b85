package org.katro.cli;

import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.CuratorLesson;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A curator's lesson prints and shares like a shipped one: from --lessons=DIR and from the data folder's lessons/. */
class CuratorLessonPrintTest {
    @Test
    void worksheetPrintsALessonOfLessonsDir(@TempDir Path dir) throws IOException {
        Path lessons = CuratorLesson.write(dir.resolve("mine"));
        Path out = dir.resolve("relay.pdf");
        InProcess r = InProcess.run("", "worksheet", "--lesson", CuratorLesson.ID, "--lessons=" + lessons,
                "--data=" + dir.resolve("data"), "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        try (PDDocument doc = Loader.loadPDF(Files.readAllBytes(out))) {
            assertTrue(doc.getNumberOfPages() >= 1);
            String text = new PDFTextStripper().getText(doc).replaceAll("\\s+", " ");
            assertTrue(text.contains(CuratorLesson.TITLE), text);
            assertTrue(text.contains(CuratorLesson.CAPTION), text);
        }
    }

    @Test
    void webSharesALessonOfTheDataFolder(@TempDir Path dir) throws IOException {
        CuratorLesson.write(dir.resolve("data").resolve("lessons"));
        Path out = dir.resolve("relay.html");
        InProcess r = InProcess.run("", "web", "--lesson", CuratorLesson.ID, "--data=" + dir.resolve("data"),
                "--out", out.toString());
        assertEquals(0, r.status(), r.err());
        String html = Files.readString(out);
        assertTrue(html.contains(CuratorLesson.TITLE), "the page holds the lesson's title");
        assertTrue(html.contains(CuratorLesson.CAPTION), "and its captions");
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
        CuratorLesson.write(dir.resolve("data").resolve("lessons"));
        InProcess r = InProcess.run("", "web", "--lesson", "relay-by-you", "--data=" + dir.resolve("data"),
                "--out", dir.resolve("x.html").toString());
        assertEquals(Main.USAGE_ERROR, r.status(), r.err());
        assertTrue(r.err().contains("unknown lesson 'relay-by-you'") && r.err().contains("worked-example")
                && r.err().contains(CuratorLesson.ID), r.err());
        assertTrue(Files.notExists(dir.resolve("x.html")));
    }
}
