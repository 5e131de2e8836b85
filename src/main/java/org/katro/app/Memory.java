package org.katro.app;

import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.katro.kiosk.KioskSettings;
import org.katro.lesson.Lesson;
import org.katro.lesson.Progress;
import org.katro.notation.GameText;
import org.katro.notation.NotationException;
import org.katro.practice.Review;
import org.katro.store.Learners;
import org.katro.store.Reviews;
import org.katro.text.Language;
import org.katro.ui.Navigator;
import org.katro.ui.session.GameSession;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.shell.Screen;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * What a learner leaves outlives the app (outside kiosk mode): lessons reached and done, first
 * answers, the preferences, the game explored or played and the screen left open. Each change is
 * written as it happens, through the store's own thread. The screen's thread never waits for the
 * database: {@link #show} opens a screen at once, and the learner's things, read on the store's
 * thread, {@linkplain #arrived arrive} later. Until they do, the progress is not complete and what
 * is written merges with what is stored (see {@link Learners#shown}); when they come, they are
 * merged into what the learner did meanwhile, or, if nothing was done, the screen they left opens.
 */
final class Memory {
    /** the screen left open, by its {@link Screen#place()}: {@code lesson:ID}, {@code practice}, {@code play}, {@code game} or {@code home} */
    static final String PLACE = "place";

    /** A learner's things as written down: lessons by id, and what they left open. */
    record Stored(Map<String, Learners.Lesson> lessons, Map<String, String> state) { }

    private final Navigator navigator;
    private final Learners learners;
    /** the learner's missed practice kinds and lessons' questions, asked again after 1, 3 and 7 days */
    private final Reviews reviews;
    private final Consumer<String> log;
    private String learner;
    /** what the learner left open, as read and as changed since */
    private final Map<String, String> state = new HashMap<>();
    /** writes made before the learner was known, made as theirs once they are */
    private final List<Consumer<String>> early = new ArrayList<>();
    /** something was done since {@link #show}: what arrives then is merged into it, the screen left alone */
    private boolean touched;
    /** true while a screen is opened or things put back for the learner, which is not theirs to write */
    private boolean restoring;
    /** stops following the game on screen; null when none is followed */
    private Runnable unfollow;
    /** the practice session whose streak was put back and is written at each answer */
    private PracticeViewModel practice;
    /** the language was given on the command line: it wins over the remembered one for this run */
    private final boolean languageGiven;

    Memory(Navigator navigator, Learners learners, Reviews reviews, boolean languageGiven, Consumer<String> log) {
        this.navigator = navigator;
        this.learners = learners;
        this.reviews = reviews;
        this.languageGiven = languageGiven;
        this.log = log;
        Progress progress = navigator.progress();
        progress.await();
        progress.listen(new Progress.Listener() {
            @Override
            public void shown(String lesson, Progress.Entry e, boolean finished) {
                // the step to resume at replaces the stored one only once that was read
                boolean atKnown = progress.complete();
                write(name -> learners.shown(name, lesson, e.reached(), e.at(), e.done(), atKnown));
                putPlace(Screen.lesson(lesson));
            }

            @Override
            public void answered(String lesson, int step, boolean right, String answer) {
                write(name -> learners.answered(name, lesson, step, right, answer));
                // a question missed at the first try is asked again in practice after 1, 3 and 7 days
                boxed(new Review.Question(lesson, step), right);
            }
        });
        navigator.languageProperty().addListener((obs, old, now) -> put("language", code(now)));
        navigator.textScaleProperty().addListener((obs, old, now) -> put("text.scale", now.toString()));
        navigator.highContrastProperty().addListener((obs, old, now) -> put("high.contrast", now.toString()));
        navigator.reducedMotionProperty().addListener((obs, old, now) -> put("reduced.motion", now.toString()));
        navigator.state().bestMoves().addListener((obs, old, now) -> put("best.moves", now.toString()));
        navigator.screenProperty().addListener((obs, old, now) -> left(now));
    }

    /** A learner has been chosen (or taken for the computer's user). */
    boolean begun() {
        return learner != null;
    }

    /** {@code name} is learning now: what was done before anyone was chosen is theirs; another learner's things go. */
    void become(String name) {
        if (learner != null && !learner.equals(name)) {
            navigator.progress().await();
            state.clear();
            navigator.state().due().set(List.of());
        }
        learner = name;
        navigator.learner().set(name);
        early.forEach(w -> w.accept(name));
        early.clear();
    }

    /** A learner was renamed (the store moves their things): the one learning goes on under the new name. */
    void renamed(String from, String to) {
        if (from.equals(learner)) {
            learner = to;
            navigator.learner().set(to);
        }
    }

    /** A learner was removed: if it was the one learning, nobody is until another is chosen, and nothing of theirs stays. */
    void removed(String name) {
        if (name.equals(learner)) {
            learner = null;
            navigator.learner().set("");
            navigator.progress().clear();
            state.clear();
            navigator.state().due().set(List.of());
            practice = null;
        }
    }

    /** Opens {@code open} (a deep link, see {@link #open}) or else the home screen, before anything is read. */
    void show(String open) {
        restoring = true;
        try {
            if (open == null) {
                navigator.showHome();
            } else if (!open(open)) {
                log.accept("--open=" + open + ": no such screen or lesson; the home screen opens");
                navigator.showHome();
            }
        } finally {
            restoring = false;
        }
        touched = false;
    }

    /**
     * The learner's things, read: merged into what was done since {@link #show} (nothing stored is
     * lost, nothing done is undone), or, if nothing was, put back and {@code open} (or else the
     * screen they left) opened again with them.
     */
    void arrived(Stored stored, String open) {
        Progress progress = navigator.progress();
        restoring = true;
        try {
            if (!touched) {
                progress.await();
                state.clear();
                practice = null;
            }
            stored.lessons().values().forEach(l -> progress.merge(l.lesson(), l.reached(), l.at(), l.done(), l.firstAnswers()));
            progress.merged();
            Map<String, String> read = new HashMap<>(stored.state());
            // a preference changed since is newer than the one stored
            read.keySet().removeAll(state.keySet());
            preferences(read);
            state.putAll(read);
        } finally {
            restoring = false;
        }
        if (!touched) {
            // opened as the learner's own, written down as any other screen is
            String place = open != null ? open : state.getOrDefault(PLACE, "home");
            Screen before = navigator.screenProperty().get();
            if (showing(place, open, before)) {
                // built once: the home screen's list takes the progress that came
                navigator.progressArrived();
            } else if (!open(place)) {
                navigator.showHome();
            }
            if (before.equals(navigator.screenProperty().get())) {
                // the screen shown before is the one: taken up now as the learner's (their streak, their game)
                left(before);
            }
        }
    }

    /**
     * Whether {@code place} is the screen showing and would be built the same again: the home screen
     * (its list shows the progress come since), or the worked example opened by {@code --open=}. A
     * lesson, a game or a practice session opens again with what was stored.
     */
    private static boolean showing(String place, String open, Screen shown) {
        return "worked-example".equals(place) ? place.equals(open) && shown.kind() == Screen.Kind.EXPLORER
                : Screen.HOME.equals(shown) && Screen.ofPlace(place).filter(Screen.HOME::equals).isPresent();
    }

    /** The stored preferences put back, each checked as the settings file's are: one out of range is left at the default, and logged. */
    private void preferences(Map<String, String> read) {
        if (languageGiven) {
            // --lang= wins for this run; the learner's own language stays stored for the next
            read.remove("language");
        } else if (read.containsKey("language") && Language.byCode(read.get("language")).isEmpty()
                && read.get("language").matches("[a-z]{2,3}")) {
            // an added language is read after the first frame (KatroApp): the learner's comes back once it is
            whenAdded(read.get("language"));
        } else {
            preference(read, "language", Language::byCode, navigator.languageProperty()::set);
        }
        preference(read, "text.scale", v -> {
            try {
                double scale = Double.parseDouble(v);
                return scale >= KioskSettings.SMALLEST_TEXT && scale <= KioskSettings.LARGEST_TEXT
                        ? Optional.of(scale) : Optional.empty();
            } catch (NumberFormatException e) {
                return Optional.empty();
            }
        }, navigator.textScaleProperty()::set);
        preference(read, "high.contrast", Memory::flag, navigator.highContrastProperty()::set);
        preference(read, "reduced.motion", Memory::flag, navigator.reducedMotionProperty()::set);
        preference(read, "best.moves", Memory::flag, navigator.state().bestMoves()::set);
    }

    /** Speaks the added language {@code code} once the choosers offer it, unless another was chosen meanwhile. */
    private void whenAdded(String code) {
        ObservableList<Language> languages = navigator.state().languages();
        Language before = navigator.languageProperty().get();
        ListChangeListener<Language> arrived = new ListChangeListener<>() {
            @Override
            public void onChanged(Change<? extends Language> change) {
                languages.stream().filter(l -> l.code().equals(code)).findFirst().ifPresent(language -> {
                    languages.removeListener(this);
                    if (navigator.languageProperty().get() == before) {
                        navigator.languageProperty().set(language);
                    }
                });
            }
        };
        languages.addListener(arrived);
    }

    private <T> void preference(Map<String, String> read, String key, Function<String, Optional<T>> check, Consumer<T> apply) {
        String value = read.get(key);
        if (value == null) {
            return;
        }
        Optional<T> checked = check.apply(value);
        if (checked.isPresent()) {
            apply.accept(checked.get());
        } else {
            read.remove(key);
            String shown = value.length() > 20 ? value.substring(0, 20) + "..." : value;
            log.accept("memory: " + learner + "'s stored " + key + " '" + shown.replaceAll("\\p{Cntrl}", "?")
                    + "' is not one this Katro takes; the default is used");
        }
    }

    private static Optional<Boolean> flag(String value) {
        return "true".equals(value) || "false".equals(value) ? Optional.of(Boolean.parseBoolean(value)) : Optional.empty();
    }

    /**
     * Opens a screen by its name in {@code --open=}: {@code lesson:ID}, {@code practice}, {@code play},
     * {@code worked-example} (and, from memory, {@code game}, the game explored); false for an unknown one.
     */
    boolean open(String place) {
        if ("worked-example".equals(place)) {
            // a link to a game, not a place a learner leaves
            navigator.openWorkedExample();
            return true;
        }
        Optional<Screen> screen = Screen.ofPlace(place);
        if (screen.isEmpty()) {
            return false;
        }
        switch (screen.get().kind()) {
            case LESSON -> {
                Optional<Lesson> lesson = navigator.library().byId(screen.get().lesson());
                lesson.ifPresent(navigator::openLesson);
                return lesson.isPresent();
            }
            case PRACTICE -> navigator.showPractice();
            case PLAY -> {
                navigator.showPlay();
                Optional.ofNullable(state.get("play.game")).ifPresent(navigator.playModel()::load);
            }
            case EXPLORER -> {
                try {
                    navigator.openGame(GameText.parse(state.getOrDefault("game", "")).cursor());
                    navigator.game().seek(Integer.parseInt(state.getOrDefault("game.at", "0")));
                } catch (NotationException | NumberFormatException e) {
                    return false;
                }
            }
            case HOME -> navigator.showHome();
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The learner's items due again, as the store names them, read after they were chosen: home counts them. */
    void due(List<String> items) {
        navigator.state().due().set(items.stream().flatMap(id -> Review.byId(id).stream()).toList());
    }

    /**
     * A first answer to a practice question or a lesson's question (in the lesson or asked again in
     * practice): a miss goes to the first box, a right answer moves a due item on; either way a due
     * item is asked, and leaves today's count.
     */
    private void boxed(Review item, boolean right) {
        String id = item.id();
        write(name -> {
            if (right) {
                reviews.right(name, id);
            } else {
                reviews.missed(name, id);
            }
        });
        List<Review> due = new ArrayList<>(navigator.state().due().get());
        if (due.remove(item)) {
            navigator.state().due().set(List.copyOf(due));
        }
    }

    /** A new screen: where the learner is, and the game on it watched for moves. */
    private void left(Screen screen) {
        if (unfollow != null) {
            unfollow.run();
            unfollow = null;
        }
        switch (screen.kind()) {
            case HOME -> putPlace(screen);
            case PRACTICE -> {
                putPlace(screen);
                PracticeViewModel shown = navigator.practiceModel();
                if (shown != practice) {
                    practice = shown;
                    Optional.ofNullable(state.get("practice")).ifPresent(shown::resume);
                    shown.keptProperty().addListener((obs, old, now) -> put("practice", now));
                    shown.onFirstAnswer(this::boxed);
                }
            }
            case EXPLORER, PLAY -> {
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
            putPlace(Screen.PLAY);
        } else {
            put("game", text);
            put("game.at", Integer.toString(game.stepping().indexProperty().get()));
            putPlace(Screen.EXPLORER);
        }
    }

    private void putPlace(Screen screen) {
        screen.place().ifPresent(place -> put(PLACE, place));
    }

    private void put(String key, String value) {
        if (!restoring) {
            state.put(key, value);
            write(name -> learners.put(name, key, value));
        }
    }

    /** A write for the learner, made at once or, before one is chosen, as theirs once they are. */
    private void write(Consumer<String> write) {
        if (restoring) {
            return;
        }
        touched = true;
        if (learner == null) {
            early.add(write);
        } else {
            write.accept(learner);
        }
    }

    private static String code(Language language) {
        return language.locale().getLanguage();
    }
}
