package org.katro.kiosk;

import javafx.animation.Animation;
import javafx.animation.KeyFrame;
import javafx.animation.PauseTransition;
import javafx.animation.Timeline;
import javafx.beans.binding.Bindings;
import javafx.event.Event;
import javafx.event.EventHandler;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.InputEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.input.TouchEvent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.katro.kiosk.attract.AttractBannerController;
import org.katro.kiosk.attract.AttractBannerModel;
import org.katro.kiosk.attract.AttractLoop;
import org.katro.kiosk.idle.IdleQuestionController;
import org.katro.kiosk.idle.IdleQuestionModel;
import org.katro.kiosk.pin.PinPadController;
import org.katro.kiosk.pin.PinPadModel;
import org.katro.kiosk.pin.StaffExit;
import org.katro.lesson.Lesson;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.sound.StationSound;
import org.katro.ui.shell.Screen;
import org.katro.ui.shell.Screens;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.LongSupplier;

/**
 * An unattended station around the navigator's screens: the attract loop on an idle home screen,
 * "Are you still there?" and a reset during a lesson or game, and the staff's hidden way out (a long
 * press in the top-left corner, then a PIN on an on-screen pad). The screens sit in the bottom
 * layer of the scene's root and the kiosk's overlays above them. Time comes from {@code clock}, so a
 * test moves it by hand and calls {@link #tick()}; in use a timeline ticks four times a second, and
 * the attract loop's waits ({@link AttractLoop}) wake it just when they end. The attract banner,
 * "Are you still there?" and the PIN pad are views of their own (kiosk/attract, kiosk/idle,
 * kiosk/pin); the PIN pad and the staff page it opens speak the station's own language. The staff's
 * PIN tries, and a PIN left at its default, go to {@code log}.
 */
public final class Kiosk {
    /** How often the timeline looks at the clock. */
    private static final Duration TICK = Duration.millis(250);
    /** The lesson the attract loop opens with: katro in 90 seconds, captions of 12 words at most. */
    public static final String VISITOR_TRACK = "visitor";

    private final Scene scene;
    private final Navigator navigator;
    private final KioskSettings settings;
    private final LongSupplier clock;
    private final Runnable exit;
    private final Consumer<String> log;
    private final IdleWatch watch;
    private final StaffExit staff;
    private final Language home;
    private final StackPane shell = new StackPane();
    private final StackPane screens = new StackPane();
    /** the screens above, the attract loop's invitation in a strip of its own below them, so it covers nothing */
    private final VBox column = new VBox(screens);
    private final StackPane overlays = new StackPane();
    private final Timeline timer = new Timeline(new KeyFrame(TICK, e -> tick()));
    /** the attract loop's waits end between two ticks: the clock is looked at just then */
    private final PauseTransition wake = new PauseTransition();
    private final EventHandler<InputEvent> input = this::input;
    /** the keys a text field pastes with (JavaFX's TextInputControl bindings), which a station takes */
    private final EventHandler<KeyEvent> pasting = e -> {
        if (e.getCode() == KeyCode.PASTE || e.isShortcutDown() && e.getCode() == KeyCode.V
                || e.isShiftDown() && e.getCode() == KeyCode.INSERT) {
            e.consume();
        }
    };
    /** a text field's menu, which would offer Paste */
    private final EventHandler<ContextMenuEvent> noMenu = Event::consume;

    /** "Are you still there?", while it is asked */
    private Parent asking;
    private IdleQuestionModel idle;
    /** the staff PIN pad, while it is open */
    private Parent pinPad;
    private PinPadModel pin;
    private Parent banner;
    /** the attract loop; null when it is not playing */
    private AttractLoop attract;
    /** after a touch that stopped the attract loop: the rest of that touch must not act on the home screen */
    private boolean swallowing;
    /** the station's anonymous figures, if it keeps them */
    private VisitFigures figures;
    /** the touch going on began in the staff's corner: the staff's touches are no visit */
    private boolean cornerTouch;
    /** the audio-and-keypad way in */
    private final Keypad keypad;

    public Kiosk(Scene scene, Navigator navigator, KioskSettings settings, LongSupplier clock, Runnable exit,
            Consumer<String> log) {
        this.scene = scene;
        this.navigator = navigator;
        this.settings = settings;
        this.clock = clock;
        this.exit = exit;
        this.log = log;
        this.watch = new IdleWatch(settings, clock.getAsLong());
        this.staff = new StaffExit(settings.pin());
        this.home = Language.byCode(settings.language()).orElse(Language.ENGLISH);
        // while "Are you still there?" or the PIN pad asks, the keys move on it alone
        this.keypad = new Keypad(scene, navigator, () -> overlays.getChildren().isEmpty() ? shell : overlays);
        timer.setCycleCount(Animation.INDEFINITE);
        wake.setOnFinished(e -> tick());
    }

    /** Takes over the scene: screens under the overlays, input watched, the home screen shown. */
    public void start() {
        shell.getStyleClass().add("kiosk");
        // the overlays' sheets stay off the screens' ancestors: a sheet a screen shares with an ancestor
        // would take the ancestor's lower rank there, and the screen's own sheets would beat high contrast
        overlays.getStylesheets().addAll(Screens.theme(), Screens.stylesheet(Kiosk.class, "Kiosk"),
                Screens.stylesheet(IdleQuestionController.class, "IdleQuestion"),
                Screens.stylesheet(PinPadController.class, "PinPad"));
        overlays.setPickOnBounds(false);
        VBox.setVgrow(screens, Priority.ALWAYS);
        shell.getChildren().setAll(column, overlays);
        shell.styleProperty().bind(Bindings.format(Locale.ROOT, "-fx-font-size: %.1fpx;", navigator.fontSize()));
        // a screen and the overlays are each a "root" for the theme's looked-up colours, as a scene's root would be
        navigator.setHost(root -> {
            root.getStyleClass().add("root");
            screens.getChildren().setAll(root);
        });
        overlays.getStyleClass().add("root");
        // no background at all: a transparent one would still catch every touch meant for the screen
        overlays.setStyle("-fx-background-color: null;");
        navigator.highContrastProperty().addListener(obs -> navigator.dress(overlays));
        navigator.kioskProperty().addListener(obs -> navigator.dress(overlays));
        scene.setRoot(shell);
        for (var type : List.of(MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED,
                TouchEvent.TOUCH_PRESSED, KeyEvent.KEY_PRESSED, ScrollEvent.SCROLL)) {
            scene.addEventFilter(type, input);
        }
        // nor may a text field paste the station's clipboard, by its keys or its menu
        scene.addEventFilter(KeyEvent.KEY_PRESSED, pasting);
        scene.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, noMenu);
        keypad.install();
        navigator.screenProperty().addListener((obs, old, now) -> {
            hideAsking();
            watch.atHome(Screen.HOME.equals(now), clock.getAsLong());
        });
        restoreSettings();
        navigator.reset(home);
        timer.play();
        if (settings.defaultPin()) {
            log.accept("staff PIN: this station still has the default PIN, which docs/museum-staff.md shows to anyone;"
                    + " set pin in its settings file");
        }
    }

    /** The staff PIN pad's tries, for the memory to keep. */
    public StaffExit staffExit() {
        return staff;
    }

    /** Keeps the station's visit figures from now on. */
    public void record(VisitFigures figures) {
        this.figures = figures;
    }

    /** Stops watching (the window closes). */
    public void stop() {
        timer.stop();
        wake.stop();
        for (var type : List.of(MouseEvent.MOUSE_PRESSED, MouseEvent.MOUSE_RELEASED, MouseEvent.MOUSE_CLICKED,
                TouchEvent.TOUCH_PRESSED, KeyEvent.KEY_PRESSED, ScrollEvent.SCROLL)) {
            scene.removeEventFilter(type, input);
        }
        scene.removeEventFilter(KeyEvent.KEY_PRESSED, pasting);
        scene.removeEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, noMenu);
        keypad.uninstall();
    }

    /** Whether the station is run from its keypad and speaks as the keys move. */
    public boolean keypadOn() {
        return keypad.onProperty().get();
    }

    /** Looks at the clock: plays the attract loop on, or asks, or resets, as the idle time says. */
    public void tick() {
        long now = clock.getAsLong();
        if (pin != null) {
            pin.tick();
        }
        if (attract != null) {
            if (!attract.poll()) {
                stopAttract();
            }
            return;
        }
        switch (watch.state(now)) {
            case ACTIVE -> hideAsking();
            case ASKING -> showAsking(watch.secondsLeft(now));
            case RESET -> reset();
            case ATTRACT -> startAttract(now);
        }
    }

    public boolean attracting() {
        return attract != null;
    }

    /** The visitor (or nobody) is gone: everything back as the settings say, on the home screen. */
    public void reset() {
        if (figures != null) {
            figures.ended();
        }
        stopAttract();
        hideAsking();
        closePinPad();
        restoreSettings();
        navigator.reset(home);
        watch.atHome(true, clock.getAsLong());
    }

    /** The station's sound and table mode, as a new visitor (or a classroom machine at its start) finds them. */
    public static void applySound(KioskSettings.Sound sound, Navigator navigator) {
        navigator.sound().stationDefaults(new StationSound.Defaults(sound.on(), sound.voice(), sound.volume(),
                sound.maxVolume(), sound.table()));
        navigator.tableModeProperty().set(sound.table());
    }

    private void restoreSettings() {
        navigator.kioskProperty().set(true);
        navigator.filesAllowedProperty().set(false);
        navigator.highContrastProperty().set(settings.highContrast());
        navigator.textScaleProperty().set(settings.textScale());
        navigator.reducedMotionProperty().set(settings.reducedMotion());
        // each visitor finds the station's sound, whatever the last one chose
        applySound(settings.sound(), navigator);
        keypad.onProperty().set(settings.sound().keypad());
        if (settings.sound().keypad()) {
            navigator.sound().onProperty().set(true);
            navigator.sound().speechProperty().set(true);
        }
        navigator.dress(overlays);
    }

    // ---------------------------------------------------------------- input

    private void input(InputEvent e) {
        long now = clock.getAsLong();
        if (e.getEventType() == MouseEvent.MOUSE_PRESSED && e instanceof MouseEvent m) {
            staff.press(m.getSceneX(), m.getSceneY(), now);
            cornerTouch = m.getSceneX() <= StaffExit.CORNER && m.getSceneY() <= StaffExit.CORNER;
        } else if (e.getEventType() == MouseEvent.MOUSE_RELEASED && staff.release(now)) {
            e.consume();
            showPinPad();
        }
        watch.touch(now);
        if (e instanceof MouseEvent m && m.getEventType() == MouseEvent.MOUSE_PRESSED && !m.isSynthesized()) {
            swallowing = false;
        }
        if (attract != null) {
            // the touch wakes the station: it shows the home screen and does nothing else, but in the
            // language whose name was touched
            Language chosen = languageTouched(e);
            reset();
            if (chosen != null) {
                navigator.languageProperty().set(chosen);
            }
            if (figures != null) {
                figures.attractTouched(now);
            }
            swallowing = e.getEventType() == MouseEvent.MOUSE_PRESSED || e.getEventType() == TouchEvent.TOUCH_PRESSED;
            e.consume();
        } else if (swallowing) {
            e.consume();
            swallowing = e.getEventType() != MouseEvent.MOUSE_RELEASED;
        } else {
            hideAsking();
            if (figures != null && !cornerTouch && pinPad == null && !staffScreen(navigator.screenProperty().get())) {
                figures.touched(now);
            }
        }
    }

    /** The language whose name in the attract loop's strip {@code e} touched, or null. */
    private static Language languageTouched(InputEvent e) {
        if (e.getEventType() != MouseEvent.MOUSE_PRESSED && e.getEventType() != TouchEvent.TOUCH_PRESSED) {
            return null;
        }
        for (Object n = e.getTarget(); n instanceof javafx.scene.Node node; n = node.getParent()) {
            if (node.getStyleClass().contains(AttractBannerController.LANGUAGE) && node.getUserData() instanceof Language l) {
                return l;
            }
        }
        return null;
    }

    /** the staff page and the editor it opens: only staff reach them, and their touches are no visit */
    private static boolean staffScreen(Screen screen) {
        return Screen.STAFF.equals(screen) || Screen.EDITOR.equals(screen);
    }

    // ---------------------------------------------------------------- attract loop

    private void startAttract(long now) {
        List<Lesson> lessons = new ArrayList<>();
        Set<String> ids = new LinkedHashSet<>();
        ids.add(VISITOR_TRACK);
        ids.addAll(settings.attractPlaylist());
        for (String id : ids) {
            navigator.library().byId(id).ifPresent(lessons::add);
        }
        if (lessons.isEmpty()) {
            // nothing to show: stay on the home screen and look again after another wait
            watch.touch(now);
            return;
        }
        if (figures != null) {
            figures.ended();
        }
        closePinPad();
        restoreSettings();
        navigator.reset(home);
        attract = new AttractLoop(navigator, lessons, clock, millis -> {
            wake.setDuration(Duration.millis(millis));
            wake.playFromStart();
        });
        attract.start();
        banner = view(AttractBannerController.class, "AttractBanner", navigator.languageProperty().get(), new AttractBannerController(
                new AttractBannerModel(navigator.languageProperty().get(), navigator.tableModeProperty().get(),
                        navigator.state().languages())));
        // below the screens, at the rank its sheet had there: the overlays' sheets are not its ancestors'
        banner.getStylesheets().add(Screens.stylesheet(AttractBannerController.class, "AttractBanner"));
        column.getChildren().add(banner);
    }

    private void stopAttract() {
        if (attract != null) {
            attract.stop();
        }
        wake.stop();
        attract = null;
        column.getChildren().remove(banner);
        banner = null;
    }

    // ---------------------------------------------------------------- "Are you still there?"

    private void showAsking(int seconds) {
        if (asking == null) {
            idle = new IdleQuestionModel(navigator.languageProperty().get(), this::hideAsking);
            IdleQuestionController controller = new IdleQuestionController(idle);
            asking = view(IdleQuestionController.class, "IdleQuestion", navigator.languageProperty().get(), controller);
            overlays.getChildren().add(asking);
            controller.focus();
        }
        idle.left(seconds);
    }

    private void hideAsking() {
        if (asking != null) {
            overlays.getChildren().remove(asking);
            asking = null;
            idle = null;
        }
    }

    // ---------------------------------------------------------------- staff PIN pad

    /** The PIN pad, in the station's own language: staff read it, whatever the last visitor chose. */
    private void showPinPad() {
        if (pinPad != null) {
            return;
        }
        // the right PIN leaves the visit behind: the staff page opens on the station as its settings set it
        pin = new PinPadModel(home, staff, settings.defaultPin(), clock, log, () -> {
            reset();
            exit.run();
        }, this::closePinPad);
        pinPad = view(PinPadController.class, "PinPad", home, new PinPadController(pin));
        overlays.getChildren().add(pinPad);
    }

    private void closePinPad() {
        if (pinPad != null) {
            overlays.getChildren().remove(pinPad);
            pinPad = null;
            pin = null;
        }
    }

    // ---------------------------------------------------------------- helpers

    /**
     * The kiosk's view {@code name}.fxml beside {@code controller}'s class, with its bundle in
     * {@code language}. Its sheet is the overlays' (set in {@link #start()}), not its own root's: a
     * sheet on the view itself would outrank the high-contrast sheet the overlays are dressed with.
     */
    private static Parent view(Class<?> owner, String name, Language language, Object controller) {
        FXMLLoader loader = new FXMLLoader(owner.getResource(name + ".fxml"),
                language.bundle(owner.getPackageName() + "." + name));
        loader.setController(controller);
        try {
            return loader.load();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load " + name + ".fxml", e);
        }
    }
}
