import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The training starts of a station image, which teach its start-up what the first screens load and
 * run. A training start needs a display: the one in DISPLAY, else xvfb-run; with neither, each step
 * goes without its training and says so. Run by {@code mvn -Pstation package}, in two steps:
 * <ul>
 * <li>{@code java Training.java class-list IMAGE_DIR OUT_FILE} writes the class list of the image's
 * class-data archive: the JDK's own list, every class of the modules the image adds to the JDK and
 * uses at start (JavaFX, Ikonli, SQLite, ICU, Katro), and what training starts loaded up
 * to their first frame (the home screen, the worked example, a kiosk). The training adds the JDK's
 * classes beyond its own list (the FXML reader's XML parser, say) and the classes the JVM makes at run
 * time for lambdas and method handles, which no list of files names. Start-up then maps these classes
 * from the archive instead of loading, verifying or generating them.</li>
 * <li>{@code java Training.java aot-cache IMAGE_DIR}, on an image of Java 25 or later: one training
 * start opens the home screen and then the worked example, and the image's Java turns what it
 * recorded into an ahead-of-time cache, {@code lib/katro.aot}: those classes loaded and linked
 * already (JEP 483). Not the profiles of the methods they ran (JEP 515): replayed, those had C1 compile
 * more at start than the compilers gained from them. The first start also checks that JavaFX loads its
 * native libraries from the image's lib folder.
 * {@code bin/katro} is then given the cache. The image's {@code bin/java} is not: a command of its
 * own (another class path) could not use the cache, and would start with no archive at all.</li>
 * </ul>
 */
public final class Training {
    /** what each class-list training start opens, after {@code --data=DIR} */
    private static final List<List<String>> TRAINING = List.of(List.of(), List.of("--open=worked-example"),
            List.of("--kiosk"));
    /** the first Java whose launcher takes an ahead-of-time cache (JEP 483) */
    private static final int AOT_CACHE_JAVA = 25;
    /** the cache, in the image's lib folder */
    private static final String CACHE = "katro.aot";

    public static void main(String[] args) throws IOException, InterruptedException {
        Path image = Path.of(args[1]);
        switch (args[0]) {
            case "class-list" -> Files.write(Path.of(args[2]), classList(image));
            case "aot-cache" -> aotCache(image);
            default -> throw new IllegalArgumentException("class-list IMAGE OUT or aot-cache IMAGE, not " + args[0]);
        }
    }

    private static Set<String> classList(Path image) throws IOException, InterruptedException {
        Set<String> classes = new LinkedHashSet<>(Files.readAllLines(image.resolve("lib/classlist")));
        try (FileSystem jrt = FileSystems.newFileSystem(URI.create("jrt:/"), Map.of("java.home", image.toString()));
                DirectoryStream<Path> modules = Files.newDirectoryStream(jrt.getPath("/modules"))) {
            for (Path module : modules) {
                String name = module.getFileName().toString();
                // the JDK's are in its own list; the worksheets' PDF library and the PostgreSQL driver are not
                // used at start, and would add 20 MB to the archive
                if (name.startsWith("java.") || name.startsWith("jdk.") || name.startsWith("org.apache.")
                        || name.startsWith("org.postgresql") || name.startsWith("org.checkerframework")) {
                    continue;
                }
                try (Stream<Path> files = Files.walk(module)) {
                    files.map(f -> module.relativize(f).toString())
                            .filter(f -> f.endsWith(".class") && !f.endsWith("module-info.class"))
                            .map(f -> f.substring(0, f.length() - ".class".length()))
                            .sorted()
                            .forEach(classes::add);
                }
            }
        }
        classes.addAll(trained(image));
        return classes;
    }

    /**
     * Records one training start (home, then the worked example), makes the cache from it, and gives
     * it to bin/katro; on an older Java, or with no display, leaves the image as it is and says so.
     */
    private static void aotCache(Path image) throws IOException, InterruptedException {
        int java = javaVersion(Files.readString(image.resolve("release")));
        if (java < AOT_CACHE_JAVA) {
            System.out.println("AOT cache: the image's Java is " + java + ", and only Java " + AOT_CACHE_JAVA
                    + " or later has one: the class-data archive alone");
            return;
        }
        List<String> display = display();
        if (display == null) {
            System.out.println("AOT cache: no display and no xvfb-run, so no training start: the class-data archive alone");
            return;
        }
        Path work = Files.createTempDirectory("katro-training");
        try {
            Path configuration = work.resolve("katro.aotconf");
            Path cache = image.resolve("lib").resolve(CACHE);
            // a start at home first, as a station's: it makes the database the training start then opens
            String data = "--data=" + work.resolve("data");
            run(display, image, work, "first", "-Dkatro.timing=true -Djavafx.verbose=true", data);
            // JavaFX says where each of its libraries came from: the image's lib folder (station-image.sh
            // copies them there), not a copy it checks at every start against the one in its module
            String first = Files.readString(work.resolve("first.log"));
            if (!first.contains("libglass.so from relative path") || first.contains("from resource")) {
                throw new IOException("AOT cache: JavaFX did not load its libraries from the image's lib folder:\n" + first);
            }
            // the classes only, not the methods' profiles: replaying those at start compiles more with C1
            // than the first frame gains from it (docs/reports/, "Start-up with the memory")
            String noProfiles = " -XX:+UnlockDiagnosticVMOptions -XX:-AOTRecordTraining";
            run(display, image, work, "record", "-Dkatro.timing=true -Dkatro.training=true -XX:AOTMode=record"
                    + " -XX:AOTConfiguration=" + configuration + noProfiles, data);
            run(List.of(), image, work, "create", "-XX:AOTMode=create -XX:AOTConfiguration=" + configuration
                    + " -XX:AOTCache=" + cache + noProfiles, "--version");
            Path launcher = image.resolve("bin/katro");
            Files.writeString(launcher, withCache(Files.readString(launcher)));
            // AOTMode=on refuses to start where the launcher's Java could not use the cache
            run(List.of(), image, work, "check", "-XX:AOTMode=on", "--version");
            System.out.println("AOT cache: " + cache + ", " + Files.size(cache) / (1024 * 1024) + " MB, given to " + launcher);
        } finally {
            delete(work);
        }
    }

    /** The major version in a Java image's release file ({@code JAVA_VERSION="25.0.3"}). */
    private static int javaVersion(String release) {
        Matcher version = Pattern.compile("(?m)^JAVA_VERSION=\"(\\d+)").matcher(release);
        if (!version.find()) {
            throw new IllegalArgumentException("no JAVA_VERSION in the image's release file");
        }
        return Integer.parseInt(version.group(1));
    }

    /** jlink's launcher script, with the cache before the options it gives its Java. */
    private static String withCache(String launcher) {
        String java = "$DIR/java ";
        if (!launcher.contains(java)) {
            throw new IllegalArgumentException("not jlink's launcher script:\n" + launcher);
        }
        return launcher.replace(java, java + "\"-XX:AOTCache=$DIR/../lib/" + CACHE + "\" ");
    }

    /** Runs the image's launcher with these Java options and arguments; throws if it fails. */
    private static void run(List<String> display, Path image, Path work, String name, String options, String... args)
            throws IOException, InterruptedException {
        Path log = work.resolve(name + ".log");
        if (!started(display, image, log, options, List.of(args))) {
            throw new IOException("AOT cache: the " + name + " start failed: " + Files.readString(log).strip());
        }
    }

    /**
     * Starts the image's launcher on the display with these Java options and arguments, its output
     * written to {@code log}, and waits for it: whether it ended well within the hang guard's time.
     */
    private static boolean started(List<String> display, Path image, Path log, String options, List<String> args)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(display);
        command.add(image.resolve("bin/katro").toString());
        command.addAll(args);
        ProcessBuilder start = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile());
        start.environment().put("JDK_JAVA_OPTIONS", options);
        Process p = start.start();
        if (!p.waitFor(180, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return false;
        }
        return p.exitValue() == 0;
    }

    /** What starts a program on a display: nothing when DISPLAY is set, else xvfb-run, or null with neither. */
    private static List<String> display() {
        String shown = System.getenv("DISPLAY");
        if (shown != null && !shown.isBlank()) {
            return List.of();
        }
        return onPath("xvfb-run") ? List.of("xvfb-run", "-a", "-s", "-screen 0 1920x1080x24") : null;
    }

    private static void delete(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
        }
    }

    /** The class-list lines of the training starts (comments left out), or none without a display. */
    private static List<String> trained(Path image) throws IOException, InterruptedException {
        List<String> display = display();
        if (display == null) {
            System.out.println("class list: no display and no xvfb-run, so no training start: the archive "
                    + "holds no lambda classes and only the JDK's own list of its classes");
            return List.of();
        }
        Path work = Files.createTempDirectory("katro-training");
        List<String> lines = new ArrayList<>();
        try {
            for (int i = 0; i < TRAINING.size(); i++) {
                Path list = work.resolve("start-" + i + ".classlist");
                Path log = work.resolve("start-" + i + ".log");
                List<String> args = new ArrayList<>(List.of("--data=" + work.resolve("data-" + i)));
                args.addAll(TRAINING.get(i));
                // the timing switch ends the start at its first frame
                if (!started(display, image, log, "-Dkatro.timing=true -XX:DumpLoadedClassList=" + list, args)
                        || !Files.exists(list)) {
                    System.out.println("class list: training start " + TRAINING.get(i) + " failed: "
                            + Files.readString(log).strip());
                    continue;
                }
                // a class's id is its number in one start's list, and would clash with the others'; no line
                // refers to an id (those that do name a class loader of their own, which Katro has none of)
                Files.readAllLines(list).stream().filter(l -> !l.startsWith("#"))
                        .map(l -> l.replaceFirst(" id: [0-9]+$", "")).forEach(lines::add);
            }
        } finally {
            delete(work);
        }
        System.out.println("class list: " + lines.size() + " lines from " + TRAINING.size() + " training starts");
        return lines;
    }

    private static boolean onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, program)));
    }
}
