package org.katro.ui.compare;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.katro.analysis.Divergence;
import org.katro.engine.Event;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Player;
import org.katro.engine.Replay;
import org.katro.engine.Ruleset;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.form.GameForm;
import org.katro.ui.game.GameViewModel;
import org.katro.ui.shell.BackgroundJob;
import org.katro.ui.shell.Stepping;

import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Two readings of the same start position and moves, one per ruleset, stepped together: event k
 * of one beside event k of the other (a game that has ended stays at its end). The first event
 * where they part is found, marked and explained by the rule behind it.
 */
public final class CompareViewModel {
    static final String BUNDLE = "org.katro.ui.compare.CompareView";

    /** Ready-made comparisons, each checked by a test to part the way its name says. */
    public enum Preset {
        /** Mancala World starts a turn only from the outermost row holding seeds. */
        START_ROW(Ruleset.FIANARANTSOA, Ruleset.MANCALA_WORLD, "2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2/2,2,2,2,2,2"
                + "/2,2,2,2,2,2/2,2,2,2,2,2 S 0", "1+ 1+ 18+"),
        /** Landing on seeds in the front row: the four-row katro captures, its empty-hole variant relays. */
        OCCUPIED_CAPTURE(Ruleset.KATRO4, Ruleset.KATRO4_EMPTY, "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2"
                + "/2,2,2,2,2,2,2,2 S 0", "7+"),
        /** Landing in an empty front-row hole: the empty-hole variant captures, the other stops. */
        EMPTY_CAPTURE(Ruleset.KATRO4_EMPTY, Ruleset.KATRO4, "3,0,3,1,0,1,4,4/3,0,3,3,0,3,3,1/0,1,4,4,1,3,3,0"
                + "/4,2,5,0,1,0,1,3 N 3", "1-"),
        /** Gorobaka takes the whole file facing the landing hole. */
        WHOLE_FILE(Ruleset.GOROBAKA, Ruleset.KATRO4, "0,3,0,1/0,2,0,0/1,1,0,0/0,0,0,0 S 2", "8-"),
        /** Gorobaka's first turn starts from the inner row. */
        FIRST_TURN(Ruleset.KATRO4, Ruleset.GOROBAKA, "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2"
                + "/2,2,2,2,2,2,2,2 S 0", "1+"),
        /** A hole with a single seed may not start a turn in the strict Gorobaka. */
        SINGLE_SEED(Ruleset.GOROBAKA, Ruleset.GOROBAKA_NO_SINGLETONS, "2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2"
                + "/2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 S 0", "15+ 13+ 1-");

        final Ruleset first;
        final Ruleset second;
        final String position;
        final String moves;

        Preset(Ruleset first, Ruleset second, String position, String moves) {
            this.first = first;
            this.second = second;
            this.position = position;
            this.moves = moves;
        }
    }

    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    /** this screen's texts in the language now chosen */
    private final Supplier<Texts> texts = Texts.following(language::get, BUNDLE);
    private final GameForm form = new GameForm(Ruleset.FIANARANTSOA);
    private final ObjectProperty<Ruleset> second = new SimpleObjectProperty<>(this, "second");

    private final ReadOnlyObjectWrapper<GameViewModel> left = new ReadOnlyObjectWrapper<>(this, "left");
    private final ReadOnlyObjectWrapper<GameViewModel> right = new ReadOnlyObjectWrapper<>(this, "right");
    private final Stepping stepping = new Stepping();
    private final ReadOnlyBooleanWrapper divergent = new ReadOnlyBooleanWrapper(this, "divergent");
    private final ReadOnlyBooleanWrapper parted = new ReadOnlyBooleanWrapper(this, "parted");
    private final ReadOnlyObjectWrapper<Set<Hole>> marked = new ReadOnlyObjectWrapper<>(this, "marked", Set.of());
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper(this, "verdict", "");
    private final ReadOnlyStringWrapper counter = new ReadOnlyStringWrapper(this, "counter", "");

    private Divergence divergence;
    /** the comparison under way, off the JavaFX thread */
    private final BackgroundJob job;

    /**
     * @param background where comparisons run (never the JavaFX thread)
     * @param fx         runs a comparison's result on the thread that owns the view models
     */
    public CompareViewModel(Language language, Executor background, Consumer<Runnable> fx) {
        this.language.set(language);
        this.job = new BackgroundJob(background, fx);
        this.language.addListener((obs, old, now) -> {
            if (left.get() != null) {
                left.get().languageProperty().set(now);
                right.get().languageProperty().set(now);
                refresh();
            }
        });
        choose(Preset.START_ROW);
    }

    /** Fills the form with {@code preset} and compares at once: a ready-made comparison is a few moves. */
    public void choose(Preset preset) {
        job.cancel();
        form.fill(preset.first, preset.position, preset.moves);
        second.set(preset.second);
        show(compare(form.typed(), preset.second, () -> false));
    }

    /** What a comparison found: the form's problem as a message of the bundle, or both readings. */
    private record Result(String key, Object[] args, GameCursor first, GameCursor second, Divergence divergence) {
        static Result problem(String key, Object... args) {
            return new Result(key, args, null, null, null);
        }
    }

    /**
     * Plays the moves under both rulesets from the position, off the JavaFX thread: every move must
     * be legal in the first; the second plays as many as its rules allow. If the form is wrong, the
     * error says why and the boards keep the comparison before.
     */
    public void compare() {
        GameForm.Typed typed = form.typed();
        Ruleset b = second.get();
        job.run(stop -> compare(typed, b, stop), this::show);
    }

    private static Result compare(GameForm.Typed typed, Ruleset b, BooleanSupplier stop) {
        Ruleset a = typed.ruleset();
        if (a.rows() != b.rows()) {
            return Result.problem("error.rows", a.id(), a.rows(), b.id(), b.rows());
        }
        GameForm.Reading reading = typed.read(stop);
        if (reading instanceof GameForm.Unreadable u) {
            return Result.problem("error.text", u.problem());
        }
        if (reading instanceof GameForm.Refused r) {
            return Result.problem("error.move", r.refusal().index() + 1, r.refusal().move(), a.id(),
                    r.refusal().reason());
        }
        GameForm.Ready ready = (GameForm.Ready) reading;
        GameCursor ca = ready.replay().game();
        Replay rb = Replay.of(b, ready.start(), ready.moves(), stop);
        return new Result(null, null, ca, rb.game(), Divergence.of(ca, rb).orElse(null));
    }

    private void show(Result r) {
        if (r.key() != null) {
            error.set(text(r.key(), r.args()));
            return;
        }
        error.set("");
        divergence = r.divergence();
        divergent.set(divergence != null);
        left.set(new GameViewModel(r.first(), language.get()));
        right.set(new GameViewModel(r.second(), language.get()));
        // the comparison is watched, not played: no clicks on the boards
        left.get().lockedProperty().set(true);
        right.get().lockedProperty().set(true);
        seek(0);
    }

    // ---------------------------------------------------------------- stepping both together

    public void forward() {
        seek(stepping.indexProperty().get() + 1);
    }

    public void back() {
        seek(stepping.indexProperty().get() - 1);
    }

    public void first() {
        seek(0);
    }

    public void last() {
        seek(stepping.sizeProperty().get());
    }

    /** Shows the event where the readings part (the refused move: the last event both share). */
    public void toDivergence() {
        if (divergence != null) {
            seek(divergence.index() + 1);
        }
    }

    /** Event {@code k} on both boards, each clamped to its own game. */
    public void seek(int k) {
        int total = Math.max(left.get().cursor().size(), right.get().cursor().size());
        int target = Math.max(0, Math.min(total, k));
        left.get().seek(target);
        right.get().seek(target);
        stepping.at(target, total);
        refresh();
    }

    private void refresh() {
        int k = stepping.indexProperty().get();
        counter.set(text("counter", k, stepping.sizeProperty().get()));
        boolean past = divergence != null && k > divergence.index();
        parted.set(past);
        marked.set(past && divergence.hole() != null ? Set.of(divergence.hole()) : Set.of());
        verdict.set(divergence == null ? text("agree") : text(past ? "parted" : "before", divergence.index() + 1)
                + (past ? " " + explain(divergence) : ""));
    }

    /** The rule behind the difference, in a full sentence naming both rulesets. */
    String explain(Divergence d) {
        String doer = d.firstDoesIt() ? form.rulesetProperty().get().id() : second.get().id();
        String other = d.firstDoesIt() ? second.get().id() : form.rulesetProperty().get().id();
        String hole = d.hole() == null ? "" : d.hole().name();
        String move = d.move() == null ? "" : d.move().toString();
        String key = "kind." + d.kind().name().toLowerCase(Locale.ROOT);
        return switch (d.kind()) {
            case START_SINGLETON, START_OUTERMOST, START_INNER_FIRST, ENDLESS, TOO_LONG ->
                    text(key, form.rulesetProperty().get().id(), second.get().id(), hole, move);
            case NO_MOVE -> text(key, doer, other, player(((Event.GameOver) (d.firstDoesIt() ? d.first()
                    : d.second())).loser()));
            default -> text(key, doer, other, hole);
        };
    }

    private String player(Player p) {
        return texts.get().player(p);
    }

    private String text(String key, Object... args) {
        return texts.get().text(key, args);
    }

    // ---------------------------------------------------------------- properties

    public ObjectProperty<Language> languageProperty() {
        return language;
    }

    /** The first reading's ruleset, the size, the position and the moves. */
    public GameForm form() {
        return form;
    }

    public ObjectProperty<Ruleset> secondProperty() {
        return second;
    }

    GameViewModel left() {
        return left.get();
    }

    GameViewModel right() {
        return right.get();
    }

    /** The first reading's game. */
    public ReadOnlyObjectProperty<GameViewModel> leftProperty() {
        return left.getReadOnlyProperty();
    }

    /** The second reading's game. */
    public ReadOnlyObjectProperty<GameViewModel> rightProperty() {
        return right.getReadOnlyProperty();
    }

    /** Where both readings stand: event k of the longer game. */
    public Stepping stepping() {
        return stepping;
    }

    /** Whether the event shown is at or past the one where the readings part. */
    public ReadOnlyBooleanProperty partedProperty() {
        return parted.getReadOnlyProperty();
    }

    /** The hole the difference is about, once it is shown: marked on both boards. */
    public ReadOnlyObjectProperty<Set<Hole>> markedProperty() {
        return marked.getReadOnlyProperty();
    }

    /** Where and why the readings part; empty when they agree. */
    Optional<Divergence> divergence() {
        return Optional.ofNullable(divergence);
    }

    /** Whether the readings part somewhere: there is a divergence to go to. */
    public ReadOnlyBooleanProperty divergentProperty() {
        return divergent.getReadOnlyProperty();
    }

    /** Whether a comparison is being worked out. */
    public ReadOnlyBooleanProperty busyProperty() {
        return job.busyProperty();
    }

    /** What is wrong with the form; empty when the comparison on screen is its own. */
    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    /** Whether and where the readings part, and, once there, why. */
    public ReadOnlyStringProperty verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty counterProperty() {
        return counter.getReadOnlyProperty();
    }
}
