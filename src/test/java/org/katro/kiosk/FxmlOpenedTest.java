package org.katro.kiosk;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * Every package with an FXML view is opened to javafx.fxml: the station runs as a module, where
 * FXMLLoader cannot wire a controller of a package not opened to it (the attract loop's strip failed
 * so at every start of the attract loop, while the tests, on the class path, passed).
 */
class FxmlOpenedTest {
    @Test
    void everyPackageWithAViewIsOpenedToFxml() throws IOException {
        String module = Files.readString(Path.of("src/main/java/module-info.java"));
        Path resources = Path.of("src/main/resources");
        List<String> closed;
        try (Stream<Path> files = Files.walk(resources)) {
            closed = files.filter(f -> f.toString().endsWith(".fxml"))
                    .map(f -> resources.relativize(f.getParent()).toString().replace('/', '.'))
                    .distinct()
                    .filter(pkg -> !module.contains("opens " + pkg + " to javafx.fxml;"))
                    .sorted().toList();
        }
        assertEquals(List.of(), closed, "packages whose views FXMLLoader cannot wire in the module");
    }
}
