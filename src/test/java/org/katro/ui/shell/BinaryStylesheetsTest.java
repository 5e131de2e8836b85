package org.katro.ui.shell;

import javafx.css.Stylesheet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The screens' stylesheets reach JavaFX in their binary form, which it reads instead of parsing the
 * text before the first frame (src/build/BinaryStylesheets.java, at every build): each has one beside
 * it, and it holds the rules its text holds now, not those of an older text.
 */
class BinaryStylesheetsTest {
    @Test
    void everyScreensStylesheetHasItsBinaryFormWithTheSameRules(@TempDir Path work) throws IOException, URISyntaxException {
        Path classes = Path.of(Screens.class.getResource("Theme.css").toURI()).getParent()
                .getParent().getParent().getParent().getParent();
        List<Path> sheets;
        try (Stream<Path> files = Files.walk(classes.resolve("org/katro"))) {
            sheets = files.filter(f -> f.getFileName().toString().endsWith(".css"))
                    .filter(f -> !f.startsWith(classes.resolve("org/katro/web"))).toList();
        }
        assertFalse(sheets.isEmpty(), "no stylesheets under " + classes);
        assertTrue(sheets.contains(classes.resolve("org/katro/ui/board/Board.css")), sheets::toString);
        for (Path css : sheets) {
            String name = css.getFileName().toString();
            Path bss = css.resolveSibling(name.substring(0, name.length() - ".css".length()) + ".bss");
            assertTrue(Files.isRegularFile(bss), "no binary form of " + css);
            // the rules the text gives now, not an older text's
            Path fresh = work.resolve(name + ".bss");
            Stylesheet.convertToBinary(css.toFile(), fresh.toFile());
            List<String> now = rules(fresh);
            assertFalse(now.isEmpty(), css.toString());
            assertEquals(now, rules(bss), css + " against its binary form");
        }
    }

    /**
     * Each rule's selectors and declarations as a binary sheet reads them (which reads a rule's
     * declarations when first asked), without the identity hashes some converters print.
     */
    private static List<String> rules(Path bss) throws IOException {
        return Stylesheet.loadBinary(bss.toUri().toURL()).getRules().stream()
                .map(r -> (r.getSelectors() + " " + r.getDeclarations()).replaceAll("@[0-9a-f]+", ""))
                .toList();
    }

    @Test
    void theWebPagesStylesheetStaysText() throws URISyntaxException {
        Path player = Path.of(org.katro.web.WebPlayer.class.getResource("player.css").toURI());
        assertFalse(Files.exists(player.resolveSibling("player.bss")));
    }
}
