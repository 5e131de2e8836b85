package org.katro.ui.play;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Direction;
import org.katro.engine.Move;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The arrows drawn on the chosen hole (a hint's, or a tap's) leave its count in view: where both
 * next holes lie the same way, the arrows pushed apart used to land on the count at the hole's corner,
 * and the learner could not read how many seeds the move sows (ContrastTest saw it whenever the
 * hint, which thinks for a few milliseconds, chose such a hole).
 */
@ExtendWith(ApplicationExtension.class)
class ArrowsClearOfCountTest {
    private Scene scene;
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void noArrowOnTheChosenHoleCoversItsCount(FxRobot robot) {
        PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 20);
        robot.interact(() -> {
            play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(6) + "\nmoves 1+ 18-\n");
            navigator.openPlay(play);
            play.game().last();
        });
        List<String> covered = new ArrayList<>();
        int shown = 0;
        for (int hole = 1; hole <= 18; hole++) {
            for (Direction d : Direction.values()) {
                Move move = new Move(hole, d);
                if (!play.game().cursor().rules().legalMoves(play.game().cursor().last()).contains(move)) {
                    continue;
                }
                robot.interact(() -> {
                    play.game().hint(move);
                    scene.getRoot().applyCss();
                    scene.getRoot().layout();
                });
                Node count = scene.lookup("#count-S" + hole);
                Bounds seeds = count.localToScene(count.getLayoutBounds());
                for (String id : List.of("#arrow-plus", "#arrow-minus")) {
                    Node arrow = scene.lookup(id);
                    if (arrow.isVisible()) {
                        shown++;
                        // the button itself, not the glow drawn round a hinted one
                        Bounds target = arrow.localToScene(arrow.getLayoutBounds());
                        if (target.getMaxX() > seeds.getMinX() + 0.5 && target.getMinX() < seeds.getMaxX() - 0.5
                                && target.getMaxY() > seeds.getMinY() + 0.5 && target.getMinY() < seeds.getMaxY() - 0.5) {
                            covered.add("S" + hole + d.symbol() + " " + id);
                        }
                    }
                }
            }
        }
        assertTrue(shown > 20, shown + " arrows shown");
        assertEquals(List.of(), covered);
    }
}
