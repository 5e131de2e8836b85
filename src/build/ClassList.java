import java.io.IOException;
import java.net.URI;
import java.nio.file.DirectoryStream;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Writes the class list of a station image's class-data archive: the JDK's own list plus every
 * class of the modules the image adds to the JDK and uses at start (JavaFX, ControlsFX, Ikonli,
 * SQLite, Katro). Start-up then maps these classes from the archive instead of loading and
 * verifying them, and no training run (which would need a display) is needed. Run by
 * {@code mvn -Pstation package}: {@code java ClassList.java IMAGE_DIR OUT_FILE}.
 */
public final class ClassList {
    public static void main(String[] args) throws IOException {
        Path image = Path.of(args[0]);
        List<String> classes = new ArrayList<>(Files.readAllLines(image.resolve("lib/classlist")));
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
        Files.write(Path.of(args[1]), classes);
    }
}
