package org.katro.ui;

import javafx.application.Platform;
import javafx.beans.InvalidationListener;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.Presentation;
import org.katro.lesson.LessonLibrary;
import org.katro.lesson.Progress;
import org.katro.text.Language;
import org.katro.ui.compare.CompareController;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.editor.EditorController;
import org.katro.ui.editor.EditorTranslations;
import org.katro.ui.editor.EditorViewModel;
import org.katro.lesson.draft.DraftAutosave;
import org.katro.lesson.draft.LessonFolder;
import org.katro.ui.session.GameSession;
import org.katro.ui.explorer.ExplorerController;
import org.katro.ui.glossary.GlossaryButton;
import org.katro.ui.glossary.GlossaryController;
import org.katro.ui.home.HomeController;
import org.katro.ui.learners.LearnersController;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.lesson.LessonPlayerController;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayController;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeController;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.setup.SetupController;
import org.katro.ui.setup.SetupViewModel;
import org.katro.ui.shell.BackgroundJob;
import org.katro.ui.shell.KeyboardAccess;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screen;
import org.katro.ui.shell.Screens;
import org.katro.ui.shell.Tips;
import org.katro.ui.sound.SoundControl;
import org.katro.ui.sound.StationSound;
import org.katro.sound.SpeechSchedule;
import org.katro.ui.staff.StaffController;
import org.katro.ui.staff.StaffViewModel;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Shows one screen at a time in the window's scene and keeps what outlives a screen: the language,
 * the reduced-motion choice, the lessons and the session's progress. A language switch builds the
 * current screen again from its FXML with the other bundle; the view model, which holds the state,
 * carries over.
 */
public final class Navigator implements Navigation {
    private final Scene scene;
    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final BooleanProperty reducedMotion = new SimpleBooleanProperty(this, "reducedMotion");
    private final BooleanProperty highContrast = new SimpleBooleanProperty(this, "highContrast");
    /** Kiosk sizes: every control a finger can hit (Touch.css). */
    private final BooleanProperty kiosk = new SimpleBooleanProperty(this, "kiosk");
    private final DoubleProperty textScale = new SimpleDoubleProperty(this, "textScale", 1);
    private final BooleanProperty projector = new SimpleBooleanProperty(this, "projector");
    /** the screen showing; null before the first */
    private final ReadOnlyObjectWrapper<Screen> screen = new ReadOnlyObjectWrapper<>(this, "screen");
    /** The root font size, from which every other size in the CSS follows (em units). */
    private final DoubleBinding fontSize;
    /** the lessons, asked for when a screen first needs them: opening a game straight away does not wait for them */
    private final Supplier<LessonLibrary> lessons;
    private LessonLibrary library;
    /** reads the lessons for {@link #whenLessonsRead}: a thread of their own, or the caller's ({@code Runnable::run}) */
    private final Executor reader;
    /** the lessons' read once asked for; run by the reader, or here by {@link #library()} if it has not begun */
    private FutureTask<LessonLibrary> reading;
    /** what waits for the lessons to be read */
    private final List<Consumer<LessonLibrary>> waiting = new ArrayList<>();
    /** the scene has drawn its first frame: until then the lessons read wait, so that the frame does not */
    private boolean drawn;
    /** the home screen showing, which shows the progress again when the stored progress arrives; null on another screen */
    private HomeController home;
    private final Progress progress = new Progress();
    /** the station's sound, which follows the game on screen */
    private final StationSound sound = new StationSound();
    /** table mode: two players face to face; the play screen starts with it */
    private final BooleanProperty tableMode = new SimpleBooleanProperty(this, "tableMode");
    /** stops following the last screen's game with sound */
    private Runnable unhear = () -> { };

    /** the one thread the computer's searches run on, for every play screen; made at the first game, not at start-up */
    private static final class Search {
        static final Executor THREAD = PlayViewModel.searchThread();
    }

    /** the one thread typed games are checked and compared on; made when first needed */
    private static final class Forms {
        static final Executor THREAD = BackgroundJob.thread("katro-forms");
    }

    private SetupViewModel setup;
    private PlayViewModel play;
    private CompareViewModel compare;
    private PracticeViewModel practice;
    /** the curator's lessons folder and the editor's autosave; null where no lesson may be written */
    private Path editorLessons;
    private Path editorAutosave;
    /** the data folder's added languages, where the editor starts a translation */
    private Path editorLanguages;
    private EditorTranslations translations;
    /** the lesson editor's draft, kept while the app runs (and in the autosave across a crash) */
    private EditorViewModel editor;
    /** the lesson previewed from the editor, in its own window with its own navigator; null when none shows */
    private Stage previewWindow;
    private Navigator preview;

    /** the one thread the editor's files are read and written on; made when first needed */
    private static final class EditorFiles {
        static final Executor THREAD = BackgroundJob.thread("katro-editor-files");
    }
    /** Whether save and open dialogs may be shown (a kiosk turns them off, and the clipboard with them). */
    private final BooleanProperty filesAllowed = new SimpleBooleanProperty(this, "filesAllowed", true);
    private GameSession game;
    private LessonPlayerModel lesson;
    /** puts a screen on view: the scene's root, or the kiosk's bottom layer under its overlays */
    private Consumer<Parent> host;
    private Parent shown;
    /** builds the screen now showing, in the language now chosen */
    private Supplier<Parent> current = Region::new;
    /** who is learning; empty while nobody is */
    private final StringProperty learner = new SimpleStringProperty(this, "learner", "");
    /** makes the learners screen's model; null where the app keeps no learners (a kiosk) */
    private Supplier<LearnersViewModel> learners;

    /** The lessons are read on the JavaFX thread when a screen first needs them (the tests' screens). */
    public Navigator(Scene scene, Language language, boolean reducedMotion, Supplier<LessonLibrary> lessons) {
        this(scene, language, reducedMotion, lessons, Runnable::run);
    }

    /**
     * The lessons are read by {@code reader} (a thread of their own) when the home screen first asks
     * (or {@link #readLessons} earlier), and come to it after the window's first frame: the first frame
     * waits neither for the files nor for the list they make. Lessons read before the screen asks come
     * to it at once, and their list is in the first frame.
     */
    public Navigator(Scene scene, Language language, boolean reducedMotion, Supplier<LessonLibrary> lessons, Executor reader) {
        this.scene = scene;
        this.lessons = lessons;
        this.reader = reader;
        Runnable[] firstFrame = new Runnable[1];
        firstFrame[0] = () -> {
            scene.removePostLayoutPulseListener(firstFrame[0]);
            drawn = true;
            if (library != null && !waiting.isEmpty()) {
                // after this pulse, which is drawn as it was laid out
                Platform.runLater(this::deliver);
            }
        };
        scene.addPostLayoutPulseListener(firstFrame[0]);
        this.language.set(language);
        this.reducedMotion.set(reducedMotion);
        host = scene::setRoot;
        fontSize = Bindings.createDoubleBinding(() -> textScale.get()
                * Math.max(11, Math.min(20, Math.min(scene.getWidth() / 82, scene.getHeight() / 48))),
                scene.widthProperty(), scene.heightProperty(), textScale);
        // keeps the current screen's size class in step with the window
        fontSize.addListener((InvalidationListener) obs -> {
            if (shown != null) {
                shown.getStyleClass().removeAll("small", "medium", "large");
                shown.getStyleClass().add(sizeClass());
            }
        });
        this.language.addListener((obs, old, now) -> show(screen.get(), current));
        InvalidationListener restyle = obs -> {
            if (shown != null) {
                dress(shown);
            }
        };
        highContrast.addListener(restyle);
        kiosk.addListener(restyle);
        KeyboardAccess.install(scene);
        Tips.install(scene);
    }

    @Override
    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    @Override
    public BooleanProperty reducedMotionProperty() {
        return reducedMotion;
    }

    /** The high-contrast theme (HighContrast.css over every screen). */
    @Override
    public BooleanProperty highContrastProperty() {
        return highContrast;
    }

    /** Kiosk sizes: touch targets of at least 48 px. */
    @Override
    public BooleanProperty kioskProperty() {
        return kiosk;
    }

    @Override
    public BooleanProperty projectorProperty() {
        return projector;
    }

    /** Multiplies the text size the window size gives (1 = normal). */
    @Override
    public DoubleProperty textScaleProperty() {
        return textScale;
    }

    /** The root font size every screen (and the kiosk's overlays) takes its sizes from. */
    public DoubleBinding fontSize() {
        return fontSize;
    }

    /** The screen showing. */
    public ReadOnlyObjectProperty<Screen> screenProperty() {
        return screen.getReadOnlyProperty();
    }

    /** The lesson on screen, if the lesson player is showing. */
    public LessonPlayerModel lessonPlayer() {
        return lesson;
    }

    /** Kiosk mode: screens go to {@code host} (a layer under the overlays) instead of being the scene's root. */
    public void setHost(Consumer<Parent> host) {
        this.host = host;
    }

    /** A new visitor: the session's progress and set-up game forgotten, the home screen in {@code start}. */
    public void reset(Language start) {
        // the screen leaves first: what it records on leaving (a lesson shows its lap's end) is forgotten too
        host.accept(new Region());
        progress.clear();
        setup = null;
        play = null;
        compare = null;
        practice = null;
        current = Region::new;
        language.set(start);
        showHome();
    }

    @Override
    public BooleanProperty filesAllowedProperty() {
        return filesAllowed;
    }

    /** The lessons, read now if they were not (a tap that came before the reader's answer waits for it). */
    @Override
    public LessonLibrary library() {
        if (library == null) {
            FutureTask<LessonLibrary> read = reading();
            // reads here unless the reader has begun, and then waits for it
            read.run();
            library = result(read);
        }
        return library;
    }

    @Override
    public void whenLessonsRead(Consumer<LessonLibrary> then) {
        if (library == null && reading != null && reading.isDone()) {
            // read before the screen asked (a start that opens on the home screen): in its first frame
            library = result(reading);
        }
        if (library != null) {
            then.accept(library);
            return;
        }
        waiting.add(then);
        if (reading == null) {
            reader.execute(reading());
        }
    }

    /**
     * Starts reading the lessons now, before a screen asks: for a start that opens on the home screen,
     * whose list then waits less once the first frame is drawn.
     */
    public void readLessons() {
        if (library == null && reading == null) {
            reader.execute(reading());
        }
    }

    /** Whether a screen shown waits for the lessons (the home screen's list, until they are read and the first frame drawn). */
    public boolean waitsForLessons() {
        return !waiting.isEmpty();
    }

    private FutureTask<LessonLibrary> reading() {
        if (reading == null) {
            reading = new FutureTask<>(lessons::get) {
                @Override
                protected void done() {
                    if (Platform.isFxApplicationThread()) {
                        read();
                    } else {
                        Platform.runLater(Navigator.this::read);
                    }
                }
            };
        }
        return reading;
    }

    /** The reader is done: what waits gets the lessons now, or after the first frame if it has not been drawn. */
    private void read() {
        if (library == null) {
            library = result(reading);
        }
        if (drawn || scene.getWindow() == null) {
            deliver();
        }
    }

    private void deliver() {
        List<Consumer<LessonLibrary>> now = List.copyOf(waiting);
        waiting.clear();
        now.forEach(then -> then.accept(library));
    }

    private static LessonLibrary result(FutureTask<LessonLibrary> read) {
        try {
            return read.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while the lessons were read", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        }
    }

    /** The learner's stored progress has been merged in: the screen showing shows it without being built again. */
    public void progressArrived() {
        if (home != null) {
            home.showProgress();
        }
    }

    @Override
    public Progress progress() {
        return progress;
    }

    /** The game on screen, if the main screen is showing. */
    public GameSession game() {
        return game;
    }

    /** The window is closing: taking the screen out of the scene stops its animations and playback. */
    public void close() {
        current = Region::new;
        home = null;
        shown = null;
        host.accept(new Region());
        unhear.run();
        sound.close();
    }

    /** The station's table mode: a new game on the play screen starts face to face when it holds. */
    public BooleanProperty tableModeProperty() {
        return tableMode;
    }

    /** The station's sound: on or off, volume and its ceiling, the voice. */
    public StationSound sound() {
        return sound;
    }

    /** Follows the game now on screen (a game or a lesson's) with its cues and its texts spoken. */
    private void hear() {
        unhear.run();
        unhear = () -> { };
        LessonPlayerModel lessonShown = lesson;
        GameSession gameShown = game;
        if (lessonShown != null) {
            // the lesson player's "play" waits for each step's speech to end
            lessonShown.game().stepping().pacedBySpeechProperty().set(true);
            Language spoken = language.get();
            unhear = sound.follow(lessonShown.game(), new StationSound.Texts() {
                @Override
                public List<SpeechSchedule.Part> parts() {
                    String caption = lessonShown.captionProperty().get();
                    SpeechSchedule.Part said = new SpeechSchedule.Part("caption", caption, captionKey(lessonShown));
                    return lessonShown.lesson().narrated()
                            ? List.of(said, new SpeechSchedule.Part("narration", lessonShown.narrationProperty().get(), ""))
                            : List.of(said);
                }

                @Override
                public String language() {
                    return spoken.locale().getLanguage();
                }

                @Override
                public org.katro.sound.Speaker.Recordings recordings() {
                    return lessonShown.lesson()::recording;
                }
            });
        } else if (gameShown != null) {
            Language spoken = language.get();
            unhear = sound.follow(gameShown, StationSound.narration(gameShown.narrationProperty()::get,
                    () -> spoken.locale().getLanguage()));
        }
    }

    /** The key of the caption {@code shown} shows, the name of its recordings: its own step's, found by the step. */
    private static String captionKey(LessonPlayerModel shown) {
        return shown.captionKey();
    }

    /** The home screen: the worked example, every lesson with its progress, the way to set up a game. */
    @Override
    public void showHome() {
        game = null;
        lesson = null;
        show(Screen.HOME, () -> {
            HomeController controller = new HomeController(this);
            Parent root = load(HomeController.class, "HomeView", controller);
            home = controller;
            return root;
        });
    }

    /** Set up any game by ruleset, size, position and moves. */
    @Override
    public void showSetup() {
        game = null;
        lesson = null;
        if (setup == null) {
            setup = new SetupViewModel(language.get(), Forms.THREAD, Platform::runLater);
        }
        show(Screen.SETUP, () -> {
            setup.languageProperty().set(language.get());
            return load(SetupController.class, "SetupView", new SetupController(this, setup));
        });
    }

    @Override
    public void openGame(GameCursor cursor) {
        GameSession vm = new GameSession(cursor, language.get());
        vm.reducedMotionProperty().set(reducedMotion.get());
        game = vm;
        lesson = null;
        show(Screen.EXPLORER, () -> {
            vm.languageProperty().set(language.get());
            return load(ExplorerController.class, "ExplorerView", new ExplorerController(this, vm));
        });
    }

    @Override
    public void openLine(GameCursor line) {
        Screen fromScreen = screen.get();
        Supplier<Parent> from = current;
        GameSession fromGame = game;
        GameSession vm = new GameSession(line, language.get());
        vm.reducedMotionProperty().set(reducedMotion.get());
        game = vm;
        show(Screen.LINE, () -> {
            vm.languageProperty().set(language.get());
            ExplorerController main = new ExplorerController(this, vm);
            Parent root = load(ExplorerController.class, "ExplorerView", main);
            main.showAsLine(() -> {
                game = fromGame;
                show(fromScreen, from);
            });
            return root;
        });
    }

    /** The game being played (a new one against the computer at first), where it was left. */
    @Override
    public void showPlay() {
        openPlay(play());
    }

    @Override
    public void playOn(Ruleset rules, int columns) {
        PlayViewModel vm = play();
        // the ruleset first: choosing one resets the size to its own
        vm.rulesetProperty().set(rules);
        vm.columnsProperty().set(columns);
        if (vm.opponentProperty().get() == PlayViewModel.Opponent.PERSON) {
            vm.opponentProperty().set(PlayViewModel.Opponent.MEDIUM);
        }
        vm.newGame();
        openPlay(vm);
    }

    private PlayViewModel play() {
        if (play == null) {
            play = new PlayViewModel(language.get(), Search.THREAD, Platform::runLater, PlayViewModel.BUDGET_MILLIS);
            play.tableProperty().set(tableMode.get());
        }
        return play;
    }

    /**
     * Plays {@code vm}'s game: the main screen, with the play panel in its side column. A new or
     * loaded game comes back here to build the screen around its game.
     */
    public void openPlay(PlayViewModel vm) {
        play = vm;
        lesson = null;
        show(Screen.PLAY, () -> {
            vm.languageProperty().set(language.get());
            vm.reducedMotionProperty().set(reducedMotion.get());
            game = vm.game();
            ExplorerController main = new ExplorerController(this, game);
            Parent root = load(ExplorerController.class, "ExplorerView", main);
            PlayController panel = new PlayController(this, vm);
            main.addPanel(load(PlayController.class, "PlayView", panel));
            panel.addSwitch(main.takeBestMovesSwitch());
            main.faceToFace(panel.northEdge(), vm.tableProperty());
            return root;
        });
    }

    /** The game played on the play screen, if it was ever opened. */
    public PlayViewModel playModel() {
        return play;
    }

    /** The comparison on the compare screen, if it was ever opened. */
    public CompareViewModel compareModel() {
        return compare;
    }

    /** Two readings of the same moves side by side. */
    @Override
    public void showCompare() {
        game = null;
        lesson = null;
        if (compare == null) {
            compare = new CompareViewModel(language.get(), Forms.THREAD, Platform::runLater);
        }
        CompareViewModel vm = compare;
        show(Screen.COMPARE, () -> {
            vm.languageProperty().set(language.get());
            return load(CompareController.class, "CompareView", new CompareController(this, vm));
        });
    }

    /** The practice session on the practice screen, if it was ever opened. */
    public PracticeViewModel practiceModel() {
        return practice;
    }

    /** Endless practice, where the session left it; a new session draws its questions from the clock. */
    @Override
    public void showPractice() {
        openPractice(practice != null ? practice : new PracticeViewModel(language.get(), System.nanoTime()));
    }

    /** The practice screen on {@code vm}'s session (a test's or a screenshot's own seed). */
    public void openPractice(PracticeViewModel vm) {
        game = null;
        lesson = null;
        practice = vm;
        show(Screen.PRACTICE, () -> {
            vm.languageProperty().set(language.get());
            return load(PracticeController.class, "PracticeView", new PracticeController(this, vm));
        });
    }

    /** The staff page behind the PIN: the station's figures; {@code back} returns to the visitors, {@code closeStation} quits. */
    public void openStaff(StaffViewModel vm, Runnable back, Runnable closeStation) {
        game = null;
        lesson = null;
        show(Screen.STAFF, () -> {
            vm.languageProperty().set(language.get());
            // the lesson editor is the staff's on a kiosk: this page is its only way in, and its way back
            Runnable writeLesson = editorLessons == null ? null : () -> openEditor(() -> openStaff(vm, back, closeStation));
            Parent page = load(StaffController.class, "StaffView", new StaffController(vm, back, closeStation, writeLesson));
            // the station's sound and table mode as its settings file sets them, under the figures' summary
            if (page.lookup(".staff-summary") instanceof javafx.scene.control.Label summary
                    && summary.getParent() instanceof Pane column) {
                javafx.scene.control.Label sounds = new javafx.scene.control.Label(sound.describeDefaults(language.get()));
                sounds.setId("staff-sound");
                sounds.setWrapText(true);
                column.getChildren().add(column.getChildren().indexOf(summary) + 1, sounds);
            }
            return page;
        });
    }

    /** "Who is learning?": the classroom's learners, a new one, and the teacher page. */
    public void openLearners(LearnersViewModel vm) {
        game = null;
        lesson = null;
        show(Screen.LEARNERS, () -> {
            vm.languageProperty().set(language.get());
            return load(LearnersController.class, "LearnersView", new LearnersController(this, vm));
        });
    }

    /** Who is learning, set by the app's memory as learners are chosen, renamed and removed. */
    public StringProperty learner() {
        return learner;
    }

    @Override
    public ReadOnlyStringProperty learnerProperty() {
        return learner;
    }

    /** The app keeps learners: {@code screen} makes the learners screen's model each time it opens. */
    public void offerLearners(Supplier<LearnersViewModel> screen) {
        learners = screen;
    }

    @Override
    public boolean hasLearners() {
        return learners != null;
    }

    @Override
    public void showLearners(boolean teacher) {
        if (learners != null) {
            LearnersViewModel vm = learners.get();
            vm.teacherProperty().set(teacher);
            openLearners(vm);
        }
    }

    /** Opens {@code lesson} where the learner left it (its first step if never opened). */
    @Override
    public void openLesson(Lesson lesson) {
        game = null;
        LessonPlayerModel[] shown = new LessonPlayerModel[1];
        // the lesson's game is replayed once, here: a new language goes on in the same game
        Presentation presentation = new Presentation(lesson);
        // on a kiosk the next visitor starts the visitor track at its first step, wherever the last one left it
        int start = kiosk.get() && lesson.id().equals(HomeController.VISITOR_TRACK) ? 0 : progress.of(lesson).at();
        show(Screen.lesson(lesson.id()), () -> {
            // a lesson's texts are fixed when its model is made: a new language makes a new model that goes on from the last
            LessonPlayerModel model = new LessonPlayerModel(presentation, language.get(), progress, start);
            if (shown[0] != null) {
                model.continueFrom(shown[0]);
            }
            shown[0] = model;
            this.lesson = model;
            model.game().reducedMotionProperty().set(reducedMotion.get());
            return load(LessonPlayerController.class, "LessonPlayer", new LessonPlayerController(this, model));
        });
    }

    /**
     * Lets lessons be written: saved into {@code lessons}, the curator's folder, the draft kept
     * meanwhile in {@code autosave}; a translation is started in {@code languages}, the data
     * folder's {@value org.katro.translation.LanguageFolder#IN_DATA}. Outside kiosk mode from the home screen; on a kiosk only from
     * the staff page, behind the PIN.
     */
    public void allowLessonEditor(Path lessons, Path autosave, Path languages) {
        editorLessons = lessons;
        editorAutosave = autosave;
        editorLanguages = languages;
    }

    @Override
    public boolean lessonEditorAvailable() {
        return editorLessons != null && !kiosk.get();
    }

    /** The lesson editor's model, if the editor was ever opened. */
    public EditorViewModel editorModel() {
        return editor;
    }

    @Override
    public void showEditor() {
        if (!lessonEditorAvailable()) {
            showHome();
            return;
        }
        openEditor(null);
    }

    /** The editor; {@code toStaff}, when not null, is its way back (to the staff page it was opened from). */
    private void openEditor(Runnable toStaff) {
        game = null;
        lesson = null;
        if (editor == null) {
            editor = new EditorViewModel(language.get(), new LessonFolder(editorLessons), new DraftAutosave(editorAutosave),
                    Forms.THREAD, EditorFiles.THREAD, Platform::runLater, this::reloadLessons);
            translations = new EditorTranslations(editorLanguages, EditorFiles.THREAD, Platform::runLater, language::get);
        }
        EditorViewModel vm = editor;
        EditorTranslations t = translations;
        show(Screen.EDITOR, () -> {
            vm.languageProperty().set(language.get());
            return load(EditorController.class, "EditorView", new EditorController(this, vm, t, toStaff));
        });
    }

    @Override
    public void previewLesson(Lesson previewed, boolean kioskSize, Language in) {
        if (previewWindow != null) {
            previewWindow.hide();
        }
        // a station's 1920 x 1080, or the largest 16:9 the screen holds (a laptop's), so the window fits
        javafx.geometry.Rectangle2D room = javafx.stage.Screen.getPrimary().getVisualBounds();
        double width = Math.min(kioskSize ? 1920 : 1280, room.getWidth());
        double height = Math.min(kioskSize ? 1080 : 800, room.getHeight());
        if (kioskSize) {
            width = Math.min(width, height * 16 / 9);
            height = width * 9 / 16;
        }
        Scene s = new Scene(new Region(), width, height);
        LessonLibrary alone = new LessonLibrary(List.of(previewed), List.of());
        Navigator shown = new Navigator(s, in, reducedMotion.get(), () -> alone);
        shown.kioskProperty().set(kioskSize);
        shown.highContrastProperty().set(highContrast.get());
        shown.openLesson(previewed);
        Stage window = new Stage();
        window.setTitle(previewed.title(in.locale()));
        window.setScene(s);
        window.setOnHidden(e -> {
            shown.close();
            if (previewWindow == window) {
                previewWindow = null;
                preview = null;
            }
        });
        previewWindow = window;
        preview = shown;
        window.show();
    }

    /** The navigator of the preview window, while one shows. */
    public Navigator preview() {
        return preview;
    }

    @Override
    public void reloadLessons() {
        library = null;
        reading = null;
        // read again by the reader, off the screen's thread; what waits for the lessons takes the new ones
        whenLessonsRead(read -> { });
    }

    /** The glossary over the screen now showing, which its way back builds again where it was. */
    @Override
    public void showGlossary() {
        Screen fromScreen = screen.get();
        Supplier<Parent> from = current;
        show(Screen.GLOSSARY, () -> load(GlossaryController.class, "GlossaryView",
                new GlossaryController(language.get(), () -> show(fromScreen, from))));
    }

    private void show(Screen shows, Supplier<Parent> build) {
        current = build;
        home = null;
        Parent root = build.get();
        if (shown != null) {
            shown.styleProperty().unbind();
        }
        root.styleProperty().bind(Bindings.format(Locale.ROOT, "-fx-font-size: %.1fpx;", fontSize));
        // icon sizes in em would grow at every CSS pass (an icon's font is its own size), so the CSS
        // picks them in pixels by a size class that follows the font size
        root.getStyleClass().add(sizeClass());
        shown = root;
        host.accept(root);
        screen.set(shows);
        hear();
    }

    private String sizeClass() {
        double size = fontSize.get();
        return size < 14 ? "small" : size < 18 ? "medium" : "large";
    }

    /** Loads a screen from its folder in the language now chosen, dressed for the station. */
    private Parent load(Class<?> owner, String name, Object controller) {
        Parent root = Screens.load(owner, name, controller, language.get());
        // the glossary is one tap away from every screen, in its top bar's shared end, before the language
        if (owner != GlossaryController.class && root.lookup(".top-bar-end") instanceof Pane end) {
            end.getChildren().add(0, new GlossaryButton(language.get(), this::showGlossary));
        }
        // sound on or off, and its volume, in every top bar: whatever plays by itself can be stopped
        if (root.lookup(".top-bar-end") instanceof Pane end) {
            end.getChildren().add(0, new SoundControl(language.get(), sound));
        }
        dress(root);
        return root;
    }

    /** Adds or removes the optional stylesheets: touch sizes in a kiosk, high contrast when chosen. */
    public void dress(Parent root) {
        Screens.dress(root, kiosk.get(), highContrast.get());
    }

    @Override
    public void openWorkedExample() {
        openGame(workedExample());
    }

    /** The game of WORKED_EXAMPLE.md: 6 x 2 board, South 1+, North 1+, South 6+. */
    public static GameCursor workedExample() {
        return new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2),
                List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS), new Move(6, Direction.PLUS)));
    }
}
