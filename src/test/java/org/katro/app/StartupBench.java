package org.katro.app;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.junit.jupiter.api.io.TempDir;
import org.katro.translation.LanguageFolder;

import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Benchmark, not a test: a station started with a data folder of 3,000 tiny added languages and a
 * lessons folder of 1,000 files of 1 MiB (sparse: they take no room on the disk), each of which read
 * before the first window once took minutes; prints the time from the JVM's start to the first frame
 * and to the complete home screen (issue 42 asks under 10 s). Runs only with {@code
 * -Dkatro.bench=startup}: {@code mvn test -Dtest=StartupBench -Dkatro.bench=startup}.
 */
@Tag("process")
@EnabledIfSystemProperty(named = "katro.bench", matches = "startup")
class StartupBench {
    private static final int LANGUAGES = 3000;
    private static final int LESSONS = 1000;

    @TempDir
    Path dir;

    @Test
    void aStationStartsWhateverItsDataFolderHolds() throws Exception {
        Path data = dir.resolve("data");
        Path languages = Files.createDirectories(data.resolve(LanguageFolder.IN_DATA));
        int made = 0;
        for (char a = 'a'; made < LANGUAGES; a++) {
            for (char b = 'a'; b <= 'z' && made < LANGUAGES; b++) {
                for (char c = 'a'; c <= 'z' && made < LANGUAGES; c++, made++) {
                    Path language = Files.createDirectories(languages.resolve("" + a + b + c));
                    Files.writeString(language.resolve(LanguageFolder.ABOUT), "name = Tiny\nplural = en\n");
                }
            }
        }
        Path lessons = Files.createDirectories(data.resolve("lessons"));
        for (int i = 0; i < LESSONS; i++) {
            try (RandomAccessFile f = new RandomAccessFile(lessons.resolve(String.format("l%04d.fxml", i)).toFile(), "rw")) {
                f.setLength(1 << 20);
            }
        }
        Path settings = Files.writeString(dir.resolve("katro.properties"), "log.file = " + dir.resolve("katro.log") + "\n");
        List<String> arguments = new ArrayList<>(ChildJvm.HEADLESS);
        arguments.addAll(List.of("-Dkatro.timing=true", Launcher.class.getName(), "--data=" + data, "--settings=" + settings));
        List<String> timing = ChildJvm.run(dir.resolve("stdout.txt"), arguments).stream()
                .filter(l -> l.startsWith("katro.timing ")).toList();
        timing.forEach(System.out::println);
        assertEquals(2, timing.size(), "the first frame, then the complete home screen: " + timing);
    }
}
