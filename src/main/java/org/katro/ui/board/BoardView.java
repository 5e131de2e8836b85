package org.katro.ui.board;

import javafx.animation.Animation;
import javafx.animation.Interpolator;
import javafx.animation.PauseTransition;
import javafx.animation.TranslateTransition;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.AccessibleRole;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.shape.Circle;
import javafx.scene.shape.Polygon;
import javafx.scene.shape.Polyline;
import javafx.util.Duration;
import org.katro.board.Board;
import org.katro.board.HoleMarks;
import org.katro.board.Serpent;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.solver.Value;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.Tips;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;

/**
 * The carved board, drawn in code because its shape depends on the ruleset and size: North on top,
 * South below, a label for every row, the holes, both serpents with numbers and arrows, both
 * front rows outlined, and the hand beside the board on the mover's side. Everything is sized from
 * the space it gets, so one layout serves a small window and a kiosk screen; colours and outline
 * styles come from the view's CSS.
 */
public final class BoardView extends Region {
    private static final String BUNDLE = "org.katro.ui.board.Board";
    static final PseudoClass FRONT = PseudoClass.getPseudoClass("front");
    /** a row label turned to face North: aligned left, so that once turned it still ends at the board */
    static final PseudoClass TURNED = PseudoClass.getPseudoClass("turned");
    static final PseudoClass CAPTURING = PseudoClass.getPseudoClass("capturing");
    static final PseudoClass HIGHLIGHTED = PseudoClass.getPseudoClass("highlighted");
    static final PseudoClass HINTED = PseudoClass.getPseudoClass("hinted");
    /** The least width and height of a direction arrow: a fingertip's target. */
    public static final double ARROW_TARGET = 48;
    /** How long a finger stays on a hole for a long press. */
    private static final Duration LONG_PRESS = Duration.millis(600);
    private static final String HELD = "katro.held";

    private final ObjectProperty<Board> state = new SimpleObjectProperty<>(this, "state");
    private final BooleanProperty showSerpent = new SimpleBooleanProperty(this, "showSerpent", true);
    private final ObjectProperty<Direction> serpentDirection =
            new SimpleObjectProperty<>(this, "serpentDirection", Direction.PLUS);
    private final BooleanProperty animated = new SimpleBooleanProperty(this, "animated", true);
    private final ObjectProperty<Duration> stepDuration =
            new SimpleObjectProperty<>(this, "stepDuration", Duration.millis(250));
    private final ObjectProperty<Consumer<Hole>> onHoleClicked = new SimpleObjectProperty<>(this, "onHoleClicked");
    private final ObjectProperty<Consumer<Hole>> onHoleHeld = new SimpleObjectProperty<>(this, "onHoleHeld");
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    /** table mode: North's row labels, its holes' numbers, counts and values, and the hand while North sows, turned to face North across the table */
    private final BooleanProperty faceToFace = new SimpleBooleanProperty(this, "faceToFace");
    /** the board's own texts in the chosen language */
    private Texts texts;
    private final ObjectProperty<Direction> hinted = new SimpleObjectProperty<>(this, "hinted");
    private final ObjectProperty<Consumer<Move>> onValueChosen = new SimpleObjectProperty<>(this, "onValueChosen");
    /** the values of the moves ("Best moves"), two per hole (PLUS, MINUS), over the holes and under the arrows */
    private final Group values = new Group();
    /** made when the board first shows a value: a board without "Best moves" makes none, nor their buttons' skins */
    private ValueMark[] valueMarks = new ValueMark[0];
    private final ObjectProperty<Consumer<Direction>> onDirectionChosen =
            new SimpleObjectProperty<>(this, "onDirectionChosen");
    /** the arrows drawn on the chosen hole, one per legal direction (PLUS, MINUS) */
    private final Button[] arrows = {arrow(Direction.PLUS), arrow(Direction.MINUS)};
    /** opens the key to the board's marks, in a strip of its own above the board */
    private final Button legendButton = new Button(null, new FontIcon("mdi2h-help-circle-outline"));
    private boolean keyRoom = true;
    /** the key, over the board while open; built when first opened */
    private Legend legend;

    private final Region frame = new Region();
    private final Region groove = new Region();
    private final Region[] frontRows = {new Region(), new Region()};
    private final Group serpents = new Group();
    private final Group holes = new Group();
    private final HandView hand = new HandView();
    private final Group flying = new Group();
    private final Set<Animation> running = new HashSet<>();
    /** flying seeds at rest, hidden in {@link #flying}: kept for the next step, so no step builds and styles new nodes */
    private final Deque<Circle> idleSeeds = new ArrayDeque<>();
    /** where the serpents were last placed: placing them again redraws the whole board, so it is done only when this changes */
    private SerpentPlace serpentPlace;

    private Geometry geometry;
    private HoleView[] views = new HoleView[0];
    private Label[] rowLabels = new Label[0];
    private double cell;
    private double gap;
    private double left;
    private double top;
    private double fontSize;
    /** The row labels' font size, relative to the board's when it fits */
    private static final double ROW_LABEL_EM = 1.05;
    private static final double MIN_ROW_LABEL_FONT = 8;
    private static final String FITTED_ROOM = "katro.fittedRoom";

    public BoardView() {
        frame.getStyleClass().add("board-frame");
        groove.getStyleClass().add("board-groove");
        frontRows[0].getStyleClass().addAll("front-row", "south");
        frontRows[1].getStyleClass().addAll("front-row", "north");
        serpents.getStyleClass().add("serpents");
        serpents.setMouseTransparent(true);
        // groups, unlike panes, leave the holes at the size this board gives them
        holes.setAutoSizeChildren(false);
        flying.setMouseTransparent(true);
        for (Region r : frontRows) {
            r.setMouseTransparent(true);
            r.setManaged(false);
        }
        values.setAutoSizeChildren(false);
        getChildren().addAll(frame, groove, frontRows[0], frontRows[1], serpents, holes, values, hand, flying);
        // a screen reader meets the board as a group of holes, each named by side, number, row and seeds
        setAccessibleRole(AccessibleRole.PARENT);
        getChildren().addAll(arrows);
        legendButton.setId("legend-button");
        legendButton.getStyleClass().add("legend-button");
        legendButton.setManaged(false);
        legendButton.setOnAction(e -> showLegend(true));
        getChildren().add(legendButton);
        state.addListener((obs, old, now) -> {
            show(now);
            if (now != null && now.follows(old) && animated.get() && getScene() != null) {
                animate(now);
            }
        });
        hinted.addListener(obs -> requestLayout());
        getStyleClass().add("board-view");
        faceToFace.addListener((obs, old, now) -> show(state.get()));
        language.addListener((obs, old, now) -> {
            texts = now == null ? null : new Texts(now, BUNDLE);
            for (HoleView v : views) {
                v.forgetMarks();
            }
            for (ValueMark m : valueMarks) {
                m.forget();
            }
            nameControls();
            show(state.get());
        });
        showSerpent.addListener(obs -> requestLayout());
        serpentDirection.addListener(obs -> requestLayout());
        // an animation must not outlive the screen: stop everything once the board leaves its scene
        sceneProperty().addListener((obs, old, now) -> {
            if (now == null) {
                stopAnimations();
            }
        });
    }

    /** The board model shown: every mark, badge, arrow and highlight is read from it. */
    public ObjectProperty<Board> stateProperty() {
        return state;
    }

    public BooleanProperty showSerpentProperty() {
        return showSerpent;
    }

    public ObjectProperty<Direction> serpentDirectionProperty() {
        return serpentDirection;
    }

    /** Whether forward steps move seeds with a short animation (off for reduced motion). */
    public BooleanProperty animatedProperty() {
        return animated;
    }

    /** How long one flying seed takes. */
    public ObjectProperty<Duration> stepDurationProperty() {
        return stepDuration;
    }

    public ObjectProperty<Consumer<Hole>> onHoleClickedProperty() {
        return onHoleClicked;
    }

    /** Table mode: what is North's faces North, across the board (its row labels, its holes' texts, the hand while it sows). */
    public BooleanProperty faceToFaceProperty() {
        return faceToFace;
    }

    /** The language of the board's texts (row labels, the hand, what a screen reader hears). */
    public ObjectProperty<Language> languageProperty() {
        return language;
    }


    /** The direction a hint suggests: its arrow is marked. */
    public ObjectProperty<Direction> hintedProperty() {
        return hinted;
    }

    /** Called with a hole right-clicked or held down (a board editor takes a seed from it). */
    public ObjectProperty<Consumer<Hole>> onHoleHeldProperty() {
        return onHoleHeld;
    }

    /** Called with the move whose value ("Best moves") was tapped: to show its line. */
    public ObjectProperty<Consumer<Move>> onValueChosenProperty() {
        return onValueChosen;
    }

    /** Called with the direction whose arrow was clicked. */
    public ObjectProperty<Consumer<Direction>> onDirectionChosenProperty() {
        return onDirectionChosen;
    }

    private Button arrow(Direction d) {
        FontIcon icon = new FontIcon("mdi2a-arrow-right-bold");
        Button b = new Button(null, icon);
        b.getStyleClass().add("sow-arrow");
        b.setId(d == Direction.PLUS ? "arrow-plus" : "arrow-minus");
        b.setManaged(false);
        b.setVisible(false);
        b.setOnAction(e -> {
            if (onDirectionChosen.get() != null) {
                onDirectionChosen.get().accept(d);
            }
        });
        return b;
    }

    public void stopAnimations() {
        for (Animation a : List.copyOf(running)) {
            a.stop();
        }
        running.clear();
        for (Node seed : flying.getChildren()) {
            if (seed.isVisible()) {
                rest((Circle) seed);
            }
        }
    }

    private void rest(Circle seed) {
        seed.setVisible(false);
        idleSeeds.push(seed);
    }

    /** Opens or closes the key to the board's marks. */
    public void showLegend(boolean open) {
        if (open && legend == null && texts != null) {
            legend = new Legend(texts, () -> showLegend(false));
            legend.setManaged(false);
            styleLegend();
            getChildren().add(legend);
        }
        if (legend != null) {
            legend.setVisible(open);
            requestLayout();
        }
        (open && legend != null ? legend.lookup("#legend-close") : legendButton).requestFocus();
    }

    /**
     * The key covers the whole board: its text takes its size from that room (15 to 20 px), not from
     * the holes', which on a small board (home) would leave it at 13 px in a crammed box.
     */
    private void styleLegend() {
        if (legend != null) {
            double size = Math.round(Math.max(15, Math.min(20, Math.min(getWidth() / 28, getHeight() / 24))));
            String style = "-fx-font-size: " + size + "px;";
            if (!style.equals(legend.getStyle())) {
                legend.setStyle(style);
            }
        }
    }

    // ---------------------------------------------------------------- showing a state

    private String text(String key, Object... args) {
        return texts.text(key, args);
    }

    /** The names that change only with the language: the board's and the arrows' (not at every step). */
    private void nameControls() {
        if (texts == null) {
            return;
        }
        setAccessibleText(text("board.accessible", texts.player(Player.NORTH), texts.player(Player.SOUTH)));
        legendButton.setText(text("legend.open"));
        legendButton.setAccessibleText(text("legend.title"));
        Tips.set(legendButton, text("legend.title"));
        if (legend != null) {
            // the key is built again, in the new language, when next opened
            getChildren().remove(legend);
            legend = null;
        }
        for (Button b : arrows) {
            String tip = text(b == arrows[0] ? "arrow.plus" : "arrow.minus");
            b.setAccessibleText(tip);
            Tips.set(b, tip);
        }
    }

    private void show(Board s) {
        if (s == null || texts == null) {
            return;
        }
        if (!s.geometry().equals(geometry)) {
            build(s.geometry());
        }
        if (valueMarks.length == 0 && Arrays.stream(views).anyMatch(v -> !s.marks(v.hole()).values().isEmpty())) {
            makeValueMarks();
        }
        for (HoleView v : views) {
            v.turn(facesNorth(v.hole()));
            HoleMarks marks = s.marks(v.hole());
            if (v.setMarks(marks)) {
                v.setSeeds(marks.seeds(), describe(v.hole(), marks));
            }
            if (valueMarks.length > 0) {
                showValues(v.hole(), marks);
            }
        }
        boolean capturing = s.captureFrom() != null;
        for (int r = 0; r < rowLabels.length; r++) {
            Hole first = geometry.holeAt(r * geometry.columns());
            boolean front = s.marks(first).frontRow();
            rowLabels[r].pseudoClassStateChanged(FRONT, front);
            rowLabels[r].setText(text(front ? "row.labelFront" : "row.label", texts.player(first.owner()),
                    texts.row(first.row())));
            rowLabels[r].pseudoClassStateChanged(TURNED, faceToFace.get() && first.owner() == Player.NORTH);
            rowLabels[r].setRotate(faceToFace.get() && first.owner() == Player.NORTH ? 180 : 0);
        }
        for (Player p : Player.values()) {
            Region marker = frontRows[p.ordinal()];
            marker.setVisible(s.frontRow(p) >= 0);
            marker.pseudoClassStateChanged(CAPTURING, capturing);
        }
        hand.show(s.hand(), text("hand.label", texts.player(s.mover()), s.hand()));
        hand.setRotate(faceToFace.get() && s.mover() == Player.NORTH ? 180 : 0);
        requestLayout();
    }

    /** Whether {@code h}'s texts face North: table mode, and a hole of North's. */
    private boolean facesNorth(Hole h) {
        return faceToFace.get() && h.owner() == Player.NORTH;
    }

    /** A move's value in words: "win in 3 turns", "loss in 2 turns", "draw", "unsettled". */
    private String words(Value v) {
        return switch (v.kind()) {
            case WIN -> text("best.move.win", v.turns());
            case LOSS -> text("best.move.loss", v.turns());
            case DRAW -> text("best.move.draw");
            case UNSETTLED -> text("best.move.unsettled");
        };
    }

    /** What a screen reader hears of a hole. */
    private String describe(Hole h, HoleMarks m) {
        StringBuilder sb = new StringBuilder(text("hole.accessible", texts.player(h.owner()), h.number(),
                texts.row(h.row()), m.seeds()));
        if (m.receiving()) {
            sb.append(", ").append(text("hole.current"));
        }
        if (m.ahead()) {
            sb.append(", ").append(text("hole.ahead"));
        }
        if (m.taken()) {
            sb.append(", ").append(text("hole.taken"));
        }
        if (m.landing()) {
            sb.append(", ").append(text("hole.landing"));
        }
        return sb.toString();
    }

    private void build(Geometry g) {
        stopAnimations();
        geometry = g;
        views = new HoleView[g.size()];
        holes.getChildren().clear();
        for (int i = 0; i < g.size(); i++) {
            HoleView v = new HoleView(g.holeAt(i));
            v.addEventHandler(MouseEvent.MOUSE_CLICKED, e -> {
                if (e.getButton() == MouseButton.SECONDARY) {
                    held(v);
                } else if (!v.getProperties().containsKey(HELD)) {
                    clicked(v);
                }
                v.getProperties().remove(HELD);
            });
            // a long press is a right click for a finger: it fires once held, and the click that ends it is not a tap
            PauseTransition press = new PauseTransition(LONG_PRESS);
            press.setOnFinished(e -> {
                v.getProperties().put(HELD, true);
                held(v);
            });
            v.addEventHandler(MouseEvent.MOUSE_PRESSED, e -> {
                if (e.isPrimaryButtonDown() && onHoleHeld.get() != null) {
                    press.playFromStart();
                }
            });
            v.addEventHandler(MouseEvent.MOUSE_RELEASED, e -> press.stop());
            // a focused hole is chosen with Enter, as a click would (Space is the main screen's play key)
            v.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
                if (e.getCode() == KeyCode.ENTER) {
                    clicked(v);
                    e.consume();
                }
            });
            views[i] = v;
            holes.getChildren().add(v);
        }
        values.getChildren().clear();
        valueMarks = new ValueMark[0];
        getChildren().removeAll(rowLabels);
        rowLabels = new Label[g.rows()];
        for (int r = 0; r < g.rows(); r++) {
            rowLabels[r] = new Label();
            rowLabels[r].getStyleClass().add("row-label");
            rowLabels[r].setWrapText(true);
            rowLabels[r].setId("row-label-" + r);
        }
        getChildren().addAll(1, List.of(rowLabels));
        buildSerpents();
    }

    private void held(HoleView v) {
        if (onHoleHeld.get() != null) {
            onHoleHeld.get().accept(v.hole());
        }
    }

    private void clicked(HoleView v) {
        if (onHoleClicked.get() != null) {
            onHoleClicked.get().accept(v.hole());
        }
    }

    // ---------------------------------------------------------------- layout

    /** Room left beside the holes for the row labels (three short lines in the longest language) and the hand. */
    private static final double SIDES = 120 + 90;
    /**
     * What a board given all the width it wants adds to {@link #SIDES}: room for the longest row label
     * ("⚑ rangée de front") on a line of its own, so that a label keeps its three lines.
     */
    private static final double WIDER_SIDES = 200;
    /** The board's text size at its smallest: hole numbers at 0.95em of it stay 12 px or more. */
    private static final double MIN_FONT = 13;

    /**
     * The side of a hole in a board of {@code w} x {@code h}: as large as the height allows while
     * leaving room for the labels and the hand; the centre groove is a quarter of a hole, the frame's
     * rim a fifth on every side.
     */
    static double cell(Geometry g, double w, double h) {
        return Math.max(8, Math.min((w - SIDES) / (g.columns() + 0.6), h / (g.rows() + 0.25 + 0.45)));
    }

    /**
     * The width a board of {@code g} fills when {@code h} high and as wide as it likes: its holes as
     * large as the height allows, and a little more than the least room for the row labels and the
     * hand, so that their words need not wrap at every space.
     */
    public static double widthFor(Geometry g, double h) {
        return h / (g.rows() + 0.7) * (g.columns() + 0.6) + SIDES + WIDER_SIDES;
    }

    /** The height a board of {@code g} fills when {@code w} wide and as high as it likes. */
    public static double heightFor(Geometry g, double w) {
        return (w - SIDES) / (g.columns() + 0.6) * (g.rows() + 0.7);
    }

    /**
     * Whether the board carries its key's button, and whether it keeps the strip above it. Boards
     * shown two at a time (compare) give that strip to their holes; a board being edited (set-up) has
     * no marks to explain but keeps the strip, where its top row's numbers sit clear of the form. The
     * main boards of the explorer, play, lessons, practice and home carry the key.
     */
    public void showKey(boolean shown, boolean keepRoom) {
        legendButton.setVisible(shown);
        keyRoom = shown || keepRoom;
        requestLayout();
    }

    /** The board being shown, null before the first state. */
    public Geometry geometry() {
        return geometry;
    }

    @Override
    protected void layoutChildren() {
        if (geometry == null) {
            return;
        }
        double w = getWidth();
        // a strip above the board for the key's button, so that it covers no hole and no label
        // at least its minimum: 48 px on a kiosk, as every touch target
        double legendHeight = keyRoom ? Math.max(legendButton.minHeight(-1), legendButton.prefHeight(-1)) : -4;
        double strip = legendHeight + 4;
        double h = getHeight() - strip;
        int rows = geometry.rows();
        int cols = geometry.columns();
        cell = cell(geometry, w, h);
        gap = cell * 0.25;
        double rim = cell * 0.2;
        double boardWidth = cell * cols;
        double boardHeight = cell * rows + gap;
        double spare = w - boardWidth - 2 * rim;
        double labelWidth = Math.max(110, Math.min(300, spare * 0.55));
        double handWidth = Math.max(80, Math.min(170, spare - labelWidth - 2 * rim));
        double handGap = rim * 1.5;
        left = Math.max(labelWidth + rim, (w - (labelWidth + boardWidth + 2 * rim + handGap + handWidth)) / 2
                + labelWidth + rim);
        top = strip + (h - boardHeight) / 2;
        // never below the size at which the hole numbers (0.95em) stay readable, however small the board
        double size = Math.round(Math.max(MIN_FONT, Math.min(cell * 0.16, 22)));
        if (size != fontSize) {
            fontSize = size;
            setStyle("-fx-font-size: " + size + "px;");
            // the key reads as the screen's text does, however small the board's own numbers are
            legendButton.setStyle("-fx-font-size: " + Math.max(12, Math.min(size, 18)) + "px;");
            styleLegend();
        }
        frame.resizeRelocate(left - rim, top - rim, boardWidth + 2 * rim, boardHeight + 2 * rim);
        groove.resizeRelocate(left, top + cell * rows / 2.0 + gap * 0.3, boardWidth, gap * 0.4);
        for (HoleView v : views) {
            Hole hole = v.hole();
            v.resizeRelocate(left + hole.column() * cell, rowTop(hole.viewRow()), cell, cell);
        }
        for (int r = 0; r < rowLabels.length; r++) {
            Label l = rowLabels[r];
            double lw = labelWidth - 8;
            fitRowLabel(l, lw, cell);
            double lh = Math.min(cell, l.prefHeight(lw));
            l.resizeRelocate(left - rim - 8 - lw, rowTop(r) + (cell - lh) / 2, lw, lh);
        }
        Board s = state.get();
        for (Player p : Player.values()) {
            int depth = s == null ? -1 : s.frontRow(p);
            if (depth >= 0) {
                int viewRow = geometry.indexOf(p, depth, 0) / cols;
                double inset = cell * 0.04;
                frontRows[p.ordinal()].resizeRelocate(left - inset, rowTop(viewRow) + inset, boardWidth + 2 * inset,
                        cell - 2 * inset);
            }
        }
        double handHeight = Math.min(h / 2, Math.max(cell * 1.8, 130));
        double handX = left + boardWidth + rim + handGap;
        boolean south = s == null || s.mover() == Player.SOUTH;
        double half = top + cell * rows / 2.0 + gap / 2;
        double handY = south ? Math.min(strip + h - handHeight, half + gap) : Math.max(strip, half - gap - handHeight);
        hand.resizeRelocate(handX, handY, Math.min(handWidth, w - handX), handHeight);
        layoutSerpents();
        layoutArrows(s);
        layoutValues(s);
        double legendWidth = legendButton.prefWidth(-1);
        legendButton.resizeRelocate(Math.max(0, left - rim), Math.max(0, top - rim - legendHeight - 2), legendWidth,
                legendHeight);
        if (legend != null) {
            styleLegend();
            legend.resizeRelocate(0, 0, w, getHeight());
        }
    }

    /** What a row label's font was last fitted to. */
    private record Room(String text, double width, double height, double boardFont) {
    }

    /**
     * Gives {@code l} the largest font, up to the row labels' own, at which its wrapped text fits
     * {@code width} x {@code height}: in a narrow board (the compare screen) the long words of some
     * languages would otherwise be cut. Worked out again only when the text or the room changes, so
     * that a layout does not restyle the label and ask for another layout. The sizes tried are the
     * largest, then whole pixels less down to the least; a smaller size never needs more room, so the
     * largest that fits is found by halving the sizes still in question (each try restyles and measures
     * the label, which costs the first frame several milliseconds).
     */
    private void fitRowLabel(Label l, double width, double height) {
        Room room = new Room(l.getText(), width, height, fontSize);
        if (room.equals(l.getProperties().put(FITTED_ROOM, room))) {
            return;
        }
        double largest = fontSize * ROW_LABEL_EM;
        if (fits(l, largest, width, height) || largest <= MIN_ROW_LABEL_FONT) {
            return;
        }
        // whole pixels below the largest size: it fails at 0, and the last (the least size) is taken as holding
        int fails = 0;
        int holds = (int) Math.ceil(largest - MIN_ROW_LABEL_FONT);
        while (holds - fails > 1) {
            int mid = (fails + holds) / 2;
            if (fits(l, largest - mid, width, height)) {
                holds = mid;
            } else {
                fails = mid;
            }
        }
        fits(l, largest - holds, width, height);
    }

    /** Whether {@code l}, styled and measured at {@code size} px now, so that this layout places it at that size, fits the room. */
    private static boolean fits(Label l, double size, double width, double height) {
        l.setStyle("-fx-font-size: " + size + "px;");
        l.applyCss();
        return l.prefHeight(width) <= height;
    }

    /**
     * Each legal direction's arrow sits on the chosen hole, on the side the serpent leaves it towards
     * the hole its first seed falls into, and points that way. Each is a touch target of at least
     * {@link #ARROW_TARGET} px; when both next holes lie the same way (a corner of the serpent) or the
     * hole is too small for two such targets, the arrows are pushed apart until they no longer touch.
     */
    private void layoutArrows(Board s) {
        Hole selected = s == null ? null : s.selected();
        Set<Direction> directions = s == null ? Set.of() : s.directions();
        double size = Math.max(ARROW_TARGET, cell * 0.42);
        Spots spots = spots(selected, directions, cell * 0.27, size);
        if (selected != null) {
            clearOf(spots, views[selected.index()].textsInBoard(), size);
        }
        for (Direction d : Direction.values()) {
            int i = d.ordinal();
            Button b = arrows[i];
            boolean shown = spots.at[i] != null;
            b.setVisible(shown);
            b.pseudoClassStateChanged(HINTED, shown && d == hinted.get());
            if (shown) {
                // with "Best moves" on, the arrow says what its move is worth
                Value value = s.marks(selected).values().get(d);
                b.setText(value == null ? null : ValueMark.symbol(value));
                // on a hole of North's in table mode its value faces North; the arrow still points the way
                boolean turned = facesNorth(selected);
                b.setRotate(turned ? 180 : 0);
                b.getGraphic().setRotate(spots.degrees(i) - (turned ? 180 : 0));
                b.resizeRelocate(spots.at[i].getX() - size / 2, spots.at[i].getY() - size / 2, size, size);
                ((FontIcon) b.getGraphic()).setIconSize((int) Math.max(14, size * (value == null ? 0.6 : 0.4)));
            }
        }
    }

    /**
     * Moves the arrow squares of {@code size}, both together so that they stay apart, by the shortest
     * shift that takes them off each of {@code texts} (the chosen hole's number, count and badge): the
     * learner reads which hole the move starts from, how many seeds it sows and what marks it. A
     * neighbour's may be covered in part: on a small board two finger-sized arrows are wider than a
     * hole, and pushed clear of every text they would land holes away from their own. The shift is one
     * that brings an arrow's edge to a text's edge, across, along or both; one that clears every text
     * always exists (both arrows beyond all of them).
     */
    private static void clearOf(Spots spots, List<Bounds> texts, double size) {
        double half = size / 2;
        List<Double> across = new ArrayList<>(List.of(0.0));
        List<Double> along = new ArrayList<>(List.of(0.0));
        for (Point2D at : spots.at) {
            if (at == null) {
                continue;
            }
            for (Bounds t : texts) {
                across.add(t.getMinX() - (at.getX() + half));
                across.add(t.getMaxX() - (at.getX() - half));
                along.add(t.getMinY() - (at.getY() + half));
                along.add(t.getMaxY() - (at.getY() - half));
            }
        }
        Point2D best = null;
        for (double dx : across) {
            for (double dy : along) {
                Point2D shift = new Point2D(dx, dy);
                if ((best == null || shift.magnitude() < best.magnitude()) && clear(spots, shift, texts, half)) {
                    best = shift;
                }
            }
        }
        for (int i = 0; i < spots.at.length; i++) {
            if (spots.at[i] != null) {
                spots.at[i] = spots.at[i].add(best);
            }
        }
    }

    /** Whether the arrow squares of half size {@code half}, moved by {@code shift}, cover none of {@code texts}. */
    private static boolean clear(Spots spots, Point2D shift, List<Bounds> texts, double half) {
        for (Point2D spot : spots.at) {
            if (spot == null) {
                continue;
            }
            Point2D at = spot.add(shift);
            for (Bounds t : texts) {
                // edge to edge is clear: the shift's sums may round a hair past it
                if (at.getX() + half > t.getMinX() + 1e-6 && at.getX() - half < t.getMaxX() - 1e-6
                        && at.getY() + half > t.getMinY() + 1e-6 && at.getY() - half < t.getMaxY() - 1e-6) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The marks of {@code hole}'s moves: each shown with its value, or hidden where it has none. */
    private void showValues(Hole hole, HoleMarks marks) {
        for (Direction d : Direction.values()) {
            ValueMark mark = valueMarks[hole.index() * 2 + d.ordinal()];
            Value value = marks.values().get(d);
            mark.setVisible(value != null);
            if (value != null) {
                mark.show(new Move(hole.number(), d), value, text("best.move", hole.name() + d.symbol(), words(value)));
            }
        }
    }

    /** Two marks per hole of the board shown (PLUS, MINUS), each hidden until it has a value. */
    private void makeValueMarks() {
        valueMarks = new ValueMark[geometry.size() * 2];
        for (int i = 0; i < valueMarks.length; i++) {
            ValueMark mark = new ValueMark();
            mark.setId("value-" + geometry.holeAt(i / 2).name() + Direction.values()[i % 2].symbol());
            mark.setOnAction(e -> {
                if (onValueChosen.get() != null && mark.move() != null) {
                    onValueChosen.get().accept(mark.move());
                }
            });
            valueMarks[i] = mark;
            values.getChildren().add(mark);
        }
    }

    /**
     * The moves' values, each on its hole with the arrow of its way: side by side in the lower half
     * (PLUS first), or one above the other where a small hole has no room for both, so that they
     * never reach a neighbour's and the middle of the hole stays free to tap. The chosen hole's
     * values are on its arrows instead.
     */
    private void layoutValues(Board s) {
        if (valueMarks.length == 0) {
            return;
        }
        for (HoleView v : views) {
            Hole hole = v.hole();
            boolean chosen = s != null && hole.equals(s.selected());
            // a hole of North's in table mode: its values turned, where North sees them as South sees its own
            boolean turned = facesNorth(hole);
            List<ValueMark> shown = new ArrayList<>();
            double widths = 0;
            for (Direction d : Direction.values()) {
                ValueMark mark = valueMarks[hole.index() * 2 + d.ordinal()];
                if (mark.move() != null && chosen) {
                    mark.setVisible(false);
                }
                if (mark.isVisible()) {
                    Point2D way = centre(geometry.next(hole, d)).subtract(centre(hole));
                    // a turned mark's arrow still points the way its first seed goes
                    mark.point(Math.toDegrees(Math.atan2(way.getY(), way.getX())) - (turned ? 180 : 0), fontSize);
                    shown.add(mark);
                    widths += mark.prefWidth(-1) + 4;
                }
            }
            double h = shown.isEmpty() ? 0 : shown.get(0).prefHeight(-1);
            boolean apart = widths <= cell * 0.92;
            double top = rowTop(hole.viewRow());
            double holeLeft = left + hole.column() * cell;
            // side by side under the cup's middle; stacked, they end at the hole's foot, left of its count
            double x = holeLeft + (apart ? (cell - widths) / 2 : cell * 0.42);
            double y = apart ? top + Math.min(cell * 0.6, cell - h - 1) : top + cell - shown.size() * (h + 1);
            for (ValueMark mark : shown) {
                double w = Math.min(cell * 0.9, mark.prefWidth(-1));
                double markX = apart ? x + 2 : Math.max(holeLeft, x - w / 2);
                mark.setRotate(turned ? 180 : 0);
                if (turned) {
                    // the same place, mirrored through the hole's middle
                    mark.resizeRelocate(2 * holeLeft + cell - markX - w, 2 * top + cell - y - h, w, h);
                } else {
                    mark.resizeRelocate(markX, y, w, h);
                }
                if (apart) {
                    x += w + 4;
                } else {
                    y += h + 1;
                }
            }
        }
    }

    /** Where the marks of a hole's directions sit: a centre and the way the first seed goes, per direction. */
    private record Spots(Point2D[] at, Point2D[] way) {
        double degrees(int i) {
            return Math.toDegrees(Math.atan2(way[i].getY(), way[i].getX()));
        }
    }

    /**
     * A mark per direction of {@code directions} on {@code hole}, {@code reach} from its centre the way
     * the serpent leaves it towards the hole its first seed falls into; marks of {@code size} that
     * would touch (both next holes the same way, at a corner of the serpent, or a hole too small for
     * two) are pushed apart.
     */
    private Spots spots(Hole hole, Set<Direction> directions, double reach, double size) {
        Point2D[] at = new Point2D[2];
        Point2D[] way = new Point2D[2];
        if (hole != null) {
            for (Direction d : directions) {
                int i = d.ordinal();
                Hole next = geometry.next(hole, d);
                Point2D from = centre(hole);
                // along the serpent: on the way back between the last hole and hole 1, its first leg
                int[] leg = Serpent.closingWay(geometry, hole, d).orElse(null);
                way[i] = leg != null ? new Point2D(leg[0], leg[1]) : centre(next).subtract(from).normalize();
                at[i] = from.add(way[i].multiply(reach));
            }
        }
        if (at[0] != null && at[1] != null) {
            Point2D apart = at[1].subtract(at[0]);
            double gap = size + 4;
            // the targets are squares to the touch: apart across or along, not merely on a diagonal
            double far = Math.max(Math.abs(apart.getX()), Math.abs(apart.getY()));
            if (far < gap) {
                // the same way (or nearly): side by side across it; otherwise along the line between them
                Point2D axis = far < 1 ? new Point2D(-way[0].getY(), way[0].getX()) : apart.multiply(1 / far);
                Point2D half = axis.multiply(gap / 2 / Math.max(Math.abs(axis.getX()), Math.abs(axis.getY())));
                Point2D mid = at[0].midpoint(at[1]);
                at[0] = mid.subtract(half);
                at[1] = mid.add(half);
            }
        }
        return new Spots(at, way);
    }

    private double rowTop(int viewRow) {
        return top + viewRow * cell + (viewRow >= geometry.rows() / 2 ? gap : 0);
    }

    private Point2D centre(Hole h) {
        return new Point2D(left + (h.column() + 0.5) * cell, rowTop(h.viewRow()) + cell * 0.47);
    }

    /**
     * Each serpent as a line through its holes in number order, back to hole 1, with an arrow on every
     * leg; built once per board, placed at every layout.
     */
    private void buildSerpents() {
        serpents.getChildren().clear();
        serpentPlace = null;
        for (Player p : Player.values()) {
            String side = p == Player.SOUTH ? "south" : "north";
            Polyline line = new Polyline();
            line.getStyleClass().addAll("serpent-line", side);
            serpents.getChildren().add(line);
            for (int i = 0; i < geometry.holesPerPlayer(); i++) {
                Polygon arrow = new Polygon();
                arrow.getStyleClass().addAll("serpent-arrow", side);
                serpents.getChildren().add(arrow);
            }
        }
    }

    /** What the serpents' lines and arrows depend on. */
    private record SerpentPlace(Geometry geometry, double cell, double gap, double left, double top, Direction direction) {
    }

    private void layoutSerpents() {
        serpents.setVisible(showSerpent.get());
        SerpentPlace place = new SerpentPlace(geometry, cell, gap, left, top, serpentDirection.get());
        if (place.equals(serpentPlace)) {
            return;
        }
        serpentPlace = place;
        boolean plus = serpentDirection.get() == Direction.PLUS;
        int n = geometry.holesPerPlayer();
        int child = 0;
        for (Player p : Player.values()) {
            List<Point2D> points = new ArrayList<>();
            for (int i = 1; i <= n; i++) {
                points.add(centre(geometry.hole(p, i)));
            }
            List<Point2D> closing = closingRoute(p);
            points.addAll(closing);
            points.add(centre(geometry.hole(p, 1)));
            Polyline line = (Polyline) serpents.getChildren().get(child++);
            List<Double> coordinates = new ArrayList<>();
            for (Point2D pt : points) {
                coordinates.add(pt.getX());
                coordinates.add(pt.getY());
            }
            line.getPoints().setAll(coordinates);
            // one arrow between each pair of holes; the way back to hole 1 gets its arrow on its longest leg
            for (int i = 0; i < n; i++) {
                int a = i < n - 1 ? i : n - 1 + closing.size() / 2;
                Point2D from = points.get(plus ? a : a + 1);
                Point2D to = points.get(plus ? a + 1 : a);
                placeArrow((Polygon) serpents.getChildren().get(child++), from, to);
            }
        }
    }

    /**
     * Where the line from the last hole back to hole 1 runs: out past the board's side and along the
     * player's outer edge, so it never crosses a hole.
     */
    private List<Point2D> closingRoute(Player p) {
        Point2D last = centre(geometry.hole(p, geometry.holesPerPlayer()));
        Point2D first = centre(geometry.hole(p, 1));
        if (Math.abs(last.getX() - first.getX()) < 1) {
            return List.of();
        }
        double sideX = Serpent.closesRight(geometry, p) ? left + cell * geometry.columns() + cell * 0.12
                : left - cell * 0.12;
        double edgeY = p == Player.SOUTH ? first.getY() + cell * 0.5 : first.getY() - cell * 0.5;
        return List.of(new Point2D(sideX, last.getY()), new Point2D(sideX, edgeY), new Point2D(first.getX(), edgeY));
    }

    private void placeArrow(Polygon arrow, Point2D from, Point2D to) {
        Point2D mid = from.midpoint(to);
        Point2D d = to.subtract(from).normalize();
        Point2D n = new Point2D(-d.getY(), d.getX());
        double len = cell * 0.12;
        Point2D tip = mid.add(d.multiply(len));
        Point2D b1 = mid.subtract(d.multiply(len)).add(n.multiply(len * 0.8));
        Point2D b2 = mid.subtract(d.multiply(len)).subtract(n.multiply(len * 0.8));
        arrow.getPoints().setAll(tip.getX(), tip.getY(), b1.getX(), b1.getY(), b2.getX(), b2.getY());
    }

    // ---------------------------------------------------------------- seeds on the move

    /** A seed (or a small heap) flies along the step just taken; the board already shows its result. */
    private void animate(Board s) {
        Event e = s.event();
        Point2D palm = hand.localToParent(hand.palmX(), hand.palmY());
        if (e instanceof Event.Sow sow) {
            fly(palm, centre(sow.hole()), 1);
        } else if (e instanceof Event.Pick pick) {
            fly(centre(pick.hole()), palm, pick.count());
        } else if (e instanceof Event.Capture c) {
            fly(centre(c.from()), centre(c.into()), c.count());
        }
    }

    private void fly(Point2D from, Point2D to, int seeds) {
        int shown = Math.min(seeds, 3);
        for (int i = 0; i < shown; i++) {
            Circle seed = idleSeeds.poll();
            if (seed == null) {
                seed = new Circle();
                seed.getStyleClass().addAll("pebble", "flying");
                flying.getChildren().add(seed);
            }
            seed.setCenterX(from.getX() + i * cell * 0.05);
            seed.setCenterY(from.getY());
            seed.setRadius(Math.max(3, cell * 0.08));
            seed.setTranslateX(0);
            seed.setTranslateY(0);
            seed.setVisible(true);
            TranslateTransition t = new TranslateTransition(stepDuration.get(), seed);
            t.setByX(to.getX() - from.getX());
            t.setByY(to.getY() - from.getY());
            t.setInterpolator(Interpolator.EASE_BOTH);
            Circle flown = seed;
            t.setOnFinished(done -> {
                rest(flown);
                running.remove(t);
            });
            running.add(t);
            t.play();
        }
    }
}
