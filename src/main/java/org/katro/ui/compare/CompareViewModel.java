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
import org.katro.notation.NotationException;
import org.katro.text.Language;
import org.katro.text.Narrator;
import org.katro.text.Texts;
import org.katro.ui.form.GameForm;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.BackgroundJob;
import org.katro.ui.session.Stepping;

import java.util.List;
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
    /** the rulesets' names, one list for every screen */
    private final Supplier<Narrator> names = Texts.following(language::get, Narrator::new);
    private final GameForm form = new GameForm(Ruleset.FIANARANTSOA);
    private final ObjectProperty<Ruleset> second = new SimpleObjectProperty<>(this, "second");

    private final ReadOnlyObjectWrapper<GameSession> left = new ReadOnlyObjectWrapper<>(this, "left");
    private final ReadOnlyObjectWrapper<GameSession> right = new ReadOnlyObjectWrapper<>(this, "right");
    private final Stepping stepping = new Stepping();
    private final ReadOnlyBooleanWrapper divergent = new ReadOnlyBooleanWrapper(this, "divergent");
    private final ReadOnlyBooleanWrapper parted = new ReadOnlyBooleanWrapper(this, "parted");
    private final ReadOnlyObjectWrapper<Set<Hole>> marked = new ReadOnlyObjectWrapper<>(this, "marked", Set.of());
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper(this, "error", "");
    private final ReadOnlyStringWrapper verdict = new ReadOnlyStringWrapper(this, "verdict", "");
    private final ReadOnlyStringWrapper counter = new ReadOnlyStringWrapper(this, "counter", "");

    private Divergence divergence;
    /** the step at which the two boards first look different; -1 when they agree */
    private int parts = -1;
    /** the comparison's step at which each turn starts, then the end */
    private int[] starts = {0};
    private final ReadOnlyObjectWrapper<List<Integer>> turnMarks = new ReadOnlyObjectWrapper<>(this, "turnMarks",
            List.of());
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

    /**
     * Fills the form with the game of {@code text} (a whole record, or bare moves from the position
     * typed) and compares it at once, as a ready-made comparison is. A record names one ruleset: when
     * the second is for another board, it becomes the next ruleset for the record's board.
     *
     * @throws NotationException when {@code text} is a record that cannot be read
     */
    public void open(String text) throws NotationException {
        form.open(text);
        Ruleset a = form.rulesetProperty().get();
        if (second.get().rows() != a.rows()) {
            List<Ruleset> all = List.of(Ruleset.values());
            for (int i = 1; i < all.size(); i++) {
                Ruleset next = all.get((all.indexOf(a) + i) % all.size());
                if (next.rows() == a.rows()) {
                    second.set(next);
                    break;
                }
            }
        }
        compare();
    }

    private static Result compare(GameForm.Typed typed, Ruleset b, BooleanSupplier stop) {
        Ruleset a = typed.ruleset();
        if (a.rows() != b.rows()) {
            return Result.problem("error.rows", new Named(a), a.rows(), new Named(b), b.rows());
        }
        GameForm.Reading reading = typed.read(stop);
        if (reading instanceof GameForm.Unreadable u) {
            return Result.problem("error.text", u.problem());
        }
        if (reading instanceof GameForm.Refused r) {
            return Result.problem("error.move", r.refusal().index() + 1, r.refusal().move(), new Named(a),
                    r.refusal().reason());
        }
        GameForm.Ready ready = (GameForm.Ready) reading;
        GameCursor ca = ready.replay().game();
        Replay rb = Replay.of(b, ready.start(), ready.moves(), stop);
        return new Result(null, null, ca, rb.game(), Divergence.of(ca, rb).orElse(null));
    }

    /** A ruleset to be named in the language of the sentence it goes into. */
    private record Named(Ruleset ruleset) {
    }

    private void show(Result r) {
        if (r.key() != null) {
            Object[] args = r.args().clone();
            for (int i = 0; i < args.length; i++) {
                if (args[i] instanceof Named n) {
                    args[i] = name(n.ruleset());
                }
            }
            error.set(text(r.key(), args));
            return;
        }
        error.set("");
        divergence = r.divergence();
        divergent.set(divergence != null);
        left.set(new GameSession(r.first(), language.get()));
        right.set(new GameSession(r.second(), language.get()));
        // the comparison is watched, not played: no clicks on the boards
        left.get().lockedProperty().set(true);
        right.get().lockedProperty().set(true);
        align();
        parts = divergence == null ? -1 : firstLookingDifferent(divergence.index());
        seek(0);
    }

    // ---------------------------------------------------------------- both boards on the same turn

    /**
     * Both readings play the same turns, but a turn may take more events under one ruleset than under
     * the other. The comparison's steps go through each turn as long as the longer reading takes; the
     * shorter waits at the end of that turn, so both boards always show the same turn.
     */
    private void align() {
        List<Integer> a = left.get().cursor().turnStarts();
        List<Integer> b = right.get().cursor().turnStarts();
        int turns = Math.max(a.size(), b.size()) - 1;
        starts = new int[turns + 1];
        for (int t = 0; t < turns; t++) {
            starts[t + 1] = starts[t] + Math.max(length(a, t), length(b, t));
        }
        turnMarks.set(java.util.Arrays.stream(starts, 1, Math.max(1, starts.length - 1)).boxed().toList());
    }

    private static int length(List<Integer> turnStarts, int t) {
        return t < turnStarts.size() - 1 ? turnStarts.get(t + 1) - turnStarts.get(t) : 0;
    }

    /** The event a reading shows at step {@code k} of the comparison. */
    private int eventAt(List<Integer> turnStarts, int k) {
        int end = turnStarts.get(turnStarts.size() - 1);
        int t = 0;
        while (t + 1 < starts.length && starts[t + 1] <= k) {
            t++;
        }
        if (t >= turnStarts.size() - 1) {
            return end;
        }
        return turnStarts.get(t) + Math.min(k - starts[t], length(turnStarts, t));
    }

    /**
     * The first step, from the first event that differs on, at which the two boards show something
     * different (seeds in a hole or in hand): a difference in the record alone (a capture that takes
     * the same seeds under both rules) is not yet one a visitor can see.
     */
    private int firstLookingDifferent(int from) {
        int total = starts[starts.length - 1];
        for (int k = from + 1; k <= total; k++) {
            seekBoth(k);
            if (!alike(left.get().cursor(), right.get().cursor())) {
                return k;
            }
        }
        return Math.min(from + 1, total);
    }

    private static boolean alike(GameCursor a, GameCursor b) {
        if (a.inHand() != b.inHand()) {
            return false;
        }
        for (int i = 0; i < a.geometry().size(); i++) {
            if (a.seeds(i) != b.seeds(i)) {
                return false;
            }
        }
        return true;
    }

    private void seekBoth(int k) {
        left.get().seek(eventAt(left.get().cursor().turnStarts(), k));
        right.get().seek(eventAt(right.get().cursor().turnStarts(), k));
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

    /** To the start of the next turn on both boards (the end after the last). */
    public void forwardTurn() {
        int k = stepping.indexProperty().get();
        for (int start : starts) {
            if (start > k) {
                seek(start);
                return;
            }
        }
        last();
    }

    /** To the start of this turn, or of the one before when already there. */
    public void backTurn() {
        int k = stepping.indexProperty().get();
        for (int t = starts.length - 1; t >= 0; t--) {
            if (starts[t] < k) {
                seek(starts[t]);
                return;
            }
        }
        first();
    }

    /**
     * Shows the first step at which the two boards look different; for a refused move, the end of
     * the shorter reading, where the refusal is told.
     */
    public void toDivergence() {
        if (divergence != null) {
            seek(parts);
        }
    }

    /**
     * Event {@code event} of one reading (a tap on its list of turns), the other reading on the same
     * turn and as far into it.
     */
    public void seekIn(GameSession reading, int event) {
        List<Integer> turnStarts = reading.cursor().turnStarts();
        int t = 0;
        while (t + 1 < starts.length - 1 && t + 1 < turnStarts.size() && turnStarts.get(t + 1) <= event) {
            t++;
        }
        seek(starts[t] + event - turnStarts.get(t));
    }

    /** Step {@code k} of the comparison on both boards: the same turn on both, each within its own. */
    public void seek(int k) {
        int total = starts[starts.length - 1];
        int target = Math.max(0, Math.min(total, k));
        seekBoth(target);
        stepping.at(target, total);
        refresh();
    }

    private void refresh() {
        int k = stepping.indexProperty().get();
        counter.set(text("counter", k, stepping.sizeProperty().get()));
        boolean past = divergence != null && k >= parts;
        parted.set(past);
        marked.set(past && divergence.hole() != null ? Set.of(divergence.hole()) : Set.of());
        verdict.set(divergence == null ? text("agree") : text(past ? "parted" : "before", parts)
                + (past ? " " + explain(divergence) : ""));
    }

    /**
     * The rule behind the difference, in a full sentence naming both rulesets, each in quotes: a name
     * such as "Four-row katro, capture on an empty hole" would otherwise run into the sentence.
     */
    String explain(Divergence d) {
        String doer = quoted(d.firstDoesIt() ? form.rulesetProperty().get() : second.get());
        String other = quoted(d.firstDoesIt() ? second.get() : form.rulesetProperty().get());
        String hole = d.hole() == null ? "" : d.hole().name();
        String move = d.move() == null ? "" : d.move().toString();
        String key = "kind." + d.kind().name().toLowerCase(Locale.ROOT);
        return switch (d.kind()) {
            case START_SINGLETON, START_OUTERMOST, START_INNER_FIRST, ENDLESS, TOO_LONG ->
                    text(key, quoted(form.rulesetProperty().get()), quoted(second.get()), hole, move);
            case NO_MOVE -> text(key, doer, other, player(((Event.GameOver) (d.firstDoesIt() ? d.first()
                    : d.second())).loser()));
            default -> text(key, doer, other, hole);
        };
    }

    /** A ruleset's full name, as a visitor reads it. */
    private String name(Ruleset r) {
        return names.get().name(r);
    }

    private String quoted(Ruleset r) {
        return text("quoted", name(r));
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

    GameSession left() {
        return left.get();
    }

    GameSession right() {
        return right.get();
    }

    /** The first reading's game. */
    public ReadOnlyObjectProperty<GameSession> leftProperty() {
        return left.getReadOnlyProperty();
    }

    /** The second reading's game. */
    public ReadOnlyObjectProperty<GameSession> rightProperty() {
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

    /** The comparison's steps at which a turn starts on both boards, the first left out: the scrubber's marks. */
    public ReadOnlyObjectProperty<List<Integer>> turnMarksProperty() {
        return turnMarks.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty counterProperty() {
        return counter.getReadOnlyProperty();
    }
}
