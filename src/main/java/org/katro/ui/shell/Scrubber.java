package org.katro.ui.shell;

import javafx.application.Platform;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.Node;
import javafx.scene.control.Slider;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

import java.util.List;
import java.util.function.IntConsumer;

/** A slider over all events of a game: it follows the cursor, and moving it seeks there. */
public final class Scrubber {
    private Scrubber() {
    }

    public static void wire(Slider slider, ReadOnlyIntegerProperty index, ReadOnlyIntegerProperty size, IntConsumer seek,
            ViewListeners listeners) {
        // set while the slider follows the cursor, so that following does not seek again
        boolean[] following = {false};
        slider.maxProperty().bind(size);
        slider.setValue(index.get());
        listeners.on(index, (obs, old, now) -> {
            following[0] = true;
            slider.setValue(now.intValue());
            following[0] = false;
        });
        // the thumb follows the pointer at once; the game seeks once the events queued so far are
        // handled, to where the thumb stands then: a fast drag over a long game, whose every step
        // would redraw the board, does not leave the thumb trailing behind the pointer
        boolean[] pending = {false};
        slider.valueProperty().addListener((obs, old, now) -> {
            if (!following[0] && !pending[0]) {
                pending[0] = true;
                Platform.runLater(() -> {
                    pending[0] = false;
                    seek.accept((int) Math.round(slider.getValue()));
                    // a seek refused (a question waits) leaves the thumb where the cursor stands, not where it was dragged
                    if (index.get() != (int) Math.round(slider.getValue())) {
                        following[0] = true;
                        slider.setValue(index.get());
                        following[0] = false;
                    }
                });
            }
        });
    }

    /**
     * Marks along {@code slider}'s track: a line where each turn starts, a diamond just after each
     * capture (shapes, not colours alone, tell them apart). The slider is put in a stack of its own
     * in its parent, with the marks behind it and out of the mouse's way.
     */
    public static void marks(Slider slider, ObservableValue<List<Integer>> turns, ObservableValue<List<Integer>> captures,
            ViewListeners listeners) {
        Marks layer = new Marks(slider);
        Pane parent = (Pane) slider.getParent();
        int at = parent.getChildren().indexOf(slider);
        StackPane stack = new StackPane();
        stack.getStyleClass().add("scrubber-stack");
        parent.getChildren().set(at, stack);
        stack.getChildren().setAll(layer, slider);
        Runnable show = () -> layer.show(turns.getValue(), captures.getValue());
        listeners.on(turns, (obs, old, now) -> show.run());
        listeners.on(captures, (obs, old, now) -> show.run());
        show.run();
    }

    /** The layer of marks, each placed where the slider's thumb stands at its event. */
    static final class Marks extends Pane {
        private final Slider slider;
        /** the slider's thumb once its skin has made one: the marks follow its size */
        private Node thumb;

        Marks(Slider slider) {
            this.slider = slider;
            setMouseTransparent(true);
            setManaged(true);
            getStyleClass().add("scrubber-marks");
            slider.maxProperty().addListener(obs -> requestLayout());
        }

        void show(List<Integer> turns, List<Integer> captures) {
            getChildren().clear();
            for (int k : turns) {
                getChildren().add(mark("turn-mark", k));
            }
            for (int k : captures) {
                getChildren().add(mark("capture-mark", k));
            }
            requestLayout();
        }

        private static Region mark(String style, int k) {
            Region r = new Region();
            r.getStyleClass().addAll("scrubber-mark", style);
            r.setUserData(k);
            r.setManaged(false);
            return r;
        }

        /** Where the thumb's centre stands at event {@code k}, in this layer. */
        double x(int k) {
            if (thumb == null) {
                thumb = slider.lookup(".thumb");
                if (thumb != null) {
                    thumb.layoutBoundsProperty().addListener(obs -> requestLayout());
                }
            }
            double half = thumb == null ? 8 : thumb.getLayoutBounds().getWidth() / 2;
            double max = Math.max(1, slider.getMax());
            double from = slider.snappedLeftInset() + half;
            double length = getWidth() - slider.snappedLeftInset() - slider.snappedRightInset() - 2 * half;
            return from + length * Math.min(1, k / max);
        }

        @Override
        protected void layoutChildren() {
            double h = getHeight();
            for (Node n : getChildren()) {
                Region r = (Region) n;
                boolean turn = r.getStyleClass().contains("turn-mark");
                double w = turn ? 2 : 9;
                double mh = turn ? h * 0.8 : 9;
                r.resizeRelocate(x((Integer) r.getUserData()) - w / 2, turn ? (h - mh) / 2 : 0, w, mh);
            }
        }
    }
}
