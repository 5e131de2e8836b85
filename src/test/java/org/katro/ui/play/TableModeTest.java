package org.katro.ui.play;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Labeled;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Move;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.shell.Screen;
import org.kordamp.ikonli.javafx.FontIcon;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Issue 44, a table for two and the station's play screen: face to face each player reads their own
 * edge (at least 20 px), Home asks both before ending a game, "Face to face" says it is on; on a
 * station the levels and a new game are in view without scrolling, and no empty "Save and load".
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class TableModeTest {
    /** the least share of a 1024 x 640 window's height the board takes face to face */
    private static final double BOARD_SHARE = 0.43;
    private Navigator navigator;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1024, 640);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.kioskProperty().set(true);
        navigator.filesAllowedProperty().set(false);
        navigator.playOn(Ruleset.FIANARANTSOA, 6);
        stage.setScene(scene);
        stage.show();
    }

    private void layout(FxRobot robot) {
        robot.interact(() -> {
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        });
    }

    @Test
    void onAStationTheLevelsAndANewGameAreInViewAndNoEmptySaveAndLoad(FxRobot robot) {
        List<String> problems = new ArrayList<>();
        robot.interact(() -> {
            for (int[] size : new int[][] {{1024, 640}, {1920, 1080}}) {
                Scene station = new Scene(new Region(), size[0], size[1]);
                Navigator n = new Navigator(station, Language.FRENCH, true, () -> navigator.library());
                n.kioskProperty().set(true);
                n.filesAllowedProperty().set(false);
                n.playOn(Ruleset.FIANARANTSOA, 6);
                for (int pass = 0; pass < 2; pass++) {
                    station.getRoot().applyCss();
                    station.getRoot().layout();
                }
                List<Node> needed = new ArrayList<>(station.getRoot().lookupAll(".level-choices .toggle-button"));
                needed.add(station.getRoot().lookup("#quick-new-game"));
                if (needed.size() != 6) {
                    problems.add(needed.size() + " of five levels and New game");
                }
                for (Node node : needed) {
                    Bounds b = node.localToScene(node.getLayoutBounds());
                    boolean scrolled = false;
                    for (Parent p = node.getParent(); p != null; p = p.getParent()) {
                        scrolled |= p instanceof ScrollPane;
                    }
                    if (!node.isVisible() || scrolled || b.getMaxY() > size[1] || b.getMaxX() > size[0]) {
                        problems.add(size[0] + "x" + size[1] + " " + ((Labeled) node).getText() + " " + b + (scrolled ? " in a scroll" : ""));
                    }
                }
                if (station.getRoot().lookup("#textPane").isVisible()) {
                    problems.add("a Save and load that opens on nothing");
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    /**
     * Face to face at 1024 x 640, on a station in every language and on a desktop: the shared bar
     * (Home, the screen's switches, the language) lies turned a quarter along a long side, side-on
     * to both players, none of it upside down for either; nothing lies over the board; and the board
     * takes at least {@link #BOARD_SHARE} of the window's height (38 % with the bar along North's edge).
     */
    @Test
    void theSharedBarLiesAlongALongSideAndTheBoardHasItsRoom(FxRobot robot) {
        List<String> problems = new ArrayList<>();
        robot.interact(() -> {
            for (boolean station : new boolean[] {true, false}) {
                // a desktop has smaller type: its longest words (Malagasy) and English suffice there
                for (Language language : station ? List.of(Language.values()) : List.of(Language.ENGLISH, Language.MALAGASY)) {
                    String where = (station ? "station " : "desktop ") + language + ": ";
                    Scene table = new Scene(new Region(), 1024, 640);
                    Navigator n = new Navigator(table, language, true, () -> navigator.library());
                    n.kioskProperty().set(station);
                    n.playOn(Ruleset.FIANARANTSOA, 6);
                    n.playModel().tableProperty().set(true);
                    for (int pass = 0; pass < 2; pass++) {
                        table.getRoot().applyCss();
                        table.getRoot().layout();
                    }
                    Node frame = table.getRoot().lookup(".board-frame");
                    Bounds board = frame.localToScene(frame.getLayoutBounds());
                    if (board.getHeight() < BOARD_SHARE * 640) {
                        problems.add(where + "the board is " + Math.round(board.getHeight()) + " px high");
                    }
                    List<Node> controls = new ArrayList<>(table.getRoot().lookupAll(".top-bar .button"));
                    controls.addAll(table.getRoot().lookupAll(".top-bar .toggle-button"));
                    controls.addAll(table.getRoot().lookupAll(".top-bar .check-box"));
                    controls.addAll(table.getRoot().lookupAll(".top-bar .combo-box"));
                    controls.addAll(table.getRoot().lookupAll(".top-bar .menu-button"));
                    controls.removeIf(c -> !c.isVisible() || !c.getParent().isVisible());
                    if (controls.stream().noneMatch(c -> "home".equals(c.getId()))
                            || controls.stream().noneMatch(c -> "language".equals(c.getId()))) {
                        problems.add(where + "no Home or no language among " + controls.size());
                    }
                    for (Node c : controls) {
                        double turned = 0;
                        for (Node up = c; up != null; up = up.getParent()) {
                            turned += up.getRotate();
                        }
                        turned = ((turned % 360) + 360) % 360;
                        Bounds b = c.localToScene(c.getLayoutBounds());
                        boolean alongSide = b.getMaxX() <= 0.1 * 1024 || b.getMinX() >= 0.9 * 1024;
                        if (turned != 90 && turned != 270 || !alongSide || b.getMinY() < 0 || b.getMaxY() > 640
                                || overlap(b, board)) {
                            problems.add(where + c.getId() + " " + c.getTypeSelector() + " turned " + turned + "° at " + b);
                        }
                    }
                    for (String over : List.of(".top-bar", "#north-edge", "#south-edge", ".controls", ".side-panel")) {
                        Node part = table.getRoot().lookup(over);
                        if (part != null && part.isVisible() && overlap(part.localToScene(part.getLayoutBounds()), board)) {
                            problems.add(where + over + " lies over the board: " + part.localToScene(part.getLayoutBounds()) + " " + board);
                        }
                    }
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    /** Whether {@code a} and {@code b} share more than a pixel's edge. */
    private static boolean overlap(Bounds a, Bounds b) {
        return Math.min(a.getMaxX(), b.getMaxX()) - Math.max(a.getMinX(), b.getMinX()) > 1
                && Math.min(a.getMaxY(), b.getMaxY()) - Math.max(a.getMinY(), b.getMinY()) > 1;
    }

    @Test
    void faceToFaceSaysItIsOnAndEachPlayerReadsTheirOwnEdge(FxRobot robot) {
        ToggleButton table = robot.lookup("#table-mode").queryAs(ToggleButton.class);
        String offText = table.getText();
        String offIcon = ((FontIcon) table.getGraphic()).getIconLiteral();
        robot.interact(table::fire);
        layout(robot);
        assertNotEquals(offText, table.getText(), "on, it says so in words");
        assertNotEquals(offIcon, ((FontIcon) table.getGraphic()).getIconLiteral(), "and by its icon");
        Node board = robot.lookup("#board").query();
        Bounds boardBounds = board.localToScene(board.getLayoutBounds());
        for (String side : List.of("north", "south")) {
            Node edge = robot.lookup("#" + side + "-edge").query();
            assertTrue(edge.isVisible(), side);
            assertEquals(side.equals("north") ? 180 : 0, edge.getRotate(), side + " faces its player");
            Bounds b = edge.localToScene(edge.getLayoutBounds());
            assertTrue(side.equals("north") ? b.getMaxY() <= boardBounds.getMinY() + 1 : b.getMinY() >= boardBounds.getMaxY() - 1,
                    side + "'s edge on its side of the board: " + b);
            for (String part : List.of("-seeds", "-prompt", "-undo", "-hint")) {
                double size = robot.lookup("#" + side + part).queryAs(Labeled.class).getFont().getSize();
                assertTrue(size >= 20, side + part + " is " + size + " px");
            }
        }
        assertTrue(robot.lookup("#south-prompt").queryAs(Labeled.class).getText().length() > 0, "South moves first: its words");
        assertEquals("", robot.lookup("#north-prompt").queryAs(Labeled.class).getText(), "North's words wait for its turn");
        assertTrue(robot.lookup("#north-seeds").queryAs(Labeled.class).getText().contains("36"), "North's seeds");
    }

    @Test
    void homeAsksBothPlayersBeforeEndingAGame(FxRobot robot) {
        robot.interact(() -> {
            navigator.playModel().tableProperty().set(true);
            var game = navigator.playModel().game();
            Move first = game.cursor().rules().legalMoves(game.cursor().last()).get(0);
            game.play(first);
        });
        Button home = robot.lookup("#home").queryAs(Button.class);
        robot.interact(home::fire);
        assertEquals(Screen.Kind.PLAY, navigator.screenProperty().get().kind(), "Home asks first");
        assertTrue(robot.lookup("#north-end-question").query().isVisible(), "North is asked");
        assertTrue(robot.lookup("#south-end-question").query().isVisible(), "South is asked");
        robot.interact(() -> robot.lookup("#north-end-no").queryAs(Button.class).fire());
        assertFalse(robot.lookup("#south-end-question").query().isVisible(), "either player keeps the game");
        assertEquals(Screen.Kind.PLAY, navigator.screenProperty().get().kind());
        robot.interact(home::fire);
        robot.interact(() -> robot.lookup("#north-end-yes").queryAs(ToggleButton.class).fire());
        assertEquals(Screen.Kind.PLAY, navigator.screenProperty().get().kind(), "one yes is not enough");
        robot.interact(() -> robot.lookup("#south-end-yes").queryAs(ToggleButton.class).fire());
        assertEquals(Screen.Kind.HOME, navigator.screenProperty().get().kind(), "both said yes: home");
    }
}
