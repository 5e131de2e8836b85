package org.katro.ui.learners;

import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.store.Learners;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The teacher page's answers, from a memory with known first answers: for the worked example, each
 * pupil's first answer to each question (right or wrong, and the hole or word), the questions most
 * got wrong with the usual wrong answer, each lesson's steps as "step 5 of 28" by its title, and a
 * chart as tall as its lessons (none for a learner who has started none).
 * {@code -Dkatro.render=answers} also writes docs/answers.png.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class AnswersTableTest {
    @TempDir
    Path dir;
    private Navigator navigator;
    private Store store;
    private Scene scene;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        store = Store.open(Store.Target.sqlite(dir, "hall"), note -> { }, Runnable::run, () -> 0L);
        Learners learners = new Learners(store);
        for (String name : List.of("Hery", "Lova", "Mialy", "Rado", "Soa")) {
            learners.add(new Learners.Learner(name, "zebu"));
        }
        // the worked example asks at step 3 where the lap ends (S3) and at step 4 whether it captures (yes)
        learners.shown("Hery", "worked-example", 4, 4, false, true);
        learners.answered("Hery", "worked-example", 2, false, "S2");
        learners.answered("Hery", "worked-example", 3, true, "yes");
        learners.shown("Soa", "worked-example", 3, 3, false, true);
        learners.answered("Soa", "worked-example", 2, false, "S2");
        learners.answered("Soa", "worked-example", 3, false, "no");
        learners.answered("Mialy", "worked-example", 2, true, "S3");
        learners.answered("Rado", "worked-example", 2, false, "S4");
        // the class, on a projector, by a show of hands: its own line, in no learner's
        learners.classAnswered("worked-example", 2, true, "S3");
        LearnersViewModel vm = new LearnersViewModel(Language.ENGLISH, Runnable::run, Runnable::run, learners, name -> { },
                pin -> "2468".equals(pin), dir);
        vm.lessons(navigator.library());
        navigator.openLearners(vm);
        vm.unlock("2468");
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(store::close);
    }

    private static String cell(FxRobot robot, int learner, int question) {
        return robot.lookup("#answer-" + learner + "-" + question).queryAs(Label.class).getText();
    }

    @Test
    void theTableShowsEachFirstAnswerAndTheQuestionsMostGotWrong(FxRobot robot) throws Exception {
        ScrollPane table = robot.lookup(".answers-scroll").queryAs(ScrollPane.class);
        assertFalse(table.isVisible(), "no table before a lesson is chosen");
        @SuppressWarnings("unchecked")
        ComboBox<String> lesson = robot.lookup("#answersLesson").queryAs(ComboBox.class);
        assertTrue(lesson.getItems().contains("worked-example"));
        robot.interact(() -> lesson.setValue("worked-example"));
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(table.isVisible());
        assertEquals("The worked example: one whole game on the small board", lesson.getButtonCell().getText(),
                "the lesson by its title");

        // learners by name: Hery, Lova, Mialy, Rado, Soa; the first two questions are steps 3 and 4
        assertEquals(List.of("Step 3", "Step 4"), List.of(head(robot, 1), head(robot, 2)));
        assertEquals(List.of("\u2717 S2", "\u2713 Yes"), List.of(cell(robot, 0, 0), cell(robot, 0, 1)));
        assertEquals(List.of("\u2013", "\u2013"), List.of(cell(robot, 1, 0), cell(robot, 1, 1)), "Lova has answered nothing");
        assertEquals("\u2713 S3", cell(robot, 2, 0));
        assertEquals("\u2717 S4", cell(robot, 3, 0));
        assertEquals(List.of("\u2717 S2", "\u2717 No"), List.of(cell(robot, 4, 0), cell(robot, 4, 1)));
        assertTrue(robot.lookup("#answer-4-1").query().getStyleClass().contains("answer-wrong"));
        assertEquals(List.of("\u2713 S3", "\u2013"), List.of(robot.lookup("#answer-class-0").queryAs(Label.class).getText(),
                robot.lookup("#answer-class-1").queryAs(Label.class).getText()), "the class's own line, recorded on the projector");

        VBox hardest = robot.lookup("#mostWrong").queryAs(VBox.class);
        assertEquals(List.of("Step 3: 3 of 4 wrong at the first try; most said S2; it lands on S3.",
                "Step 4: 1 of 2 wrong at the first try; most said No; the answer is Yes."),
                hardest.getChildren().stream().map(n -> ((Label) n).getText()).toList());

        // the rows above: steps "of" the lesson's length, by title; a chart only for lessons started, as tall as they are
        VBox rows = robot.lookup("#rows").queryAs(VBox.class);
        VBox hery = (VBox) rows.getChildren().get(0);
        GridPane chart = (GridPane) hery.getChildren().get(1);
        assertEquals("The worked example: one whole game on the small board", ((Label) chart.lookup("#chart-title-1")).getText());
        assertEquals("5 of 28", ((Label) chart.lookup("#chart-count-1")).getText());
        assertEquals("The worked example: one whole game on the small board (step 5 of 28)",
                chart.lookup("#chart-bar-1").getParent().getAccessibleText());
        Region seen = (Region) chart.lookup("#chart-bar-1");
        assertEquals(5.0 / 28, seen.getWidth() / ((Region) seen.getParent()).getWidth(), 0.01, "scaled to the lesson's 28 steps");
        VBox lova = (VBox) rows.getChildren().get(1);
        assertEquals(2, lova.getChildren().size());
        assertEquals("No lesson started yet.", ((Label) lova.getChildren().get(1)).getText(), "no empty chart for a new learner");

        robot.interact(() -> navigator.languageProperty().set(Language.FRENCH));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("\u2713 Oui", cell(robot, 0, 1), "the words in the language chosen");
        assertEquals("Étape 3 : 3 sur 4 faux au premier essai ; la plupart ont dit S2 ; la dernière graine tombe dans S3.",
                ((Label) robot.lookup("#mostWrong").queryAs(VBox.class).getChildren().get(0)).getText());
        if ("answers".equals(System.getProperty("katro.render"))) {
            robot.interact(() -> {
                navigator.languageProperty().set(Language.ENGLISH);
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                ScrollPane page = robot.lookup(".learners-scroll").queryAs(ScrollPane.class);
                page.setVvalue(1);
            });
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                try {
                    Files.createDirectories(Path.of("docs"));
                    ImageIO.write(SwingFXUtils.fromFXImage(scene.snapshot(null), null), "png", Path.of("docs", "answers.png").toFile());
                } catch (java.io.IOException e) {
                    throw new java.io.UncheckedIOException(e);
                }
            });
        }
    }

    private static String head(FxRobot robot, int column) {
        return robot.lookup("#question-" + (column - 1)).queryAs(Label.class).getText();
    }
}
