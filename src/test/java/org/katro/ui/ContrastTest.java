package org.katro.ui;

import javafx.geometry.Bounds;
import javafx.geometry.Rectangle2D;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Control;
import javafx.scene.control.Labeled;
import javafx.scene.control.TitledPane;
import javafx.scene.control.ToggleButton;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Region;
import javafx.scene.robot.Robot;
import javafx.scene.text.Text;
import javafx.scene.text.TextFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.Wcag;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.practice.Kind;
import org.katro.text.Language;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.practice.PracticeViewModelTest;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Every text on every screen meets WCAG AA contrast (4.5:1) against what is drawn behind it, measured
 * on rendered pixels: each text is drawn once as it is and once with its glyphs made transparent, and
 * the strongest contrast between the two at any pixel the glyphs change (the glyphs' full colour over
 * the background there) must reach 4.5. Controls are measured in every state a user meets: normal,
 * hovered (the mouse over them), pressed, keyboard-focused, disabled and selected; in the default
 * theme, high contrast and the touch sheet.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ContrastTest {
    private static final double AA = 4.5;
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
    }

    @Test
    void everyTextOnEveryScreenInEveryStateAndThemeMeetsAA(FxRobot robot) throws Exception {
        List<String> weak = new ArrayList<>();
        int[] measured = {0};
        for (String theme : List.of("default", "high contrast", "touch")) {
            for (Map.Entry<String, Consumer<Navigator>> screen : screens().entrySet()) {
                Scene scene = new Scene(new Region(), 1280, 800);
                // on the screen's thread, where it watches the scene's pulses
                Navigator navigator = onFx(() -> new Navigator(scene, Language.ENGLISH, true, () -> LESSONS));
                robot.interact(() -> {
                    navigator.highContrastProperty().set(theme.equals("high contrast"));
                    navigator.kioskProperty().set(theme.equals("touch"));
                    screen.getValue().accept(navigator);
                    stage.setScene(scene);
                    stage.show();
                });
                WaitForAsyncUtils.waitForFxEvents();
                robot.interact(() -> TextFitTest.layout(scene.getRoot()));
                Robot mouse = onFx(Robot::new);
                List<Node> arrows = onFx(() -> boardArrows(scene));
                for (Node text : onFx(() -> texts(scene.getRoot()))) {
                    if (onFx(() -> underArrow(arrows, text))) {
                        continue;
                    }
                    for (Map.Entry<String, Double> m : measure(scene, mouse, text).entrySet()) {
                        if (Double.isNaN(m.getValue())) {
                            continue;
                        }
                        measured[0]++;
                        if (m.getValue() < AA) {
                            weak.add(String.format("%s, %s, %s '%s' %s: %.2f:1", theme, screen.getKey(), name(text),
                                    glyphs(text).getText().strip(), m.getKey(), m.getValue()));
                        }
                    }
                }
            }
        }
        assertTrue(measured[0] > 500, measured[0] + " texts and states measured");
        assertEquals(List.of(), weak);
    }

    /** Every screen, each where it shows the most: buttons of every kind, answers, verdicts, hints. */
    private static Map<String, Consumer<Navigator>> screens() {
        Map<String, Consumer<Navigator>> out = new LinkedHashMap<>();
        out.put("home", Navigator::showHome);
        out.put("set-up", Navigator::showSetup);
        out.put("explorer", n -> {
            n.openGame(Navigator.workedExample());
            n.game().seek(RenderScreens.outerRowCapture());
        });
        out.put("play", n -> {
            PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 20);
            play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(6) + "\nmoves 1+ 18-\n");
            n.openPlay(play);
            play.game().last();
            play.hint();
        });
        out.put("compare", n -> {
            n.showCompare();
            CompareViewModel vm = n.compareModel();
            vm.choose(CompareViewModel.Preset.START_ROW);
        });
        out.put("lesson asking", n -> {
            n.openLesson(n.library().byId("rules-4-relay").orElseThrow());
            n.lessonPlayer().next();
        });
        out.put("lesson answered", n -> {
            n.openLesson(n.library().byId("worked-example").orElseThrow());
            LessonPlayerModel lesson = n.lessonPlayer();
            while (!lesson.askingProperty().get() && lesson.canNextProperty().get()) {
                lesson.next();
            }
            lesson.showAnswer();
        });
        out.put("practice answered", n -> {
            PracticeViewModel practice = PracticeViewModelTest.asking(Language.ENGLISH, Kind.COUNT);
            practice.answerCount(0);
            n.openPractice(practice);
        });
        return out;
    }

    /**
     * The texts on view: every labeled node showing a text, and every text of a flow of them (the home
     * screen's lesson rows), whose glyphs lie on the screen.
     */
    private static List<Node> texts(Parent root) {
        List<Node> out = new ArrayList<>();
        collect(root, out);
        return out;
    }

    private static void collect(Node node, List<Node> out) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof TitledPane pane && !pane.isExpanded()) {
            // its title is measured; its content is not on view
            out.add(pane);
            return;
        }
        if ((node instanceof Labeled || node.getParent() instanceof TextFlow) && glyphs(node) != null) {
            out.add(node);
        }
        if (node instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }

    /** The arrows on a board's chosen hole, where shown (the key's are drawn beside its words). */
    private static List<Node> boardArrows(Scene scene) {
        return scene.getRoot().lookupAll(".sow-arrow").stream()
                .filter(a -> List.of("arrow-plus", "arrow-minus").contains(a.getId()) && shown(a)).toList();
    }

    /**
     * Whether one of the chosen hole's {@code arrows} lies over {@code text}: they may cover part of a
     * neighbour's number or count, by design (ArrowsClearOfHoleTextsTest keeps the chosen hole's own
     * in view), and which hole the hint chooses changes with the machine's speed; what shows of such a
     * text is not what a reader reads. The button itself counts, not the ring a hint draws round it,
     * which covers little; the chosen hole's own texts meet its edge.
     */
    private static boolean underArrow(List<Node> arrows, Node text) {
        Text glyphs = glyphs(text);
        if (glyphs == null) {
            return false;
        }
        Bounds words = glyphs.localToScene(glyphs.getBoundsInLocal());
        return arrows.stream().anyMatch(arrow -> !inside(text, arrow)
                && Overlap.covers(arrow.localToScene(arrow.getLayoutBounds()), words));
    }

    private static boolean shown(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return true;
    }

    private static boolean inside(Node node, Node parent) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == parent) {
                return true;
            }
        }
        return false;
    }

    /** The control a user acts on that shows {@code text}: a button, a chooser's cell, a pane's title. */
    private static Control owner(Node text) {
        for (Node n = text; n != null; n = n.getParent()) {
            if (n instanceof ButtonBase || n instanceof ComboBoxBase || n instanceof TitledPane) {
                return (Control) n;
            }
        }
        return null;
    }

    /**
     * {@code text}'s contrast in each state its control can be in (a plain label has one), the control
     * put back as it was after each; NaN where the text is not drawn.
     */
    private static Map<String, Double> measure(Scene scene, Robot mouse, Node text) throws Exception {
        Control owner = owner(text);
        Map<String, Double> out = new LinkedHashMap<>(onFx(() -> {
            Map<String, Double> at = new LinkedHashMap<>();
            at.put("normal", contrast(scene, text));
            if (owner == null) {
                return at;
            }
            Node disabled = owner.disableProperty().isBound() ? owner.getParent() : owner;
            boolean wasDisabled = disabled.isDisable();
            disabled.setDisable(true);
            at.put("disabled", contrast(scene, text));
            disabled.setDisable(wasDisabled);
            // choosing high contrast changes the theme: its chosen look is measured in that theme
            if (owner instanceof ToggleButton t && !"highContrast".equals(t.getId())) {
                t.setSelected(!t.isSelected());
                at.put(t.isSelected() ? "selected" : "not selected", contrast(scene, text));
                t.setSelected(!t.isSelected());
            }
            owner.requestFocus();
            at.put("focused", owner.isFocused() ? contrast(scene, text) : Double.NaN);
            scene.getRoot().requestFocus();
            return at;
        }));
        if (owner == null) {
            return out;
        }
        // the mouse over the control, then pressing it (armed, as a press shows it), then back to rest
        onFx(() -> {
            Bounds b = owner.localToScreen(owner.getBoundsInLocal());
            mouse.mouseMove(b.getCenterX(), b.getCenterY());
            return null;
        });
        out.putAll(onFx(() -> {
            Map<String, Double> at = new LinkedHashMap<>();
            if (owner.isHover()) {
                at.put("hover", contrast(scene, text));
                arm(owner, true);
                at.put("pressed", contrast(scene, text));
                arm(owner, false);
            }
            // the mouse rests on the top bar's padding, over no control
            mouse.mouseMove(scene.getWindow().getX() + scene.getX() + 2, scene.getWindow().getY() + scene.getY() + 2);
            return at;
        }));
        return out;
    }

    private static <T> T onFx(Callable<T> task) throws Exception {
        return WaitForAsyncUtils.waitFor(30, TimeUnit.SECONDS, WaitForAsyncUtils.asyncFx(task));
    }

    private static void arm(Control owner, boolean on) {
        if (owner instanceof ButtonBase b) {
            if (on) {
                b.arm();
            } else {
                b.disarm();
            }
        } else if (owner instanceof ComboBoxBase<?> c) {
            if (on) {
                c.arm();
            } else {
                c.disarm();
            }
        }
    }

    /** Scrolls every scrolling page that holds {@code glyphs} to show them in its middle, as a reader would. */
    private static void scrollIntoView(Scene scene, Text glyphs) {
        for (Node up = glyphs.getParent(); up != null; up = up.getParent()) {
            if (up instanceof javafx.scene.control.ScrollPane page && page.getContent() != null) {
                Bounds at = page.getContent().sceneToLocal(glyphs.localToScene(glyphs.getBoundsInLocal()));
                Bounds content = page.getContent().getLayoutBounds();
                Bounds view = page.getViewportBounds();
                if (content.getHeight() > view.getHeight()) {
                    double share = (at.getCenterY() - view.getHeight() / 2) / (content.getHeight() - view.getHeight());
                    page.setVvalue(page.getVmin() + Math.max(0, Math.min(1, share)) * (page.getVmax() - page.getVmin()));
                }
                if (content.getWidth() > view.getWidth()) {
                    double share = (at.getCenterX() - view.getWidth() / 2) / (content.getWidth() - view.getWidth());
                    page.setHvalue(page.getHmin() + Math.max(0, Math.min(1, share)) * (page.getHmax() - page.getHmin()));
                }
                scene.getRoot().layout();
            }
        }
    }

    /** The strongest contrast between {@code text}'s glyphs and what lies behind them, as drawn. */
    private static double contrast(Scene scene, Node labeled) {
        scene.getRoot().applyCss();
        scene.getRoot().layout();
        Text glyphs = glyphs(labeled);
        if (glyphs == null || !glyphs.isVisible()) {
            return Double.NaN;
        }
        scrollIntoView(scene, glyphs);
        Bounds b = glyphs.localToScene(glyphs.getBoundsInLocal());
        double x0 = Math.max(0, Math.floor(b.getMinX()));
        double y0 = Math.max(0, Math.floor(b.getMinY()));
        double x1 = Math.min(scene.getWidth(), Math.ceil(b.getMaxX()));
        double y1 = Math.min(scene.getHeight(), Math.ceil(b.getMaxY()));
        // a text taller than its page's view, or at its very end, is measured on its part in view
        for (Node up = labeled.getParent(); up != null; up = up.getParent()) {
            if (up instanceof javafx.scene.control.ScrollPane page && page.lookup(".viewport") instanceof Region port) {
                Bounds view = port.localToScene(port.getLayoutBounds());
                x0 = Math.max(x0, Math.ceil(view.getMinX()));
                y0 = Math.max(y0, Math.ceil(view.getMinY()));
                x1 = Math.min(x1, Math.floor(view.getMaxX()));
                y1 = Math.min(y1, Math.floor(view.getMaxY()));
            }
        }
        if (x1 - x0 < 2 || y1 - y0 < 2) {
            return Double.NaN;
        }
        SnapshotParameters params = new SnapshotParameters();
        params.setViewport(new Rectangle2D(x0, y0, x1 - x0, y1 - y0));
        Parent root = scene.getRoot();
        WritableImage with = root.snapshot(params, null);
        double opacity = glyphs.getOpacity();
        glyphs.setOpacity(0);
        WritableImage without = root.snapshot(params, null);
        glyphs.setOpacity(opacity);
        PixelReader a = with.getPixelReader();
        PixelReader c = without.getPixelReader();
        double best = Double.NaN;
        for (int y = 0; y < (int) with.getHeight(); y++) {
            for (int x = 0; x < (int) with.getWidth(); x++) {
                int fg = a.getArgb(x, y);
                int bg = c.getArgb(x, y);
                if (fg != bg) {
                    double r = Wcag.ratio(fg, bg);
                    best = Double.isNaN(best) ? r : Math.max(best, r);
                }
            }
        }
        return best;
    }

    /**
     * The text node that draws {@code shown}'s words: a labeled node's skin's (not an icon in its
     * graphic), or a text of a flow itself; null where it draws none.
     */
    private static Text glyphs(Node shown) {
        if (shown instanceof Text t) {
            return t.getText() == null || t.getText().isBlank() ? null : t;
        }
        if (!(shown instanceof Labeled l) || l.getText() == null || l.getText().isBlank()) {
            return null;
        }
        for (Node child : l.getChildrenUnmodifiable()) {
            if (child instanceof Text t && t.getStyleClass().contains("text") && !t.getText().isEmpty()) {
                return t;
            }
        }
        return null;
    }

    private static String name(Node l) {
        Node n = owner(l) != null ? owner(l) : l;
        return n.getId() != null ? "#" + n.getId() : n.getStyleClass().toString();
    }
}
