package org.katro.ui.review;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import org.katro.analysis.GameReview;
import org.katro.analysis.GameReview.Mark;
import org.katro.analysis.GameReview.TurnReview;
import org.katro.engine.GameCursor;
import org.katro.engine.Hole;
import org.katro.engine.Move;
import org.katro.engine.Player;
import org.katro.engine.Turn;
import org.katro.notation.Notation;
import org.katro.solver.Value;
import org.katro.text.Language;
import org.katro.text.Texts;
import org.katro.ui.session.GameChange;
import org.katro.ui.session.GameSession;
import org.katro.ui.shell.BackgroundJob;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * A finished game looked back at: the game stepped through seed by seed as on the explorer, and
 * beside it each move's review ({@link GameReview}) as the solver proves it, one move after the other
 * off the JavaFX thread. The move the board stands before (or is in) is marked on the board and told
 * in full: the value before and after it, and for a move that threw a win away the better move and
 * the refutation, each of which opens as a line to step through.
 */
public final class ReviewViewModel {
    /** The solver's time for each board in the app: a game of forty moves is reviewed within a minute or so. */
    public static final Duration PER_BOARD = Duration.ofSeconds(1);
    static final String BUNDLE = "org.katro.ui.review.ReviewView";

    /** One move in the list: its turn (0-based), its line of text and its mark; {@code current} for the one on the board. */
    public record Row(int turn, String text, Mark mark, boolean current) {
    }

    private final ObjectProperty<Language> language = new SimpleObjectProperty<>(this, "language");
    private final Supplier<Texts> texts = Texts.following(language::get, BUNDLE);
    private final GameSession game;
    /** the game the solver reads, off the JavaFX thread: a copy of its own, never stepped */
    private final GameCursor played;
    private final BackgroundJob job;
    private final Consumer<Runnable> fx;
    private final Duration perBoard;
    private final List<TurnReview> reviewed = new ArrayList<>();
    private final ReadOnlyObjectWrapper<List<Row>> rows = new ReadOnlyObjectWrapper<>(this, "rows", List.of());
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final ReadOnlyStringWrapper detail = new ReadOnlyStringWrapper(this, "detail", "");
    private final ReadOnlyStringWrapper better = new ReadOnlyStringWrapper(this, "better", "");
    private final ReadOnlyStringWrapper refutation = new ReadOnlyStringWrapper(this, "refutation", "");

    /**
     * @param played     the game to review (its moves are copied: the game played may go on)
     * @param background where the solver runs (never the JavaFX thread)
     * @param fx         runs each move's review on the thread that owns the view models
     * @param perBoard   the solver's time for each board
     */
    public ReviewViewModel(GameCursor played, Language language, Executor background, Consumer<Runnable> fx,
            Duration perBoard) {
        this.language.set(language);
        this.perBoard = perBoard;
        this.fx = fx;
        this.job = new BackgroundJob(background, fx);
        List<Move> moves = played.turns().stream().map(Turn::move).toList();
        this.played = new GameCursor(played.ruleset(), played.start(), moves);
        game = new GameSession(new GameCursor(played.ruleset(), played.start(), moves), language);
        // a review looks back: no move is played here
        game.lockedProperty().set(true);
        game.first();
        game.follow(change -> {
            if (change instanceof GameChange.Shown) {
                render();
            }
        });
        this.language.addListener((obs, old, now) -> {
            game.languageProperty().set(now);
            render();
        });
        render();
    }

    // ---------------------------------------------------------------- the solver's work

    /** The screen shows: the review goes on from the first move not yet reviewed. */
    public void resume() {
        GameCursor c = played;
        if (reviewed.size() >= c.turns().size() || job.running()) {
            return;
        }
        int from = reviewed.size();
        // each move's review reaches the screen as soon as it is made, not all at the end
        job.run(cancelled -> GameReview.of(c, from, perBoard, cancelled, t -> fx.accept(() -> {
            if (!cancelled.getAsBoolean()) {
                add(t);
            }
        })), done -> render());
    }

    /** The screen left: the solver stops; what it reviewed is kept. */
    public void leave() {
        job.cancel();
    }

    private void add(TurnReview t) {
        if (t.turn() == reviewed.size() + 1) {
            reviewed.add(t);
            render();
        }
    }

    // ---------------------------------------------------------------- stepping

    /** Steps the board to the start of turn {@code turn} (0-based): its move is next. */
    public void show(int turn) {
        game.seek(game.cursor().turnStarts().get(turn));
    }

    /** The better move of the turn on the board, played out to the game's end; empty where there is none. */
    public Optional<GameCursor> betterLine() {
        return current().filter(t -> !t.better().isEmpty())
                .map(t -> new GameCursor(game.cursor().ruleset(), t.board(), t.better()));
    }

    /** The move played on the board's turn and the opponent's refutation of it; empty where there is none. */
    public Optional<GameCursor> refutationLine() {
        return current().filter(t -> !t.refutation().isEmpty()).map(t -> {
            List<Move> line = new ArrayList<>(List.of(t.move()));
            line.addAll(t.refutation());
            return new GameCursor(game.cursor().ruleset(), t.board(), line);
        });
    }

    /** The turn (0-based) the board stands before or in: the one whose move is told. */
    int turnShown() {
        GameCursor c = game.cursor();
        List<Integer> starts = c.turnStarts();
        int k = c.index();
        int t = 0;
        while (t + 1 < c.turns().size() && starts.get(t + 1) <= k) {
            t++;
        }
        return t;
    }

    private Optional<TurnReview> current() {
        int t = turnShown();
        return t < reviewed.size() ? Optional.of(reviewed.get(t)) : Optional.empty();
    }

    // ---------------------------------------------------------------- texts

    private void render() {
        GameCursor c = game.cursor();
        int total = c.turns().size();
        int shown = turnShown();
        List<Row> list = new ArrayList<>();
        for (TurnReview t : reviewed) {
            list.add(new Row(t.turn() - 1, text("row", t.turn(), Notation.move(t.mover(), t.move()),
                    value(t.before()), value(t.after()), text("mark." + key(t.mark()))), t.mark(), t.turn() - 1 == shown));
        }
        rows.set(List.copyOf(list));
        summary.set(total == 0 ? text("empty") : reviewed.size() < total
                ? text("reviewing", reviewed.size() + 1, total) : summaryText());
        Optional<TurnReview> now = current();
        detail.set(total == 0 ? "" : now.map(this::detailText).orElseGet(() -> text("notYet", shown + 1)));
        better.set(now.filter(t -> !t.better().isEmpty())
                .map(t -> text("better", Notation.move(t.mover(), t.better().get(0)))).orElse(""));
        refutation.set(now.filter(t -> !t.refutation().isEmpty())
                .map(t -> text("refutation", player(t.mover().opponent()))).orElse(""));
        Set<Hole> marked = total == 0 ? Set.of() : Set.of(c.geometry().hole(
                c.turns().get(shown).before().toMove(), c.turns().get(shown).move().hole()));
        if (!marked.equals(game.pointedOutProperty().get())) {
            game.pointedOutProperty().set(marked);
        }
    }

    private String summaryText() {
        long thrown = reviewed.stream().filter(t -> t.mark() == Mark.THREW_WIN).count();
        long unproved = reviewed.stream().filter(t -> t.mark() == Mark.UNPROVED).count();
        return text("summary", thrown, unproved);
    }

    /** The move on the board told in full: who played what, the value before and after, what it threw away. */
    private String detailText(TurnReview t) {
        String move = Notation.move(t.mover(), t.move());
        String mover = player(t.mover());
        String other = player(t.mover().opponent());
        StringBuilder sb = new StringBuilder(text("detail.turn", t.turn(), mover, move));
        if (t.mark() == Mark.UNPROVED) {
            sb.append(' ').append(text("detail.unproved"));
            t.judgement().ifPresent(m -> sb.append(' ').append(t.judgedGood() ? text("judgement.same")
                    : text("judgement.other", Notation.move(t.mover(), m))));
            return sb.toString();
        }
        sb.append(' ').append(before(t.before(), mover, other));
        sb.append(' ').append(after(t.after(), mover, other));
        String quickest = String.join(", ", t.quickest().stream().map(m -> Notation.move(t.mover(), m)).toList());
        switch (t.mark()) {
            case THREW_WIN -> sb.append(' ').append(text("detail.threwWin", quickest, t.quickest().size()));
            case THREW_DRAW -> sb.append(' ').append(text("detail.threwDraw", quickest, t.quickest().size()));
            case WEAKER -> sb.append(' ').append(text("detail.weaker", quickest, t.quickest().size()));
            case BEST -> sb.append(' ').append(text("detail.best"));
            case UNPROVED -> { }
        }
        return sb.toString();
    }

    private String before(Value v, String mover, String other) {
        return switch (v.kind()) {
            case WIN -> text("before.win", mover, v.turns(), other);
            case LOSS -> text("before.loss", mover, v.turns(), other);
            case DRAW -> text("before.draw");
            case UNSETTLED -> text("before.unsettled");
        };
    }

    private String after(Value v, String mover, String other) {
        return switch (v.kind()) {
            case WIN -> v.turns() == 0 ? text("after.won", mover) : text("after.win", mover, v.turns());
            case LOSS -> text("after.loss", other, v.turns());
            case DRAW -> text("after.draw");
            case UNSETTLED -> text("after.unsettled");
        };
    }

    /** A value in the move list's few words: "win in 5", "won", "loss in 3", "draw", "?". */
    private String value(Value v) {
        return switch (v.kind()) {
            case WIN -> v.turns() == 0 ? text("value.won") : text("value.win", v.turns());
            case LOSS -> text("value.loss", v.turns());
            case DRAW -> text("value.draw");
            case UNSETTLED -> text("value.unsettled");
        };
    }

    /** The bundle's name for a mark: THREW_WIN is "threwWin". */
    static String key(Mark m) {
        String[] words = m.name().toLowerCase(Locale.ROOT).split("_");
        StringBuilder sb = new StringBuilder(words[0]);
        for (int i = 1; i < words.length; i++) {
            sb.append(Character.toUpperCase(words[i].charAt(0))).append(words[i].substring(1));
        }
        return sb.toString();
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

    /** The game stepped through: locked, since a review plays no move. */
    public GameSession game() {
        return game;
    }

    /** The moves reviewed so far, in order. */
    public ReadOnlyObjectProperty<List<Row>> rowsProperty() {
        return rows.getReadOnlyProperty();
    }

    /** How far the review is, then what it found: how many moves threw a win away, how many boards were not proved. */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** The move on the board told in full, once it is reviewed. */
    public ReadOnlyStringProperty detailProperty() {
        return detail.getReadOnlyProperty();
    }

    /** The better move's button text, where the move on the board threw a win away; empty elsewhere. */
    public ReadOnlyStringProperty betterProperty() {
        return better.getReadOnlyProperty();
    }

    /** The refutation's button text, where the move on the board now loses; empty elsewhere. */
    public ReadOnlyStringProperty refutationProperty() {
        return refutation.getReadOnlyProperty();
    }

    /** Whether the solver is at work. */
    public ReadOnlyBooleanProperty reviewingProperty() {
        return job.busyProperty();
    }
}
