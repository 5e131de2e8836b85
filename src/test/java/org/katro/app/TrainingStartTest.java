package org.katro.app;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The station image's start-up cache is recorded from one start (src/build/Training.java): with the
 * timing and training switches, the station shows its home screen complete, then the worked example,
 * and quits by itself; a timed start alone quits at home. Each is a station started as a service starts
 * it, headless, from the class path.
 */
@Tag("process")
class TrainingStartTest {
    @TempDir
    Path dir;

    @Test
    void aTrainingStartGoesFromTheCompleteHomeScreenToTheWorkedExampleAndQuits() throws Exception {
        assertEquals(List.of("first-frame-ms HOME", "complete-ms HOME", "worked-example-ms EXPLORER"),
                timing(start("-Dkatro.training=true")));
    }

    @Test
    void aTimedStartAloneQuitsOnceTheHomeScreenIsComplete() throws Exception {
        assertEquals(List.of("first-frame-ms HOME", "complete-ms HOME"), timing(start()));
    }

    /** The timing lines' names and screens, in the order printed. */
    private static List<String> timing(List<String> out) {
        return out.stream().filter(l -> l.startsWith("katro.timing "))
                .map(l -> l.replaceFirst("^katro\\.timing (\\S+)=.* screen=(\\S+)$", "$1 $2")).toList();
    }

    /** Standard output of a station start with the timing switch and these options, once it quit by itself. */
    private List<String> start(String... options) throws IOException, InterruptedException {
        List<String> arguments = new ArrayList<>(ChildJvm.HEADLESS);
        arguments.add("-Dkatro.timing=true");
        arguments.addAll(List.of(options));
        arguments.addAll(List.of(Launcher.class.getName(), "--data=" + dir.resolve("data")));
        return ChildJvm.run(dir.resolve("stdout.txt"), arguments);
    }
}
