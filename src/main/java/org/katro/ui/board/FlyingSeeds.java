package org.katro.ui.board;

import javafx.animation.Animation;
import javafx.animation.Interpolator;
import javafx.animation.TranslateTransition;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.Circle;
import javafx.util.Duration;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Seeds on the move: a seed (or a small heap) flies along the step just taken, over a board that already shows its result. */
final class FlyingSeeds extends Group {
    private final Set<Animation> running = new HashSet<>();
    /** flying seeds at rest, hidden: kept for the next step, so no step builds and styles new nodes */
    private final Deque<Circle> idleSeeds = new ArrayDeque<>();

    FlyingSeeds() {
        setMouseTransparent(true);
    }

    /** Stops every flight and puts its seeds to rest. */
    void stop() {
        for (Animation a : List.copyOf(running)) {
            a.stop();
        }
        running.clear();
        for (Node seed : getChildren()) {
            if (seed.isVisible()) {
                rest((Circle) seed);
            }
        }
    }

    private void rest(Circle seed) {
        seed.setVisible(false);
        idleSeeds.push(seed);
    }

    /** Flies up to three of {@code seeds} from {@code from} to {@code to} in {@code duration}, sized for holes of {@code cell}. */
    void fly(Point2D from, Point2D to, int seeds, double cell, Duration duration) {
        int shown = Math.min(seeds, 3);
        for (int i = 0; i < shown; i++) {
            Circle seed = idleSeeds.poll();
            if (seed == null) {
                seed = new Circle();
                seed.getStyleClass().addAll("pebble", "flying");
                getChildren().add(seed);
            }
            seed.setCenterX(from.getX() + i * cell * 0.05);
            seed.setCenterY(from.getY());
            seed.setRadius(Math.max(3, cell * 0.08));
            seed.setTranslateX(0);
            seed.setTranslateY(0);
            seed.setVisible(true);
            TranslateTransition t = new TranslateTransition(duration, seed);
            t.setByX(to.getX() - from.getX());
            t.setByY(to.getY() - from.getY());
            t.setInterpolator(Interpolator.EASE_BOTH);
            Circle flown = seed;
            t.setOnFinished(done -> {
                rest(flown);
                running.remove(t);
            });
            running.add(t);
            t.play();
        }
    }
}
