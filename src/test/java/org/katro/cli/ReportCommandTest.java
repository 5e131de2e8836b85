package org.katro.cli;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katro.store.Learners;
import org.katro.store.Store;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** {@code report} only reads: whatever the file holds, it leaves the data folder exactly as it was. */
class ReportCommandTest {
    @TempDir
    Path data;

    private List<String> folder() throws Exception {
        try (var files = Files.list(data)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aDamagedFileIsNeitherMovedNorReplaced() throws Exception {
        byte[] damaged = new byte[8192];
        new Random(24).nextBytes(damaged);
        Files.write(data.resolve(Store.FILE), damaged);
        InProcess r = InProcess.run("", "report", "--data", data.toString());
        assertEquals(2, r.status());
        assertEquals(1, r.errLines().size(), r.err());
        assertTrue(r.err().contains("cannot read"), r.err());
        assertEquals(List.of(Store.FILE), folder());
        assertArrayEquals(damaged, Files.readAllBytes(data.resolve(Store.FILE)));
    }

    @Test
    void anEmptyFileGetsNoSchema() throws Exception {
        Files.write(data.resolve(Store.FILE), new byte[0]);
        InProcess r = InProcess.run("", "report", "--data", data.toString());
        assertEquals(2, r.status());
        assertEquals(List.of("katro: database: cannot read " + data.resolve(Store.FILE).toAbsolutePath()
                + " (it holds no Katro data (an empty file, or another program's))"), r.errLines());
        assertEquals(0, Files.size(data.resolve(Store.FILE)));
        assertEquals(List.of(Store.FILE), folder());
    }

    @Test
    void aSoundFileIsReportedAndLeftAsItWas() throws Exception {
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0)) {
            new Learners(store).shown("Hery", "rules-1", 2, 2, false, true);
        }
        byte[] before = Files.readAllBytes(data.resolve(Store.FILE));
        InProcess r = InProcess.run("", "report", "--data", data.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().contains("\"Hery\",\"rules-1\",\"rules-1\",\"3\""), r.out());
        assertArrayEquals(before, Files.readAllBytes(data.resolve(Store.FILE)));
        assertEquals(List.of(Store.FILE), folder());
    }

    @Test
    void answersInFrenchHaveTheLessonsWordsInFrench() throws Exception {
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0)) {
            new Learners(store).answered("Hérilala", "worked-example", 3, false, "no");
        }
        InProcess r = InProcess.run("", "report", "--answers", "--lang", "fr", "--data", data.toString());
        assertEquals(0, r.status(), r.err());
        String row = r.out().split("\r\n")[1];
        assertTrue(row.startsWith("\"Hérilala\",\"worked-example\",\"L'exemple commenté"), row);
        assertTrue(row.endsWith("\"Non\",\"Oui\",\"false\""), row);
    }

    @Test
    void answersGiveEachFirstAnswerAndWhatItWas() throws Exception {
        try (Store store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0)) {
            Learners learners = new Learners(store);
            learners.answered("Soa", "worked-example", 2, true, "S3");
            learners.answered("=Hery", "worked-example", 2, false, "S2");
            learners.answered("=Hery", "worked-example", 2, true, "S3");
            learners.answered("=Hery", "worked-example", 3, true, "yes");
        }
        InProcess r = InProcess.run("", "report", "--answers", "--data", data.toString());
        assertEquals(0, r.status(), r.err());
        // the step as the lesson says it (from 1), the question as asked, the answer as its button said it
        // beside the right one, the first answer only, a formula's sign neutralised; a byte-order mark first
        String title = "\"The worked example: one whole game on the small board\"";
        String landing = "\"South holds 2 seeds from S1, sown the way the arrow on S1 points. Tap the hole where the last seed will fall.\"";
        String capture = "\"South holds 3 seeds from S3, sown the way the arrow on S3 points. Will South capture at the end of this lap?\"";
        assertEquals("\uFEFF\"learner\",\"lesson\",\"title\",\"step\",\"question\",\"answer\",\"right_answer\",\"right\"\r\n"
                + "\"'=Hery\",\"worked-example\"," + title + ",\"3\"," + landing + ",\"S2\",\"S3\",\"false\"\r\n"
                + "\"'=Hery\",\"worked-example\"," + title + ",\"4\"," + capture + ",\"Yes\",\"Yes\",\"true\"\r\n"
                + "\"Soa\",\"worked-example\"," + title + ",\"3\"," + landing + ",\"S3\",\"S3\",\"true\"\r\n", r.out());
    }
}
