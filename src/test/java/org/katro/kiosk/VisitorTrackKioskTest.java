package org.katro.kiosk;

import javafx.geometry.Bounds;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.ComboBoxBase;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Slider;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;
import javafx.event.Event;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.ui.shell.Screen;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The visitor's 90 seconds on a 1920 x 1080 kiosk, in English and French: the attract loop read from
 * three metres (the board and one caption of the visitor track, 48 px type at least, the board half the
 * screen's height at least), any touch of the home board starting the track, the track always at its
 * first step, its end offering what comes next, and every touch target 48 px each way.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class VisitorTrackKioskTest {
    static List<Language> englishAndFrench() {
        return List.of(Language.ENGLISH, Language.FRENCH);
    }

    private static final double FINGER = 48;
    private static final long TICK = 250;

    private final AtomicLong clock = new AtomicLong();
    private Scene scene;
    private Navigator navigator;
    private Kiosk kiosk;

    /** A station in {@code language} on a 1920 x 1080 screen, with the default attract playlist, on its home screen. */
    private void station(FxRobot robot, Language language) {
        KioskSettings defaults = KioskSettings.defaults();
        KioskSettings settings = new KioskSettings(true, language.locale().getLanguage(), 30, 60, 10, "1234",
                Optional.empty(), defaults.attractPlaylist(), 1.0, false, true, Path.of("katro.log"));
        robot.interact(() -> {
            // a kiosk's screen, laid out without a window (the headless screen is smaller)
            scene = new Scene(new Region(), 1920, 1080);
            navigator = new Navigator(scene, language, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
            kiosk = new Kiosk(scene, navigator, settings, clock::get, () -> { }, note -> { });
            kiosk.start();
        });
    }

    @AfterEach
    void close(FxRobot robot) {
        robot.interact(() -> kiosk.stop());
    }

    private void layout() {
        scene.getRoot().applyCss();
        scene.getRoot().layout();
    }

    @ParameterizedTest
    @MethodSource("englishAndFrench")
    void theAttractLoopIsTheBoardAndOneBigCaptionOfTheVisitorTrack(Language language, FxRobot robot) {
        station(robot, language);
        List<String> problems = new ArrayList<>();
        int[] steps = {0};
        robot.interact(() -> {
            clock.addAndGet(30_000);
            kiosk.tick();
            assertTrue(kiosk.attracting());
            // twice round the track: what follows its end is the track again, never the worked example
            for (int i = 0; i < 2 * 90_000 / TICK; i++) {
                layout();
                LessonPlayerModel lesson = navigator.lessonPlayer();
                if (!Kiosk.VISITOR_TRACK.equals(lesson.lesson().id())) {
                    problems.add("the loop plays " + lesson.lesson().id());
                    break;
                }
                steps[0] = Math.max(steps[0], lesson.stepProperty().get());
                Label caption = (Label) scene.getRoot().lookup("#unattended-caption");
                if (caption == null || !caption.isVisible()) {
                    problems.add("no big caption at step " + lesson.stepProperty().get());
                    break;
                }
                if (caption.getFont().getSize() < FINGER) {
                    problems.add("caption of " + caption.getFont().getSize() + " px");
                    break;
                }
                if (!caption.getText().equals(lesson.captionProperty().get())) {
                    problems.add("the big caption is not the lesson's: " + caption.getText());
                }
                double board = scene.getRoot().lookup("#board").getLayoutBounds().getHeight();
                if (board < 1080 / 2.0) {
                    problems.add("a board " + board + " px high");
                    break;
                }
                // nothing else to read or press: the step's other texts and its buttons give their room away
                for (String other : List.of("#narration", "#next", "#seedLabel", "#verdict")) {
                    Node n = scene.getRoot().lookup(other);
                    if (shown(n)) {
                        problems.add(other + " shown at step " + lesson.stepProperty().get());
                    }
                }
                clock.addAndGet(TICK);
                kiosk.tick();
            }
        });
        assertEquals(List.of(), problems.stream().distinct().toList());
        assertEquals(navigator.library().byId(Kiosk.VISITOR_TRACK).orElseThrow().getSteps().size() - 1, steps[0],
                "every step of the track was shown");
    }

    @ParameterizedTest
    @MethodSource("englishAndFrench")
    void aTouchOfTheHomeBoardStartsTheTrackAtItsFirstStepAndItsEndSaysWhatComesNext(Language language, FxRobot robot) {
        station(robot, language);
        tap(robot, "#home-board");
        assertEquals(Screen.lesson("visitor"), navigator.screenProperty().get(), "a touch of the home board starts the track");
        LessonPlayerModel track = navigator.lessonPlayer();
        assertEquals(Kiosk.VISITOR_TRACK, track.lesson().id());
        assertEquals(0, track.stepProperty().get());
        assertFalse(shown(scene.getRoot().lookup("#ending")), "nothing offered before the end");
        robot.interact(() -> toTheEnd(track));
        layout(robot);
        assertTrue(shown(scene.getRoot().lookup("#ending")), "the end offers what comes next");
        ButtonBase play = (ButtonBase) scene.getRoot().lookup("#playOn");
        ButtonBase next = (ButtonBase) scene.getRoot().lookup("#nextLesson");
        assertTrue(shown(play) && !play.isDisabled());
        assertTrue(shown(next) && !next.isDisabled());
        String worked = navigator.library().byId("worked-example").orElseThrow().title(language.locale());
        assertTrue(next.getText().contains(worked), next.getText());
        assertEquals(List.of(), tooSmall(), "touch targets at the track's end");

        // the next visitor, before the idle reset: the track starts at step 1 again, not where it was left
        tap(robot, "#home");
        tap(robot, "#visitor");
        assertEquals(0, navigator.lessonPlayer().stepProperty().get(), "the track starts at step 1 on a kiosk");
        layout(robot);
        assertEquals(List.of(), tooSmall(), "touch targets in the track");
        robot.interact(() -> toTheEnd(navigator.lessonPlayer()));
        tap(robot, "#playOn");
        assertEquals(Screen.PLAY, navigator.screenProperty().get());
        assertTrue(navigator.game() == navigator.playModel().game(), "the play screen's game");
        assertEquals(2, navigator.game().cursor().start().columns(), "on the track's small board");
        assertTrue(navigator.playModel().opponentProperty().get().level().isPresent(), "against the computer");
    }

    @ParameterizedTest
    @MethodSource("englishAndFrench")
    void everyTouchTargetOfHomeIsAFingerWideAndItsBoardsKeyReadable(Language language, FxRobot robot) {
        station(robot, language);
        layout(robot);
        assertEquals(List.of(), tooSmall());
        // the key opens over the home board: its text as large as the screen's, its scroll bar a finger wide
        tap(robot, "#legend-button");
        layout(robot);
        assertTrue(shown(scene.getRoot().lookup("#legend")));
        assertEquals(List.of(), tooSmall(), "with the key open");
        List<String> smallText = new ArrayList<>();
        for (Node n : scene.getRoot().lookup("#legend").lookupAll(".legend-text")) {
            if (((Label) n).getFont().getSize() < 18) {
                smallText.add(((Label) n).getText() + " " + ((Label) n).getFont().getSize() + " px");
            }
        }
        assertEquals(List.of(), smallText);
    }

    @ParameterizedTest
    @MethodSource("englishAndFrench")
    void theRowLabelsWrapNoFurtherThanTheirOwnLines(Language language, FxRobot robot) {
        station(robot, language);
        List<String> wrapped = new ArrayList<>();
        tap(robot, "#visitor");
        robot.interact(() -> {
            layout();
            for (Node n : scene.getRoot().lookupAll(".row-label")) {
                Label l = (Label) n;
                Text line = new Text("Ag");
                line.setFont(l.getFont());
                double lines = (l.prefHeight(l.getWidth()) - l.snappedTopInset() - l.snappedBottomInset())
                        / (line.getLayoutBounds().getHeight() + l.getLineSpacing());
                int own = l.getText().split("\n").length;
                if (Math.round(lines) > own) {
                    wrapped.add(l.getText().replace('\n', '/') + ": " + Math.round(lines) + " lines in "
                            + Math.round(l.getWidth()) + " px");
                }
            }
        });
        assertEquals(List.of(), wrapped);
    }

    /** Home on a kiosk: every way in, the main button and the row under the board, in view without scrolling, in every language. */
    @ParameterizedTest
    @MethodSource("org.katro.text.Language#values")
    void everyWayInFromHomeIsInViewWithoutScrolling(Language language, FxRobot robot) {
        station(robot, language);
        List<String> problems = new ArrayList<>();
        robot.interact(() -> {
            layout();
            Node view = scene.getRoot().lookup(".page-scroll").lookup(".viewport");
            Bounds shownIn = view.localToScene(view.getLayoutBounds());
            for (String id : List.of("#visitor", "#workedExample", "#explore", "#play", "#compare", "#practice")) {
                Node n = scene.getRoot().lookup(id);
                Bounds b = n.localToScene(n.getLayoutBounds());
                if (!shown(n) || b.getMaxY() > shownIn.getMaxY() + 0.5) {
                    problems.add(id + " ends at " + Math.round(b.getMaxY()) + ", the view at " + Math.round(shownIn.getMaxY()));
                }
            }
        });
        assertEquals(List.of(), problems);
    }

    /**
     * Read from a step or two back, where the visitor sees the board whole: each step's caption at 36 px
     * at least, its question, answers and verdict at 28 px, and all of them within the side column's
     * view, none to scroll to, in every language.
     */
    @ParameterizedTest
    @MethodSource("org.katro.text.Language#values")
    void theTracksWordsAreReadFromAStepBackAndNoneIsScrolledTo(Language language, FxRobot robot) {
        station(robot, language);
        List<String> problems = new ArrayList<>();
        // the track, then the lesson its end offers first
        for (String lesson : List.of(Kiosk.VISITOR_TRACK, "worked-example")) {
          robot.interact(() -> {
            navigator.openLesson(navigator.library().byId(lesson).orElseThrow());
            LessonPlayerModel track = navigator.lessonPlayer();
            for (int i = 0; i < 100 && !track.endedProperty().get(); i++) {
                layout();
                String at = lesson + " step " + (track.stepProperty().get() + 1);
                read(at, "#caption", 36, problems);
                if (shown(scene.getRoot().lookup("#stepScrubber")) != track.stepSizeProperty().get() > 0) {
                    problems.add(at + ": a scrubber shown for " + track.stepSizeProperty().get() + " seeds");
                }
                emptyBands(at, problems);
                if (track.askingProperty().get()) {
                    read(at, "#question", 28, problems);
                    for (Node answer : scene.getRoot().lookup("#answers").lookupAll(".button")) {
                        whole(at + ", answer " + ((ButtonBase) answer).getText(), answer, 28, problems);
                    }
                    track.showAnswer();
                    layout();
                    read(at, "#verdict", 28, problems);
                }
                track.next();
                track.finishStep();
            }
          });
        }
        assertEquals(List.of(), problems);
    }

    /** Two rules of the side column with nothing shown between them: an empty band. */
    private void emptyBands(String at, List<String> problems) {
        boolean rule = false;
        for (Node n : ((javafx.scene.Parent) scene.getRoot().lookup(".side-panel")).getChildrenUnmodifiable()) {
            if (!n.isVisible() || !n.isManaged() || n instanceof Label l && l.getText().isBlank()) {
                continue;
            }
            boolean isRule = n instanceof javafx.scene.control.Separator;
            if (isRule && rule) {
                problems.add(at + ": two rules with nothing between them");
            }
            rule = isRule;
        }
    }

    /** The label {@code id}, when shown: its type at {@code least} px, wholly in the side column's view. */
    private void read(String at, String id, double least, List<String> problems) {
        Node n = scene.getRoot().lookup(id);
        if (shown(n) && !((Label) n).getText().isBlank()) {
            whole(at + ", " + id, n, least, problems);
        }
    }

    private void whole(String what, Node n, double least, List<String> problems) {
        double size = n instanceof Label l ? l.getFont().getSize() : ((ButtonBase) n).getFont().getSize();
        if (size < least) {
            problems.add(what + " in " + size + " px type");
        }
        Node view = scene.getRoot().lookup(".side-scroll").lookup(".viewport");
        Bounds shownIn = view.localToScene(view.getLayoutBounds());
        Bounds b = n.localToScene(n.getLayoutBounds());
        if (b.getMinY() < shownIn.getMinY() - 0.5 || b.getMaxY() > shownIn.getMaxY() + 0.5) {
            problems.add(what + " outside the column's view: " + Math.round(b.getMinY()) + " to "
                    + Math.round(b.getMaxY()) + " in " + Math.round(shownIn.getMinY()) + " to " + Math.round(shownIn.getMaxY()));
        }
    }

    /** A finger's press, release and click in the middle of {@code id}, through the scene (and the kiosk's watch). */
    private void tap(FxRobot robot, String id) {
        robot.interact(() -> {
            layout();
            Node n = scene.getRoot().lookup(id);
            assertTrue(shown(n), id + " is shown");
            Bounds b = n.localToScene(n.getLayoutBounds());
            for (var type : List.of(MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED)) {
                Event.fireEvent(n, new MouseEvent(type, b.getCenterX(), b.getCenterY(), b.getCenterX(), b.getCenterY(),
                        MouseButton.PRIMARY, 1, false, false, false, false, type == MouseEvent.MOUSE_PRESSED, false, false,
                        true, false, true, null));
            }
        });
    }

    /** Through the track as a visitor would, each question answered. */
    private static void toTheEnd(LessonPlayerModel track) {
        for (int i = 0; i < 100 && !track.endedProperty().get(); i++) {
            if (track.askingProperty().get()) {
                track.showAnswer();
            }
            track.next();
            track.finishStep();
        }
        assertTrue(track.endedProperty().get());
    }

    private void layout(FxRobot robot) {
        robot.interact(() -> layout());
    }

    /** Every control shown that a finger must hit (a key's sample, which takes no touch, is none) and is under 48 px either way, with its size. */
    private List<String> tooSmall() {
        List<String> small = new ArrayList<>();
        for (Node n : scene.getRoot().lookupAll("*")) {
            Node target = n instanceof ButtonBase || n instanceof ComboBoxBase<?> ? n
                    : n instanceof Slider s ? s.lookup(".thumb") : null;
            if (n instanceof ScrollBar bar && shown(bar)) {
                // dragged along its length: its breadth is what a finger needs
                Bounds b = bar.getLayoutBounds();
                double breadth = bar.getOrientation() == Orientation.VERTICAL ? b.getWidth() : b.getHeight();
                if (breadth < FINGER - 0.5) {
                    small.add("scroll bar " + Math.round(breadth) + " px");
                }
            } else if (target != null && shown(n) && !n.isDisabled() && !n.isMouseTransparent()) {
                Bounds b = target.getLayoutBounds();
                if (b.getWidth() < FINGER - 0.5 || b.getHeight() < FINGER - 0.5) {
                    small.add((n.getId() == null ? n.getClass().getSimpleName() : n.getId())
                            + " " + Math.round(b.getWidth()) + "x" + Math.round(b.getHeight()));
                }
            }
        }
        return small.stream().distinct().toList();
    }

    /** Whether {@code n} is on screen: it and every parent visible, within the scene. */
    private static boolean shown(Node n) {
        if (n == null || n.getScene() == null) {
            return false;
        }
        for (Node p = n; p != null; p = p.getParent()) {
            if (!p.isVisible()) {
                return false;
            }
        }
        return true;
    }
}
