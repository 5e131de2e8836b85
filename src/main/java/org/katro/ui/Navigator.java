package org.katro.ui;

import javafx.application.Platform;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.StringProperty;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.layout.Region;
import org.katro.engine.Direction;
import org.katro.engine.GameCursor;
import org.katro.engine.Move;
import org.katro.engine.Position;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonLibrary;
import org.katro.text.Language;
import org.katro.ui.compare.CompareViewModel;
import org.katro.ui.editor.EditorViewModel;
import org.katro.ui.home.HomeController;
import org.katro.ui.learners.LearnersViewModel;
import org.katro.ui.lesson.LessonPlayerModel;
import org.katro.ui.play.PlayViewModel;
import org.katro.ui.practice.PracticeViewModel;
import org.katro.ui.review.ReviewViewModel;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.AppState;
import org.katro.ui.shell.FileDialogs;
import org.katro.ui.shell.KeyboardAccess;
import org.katro.ui.shell.Navigation;
import org.katro.ui.shell.Screen;
import org.katro.ui.shell.Tips;
import org.katro.ui.shell.Workers;
import org.katro.ui.sound.ScreenSound;
import org.katro.ui.sound.StationSound;
import org.katro.ui.staff.StaffViewModel;

import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Shows one screen at a time in the window's scene, built by the {@link ScreenRegistry} on its view
 * model. A language switch builds the current screen again from its FXML with the other bundle; the
 * view model, which holds the state, carries over. What outlives a screen is the {@link AppState}'s.
 */
public final class Navigator implements Navigation {
    private final AppState state;
    private final LessonShelf lessons;
    private final Workers workers;
    private final ScreenRegistry registry = new ScreenRegistry();
    private final ScreenModels models;
    private final PreviewWindow preview;
    /** the station's sound, which follows the game on screen */
    private final StationSound sound = new StationSound();
    private final ScreenSound hearing = new ScreenSound(sound);
    private FileDialogs fileDialogs;
    /** the screen showing; null before the first */
    private final ReadOnlyObjectWrapper<Screen> screen = new ReadOnlyObjectWrapper<>(this, "screen");
    private final ScreenDress dress;
    /** the home screen showing, which shows the progress again when the stored progress arrives; null on another screen */
    private HomeController home;
    private GameSession game;
    private LessonPlayerModel lesson;
    /** puts a screen on view: the scene's root, or the kiosk's bottom layer under its overlays */
    private Consumer<Parent> host;
    /** where Home leads instead of the home screen (a preview window's: closed); null: home */
    private Runnable homeInstead;
    /** builds the screen now showing, in the language now chosen */
    private Supplier<Parent> current = Region::new;

    /**
     * A test's navigator: the lessons read on the JavaFX thread when a screen first needs them, threads
     * of its own (which end with the navigator: an executor no longer reachable shuts itself down).
     */
    public Navigator(Scene scene, Language language, boolean reducedMotion, Supplier<LessonLibrary> lessons) {
        this(scene, new AppState(language, reducedMotion), new LessonShelf(scene, lessons, Runnable::run), Workers.threads());
    }

    /** The app's navigator over {@code state}, its lessons from {@code lessons}, long work on {@code workers}. */
    public Navigator(Scene scene, AppState state, LessonShelf lessons, Workers workers) {
        this.state = state;
        this.lessons = lessons;
        this.workers = workers;
        models = new ScreenModels(state, workers, this::reloadLessons);
        preview = new PreviewWindow(workers);
        fileDialogs = new FileChooserDialogs(scene::getWindow);
        host = scene::setRoot;
        dress = new ScreenDress(scene, state, sound, this::showGlossary);
        state.language().addListener((obs, old, now) -> show(screen.get(), current));
        KeyboardAccess.install(scene, state.language()::get);
        Tips.install(scene);
    }

    @Override public AppState state() { return state; }
    @Override public BooleanProperty kioskProperty() { return state.kiosk(); }
    @Override public BooleanProperty filesAllowedProperty() { return state.filesAllowed(); }
    @Override public Workers workers() { return workers; }
    @Override public FileDialogs fileDialogs() { return fileDialogs; }
    /** The station's table mode: a new game on the play screen starts face to face when it holds. */
    public BooleanProperty tableModeProperty() { return state.tableMode(); }
    /** Who is learning, set by the app's memory as learners are chosen, renamed and removed. */
    public StringProperty learner() { return state.learner(); }
    /** The station's sound: on or off, volume and its ceiling, the voice. */
    public StationSound sound() { return sound; }
    /** The root font size every screen (and the kiosk's overlays) takes its sizes from. */
    public DoubleBinding fontSize() { return dress.fontSize(); }
    public ReadOnlyObjectProperty<Screen> screenProperty() { return screen.getReadOnlyProperty(); }
    /** The lesson on screen, if the lesson player is showing. */
    public LessonPlayerModel lessonPlayer() { return lesson; }
    /** The game on screen, if a game screen is showing. */
    public GameSession game() { return game; }
    public PlayViewModel playModel() { return models.playShown(); }
    public CompareViewModel compareModel() { return models.compareShown(); }
    public PracticeViewModel practiceModel() { return models.practiceShown(); }
    public EditorViewModel editorModel() { return models.editorShown(); }
    /** The navigator of the preview window, while one shows. */
    public Navigator preview() { return preview.navigator(); }
    /** Replaces the save and open dialogs (a test's answers). */
    public void setFileDialogs(FileDialogs dialogs) { fileDialogs = dialogs; }
    /** Kiosk mode: screens go to {@code host} (a layer under the overlays) instead of being the scene's root. */
    public void setHost(Consumer<Parent> host) { this.host = host; }

    @Override public LessonLibrary library() { return lessons.library(); }
    @Override public void whenLessonsRead(Consumer<LessonLibrary> then) { lessons.whenRead(then); }
    @Override public void reloadLessons() { lessons.reload(); }

    /** A new visitor: the session's progress and set-up game forgotten, the home screen in {@code start}. */
    public void reset(Language start) {
        // the screen leaves first: what it records on leaving (a lesson shows its lap's end) is forgotten too
        host.accept(new Region());
        state.progress().clear();
        models.forget();
        current = Region::new;
        state.language().set(start);
        showHome();
    }

    /** The learner's stored progress has been merged in: the screen showing shows it without being built again. */
    public void progressArrived() {
        if (home != null) {
            home.showProgress();
        }
    }

    /** The window is closing: taking the screen out of the scene stops its animations and playback. */
    public void close() {
        current = Region::new;
        home = null;
        dress.showing(null);
        host.accept(new Region());
        hearing.close();
    }

    /** A preview window's Home closes it: the preview never opens a home screen of its own. */
    void homeLeadsTo(Runnable way) { homeInstead = way; }

    @Override public void showHome() {
        if (homeInstead != null) {
            homeInstead.run();
            return;
        }
        open(Screen.HOME, null, null, new ScreenRegistry.Home(built -> home = built));
    }
    @Override public void showSetup() { open(Screen.SETUP, null, null, models.setup()); }
    @Override public void showPlay() { openPlay(models.play()); }
    @Override public void showCompare() { open(Screen.COMPARE, null, null, models.compare()); }
    @Override public void showPractice() {
        PracticeViewModel practice = models.practice();
        openPractice(practice);
        // home's "questions to review": the missed kinds and lessons' questions due again come first
        if (state().reviewing().get()) {
            state().reviewing().set(false);
            practice.review(state().due().get(), library()::byId);
        }
    }
    @Override public void openWorkedExample() { openGame(workedExample()); }
    @Override public boolean hasLearners() { return models.hasLearners(); }

    @Override
    public void openGame(GameCursor cursor) {
        GameSession vm = newGame(cursor);
        open(Screen.EXPLORER, vm, null, vm);
    }

    /** The explorer on a line the solver found; its way back returns to the screen it came from, as it was. */
    @Override
    public void openLine(GameCursor line, String heading) {
        Runnable back = wayBack();
        GameSession vm = newGame(line);
        vm.narrateAsLine(heading);
        open(Screen.LINE, vm, lesson, new ScreenRegistry.Line(vm, back, heading));
    }

    /** The review of {@code played}; its way back returns to the screen it came from, as it was. */
    @Override
    public void reviewGame(GameCursor played) {
        Runnable back = wayBack();
        ReviewViewModel vm = new ReviewViewModel(played, state.language().get(), workers.search(), Platform::runLater,
                ReviewViewModel.PER_BOARD);
        open(Screen.REVIEW, vm.game(), null, new ScreenRegistry.Review(vm, back));
    }

    private GameSession newGame(GameCursor cursor) {
        GameSession vm = new GameSession(cursor, state.language().get());
        vm.reducedMotionProperty().set(state.reducedMotion().get());
        return vm;
    }

    @Override
    public void playOn(Ruleset rules, int columns) {
        PlayViewModel vm = models.play();
        vm.playOn(rules, columns);
        openPlay(vm);
    }

    /** Plays {@code vm}'s game; a new or loaded game comes back here to build the screen around its game. */
    public void openPlay(PlayViewModel vm) {
        models.play(vm);
        open(Screen.PLAY, vm.game(), null, vm);
    }

    /** The practice screen on {@code vm}'s session (a test's or a screenshot's own seed). */
    public void openPractice(PracticeViewModel vm) {
        models.practice(vm);
        open(Screen.PRACTICE, null, null, vm);
    }

    /** The staff page behind the PIN: the station's figures; {@code back} returns to the visitors, {@code closeStation} quits. */
    public void openStaff(StaffViewModel vm, Runnable back, Runnable closeStation) {
        // the lesson editor is the staff's on a kiosk: this page is its only way in, and its way back
        Runnable writeLesson = models.editorAllowed() ? () -> openEditor(() -> openStaff(vm, back, closeStation)) : null;
        open(Screen.STAFF, null, null, new ScreenRegistry.Staff(vm, back, closeStation, writeLesson,
                () -> sound.describeDefaults(state.language().get())));
    }

    /** "Who is learning?": the classroom's learners, a new one, and the teacher page. */
    public void openLearners(LearnersViewModel vm) { open(Screen.LEARNERS, null, null, vm); }
    /** The app keeps learners: {@code screen} makes the learners screen's model each time it opens. */
    public void offerLearners(Supplier<LearnersViewModel> screen) { models.offerLearners(screen); }
    @Override public void showLearners(boolean teacher) { models.learners(teacher).ifPresent(this::openLearners); }

    /** Opens {@code lesson} where the learner left it (its first step if never opened). */
    @Override
    public void openLesson(Lesson opened) {
        Supplier<LessonPlayerModel> player = models.lesson(opened);
        game = null;
        show(Screen.lesson(opened.id()), () -> {
            lesson = player.get();
            return build(Screen.Kind.LESSON, lesson);
        });
    }

    /** Lets lessons be written into {@code lessons}, the draft kept in {@code autosave}, translations started in {@code languages}. */
    public void allowLessonEditor(Path lessons, Path autosave, Path languages) {
        models.allowEditor(new ScreenModels.EditorFolders(lessons, autosave, languages));
    }

    @Override public boolean lessonEditorAvailable() { return models.editorAllowed() && !state.kiosk().get(); }

    @Override
    public void showEditor() {
        if (lessonEditorAvailable()) {
            openEditor(null);
        } else {
            showHome();
        }
    }

    /** The editor; {@code toStaff}, when not null, is its way back (to the staff page it was opened from). */
    private void openEditor(Runnable toStaff) {
        EditorViewModel vm = models.editor();
        open(Screen.EDITOR, null, null, new ScreenRegistry.Editor(vm, models.translations(), toStaff));
    }

    @Override public void previewLesson(Lesson previewed, boolean kioskSize, Language in) { preview.show(previewed, kioskSize, in, state); }

    /** The glossary over the screen now showing, which its way back builds again where it was. */
    @Override
    public void showGlossary() {
        Runnable back = wayBack();
        show(Screen.GLOSSARY, () -> build(Screen.Kind.GLOSSARY, back));
    }

    /** Back to the screen showing now, built again as it is, on its game. */
    private Runnable wayBack() {
        Screen fromScreen = screen.get();
        Supplier<Parent> from = current;
        GameSession fromGame = game;
        return () -> {
            game = fromGame;
            show(fromScreen, from);
        };
    }

    /** Shows {@code shows} on {@code model}, {@code gameShown} or {@code lessonShown} the game it follows with sound. */
    private void open(Screen shows, GameSession gameShown, LessonPlayerModel lessonShown, Object model) {
        game = gameShown;
        lesson = lessonShown;
        show(shows, () -> build(shows.kind(), model));
    }

    private Parent build(Screen.Kind kind, Object model) {
        return registry.build(kind, this, model, dress::load);
    }

    private void show(Screen shows, Supplier<Parent> build) {
        current = build;
        home = null;
        Parent root = build.get();
        dress.showing(root);
        host.accept(root);
        screen.set(shows);
        hearing.hear(lesson, game, state.language().get());
    }

    /** Adds or removes the optional stylesheets: touch sizes in a kiosk, high contrast when chosen. */
    public void dress(Parent root) { dress.dress(root); }

    /** The game of the worked example: 6 x 2 board, South 1+, North 1+, South 6+. */
    public static GameCursor workedExample() {
        return new GameCursor(Ruleset.FIANARANTSOA, Position.start(6, 2),
                List.of(new Move(1, Direction.PLUS), new Move(1, Direction.PLUS), new Move(6, Direction.PLUS)));
    }
}
