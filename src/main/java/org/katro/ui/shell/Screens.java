package org.katro.ui.shell;

import javafx.fxml.FXMLLoader;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.ScrollPane;
import org.katro.text.Language;

import java.io.IOException;
import java.io.UncheckedIOException;

/**
 * Builds a screen from its folder: {@code name}.fxml with the bundle and stylesheet of the same name
 * beside its controller, over the shared theme, and the board's stylesheet when the screen has a
 * place for a board (a {@code board-holder}). The optional sheets (touch sizes, high contrast) come last so that they win.
 */
public final class Screens {
    /** The style class of the place a screen keeps for a board; such a screen gets the board's stylesheet. */
    private static final String BOARD_HOLDER = "board-holder";
    private static final String BOARD_SHEET = "/org/katro/ui/board/Board.css";

    private Screens() {
    }

    /** Builds a screen's part from its folder, dressed for the station: what a screen made of parts is given. */
    @FunctionalInterface
    public interface Loader {
        Parent load(Class<?> owner, String name, Object controller);
    }

    /** Loads {@code name}.fxml from {@code owner}'s package with its bundle and stylesheet, the controller given in code. */
    public static Parent load(Class<?> owner, String name, Object controller, Language language) {
        FXMLLoader loader = new FXMLLoader(owner.getResource(name + ".fxml"),
                language.bundle(owner.getPackageName() + "." + name));
        loader.setController(controller);
        try {
            Parent root = loader.load();
            Tips.fromFxml(root);
            root.getStylesheets().add(theme());
            if (holdsBoard(root)) {
                root.getStylesheets().add(Screens.class.getResource(BOARD_SHEET).toExternalForm());
            }
            root.getStylesheets().add(stylesheet(owner, name));
            uncacheViewports(root);
            return root;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + name + ".fxml", e);
        }
    }

    /** Whether the screen keeps a place for a board, on the screen or on a scrolling page of it. */
    private static boolean holdsBoard(Parent root) {
        if (root.lookup("." + BOARD_HOLDER) != null) {
            return true;
        }
        // a scroll pane's content is not its child until the pane has a skin
        return root.lookupAll(".scroll-pane").stream().anyMatch(n -> n instanceof ScrollPane pane
                && pane.getContent() != null && pane.getContent().lookup("." + BOARD_HOLDER) != null);
    }

    /**
     * Adds or removes the optional stylesheets, last so that they win: touch sizes, then high contrast.
     * A touch screen's root also has the style class {@code touch}, by which a screen's own sheet sizes
     * its texts for a kiosk.
     */
    public static void dress(Parent root, boolean touch, boolean highContrast) {
        String touchSheet = stylesheet(Screens.class, "Touch");
        String contrastSheet = stylesheet(Screens.class, "HighContrast");
        root.getStylesheets().removeAll(touchSheet, contrastSheet);
        root.getStyleClass().remove("touch");
        if (touch) {
            root.getStylesheets().add(touchSheet);
            root.getStyleClass().add("touch");
        }
        if (highContrast) {
            root.getStylesheets().add(contrastSheet);
        }
    }

    /**
     * A scroll pane's skin caches its viewport as an image; in JavaFX 21 that image outlives the
     * screen (4 MB for each home screen shown, which the kiosk soak test found), so no viewport is cached.
     */
    private static void uncacheViewports(Parent root) {
        for (Node node : root.lookupAll(".scroll-pane")) {
            if (node instanceof ScrollPane pane) {
                pane.skinProperty().addListener((obs, old, skin) -> {
                    Node viewport = pane.lookup(".viewport");
                    if (viewport != null) {
                        viewport.setCache(false);
                    }
                });
            }
        }
    }

    /** The shared theme every screen, and the kiosk's overlays, are drawn with. */
    public static String theme() {
        return stylesheet(Screens.class, "Theme");
    }

    /** {@code name}.css beside {@code owner}, as a stylesheet address. */
    public static String stylesheet(Class<?> owner, String name) {
        return owner.getResource(name + ".css").toExternalForm();
    }
}
