import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * Writes beside each of the screens' stylesheets in the built classes its binary form (NAME.bss), which
 * JavaFX reads in place of NAME.css when it is there: the text is then parsed once, here, and not at
 * every start before the first frame. The web page's stylesheet ({@code org/katro/web}) is a browser's
 * and is left alone. Run by every build at process-classes:
 * {@code java -cp CLASSPATH BinaryStylesheets.java CLASSES_DIR}.
 */
public final class BinaryStylesheets {
    public static void main(String[] args) throws IOException {
        Path classes = Path.of(args[0]);
        List<Path> sheets;
        try (Stream<Path> files = Files.walk(classes)) {
            sheets = files.filter(f -> f.getFileName().toString().endsWith(".css"))
                    .filter(f -> !classes.relativize(f).startsWith(Path.of("org", "katro", "web")))
                    .toList();
        }
        for (Path css : sheets) {
            String name = css.getFileName().toString();
            Path bss = css.resolveSibling(name.substring(0, name.length() - ".css".length()) + ".bss");
            javafx.css.Stylesheet.convertToBinary(css.toFile(), bss.toFile());
        }
        System.out.println("binary stylesheets: " + sheets.size() + " written");
    }
}
