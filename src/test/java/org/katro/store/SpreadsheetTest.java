package org.katro.store;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.words.ReportWords;
import org.katro.text.Language;

import java.io.File;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

/**
 * The teacher's CSV read by a real spreadsheet engine, LibreOffice's, with no display: converted
 * ({@code soffice --headless --convert-to}) from the file the teacher page writes, a UTF-8 file with
 * a byte-order mark, then read back: "Hérilala" unharmed, the mark not taken into the first heading,
 * every row eight cells (a comma or a quote in a name stays in its cell), a name that looks like a
 * formula kept as text, every learner (one who started nothing too) and the lesson's title. The
 * engine must be there: without it this test fails and says how to install it.
 */
@Tag("process")
class SpreadsheetTest {
    @TempDir
    Path dir;

    @Test
    void aSpreadsheetReadsTheProgressBackUnharmed() throws Exception {
        Path csv = dir.resolve("katro-progress.csv");
        try (Store store = Store.open(Store.Target.sqlite(dir, "hall"), note -> { }, Runnable::run, () -> 0);
                OutputStream out = Files.newOutputStream(csv)) {
            Learners learners = new Learners(store);
            for (String name : List.of("Hérilala", "=1+2, \"Soa\"", "Zo")) {
                learners.add(new Learners.Learner(name, "zebu"));
            }
            learners.shown("Hérilala", "worked-example", 4, 4, false, true);
            learners.answered("Hérilala", "worked-example", 2, true, "S3");
            learners.shown("=1+2, \"Soa\"", "worked-example", 27, 27, true, true);
            assertTrue(Report.progress(learners, out,
                    new ReportWords(LessonLoader.load(List.of(LessonSource.bundled())), Language.FRENCH)));
        }
        List<List<String>> read = throughLibreOffice(csv);
        assertEquals(List.of("learner", "lesson", "title", "reached", "steps", "done", "asked", "right"), read.get(0),
                "the byte-order mark is not part of the first heading");
        assertEquals(List.of("=1+2, \"Soa\"", "worked-example", "L'exemple commenté : une partie complète sur le petit plateau",
                "28", "28", "TRUE", "0", "0"), strip(read.get(1)));
        assertEquals(List.of("Hérilala", "worked-example", "L'exemple commenté : une partie complète sur le petit plateau",
                "5", "28", "FALSE", "1", "1"), read.get(2));
        assertEquals(List.of("Zo", "", "", "0", "0", "FALSE", "0", "0"), read.get(3), "a learner who started nothing");
        assertEquals(4, read.size());
    }

    /** The first cell without the apostrophe that keeps a formula's sign as text (the spreadsheet may show it or not). */
    private static List<String> strip(List<String> row) {
        List<String> out = new ArrayList<>(row);
        out.set(0, out.get(0).replaceFirst("^'", ""));
        return out;
    }

    /**
     * The CSV opened by LibreOffice as UTF-8 (what its import dialog offers for a file that begins with
     * the mark) and saved again as CSV, then split into cells.
     */
    private List<List<String>> throughLibreOffice(Path csv) throws Exception {
        Optional<Path> soffice = Arrays.stream(System.getenv().getOrDefault("PATH", "").split(File.pathSeparator))
                .map(p -> Path.of(p, "soffice")).filter(Files::isExecutable).findFirst();
        if (soffice.isEmpty()) {
            fail("LibreOffice is needed to read the teacher's CSV as a spreadsheet does, and soffice is not on the PATH:"
                    + " install it (Debian: apt-get install -y libreoffice-calc-nogui)");
        }
        Path out = dir.resolve("out");
        // a profile of its own, so that a LibreOffice already open elsewhere neither answers instead nor is disturbed
        Process p = new ProcessBuilder(soffice.get().toString(), "--headless", "--norestore",
                "-env:UserInstallation=" + dir.resolve("profile").toUri(), "--infilter=CSV:44,34,76",
                "--convert-to", "csv:Text - txt - csv (StarCalc):44,34,76", "--outdir", out.toString(), csv.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("soffice.txt").toFile()).start();
        // a hang guard, not a measure: a conversion takes a few seconds
        boolean ended = p.waitFor(180, TimeUnit.SECONDS);
        if (!ended) {
            p.destroyForcibly();
        }
        assertTrue(ended, "soffice ended");
        Path converted = out.resolve(csv.getFileName());
        assertTrue(Files.exists(converted), "soffice converted the file: " + Files.readString(dir.resolve("soffice.txt")));
        List<List<String>> rows = new ArrayList<>();
        for (String line : Files.readAllLines(converted, StandardCharsets.UTF_8)) {
            rows.add(cells(line));
        }
        return rows;
    }

    /** One CSV line's cells, quotes undone. */
    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted && c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                cell.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }
}
