package org.katro.app;

import javafx.scene.chart.BarChart;
import javafx.scene.control.Label;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.practice.PracticeQuestion;
import org.katro.store.Learners;
import org.katro.store.Report;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.practice.PracticeViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The app closed and started again with the same data folder (as a learner's computer does): the
 * lesson left half-way opens where it was, with its progress and the learner's preferences.
 */
@ExtendWith(ApplicationExtension.class)
class MemoryTest {
    @TempDir
    Path dir;
    private final Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
    private Stage stage;

    @AfterEach
    void restoreHandler(FxRobot robot) {
        robot.interact(() -> {
            if (stage != null) {
                stage.hide();
            }
        });
        Thread.setDefaultUncaughtExceptionHandler(handler);
    }

    /** Starts the app as {@code katro --data=DIR [--open=...]} would, reduced motion so each step shows at once. */
    private Navigator start(FxRobot robot, String open) throws Exception {
        return start(robot, open, null);
    }

    /** As above, with {@code --lang=CODE} when {@code lang} is not null. */
    private Navigator start(FxRobot robot, String open, String lang) throws Exception {
        Path settings = dir.resolve("katro.properties");
        Files.writeString(settings, "log.file = " + dir.resolve("katro.log") + "\nreduced.motion = true\n");
        Map<String, String> named = new HashMap<>(Map.of("data", dir.resolve("data").toString(), "settings", settings.toString()));
        if (open != null) {
            named.put("open", open);
        }
        if (lang != null) {
            named.put("lang", lang);
        }
        Navigator[] navigator = new Navigator[1];
        robot.interact(() -> {
            stage = new Stage();
            navigator[0] = new KatroApp().start(stage, named, List.of(), List.of());
        });
        return navigator[0];
    }

    private void quit(FxRobot robot) {
        robot.interact(() -> stage.hide());
        stage = null;
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void aLessonLeftHalfWayOpensWhereItWasAfterARestart(FxRobot robot) throws Exception {
        Navigator first = start(robot, "lesson:worked-example");
        assertEquals("Step 1 of 28", text(robot, "#stepLabel"), "--open=lesson:ID opens the lesson straight away");
        // picture 3 asks where the lap ends (S2 is wrong, then S3 at the second try), picture 4 whether
        // South captures (yes is right)
        robot.clickOn("#next").clickOn("#next").clickOn("#hole-S2").clickOn("#hole-S3").clickOn("#next")
                .clickOn("#answer-yes").clickOn("#next").clickOn("#next");
        assertEquals("Step 6 of 28 \u00b7 picture 6", text(robot, "#stepLabel"));
        String step = text(robot, "#stepLabel");
        String caption = text(robot, "#caption");
        int right = first.progress().questionsRight();
        int asked = first.progress().questionsAsked();
        assertEquals(2, asked);
        assertEquals(1, right);
        robot.interact(() -> {
            first.highContrastProperty().set(true);
            first.textScaleProperty().set(1.25);
        });
        quit(robot);

        Navigator again = start(robot, null);
        assertEquals(step, text(robot, "#stepLabel"));
        assertEquals(caption, text(robot, "#caption"));
        assertEquals(asked, again.progress().questionsAsked());
        assertEquals(right, again.progress().questionsRight());
        assertTrue(again.highContrastProperty().get());
        assertEquals(1.25, again.textScaleProperty().get());

        robot.interact(() -> again.languageProperty().set(Language.FRENCH));
        quit(robot);
        Navigator third = start(robot, null);
        assertEquals(Language.FRENCH, third.languageProperty().get());
        assertTrue(text(robot, "#stepLabel").startsWith("Étape"), text(robot, "#stepLabel"));
        quit(robot);

        List<String> problems = new ArrayList<>();
        try (Store store = Store.open(Store.Target.sqlite(dir.resolve("data"), ""), problems::add, Runnable::run, () -> 0)) {
            String csv = Report.progress(new Learners(store).everyone());
            // six steps seen, two questions asked, one right at the first answer
            assertEquals(Report.PROGRESS_HEADER + "\r\n" + System.getProperty("user.name") + ",worked-example,6,false,2,1\r\n", csv);
        }
        assertEquals(List.of(), problems);
    }

    @Test
    void aLanguageOnTheCommandLineWinsOverTheRememberedOneForThatRun(FxRobot robot) throws Exception {
        Navigator first = start(robot, null);
        robot.interact(() -> first.languageProperty().set(Language.MALAGASY));
        quit(robot);
        // a class shortcut with --lang=fr on a station last used in Malagasy
        Navigator shortcut = start(robot, null, "fr");
        assertEquals(Language.FRENCH, shortcut.languageProperty().get());
        assertEquals("Le katro en 90 secondes", robot.lookup("#visitor").queryButton().getText());
        quit(robot);
        // for that run only: without the flag, the learner's own choice comes back
        assertEquals(Language.MALAGASY, start(robot, null).languageProperty().get());
    }

    @Test
    void deepLinksOpenTheirScreens(FxRobot robot) throws Exception {
        assertEquals("PracticeView", start(robot, "practice").screenProperty().get());
        quit(robot);
        Navigator play = start(robot, "play");
        assertEquals("PlayView", play.screenProperty().get());
        assertTrue(play.game() == play.playModel().game(), "the play screen, not the explorer");
        quit(robot);
        Navigator worked = start(robot, "worked-example");
        assertEquals("ExplorerView", worked.screenProperty().get());
        assertEquals(null, worked.playModel());
        quit(robot);
        assertEquals("HomeView", start(robot, "lesson:no-such-lesson").screenProperty().get());
        assertTrue(Files.readString(dir.resolve("katro.log")).contains("--open=lesson:no-such-lesson: no such screen"));
    }

    @Test
    void eachLearnerHasTheirOwnProgressAndTheTeacherSeesEveryone(FxRobot robot) throws Exception {
        assertEquals("LearnersView", start(robot, "learners").screenProperty().get());
        robot.clickOn("#picture-baobab").clickOn("#name").write("Hery").clickOn("#add");
        quit(robot);

        Navigator first = start(robot, "learners");
        robot.clickOn("#name").write("Soa").clickOn("#add");
        assertEquals("HomeView", first.screenProperty().get());
        robot.interact(() -> first.openLesson(first.library().byId("worked-example").orElseThrow()));
        robot.clickOn("#next").clickOn("#next").clickOn("#hole-S3");
        assertEquals("Step 3 of 28 \u00b7 picture 3", text(robot, "#stepLabel"));
        quit(robot);

        Navigator second = start(robot, null);
        assertEquals("LearnersView", second.screenProperty().get(), "two learners: who is learning?");
        assertEquals("Hery", robot.lookup("#learner-0").queryButton().getText());
        robot.clickOn(robot.point("#learner-0").query());
        assertEquals("HomeView", second.screenProperty().get());
        assertEquals(-1, second.progress().of(second.library().byId("worked-example").orElseThrow()).reached(),
                "Soa's lesson is not Hery's");
        quit(robot);

        start(robot, null);
        robot.clickOn(robot.point("#learner-1").query());
        assertEquals("Step 3 of 28 \u00b7 picture 3", text(robot, "#stepLabel"), "Soa is back where she was");
        quit(robot);

        start(robot, "learners");
        robot.clickOn("#teacher").clickOn("#pin").write("1111").clickOn("#unlock");
        assertTrue(text(robot, "#message").startsWith("That is not the PIN"));
        assertFalse(robot.lookup("#rows").query().getParent().isVisible(), "no page for a wrong PIN");
        // the pad waits a second after a wrong PIN, as the kiosk's does
        Thread.sleep(1_100);
        robot.clickOn("#pin").write("2468").clickOn("#unlock");
        VBox rows = robot.lookup("#rows").query();
        List<String> lines = rows.getChildren().stream().filter(n -> n instanceof Label).map(n -> ((Label) n).getText()).toList();
        assertEquals(List.of("Hery: no lesson done, 0 of 0 predictions right",
                "Soa: no lesson done, 1 of 1 prediction right"), lines);
        assertEquals(2, rows.getChildren().stream().filter(n -> n instanceof BarChart).count(), "a chart per learner");
        robot.clickOn("#export");
        try (var files = Files.list(dir.resolve("data"))) {
            Path csv = files.filter(f -> f.getFileName().toString().startsWith("katro-progress-")).findFirst().orElseThrow();
            assertEquals(Report.PROGRESS_HEADER + "\r\nSoa,worked-example,3,false,1,1\r\n", Files.readString(csv));
        }
        assertTrue(Files.readString(dir.resolve("katro.log")).contains("teacher PIN: wrong"));
    }

    @Test
    void aPracticeStreakGoesOnAfterARestart(FxRobot robot) throws Exception {
        Navigator first = start(robot, "practice");
        PracticeViewModel practice = first.practiceModel();
        for (int i = 0; i < PracticeViewModel.RUN + 1; i++) {
            PracticeQuestion q = practice.questionProperty().get();
            switch (q.kind()) {
                case LANDING -> robot.clickOn("#hole-" + q.answer());
                case CAPTURE -> robot.interact(() -> practice.answerCapture("yes".equals(q.answer())));
                case COUNT -> robot.interact(() -> practice.answerCount(Integer.parseInt(q.answer())));
            }
            robot.interact(practice::next);
        }
        assertEquals("2 1 4 4", practice.streak(), "level 2, one right since, four asked, four right");
        quit(robot);

        Navigator again = start(robot, null);
        assertEquals("PracticeView", again.screenProperty().get());
        assertEquals("2 1 4 4", again.practiceModel().streak());
        assertEquals(2, again.practiceModel().difficultyProperty().get().level());
    }
}
