package org.katro.app;

import org.katro.lesson.Lesson;
import org.katro.lesson.Progress;
import org.katro.notation.GameText;
import org.katro.notation.NotationException;
import org.katro.store.Learners;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.session.GameSession;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModel;

import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * What a learner leaves outlives the app (outside kiosk mode): lessons reached and done, first
 * answers, the preferences, the game explored or played and the screen left open. Each change is
 * written as it happens, through the store's own thread; {@link #become} brings one learner's back.
 */
final class Memory {
    /** the screen left open: {@code lesson:ID}, {@code practice}, {@code play}, {@code game} or {@code home} */
    static final String PLACE = "place";

    private final Navigator navigator;
    private final Learners learners;
    private final Consumer<String> log;
    private String learner;
    /** true while a learner's things are put back, which need not be written again */
    private boolean restoring;
    /** stops following the game on screen; null when none is followed */
    private Runnable unfollow;
    /** the practice session whose streak was put back and is written at each answer */
    private PracticeViewModel practice;
    /** the language was given on the command line: it wins over the remembered one for this run */
    private final boolean languageGiven;

    Memory(Navigator navigator, Learners learners, boolean languageGiven, Consumer<String> log) {
        this.navigator = navigator;
        this.learners = learners;
        this.languageGiven = languageGiven;
        this.log = log;
        navigator.progress().listen(new Progress.Listener() {
            @Override
            public void shown(String lesson, Progress.Entry e, boolean finished) {
                learners.shown(learner, lesson, e.reached(), e.at(), e.done());
                put(PLACE, "lesson:" + lesson);
            }

            @Override
            public void answered(String lesson, int step, boolean right) {
                learners.answered(learner, lesson, step, right);
            }
        });
        navigator.languageProperty().addListener((obs, old, now) -> put("language", code(now)));
        navigator.textScaleProperty().addListener((obs, old, now) -> put("text.scale", now.toString()));
        navigator.highContrastProperty().addListener((obs, old, now) -> put("high.contrast", now.toString()));
        navigator.reducedMotionProperty().addListener((obs, old, now) -> put("reduced.motion", now.toString()));
        navigator.screenProperty().addListener((obs, old, now) -> left(now));
    }

    String learner() {
        return learner;
    }

    /** {@code name} is learning now: their progress and preferences replace the last learner's. */
    void become(String name) {
        learner = name;
        restoring = true;
        try {
            Progress progress = navigator.progress();
            progress.clear();
            learners.lessons(name).values().forEach(l -> progress.restore(l.lesson(), l.reached(), l.at(), l.done(), l.firstAnswers()));
            Map<String, String> state = learners.state(name);
            if (!languageGiven) {
                Optional.ofNullable(state.get("language")).flatMap(Language::byCode).ifPresent(navigator.languageProperty()::set);
            }
            Optional.ofNullable(state.get("text.scale")).ifPresent(v -> navigator.textScaleProperty().set(Double.parseDouble(v)));
            Optional.ofNullable(state.get("high.contrast")).ifPresent(v -> navigator.highContrastProperty().set(Boolean.parseBoolean(v)));
            Optional.ofNullable(state.get("reduced.motion")).ifPresent(v -> navigator.reducedMotionProperty().set(Boolean.parseBoolean(v)));
        } catch (RuntimeException e) {
            // a value written by hand or by a newer Katro: the learner starts from the defaults there
            log.accept("memory: cannot restore " + name + "'s preferences (" + e + ")");
        } finally {
            restoring = false;
        }
    }

    /** Opens the screen the learner left, where it was left; the home screen when there is none. */
    void resume() {
        String place = learners.state(learner).getOrDefault(PLACE, "home");
        if (!open(place)) {
            navigator.showHome();
        }
    }

    /**
     * Opens a screen by its name in {@code --open=}: {@code lesson:ID}, {@code practice}, {@code play},
     * {@code worked-example} (and, from memory, {@code game}, the game explored); false for an unknown one.
     */
    boolean open(String place) {
        Map<String, String> state = learners.state(learner);
        if (place.startsWith("lesson:")) {
            Optional<Lesson> lesson = navigator.library().byId(place.substring("lesson:".length()));
            lesson.ifPresent(navigator::openLesson);
            return lesson.isPresent();
        }
        switch (place) {
            case "practice" -> navigator.showPractice();
            case "worked-example" -> navigator.openWorkedExample();
            case "play" -> {
                navigator.showPlay();
                Optional.ofNullable(state.get("play.game")).ifPresent(navigator.playModel()::load);
            }
            case "game" -> {
                try {
                    navigator.openGame(GameText.parse(state.getOrDefault("game", "")).cursor());
                    navigator.game().seek(Integer.parseInt(state.getOrDefault("game.at", "0")));
                } catch (NotationException | NumberFormatException e) {
                    return false;
                }
            }
            case "home" -> navigator.showHome();
            default -> {
                return false;
            }
        }
        return true;
    }

    /** A new screen: where the learner is, and the game on it watched for moves. */
    private void left(String screen) {
        if (unfollow != null) {
            unfollow.run();
            unfollow = null;
        }
        switch (screen) {
            case "HomeView" -> put(PLACE, "home");
            case "PracticeView" -> {
                put(PLACE, "practice");
                PracticeViewModel shown = navigator.practiceModel();
                if (shown != practice) {
                    practice = shown;
                    Optional.ofNullable(learners.state(learner).get("practice")).ifPresent(shown::resume);
                    shown.scoreProperty().addListener((obs, old, now) -> put("practice", shown.streak()));
                }
            }
            case "ExplorerView", "PlayView" -> {
                // every change is written but while playback runs: then its end is
                unfollow = navigator.game().follow(change -> saveGame());
                saveGame();
            }
            default -> {
                // set-up and compare are left as they are: the learner comes back to the last game or lesson
            }
        }
    }

    /** The game on screen: its moves at each change, where it stands whenever playback is not running. */
    private void saveGame() {
        GameSession game = navigator.game();
        if (game == null || game.stepping().playingProperty().get()) {
            return;
        }
        String text = GameText.of(game.cursor()).format();
        PlayViewModel play = navigator.playModel();
        if (play != null && play.game() == game) {
            put("play.game", text);
            put(PLACE, "play");
        } else {
            put("game", text);
            put("game.at", Integer.toString(game.stepping().indexProperty().get()));
            put(PLACE, "game");
        }
    }

    private void put(String key, String value) {
        if (!restoring && learner != null) {
            learners.put(learner, key, value);
        }
    }

    private static String code(Language language) {
        return language.locale().getLanguage();
    }
}
