package org.katro.ui.learners;

import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.shape.FillRule;
import javafx.scene.shape.SVGPath;
import org.kordamp.ikonli.javafx.FontIcon;

import java.util.Map;

/**
 * The learners' pictures, each as large as {@code size} pixels: five icons of the app's icon font,
 * and a chameleon drawn here (the font has none; it was a leaf, beside a seed drawn as a leaf too:
 * the seeds are now katro's round ones).
 */
final class LearnerPictures {
    /** Each picture's icon, by the picture's id. */
    private static final Map<String, String> ICONS = Map.of("zebu", "mdi2c-cow", "baobab", "mdi2t-tree", "lemur", "mdi2p-paw",
            "seed", "mdi2c-circle-multiple", "star", "mdi2s-star");
    /**
     * A chameleon on a branch, on the icons' 24-unit grid: casqued head and snout to the right, the eye
     * a hole, the tail curled under, two legs gripping the branch.
     */
    static final String CHAMELEON = "M21.6 9.6 L18.6 6.3 C16.2 6.3 14 7.3 12 7.9 C9 8.5 6.4 9.6 5.3 12.2 C4.3 14.8 5.2 17.6 7.9 17.7"
            + " C10 17.8 10.9 15.6 9.6 14.5 C8.6 13.7 7.3 14.4 7.7 15.6 C6.8 15.3 6.6 14 7.3 13.2 C8.2 12.2 9.6 12.1 11.2 12.6"
            + " C13.2 13.2 16 13.5 18 12.6 C19.6 11.9 20.9 11 21.6 9.6 Z"
            + " M17.4 9.1 A0.9 0.9 0 1 0 19.2 9.1 A0.9 0.9 0 1 0 17.4 9.1 Z"
            + " M11.1 12.7 L10.2 18.3 L11.3 18.3 L12.4 13 Z M16 13.2 L16.3 18.3 L17.4 18.3 L17.2 13 Z"
            + " M3 18.4 H21.5 V19.6 H3 Z";

    private LearnerPictures() {
    }

    /** The picture of the id, {@code size} pixels high; an unknown id is a person. */
    static Node of(String picture, int size) {
        if ("chameleon".equals(picture)) {
            SVGPath drawn = new SVGPath();
            drawn.setContent(CHAMELEON);
            drawn.setFillRule(FillRule.EVEN_ODD);
            drawn.getStyleClass().add("learner-drawn");
            // the drawing spans about 19 of the grid's 24 units, where the font's glyphs fill theirs: scaled to match them
            drawn.setScaleX(size / 20.0);
            drawn.setScaleY(size / 20.0);
            return new Group(drawn);
        }
        FontIcon icon = new FontIcon(ICONS.getOrDefault(picture, "mdi2a-account"));
        icon.setIconSize(size);
        return icon;
    }
}
