package org.katro.ui.shell;

import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Control;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;

/**
 * Tooltips made when first wanted. A control keeps its tip's text (from code, {@link #set}, or from
 * FXML, {@code <properties katroTip="%key"/>}), which is also its accessible help, what a screen
 * reader reads and what JavaFX would read from the tooltip; the tooltip itself is made the first time
 * the pointer moves over the control. A screen has some thirty tips, and making thirty tooltips costs
 * its start about 70 ms on a station before the first frame.
 */
public final class Tips {
    /** the key of a control's tip in its properties, as FXML's {@code <properties>} writes it */
    static final String KEY = "katroTip";

    private Tips() {
    }

    /** Gives {@code control} the tip {@code text}, or a new text for the tip it has. */
    public static void set(Control control, String text) {
        Object old = control.getProperties().put(KEY, text);
        help(control, old);
        if (control.getTooltip() != null) {
            control.getTooltip().setText(text);
        }
    }

    /** The text of the tip of {@code control}, or null when it has none. */
    public static String of(Control control) {
        return control.getProperties().get(KEY) instanceof String text ? text : null;
    }

    /** Makes each control's tooltip when the pointer first moves over it, in {@code scene}'s windows' content. */
    public static void install(Scene scene) {
        scene.addEventFilter(MouseEvent.MOUSE_MOVED, e -> {
            for (Node n = e.getPickResult().getIntersectedNode(); n != null; n = n.getParent()) {
                if (n instanceof Control c) {
                    String text = of(c);
                    if (text != null && c.getTooltip() == null) {
                        c.setTooltip(new Tooltip(text));
                    }
                    if (text != null || c.getTooltip() != null) {
                        // the innermost control with a tip is the one pointed at
                        return;
                    }
                }
            }
        });
    }

    /** The tips that {@code root}'s FXML gave, made the accessible help of their controls. */
    public static void fromFxml(Node root) {
        if (root instanceof Control c && of(c) != null) {
            help(c, null);
        }
        // a scroll pane's or a titled pane's content is not its child until the pane has a skin
        if (root instanceof ScrollPane pane && pane.getContent() != null) {
            fromFxml(pane.getContent());
        } else if (root instanceof TitledPane pane && pane.getContent() != null) {
            fromFxml(pane.getContent());
        } else if (root instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                fromFxml(child);
            }
        }
    }

    /** The tip as the accessible help, unless the control has a help of its own. */
    private static void help(Control control, Object oldTip) {
        String help = control.getAccessibleHelp();
        if (help == null || help.isEmpty() || help.equals(oldTip)) {
            control.setAccessibleHelp(of(control));
        }
    }
}
