package org.katro.cli;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The packaged jar, run as users and outside checks run it: {@code java -jar katro.jar ...} on a plain
 * JDK, with nothing but the jar on the class path (so no JavaFX).
 */
@Tag("process")
class CommandLineIT {
    private static Path jar;

    /** What one run of the jar left behind. */
    private record Result(int status, String out, String err) {
        List<String> errLines() {
            return err.lines().toList();
        }
    }

    @BeforeAll
    static void findJar() {
        String property = System.getProperty("katro.jar");
        assertTrue(property != null && !property.isBlank(), "the katro.jar system property names the packaged jar");
        jar = Path.of(property);
        assertTrue(Files.isRegularFile(jar), jar + " exists (run after mvn package)");
    }

    private static Result run(String stdin, String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-jar");
        command.add(jar.toString());
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).start();
        CompletableFuture<String> out = CompletableFuture.supplyAsync(() -> read(process.getInputStream()));
        CompletableFuture<String> err = CompletableFuture.supplyAsync(() -> read(process.getErrorStream()));
        try (OutputStream in = process.getOutputStream()) {
            in.write(stdin.getBytes(StandardCharsets.UTF_8));
        }
        assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the jar ends: " + command);
        return new Result(process.exitValue(), out.join(), err.join());
    }

    private static String read(InputStream stream) {
        try (stream) {
            return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void assertFailsWithOneLine(Result r, String expected) {
        assertEquals(2, r.status(), "exit status for bad input; stderr: " + r.err());
        assertEquals("", r.out(), "nothing on standard output, not even a half result");
        assertEquals(1, r.errLines().size(), "one line on standard error: " + r.err());
        assertTrue(r.err().contains(expected), r.err());
    }

    @Test
    void theWorkedExample() throws Exception {
        Result r = run("", "play", "--rules", "fianarantsoa", "--columns", "2", "1+", "1+", "6+");
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        assertEquals(MainTest.WORKED_OUTPUT, r.out());

        Result events = run("", "events", "--rules", "fianarantsoa", "--position", "3,1/0,3/1,1/0,1/5,2/2,5 S 2", "6+");
        assertEquals(0, events.status(), events.err());
        List<String> lines = events.out().lines().toList();
        assertTrue(lines.get(0).startsWith("{\"type\":\"pick\",\"player\":\"S\",\"hole\":\"S6\",\"count\":1"),
                lines.get(0));
        assertTrue(lines.get(lines.size() - 1).startsWith("{\"type\":\"game-over\",\"winner\":\"S\""));
    }

    @Test
    void badInputExitsWithStatusTwoAndOneLineOnStandardError() throws Exception {
        assertFailsWithOneLine(run("", "start", "--rules", "chess"), "chess");
        assertFailsWithOneLine(run("", "moves", "--rules", "fianarantsoa", "--position", "2,2/2,2 S 0"), "6 rows");
        assertFailsWithOneLine(run("", "play", "--rules", "fianarantsoa", "--columns", "2", "1+", "1+", "6+", "1+"),
                "over");
        assertFailsWithOneLine(run("", "play", "--rules", "katro4-empty", "--position", "0,1/0,0/1,2/2,0 S 3", "1+"),
                "for ever");
        assertFailsWithOneLine(run("", "start", "--rules", "fianarantsoa", "--colour", "red"), "--colour");
        assertFailsWithOneLine(run(""), "command");
        assertFailsWithOneLine(run("", "practice", "--rules", "fianarantsoa", "--kind", "where"), "where");
    }

    @Test
    void everyCommandRunsHeadless() throws Exception {
        Result rules = run("", "rules");
        assertEquals(0, rules.status(), rules.err());
        assertEquals(6, rules.out().lines().count());

        Result start = run("", "start", "--rules", "katro4", "--columns", "4");
        assertEquals("2,2,2,2/2,2,2,2/2,2,2,2/2,2,2,2 S 0\n", start.out());

        Result moves = run("", "moves", "--rules", "fianarantsoa", "--position", MainTest.WORKED_START);
        assertEquals("1+ 1- 2+ 2- 3+ 3- 4+ 4- 5+ 5- 6+ 6-\n", moves.out());

        Result batch = run(MainTest.WORKED_START + ";1+\nnonsense\n" + MainTest.WORKED_START + ";2+\n",
                "batch", "--rules", "fianarantsoa");
        assertEquals(0, batch.status(), batch.err());
        List<String> answers = batch.out().lines().toList();
        assertEquals(3, answers.size(), batch.out());
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5 N 1", answers.get(0));
        assertTrue(answers.get(1).startsWith("error: "), answers.get(1));

        Result bench = run("", "bench", "--rules", "fianarantsoa", "--games", "10", "--seed", "3");
        assertEquals(0, bench.status(), bench.err());
        List<String> lines = bench.out().lines().toList();
        assertTrue(MainTest.BENCH.matcher(lines.get(lines.size() - 1)).matches(), bench.out());

        // the questions' texts come from a bundle inside the jar, in the language asked for
        Result practice = run("", "practice", "--rules", "katro4", "--count", "3", "--kind", "capture", "--lang", "de");
        assertEquals(0, practice.status(), practice.err());
        assertEquals(3, practice.out().lines().count(), practice.out());
        assertTrue(practice.out().lines().allMatch(l -> l.startsWith("{\"kind\":\"capture\",\"rules\":\"katro4\"")
                && l.contains(" spielt Mulde ") && l.matches(".*\"answer\":\"(yes|no)\"}")), practice.out());
    }

    @Test
    void picturesWorksheetsAndWebPagesAreMadeFromTheJarAlone(@org.junit.jupiter.api.io.TempDir Path dir)
            throws Exception {
        Path svg = dir.resolve("capture.svg");
        Result picture = run("", "picture", "--rules", "fianarantsoa", "--columns", "2", "--event", "8", "1+", "1+", "6+",
                "--out", svg.toString());
        assertEquals(0, picture.status(), picture.err());
        assertTrue(Files.readString(svg).contains("data-count=\"0\" data-hole=\"N5\""), "N5 was just taken");
        Path png = dir.resolve("start.png");
        assertEquals(0, run("", "picture", "--rules", "gorobaka", "--lang", "mg", "--out", png.toString()).status());
        assertTrue(javax.imageio.ImageIO.read(png.toFile()).getWidth() > 1000);
        // for a teacher's own handout: ink on white
        Path printed = dir.resolve("printed.svg");
        assertEquals(0, run("", "picture", "--rules", "fianarantsoa", "--ink", "paper", "--out", printed.toString()).status());
        assertTrue(Files.readString(printed).contains("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>"));
        assertTrue(Files.readString(svg).contains("<rect width=\"100%\" height=\"100%\" fill=\"#2a1c12\"/>"),
                "the screen's wood by default");
        assertFailsWithOneLine(run("", "picture", "--rules", "fianarantsoa", "--ink", "gold", "--out", printed.toString()),
                "--ink must be wood or paper");

        // the teacher's one command: 12 questions in French, answers on the last page
        Path sheet = dir.resolve("fiche.pdf");
        Result worksheet = run("", "worksheet", "--rules", "fianarantsoa", "--count", "12", "--lang", "fr", "--out",
                sheet.toString());
        assertEquals(0, worksheet.status(), worksheet.err());
        try (var doc = org.apache.pdfbox.Loader.loadPDF(sheet.toFile())) {
            // each board the page's width for numbers 3 mm high: one question under the sheet's heading,
            // then two a page, then the answers
            assertEquals(8, doc.getNumberOfPages());
        }
        Path strip = dir.resolve("strip.pdf");
        Result lesson = run("", "worksheet", "--lesson", "worked-example", "--lang", "de", "--paper", "letter", "--out",
                strip.toString());
        assertEquals(0, lesson.status(), lesson.err());
        try (var doc = org.apache.pdfbox.Loader.loadPDF(strip.toFile())) {
            String text = new org.apache.pdfbox.text.PDFTextStripper().getText(doc);
            assertTrue(text.contains("Schritt 28 von 28"), "every step of the lesson is printed");
        }
        Path page = dir.resolve("lesson.html");
        assertEquals(0, run("", "web", "--lesson", "rules-4-relay", "--out", page.toString()).status());
        assertTrue(Files.readString(page).contains("id=\"event\""));
        assertFailsWithOneLine(run("", "worksheet", "--lesson", "nowhere", "--out", strip.toString()), "nowhere");
        assertFailsWithOneLine(run("", "picture", "--rules", "fianarantsoa", "--event", "5", "--out", svg.toString()),
                "--event must be from 0 to 0");
    }

    @Test
    void theJarCarriesPicocliAndNothingOfJavaFx() throws IOException {
        try (JarFile file = new JarFile(jar.toFile())) {
            List<String> names = file.stream().map(JarEntry::getName).toList();
            assertTrue(names.contains("picocli/CommandLine.class"), "picocli is inside");
            assertTrue(names.contains("org/katro/cli/Main.class"));
            assertEquals(List.of(), names.stream().filter(n -> n.startsWith("javafx/") || n.startsWith("com/sun/javafx/")
                    || n.startsWith("org/controlsfx/") || n.startsWith("org/kordamp/") || n.endsWith("module-info.class"))
                    .toList(), "no JavaFX, ControlsFX or Ikonli, and no module descriptor on the class path");
            assertEquals("org.katro.cli.Main", file.getManifest().getMainAttributes().getValue("Main-Class"));
        }
    }

    @Test
    void helpAndTheEndOfOptions() throws Exception {
        Result help = run("", "tournament", "--help");
        assertEquals(0, help.status(), help.err());
        assertTrue(help.out().startsWith("Usage: katro tournament "), help.out());

        Result play = run("", "play", "--rules", "fianarantsoa", "--columns", "2", "--", "1+", "1+", "6+");
        assertEquals(0, play.status(), play.err());
        assertEquals(MainTest.WORKED_OUTPUT, play.out());
    }

    @Test
    void aPlyPastTheEnginesCountIsOneLineNeverATrace() throws Exception {
        String position = "2,2/2,2/2,2/2,2/2,2/2,2 S 2147483647";
        Result r = run("", "play", "--rules", "fianarantsoa", "--position", position, "1+");
        assertTrue(r.status() != 0, "refused");
        assertEquals("", r.out());
        assertEquals(1, r.errLines().size(), "one line: " + r.err());
        assertFalse(r.err().contains("Exception") || r.err().contains("\tat "), "no stack trace: " + r.err());
        assertEquals(2, r.status(), "bad input, whichever part refuses it: " + r.err());

        Result batch = run(position + ";1+\n" + MainTest.WORKED_START + ";1+\n", "batch", "--rules", "fianarantsoa");
        assertEquals(0, batch.status(), batch.err());
        List<String> answers = batch.out().lines().toList();
        assertEquals(2, answers.size(), batch.out());
        assertTrue(answers.get(0).startsWith("error: "), answers.get(0));
        assertEquals("2,2/2,2/0,0/1,1/5,2/2,5 N 1", answers.get(1), "the line after it is answered");
    }

    @Test
    void echoedInputIsShortAndEscaped() throws Exception {
        // a control character is refused by its code, never echoed
        Result batch = run(MainTest.WORKED_START + ";\u001b]0;owned\u0007" + "1".repeat(60_000) + "+\n",
                "batch", "--rules", "fianarantsoa");
        assertEquals(0, batch.status(), batch.err());
        String answer = batch.out().lines().findFirst().orElseThrow();
        assertEquals("error: character 1 is a control character (U+001B), which notation does not allow", answer);
        assertFalse(batch.out().contains("\u001b"), "no raw escape reaches the terminal");

        // other characters a terminal may act on are quoted escaped, and at most 80 of them
        Result quoted = run(MainTest.WORKED_START + ";\ue000]0;owned" + "1".repeat(60_000) + "+\n",
                "batch", "--rules", "fianarantsoa");
        String line = quoted.out().lines().findFirst().orElseThrow();
        assertTrue(line.startsWith("error: '\\ue000]0;owned1111"), line);
        assertTrue(line.length() < 200, "at most 80 characters of the move: " + line.length());
        assertFalse(quoted.out().contains("\ue000"));
    }
}
