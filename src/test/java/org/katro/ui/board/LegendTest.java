package org.katro.ui.board;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.board.HoleMarks;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The key to the board opens from the board on the explorer and lists every mark the board's code
 * can show: every pseudo-class a hole or a row takes (read from HoleView and BoardView), every badge
 * symbol (read from HoleMarks), and the three numbers a hole carries. A mark added to the board
 * without a line in the key fails here.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class LegendTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.openWorkedExample();
        stage.setScene(scene);
        stage.show();
    }

    /** The static constants of {@code type} of class {@code owner}: the marks its code can give. */
    private static <T> List<T> constants(Class<?> owner, Class<T> type) throws IllegalAccessException {
        List<T> found = new ArrayList<>();
        for (Field f : owner.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers()) && f.getType() == type) {
                f.setAccessible(true);
                found.add(type.cast(f.get(null)));
            }
        }
        return found;
    }

    private static List<Node> all(Node root) {
        List<Node> nodes = new ArrayList<>(List.of(root));
        if (root instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(c -> nodes.addAll(all(c)));
        }
        return nodes;
    }

    @Test
    void theKeyOpensFromTheBoardAndShowsEveryMarkTheBoardCanShow(FxRobot robot) throws IllegalAccessException {
        assertTrue(robot.lookup("#legend").tryQuery().isEmpty(), "closed at first");
        robot.clickOn("#legend-button");
        Node legend = robot.lookup("#legend").query();
        assertTrue(legend.isVisible());

        List<Node> drawn = all(legend);
        Set<PseudoClass> shown = new HashSet<>();
        Set<String> badges = new HashSet<>();
        for (Node n : drawn) {
            shown.addAll(n.getPseudoClassStates());
            if (n instanceof Label l && l.getStyleClass().contains("badge") && l.isVisible()) {
                badges.add(l.getText());
            }
        }
        List<String> missing = new ArrayList<>();
        List<PseudoClass> marks = new ArrayList<>(constants(HoleView.class, PseudoClass.class));
        marks.addAll(constants(BoardView.class, PseudoClass.class));
        marks.addAll(constants(ValueMark.class, PseudoClass.class));
        // which way a label faces on a table, not a mark a hole shows
        marks.remove(BoardView.TURNED);
        assertTrue(marks.size() >= 11, "found the board's pseudo-classes: " + marks);
        for (PseudoClass mark : marks) {
            if (!shown.contains(mark)) {
                missing.add(":" + mark.getPseudoClassName());
            }
        }
        List<String> symbols = constants(HoleMarks.class, String.class);
        assertTrue(symbols.size() >= 5, "found the badges' symbols: " + symbols);
        for (String symbol : symbols) {
            if (!badges.contains(symbol)) {
                missing.add(symbol);
            }
        }
        // the three numbers: serpent number, seed count, and the order of the holes still to be sown
        if (badges.stream().noneMatch(b -> b.matches("\\d+"))) {
            missing.add("the order of the holes ahead");
        }
        for (String number : List.of("number", "count")) {
            if (drawn.stream().noneMatch(n -> n.getStyleClass().contains(number) && n.isVisible())) {
                missing.add("." + number);
            }
        }
        // each mark is explained in words beside its sample
        for (Node n : drawn) {
            if (n.getId() != null && n.getId().startsWith("legend-") && n.getStyleClass().contains("hole")) {
                Label meaning = (Label) ((Parent) n.getParent().getParent()).getChildrenUnmodifiable()
                        .get(((Parent) n.getParent().getParent()).getChildrenUnmodifiable().indexOf(n.getParent()) + 1);
                assertFalse(meaning.getText().isBlank(), n.getId());
            }
        }
        assertEquals(List.of(), missing, "marks the key does not show");

        robot.clickOn("#legend-close");
        assertFalse(robot.lookup("#legend").query().isVisible(), "closed again");
    }
}
