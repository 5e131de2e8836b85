package org.katro.ui.home;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.practice.Kind;
import org.katro.practice.Review;
import org.katro.ui.shell.Screen;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.board.BoardView;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The home screen a passer-by meets: a board, one main button that opens katro in 90 seconds, and
 * the worked example first in the list of lessons.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class HomeScreenTest {
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        Scene scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        navigator.showHome();
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void aBoardAndOneMainButtonOpenTheVisitorTrack(FxRobot robot) {
        BoardView board = robot.lookup("#home-board").queryAs(BoardView.class);
        assertTrue(board.isVisible() && board.getWidth() > 100 && board.getHeight() > 100, "a board to look at");
        assertNotNull(board.stateProperty().get());
        assertEquals(12, board.lookupAll(".hole").size(), "the small board's twelve holes");

        List<Button> main = robot.lookup(".button").queryAllAs(Button.class).stream()
                .filter(b -> b.isDefaultButton() && b.isVisible()).toList();
        assertEquals(1, main.size(), "one main call to action");
        assertEquals("visitor", main.get(0).getId());
        assertEquals("Katro in 90 seconds", main.get(0).getText());

        VBox lessons = robot.lookup(".lesson-rows").queryAs(VBox.class);
        Node first = lessons.getChildren().get(0);
        assertNotNull(first.lookup("#open-worked-example"), "the worked example first among the lessons");
        assertTrue(robot.lookup("#open-visitor").tryQuery().isEmpty(), "the visitor track is the main button, not a row");
        String totals = robot.lookup("#totals").queryAs(javafx.scene.control.Label.class).getText();
        assertTrue(totals.endsWith("no predictions yet"), "nothing answered yet is not '0 of 1 prediction': " + totals);

        assertSame(main.get(0), main.get(0).getScene().getFocusOwner(),
                "the first focus is the main action's, not a switch's, whose ring would look like it is on");

        robot.clickOn("#visitor");
        assertEquals(Screen.Kind.LESSON, navigator.screenProperty().get().kind());
        assertEquals("visitor", navigator.lessonPlayer().lesson().id());
    }

    /** In a 1024 x 640 window (its inside 1008 x 592), in French: holes a finger wide, every row label 11 px at least. */
    @Test
    void theHomeBoardIsReadableAt1024By640(FxRobot robot) {
        List<String> problems = new java.util.ArrayList<>();
        robot.interact(() -> {
            Scene small = new Scene(new Region(), 1008, 592);
            Navigator home = new Navigator(small, Language.FRENCH, true, () -> navigator.library());
            home.showHome();
            small.getRoot().applyCss();
            small.getRoot().layout();
            BoardView board = (BoardView) small.getRoot().lookup("#home-board");
            for (Node hole : board.lookupAll(".hole")) {
                double side = hole.getLayoutBounds().getWidth();
                if (side < 48) {
                    problems.add(hole.getId() + " " + Math.round(side) + " px");
                }
            }
            for (Node n : board.lookupAll(".row-label")) {
                javafx.scene.control.Label l = (javafx.scene.control.Label) n;
                if (l.getFont().getSize() < 11) {
                    problems.add(l.getText().replace('\n', '/') + " at " + l.getFont().getSize() + " px");
                }
            }
        });
        assertEquals(List.of(), problems.stream().distinct().toList());
    }

    /** Issue 44: on a 1024 x 640 station the row of ways in under the board is whole, above the bottom edge, in English and French. */
    @Test
    void theStationsRowOfWaysInIsWholeAt1024By640(FxRobot robot) {
        List<String> problems = new java.util.ArrayList<>();
        robot.interact(() -> {
            for (Language language : List.of(Language.ENGLISH, Language.FRENCH)) {
                Scene small = new Scene(new Region(), 1024, 640);
                Navigator station = new Navigator(small, language, true, () -> navigator.library());
                station.kioskProperty().set(true);
                station.showHome();
                for (int pass = 0; pass < 2; pass++) {
                    small.getRoot().applyCss();
                    small.getRoot().layout();
                }
                for (Node n : small.getRoot().lookupAll(".more-buttons .button")) {
                    if (n.isVisible()) {
                        javafx.geometry.Bounds b = n.localToScene(n.getLayoutBounds());
                        if (b.getMaxY() > small.getHeight()) {
                            problems.add(language + " " + ((javafx.scene.control.Button) n).getText() + " ends at " + Math.round(b.getMaxY()));
                        }
                    }
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    /**
     * A lesson done offers "Again", one begun "Resume"; the totals count the lessons listed (the
     * visitor track is the main button, not a row), so that "1 of 13 lessons done" sits over 13 rows
     * even when the visitor track is done too.
     */
    @Test
    void aDoneLessonSaysAgainAndTheTotalsCountTheRows(FxRobot robot) {
        robot.interact(() -> {
            org.katro.lesson.LessonLibrary library = navigator.library();
            for (String id : List.of("worked-example", "visitor")) {
                org.katro.lesson.Lesson lesson = library.byId(id).orElseThrow();
                navigator.progress().shown(lesson, lesson.getSteps().size() - 1);
            }
            navigator.progress().shown(library.byId("rules-1-serpent").orElseThrow(), 1);
            navigator.showHome();
        });
        assertEquals("Again", robot.lookup("#open-worked-example").queryAs(Button.class).getText());
        assertEquals("Resume", robot.lookup("#open-rules-1-serpent").queryAs(Button.class).getText());
        int rows = robot.lookup(".lesson-rows").queryAs(VBox.class).getChildren().size();
        String totals = robot.lookup("#totals").queryAs(javafx.scene.control.Label.class).getText();
        assertTrue(totals.startsWith("1 of " + rows + " lessons done"), rows + " rows: " + totals);
    }

    @Test
    void missedQuestionsDueAgainAreCountedAndOpenPracticeWithThemFirst(FxRobot robot) {
        Button review = robot.lookup("#review").queryButton();
        assertTrue(!review.isVisible() && !review.isManaged(), "nothing to review, no line");
        robot.interact(() -> navigator.state().due().set(List.of(new Review.Practice(Kind.CAPTURE))));
        assertTrue(review.isVisible());
        assertEquals("1 question to review", review.getText());
        // a lesson's question missed counts as a kind does
        robot.interact(() -> navigator.state().due().set(List.of(new Review.Practice(Kind.COUNT),
                new Review.Question("rules-5-capture", 4), new Review.Practice(Kind.LANDING))));
        assertEquals("3 questions to review", review.getText());
        robot.clickOn(review);
        assertEquals(Screen.Kind.PRACTICE, navigator.screenProperty().get().kind());
        assertEquals(Kind.COUNT, navigator.practiceModel().questionProperty().get().kind());
        robot.interact(() -> navigator.practiceModel().next());
        assertNotNull(navigator.practiceModel().lessonQuestionProperty().get(), "then the lesson's question, from the library");
    }
}
