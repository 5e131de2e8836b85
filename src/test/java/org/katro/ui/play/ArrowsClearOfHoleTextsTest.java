package org.katro.ui.play;

import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.katro.engine.Move;
import org.katro.engine.Ruleset;
import org.katro.lesson.LessonLoader;
import org.katro.lesson.LessonSource;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.Overlap;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The arrows drawn on the chosen hole (a hint's, or a tap's) leave its number and its count in view.
 * Where both next holes lie the same way, the arrows pushed apart used to land on the count at the
 * hole's corner, and the learner could not read how many seeds the move sows; where the next hole
 * lies up or down the serpent, an arrow covered the hole's number, which the hint names. ContrastTest
 * saw each whenever the hint, which thinks for a few milliseconds, chose such a hole.
 */
@ExtendWith(ApplicationExtension.class)
@Tag("screen")
class ArrowsClearOfHoleTextsTest {
    private Stage stage;
    private Scene scene;
    private Navigator navigator;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        scene = new Scene(new Region(), 1280, 800);
        navigator = new Navigator(scene, Language.ENGLISH, true, () -> LessonLoader.load(List.of(LessonSource.bundled())));
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void noArrowOnTheChosenHoleCoversItsNumberOrItsCount(FxRobot robot) {
        PlayViewModel play = new PlayViewModel(Language.ENGLISH, Runnable::run, Runnable::run, 20);
        robot.interact(() -> {
            play.load("rules fianarantsoa\nstart " + Ruleset.FIANARANTSOA.start(6) + "\nmoves 1+ 18-\n");
            navigator.openPlay(play);
            play.game().last();
        });
        List<String> covered = new ArrayList<>();
        int shown = 0;
        List<Move> legal = play.game().cursor().rules().legalMoves(play.game().cursor().last());
        // a laptop, the smallest window docs/testing.md names, and the kiosk's touch sheet (larger type and
        // targets; the headless screen is 1280x800): the holes' and the arrows' sizes differ
        for (int[] size : new int[][] {{1280, 800, 0}, {1024, 640, 0}, {1280, 800, 1}}) {
            robot.interact(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
                navigator.kioskProperty().set(size[2] == 1);
            });
            String window = size[0] + "x" + size[1] + (size[2] == 1 ? " touch" : "");
            for (Move move : legal) {
                robot.interact(() -> {
                    play.game().hint(move);
                    scene.getRoot().applyCss();
                    scene.getRoot().layout();
                });
                for (Node arrow : shownArrows()) {
                    shown++;
                    for (String text : List.of("#hole-S" + move.hole() + " .number", "#count-S" + move.hole())) {
                        if (Overlap.covers(drawn(arrow), drawn(scene.lookup(text)))) {
                            covered.add(window + " S" + move + " #" + arrow.getId() + " on " + text);
                        }
                    }
                }
            }
        }
        assertTrue(shown > 60, shown + " arrows shown");
        assertEquals(List.of(), covered);
    }

    /** A lesson's lap shows its way by an arrow on the hole lifted, which keeps off the hole's "lifted" badge. */
    @Test
    void theLessonsArrowKeepsOffTheLiftedHolesBadge(FxRobot robot) {
        robot.interact(() -> {
            navigator.openLesson(navigator.library().byId("rules-4-relay").orElseThrow());
            navigator.lessonPlayer().next();
            scene.getRoot().applyCss();
            scene.getRoot().layout();
        });
        Node badge = scene.lookup("#hole-S1 .badge");
        assertTrue(badge != null && badge.isVisible(), "S1 is marked lifted");
        List<Node> arrows = shownArrows();
        for (Node arrow : arrows) {
            assertFalse(Overlap.covers(drawn(arrow), drawn(badge)), "#" + arrow.getId() + " " + drawn(arrow) + " covers the badge " + drawn(badge));
        }
        assertEquals(1, arrows.size(), "the lap's one way");
    }

    /** The chosen hole's arrows on view. */
    private List<Node> shownArrows() {
        return java.util.stream.Stream.of("#arrow-plus", "#arrow-minus").map(scene::lookup).filter(Node::isVisible).toList();
    }

    /** Where {@code node} is drawn in the scene: for an arrow, the button itself, not the glow drawn round a hinted one. */
    private static Bounds drawn(Node node) {
        return node.localToScene(node.getLayoutBounds());
    }
}
