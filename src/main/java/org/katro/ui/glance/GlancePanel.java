package org.katro.ui.glance;

import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.FXCollections;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.css.PseudoClass;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.control.TableView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.katro.engine.Player;
import org.katro.text.Texts;
import org.katro.ui.glance.GlanceModel.MoveRow;
import org.katro.ui.shell.ViewListeners;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.List;
import java.util.function.Function;
import java.util.function.IntConsumer;

/**
 * The game at a glance, in a screen's side column: each side's seeds, the turns played so far (a tap
 * on one goes there) and a chart of each side's seeds after every turn up to the event shown, which
 * it marks. Nothing still to come shows, but on an analysis board the list goes on with the turns to
 * come, in italics, for a tap to jump ahead. The list takes the height first: the chart shows only
 * where it leaves the list {@value #WANTED_ROWS} rows, and the turn shown is always scrolled into view.
 */
public final class GlancePanel extends VBox {
    /** The rows the list keeps before the chart gets room, and the fewest it shrinks to. */
    public static final int WANTED_ROWS = 8;
    public static final int LEAST_ROWS = 4;
    /** The least height of the chart worth drawing. */
    private static final double CHART_LEAST = 140;
    private static final PseudoClass COMING = PseudoClass.getPseudoClass("coming");
    private static final PseudoClass SHORT = PseudoClass.getPseudoClass("short");
    private final GlanceModel model;
    private final ViewListeners listeners = new ViewListeners();
    private final TableView<MoveRow> table = new TableView<>();
    private final NumberAxis turns = new NumberAxis();
    private final NumberAxis seeds = new NumberAxis();
    private final LineChart<Number, Number> chart = new LineChart<>(turns, seeds);
    private final XYChart.Series<Number, Number> south = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> north = new XYChart.Series<>();
    private final XYChart.Series<Number, Number> now = new XYChart.Series<>();
    /** where each side's line ends: moved at every event, the points before it only when a turn ends */
    private XYChart.Data<Number, Number> southTip;
    private XYChart.Data<Number, Number> northTip;
    private final Label totalsTitle = new Label();
    private final Label movesTitle = new Label();
    private final Label chartTitle = new Label();
    private final TableColumn<MoveRow, String> number = column(r -> Integer.toString(r.number()));
    private final TableColumn<MoveRow, String> side = column(MoveRow::side);
    private final TableColumn<MoveRow, String> move = column(MoveRow::move);
    private final TableColumn<MoveRow, String> captured = column(r -> r.captured() == 0 ? "" : Integer.toString(r.captured()));
    private final ReadOnlyDoubleWrapper turnsWidth = new ReadOnlyDoubleWrapper(this, "turnsWidth");
    /** set while the table follows the game, so that following does not seek again */
    private boolean following;
    private final boolean compact;

    /** @param seek called with the event to show when a turn is tapped */
    public GlancePanel(GlanceModel model, IntConsumer seek) {
        this(model, seek, false);
    }

    /**
     * The turns and the chart only, each free to shrink: for a screen that shows two games, their
     * totals elsewhere and the turns' title on the button that shows this panel.
     */
    public static GlancePanel compact(GlanceModel model, IntConsumer seek) {
        return new GlancePanel(model, seek, true);
    }

    private GlancePanel(GlanceModel model, IntConsumer seek, boolean compact) {
        this.model = model;
        getStyleClass().add("glance");
        totalsTitle.getStyleClass().add("panel-title");
        movesTitle.getStyleClass().add("panel-title");
        chartTitle.getStyleClass().add("panel-title");
        for (Label title : List.of(totalsTitle, movesTitle, chartTitle)) {
            title.setWrapText(true);
            title.setMinHeight(Region.USE_PREF_SIZE);
        }

        table.setId("move-list");
        table.getStyleClass().add("move-list");
        table.getColumns().setAll(List.of(number, side, move, captured));
        // each column as wide as its longest text, never cut short: a narrow column scrolls sideways instead
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        chartTitle.fontProperty().addListener(obs -> fitColumns());
        VBox.setVgrow(table, Priority.ALWAYS);
        // a turn still to come in italics, as well as paler: not told by colour alone
        table.setRowFactory(t -> new TableRow<>() {
            @Override
            protected void updateItem(MoveRow row, boolean empty) {
                super.updateItem(row, empty);
                pseudoClassStateChanged(COMING, !empty && row != null && row.coming());
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, row) -> {
            if (!following && row != null) {
                seek.accept(GlanceModel.eventOf(row));
            }
        });

        chart.setId("seed-chart");
        chart.getStyleClass().add("seed-chart");
        chart.setAnimated(false);
        chart.setCreateSymbols(false);
        chart.setMinHeight(CHART_LEAST);
        chart.setPrefHeight(200);
        // whole turns along the bottom, and every seed up the side: the axes hold still while the lines grow
        turns.setAutoRanging(false);
        turns.setLowerBound(0);
        turns.setMinorTickVisible(false);
        seeds.setAutoRanging(false);
        seeds.setLowerBound(0);
        seeds.setMinorTickVisible(false);
        chart.getData().setAll(List.of(south, north, now));

        if (compact) {
            getStyleClass().add("compact");
            // the table and the chart share the height evenly, whatever it is
            table.setMinHeight(0);
            table.setPrefHeight(0);
            chart.setMinHeight(0);
            chart.setPrefHeight(0);
            VBox.setVgrow(chart, Priority.ALWAYS);
            getChildren().setAll(table, chartTitle, chart);
        } else {
            getChildren().setAll(totalsTitle, totals(model), movesTitle, table, chartTitle, chart);
        }
        this.compact = compact;

        listeners.on(model.textsProperty(), (obs, old, texts) -> say(texts));
        say(model.textsProperty().get());
        listeners.on(model.listedProperty(), (obs, old, rows) -> showMoves(rows));
        showMoves(model.listedProperty().get());
        listeners.on(model.comingShownProperty(), (obs, old, on) -> say(model.textsProperty().get()));
        listeners.on(model.allMovesProperty(), (obs, old, rows) -> fitColumns());
        listeners.on(model.currentTurnProperty(), (obs, old, t) -> select(t.intValue()));
        listeners.on(model.turnsInGameProperty(), (obs, old, t) -> showAxes());
        listeners.on(model.seedsInGameProperty(), (obs, old, t) -> showAxes());
        showAxes();
        listeners.on(model.curveProperty(), (obs, old, c) -> showCurve(c));
        showCurve(model.curveProperty().get());
        listeners.on(model.chartAtProperty(), (obs, old, at) -> showNow());
        listeners.on(model.southSeedsProperty(), (obs, old, n) -> showNow());
        listeners.on(model.northSeedsProperty(), (obs, old, n) -> showNow());
        showNow();
    }

    /** Each side's seeds, one label each: for a screen that has no room for the whole panel. */
    public static FlowPane totals(GlanceModel model) {
        FlowPane box = new FlowPane(total(model.southTextProperty(), Player.SOUTH),
                total(model.northTextProperty(), Player.NORTH));
        box.getStyleClass().add("seed-totals");
        return box;
    }

    private static Label total(ReadOnlyStringProperty text, Player p) {
        String side = p == Player.SOUTH ? "south" : "north";
        Label l = new Label(null, new FontIcon("mdi2c-circle-multiple"));
        l.setId("total-" + side);
        l.getStyleClass().addAll("seed-total", side);
        // the panel's own label, so a binding holds the model's property only as long as the label lives
        l.textProperty().bind(text);
        return l;
    }

    private static TableColumn<MoveRow, String> column(Function<MoveRow, String> cell) {
        TableColumn<MoveRow, String> c = new TableColumn<>();
        c.setSortable(false);
        c.setReorderable(false);
        c.setCellValueFactory(d -> new ReadOnlyObjectWrapper<>(cell.apply(d.getValue())));
        return c;
    }

    private void say(Texts texts) {
        totalsTitle.setText(texts.text("totals"));
        movesTitle.setText(texts.text(model.comingShownProperty().get() ? "moves.all" : "moves"));
        chartTitle.setText(texts.text("chart"));
        number.setText(texts.text("column.turn"));
        side.setText(texts.text("column.side"));
        move.setText(texts.text("column.move"));
        captured.setText(texts.text("column.captured"));
        table.setPlaceholder(new Label(texts.text("moves.empty")));
        south.setName(texts.text("side.south"));
        north.setName(texts.text("side.north"));
        now.setName(texts.text("chart.now"));
        fitColumns();
    }

    /** Each column as wide as the whole game's turns need, those still to come too, so that none widens as they come. */
    private void fitColumns() {
        List<MoveRow> rows = model.allMovesProperty().get();
        fit(number, rows.stream().map(r -> Integer.toString(r.number())));
        fit(side, rows.stream().map(MoveRow::side));
        fit(move, rows.stream().map(MoveRow::move));
        fit(captured, rows.stream().map(r -> Integer.toString(r.captured())));
        double columns = 0;
        for (TableColumn<MoveRow, ?> c : table.getColumns()) {
            columns += c.getPrefWidth();
        }
        // the panel's padding, the table's border and, as wide as the text is high, its scroll bar
        turnsWidth.set(Math.ceil(columns + snappedLeftInset() + snappedRightInset() + 2 + chartTitle.getFont().getSize()));
    }

    /**
     * How wide the panel must be to show every column of its turns whole, with no sideways scrolling:
     * a screen gives it that much where it has the room.
     */
    public ReadOnlyDoubleProperty turnsWidthProperty() {
        return turnsWidth.getReadOnlyProperty();
    }

    /** A column as wide as the widest of its heading and cells (measured in the panel's heading font, a little larger). */
    private void fit(TableColumn<MoveRow, String> column, java.util.stream.Stream<String> cells) {
        Text probe = new Text();
        probe.setFont(chartTitle.getFont());
        double widest = 0;
        for (String t : java.util.stream.Stream.concat(java.util.stream.Stream.of(column.getText()), cells).toList()) {
            probe.setText(t);
            widest = Math.max(widest, probe.getLayoutBounds().getWidth());
        }
        column.setPrefWidth(Math.ceil(widest) + 16);
    }

    private void showMoves(List<MoveRow> rows) {
        following = true;
        table.setItems(FXCollections.observableArrayList(rows));
        following = false;
        select(model.currentTurnProperty().get());
    }

    /** The row of the turn shown is selected and kept in view. */
    private void select(int turn) {
        following = true;
        if (turn < 0 || turn >= table.getItems().size()) {
            table.getSelectionModel().clearSelection();
        } else {
            table.getSelectionModel().clearAndSelect(turn);
            keepInView();
        }
        following = false;
    }

    /**
     * Scrolls the list so that the turn shown, and the next one, are whole in view, the rows
     * whole from the list's top; before the list is first laid out, the turn shown goes to its top.
     */
    private void keepInView() {
        int turn = table.getSelectionModel().getSelectedIndex();
        if (turn < 0) {
            return;
        }
        Node clip = table.lookup(".clipped-container");
        if (table.lookup(".virtual-flow") instanceof VirtualFlow<?> flow && clip instanceof Region view
                && view.getHeight() > 0) {
            // whole rows from the top, the next turn the last of them where there is room
            int fit = Math.max(1, (int) Math.floor(view.getHeight() / rowHeight()));
            flow.scrollToTop(Math.max(0, Math.min(turn, turn + 2 - fit)));
        } else {
            table.scrollTo(turn);
        }
    }

    /** The height the list takes to show its heading and {@code rows} rows. */
    private double listHeight(int rows) {
        double heading = table.lookup(".column-header-background") instanceof Region h && h.getHeight() > 0
                ? h.getHeight() : rowHeight();
        return Math.ceil(rowHeight() * rows + heading + 2);
    }

    /** A row's height: as laid out once there is one, else as tall as the panel's heading font makes it. */
    private double rowHeight() {
        if (table.lookup(".table-row-cell") instanceof TableRow<?> row && row.getHeight() > 0) {
            return row.getHeight();
        }
        return Math.ceil(chartTitle.getFont().getSize() * 1.9);
    }

    /**
     * The height that shows each side's seeds and {@code rows} turns ({@value #WANTED_ROWS} wanted,
     * {@value #LEAST_ROWS} at least), without the chart and the totals' heading, which show only
     * where there is room beyond the wanted rows. A screen puts the panel where it gets that much, if it can.
     */
    public double heightFor(int rows, double width) {
        double h = snappedTopInset() + snappedBottomInset() + listHeight(rows);
        if (width < turnsWidth.get()) {
            // too narrow for the columns: the list's sideways scroll bar takes a strip under its rows
            h += scrollBarHeight();
        }
        for (Node n : List.of(getChildren().get(1), movesTitle)) {
            h += n.prefHeight(width) + getSpacing();
        }
        return Math.ceil(h);
    }

    /** The list's sideways scroll bar's height: as laid out once there is one, else as high as the heading font. */
    private double scrollBarHeight() {
        for (Node n : table.lookupAll(".scroll-bar")) {
            if (n instanceof ScrollBar bar && bar.getOrientation() == Orientation.HORIZONTAL && bar.getHeight() > 0) {
                return Math.ceil(bar.getHeight());
            }
        }
        return Math.ceil(chartTitle.getFont().getSize());
    }

    @Override
    protected void layoutChildren() {
        if (!compact) {
            // the chart only where it leaves the list its rows; without it, room is short, and the
            // totals' heading goes too (each total says what it counts)
            double chartNeeds = totalsTitle.prefHeight(getWidth()) + chartTitle.prefHeight(getWidth()) + CHART_LEAST
                    + 3 * getSpacing();
            boolean room = getHeight() - heightFor(WANTED_ROWS, getWidth()) >= chartNeeds;
            table.setMinHeight(listHeight(LEAST_ROWS));
            for (Node n : List.of(totalsTitle, chartTitle, chart)) {
                n.setVisible(room);
                n.setManaged(room);
            }
            // and the panel's margins narrow, for a row more
            pseudoClassStateChanged(SHORT, !room);
        }
        super.layoutChildren();
        // the list's own viewport takes its new height now, for the rows in view to be counted on it
        table.layout();
        keepInView();
    }

    /** The turn axis to the game's last turn, the seed axis to all its seeds. */
    private void showAxes() {
        int last = Math.max(1, model.turnsInGameProperty().get());
        turns.setUpperBound(last);
        turns.setTickUnit(Math.max(1, Math.ceil(last / 8.0)));
        int top = Math.max(1, model.seedsInGameProperty().get());
        seeds.setUpperBound(top);
        seeds.setTickUnit(Math.max(1, Math.ceil(top / 30.0) * 10));
        showNow();
    }

    /** Each side's seeds after the turns ended, and a last point that follows the event shown. */
    private void showCurve(GlanceModel.Curve c) {
        southTip = new XYChart.Data<>(0, 0);
        northTip = new XYChart.Data<>(0, 0);
        south.getData().setAll(points(c.south(), southTip));
        north.getData().setAll(points(c.north(), northTip));
        showNow();
    }

    private static List<XYChart.Data<Number, Number>> points(List<Integer> values, XYChart.Data<Number, Number> tip) {
        List<XYChart.Data<Number, Number>> points = new java.util.ArrayList<>(values.size() + 1);
        for (int t = 0; t < values.size(); t++) {
            points.add(new XYChart.Data<>(t, values.get(t)));
        }
        points.add(tip);
        return points;
    }

    /** The lines' last points at the event shown, and a vertical line there, from nothing to all the seeds. */
    private void showNow() {
        double at = model.chartAtProperty().get();
        if (southTip != null) {
            southTip.setXValue(at);
            southTip.setYValue(model.southSeedsProperty().get());
            northTip.setXValue(at);
            northTip.setYValue(model.northSeedsProperty().get());
        }
        int top = model.seedsInGameProperty().get();
        now.getData().setAll(List.of(new XYChart.Data<>(at, 0), new XYChart.Data<>(at, top)));
    }

    /** The chart's vertical line is at this turn (for tests and the screen's own checks). */
    public double chartMark() {
        return now.getData().get(0).getXValue().doubleValue();
    }
}
