package org.katro.ui;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Move;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.play.PlayViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * On a kiosk's 1920 x 1080 screen, in every language, after a move and the computer's reply: the
 * side column shows, without scrolling, what a visitor uses at every turn (the computer's move, Undo,
 * Hint); its edge cuts no control across (what does not fit, such as the levels chosen once, is wholly
 * below, to scroll to); and the turns played under it show two turns whole at least. Before, the
 * levels were cut in half by the column's edge, and the turns showed one row.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class PlaySideColumnTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));

    @Start
    void start(Stage stage) {
        stage.show();
    }

    private static ScrollPane scrollOf(Node n) {
        Node p = n.getParent();
        while (!(p instanceof ScrollPane)) {
            p = p.getParent();
        }
        return (ScrollPane) p;
    }

    /** Whether all of {@code n} is in view in {@code pane}'s viewport. */
    private static boolean inside(Node n, ScrollPane pane) {
        Node viewport = pane.lookup(".viewport");
        Bounds v = viewport.localToScene(viewport.getLayoutBounds());
        Bounds b = n.localToScene(n.getLayoutBounds());
        return b.getMinY() >= v.getMinY() - 0.5 && b.getMaxY() <= v.getMaxY() + 0.5;
    }

    /** Whether {@code n} is on screen once scrolled to: it and its parents visible, none in a folded pane. */
    private static boolean shown(Node n) {
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible() || p != n && p instanceof javafx.scene.control.TitledPane pane && !pane.isExpanded()) {
                return false;
            }
        }
        return true;
    }

    /** Whether all of {@code n} is below {@code pane}'s viewport, for scrolling to. */
    private static boolean below(Node n, ScrollPane pane) {
        Node viewport = pane.lookup(".viewport");
        return n.localToScene(n.getLayoutBounds()).getMinY() >= viewport.localToScene(viewport.getLayoutBounds()).getMaxY() - 0.5;
    }

    private static String describe(Node n) {
        String text = n instanceof javafx.scene.control.Labeled l ? " '" + l.getText() + "'" : "";
        return (n.getId() != null ? "#" + n.getId() : n.getStyleClass().toString()) + text;
    }

    @Test
    void aVisitorSeesTheControlsOfATurnWholeNoneCutAndTwoTurnsInEveryLanguage(FxRobot robot) {
        List<String> cut = new ArrayList<>();
        for (Language language : Language.values()) {
            robot.interact(() -> {
                Scene scene = new Scene(new Region(), 1920, 1080);
                Navigator navigator = new Navigator(scene, language, true, () -> LESSONS);
                PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                navigator.openPlay(play);
                Move first = play.game().cursor().rules().legalMoves(play.game().cursor().last()).get(0);
                play.game().play(first);
                play.game().last();
                TextFitTest.layout(scene.getRoot());
                Parent root = scene.getRoot();
                Node announcement = root.lookup("#computer-move");
                ScrollPane side = scrollOf(announcement);
                side.setVvalue(0);
                // what a visitor uses at every turn: whole, with no scrolling
                List<Node> everyTurn = List.of(announcement, root.lookup("#undo"), root.lookup("#hint"));
                for (Node c : everyTurn) {
                    if (!c.isVisible() || !inside(c, side)) {
                        cut.add(language + ": " + describe(c) + " not whole in the side column");
                    }
                }
                // and no control of the column cut across by its edge: whole, or wholly below it
                List<Node> all = new ArrayList<>();
                for (String kind : List.of(".button", ".toggle-button", ".label")) {
                    all.addAll(side.getContent().lookupAll(kind));
                }
                for (Node c : all) {
                    if (shown(c) && !inside(c, side) && !below(c, side)) {
                        cut.add(language + ": " + describe(c) + " cut across by the side column's edge");
                    }
                }
                TableView<?> turns = (TableView<?>) root.lookup("#move-list");
                Node row = turns.lookup(".table-row-cell");
                Node header = turns.lookup(".column-header-background");
                // the rows in view, under the header, with the glance scrolled to its start
                Node viewport = scrollOf(turns).lookup(".viewport");
                double bottom = Math.min(turns.localToScene(turns.getLayoutBounds()).getMaxY(),
                        viewport.localToScene(viewport.getLayoutBounds()).getMaxY());
                double rows = (bottom - header.localToScene(header.getLayoutBounds()).getMaxY()) / row.getLayoutBounds().getHeight();
                if (rows < 2) {
                    cut.add(language + ": the turns show " + String.format("%.1f", rows) + " rows");
                }
            });
        }
        assertEquals(List.of(), cut);
    }
}
