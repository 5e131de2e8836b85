package org.katro.ui;

import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.play.PlayViewModel;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.junit.jupiter.api.Assertions.assertEquals;

/**
 * The turns played show every column whole, with no sideways scrolling, in every language: on the
 * worked example in a 1280 x 800 window, a 1024 x 640 one and on a kiosk's 1920 x 1080 screen, and on
 * the play screen on the kiosk. A pupil never has to find a column hidden past the table's edge. (In a
 * window, the play screen's six-column board leaves its side column too narrow in most languages: the
 * table scrolls sideways there, docs/visitor-and-pupil.md.)
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class TurnsShowWholeTest {
    private static final LessonLibrary LESSONS = LessonLoader.load(List.of(LessonSource.bundled()));
    private static final int[][] SIZES = {{1280, 800}, {1024, 640}, {1920, 1080}};

    @Start
    void start(Stage stage) {
        stage.show();
    }

    @Test
    void theTurnsShowEveryColumnWholeAtEachSizeInEveryLanguage(FxRobot robot) {
        List<String> hidden = new ArrayList<>();
        for (int[] size : SIZES) {
            for (Language language : Language.values()) {
                check(robot, hidden, size, language, "worked example", n -> n.openGame(Navigator.workedExample()));
                if (size[0] < 1920) {
                    continue;
                }
                check(robot, hidden, size, language, "play", n -> {
                    PlayViewModel play = new PlayViewModel(language, Runnable::run, Runnable::run, 20);
                    play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(6) + "\nmoves 1+ 18-\n");
                    n.openPlay(play);
                });
            }
        }
        assertEquals(List.of(), hidden);
    }

    private static void check(FxRobot robot, List<String> hidden, int[] size, Language language, String what,
            Consumer<Navigator> show) {
        robot.interact(() -> {
            Scene scene = new Scene(new Region(), size[0], size[1]);
            Navigator navigator = new Navigator(scene, language, true, () -> LESSONS);
            show.accept(navigator);
            TextFitTest.layout(scene.getRoot());
            TableView<?> turns = (TableView<?>) scene.getRoot().lookup("#move-list");
            double columns = 0;
            for (TableColumn<?, ?> c : turns.getColumns()) {
                columns += c.getWidth();
            }
            boolean sideways = false;
            for (Node bar : turns.lookupAll(".scroll-bar")) {
                sideways |= bar.isVisible() && ((ScrollBar) bar).getOrientation() == Orientation.HORIZONTAL;
            }
            if (sideways || columns > turns.getWidth()) {
                hidden.add(size[0] + "x" + size[1] + " " + language + " " + what + ": columns " + Math.round(columns)
                        + " px in a table " + Math.round(turns.getWidth()) + " px wide");
            }
        });
    }
}
