package org.katro.kiosk;

import javafx.application.Platform;
import javafx.embed.swing.SwingFXUtils;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.katro.kiosk.pin.StaffExit;
import org.katro.ui.shell.Screen;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.store.Report;
import org.katro.store.Store;
import org.katro.store.Visits;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.shell.BackgroundJob;
import org.katro.ui.staff.StaffViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

import javax.imageio.ImageIO;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.IntStream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A morning at a station, visitor by visitor through the real screens (touches, lessons, answers, a
 * language, the attract loop stopped by a touch, idle resets), then the staff page behind the PIN:
 * its figures are the morning's. {@code -Dkatro.render=staff} also writes docs/staff.png.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class StaffPageTest {
    private static final ZoneId ZONE = ZoneId.systemDefault();
    private static final KioskSettings SETTINGS = new KioskSettings(true, "en", 30, 60, 10, "1234", Optional.empty(),
            List.of(), 1.0, false, true, Path.of("katro.log"));

    /** a fresh data folder for each station */
    private static final Executor FIGURES = BackgroundJob.thread("katro-test-figures");

    @TempDir
    Path dir;
    private final AtomicLong clock = new AtomicLong(LocalDateTime.of(2026, 11, 30, 9, 0).atZone(ZONE).toInstant().toEpochMilli());
    private final AtomicBoolean closed = new AtomicBoolean();
    private final List<String> log = new ArrayList<>();
    private Navigator navigator;
    private Kiosk kiosk;
    private Store store;
    private Scene scene;
    /** the staff page's figures, once the PIN has opened it */
    private StaffViewModel staff;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        store = Store.open(Store.Target.sqlite(dir, "hall"), log::add, Runnable::run, clock::get);
        Visits visits = new Visits(store);
        Kiosk[] station = new Kiosk[1];
        // the figures are read on a thread of their own, as on a station: they arrive after the page is built
        kiosk = new Kiosk(scene, navigator, SETTINGS, clock::get, () -> navigator.openStaff(
                staff = new StaffViewModel(navigator.languageProperty().get(), FIGURES, Platform::runLater, visits,
                        navigator.library(), dir, ZONE),
                () -> station[0].reset(), () -> closed.set(true)), log::add);
        station[0] = kiosk;
        kiosk.record(new VisitFigures(visits, navigator, clock::get));
        kiosk.start();
        stage.setScene(scene);
        stage.show();
    }

    @AfterEach
    void stop(FxRobot robot) {
        robot.interact(() -> {
            kiosk.stop();
            store.close();
        });
    }

    private void after(FxRobot robot, long millis) {
        robot.interact(() -> {
            clock.addAndGet(millis);
            kiosk.tick();
        });
    }

    /**
     * A touch at a fixed point: TestFX looks for a node again after clicking it, and a touch that opens
     * another screen has taken it out of the scene by then.
     */
    private static void tap(FxRobot robot, Node node) {
        robot.clickOn(robot.point(node).query());
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void tap(FxRobot robot, String query) {
        tap(robot, robot.lookup(query).<Node>query());
    }

    /** The visitor walks away: "Are you still there?", then the reset. */
    private void leave(FxRobot robot) {
        for (int i = 0; i < 20 && !Screen.HOME.equals(navigator.screenProperty().get()); i++) {
            after(robot, 5_000);
        }
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        assertTrue(!kiosk.attracting());
    }

    /** Answers the question waiting, right (the engine's answer) or wrong (another hole or choice). */
    private static void answer(FxRobot robot, LessonPlayerModel lesson, boolean right) {
        Lesson l = lesson.lesson();
        int at = lesson.game().cursor().index();
        Reveal asked = IntStream.range(0, l.getSteps().size())
                .filter(i -> l.getSteps().get(i).getQuestion() != null)
                .mapToObj(i -> l.getSteps().get(i).getQuestion().reveal(l.cursor(), l.stepStart(i)).orElseThrow())
                .filter(r -> r.askAt() == at).findFirst().orElseThrow();
        String answer = asked.answer();
        if (lesson.kindProperty().get() == Question.Kind.LANDING) {
            String hole = right ? answer : answer.equals("S1") ? "S2" : "S1";
            tap(robot, "#hole-" + hole);
        } else {
            LessonPlayerModel.Choice choice = lesson.choicesProperty().get().stream()
                    .filter(c -> c.answer().equals(answer) == right).findFirst().orElseThrow();
            robot.interact(() -> lesson.choose(choice.answer()));
        }
    }

    /** Opens a lesson from the home screen and goes through it; a question is answered right when {@code right}. */
    private void lesson(FxRobot robot, String id, int steps, boolean right) {
        // the home screen scrolls: the visitor brings the lesson's row into view first
        ScrollPane page = robot.lookup(".page-scroll").query();
        Node open = robot.lookup("#open-" + id).query();
        robot.interact(() -> {
            double y = page.getContent().sceneToLocal(open.localToScene(0, 0)).getY();
            page.setVvalue(Math.min(1, y / Math.max(1, page.getContent().getBoundsInLocal().getHeight()
                    - page.getViewportBounds().getHeight())));
        });
        tap(robot, open);
        assertEquals(Screen.Kind.LESSON, navigator.screenProperty().get().kind(), id + " opened");
        for (int i = 0; i < steps; i++) {
            LessonPlayerModel lesson = navigator.lessonPlayer();
            if (lesson.askingProperty().get()) {
                answer(robot, lesson, right);
                if (lesson.askingProperty().get()) {
                    answer(robot, lesson, true);
                }
            }
            if (!lesson.canNextProperty().get()) {
                return;
            }
            tap(robot, "#next");
            after(robot, 20_000);
        }
    }

    /** Staff: a long press in the corner opens the PIN pad. */
    private void openPinPad(FxRobot robot) {
        robot.moveTo(scene.getRoot().localToScreen(10, 10));
        robot.press(MouseButton.PRIMARY);
        robot.interact(() -> clock.addAndGet(StaffExit.HOLD_MILLIS));
        robot.release(MouseButton.PRIMARY);
        assertTrue(robot.lookup("#pin-pad").tryQuery().isPresent(), "the PIN pad opened");
    }

    /** Staff: the PIN pad, then the PIN; the page is shown once its figures have come. */
    private void openStaffPage(FxRobot robot) throws TimeoutException {
        if (robot.lookup("#pin-pad").tryQuery().isEmpty()) {
            openPinPad(robot);
        }
        for (String d : "1234".split("")) {
            robot.clickOn("#pin-" + d);
        }
        tap(robot, "#pin-ok");
        assertEquals(Screen.STAFF, navigator.screenProperty().get());
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> staff != null && staff.figuresProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(Screen.STAFF, navigator.screenProperty().get(), "the page stays open once its figures have come");
    }

    /** Does {@code change} and waits for the figures it has the page read again. */
    private void readAgain(FxRobot robot, Runnable change) throws TimeoutException {
        Object before = staff.figuresProperty().get();
        robot.interact(change);
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> staff.figuresProperty().get() != before);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Issue 24's station: a fresh data folder, one visitor who taps Play then Home, then staff. */
    @Test
    void aStationWithOneVisitOpensItsStaffPage(FxRobot robot) throws Exception {
        tap(robot, "#play");
        tap(robot, "#home");
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        openStaffPage(robot);
        String summary = robot.lookup(".staff-summary").queryAs(Label.class).getText();
        assertTrue(summary.startsWith("One visit"), summary);
        // one visit counted on axes of whole visits: no tick at 0.25
        robot.interact(() -> {
            for (String chart : List.of("#perDay", "#perHour", "#funnel")) {
                BarChart<?, ?> c = robot.lookup(chart).query();
                javafx.scene.chart.Axis<?> counts = c.getXAxis() instanceof javafx.scene.chart.NumberAxis ? c.getXAxis() : c.getYAxis();
                c.applyCss();
                c.layout();
                for (var tick : counts.getTickMarks()) {
                    double v = ((Number) tick.getValue()).doubleValue();
                    assertEquals(Math.rint(v), v, chart + " has a tick at " + v);
                }
            }
        });
        assertEquals(List.of("", "hall"), staff.stations());
        assertEquals(StaffViewModel.ALL, staff.stationProperty().get(), "all stations, as the chooser says");

        // the chooser goes on working: this station alone, then all again
        readAgain(robot, () -> staff.stationProperty().set("hall"));
        readAgain(robot, () -> staff.stationProperty().set(StaffViewModel.ALL));
        assertTrue(robot.lookup(".staff-summary").queryAs(Label.class).getText().startsWith("One visit"));
        assertEquals(Screen.STAFF, navigator.screenProperty().get());
    }

    /** Issue 44: staff read the PIN pad and their page in the station's own language, not the last visitor's. */
    @Test
    void thePinPadAndTheStaffPageSpeakTheStationsLanguageNotTheVisitors(FxRobot robot) throws Exception {
        tap(robot, "#language");
        robot.clickOn("Français");
        assertEquals(Language.FRENCH, navigator.languageProperty().get(), "the visitor reads French");
        openPinPad(robot);
        Parent pad = robot.lookup("#pin-pad").query();
        assertEquals("Staff only: enter the PIN", ((Label) pad.lookup(".kiosk-title")).getText());
        assertEquals("Cancel", robot.lookup("#pin-cancel").queryAs(Button.class).getText());
        openStaffPage(robot);
        assertEquals(Language.ENGLISH, navigator.languageProperty().get(), "the station's language, English");
        String summary = robot.lookup(".staff-summary").queryAs(Label.class).getText();
        assertTrue(summary.startsWith("One visit"), summary);
    }

    @Test
    void theStaffPageShowsTheMorningsVisits(FxRobot robot) throws Exception {
        // ten visitors, two every half hour from 9:05: the first of each two finds the attract loop playing
        // and touches it, the second comes 20 s after the first has left; three choose French, seven try
        // the worked example's first question (four right), seven go through rules 3
        for (int v = 0; v < 10; v++) {
            long start = v % 2 == 0
                    ? LocalDateTime.of(2026, 11, 30, 9, 5).plusMinutes(15L * v).atZone(ZONE).toInstant().toEpochMilli()
                    : clock.get() + 20_000;
            robot.interact(() -> clock.set(start));
            if (v % 2 == 0) {
                after(robot, 0);
                assertTrue(kiosk.attracting());
                tap(robot, robot.lookup(".kiosk").<Node>query());
            }
            if (v % 3 == 1) {
                // the visitor opens the top bar's language chooser and taps French
                tap(robot, "#language");
                robot.clickOn("Français");
            }
            if (v < 7) {
                lesson(robot, "worked-example", 3, v % 2 == 0);
                tap(robot, "#home");
            }
            if (v % 2 == 0 || v >= 7) {
                lesson(robot, "rules-3-empty-hole", 5, true);
            }
            leave(robot);
        }
        assertEquals(0, store.pending());

        openStaffPage(robot);

        String summary = robot.lookup(".staff-summary").queryAs(Label.class).getText();
        assertTrue(summary.startsWith("10 visits"), summary);
        assertTrue(summary.contains("Français 3"), summary);
        BarChart<String, Number> hours = robot.lookup("#perHour").query();
        XYChart.Series<String, Number> perHour = hours.getData().get(0);
        assertEquals(List.of(4, 4, 2), List.of(perHour.getData().get(9).getYValue(), perHour.getData().get(10).getYValue(),
                perHour.getData().get(11).getYValue()));
        BarChart<Number, String> funnel = robot.lookup("#funnel").query();
        // from the bottom up: the most started lesson stands at the top
        assertEquals(List.of("The worked example: one whole game on the small board 7 0", "3. The last seed in an empty hole 7 7"),
                List.of(0, 1).stream().map(i -> funnel.getData().get(0).getData().get(i).getYValue() + " "
                        + funnel.getData().get(0).getData().get(i).getXValue() + " "
                        + funnel.getData().get(1).getData().get(i).getXValue()).toList(), "lessons started, finished, by their titles: a curator does not know the files' names");
        VBox hardest = robot.lookup(".staff-hardest-list").query();
        List<String> lines = hardest.getChildren().stream().map(n -> ((Label) n).getText()).toList();
        assertTrue(lines.contains("The worked example: one whole game on the small board, step 3: 3 of 7 first answers wrong"),
                lines::toString);

        if ("staff".equals(System.getProperty("katro.render"))) {
            Path png = Path.of("docs", "staff.png");
            Files.createDirectories(png.getParent());
            robot.interact(() -> {
                try {
                    ImageIO.write(SwingFXUtils.fromFXImage(scene.snapshot(null), null), "png", png.toFile());
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            });
        }

        tap(robot, "#export");
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> !staff.messageProperty().get().isEmpty());
        Path csv = dir.resolve("katro-visits-" + java.time.LocalDate.now(ZONE) + ".csv");
        List<String> rows = Files.readAllLines(csv);
        assertEquals(Report.VISITS_HEADER, rows.get(0));
        // every field quoted
        String[] day = rows.get(1).replace("\"", "").split(",");
        // the day, 10 visits, (seconds), 14 lessons started, 7 finished, (right), (wrong), 5 attract touches, no error
        assertEquals(List.of("2026-11-30", "10", "14", "7", "5", "0"), List.of(day[0], day[1], day[3], day[4], day[7], day[8]));
        tap(robot, "#back");
        assertEquals(Screen.HOME, navigator.screenProperty().get());
        assertEquals(List.of(), log.stream().filter(l -> l.startsWith("database")).toList());
        assertTrue(robot.lookup("#close").tryQuery().isEmpty());
    }
}
