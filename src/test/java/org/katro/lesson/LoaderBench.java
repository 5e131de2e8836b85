package org.katro.lesson;

import java.lang.management.ManagementFactory;
import java.util.List;

/**
 * Benchmark, not a test: how long the shipped lessons take to load on a cold JVM's first call, the
 * claims' proofs included. Run with {@code java -cp target/classes:target/test-classes:DEPENDENCIES
 * org.katro.lesson.LoaderBench}.
 */
public final class LoaderBench {
    private LoaderBench() {
    }

    public static void main(String[] args) {
        var mx = ManagementFactory.getThreadMXBean();
        long cpu = mx.getCurrentThreadCpuTime();
        long clock = System.nanoTime();
        LessonLibrary library = LessonLoader.load(LessonSource.standard(List.of()));
        System.out.printf("%d lessons (%d refused): %.3f s processor, %.3f s clock%n", library.lessons().size(),
                library.problems().size(), (mx.getCurrentThreadCpuTime() - cpu) / 1e9, (System.nanoTime() - clock) / 1e9);
    }
}
