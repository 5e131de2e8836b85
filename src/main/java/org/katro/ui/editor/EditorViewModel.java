package org.katro.ui.editor;

import javafx.animation.PauseTransition;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.katro.engine.Direction;
import org.katro.engine.Phrase;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Ruleset;
import org.katro.lesson.Lesson;
import org.katro.lesson.LessonFormat;
import org.katro.lesson.Presentation;
import org.katro.lesson.Question;
import org.katro.lesson.Reveal;
import org.katro.lesson.Step;
import org.katro.lesson.draft.DraftAutosave;
import org.katro.lesson.draft.DraftCheck;
import org.katro.lesson.draft.DraftQuestion;
import org.katro.lesson.draft.DraftStep;
import org.katro.lesson.draft.LessonDraft;
import org.katro.lesson.draft.LessonFiles;
import org.katro.lesson.draft.LessonFolder;
import org.katro.lesson.draft.Wording;
import org.katro.text.Glossary;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.session.GameSession;
import org.katro.ui.setup.SetupViewModel;
import org.katro.ui.shell.BackgroundJob;

import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Locale;
import java.util.Optional;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;

/**
 * The lesson editor: a {@link LessonDraft} changed by the screen, its game made on the set-up
 * screen's board ({@link SetupViewModel}: seeds by taps, moves by a hole and an arrow), its steps
 * added where the board stands, its texts written side by side in every language. Every change is
 * checked off the screen's thread ({@link DraftCheck}) and kept in the autosave; a save writes the
 * lesson's files into the curator's folder ({@link LessonFolder}) and says in one line what happened.
 */
public final class EditorViewModel {
    static final String BUNDLE = EditorViewModel.class.getPackageName() + ".EditorView";

    /** What a tap on the board does: add seeds to the start, add a move, or point out a hole in the step. */
    public enum Mode { SEEDS, MOVES, STEPS }

    /**
     * A draft checked, with its lesson presented as the lesson player would (null when the loader
     * refuses it); {@code step}: the one step whose texts alone changed since the check {@code from}
     * (-1 and null: checked whole), so that the screen says again that step's line and the next alone.
     */
    public record Checked(LessonDraft draft, DraftCheck.Result result, Presentation presentation, int step,
            DraftCheck.Result from) {
        Checked(LessonDraft draft, DraftCheck.Result result, Presentation presentation) {
            this(draft, result, presentation, -1, null);
        }
    }

    /** Runs a task on the view models' thread once a delay has passed: a clock the tests hold. */
    @FunctionalInterface
    public interface Later {
        /** The JavaFX thread's own timer. */
        Later FX = (delay, task) -> {
            PauseTransition wait = new PauseTransition(javafx.util.Duration.millis(delay.toMillis()));
            wait.setOnFinished(e -> task.run());
            wait.play();
        };

        void after(Duration delay, Runnable task);
    }

    /** The whole lesson is checked once the curator stops typing this long; the step typed in, at once. */
    static final Duration IDLE = Duration.ofMillis(300);
    /** The autosave is written at most this often. */
    static final Duration AUTOSAVE_EVERY = Duration.ofSeconds(1);

    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final SetupViewModel game;
    private final ReadOnlyObjectWrapper<LessonDraft> draft = new ReadOnlyObjectWrapper<>(this, "draft");
    private final IntegerProperty selected = new SimpleIntegerProperty(this, "selected");
    private final ObjectProperty<Mode> mode = new SimpleObjectProperty<>(this, "mode", Mode.STEPS);
    private final ReadOnlyObjectWrapper<Checked> checked = new ReadOnlyObjectWrapper<>(this, "checked");
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "");
    private final ReadOnlyBooleanWrapper conflict = new ReadOnlyBooleanWrapper(this, "conflict");
    private final ReadOnlyObjectWrapper<LessonDraft> offered = new ReadOnlyObjectWrapper<>(this, "offered");
    private final ReadOnlyStringWrapper placement = new ReadOnlyStringWrapper(this, "placement", "");

    private final LessonFolder folder;
    private final DraftAutosave autosave;
    /** the one thread of the editor's files: fingerprints, the autosave and saves, in the order asked */
    private final Executor files;
    private final Consumer<Runnable> fx;
    private final BackgroundJob check;
    private final Later later;
    /** runs after a save, to show the lesson in the lesson list */
    private final Runnable saved;
    /** the lesson's name and its files' fingerprint when last read or written; touched on the files' thread only */
    private volatile String expectedName;
    private volatile String expected;
    /** the draft last given to the autosave, or loaded from a file that keeps it already */
    private LessonDraft kept;
    /** whether the autosave's next write is waited for */
    private boolean autosaveDue;
    /** edits made so far: a whole check waited for is dropped when another edit came meanwhile */
    private long edits;
    /** true while the game form is filled from a draft: its checks then do not rewrite the draft */
    private boolean filling;

    /**
     * @param checks where drafts are checked; {@code files}: where the editor's files are read and
     *               written (never the JavaFX thread); {@code fx}: the view models' thread
     */
    public EditorViewModel(Language language, LessonFolder folder, DraftAutosave autosave, Executor checks,
            Executor files, Consumer<Runnable> fx, Runnable saved) {
        this(language, folder, autosave, checks, files, fx, saved, Later.FX);
    }

    /** @param later the clock of the idle check and of the autosave */
    public EditorViewModel(Language language, LessonFolder folder, DraftAutosave autosave, Executor checks,
            Executor files, Consumer<Runnable> fx, Runnable saved, Later later) {
        this.later = later;
        this.language.set(language);
        this.folder = folder;
        this.autosave = autosave;
        this.files = files;
        this.fx = fx;
        this.saved = saved;
        this.check = new BackgroundJob(checks, fx);
        game = new SetupViewModel(language, checks, fx);
        game.languageProperty().bind(this.language);
        game.addingMovesProperty().bind(mode.isEqualTo(Mode.MOVES));
        game.validProperty().addListener((obs, old, valid) -> {
            if (valid && !filling) {
                takeGame();
            }
            filling = false;
        });
        game.boardProperty().addListener((obs, old, now) -> showStep());
        selected.addListener(obs -> {
            showStep();
            placeQuestion(false);
        });
        mode.addListener((obs, old, now) -> {
            GameSession session = game.boardProperty().get();
            if (now == Mode.STEPS) {
                showStep();
            } else if (session != null) {
                // seeds are added to the start and moves after the last one: the board shows where they go
                session.last();
            }
        });
        this.language.addListener(obs -> recheck());
        newLesson();
        // the draft kept moved out of the autosave's way, on the files' thread before any write (which waits for an edit)
        files.execute(() -> {
            DraftAutosave.Found found = autosave.start();
            fx.accept(() -> {
                offered.set(found.offered());
                setAside(found.aside());
            });
        });
    }

    // ---------------------------------------------------------------- opening

    /** A new lesson on the Fianarantsoa rules' small board (6 x 2, the visitor track's), one step at its start. */
    public void newLesson() {
        load(LessonDraft.start("my-lesson", Ruleset.FIANARANTSOA.id(), 2));
    }

    /** {@code lesson} in the editor, shipped or not: its save is a copy in the curator's folder. */
    public void open(Lesson lesson) {
        load(LessonFiles.read(lesson));
    }

    /**
     * The draft the autosave kept (after a crash), taken up again: it becomes the autosave, and what
     * was written meanwhile is moved aside, not lost.
     */
    public void takeOffered() {
        LessonDraft d = offered.get();
        offered.set(null);
        if (d != null) {
            load(d);
            files.execute(() -> {
                try {
                    Optional<DraftAutosave.Aside> meanwhile = autosave.replaced();
                    autosave.save(d);
                    autosave.answered();
                    fx.accept(() -> setAside(meanwhile.stream().toList()));
                } catch (IOException e) {
                    failed(e);
                }
            });
        }
    }

    /** The autosave's draft given up. */
    public void dropOffered() {
        offered.set(null);
        files.execute(() -> {
            try {
                autosave.answered();
            } catch (IOException e) {
                failed(e);
            }
        });
    }

    /** Says the files moved aside, each in a sentence, where they are now. */
    private void setAside(List<DraftAutosave.Aside> aside) {
        if (!aside.isEmpty()) {
            status.set(String.join(" ", aside.stream().map(a -> texts().text(
                    "autosave.aside." + a.why().name().toLowerCase(Locale.ROOT), a.to().toString())).toList()));
        }
    }

    private void load(LessonDraft d) {
        // a draft loaded is in a file already (a lesson's, or the autosave's): written again once changed
        kept = d;
        checked.set(null);
        String name = d.name();
        files.execute(() -> {
            expectedName = name;
            expected = folder.fingerprint(name);
        });
        conflict.set(false);
        status.set("");
        placement.set("");
        draft.set(d);
        selected.set(0);
        Ruleset rules = Ruleset.byId(d.rules()).orElse(Ruleset.FIANARANTSOA);
        String start = d.position() != null ? d.position() : rules.start(d.columns()).toString();
        filling = true;
        game.form().fill(rules, start, d.moves());
        edits++;
        recheck();
    }

    /** The game as the set-up form holds it, into the draft (the ruleset's own start stays unwritten). */
    private void takeGame() {
        var form = game.form();
        Ruleset rules = form.rulesetProperty().get();
        int columns = form.columnsProperty().get();
        String position = form.positionProperty().get().strip();
        if (draft.get().position() == null && position.equals(rules.start(columns).toString())) {
            position = null;
        }
        change(draft.get().withGame(rules.id(), columns, position, form.movesProperty().get().strip()));
    }

    // ---------------------------------------------------------------- editing

    private void change(LessonDraft d) {
        change(d, -1);
    }

    /**
     * {@code d} in the editor, {@code step} the one step whose texts alone it changes (-1: more
     * changed): that step is checked at once, the whole lesson once typing stops, and the autosave
     * written within a second.
     */
    private void change(LessonDraft d, int step) {
        LessonDraft was = draft.get();
        // a step's texts changed are compared by the caller: the whole lesson is not gone through a keystroke
        if (step < 0 && d.equals(was)) {
            return;
        }
        draft.set(d);
        long edit = ++edits;
        check.cancel();
        Checked c = checked.get();
        if (step >= 0 && c != null && c.draft() == was) {
            checked.set(new Checked(d, DraftCheck.withStep(c.result(), was, d, step), c.presentation(), step, c.result()));
        }
        later.after(IDLE, () -> {
            if (edits == edit) {
                recheck();
            }
        });
        autosave();
    }

    /** The autosave written once a second has passed, with the draft as it is then, unless it is kept already. */
    private void autosave() {
        if (autosaveDue) {
            return;
        }
        autosaveDue = true;
        later.after(AUTOSAVE_EVERY, () -> {
            autosaveDue = false;
            LessonDraft d = draft.get();
            if (d == kept) {
                return;
            }
            kept = d;
            files.execute(() -> {
                try {
                    autosave.save(d);
                } catch (IOException e) {
                    failed(e);
                }
            });
        });
    }

    private void failed(IOException e) {
        fx.accept(() -> status.set(texts().text("autosave.failed", autosave.file(), e.getMessage())));
    }

    /** The whole draft checked on the checks' thread; dropped when a newer edit comes. */
    private void recheck() {
        LessonDraft d = draft.get();
        check.run(stop -> {
            DraftCheck.Result r = DraftCheck.check(d, stop);
            return new Checked(d, r, r.lesson() == null ? null : new Presentation(r.lesson()));
        }, checked::set);
    }

    private DraftStep step() {
        List<DraftStep> steps = draft.get().steps();
        return steps.isEmpty() ? null : steps.get(Math.min(selected.get(), steps.size() - 1));
    }

    private void changeStep(DraftStep s) {
        int at = Math.min(selected.get(), draft.get().steps().size() - 1);
        if (s.equals(draft.get().steps().get(at))) {
            return;
        }
        change(draft.get().withStep(at, s), at);
    }

    public void setName(String name) {
        change(draft.get().withName(name.strip()));
    }

    public void setTitle(String language, String text) {
        LessonDraft d = draft.get();
        change(d.withAbout(d.title().with(language, text), d.summary(), d.minutes(), d.narrated()));
    }

    public void setSummary(String language, String text) {
        LessonDraft d = draft.get();
        change(d.withAbout(d.title(), d.summary().with(language, text), d.minutes(), d.narrated()));
    }

    public void setMinutes(int minutes) {
        LessonDraft d = draft.get();
        change(d.withAbout(d.title(), d.summary(), minutes, d.narrated()));
    }

    /** The visitor track's kind of lesson: the captions are its only words, 12 at most. */
    public void setForVisitors(boolean visitors) {
        LessonDraft d = draft.get();
        change(d.withAbout(d.title(), d.summary(), d.minutes(), !visitors));
    }

    public void setCaption(String language, String text) {
        changeStep(step().withCaption(step().caption().with(language, text)));
    }

    public void setMore(String language, String text) {
        changeStep(step().withMore(step().more().with(language, text)));
    }

    /**
     * The step's question: its kind, or none ({@code null}); its answer is the engine's. A question
     * chosen at an event where it cannot be asked is placed where it can ({@link #placeQuestion}).
     */
    public void setQuestion(Question.Kind kind) {
        DraftQuestion q = step().question();
        if (kind == null) {
            changeStep(step().withQuestion(null));
            placement.set("");
        } else if (q == null || q.kind() != kind) {
            changeStep(step().withQuestion(new DraftQuestion(kind, null, null, q == null ? Wording.NONE : q.explain())));
            placeQuestion(true);
        }
    }

    /**
     * The selected step's question placed where the lesson player can ask it, and said in words. A
     * question about a lap is asked when its step begins, once that lap's seeds are in hand, and its
     * step shows the lap to its last seed: a step that ends before then (a curator who chose the
     * question where the seeds are in hand) is moved to the lap's end. A question asked before a turn
     * needs the step before to end where a turn starts: the nearest such event is named.
     */
    private void placeQuestion(boolean move) {
        GameSession session = game.boardProperty().get();
        DraftStep s = step();
        if (session == null || s == null || s.question() == null) {
            placement.set("");
            return;
        }
        int at = Math.min(selected.get(), draft.get().steps().size() - 1);
        List<DraftStep> all = draft.get().steps();
        int from = at == 0 ? 0 : all.get(at - 1).at();
        int next = at + 1 < all.size() ? all.get(at + 1).at() : Integer.MAX_VALUE;
        var cursor = session.cursor();
        DraftQuestion q = s.question();
        Optional<Reveal> reveal = new Question(q.kind().id(), null, q.side(), q.other())
                .reveal(cursor, from);
        Texts texts = texts();
        if (q.kind().beforeTurn()) {
            boolean turnStart = cursor.turnStarts().contains(from) && cursor.turnStarts().indexOf(from) < cursor.turns().size();
            placement.set(turnStart ? texts.text("place.turn.here", from)
                    : texts.text("place.turn", from, nearestTurnStart(cursor.turnStarts(), cursor.turns().size(), s.at())));
            return;
        }
        if (reveal.isEmpty()) {
            placement.set(texts.text("place.none", from));
            return;
        }
        int lapEnd = reveal.get().lapEnd();
        int askAt = reveal.get().askAt();
        if (s.at() >= lapEnd) {
            placement.set(texts.text("place.here", askAt, lapEnd));
        } else if (!move) {
            placement.set(texts.text("place.offer", s.at(), lapEnd));
        } else if (lapEnd < next) {
            change(draft.get().withStep(at, s.withAt(lapEnd)));
            placement.set(texts.text("place.moved", s.at(), askAt, lapEnd));
            showStep();
        } else {
            placement.set(texts.text("place.blocked", lapEnd, next));
        }
    }

    /** The turn start nearest {@code event} (one a turn is played from). */
    private static int nearestTurnStart(List<Integer> starts, int turns, int event) {
        int best = starts.get(0);
        for (int i = 0; i < Math.min(starts.size(), turns); i++) {
            if (Math.abs(starts.get(i) - event) < Math.abs(best - event)) {
                best = starts.get(i);
            }
        }
        return best;
    }

    /** which-captures: the move set beside the game's own ({@code 4-}). */
    public void setOther(String move) {
        DraftQuestion q = step().question();
        if (q != null) {
            changeStep(step().withQuestion(q.withOther(move)));
        }
    }

    /**
     * The curator's hint for the selected question's wrong answers of kind {@code mistake}, in
     * {@code language}; left empty in every language, the engine's hint stands.
     */
    public void setHint(Question.Mistake mistake, String language, String text) {
        DraftQuestion q = step().question();
        if (q != null) {
            changeStep(step().withQuestion(q.withHint(mistake, q.hint(mistake).with(language, text))));
        }
    }

    /** How the learner sows the selected step's laps; null: the lap is shown, not sown. */
    public void setFade(Step.Fade fade) {
        changeStep(step().withFade(fade == null ? null : fade.id()));
    }

    /**
     * The kinds of wrong answer the selected step's question can get, each with the engine's hint for
     * it in {@code in} (what the learner reads where the curator writes none); empty without a
     * question or a lap to ask about. A kind the question's kind has but this lap cannot get (yes,
     * where the answer is yes) is said so.
     */
    public Map<Question.Mistake, String> engineHints(Language in) {
        GameSession session = game.boardProperty().get();
        DraftStep s = step();
        Map<Question.Mistake, String> out = new EnumMap<>(Question.Mistake.class);
        if (session == null || s == null || s.question() == null) {
            return out;
        }
        int at = Math.min(selected.get(), draft.get().steps().size() - 1);
        int from = at == 0 ? 0 : draft.get().steps().get(at - 1).at();
        DraftQuestion q = s.question();
        Optional<Reveal> reveal = new Question(q.kind().id(), null, q.side(), q.other()).reveal(session.cursor(), from);
        if (reveal.isEmpty()) {
            return out;
        }
        // said in the screen's language, the engine's hint in the column's
        Texts texts = texts();
        for (Question.Mistake m : Question.Mistake.of(q.kind())) {
            out.put(m, reveal.get().engineHint(m, in).map(h -> texts.text("hint.engine", h))
                    .orElse(texts.text("hint.never")));
        }
        return out;
    }

    public void setExplain(String language, String text) {
        DraftQuestion q = step().question();
        if (q != null) {
            changeStep(step().withQuestion(q.withExplain(q.explain().with(language, text))));
        }
    }

    /** A new step at the event the board shows (no event number typed), selected. */
    public void addStepHere() {
        GameSession session = game.boardProperty().get();
        if (session == null) {
            return;
        }
        LessonDraft.Added added = draft.get().withStepAt(session.stepping().indexProperty().get());
        change(added.draft());
        selected.set(added.index());
        mode.set(Mode.STEPS);
    }

    /** The selected step moved to the event the board shows, its texts kept; said in words when another step is there. */
    public void moveStepHere() {
        GameSession session = game.boardProperty().get();
        if (session == null || step() == null) {
            return;
        }
        int event = session.stepping().indexProperty().get();
        Optional<LessonDraft.Added> moved = draft.get().withStepMoved(selected.get(), event);
        if (moved.isEmpty()) {
            placement.set(texts().text("move.taken", event));
            return;
        }
        change(moved.get().draft());
        selected.set(moved.get().index());
        mode.set(Mode.STEPS);
        placement.set("");
        placeQuestion(true);
    }

    /** The selected step told one place earlier ({@code -1}) or later ({@code 1}): the two steps trade texts, each keeps its event. */
    public void moveStep(int by) {
        int at = selected.get();
        int to = at + by;
        if (to < 0 || to >= draft.get().steps().size()) {
            return;
        }
        change(draft.get().withStepsSwapped(at, to));
        selected.set(to);
        placement.set("");
        placeQuestion(true);
    }

    public void removeStep() {
        if (draft.get().steps().size() > 1) {
            int at = selected.get();
            change(draft.get().withoutStep(at));
            selected.set(Math.max(0, Math.min(at, draft.get().steps().size() - 1)));
        }
    }

    /** A tap on the board: a seed, a move's hole, or a hole pointed out, by {@link #modeProperty()}. */
    public void tapped(Hole hole) {
        if (mode.get() == Mode.STEPS) {
            if (step() != null) {
                changeStep(step().toggled(hole.name()));
                showStep();
            }
        } else {
            game.tapped(hole);
        }
    }

    public void held(Hole hole) {
        if (mode.get() == Mode.SEEDS) {
            game.held(hole);
        }
    }

    public void addMove(Direction direction) {
        if (mode.get() == Mode.MOVES) {
            game.addMove(direction);
        }
    }

    /** The board at the selected step's event, its holes pointed out. */
    private void showStep() {
        GameSession session = game.boardProperty().get();
        DraftStep s = step();
        if (session == null || s == null) {
            return;
        }
        if (mode.get() == Mode.STEPS && s.at() <= session.cursor().size()) {
            session.seek(s.at());
        }
        var geometry = session.cursor().geometry();
        Set<Hole> holes = new java.util.HashSet<>();
        for (String n : s.highlights()) {
            // a step's holes outlive a smaller board chosen afterwards: those the board lacks are left out
            int number = Integer.parseInt(n.substring(1));
            if (number <= geometry.holesPerPlayer()) {
                holes.add(geometry.hole(Player.fromSymbol(n.charAt(0)), number));
            }
        }
        session.pointedOutProperty().set(Set.copyOf(holes));
    }

    // ---------------------------------------------------------------- what the screen reads

    /** Glossary terms in {@code language} that finish the word {@code text} ends with. */
    public List<String> suggestions(String language, String text) {
        int start = text.length();
        while (start > 0 && Character.isLetter(text.charAt(start - 1))) {
            start--;
        }
        String word = text.substring(start);
        return word.length() < 2 ? List.of()
                : Language.byCode(language).map(l -> Glossary.of(l).startingWith(word)).orElse(List.of());
    }

    /** How many problems step {@code step} has, without saying them. */
    public int problemCount(int step) {
        Checked c = checked.get();
        return c == null ? 0 : c.result().of(step).size();
    }

    /** The problems of step {@code step} (-1: of the lesson), each in a line of the screen's language. */
    public List<String> problems(int step) {
        Checked c = checked.get();
        if (c == null) {
            return List.of();
        }
        Texts texts = texts();
        List<String> out = new ArrayList<>();
        for (DraftCheck.Problem p : c.result().of(step)) {
            if (p.refusal() && p.args().size() > 1 && p.args().get(1) instanceof Phrase why) {
                Optional<String> own = refusal(texts, why);
                if (own.isPresent()) {
                    out.add(own.get());
                    continue;
                }
            }
            List<Object> args = new ArrayList<>();
            args.add(p.language().isEmpty() ? "" : Language.byCode(p.language()).map(Language::toString).orElse(p.language()));
            args.addAll(p.args());
            out.add(texts.text("problem." + p.kind().name().toLowerCase(Locale.ROOT), args.toArray()));
        }
        return out;
    }

    /**
     * The loader's refusal said in the curator's words, where the editor has its own for it: what to
     * do, never the file's attributes or keys. A text still to write is named by what it is.
     */
    private static Optional<String> refusal(Texts texts, Phrase why) {
        ResourceBundle own = texts.language().bundle(BUNDLE);
        String key = "refusal." + why.key();
        if (why.key().startsWith("key.") && !why.args().isEmpty()) {
            // a hint's attribute names its kind (hintOff): one sentence says every kind's
            String attribute = String.valueOf(why.args().get(0));
            key = "refusal.text." + (attribute.startsWith("hint") ? "hint" : attribute);
        }
        return own.containsKey(key) ? Optional.of(texts.text(key, why.args().toArray())) : Optional.empty();
    }

    /** Texts written in another language and not yet in {@code language}, in the whole lesson. */
    public int missing(String language) {
        Checked c = checked.get();
        return c == null ? 0 : c.result().missing().getOrDefault(language, 0);
    }

    /** The selected step's answer and why, as the engine works them out; empty without a question or while refused. */
    public String answer() {
        Checked c = checked.get();
        int s = selected.get();
        if (c == null || c.presentation() == null || s >= c.presentation().lesson().getSteps().size()
                || c.presentation().reveal(s) == null) {
            return "";
        }
        return c.presentation().answer(s, language.get());
    }

    /** The lesson as the loader reads the draft, for the preview; null while it refuses it. */
    public Lesson previewable() {
        Checked c = checked.get();
        return c == null ? null : c.result().lesson();
    }

    // ---------------------------------------------------------------- saving

    /**
     * Writes the lesson into the curator's folder, unless the loader would refuse it; a file changed
     * there meanwhile, or another lesson of the name, is said and written over only with
     * {@code replace}. One line says what happened.
     */
    public void save(boolean replace) {
        LessonDraft d = draft.get();
        // the draft goes to the lesson's files: the autosave is not written again for it, unless the save fails
        kept = d;
        files.execute(() -> {
            // checked again here, for the draft as it is now: the screen's check may still be under way
            DraftCheck.Result r = DraftCheck.check(d);
            if (r.lesson() == null) {
                fx.accept(() -> {
                    status.set(texts().text("save.refused"));
                    unsaved();
                });
                return;
            }
            LessonFormat.Written written = r.written();
            String expect = d.name().equals(expectedName) ? expected : LessonFolder.nothing(d.name());
            try {
                String now = folder.save(d.name(), written, expect, replace);
                expectedName = d.name();
                expected = now;
                try {
                    autosave.clear();
                } catch (IOException e) {
                    // the lesson is saved; the autosave left behind is only offered once more
                }
                fx.accept(() -> {
                    conflict.set(false);
                    status.set(texts().text("save.done", d.name(), folder.path()));
                    saved.run();
                });
            } catch (LessonFolder.Refused no) {
                List<Object> args = new ArrayList<>(no.args());
                fx.accept(() -> {
                    unsaved();
                    conflict.set(no.reason() == LessonFolder.Reason.CHANGED || no.reason() == LessonFolder.Reason.EXISTS);
                    status.set(texts().text("save." + no.reason().name().toLowerCase(Locale.ROOT), args.toArray()));
                });
            }
        });
    }

    /** A save that did not happen: the draft goes to the autosave as any change does. */
    private void unsaved() {
        kept = null;
        autosave();
    }

    private Texts texts() {
        return new Texts(language.get(), BUNDLE);
    }

    // ---------------------------------------------------------------- properties

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    /** The lesson's game: the set-up screen's form and touch board. */
    public SetupViewModel game() {
        return game;
    }

    public ReadOnlyObjectProperty<LessonDraft> draftProperty() {
        return draft.getReadOnlyProperty();
    }

    public IntegerProperty selectedProperty() {
        return selected;
    }

    public ObjectProperty<Mode> modeProperty() {
        return mode;
    }

    public ReadOnlyObjectProperty<Checked> checkedProperty() {
        return checked.getReadOnlyProperty();
    }

    /** One line: saved, or why not. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** Where the selected step's question is asked, or why it cannot be where it is, in words; empty for none. */
    public ReadOnlyStringProperty placementProperty() {
        return placement.getReadOnlyProperty();
    }

    /** The last save found the files changed, or another lesson of the name: replacing them is offered. */
    public ReadOnlyBooleanProperty conflictProperty() {
        return conflict.getReadOnlyProperty();
    }

    /** A draft the autosave kept from before (a crash), offered back; null for none. */
    public ReadOnlyObjectProperty<LessonDraft> offeredProperty() {
        return offered.getReadOnlyProperty();
    }

    /** The holes of the selected step, for the screen to say. */
    public Set<String> highlights() {
        DraftStep s = step();
        return s == null ? Set.of() : Set.copyOf(s.highlights());
    }
}
