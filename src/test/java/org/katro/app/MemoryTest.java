package org.katro.app;

import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.ui.shell.Screen;
import org.katro.lesson.Lesson;
import org.katro.practice.PracticeQuestion;
import org.katro.store.Learners;
import org.katro.store.PinTries;
import org.katro.store.Report;
import org.katro.store.Store;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.practice.PracticeViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The app closed and started again with the same data folder (as a learner's computer does): the
 * lesson left half-way opens where it was, with its progress and the learner's preferences.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
@Tag("process")
class MemoryTest {
    @TempDir
    Path dir;
    private final Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
    private Stage stage;
    /** the app's clock, which the test moves on: it starts at today's time, as the database's dates expect */
    private final AtomicLong clock = new AtomicLong(System.currentTimeMillis());
    /** the screen the last start showed first, before anything was read */
    private javafx.scene.Parent firstRoot;

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
        Files.writeString(settings, "log.file = " + dir.resolve("katro.log") + "\nreduced.motion = true\nstation.name = hall\n");
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
            navigator[0] = new KatroApp(clock::get).start(stage, named, List.of(), List.of());
            firstRoot = stage.getScene().getRoot();
        });
        return navigator[0];
    }

    /** Started, and its memory read: the learner's things put back, or "Who is learning?" shown. */
    private Navigator started(FxRobot robot, String open) throws Exception {
        Navigator navigator = start(robot, open);
        settled(robot, navigator);
        return navigator;
    }

    /** Waits (a bound, not a measure) until what the database holds has come to the screen. */
    private static void settled(FxRobot robot, Navigator navigator) throws Exception {
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> navigator.progress().complete()
                || Screen.LEARNERS.equals(navigator.screenProperty().get())).get());
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The data folder's database, as another program would open it. */
    private Store store() {
        return Store.open(Store.Target.sqlite(dir.resolve("data"), "hall"), note -> { }, Runnable::run, () -> 0);
    }

    /** the first learner, never the computer's account name */
    private static final String USER = "Learner 1";

    private void quit(FxRobot robot) {
        robot.interact(() -> stage.hide());
        stage = null;
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    @Test
    void aLessonLeftHalfWayOpensWhereItWasAfterARestart(FxRobot robot) throws Exception {
        Navigator first = started(robot, "lesson:worked-example");
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

        Navigator again = started(robot, null);
        assertEquals(step, text(robot, "#stepLabel"));
        assertEquals(caption, text(robot, "#caption"));
        assertEquals(asked, again.progress().questionsAsked());
        assertEquals(right, again.progress().questionsRight());
        assertTrue(again.highContrastProperty().get());
        assertEquals(1.25, again.textScaleProperty().get());

        robot.interact(() -> again.languageProperty().set(Language.FRENCH));
        quit(robot);
        Navigator third = started(robot, null);
        assertEquals(Language.FRENCH, third.languageProperty().get());
        assertTrue(text(robot, "#stepLabel").startsWith("Étape"), text(robot, "#stepLabel"));
        quit(robot);

        List<String> problems = new ArrayList<>();
        try (Store store = Store.open(Store.Target.sqlite(dir.resolve("data"), ""), problems::add, Runnable::run, () -> 0)) {
            Learners learners = new Learners(store);
            String csv = Report.progress(learners.all().orElseThrow(), learners.everyone().orElseThrow(), Report.Words.IDS);
            // six steps seen, two questions asked, one right at the first answer
            assertEquals(Report.BOM + Report.PROGRESS_HEADER + "\r\n\"" + USER
                    + "\",\"worked-example\",\"worked-example\",\"6\",\"0\",\"false\",\"2\",\"1\"\r\n", csv);
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
        assertEquals(Screen.PRACTICE, started(robot, "practice").screenProperty().get());
        quit(robot);
        Navigator play = started(robot, "play");
        assertEquals(Screen.PLAY, play.screenProperty().get());
        assertTrue(play.game() == play.playModel().game(), "the play screen, not the explorer");
        quit(robot);
        Navigator worked = started(robot, "worked-example");
        assertEquals(Screen.EXPLORER, worked.screenProperty().get());
        assertEquals(null, worked.playModel());
        quit(robot);
        assertEquals(Screen.HOME, started(robot, "lesson:no-such-lesson").screenProperty().get());
        assertTrue(Files.readString(dir.resolve("katro.log")).contains("--open=lesson:no-such-lesson: no such screen"));
    }

    @Test
    void eachLearnerHasTheirOwnProgressAndTheTeacherSeesEveryone(FxRobot robot) throws Exception {
        assertEquals(Screen.LEARNERS, started(robot, "learners").screenProperty().get());
        robot.clickOn("#picture-baobab").clickOn("#name").write("Hery").clickOn("#add");
        quit(robot);

        Navigator first = started(robot, "learners");
        robot.clickOn("#name").write("Soa").clickOn("#add");
        settled(robot, first);
        assertEquals(Screen.HOME, first.screenProperty().get());
        robot.interact(() -> first.openLesson(first.library().byId("worked-example").orElseThrow()));
        robot.clickOn("#next").clickOn("#next").clickOn("#hole-S3");
        assertEquals("Step 3 of 28 \u00b7 picture 3", text(robot, "#stepLabel"));
        quit(robot);

        Navigator second = started(robot, null);
        assertEquals(Screen.LEARNERS, second.screenProperty().get(), "two learners: who is learning?");
        assertEquals("Hery", robot.lookup("#learner-0").queryButton().getText());
        robot.clickOn(robot.point("#learner-0").query());
        settled(robot, second);
        assertEquals(Screen.HOME, second.screenProperty().get());
        assertEquals(-1, second.progress().of(second.library().byId("worked-example").orElseThrow()).reached(),
                "Soa's lesson is not Hery's");
        quit(robot);

        Navigator fourth = started(robot, null);
        robot.clickOn(robot.point("#learner-1").query());
        settled(robot, fourth);
        assertEquals("Step 3 of 28 \u00b7 picture 3", text(robot, "#stepLabel"), "Soa is back where she was");
        quit(robot);

        started(robot, "learners");
        robot.clickOn("#teacher").clickOn("#pin").write("1111").clickOn("#unlock");
        assertTrue(text(robot, "#message").startsWith("That is not the PIN"));
        assertFalse(robot.lookup("#rows").query().getParent().isVisible(), "no page for a wrong PIN");
        // the pad waits a second after a wrong PIN, as the kiosk's does
        clock.addAndGet(1_100);
        robot.clickOn("#pin").write("2468").clickOn("#unlock");
        VBox rows = robot.lookup("#rows").query();
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> WaitForAsyncUtils.asyncFx(() -> rows.getChildren().size() == 2).get());
        List<String> lines = rows.getChildren().stream()
                .map(n -> ((Label) ((HBox) ((VBox) n).getChildren().get(0)).getChildren().get(0)).getText()).toList();
        assertEquals(List.of("\u2068Hery\u2069: no lesson done, 0 of 0 predictions right",
                "\u2068Soa\u2069: no lesson done, 1 of 1 prediction right"), lines);
        assertEquals(1, rows.lookupAll(".progress-chart").size(),
                "a chart for the learner who started a lesson; none, empty, for the one who has not");
        robot.clickOn("#export");
        Path csv = dir.resolve("data").resolve("katro-progress-" + java.time.LocalDate.now() + ".csv");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> Files.exists(csv));
        {
            // every learner, one who started nothing too, and the lesson's title beside its id
            assertEquals(Report.BOM + Report.PROGRESS_HEADER + "\r\n\"Hery\",\"\",\"\",\"0\",\"0\",\"false\",\"0\",\"0\"\r\n"
                    + "\"Soa\",\"worked-example\",\"The worked example: one whole game on the small board\",\"3\",\"28\",\"false\",\"1\",\"1\"\r\n",
                    Files.readString(csv));
        }
        assertTrue(Files.readString(dir.resolve("katro.log")).contains("teacher PIN: wrong"));
    }

    @Test
    void aPracticeStreakGoesOnAfterARestart(FxRobot robot) throws Exception {
        Navigator first = started(robot, "practice");
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
        assertEquals("2 1 4 4 0 0 any", practice.streak(), "level 2, one right since, four asked, four right, no puzzle, no pin");
        quit(robot);

        Navigator again = started(robot, null);
        assertEquals(Screen.PRACTICE, again.screenProperty().get());
        assertEquals("2 1 4 4 0 0 any", again.practiceModel().streak());
        assertEquals(2, again.practiceModel().difficultyProperty().get().level());
    }

    /** Issue 45: a ruleset pinned on the practice screen is the one asked after a restart. */
    @Test
    void aPinnedRulesetIsKeptAfterARestart(FxRobot robot) throws Exception {
        Navigator first = started(robot, "practice");
        robot.interact(() -> first.practiceModel().pinnedProperty().set(org.katro.engine.Ruleset.GOROBAKA));
        quit(robot);

        Navigator again = started(robot, null);
        assertEquals(Screen.PRACTICE, again.screenProperty().get());
        assertEquals(org.katro.engine.Ruleset.GOROBAKA, again.practiceModel().pinnedProperty().get());
        assertEquals(org.katro.engine.Ruleset.GOROBAKA, again.practiceModel().questionProperty().get().ruleset());
    }

    // ---------------------------------------------------------------- issue 24: nothing lost, nothing frozen

    /** The row of {@code lesson_progress}, as {@code sqlite3} would print it. */
    private String row(String learner, String lesson) throws Exception {
        try (var c = java.sql.DriverManager.getConnection("jdbc:sqlite:" + dir.resolve("data").resolve(Store.FILE));
                var s = c.prepareStatement("SELECT learner, lesson, reached, at_step, done FROM lesson_progress"
                        + " WHERE learner = ? AND lesson = ?")) {
            s.setString(1, learner);
            s.setString(2, lesson);
            try (var r = s.executeQuery()) {
                return r.next() ? r.getString(1) + "|" + r.getString(2) + "|" + r.getInt(3) + "|" + r.getInt(4) + "|"
                        + r.getInt(5) : "none";
            }
        }
    }

    /**
     * A finished lesson stays finished when another program holds the database during the start: the
     * window opens while the lock is held (the start does not wait for it), the step taken meanwhile
     * is written once it is free, and it does not lower what it could not read.
     */
    @Test
    void aLessonDoneStaysDoneWhenTheDatabaseWasLockedAtTheStart(FxRobot robot) throws Exception {
        try (Store store = store()) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner(USER, "zebu"));
            learners.shown(USER, "rules-1-serpent", 4, 4, true, true);
        }
        Process other = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
                System.getProperty("java.class.path"), "org.katro.store.LockHolder",
                dir.resolve("data").resolve(Store.FILE).toString()).start();
        try {
            assertEquals("locked", new java.io.BufferedReader(new java.io.InputStreamReader(other.getInputStream())).readLine());
            Navigator navigator = start(robot, "lesson:rules-1-serpent");
            // back from the start while the lock is still held: the window did not wait for the database
            assertTrue(other.isAlive());
            assertEquals(Screen.lesson("rules-1-serpent"), navigator.screenProperty().get());
            robot.clickOn("#next");
            other.getOutputStream().close();
            assertEquals(0, other.waitFor());
            settled(robot, navigator);
            Lesson lesson = navigator.library().byId("rules-1-serpent").orElseThrow();
            assertTrue(navigator.progress().of(lesson).done(), "what was stored is merged in");
            assertEquals(4, navigator.progress().of(lesson).reached());
            quit(robot);
        } finally {
            other.destroy();
        }
        assertEquals(USER + "|rules-1-serpent|4|4|1", row(USER, "rules-1-serpent"));
    }

    /**
     * Two stations on one data folder: B has read its progress and waits on the home screen; A (here
     * its store, writing as its memory does) goes three steps and closes; B then opens the lesson at
     * its first step, which does not take back A's.
     */
    @Test
    void aSecondStationOnTheSameFolderNeverTakesBackTheFirstOnesSteps(FxRobot robot) throws Exception {
        Navigator b = started(robot, null);
        try (Store a = store()) {
            new Learners(a).shown(USER, "worked-example", 2, 2, false, true);
        }
        robot.interact(() -> b.openLesson(b.library().byId("worked-example").orElseThrow()));
        quit(robot);
        assertEquals(USER + "|worked-example|2|0|0", row(USER, "worked-example"), "the steps reached stay; B's place is B's");
    }

    /**
     * The home screen is built once at start: the learner's progress, read after it showed, comes
     * into its list (a lesson done says so) without a second build of the whole screen.
     */
    @Test
    void theHomeScreenIsBuiltOnceAndTakesTheProgressThatArrives(FxRobot robot) throws Exception {
        try (Store store = store()) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner(USER, "zebu"));
            learners.shown(USER, "rules-1-serpent", 4, 4, true, true);
        }
        Navigator navigator = start(robot, null);
        settled(robot, navigator);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#meta-rules-1-serpent").tryQuery().isPresent());
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        assertTrue(firstRoot == stage.getScene().getRoot(), "the home screen shown first is still the one showing");
        String meta = robot.lookup("#meta-rules-1-serpent").queryAs(Text.class).getText();
        assertTrue(meta.contains("done"), meta);
    }

    /** A lesson opened by --open= opens where the learner left it, once their progress is read. */
    @Test
    void aDeepLinkedLessonOpensWhereItWasLeft(FxRobot robot) throws Exception {
        try (Store store = store()) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner(USER, "zebu"));
            learners.shown(USER, "worked-example", 5, 5, false, true);
        }
        started(robot, "lesson:worked-example");
        assertEquals("Step 6 of 28 \u00b7 picture 6", text(robot, "#stepLabel"));
    }

    /** A stored preference out of range is left at the default, and said once in the log. */
    @Test
    void aStoredTextSizeOutOfRangeIsLeftAtTheDefault(FxRobot robot) throws Exception {
        try (Store store = store()) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner(USER, "zebu"));
            learners.put(USER, "text.scale", "400");
            learners.put(USER, "high.contrast", "true");
        }
        Navigator navigator = started(robot, null);
        assertEquals(1.0, navigator.textScaleProperty().get());
        assertTrue(navigator.highContrastProperty().get(), "the sound preferences are put back");
        List<String> said = Files.readAllLines(dir.resolve("katro.log")).stream().filter(l -> l.contains("text.scale")).toList();
        assertEquals(1, said.size(), said::toString);
        assertTrue(said.get(0).contains("'400'"), said::toString);
    }

    /** "Best moves" keeps its setting across new games, and after a restart. */
    @Test
    void theBestMovesSwitchKeepsItsSettingAcrossGamesAndRestarts(FxRobot robot) throws Exception {
        Navigator first = started(robot, "play");
        assertFalse(robot.lookup("#bestMoves").queryAs(javafx.scene.control.ToggleButton.class).isSelected(), "off at first");
        robot.interact(() -> robot.lookup("#bestMoves").queryAs(javafx.scene.control.ToggleButton.class).fire());
        robot.interact(() -> first.playModel().newGame());
        assertTrue(robot.lookup("#bestMoves").queryAs(javafx.scene.control.ToggleButton.class).isSelected(), "a new game");
        assertTrue(first.game().bestMovesProperty().get());
        quit(robot);
        Navigator again = started(robot, "play");
        assertTrue(robot.lookup("#bestMoves").queryAs(javafx.scene.control.ToggleButton.class).isSelected(), "a restart");
        assertTrue(again.game().bestMovesProperty().get());
    }

    /** The teacher PIN's wait after wrong tries is not ended by starting the app again. */
    @Test
    void theTeacherPinsWaitOutlivesARestart(FxRobot robot) throws Exception {
        try (Store store = store()) {
            Learners learners = new Learners(store);
            learners.add(new Learners.Learner("Hery", "zebu"));
            learners.add(new Learners.Learner("Soa", "lemur"));
        }
        started(robot, null);
        robot.clickOn("#teacher").clickOn("#pin").write("1111").clickOn("#unlock");
        quit(robot);
        try (Store store = store()) {
            PinTries tries = new PinTries(store, PinTries.TEACHER);
            assertEquals(1, tries.read().orElseThrow().wrong(), "the wrong try is written down");
            // four more, as if typed on another day's run: five lock the pad for a minute
            for (int i = 0; i < 4; i++) {
                tries.wrong(clock.get());
            }
        }
        started(robot, null);
        robot.lookup("#learner-1").queryButton();
        robot.clickOn("#teacher").clickOn("#pin").write("2468").clickOn("#unlock");
        assertFalse(robot.lookup("#rows").query().getParent().isVisible(), "the right PIN waits out the lock");
        assertTrue(Files.readString(dir.resolve("katro.log")).contains("teacher PIN: waiting"));
    }
}
