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
import java.util.stream.Stream;

/**
 * Writes the class list of a station image's class-data archive: the JDK's own list, every class of
 * the modules the image adds to the JDK and uses at start (JavaFX, ControlsFX, Ikonli, SQLite, ICU,
 * Katro), and what training starts of the image loaded up to their first frame (the home screen,
 * the worked example, a kiosk). The training adds the JDK's classes beyond its own list (the FXML
 * reader's XML parser, say) and the classes the JVM makes at run time for lambdas and method handles,
 * which no list of files names. Start-up then maps these classes from the archive instead of loading,
 * verifying or generating them. A training start needs a display: the one in DISPLAY, else xvfb-run;
 * with neither, the list goes without it and says so. Run by {@code mvn -Pstation package}:
 * {@code java ClassList.java IMAGE_DIR OUT_FILE}.
 */
public final class ClassList {
    /** what each training start opens, after {@code --data=DIR} */
    private static final List<List<String>> TRAINING = List.of(List.of(), List.of("--open=worked-example"),
            List.of("--kiosk"));

    public static void main(String[] args) throws IOException, InterruptedException {
        Path image = Path.of(args[0]);
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
        Files.write(Path.of(args[1]), classes);
    }

    /** The class-list lines of the training starts (comments left out), or none without a display. */
    private static List<String> trained(Path image) throws IOException, InterruptedException {
        List<String> display = new ArrayList<>();
        String shown = System.getenv("DISPLAY");
        if (shown == null || shown.isBlank()) {
            if (!onPath("xvfb-run")) {
                System.out.println("class list: no display and no xvfb-run, so no training start: the archive "
                        + "holds no lambda classes and only the JDK's own list of its classes");
                return List.of();
            }
            display = List.of("xvfb-run", "-a", "-s", "-screen 0 1920x1080x24");
        }
        Path work = Files.createTempDirectory("katro-training");
        List<String> lines = new ArrayList<>();
        try {
            for (int i = 0; i < TRAINING.size(); i++) {
                Path list = work.resolve("start-" + i + ".classlist");
                List<String> command = new ArrayList<>(display);
                command.add(image.resolve("bin/katro").toString());
                command.add("--data=" + work.resolve("data-" + i));
                command.addAll(TRAINING.get(i));
                ProcessBuilder start = new ProcessBuilder(command).redirectErrorStream(true)
                        .redirectOutput(work.resolve("start-" + i + ".log").toFile());
                // the timing switch ends the start at its first frame
                start.environment().put("JDK_JAVA_OPTIONS", "-Dkatro.timing=true -XX:DumpLoadedClassList=" + list);
                Process p = start.start();
                if (!p.waitFor(120, TimeUnit.SECONDS) || p.exitValue() != 0 || !Files.exists(list)) {
                    p.destroyForcibly();
                    System.out.println("class list: training start " + TRAINING.get(i) + " failed: "
                            + Files.readString(work.resolve("start-" + i + ".log")).strip());
                    continue;
                }
                Files.readAllLines(list).stream().filter(l -> !l.startsWith("#")).forEach(lines::add);
            }
        } finally {
            try (Stream<Path> files = Files.walk(work)) {
                files.sorted(Comparator.reverseOrder()).forEach(f -> f.toFile().delete());
            }
        }
        System.out.println("class list: " + lines.size() + " lines from " + TRAINING.size() + " training starts");
        return lines;
    }

    private static boolean onPath(String program) {
        return Stream.of(System.getenv().getOrDefault("PATH", "").split(java.io.File.pathSeparator))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, program)));
    }
}
