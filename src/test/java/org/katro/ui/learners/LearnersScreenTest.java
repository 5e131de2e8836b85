package org.katro.ui.learners;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.SnapshotParameters;
import javafx.scene.control.Button;
import javafx.scene.control.TextInputControl;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.paint.Color;
import javafx.scene.paint.LinearGradient;
import javafx.scene.paint.Paint;
import javafx.scene.paint.Stop;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.Wcag;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * "Who is learning?" as a pupil reads it: every field's hint readable on its field (4.5:1 at least,
 * WCAG's for text), six pictures that do not look alike, and the learner learning now marked.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class LearnersScreenTest {
    @TempDir
    static Path data;
    private static Store store;
    private Scene scene;
    private Navigator navigator;

    @BeforeAll
    static void aClass() {
        store = Store.open(Store.Target.sqlite(data, "hall"), note -> { }, Runnable::run, () -> 0L);
        Learners learners = new Learners(store);
        for (int i = 0; i < LearnersViewModel.PICTURES.size(); i++) {
            learners.add(new Learners.Learner(List.of("Aina", "Hery", "Lova", "Mialy", "Soa", "Zo").get(i),
                    LearnersViewModel.PICTURES.get(i)));
        }
    }

    @AfterAll
    static void close() {
        store.close();
    }

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1024, 640);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    private LearnersViewModel open(FxRobot robot, String current) {
        LearnersViewModel vm = new LearnersViewModel(Language.ENGLISH, Runnable::run, Runnable::run, new Learners(store),
                name -> { }, pin -> true, data);
        robot.interact(() -> {
            vm.learning(current, (from, to) -> { }, name -> { });
            navigator.openLearners(vm);
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        });
        return vm;
    }

    /** Each empty field's hint, as drawn, against the field's own colour, in the normal and high-contrast looks. */
    @Test
    void theFieldsHintsAreReadable(FxRobot robot) {
        open(robot, "Soa");
        List<String> faint = new ArrayList<>();
        for (boolean high : List.of(false, true)) {
            robot.interact(() -> {
                navigator.highContrastProperty().set(high);
                scene.getRoot().applyCss();
                scene.getRoot().layout();
            });
            for (String id : List.of("#find", "#name", "#newName")) {
                robot.interact(() -> {
                    TextInputControl field = (TextInputControl) scene.lookup(id);
                    field.clear();
                    field.applyCss();
                    field.layout();
                    Text hint = field.lookupAll(".text").stream().filter(n -> n instanceof Text t && t.getText().equals(field.getPromptText()))
                            .map(Text.class::cast).findFirst().orElseThrow(() -> new AssertionError(id + " shows its hint"));
                    List<Color> on = inside(field.getBackground());
                    double ratio = on.stream().mapToDouble(c -> contrast((Color) hint.getFill(), c)).min().orElseThrow();
                    if (ratio < 4.5) {
                        faint.add((high ? "high contrast " : "") + id + " '" + field.getPromptText() + "' " + hint.getFill() + " on " + on
                                + ": " + Math.round(ratio * 100) / 100.0 + ":1");
                    }
                });
            }
        }
        assertEquals(List.of(), faint);
    }

    /** The six pictures drawn at 48 px: any two differ in at least 40% of the pixels either draws (a leaf and the seed icon, 36%). */
    @Test
    void theSixPicturesLookDifferent(FxRobot robot) throws Exception {
        List<boolean[]> drawn = new ArrayList<>();
        robot.interact(() -> {
            for (String picture : LearnersViewModel.PICTURES) {
                StackPane box = new StackPane(LearnerPictures.of(picture, 48));
                box.setStyle("-fx-background-color: white;");
                box.setPrefSize(56, 56);
                Scene alone = new Scene(box, 56, 56);
                alone.getRoot().applyCss();
                alone.getRoot().layout();
                WritableImage image = box.snapshot(new SnapshotParameters(), null);
                Path shot = Path.of(System.getProperty("katro.render", data.toString())).resolve("picture-" + picture + ".png");
                try {
                    Files.createDirectories(shot.getParent());
                    ImageIO.write(SwingFXUtils.fromFXImage(image, null), "png", shot.toFile());
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
                drawn.add(ink(image));
            }
        });
        List<String> alike = new ArrayList<>();
        for (int a = 0; a < drawn.size(); a++) {
            assertTrue(count(drawn.get(a)) > 150, LearnersViewModel.PICTURES.get(a) + " is drawn");
            for (int b = a + 1; b < drawn.size(); b++) {
                int differ = 0;
                int either = 0;
                for (int i = 0; i < drawn.get(a).length; i++) {
                    differ += drawn.get(a)[i] != drawn.get(b)[i] ? 1 : 0;
                    either += drawn.get(a)[i] || drawn.get(b)[i] ? 1 : 0;
                }
                if (differ < either * 0.4) {
                    alike.add(LearnersViewModel.PICTURES.get(a) + " and " + LearnersViewModel.PICTURES.get(b) + ": "
                            + differ + " of " + either + " pixels differ");
                }
            }
        }
        assertEquals(List.of(), alike);
    }

    /** The learner learning now is framed and said so (for a screen reader too); the others are not. */
    @Test
    void theLearnerLearningNowIsMarked(FxRobot robot) {
        open(robot, "Mialy");
        List<String> marked = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Button b = robot.lookup("#learner-" + i).queryAs(Button.class);
            boolean now = b.getStyleClass().contains("learner-current");
            assertEquals(now, b.getAccessibleText().endsWith(", learning now"), b.getAccessibleText());
            assertEquals(now, b.lookupAll(".learner-current-mark").stream().anyMatch(Node::isVisible), b.getText());
            if (now) {
                marked.add(b.getText());
            }
        }
        assertEquals(List.of("Mialy"), marked);
        Button mialy = (Button) robot.lookup(".learner-current").query();
        assertFalse(mialy.getBorder() == null || mialy.getBorder().getStrokes().isEmpty(), "framed");
    }

    /** The colours a field's text sits on: its innermost fill's (each of a gradient's). */
    private static List<Color> inside(Background background) {
        List<BackgroundFill> fills = background.getFills();
        Paint fill = fills.get(fills.size() - 1).getFill();
        return fill instanceof LinearGradient g ? g.getStops().stream().map(Stop::getColor).toList() : List.of((Color) fill);
    }

    /** WCAG 2's contrast ratio. */
    private static double contrast(Color a, Color b) {
        return Wcag.ratio(rgb(a), rgb(b));
    }

    private static int rgb(Color c) {
        return (int) Math.round(c.getRed() * 255) << 16 | (int) Math.round(c.getGreen() * 255) << 8 | (int) Math.round(c.getBlue() * 255);
    }

    private static boolean[] ink(WritableImage image) {
        PixelReader pixels = image.getPixelReader();
        int w = (int) image.getWidth();
        int h = (int) image.getHeight();
        boolean[] ink = new boolean[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                ink[y * w + x] = pixels.getColor(x, y).getBrightness() < 0.5;
            }
        }
        return ink;
    }

    private static int count(boolean[] ink) {
        int n = 0;
        for (boolean b : ink) {
            n += b ? 1 : 0;
        }
        return n;
    }
}
