package org.katro.ui.board;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Polyline;
import org.katro.board.HoleMarks;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Direction;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.solver.Value;
import org.katro.text.Texts;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.Map;

/**
 * The key to the board: every mark a hole, a row or the serpent can carry, each drawn with the
 * board's own nodes and stylesheet (so the key always looks like the board) beside what it means.
 * A sample carries the pseudo-classes and badge the board would give it; a test checks that every
 * mark the board's code knows has its sample here.
 */
final class Legend extends VBox {
    /** A hole of the small board to draw the hole samples with: South's hole 3, in the middle row. */
    private static final Hole SAMPLE = new Geometry(6, 2).hole(Player.SOUTH, 3);

    /** One line of the key: the mark's name (its sample's id is {@code legend-} and the name), its sample. */
    private record Entry(String key, Node sample) {
    }

    Legend(Texts texts, Runnable close) {
        getStyleClass().add("legend");
        setId("legend");
        Label title = new Label(texts.text("legend.title"));
        title.getStyleClass().add("legend-title");
        title.setWrapText(true);
        HBox.setHgrow(title, Priority.ALWAYS);
        title.setMaxWidth(Double.MAX_VALUE);
        Button done = new Button(texts.text("legend.close"), new FontIcon("mdi2c-close"));
        done.setId("legend-close");
        done.setMinWidth(Region.USE_PREF_SIZE);
        done.setOnAction(e -> close.run());
        HBox top = new HBox(title, done);
        top.getStyleClass().add("legend-top");

        GridPane grid = new GridPane();
        grid.getStyleClass().add("legend-grid");
        int row = 0;
        for (Entry entry : entries(texts)) {
            entry.sample().setId("legend-" + entry.key());
            StackPane cell = new StackPane(entry.sample());
            cell.getStyleClass().add("legend-sample");
            Label meaning = new Label(texts.text("legend." + entry.key()));
            meaning.setWrapText(true);
            meaning.getStyleClass().add("legend-text");
            meaning.setMinHeight(Region.USE_PREF_SIZE);
            GridPane.setHgrow(meaning, Priority.ALWAYS);
            grid.addRow(row++, cell, meaning);
        }
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        scroll.getStyleClass().add("legend-scroll");
        VBox.setVgrow(scroll, Priority.ALWAYS);
        getChildren().addAll(top, scroll);
        // the key takes every touch while it is open: nothing reaches the board under it
        setPickOnBounds(true);
    }

    private static List<Entry> entries(Texts texts) {
        return List.of(
                new Entry("number", hole(2, plain(2, null))),
                new Entry("count", hole(2, plain(2, null))),
                new Entry("many", hole(15, plain(15, null))),
                new Entry("ahead", hole(2, marks(2, "ahead", "2"))),
                new Entry("current", hole(3, marks(3, "receiving", HoleMarks.RECEIVING))),
                new Entry("lifted", hole(0, marks(0, "lifted", HoleMarks.LIFTED))),
                new Entry("capture-from", hole(0, marks(0, "taken", HoleMarks.TAKEN))),
                new Entry("capture-into", hole(5, marks(5, "landing", HoleMarks.LANDING))),
                new Entry("selectable", hole(2, marks(2, "selectable", null))),
                new Entry("selected", hole(2, marks(2, "selected", HoleMarks.SELECTED))),
                new Entry("hinted", with(hintedArrow(), BoardView.HINTED)),
                new Entry("highlighted", hole(2, marks(2, "highlighted", null))),
                new Entry("front", with(frontLabel(texts), BoardView.FRONT)),
                new Entry("front-row", new HBox(frontRow(Player.SOUTH), frontRow(Player.NORTH))),
                new Entry("capturing", with(frontRow(Player.SOUTH), BoardView.CAPTURING)),
                new Entry("serpent", serpent()),
                new Entry("best-win", value(Value.win(3), false)),
                new Entry("best-loss", value(Value.loss(2), false)),
                new Entry("best-draw", value(Value.DRAW, false)),
                new Entry("best-unsettled", value(Value.UNSETTLED, false)),
                new Entry("best-judged", value(Value.UNSETTLED, true)));
    }

    private static HoleMarks plain(int seeds, String badge) {
        return new HoleMarks(seeds, false, false, false, false, false, false, false, false, false, badge, Map.of());
    }

    /** A sample hole with one mark ({@code mark} names it as HoleMarks does), as the board shows it. */
    private static HoleMarks marks(int seeds, String mark, String badge) {
        boolean selected = mark.equals("selected");
        return new HoleMarks(seeds, mark.equals("ahead"), mark.equals("receiving"), mark.equals("lifted"),
                mark.equals("taken"), mark.equals("landing"), selected || mark.equals("selectable"), selected, false,
                mark.equals("highlighted"), badge, Map.of());
    }

    private static HoleView hole(int seeds, HoleMarks marks) {
        HoleView v = new HoleView(SAMPLE);
        v.setSeeds(seeds, "");
        v.setMarks(marks);
        v.setFocusTraversable(false);
        v.getStyleClass().add("legend-hole");
        return v;
    }

    private static <T extends Node> T with(T node, PseudoClass state) {
        node.pseudoClassStateChanged(state, true);
        return node;
    }

    private static Label frontLabel(Texts texts) {
        Label l = new Label(texts.text("row.labelFront", texts.player(Player.SOUTH), texts.row(SAMPLE.row())));
        l.getStyleClass().add("row-label");
        l.setWrapText(true);
        l.setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        return l;
    }

    /** A direction arrow as the board draws it on a chosen hole. */
    private static Button hintedArrow() {
        Button b = new Button(null, new FontIcon("mdi2a-arrow-right-bold"));
        b.getStyleClass().add("sow-arrow");
        b.setFocusTraversable(false);
        b.setMouseTransparent(true);
        return b;
    }

    /** A move's value as the board draws it with "Best moves" on, or the judgement's preference where {@code judged}. */
    private static ValueMark value(Value v, boolean judged) {
        ValueMark m = new ValueMark();
        m.setManaged(true);
        m.setVisible(true);
        m.show(new Move(3, Direction.PLUS), v, judged, ValueMark.symbol(v));
        m.point(0, 14);
        return m;
    }

    private static Region frontRow(Player p) {
        Region r = new Region();
        r.getStyleClass().addAll("front-row", p == Player.SOUTH ? "south" : "north", "legend-row");
        return r;
    }

    /** Two holes' worth of South's serpent with its arrow, as the board draws a leg of it. */
    private static Node serpent() {
        Polyline line = new Polyline(4, 14, 76, 14);
        line.getStyleClass().addAll("serpent-line", "south");
        Polygon arrow = new Polygon(46, 14, 34, 6, 34, 22);
        arrow.getStyleClass().addAll("serpent-arrow", "south");
        Pane p = new Pane(line, arrow);
        p.setMinSize(80, 28);
        p.setMaxSize(80, 28);
        return p;
    }
}
