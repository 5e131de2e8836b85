package org.katro.ui.board;

import javafx.animation.PauseTransition;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Point2D;
import javafx.scene.AccessibleRole;
import javafx.scene.Group;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.util.Duration;
import org.katro.board.Board;
import org.katro.board.BoardLayout;
import org.katro.board.HoleMarks;
import org.katro.engine.Direction;
import org.katro.engine.Event;
import org.katro.engine.Geometry;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.shell.Tips;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Arrays;
import java.util.List;
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
    private final ValueMarks values = new ValueMarks();
    private final ObjectProperty<Consumer<Direction>> onDirectionChosen =
            new SimpleObjectProperty<>(this, "onDirectionChosen");
    private final SowArrows arrows = new SowArrows(d -> {
        if (onDirectionChosen.get() != null) {
            onDirectionChosen.get().accept(d);
        }
    });
    /** opens the key to the board's marks, in a strip of its own above the board */
    private final Button legendButton = new Button(null, new FontIcon("mdi2h-help-circle-outline"));
    private boolean keyRoom = true;
    /** the key, over the board while open; built when first opened */
    private Legend legend;

    private final Region frame = new Region();
    private final Region groove = new Region();
    private final Region[] frontRows = {new Region(), new Region()};
    private final SerpentLines serpents = new SerpentLines();
    private final Group holes = new Group();
    private final HandView hand = new HandView();
    private final FlyingSeeds flying = new FlyingSeeds();

    private Geometry geometry;
    private HoleView[] views = new HoleView[0];
    private Label[] rowLabels = new Label[0];
    /** where the holes, serpents and hand go at the size last laid out */
    private BoardLayout layout;
    private double fontSize;
    /** The row labels' font size, relative to the board's when it fits */
    private static final double ROW_LABEL_EM = 1.05;
    private static final double MIN_ROW_LABEL_FONT = 8;
    private static final String FITTED_ROOM = "katro.fittedRoom";
    /** A row label's words in full, and in short where three lines cannot fit its row (a front row's, its flag beside the player) */
    private static final String FULL_LABEL = "katro.fullLabel";
    private static final String SHORT_LABEL = "katro.shortLabel";
    /** The board's text as a share of a hole's side, and its largest size: a desk's, or a projector's back row's */
    private double textShare = 0.16;
    private double textCap = 22;

    public BoardView() {
        frame.getStyleClass().add("board-frame");
        groove.getStyleClass().add("board-groove");
        frontRows[0].getStyleClass().addAll("front-row", "south");
        frontRows[1].getStyleClass().addAll("front-row", "north");
        // groups, unlike panes, leave the holes at the size this board gives them
        holes.setAutoSizeChildren(false);
        for (Region r : frontRows) {
            r.setMouseTransparent(true);
            r.setManaged(false);
        }
        getChildren().addAll(frame, groove, frontRows[0], frontRows[1], serpents, holes, values, hand, flying);
        // a screen reader meets the board as a group of holes, each named by side, number, row and seeds
        setAccessibleRole(AccessibleRole.PARENT);
        getChildren().addAll(arrows.buttons());
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
            values.forget();
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

    /** Called with the direction whose arrow was clicked. */
    public ObjectProperty<Consumer<Direction>> onDirectionChosenProperty() {
        return onDirectionChosen;
    }

    public void stopAnimations() {
        flying.stop();
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
        arrows.name(texts);
    }

    private void show(Board s) {
        if (s == null || texts == null) {
            return;
        }
        if (!s.geometry().equals(geometry)) {
            build(s.geometry());
        }
        if (!values.made() && Arrays.stream(views).anyMatch(v -> !s.marks(v.hole()).values().isEmpty())) {
            values.make(geometry);
        }
        for (HoleView v : views) {
            v.turn(facesNorth(v.hole()));
            HoleMarks marks = s.marks(v.hole());
            if (v.setMarks(marks)) {
                v.setSeeds(marks.seeds(), describe(v.hole(), marks));
            }
            if (values.made()) {
                values.show(v.hole(), marks, s.best(), texts);
            }
        }
        boolean capturing = s.captureFrom() != null;
        for (int r = 0; r < rowLabels.length; r++) {
            Hole first = geometry.holeAt(r * geometry.columns());
            boolean front = s.marks(first).frontRow();
            rowLabels[r].pseudoClassStateChanged(FRONT, front);
            String full = text(front ? "row.labelFront" : "row.label", texts.player(first.owner()), texts.row(first.row()));
            if (!full.equals(rowLabels[r].getProperties().put(FULL_LABEL, full))) {
                // the layout shows it, or its short form where the row has no room for it (fitRowLabel)
                rowLabels[r].getProperties().put(SHORT_LABEL, front
                        ? text("row.labelFrontShort", texts.player(first.owner()), texts.row(first.row())) : full);
                rowLabels[r].setText(full);
                rowLabels[r].setAccessibleText(full.replace('\n', ' '));
            }
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
        values.clear();
        getChildren().removeAll(rowLabels);
        rowLabels = new Label[g.rows()];
        for (int r = 0; r < g.rows(); r++) {
            rowLabels[r] = new Label();
            rowLabels[r].getStyleClass().add("row-label");
            rowLabels[r].setWrapText(true);
            rowLabels[r].setId("row-label-" + r);
        }
        getChildren().addAll(1, List.of(rowLabels));
        serpents.build(g);
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

    /**
     * Whether the board is read from the back of a class (a projector): its numbers, counts and
     * row labels take a larger share of each hole, up to 48 px, for 36 px or more at 1920 x 1080.
     */
    public void readFromAfar(boolean far) {
        textShare = far ? 0.27 : 0.16;
        textCap = far ? 48 : 22;
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
        int cols = geometry.columns();
        BoardLayout sized = new BoardLayout(geometry, cell(geometry, w, h), 0, 0);
        double cell = sized.cell();
        double rim = sized.rim();
        double boardWidth = sized.boardWidth();
        double boardHeight = sized.boardHeight();
        double spare = w - boardWidth - 2 * rim;
        double labelWidth = Math.max(110, Math.min(300, spare * 0.55));
        double handWidth = Math.max(80, Math.min(170 * textCap / 22, spare - labelWidth - 2 * rim));
        double handGap = sized.handGap();
        double left = Math.max(labelWidth + rim, (w - (labelWidth + boardWidth + 2 * rim + handGap + handWidth)) / 2
                + labelWidth + rim);
        layout = new BoardLayout(geometry, cell, left, strip + (h - boardHeight) / 2);
        // never below the size at which the hole numbers (0.95em) stay readable, however small the board
        double size = Math.round(Math.max(MIN_FONT, Math.min(cell * textShare, textCap)));
        if (size != fontSize) {
            fontSize = size;
            setStyle("-fx-font-size: " + size + "px;");
            // the key reads as the screen's text does, however small the board's own numbers are
            legendButton.setStyle("-fx-font-size: " + Math.max(12, Math.min(size, 18)) + "px;");
            styleLegend();
        }
        place(frame, layout.frame());
        place(groove, layout.groove());
        for (HoleView v : views) {
            place(v, layout.hole(v.hole()));
        }
        for (int r = 0; r < rowLabels.length; r++) {
            Label l = rowLabels[r];
            double lw = labelWidth - 8;
            fitRowLabel(l, lw, cell);
            double lh = Math.min(cell, l.prefHeight(lw));
            l.resizeRelocate(left - rim - 8 - lw, layout.rowTop(r) + (cell - lh) / 2, lw, lh);
        }
        Board s = state.get();
        for (Player p : Player.values()) {
            int depth = s == null ? -1 : s.frontRow(p);
            if (depth >= 0) {
                place(frontRows[p.ordinal()], layout.frontRow(geometry.indexOf(p, depth, 0) / cols));
            }
        }
        double handHeight = Math.min(h / 2, Math.max(cell * 1.8, 130));
        double handX = layout.handLeft();
        double handY = layout.handTop(s == null ? Player.SOUTH : s.mover(), handHeight, strip, strip + h);
        hand.resizeRelocate(handX, handY, Math.min(handWidth, w - handX), handHeight);
        serpents.setVisible(showSerpent.get());
        serpents.place(layout, serpentDirection.get());
        Hole selected = s == null ? null : s.selected();
        arrows.place(layout, s, hinted.get(), selected == null ? List.of() : views[selected.index()].textsInBoard(),
                selected != null && facesNorth(selected), getWidth(), getHeight());
        values.place(layout, s, this::facesNorth, hole -> views[hole.index()].countWidth(),
                hole -> views[hole.index()].countHeight(), fontSize);
        double legendWidth = legendButton.prefWidth(-1);
        legendButton.resizeRelocate(Math.max(0, left - rim), Math.max(0, layout.top() - rim - legendHeight - 2), legendWidth,
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
     * the label, which costs the first frame several milliseconds). A front row's three lines that do
     * not fit even at the least size give way to its short form, the flag beside the player (the key
     * says what the flag means), rather than a smaller or a cut text.
     */
    private void fitRowLabel(Label l, double width, double height) {
        String full = (String) l.getProperties().getOrDefault(FULL_LABEL, l.getText());
        Room room = new Room(full, width, height, fontSize);
        if (room.equals(l.getProperties().put(FITTED_ROOM, room))) {
            return;
        }
        l.setText(full);
        // never under the least size, even where the board's own numbers are smaller
        double largest = Math.max(fontSize * ROW_LABEL_EM, MIN_ROW_LABEL_FONT);
        if (fits(l, largest, width, height)) {
            return;
        }
        if (!fits(l, MIN_ROW_LABEL_FONT, width, height)) {
            l.setText((String) l.getProperties().getOrDefault(SHORT_LABEL, full));
            if (fits(l, largest, width, height)) {
                return;
            }
        }
        // whole pixels below the largest size, the last one the least size itself (never under it): it
        // fails at 0, and the last is taken as holding
        int fails = 0;
        int holds = (int) Math.ceil(largest - MIN_ROW_LABEL_FONT);
        while (holds - fails > 1) {
            int mid = (fails + holds) / 2;
            if (fits(l, Math.max(MIN_ROW_LABEL_FONT, largest - mid), width, height)) {
                holds = mid;
            } else {
                fails = mid;
            }
        }
        fits(l, Math.max(MIN_ROW_LABEL_FONT, largest - holds), width, height);
    }

    /** Whether {@code l}, styled and measured at {@code size} px now, so that this layout places it at that size, fits the room. */
    private static boolean fits(Label l, double size, double width, double height) {
        l.setStyle("-fx-font-size: " + size + "px;");
        l.applyCss();
        return l.prefHeight(width) <= height;
    }

    private static void place(Region r, BoardLayout.Box at) {
        r.resizeRelocate(at.x(), at.y(), at.width(), at.height());
    }

    private Point2D centre(Hole h) {
        BoardLayout.Point at = layout.centre(h);
        return new Point2D(at.x(), at.y());
    }

    // ---------------------------------------------------------------- seeds on the move

    /** A seed (or a small heap) flies along the step just taken; the board already shows its result. */
    private void animate(Board s) {
        if (layout == null) {
            return;
        }
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
        flying.fly(from, to, seeds, layout.cell(), stepDuration.get());
    }
}
