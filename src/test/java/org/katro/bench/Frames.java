package org.katro.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Benchmark, not a test: {@code mvn -Pframes verify} on a display (Xvfb at 1920 x 1080 will do).
 * <p>
 * Frames: each scene of {@link FrameScene} runs in a JVM of its own with {@code -Dprism.order=sw}
 * and JavaFX's pulse logger, which times each whole pulse, the render thread's painting and
 * presenting included (where software rendering spends its time; an AnimationTimer would only see
 * when pulses start). The minimal scene runs in the same round, so a busy machine shows in both.
 * <p>
 * Start-up, when the station image {@code target/katro-image} exists: the time from starting the
 * process to the first frame of the home screen and of {@code --open=worked-example}, and to their first
 * frame with nothing still to come (the home screen's list), next to a window with one label on the same
 * Java; after the last round, each one's median over the rounds and its ratio to the label's.
 * <p>
 * {@code -Dkatro.frames.sizes=full} or {@code window} plays at one size only.
 * {@code -Dkatro.frames.rounds=N} (default 1) repeats everything; {@code -Dkatro.frames.only=startup}
 * or {@code frames} runs one half. {@code -Dkatro.frames.before=CLASSPATH} also plays each scene with
 * another build (an older one, say) right after this one's, and {@code -Dkatro.frames.beforeImage=DIR}
 * times another image's start beside this one's: figures before and after a change, side by side.
 */
public final class Frames {
    /** A pulse line of the logger, short ({@code [12 16ms:3ms]}) or long ({@code PULSE: 12 [16ms:30ms]}). */
    private static final Pattern PULSE = Pattern.compile("(\\d+) \\[?(\\d+)ms:(\\d+)ms\\]");
    private static final Pattern FIRST_FRAME = Pattern.compile("katro.timing first-frame-ms=\\d+ at=(\\d+)(?: cpu-ms=(\\d+))?");
    private static final Pattern COMPLETE = Pattern.compile("katro.timing complete-ms=\\d+ at=(\\d+)");
    /** each start's times over the rounds, in milliseconds: the label's, then home's and the worked example's first and complete frames */
    private static final Map<String, List<Long>> startTimes = new LinkedHashMap<>();
    private static final String[] SCENES = {"worked-example", "6x6", "4x10"};
    private static final String CLASS_PATH = System.getProperty("java.class.path");
    /** the timed starts' data folders: the home screen's, and --open=worked-example's */
    private static final Path[] dataFolders = new Path[2];
    private static final String LABEL_CACHED = "one label, its own AOT cache";
    /** the command of the one-label window with a cache of its own; empty where the image's Java has none */
    private static List<String> cachedLabel;

    public static void main(String[] args) throws Exception {
        if (args.length == 1 && args[0].equals("scene")) {
            // the child's JVM: JavaFX refuses to start an Application subclass named as the main class on the class path
            javafx.application.Application.launch(FrameScene.class);
            return;
        }
        int rounds = Integer.getInteger("katro.frames.rounds", 1);
        String only = System.getProperty("katro.frames.only", "");
        Path image = Path.of(System.getProperty("katro.frames.image", "target/katro-image"));
        for (int round = 1; round <= rounds; round++) {
            if (!only.equals("frames")) {
                startup(round, image);
            }
            if (!only.equals("startup")) {
                frames(round);
            }
        }
        if (!startTimes.isEmpty()) {
            long label = median(startTimes.get("one label"));
            List<Long> cached = startTimes.get(LABEL_CACHED);
            long own = cached == null ? -1 : median(cached);
            System.out.printf(Locale.ROOT, "start-up over %d rounds, medians: one label %d ms%s%n", rounds, label,
                    own < 0 ? "" : ", one label with an AOT cache of its own " + own + " ms");
            startTimes.forEach((what, times) -> {
                if (!what.equals("one label") && !what.equals(LABEL_CACHED)) {
                    long m = median(times);
                    System.out.printf(Locale.ROOT, "  %-34s %5d ms, %.2f times the label's%s%n", what, m, (double) m / label,
                            own < 0 ? "" : String.format(Locale.ROOT, ", %.2f times the cached label's", (double) m / own));
                }
            });
        }
    }

    /**
     * On an image whose bin/katro starts with the app's ahead-of-time cache ({@code lib/katro.aot}):
     * the one-label window is also timed with a cache trained on itself, the same help the app has (the
     * image's default archive, which the plain label uses, holds no training of the label's own).
     * Made once: the window's classes in a jar (a cache takes no folders), one training start, the cache.
     */
    private static List<String> cachedLabel(Path java) throws IOException, InterruptedException {
        if (cachedLabel == null) {
            cachedLabel = List.of();
            if (Files.exists(java.getParent().getParent().resolve("lib/katro.aot"))) {
                Path work = Files.createTempDirectory("katro-label");
                Path jar = work.resolve("label.jar");
                Path classes = Path.of(testClasses());
                try (java.util.jar.JarOutputStream out = new java.util.jar.JarOutputStream(Files.newOutputStream(jar))) {
                    String name = MinimalWindow.class.getName().replace('.', '/') + ".class";
                    out.putNextEntry(new java.util.jar.JarEntry(name));
                    out.write(Files.readAllBytes(classes.resolve(name)));
                    out.closeEntry();
                }
                Path configuration = work.resolve("label.aotconf");
                Path cache = work.resolve("label.aot");
                start(List.of(java.toString(), "-XX:AOTMode=record", "-XX:AOTConfiguration=" + configuration, "-cp",
                        jar.toString(), MinimalWindow.class.getName()));
                start(List.of(java.toString(), "-XX:AOTMode=create", "-XX:AOTConfiguration=" + configuration,
                        "-XX:AOTCache=" + cache, "-cp", jar.toString(), MinimalWindow.class.getName()));
                if (Files.exists(cache)) {
                    cachedLabel = List.of(java.toString(), "-XX:AOTCache=" + cache, "-cp", jar.toString(),
                            MinimalWindow.class.getName());
                }
            }
        }
        return cachedLabel;
    }

    private static long median(List<Long> times) {
        List<Long> sorted = times.stream().sorted().toList();
        return sorted.get((sorted.size() - 1) / 2);
    }

    private static void frames(int round) throws Exception {
        String sizes = System.getProperty("katro.frames.sizes", "both");
        for (boolean full : new boolean[] {true, false}) {
            if (sizes.equals(full ? "window" : "full")) {
                continue;
            }
            String size = full ? "1920x1080 full screen" : "1024x640 window";
            System.out.printf(Locale.ROOT, "round %d, %s, -Dprism.order=sw: pulse median / p95 / worst, share over 16.7 ms%n",
                    round, size);
            System.out.println("  floor (a label changing every frame): " + stats(pulses("floor", full, CLASS_PATH)));
            String before = System.getProperty("katro.frames.before", "");
            for (String scene : SCENES) {
                System.out.printf(Locale.ROOT, "  %-14s %s%n", scene + ":", stats(pulses(scene, full, CLASS_PATH)));
                if (!before.isEmpty()) {
                    System.out.printf(Locale.ROOT, "  %-14s %s%n", "  before:", stats(pulses(scene, full, before)));
                }
            }
        }
    }

    /** The pulse times (ms) of one run of a scene, between its begin and end lines. */
    private static long[] pulses(String scene, boolean full, String classPath) throws IOException, InterruptedException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(java, "-cp", classPath,
                "-Dprism.order=sw", "-Djavafx.pulseLogger=true", "-Djavafx.pulseLogger.threshold=100000",
                "-Dkatro.frames.scene=" + scene, "-Dkatro.frames.full=" + full, Frames.class.getName(), "scene");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        List<Long> times = new ArrayList<>();
        boolean counting = false;
        try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.contains("katro.frames begin")) {
                    counting = true;
                } else if (line.contains("katro.frames end")) {
                    counting = false;
                } else if (counting) {
                    Matcher m = PULSE.matcher(line);
                    while (m.find()) {
                        times.add(Long.parseLong(m.group(3)));
                    }
                }
            }
        }
        if (process.waitFor() != 0) {
            throw new IllegalStateException(scene + " ended with status " + process.exitValue());
        }
        return times.stream().mapToLong(Long::longValue).toArray();
    }

    private static String stats(long[] ms) {
        if (ms.length == 0) {
            return "no pulse";
        }
        long[] sorted = ms.clone();
        Arrays.sort(sorted);
        long late = Arrays.stream(sorted).filter(t -> t > 16).count();
        // at reading pace most pulses have nothing to draw; those that do are the ones a step shows in
        long[] busy = Arrays.stream(sorted).filter(t -> t > 0).toArray();
        return String.format(Locale.ROOT,
                "%2d / %2d / %3d ms, %4.1f %% over 16.7 ms (%d pulses); the %d that took time: %s",
                sorted[sorted.length / 2], percentile95(sorted), sorted[sorted.length - 1],
                100.0 * late / sorted.length, sorted.length, busy.length,
                busy.length == 0 ? "none" : String.format(Locale.ROOT, "median %d, 95th percentile %d ms",
                        busy[busy.length / 2], percentile95(busy)));
    }

    private static long percentile95(long[] sorted) {
        return sorted[(int) Math.ceil(sorted.length * 0.95) - 1];
    }

    private static void startup(int round, Path image) throws IOException, InterruptedException {
        Path java = image.resolve("bin/java");
        if (!Files.isExecutable(java)) {
            System.out.println("no station image at " + image + ": build it with mvn -Pstation -DskipTests package");
            return;
        }
        Start floor = start(List.of(java.toString(), "-Dkatro.timing=true", "-cp", testClasses(),
                MinimalWindow.class.getName()));
        // the image's own launcher, as a station starts it; JDK_JAVA_OPTIONS passes the timing switch
        String katro = image.resolve("bin/katro").toString();
        // data folders of the benchmark's own: the user's would reopen the screen they left, and so
        // would one folder shared by both starts
        String data = "--data=" + dataFolder(image, 0);
        String dataOpened = "--data=" + dataFolder(image, 1);
        Start home = start(List.of(katro, data));
        Start opened = start(List.of(katro, dataOpened, "--open=worked-example"));
        System.out.printf(Locale.ROOT, "round %d, from the process's start (%s): one label %s; home %s; "
                + "--open=worked-example %s%n", round, image, floor, home, opened);
        List<String> cached = cachedLabel(java);
        if (!cached.isEmpty()) {
            Start own = start(cached);
            System.out.printf(Locale.ROOT, "  one label with an AOT cache of its own: %s%n", own);
            if (own.firstFrame() > 0) {
                record(LABEL_CACHED, own.firstFrame());
            }
        }
        if (floor.firstFrame() > 0 && home.complete() > 0 && opened.complete() > 0) {
            record("one label", floor.firstFrame());
            record("home, first frame", home.firstFrame());
            record("home, complete", home.complete());
            record("--open=worked-example, first frame", opened.firstFrame());
            record("--open=worked-example, complete", opened.complete());
        }
        String before = System.getProperty("katro.frames.beforeImage", "");
        if (!before.isEmpty()) {
            String katroBefore = Path.of(before, "bin/katro").toString();
            System.out.printf(Locale.ROOT, "  before (%s): home %s, --open=worked-example %s%n", before,
                    start(List.of(katroBefore, data)),
                    start(List.of(katroBefore, dataOpened, "--open=worked-example")));
        }
    }

    /**
     * A data folder for the timed starts, made by a first start that is not timed: a station starts
     * with its database there, and the home screen is the screen the timed starts leave open.
     */
    private static Path dataFolder(Path image, int which) throws IOException, InterruptedException {
        if (dataFolders[which] == null) {
            dataFolders[which] = Files.createTempDirectory("katro-frames");
            start(List.of(image.resolve("bin/katro").toString(), "--data=" + dataFolders[which]));
        }
        return dataFolders[which];
    }

    /** The folder of this class, for the image's Java: the one-label window needs nothing else. */
    private static String testClasses() {
        try {
            return Path.of(Frames.class.getProtectionDomain().getCodeSource().getLocation().toURI()).toString();
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void record(String what, long ms) {
        startTimes.computeIfAbsent(what, k -> new ArrayList<>()).add(ms);
    }

    /**
     * One start's milliseconds from the process's start to its first frame and to its complete one
     * (the first frame again for a build or a window that prints no complete frame), and the
     * processor time at the first frame; -1 for what it did not print.
     */
    private record Start(long firstFrame, long complete, long cpu, String output) {
        @Override
        public String toString() {
            if (firstFrame < 0) {
                return "(none: " + output.strip() + ")";
            }
            return firstFrame + " ms" + (complete != firstFrame ? ", complete " + complete + " ms" : "")
                    + (cpu < 0 ? "" : " (cpu " + cpu + " ms)");
        }
    }

    private static Start start(List<String> command) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("JDK_JAVA_OPTIONS", "-Dkatro.timing=true");
        // timed from here, by this process's clock: the process's own start instant, read from /proc, is
        // only as exact as the boot time's whole seconds, and the JVM's start leaves out the launcher's work
        long started = System.currentTimeMillis();
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor();
        Matcher first = FIRST_FRAME.matcher(out);
        if (!first.find()) {
            return new Start(-1, -1, -1, out);
        }
        long firstFrame = Long.parseLong(first.group(1)) - started;
        Matcher complete = COMPLETE.matcher(out);
        return new Start(firstFrame, complete.find() ? Long.parseLong(complete.group(1)) - started : firstFrame,
                first.group(2) == null ? -1 : Long.parseLong(first.group(2)), out);
    }
}
