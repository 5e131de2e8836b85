package org.katro.kiosk;

import javafx.application.Platform;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.ButtonBase;
import javafx.scene.control.Labeled;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.katro.engine.GameCursor;
import org.katro.engine.Geometry;
import org.katro.engine.Player;
import org.katro.text.Texts;
import org.katro.ui.Navigator;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.Screen;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * The audio-and-keypad way in, for a visitor who cannot see the screen or cannot touch it: a museum's
 * accessible keypad sends six keys (the arrows, Select as Enter, Back as Escape or Backspace) and,
 * like most such keypads, a help key and an info key beside them (sent as F1 and F2). Turned on by
 * the help key or for every visitor by the settings' {@code keypad}, it turns sound and voice on;
 * the arrows then move from one control (or hole) to the next and say what is there, Select presses
 * it, Back goes to the home screen. "Where am I" has its own key, the help key (and Back on the home
 * screen): the screen, the step ("Step 3 of 6"), whose turn it is and what is focused. "What the
 * board holds" has the info key: each side's seeds and its front row's.
 */
final class Keypad {
    static final String BUNDLE = "org.katro.kiosk.Keypad";

    private final Scene scene;
    private final Navigator navigator;
    /** where the keys move: the kiosk's overlay while one asks, else the whole station */
    private final Supplier<Parent> within;
    private final BooleanProperty on = new SimpleBooleanProperty(this, "on");
    private final EventHandler<KeyEvent> keys = this::key;
    /** a key this class sends itself (Select on a hole), which it must not take again */
    private boolean sending;

    Keypad(Scene scene, Navigator navigator, Supplier<Parent> within) {
        this.scene = scene;
        this.navigator = navigator;
        this.within = within;
        navigator.screenProperty().addListener((obs, old, now) -> {
            if (on.get()) {
                // after the screen is built and the sound follows it
                Platform.runLater(this::arrived);
            }
        });
    }

    void install() {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, keys);
    }

    void uninstall() {
        scene.removeEventFilter(KeyEvent.KEY_PRESSED, keys);
    }

    /** Whether the keys run the station and it speaks as they move. */
    BooleanProperty onProperty() {
        return on;
    }

    private void key(KeyEvent e) {
        if (sending) {
            return;
        }
        if (e.getCode() == KeyCode.F1 || e.getCode() == KeyCode.HELP) {
            e.consume();
            if (on.get()) {
                where();
            } else {
                start();
            }
            return;
        }
        if (!on.get()) {
            return;
        }
        switch (e.getCode()) {
            case F2, INFO -> holds();
            case UP, LEFT, KP_UP, KP_LEFT -> move(-1);
            case DOWN, RIGHT, KP_DOWN, KP_RIGHT -> move(1);
            case ENTER, SPACE -> select();
            case ESCAPE, BACK_SPACE -> back();
            default -> {
                return;
            }
        }
        e.consume();
    }

    /** The way in opens: sound and voice on, the keys said, then where the visitor is. */
    void start() {
        on.set(true);
        navigator.sound().onProperty().set(true);
        navigator.sound().speechProperty().set(true);
        say(texts().text("keypad.on") + " " + whereWords());
    }

    private void arrived() {
        List<Node> all = focusable();
        if (!all.isEmpty() && !all.contains(scene.getFocusOwner())) {
            all.get(0).requestFocus();
        }
        // a lesson says its own caption as it opens: the screen's name would cut it
        if (navigator.lessonPlayer() == null || navigator.screenProperty().get().kind() != Screen.Kind.LESSON) {
            say(whereWords());
        }
    }

    private void move(int by) {
        List<Node> all = focusable();
        if (all.isEmpty()) {
            return;
        }
        int at = all.indexOf(scene.getFocusOwner());
        int to = at < 0 ? (by > 0 ? 0 : all.size() - 1) : Math.floorMod(at + by, all.size());
        Node next = all.get(to);
        next.requestFocus();
        say(words(next));
    }

    private void select() {
        Node focused = scene.getFocusOwner();
        if (focused instanceof ButtonBase b) {
            b.fire();
        } else if (focused != null) {
            // a hole is chosen with Enter, as the board takes it from a keyboard
            sending = true;
            try {
                Event.fireEvent(focused, new KeyEvent(KeyEvent.KEY_PRESSED, "", "", KeyCode.ENTER, false, false, false, false));
            } finally {
                sending = false;
            }
        }
    }

    private void back() {
        if (Screen.HOME.equals(navigator.screenProperty().get())) {
            where();
        } else {
            navigator.showHome();
        }
    }

    /**
     * Where am I: the screen, the step, whose turn it is and what is focused; in a lesson, then what
     * its screen says (the caption, the question), to hear again.
     */
    void where() {
        Node focused = scene.getFocusOwner();
        String focus = focused == null || words(focused).isBlank() ? "" : " " + texts().text("where.focus", words(focused));
        LessonPlayerModel lesson = lessonShown();
        String reading = "";
        if (lesson != null) {
            String question = lesson.questionProperty().get();
            reading = " " + lesson.captionProperty().get() + (question.isBlank() ? "" : " " + question);
        }
        say(whereWords() + focus + reading);
    }

    /** What the board on screen holds, on demand; where no board shows, where the visitor is. */
    void holds() {
        String board = board();
        say(board.isBlank() ? whereWords() : board.strip());
    }

    /** The screen, its step ("Step 3 of 6") in a lesson, and whose turn it is where a game shows. */
    private String whereWords() {
        Screen screen = navigator.screenProperty().get();
        LessonPlayerModel lesson = lessonShown();
        if (screen == null) {
            return "";
        }
        String place = lesson != null ? texts().text("where.lesson", lesson.title(), lesson.stepLabelProperty().get())
                : switch (screen.kind()) {
                    case HOME -> texts().text("where.home");
                    case PLAY -> texts().text("where.play");
                    case PRACTICE -> texts().text("where.practice");
                    case EXPLORER, LINE -> texts().text("where.explorer");
                    case GLOSSARY -> texts().text("where.glossary");
                    default -> "";
                };
        GameSession game = gameShown();
        if (game == null || game.cursor().winner().isPresent()) {
            return place;
        }
        return place + " " + texts().text("where.turn", texts().player(game.cursor().toMove()));
    }

    /** The lesson on screen, if one is. */
    private LessonPlayerModel lessonShown() {
        LessonPlayerModel lesson = navigator.lessonPlayer();
        Screen screen = navigator.screenProperty().get();
        return lesson != null && screen != null && screen.kind() == Screen.Kind.LESSON ? lesson : null;
    }

    /** The game on screen: the lesson's, else the game screen's; null on a screen without one. */
    private GameSession gameShown() {
        LessonPlayerModel lesson = lessonShown();
        return lesson != null ? lesson.game() : navigator.game();
    }

    /** Each side's seeds and its front row's ("South's front row: 12 seeds"), on the board on screen. */
    private String board() {
        GameSession game = gameShown();
        if (game == null) {
            return "";
        }
        GameCursor cursor = game.cursor();
        Geometry g = cursor.geometry();
        StringBuilder out = new StringBuilder();
        for (Player p : List.of(Player.SOUTH, Player.NORTH)) {
            int all = 0;
            int front = 0;
            for (int depth = 0; depth < g.depths(); depth++) {
                int row = 0;
                for (int column = 0; column < g.columns(); column++) {
                    row += cursor.seeds(g.indexOf(p, depth, column));
                }
                all += row;
                // the front row: the innermost row that holds seeds
                front = row > 0 ? row : front;
            }
            out.append(' ').append(texts().text("board.side", texts().player(p), all, front));
        }
        return out.toString();
    }

    /** What a node says when focused: its words for screen readers, else its text. */
    static String words(Node n) {
        String accessible = n.getAccessibleText();
        if (accessible != null && !accessible.isBlank()) {
            return accessible;
        }
        return n instanceof Labeled l && l.getText() != null ? l.getText() : "";
    }

    /** The controls and holes the keys reach, in the order of the screen. */
    List<Node> focusable() {
        List<Node> out = new ArrayList<>();
        collect(within.get(), out);
        return out;
    }

    private static void collect(Node n, List<Node> out) {
        if (!n.isVisible() || n.isDisabled() || n.getOpacity() == 0) {
            return;
        }
        if (n.isFocusTraversable() && n.getScene() != null) {
            out.add(n);
            return;
        }
        if (n instanceof Parent p) {
            for (Node child : p.getChildrenUnmodifiable()) {
                collect(child, out);
            }
        }
    }

    private void say(String text) {
        navigator.sound().announce(text, navigator.languageProperty().get().locale().getLanguage());
    }

    private Texts texts() {
        return new Texts(navigator.languageProperty().get(), BUNDLE);
    }
}
